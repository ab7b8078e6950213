// A puzzle's planning domain as text, in two parts around the line
// "(define (domain NAME)" that names it, so that it can be written under the
// name a problem gives it.
#pragma once

#include <string_view>

namespace pg::pddl {

struct DomainText {
  std::string_view name;     // the domain's own name
  std::string_view comment;  // ';' lines before "(define (domain NAME)"
  std::string_view body;     // the rest of the domain, after that line
};

}  // namespace pg::pddl

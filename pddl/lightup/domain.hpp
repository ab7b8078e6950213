// Light Up as a planning task: bulbs go one at a time on dark white cells,
// each lighting what it sees, and the numbers count down the bulbs they still
// need. The domain's text, in two parts around the line
// "(define (domain NAME)" that names it.
#pragma once

#include <string_view>

namespace pg::lightup {

inline constexpr std::string_view kPddlDomain = "lightup";

std::string_view pddl_domain_comment();
std::string_view pddl_domain_body();

}  // namespace pg::lightup

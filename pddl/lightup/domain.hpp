// Light Up as a planning task: bulbs go one at a time on dark white cells,
// each lighting what it sees, and the numbers count down the bulbs they still
// need. The domain's text, in two parts around the line
// "(define (domain NAME)" that names it.
#pragma once

#include "pddl/domain_text.hpp"

namespace pg::lightup {

// The domain, under its own name.
const pddl::DomainText& pddl_domain();

}  // namespace pg::lightup

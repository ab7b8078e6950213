// Light Up as a planning task: the white cells decided in reading order, a
// bulb only on a dark one, lighting what it sees; the numbers count down the
// bulbs they still need, and checks follow the last step that could fail
// them (steps.hpp). The domain's text, in two parts around the line
// "(define (domain NAME)" that names it.
#pragma once

#include "pddl/domain_text.hpp"

namespace pg::lightup {

// The domain, under its own name.
const pddl::DomainText& pddl_domain();

}  // namespace pg::lightup

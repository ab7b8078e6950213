// Light Up as a hierarchical planning task (HDDL): the numbers are satisfied
// first, then every white cell is lit in turn, each by a bulb placed where it
// can reach it. The domain's text, in two parts around the line
// "(define (domain NAME)" that names it.
#pragma once

#include "pddl/domain_text.hpp"

namespace pg::lightup {

// The domain, under its own name.
const pddl::DomainText& hddl_domain();

}  // namespace pg::lightup

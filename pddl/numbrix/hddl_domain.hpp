// Numbrix as a hierarchical planning task (HDDL): the givens cut the numbers
// into stretches, and each stretch is filled by a walk from a given, one
// number per step onto an empty neighbour, with two look-aheads that cut off
// walks that cannot be completed. The domain's text, in two parts around the
// line "(define (domain NAME)" that names it.
#pragma once

#include "pddl/domain_text.hpp"

namespace pg::numbrix {

// The domain, under its own name.
const pddl::DomainText& hddl_domain();

}  // namespace pg::numbrix

// Takuzu as a hierarchical planning task (HDDL): each empty cell is filled in
// an order the problem computes from the givens, spending one of its digit
// from its row's and its column's budget, and each run of three and each
// pair of lines is checked as soon as its cells are filled. The domain's
// text, in two parts around the line "(define (domain NAME)" that names it.
#pragma once

#include "pddl/domain_text.hpp"

namespace pg::takuzu {

// The domain, under its own name.
const pddl::DomainText& hddl_domain();

}  // namespace pg::takuzu

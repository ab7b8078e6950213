// Takuzu as a planning task: digits are written into the empty cells one at
// a time, never three equal in a row and never more than half a line of one
// digit, and the goal asks for every two rows and every two columns to
// differ. The domain's text, in two parts around the line
// "(define (domain NAME)" that names it.
#pragma once

#include "pddl/domain_text.hpp"

namespace pg::takuzu {

// The domain, under its own name.
const pddl::DomainText& pddl_domain();

}  // namespace pg::takuzu

// Takuzu as a planning task: a plan goes through fixed steps in reading
// order, writing each empty cell and checking each run of three and each
// two rows or columns as soon as their cells are written; its goal is the
// step after the last. The domain's text, in two parts around the line
// "(define (domain NAME)" that names it.
#pragma once

#include "pddl/domain_text.hpp"

namespace pg::takuzu {

// The domain, under its own name.
const pddl::DomainText& pddl_domain();

}  // namespace pg::takuzu

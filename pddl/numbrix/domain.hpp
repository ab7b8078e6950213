// Numbrix as a planning task: a walk over the grid writes 1, 2, 3, ... on the
// cells it steps on, every cell once, the given numbers on their own cells.
// The domain's text, in two parts around the line "(define (domain NAME)"
// that names it.
#pragma once

#include "pddl/domain_text.hpp"

namespace pg::numbrix {

// The domain, under its own name.
const pddl::DomainText& pddl_domain();

}  // namespace pg::numbrix

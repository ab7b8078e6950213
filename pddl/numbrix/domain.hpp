// Numbrix as a planning task: a walk over the grid writes 1, 2, 3, ... on the
// cells it steps on, every cell once, the given numbers on their own cells.
// The domain's text, in two parts around the line "(define (domain NAME)"
// that names it.
#pragma once

#include <string_view>

namespace pg::numbrix {

// The domain's own name.
inline constexpr std::string_view kPddlDomain = "numbrix";

std::string_view pddl_domain_comment();
std::string_view pddl_domain_body();

}  // namespace pg::numbrix

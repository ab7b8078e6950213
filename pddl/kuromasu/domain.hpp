// Kuromasu as a planning task: the plan shades the black cells, then checks
// the grid it made, each number by scans along its row and column and the
// white cells by a flood. The domain's text, in two parts around the line
// "(define (domain NAME)" that names it.
#pragma once

#include <string>
#include <string_view>

#include "core/grid.hpp"

namespace pg::kuromasu {

// The domain's own name.
inline constexpr std::string_view kPddlDomain = "kuromasu";

std::string_view pddl_domain_comment();
std::string_view pddl_domain_body();

// The domain's constant for a direction: up, down, left or right.
std::string direction_name(Direction way);

}  // namespace pg::kuromasu

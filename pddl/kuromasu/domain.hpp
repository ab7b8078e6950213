// Kuromasu as a planning task: the numbers shade the grid, each by scans
// along its row and column that see white cells and end at black ones; then
// a flood checks that the white cells hang together. The domain's text, in
// two parts around the line "(define (domain NAME)" that names it.
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

// Kuromasu as a planning task: the numbers shade the grid, each by scans
// along its row and column that see white cells and end at black ones; then
// a flood checks that the white cells hang together. The domain's text, in
// two parts around the line "(define (domain NAME)" that names it.
#pragma once

#include <string>

#include "core/grid.hpp"
#include "pddl/domain_text.hpp"

namespace pg::kuromasu {

// The domain, under its own name.
const pddl::DomainText& pddl_domain();

// The domain's constant for a direction: up, down, left or right.
std::string direction_name(Direction way);

}  // namespace pg::kuromasu

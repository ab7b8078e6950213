// The hierarchical reference plan of a solved Nurikabe instance, for the
// domain of pddl/nurikabe/hddl_domain.hpp: the hierarchy run on the solution.
// Each island in the network's order is walked from its number, up, down,
// left, right, claiming a free neighbour when the solution's island holds
// it and walling it off otherwise; each block is broken by its first island
// cell; every cell no island holds is shaded; the flood starts on the first
// wall in reading order and goes depth first.
#pragma once

#include <string>

#include "core/instance.hpp"

namespace pg::nurikabe {

// The plan in the text PANDA's verifier reads. FormatError when the instance
// has no solution, holds a '?' clue, or the solution breaks the instance's
// rules (the IPC rules: the islands alone).
std::string hierarchical_plan(const Instance& instance);

}  // namespace pg::nurikabe

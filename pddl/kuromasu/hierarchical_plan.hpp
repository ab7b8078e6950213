// The hierarchical reference plan of a solved Kuromasu instance, for the
// domain of pddl/kuromasu/hddl_domain.hpp: each number in the network's order
// shares its cells as the solution has them (what it sees towards each side)
// and walks its rays, shading the black cell that ends a ray when no ray has
// yet; each cell left open is settled as the solution says; the flood goes
// depth first from the root, up, down, left, right; every cell is checked.
#pragma once

#include <string>

#include "core/instance.hpp"

namespace pg::kuromasu {

// The plan in the text PANDA's verifier reads. FormatError when the instance
// has no solution or the solution breaks the rules.
std::string hierarchical_plan(const Instance& instance);

}  // namespace pg::kuromasu

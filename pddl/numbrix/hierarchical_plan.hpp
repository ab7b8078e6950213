// The hierarchical reference plan of a solved Numbrix instance, for the
// domain of pddl/numbrix/hddl_domain.hpp: each task of the problem's network
// in its order walks its stretch along the solution's path, each check names
// the first neighbours (reading order) that still lack links. A solution has
// exactly one such plan.
#pragma once

#include <string>

#include "core/instance.hpp"

namespace pg::numbrix {

// The plan in the text PANDA's verifier reads. FormatError when the instance
// has no solution or the solution breaks the rules.
std::string hierarchical_plan(const Instance& instance);

}  // namespace pg::numbrix

// The hierarchical reference plan of a solved Takuzu instance, for the domain
// of pddl/takuzu/hddl_domain.hpp: the problem's network in its order, each
// empty cell filled with the solution's digit, each run of three and each
// pair of lines checked by the one method the solution's digits leave.
#pragma once

#include <string>

#include "core/instance.hpp"

namespace pg::takuzu {

// The plan in the text PANDA's verifier reads. FormatError when the instance
// has no solution or the solution breaks the rules.
std::string hierarchical_plan(const Instance& instance);

}  // namespace pg::takuzu

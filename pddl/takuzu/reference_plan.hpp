// The reference plan of a solved Takuzu instance: each empty cell written
// with the solution's digit, in reading order, the only order the domain
// allows: the one plan of that solution.
#pragma once

#include <string>

#include "core/instance.hpp"

namespace pg::takuzu {

// A sequential plan in Fast Downward's text that writes the instance's
// solution into its empty cells, ending in "; cost = N (unit cost)".
// FormatError when the instance has no solution, or the solution changes a
// given or breaks the rules.
std::string reference_plan(const Instance& instance);

}  // namespace pg::takuzu

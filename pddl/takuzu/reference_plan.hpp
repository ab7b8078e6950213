// The reference plan of a solved Takuzu instance: the problem's steps in
// order (steps_of), each empty cell written with the solution's digit and
// each check passed by the one action that passes it, the only plan of that
// solution.
#pragma once

#include <string>

#include "core/instance.hpp"

namespace pg::takuzu {

// A sequential plan in Fast Downward's text that writes the instance's
// solution into its empty cells and checks it, ending in "; cost = N (unit
// cost)".
// FormatError when the instance has no solution, or the solution changes a
// given or breaks the rules.
std::string reference_plan(const Instance& instance);

}  // namespace pg::takuzu

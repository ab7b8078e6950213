// The reference plan of a solved Numbrix instance: the walk along the
// solution's path, 1 to the last number.
#pragma once

#include <string>
#include <vector>

#include "core/instance.hpp"

namespace pg::numbrix {

// A sequential plan in Fast Downward's text that starts on the solution's 1
// and steps along 2..N, ending in "; cost = N (unit cost)". FormatError when
// the instance has no solution or its solution breaks the rules.
std::string reference_plan(const Instance& instance);

// The cell of each number 1..N of the instance's solution (index 0 unused):
// FormatError when the solution is not known, or is no path numbered 1..N
// through every cell that keeps the givens.
std::vector<int> solution_path(const Instance& instance);

}  // namespace pg::numbrix

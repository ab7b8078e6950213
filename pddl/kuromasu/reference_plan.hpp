// The reference plan of a solved Kuromasu instance: the solution's black
// cells shaded, then every check the goal asks for, carried out on them.
#pragma once

#include <string>

#include "core/instance.hpp"

namespace pg::kuromasu {

// A sequential plan in Fast Downward's text that shades the black cells of
// the instance's solution in reading order, ends the shading, scans from each
// number in reading order (up, down, left, right), then floods the white
// cells breadth first from the first one; it ends in "; cost = N (unit
// cost)". FormatError when the instance has no solution or its solution
// breaks the rules.
std::string reference_plan(const Instance& instance);

}  // namespace pg::kuromasu

// The reference plan of a solved Kuromasu instance: the solution carried out
// as the domain asks, scans first, then the flood.
#pragma once

#include <string>

#include "core/instance.hpp"

namespace pg::kuromasu {

// A sequential plan in Fast Downward's text that runs the scans in the
// problem's order (numbers in reading order; up, down, left, right), each
// seeing the white cells in its direction and ending at the edge or at a
// black cell, which the first scan to reach it shades; then shades the black
// cells no number sees, in reading order, and floods the white cells breadth
// first from the first clue, a number or a '?' (with none, the first white
// cell), as the problem roots the flood; a '?' has no scans. It ends
// in "; cost = N (unit cost)". FormatError when the instance has no solution
// or its solution breaks the rules.
std::string reference_plan(const Instance& instance);

}  // namespace pg::kuromasu

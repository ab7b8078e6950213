// The reference plan of a solved Light Up instance: a bulb placed on each
// bulb cell of the solution, in reading order. Any order would do: a bulb of
// a solution sees no other, and no number has all its bulbs before its last.
#pragma once

#include <string>

#include "core/instance.hpp"

namespace pg::lightup {

// A sequential plan in Fast Downward's text that places every bulb of the
// instance's solution, ending in "; cost = N (unit cost)". FormatError when
// the instance has no solution or the solution breaks the rules.
std::string reference_plan(const Instance& instance);

}  // namespace pg::lightup

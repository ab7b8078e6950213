// The reference plan of a solved Light Up instance: the problem's steps
// (steps.hpp) one by one, each cell decided as the solution has it.
#pragma once

#include <string>

#include "core/instance.hpp"

namespace pg::lightup {

// A sequential plan in Fast Downward's text that takes the problem's steps as the
// instance's solution decides them, ending in "; cost = N (unit cost)". FormatError when
// the instance has no solution or the solution breaks the rules.
std::string reference_plan(const Instance& instance);

}  // namespace pg::lightup

// The steps a Light Up plan goes through, in the order the problem fixes:
// the white cells in reading order, each decided (a bulb or none), then
// counted by each number beside it; a number's check right after its last
// white side is counted, a white cell's check right after the last cell that
// could light it (itself or a cell it sees) is decided. The problem states
// them as facts and the reference plan takes them one by one.
#pragma once

#include <vector>

#include "core/instance.hpp"

namespace pg::lightup {

struct Step {
  enum class Kind { decide, count, check_done, check_lit };
  Kind kind;
  int cell;         // the white cell; for check_done, the number
  int number = -1;  // count: the numbered cell that counts `cell`
};

std::vector<Step> plan_steps(const Instance& instance);

}  // namespace pg::lightup

// Takuzu's cells, as every layer speaks of them.
//
// A given is kNone (blank), 0 or 1; a solution cell is 0 or 1. The largest
// side any layer handles is kMaxSide: a line of cells fits in one 64-bit mask.
#pragma once

#include "core/instance.hpp"

namespace pg::takuzu {

inline constexpr int kMaxSide = 60;

}  // namespace pg::takuzu

// Light Up's cells, as every layer speaks of them.
//
// A given is kWhite (kNone), kBlack (a black cell without a number) or 0..4
// (a black cell with that number). A solution cell is kBulb or kDark on a
// white cell and kNone on a black one.
#pragma once

#include "core/instance.hpp"

namespace pg::lightup {

inline constexpr int kWhite = kNone;
inline constexpr int kBlack = 5;
inline constexpr int kBulb = 1;
inline constexpr int kDark = 0;  // a white cell without a bulb (lit by one)

constexpr bool is_black(int given) { return given != kWhite; }
constexpr bool is_number(int given) { return given >= 0 && given <= 4; }

}  // namespace pg::lightup

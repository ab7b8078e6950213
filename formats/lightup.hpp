// Light Up (Akari) formats: the course judge's text, its solution text
// "(bulb R C);...", Tatham's Light Up game IDs and puzz.link akari URLs.
//
// Cells: a given is kWhite (kNone), kBlack (a black cell without a number)
// or 0..4 (a black cell with that number). A solution cell is kBulb or kDark
// on a white cell and kNone on a black one. In JSON a given is null, "#" or
// the number; a solution cell is 1, 0 or null.
#pragma once

#include "formats/codec.hpp"

namespace pg::lightup {

inline constexpr int kWhite = kNone;
inline constexpr int kBlack = 5;
inline constexpr int kBulb = 1;
inline constexpr int kDark = 0;  // a white cell without a bulb (lit by one)

inline constexpr SizeLimits kLimits{1, 60, false};

constexpr bool is_black(int given) { return given != kWhite; }
constexpr bool is_number(int given) { return given >= 0 && given <= 4; }

const Codec& codec();

}  // namespace pg::lightup

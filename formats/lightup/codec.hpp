// Light Up (Akari) formats: the course judge's text, its solution text
// "(bulb R C);...", Tatham's Light Up game IDs and puzz.link akari URLs.
//
// Cells (core/lightup.hpp) in JSON: a given is null, "#" or the number; a
// solution cell is 1, 0 or null.
#pragma once

#include "core/lightup.hpp"
#include "formats/codec.hpp"

namespace pg::lightup {

inline constexpr SizeLimits kLimits{1, limits::kLargestSide, false};

const Codec& codec();

}  // namespace pg::lightup

// Numbrix formats: the IST judge text (the default: "N", then N rows of
// numbers separated by TABs, 0 an empty cell), a grid text ('.' and numbers
// separated by spaces, rectangles too), and the judge's solution text (the
// filled grid, TAB-separated).
//
// Cells: core/numbrix.hpp. A given is kNone or a number 1..rows*cols, no
// number given twice; a solution cell holds its number. In JSON a given is
// null or the number, a solution cell the number. puzz.link has no Numbrix
// type (pzprjs has none), and Tatham's collection no Numbrix game.
#pragma once

#include "core/numbrix.hpp"
#include "formats/codec.hpp"

namespace pg::numbrix {

// What the readers take; the judge text holds square grids only and says so
// itself, since the grid text holds rectangles.
inline constexpr SizeLimits kLimits{1, limits::kLargestSide, false};

const Codec& codec();

}  // namespace pg::numbrix

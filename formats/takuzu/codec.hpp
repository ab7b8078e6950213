// Takuzu (Binairo) formats: the IST judge text, Tatham's Unruly game IDs, and
// the judge's solution text.
//
// Cells: a given is kNone (blank), 0 or 1; a solution cell is 0 or 1.
#pragma once

#include "core/limits.hpp"
#include "core/takuzu.hpp"
#include "formats/codec.hpp"

namespace pg::takuzu {

// The solvers keep a line of cells in one 64-bit mask: no reader may take a
// longer one.
static_assert(limits::kLargestSide <= kMaxSide);

// What Takuzu's readers accept. Tatham's Unruly needs even sides of at least
// 6 (checked when writing an ID); the IST judge text needs a square.
inline constexpr SizeLimits kLimits{1, limits::kLargestSide, false};

const Codec& codec();

}  // namespace pg::takuzu

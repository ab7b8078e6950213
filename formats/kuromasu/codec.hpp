// Kuromasu formats: the EARIN miniproject's in.txt (the default: Python
// source the solver of maciejtutak/kuromasu-solver loads), Simon Tatham's
// Range game IDs, puzz.link kurodoko URLs and a grid text.
//
// Cells: core/kuromasu.hpp. The solution text is the board as that solver's
// out.txt prints it. In JSON a given is null or the clue, a solution cell 0
// (white) or 1 (black).
#pragma once

#include "core/kuromasu.hpp"
#include "formats/codec.hpp"

namespace pg::kuromasu {

// What the readers take; the EARIN format holds square boards only and says
// so itself, since the other formats hold rectangles.
inline constexpr SizeLimits kLimits{1, limits::kLargestSide, false};

const Codec& codec();

// FormatError unless every given of the instance is no clue, a '?' clue or a
// clue 1..rows+cols-1: what every writer checks first, so that no text is
// written that its reader refuses.
void require_writable(const Instance& instance);

}  // namespace pg::kuromasu

// Nurikabe formats: a grid text (the default), the raw text of
// pddl-generators, puzz.link URLs, and the IPC 2018 planning domain's PDDL
// problems (with the domain and a reference plan).
//
// Cells and rule sets: core/nurikabe.hpp. In JSON a given is null or the
// number, a solution cell 0 (island) or 1 (wall).
#pragma once

#include "core/nurikabe.hpp"
#include "formats/codec.hpp"

namespace pg::nurikabe {

inline constexpr SizeLimits kLimits{1, limits::kLargestSide, false};

const Codec& codec();

// FormatError unless every given of the instance is no number or a number
// 1..rows*cols: what every writer checks first, so that no text is written
// that its reader refuses.
void require_writable(const Instance& instance);

}  // namespace pg::nurikabe

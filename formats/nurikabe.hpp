// Nurikabe formats: a grid text (the default), the raw text of
// pddl-generators, puzz.link URLs, and the IPC 2018 planning domain's PDDL
// problems (with the domain and a reference plan).
//
// Cells: a given is kNone (no number) or a number 1..rows*cols; a solution
// cell is kIsland (white: part of an island) or kWall (black). In JSON a
// given is null or the number, a solution cell 0 (island) or 1 (wall).
//
// Rule sets: "nikoli" (the default: islands of exactly their number, one
// number each, not touching; one connected wall; no 2x2 wall) and "ipc" (what
// the IPC 2018 domain enforces: the island rules only).
#pragma once

#include "formats/codec.hpp"

namespace pg::nurikabe {

inline constexpr int kIsland = 0;
inline constexpr int kWall = 1;
inline constexpr SizeLimits kLimits{1, 60, false};
inline constexpr std::string_view kNikoli = "nikoli";
inline constexpr std::string_view kIpc = "ipc";

inline bool ipc_rules(const Instance& instance) { return instance.rules == kIpc; }

const Codec& codec();

// FormatError unless every given of the instance is no number or a number
// 1..rows*cols: what every writer checks first, so that no text is written
// that its reader refuses.
void require_writable(const Instance& instance);

}  // namespace pg::nurikabe

// Nurikabe's cells and rule sets, as every layer speaks of them.
//
// A given is kNone (no number), a number 1..rows*cols, or kUnknown, a '?'
// clue: the one clue of an island of any size. A solution cell is kIsland
// (white: part of an island) or kWall (black).
//
// Rule sets: "nikoli" (the default: islands of exactly their number, one
// number each, not touching; one connected wall; no 2x2 wall) and "ipc" (what
// the IPC 2018 domain enforces: the island rules only).
#pragma once

#include <string_view>

#include "core/instance.hpp"

namespace pg::nurikabe {

inline constexpr int kIsland = 0;
inline constexpr int kWall = 1;
inline constexpr std::string_view kNikoli = "nikoli";
inline constexpr std::string_view kIpc = "ipc";

// Whether a given is an island's clue, and whether its size is known.
constexpr bool is_clue(int given) { return given != kNone; }
constexpr bool is_size(int given) { return given > 0; }

inline bool ipc_rules(const Instance& instance) { return instance.rules == kIpc; }

}  // namespace pg::nurikabe

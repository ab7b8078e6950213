// Nurikabe's cells and rule sets, as every layer speaks of them.
//
// A given is kNone (no number) or a number 1..rows*cols; a solution cell is
// kIsland (white: part of an island) or kWall (black).
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

inline bool ipc_rules(const Instance& instance) { return instance.rules == kIpc; }

}  // namespace pg::nurikabe

// Kuromasu's cells (Kurodoko; Tatham's Range), as every layer speaks of them.
//
// A given is kNone (no clue), a clue 1..rows+cols-1: the white cells the
// clue's cell sees along its row and column, itself included, until a black
// cell or the edge, or kUnknown, a '?' clue: a white cell that counts
// nothing. A solution cell is kWhite or kBlack; clue cells are white.
#pragma once

#include "core/instance.hpp"

namespace pg::kuromasu {

inline constexpr int kWhite = 0;
inline constexpr int kBlack = 1;

// The largest clue a rows x cols grid can hold: a whole row and column.
constexpr int largest_clue(int rows, int cols) { return rows + cols - 1; }

// Whether a given is a clue (its cell is white), and whether it also counts.
constexpr bool is_clue(int given) { return given != kNone; }
constexpr bool is_count(int given) { return given > 0; }

}  // namespace pg::kuromasu

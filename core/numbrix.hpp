// Numbrix's cells, as every layer speaks of them.
//
// A given is kNone (an empty cell) or a number 1..rows*cols; a solution cell
// holds its number, every number once, consecutive numbers orthogonally
// adjacent (a Hamiltonian path of the grid, numbered in order).
#pragma once

#include "core/instance.hpp"

namespace pg::numbrix {

// The largest number of a rows x cols grid: the path's last cell.
constexpr int last_number(int rows, int cols) { return rows * cols; }

}  // namespace pg::numbrix

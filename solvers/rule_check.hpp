// What every rule checker (solvers/PUZZLE/rules.cpp) opens with: the
// solution read by row and column, and a cell named as its findings name
// it. Nothing here knows a rule: each checker still spells out its own.
#pragma once

#include <cstddef>
#include <span>
#include <string>

#include "core/instance.hpp"

namespace pg {

// A cell as a finding names it: "(2,3)".
inline std::string at(int row, int col) { return to_string(Cell{row, col}); }

// A solution of one value per cell (wrong_size has said so), by row and column.
class SolutionGrid {
 public:
  SolutionGrid(const Instance& instance, std::span<const int> solution) : cols_(instance.cols), solution_(solution) {}
  int operator()(int row, int col) const { return solution_[static_cast<std::size_t>(row * cols_ + col)]; }

 private:
  int cols_;
  std::span<const int> solution_;
};

}  // namespace pg

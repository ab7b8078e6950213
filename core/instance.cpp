#include "core/instance.hpp"

#include <algorithm>

namespace pg {

std::string_view to_string(Difficulty difficulty) {
  switch (difficulty) {
    case Difficulty::easy: return "easy";
    case Difficulty::medium: return "medium";
    case Difficulty::hard: return "hard";
    case Difficulty::expert: return "expert";
  }
  return "?";
}

std::optional<Difficulty> parse_difficulty(std::string_view text) {
  for (Difficulty d : kDifficulties)
    if (to_string(d) == text) return d;
  return std::nullopt;
}

int Instance::clue_count() const {
  return static_cast<int>(std::count_if(givens.begin(), givens.end(), [](int v) { return v != kNone; }));
}

std::string to_string(Cell cell) {
  return "(" + std::to_string(cell.row) + "," + std::to_string(cell.col) + ")";
}

std::string size_string(int rows, int cols) {
  return std::to_string(rows) + "x" + std::to_string(cols);
}

}  // namespace pg

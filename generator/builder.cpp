#include "generator/builder.hpp"

namespace pg {

std::vector<int> Builder::removable_clues(const Instance& instance) const {
  std::vector<int> cells;
  for (int i = 0; i < instance.cells(); ++i)
    if (instance.givens[static_cast<std::size_t>(i)] != kNone) cells.push_back(i);
  return cells;
}

void Builder::remove_clue(Instance& instance, int cell) const {
  instance.givens[static_cast<std::size_t>(cell)] = kNone;
}

}  // namespace pg

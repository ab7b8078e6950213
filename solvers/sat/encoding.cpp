#include "solvers/sat/encoding.hpp"

#include <cstddef>

#include "core/instance.hpp"

namespace pg::sat {

std::vector<int> Encoding::selectors() const {
  std::vector<int> result;
  result.reserve(clues_.size());
  for (const Clue& clue : clues_) result.push_back(clue.selector);
  return result;
}

std::vector<int> decode_cells(const Session& session, std::span<const int> vars, int yes, int no) {
  std::vector<int> grid(vars.size(), kNone);
  for (std::size_t i = 0; i < vars.size(); ++i)
    if (vars[i] != 0) grid[i] = session.value(vars[i]) ? yes : no;
  return grid;
}

std::vector<int> cell_literals(std::span<const int> vars, std::span<const int> cells, int yes) {
  std::vector<int> lits;
  lits.reserve(vars.size());
  for (std::size_t i = 0; i < vars.size(); ++i)
    if (vars[i] != 0 && cells[i] != kNone) lits.push_back(cells[i] == yes ? vars[i] : -vars[i]);
  return lits;
}

}  // namespace pg::sat

#include "solvers/sat/encoding.hpp"

namespace pg::sat {

std::vector<int> Encoding::selectors() const {
  std::vector<int> result;
  result.reserve(clues_.size());
  for (const Clue& clue : clues_) result.push_back(clue.selector);
  return result;
}

}  // namespace pg::sat

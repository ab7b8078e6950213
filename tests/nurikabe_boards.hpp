// Nurikabe boards drawn in a test's source, as the Nurikabe tests share them.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "core/instance.hpp"
#include "core/nurikabe.hpp"

namespace pg::test::nurikabe {

// A digit a number, '?' a clue of unknown size, '.' no clue.
inline Instance board(const std::vector<std::string_view>& rows, std::string_view rules = "") {
  Instance instance;
  instance.puzzle = "nurikabe";
  instance.rules = std::string(rules);
  instance.rows = static_cast<int>(rows.size());
  instance.cols = static_cast<int>(rows.begin()->size());
  for (auto row : rows)
    for (char c : row) instance.givens.push_back(c == '?' ? kUnknown : c >= '1' && c <= '9' ? c - '0' : kNone);
  return instance;
}

// '#' wall, anything else island.
inline std::vector<int> painted(const std::vector<std::string_view>& rows) {
  std::vector<int> cells;
  for (auto row : rows)
    for (char c : row) cells.push_back(c == '#' ? pg::nurikabe::kWall : pg::nurikabe::kIsland);
  return cells;
}

}  // namespace pg::test::nurikabe

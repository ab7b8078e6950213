#include "generator/symmetry.hpp"

#include <algorithm>
#include <utility>

#include "core/errors.hpp"

namespace pg {

const std::vector<std::string>& symmetry_names() {
  static const std::vector<std::string> names{"none", "mirror2", "rot2", "mirror4", "rot4"};
  return names;
}

std::vector<int> orbit(const Grid& grid, int cell, const std::string& symmetry) {
  const int rows = grid.rows(), cols = grid.cols();
  const int r = grid.row(cell), c = grid.col(cell);
  std::vector<std::pair<int, int>> points{{r, c}};
  if (symmetry == "mirror2") points.push_back({r, cols - 1 - c});
  if (symmetry == "rot2") points.push_back({rows - 1 - r, cols - 1 - c});
  if (symmetry == "mirror4") {
    points.push_back({r, cols - 1 - c});
    points.push_back({rows - 1 - r, c});
    points.push_back({rows - 1 - r, cols - 1 - c});
  }
  if (symmetry == "rot4") {  // square grids only
    points.push_back({c, cols - 1 - r});
    points.push_back({rows - 1 - r, cols - 1 - c});
    points.push_back({rows - 1 - c, r});
  }
  std::vector<int> cells;
  for (auto [pr, pc] : points) cells.push_back(grid.index(pr, pc));
  std::sort(cells.begin(), cells.end());
  cells.erase(std::unique(cells.begin(), cells.end()), cells.end());
  return cells;
}

std::vector<std::vector<int>> orbits(const Grid& grid, const std::string& symmetry) {
  std::vector<std::vector<int>> out;
  for (int cell = 0; cell < grid.cells(); ++cell) {
    std::vector<int> o = orbit(grid, cell, symmetry);
    if (o.front() == cell) out.push_back(std::move(o));
  }
  return out;
}

OptionSpec symmetry_option(std::string help) {
  return {"symmetry", std::move(help), Json("rot2"), symmetry_names(), 0, 0};
}

void check_symmetry(const GenerateRequest& request) {
  if (request.options.value("symmetry", "") == "rot4" && request.rows != request.cols)
    throw UsageError("--symmetry rot4 needs a square grid; " + size_string(request.rows, request.cols) +
                     " is not (mirror4, rot2 and mirror2 work on rectangles)");
}

std::vector<std::vector<int>> orbit_clues(const Instance& full, const std::string& symmetry, std::span<const int> kept) {
  std::vector<std::vector<int>> groups;
  for (const std::vector<int>& orbit : orbits(Grid(full), symmetry)) {
    if (std::any_of(orbit.begin(), orbit.end(),
                    [&](int cell) { return std::find(kept.begin(), kept.end(), cell) != kept.end(); }))
      continue;
    std::vector<int> clues;
    for (int cell : orbit)
      if (full.givens[static_cast<std::size_t>(cell)] != kNone) clues.push_back(cell);
    if (!clues.empty()) groups.push_back(std::move(clues));
  }
  return groups;
}

}  // namespace pg

#include "solvers/nurikabe/rules.hpp"

#include <string>
#include <vector>

#include "core/nurikabe.hpp"

namespace pg::nurikabe {
namespace {

std::string at(int cell, int cols) { return to_string(Cell{cell / cols, cell % cols}); }

// A clue as the grid shows it: its number, or '?' when its size is unknown.
std::string clue_text(int given) { return given == kUnknown ? "?" : std::to_string(given); }

// The orthogonal neighbours of a cell.
std::vector<int> neighbours(int cell, int rows, int cols) {
  std::vector<int> out;
  int r = cell / cols, c = cell % cols;
  if (r > 0) out.push_back(cell - cols);
  if (r + 1 < rows) out.push_back(cell + cols);
  if (c > 0) out.push_back(cell - 1);
  if (c + 1 < cols) out.push_back(cell + 1);
  return out;
}

// Connected groups of cells holding `value`, each in the order found.
std::vector<std::vector<int>> components(std::span<const int> solution, int rows, int cols, int value) {
  std::vector<std::vector<int>> groups;
  std::vector<char> seen(solution.size(), 0);
  for (int start = 0; start < rows * cols; ++start) {
    if (seen[static_cast<std::size_t>(start)] || solution[static_cast<std::size_t>(start)] != value) continue;
    std::vector<int> group{start};
    seen[static_cast<std::size_t>(start)] = 1;
    for (std::size_t i = 0; i < group.size(); ++i)
      for (int next : neighbours(group[i], rows, cols))
        if (!seen[static_cast<std::size_t>(next)] && solution[static_cast<std::size_t>(next)] == value) {
          seen[static_cast<std::size_t>(next)] = 1;
          group.push_back(next);
        }
    groups.push_back(std::move(group));
  }
  return groups;
}

// A walk from `at` through every cell of `island` not yet in `used`.
bool walk_covers(int at, const std::vector<int>& island, std::vector<char>& used, int left, int rows, int cols,
                 long long& budget) {
  if (left == 0) return true;
  if (--budget < 0) return false;
  for (int next : neighbours(at, rows, cols)) {
    auto n = static_cast<std::size_t>(next);
    if (used[n] != 0) continue;  // 1: used; 2: not in the island
    used[n] = 1;
    if (walk_covers(next, island, used, left - 1, rows, cols, budget)) return true;
    used[n] = 0;
  }
  return false;
}

}  // namespace

RuleCheck check_rules(const Instance& instance, std::span<const int> solution) {
  if (auto size = wrong_size(instance, solution)) return *size;
  const int rows = instance.rows, cols = instance.cols;
  for (int cell = 0; cell < rows * cols; ++cell) {
    int v = solution[static_cast<std::size_t>(cell)];
    if (v != kIsland && v != kWall) return RuleCheck::broken("filled", "cell " + at(cell, cols) + " is neither island nor wall");
    if (instance.givens[static_cast<std::size_t>(cell)] != kNone && v == kWall)
      return RuleCheck::broken("numbered-wall", "the numbered cell " + at(cell, cols) + " is a wall");
  }
  for (const std::vector<int>& island : components(solution, rows, cols, kIsland)) {
    std::vector<int> numbered;
    for (int cell : island)
      if (instance.givens[static_cast<std::size_t>(cell)] != kNone) numbered.push_back(cell);
    if (numbered.empty())
      return RuleCheck::broken("island-number", "the island at " + at(island.front(), cols) + " has no number");
    if (numbered.size() > 1)
      return RuleCheck::broken("island-number", "one island holds the numbers at " + at(numbered[0], cols) + " and " +
                                                    at(numbered[1], cols));
    // A '?' clue says the island has one clue, not how large it is.
    int number = instance.givens[static_cast<std::size_t>(numbered.front())];
    if (number != kUnknown && static_cast<int>(island.size()) != number)
      return RuleCheck::broken("island-size", "the island of the " + std::to_string(number) + " at " +
                                                  at(numbered.front(), cols) + " has " + std::to_string(island.size()) +
                                                  " cells");
  }
  RuleCheck result = RuleCheck::ok();
  if (!ipc_rules(instance)) {
    std::vector<std::vector<int>> walls = components(solution, rows, cols, kWall);
    if (walls.size() > 1)
      return RuleCheck::broken("wall-connected", "the wall is split: " + at(walls[0].front(), cols) + " and " +
                                                     at(walls[1].front(), cols) + " are not connected");
    for (int r = 0; r + 1 < rows; ++r)
      for (int c = 0; c + 1 < cols; ++c) {
        auto v = [&](int dr, int dc) { return solution[static_cast<std::size_t>((r + dr) * cols + c + dc)]; };
        if (v(0, 0) == kWall && v(0, 1) == kWall && v(1, 0) == kWall && v(1, 1) == kWall)
          return RuleCheck::broken("wall-2x2", "the 2x2 block at " + to_string(Cell{r, c}) + " is all wall");
      }
  }
  RuleCheck paint = check_paintable(instance, solution);
  result.notes.push_back(paint.valid ? "every island can be painted as one walk from its number (IPC domain)"
                                     : "not paintable in the IPC domain: " + paint.detail);
  return result;
}

RuleCheck check_paintable(const Instance& instance, std::span<const int> solution) {
  const int rows = instance.rows, cols = instance.cols;
  for (const std::vector<int>& island : components(solution, rows, cols, kIsland)) {
    int start = -1;
    for (int cell : island)
      if (instance.givens[static_cast<std::size_t>(cell)] != kNone) start = cell;
    if (start < 0) continue;  // the island rules report it
    std::vector<char> used(solution.size(), 2);
    for (int cell : island) used[static_cast<std::size_t>(cell)] = 0;
    used[static_cast<std::size_t>(start)] = 1;
    // Islands are small; the budget only keeps a pathological one finite.
    long long budget = 50'000'000;
    if (!walk_covers(start, island, used, static_cast<int>(island.size()) - 1, rows, cols, budget))
      return RuleCheck::broken("paintable", (budget < 0 ? "no walk found within the search budget for " : "no walk from the number covers ") +
                                                std::string("the island of the ") +
                                                clue_text(instance.givens[static_cast<std::size_t>(start)]) +
                                                " at " + at(start, cols));
  }
  return RuleCheck::ok();
}

}  // namespace pg::nurikabe

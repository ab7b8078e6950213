#include "solvers/kuromasu/rules.hpp"

#include <string>
#include <vector>

#include "core/kuromasu.hpp"
#include "solvers/rule_check.hpp"

namespace pg::kuromasu {

RuleCheck check_rules(const Instance& instance, std::span<const int> solution) {
  if (auto size = wrong_size(instance, solution)) return *size;
  const int rows = instance.rows, cols = instance.cols;
  const SolutionGrid value(instance, solution);
  auto black = [&](int r, int c) { return value(r, c) == kBlack; };
  auto white = [&](int r, int c) { return value(r, c) == kWhite; };

  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < cols; ++c)
      if (!white(r, c) && !black(r, c))
        return RuleCheck::broken("filled", "cell " + at(r, c) + " is neither white nor black");
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < cols; ++c)
      if (instance.given(r, c) != kNone && black(r, c))
        return RuleCheck::broken("numbered-black", "the numbered cell " + at(r, c) + " is black" +
                                                       (instance.given(r, c) == kUnknown ? " (its number is '?')" : ""));
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < cols; ++c) {
      if (!black(r, c)) continue;
      if (c + 1 < cols && black(r, c + 1))
        return RuleCheck::broken("black-adjacent", "the black cells " + at(r, c) + " and " + at(r, c + 1) + " touch");
      if (r + 1 < rows && black(r + 1, c))
        return RuleCheck::broken("black-adjacent", "the black cells " + at(r, c) + " and " + at(r + 1, c) + " touch");
    }

  // The white cells reached from the first one, then any white cell left out.
  std::vector<char> reached(static_cast<std::size_t>(rows * cols), 0);
  int first = -1;
  for (int cell = 0; cell < rows * cols && first < 0; ++cell)
    if (white(cell / cols, cell % cols)) first = cell;
  if (first >= 0) {
    std::vector<int> stack{first};
    reached[static_cast<std::size_t>(first)] = 1;
    while (!stack.empty()) {
      const int cell = stack.back();
      stack.pop_back();
      const int r = cell / cols, c = cell % cols;
      const int next[4][2] = {{r - 1, c}, {r + 1, c}, {r, c - 1}, {r, c + 1}};
      for (const auto& [nr, nc] : next) {
        if (nr < 0 || nr >= rows || nc < 0 || nc >= cols || !white(nr, nc)) continue;
        auto n = static_cast<std::size_t>(nr * cols + nc);
        if (reached[n]) continue;
        reached[n] = 1;
        stack.push_back(nr * cols + nc);
      }
    }
    for (int cell = 0; cell < rows * cols; ++cell)
      if (white(cell / cols, cell % cols) && !reached[static_cast<std::size_t>(cell)])
        return RuleCheck::broken("white-connected", "the white cells are split: " + at(first / cols, first % cols) +
                                                        " and " + at(cell / cols, cell % cols) + " are not connected");
  }

  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < cols; ++c) {
      const int clue = instance.given(r, c);
      // A '?' stands for a number nobody knows: any count fits it.
      if (clue == kNone || clue == kUnknown) continue;
      int seen = 1;
      for (int r2 = r - 1; r2 >= 0 && white(r2, c); --r2) ++seen;
      for (int r2 = r + 1; r2 < rows && white(r2, c); ++r2) ++seen;
      for (int c2 = c - 1; c2 >= 0 && white(r, c2); --c2) ++seen;
      for (int c2 = c + 1; c2 < cols && white(r, c2); ++c2) ++seen;
      if (seen != clue)
        return RuleCheck::broken("clue", "the " + std::to_string(clue) + " at " + at(r, c) + " sees " +
                                             std::to_string(seen) + " white cells");
    }
  return RuleCheck::ok();
}

}  // namespace pg::kuromasu

#include "solvers/numbrix/rules.hpp"

#include <string>
#include <vector>

#include "core/numbrix.hpp"
#include "solvers/rule_check.hpp"

namespace pg::numbrix {

RuleCheck check_rules(const Instance& instance, std::span<const int> solution) {
  if (auto size = wrong_size(instance, solution)) return *size;
  const int rows = instance.rows, cols = instance.cols;
  const int last = rows * cols;
  const SolutionGrid value(instance, solution);

  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < cols; ++c)
      if (value(r, c) < 1 || value(r, c) > last)
        return RuleCheck::broken("range", "cell " + at(r, c) + " holds " + std::to_string(value(r, c)) +
                                              ", not a number 1.." + std::to_string(last));

  // Where each number stands; a second place for one is the first fault.
  std::vector<int> row_of(static_cast<std::size_t>(last) + 1, -1), col_of(static_cast<std::size_t>(last) + 1, -1);
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < cols; ++c) {
      const auto v = static_cast<std::size_t>(value(r, c));
      if (row_of[v] >= 0)
        return RuleCheck::broken("each-once", "the number " + std::to_string(v) + " is at " + at(row_of[v], col_of[v]) +
                                                  " and at " + at(r, c));
      row_of[v] = r;
      col_of[v] = c;
    }

  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < cols; ++c) {
      const int given = instance.given(r, c);
      if (given != kNone && given != value(r, c))
        return RuleCheck::broken("given", "cell " + at(r, c) + " is given " + std::to_string(given) + " but holds " +
                                              std::to_string(value(r, c)));
    }

  for (int v = 1; v < last; ++v) {
    const auto here = static_cast<std::size_t>(v), next = here + 1;
    const int dr = row_of[here] - row_of[next], dc = col_of[here] - col_of[next];
    if (dr * dr + dc * dc != 1)
      return RuleCheck::broken("consecutive-adjacent", "the " + std::to_string(v) + " at " +
                                                           at(row_of[here], col_of[here]) + " and the " +
                                                           std::to_string(v + 1) + " at " + at(row_of[next], col_of[next]) +
                                                           " are not orthogonally adjacent");
  }
  return RuleCheck::ok();
}

}  // namespace pg::numbrix

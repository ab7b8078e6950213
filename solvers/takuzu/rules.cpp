#include "solvers/takuzu/rules.hpp"

#include <string>

#include "solvers/rule_check.hpp"

namespace pg::takuzu {

RuleCheck check_rules(const Instance& instance, std::span<const int> solution) {
  const int rows = instance.rows, cols = instance.cols;
  if (auto size = wrong_size(instance, solution)) return *size;
  const SolutionGrid cell(instance, solution);

  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < cols; ++c)
      if (cell(r, c) != 0 && cell(r, c) != 1)
        return RuleCheck::broken("filled", "cell " + at(r, c) + " is not 0 or 1");

  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < cols; ++c) {
      int given = instance.given(r, c);
      if (given != kNone && given != cell(r, c))
        return RuleCheck::broken("givens", "cell " + at(r, c) + " is given " + std::to_string(given) + " but holds " +
                                               std::to_string(cell(r, c)));
    }

  for (int r = 0; r < rows; ++r)
    for (int c = 0; c + 2 < cols; ++c)
      if (cell(r, c) == cell(r, c + 1) && cell(r, c + 1) == cell(r, c + 2))
        return RuleCheck::broken("three-in-a-row", "row " + std::to_string(r) + " has three " +
                                                       std::to_string(cell(r, c)) + "s in a row at columns " +
                                                       std::to_string(c) + "-" + std::to_string(c + 2));
  for (int c = 0; c < cols; ++c)
    for (int r = 0; r + 2 < rows; ++r)
      if (cell(r, c) == cell(r + 1, c) && cell(r + 1, c) == cell(r + 2, c))
        return RuleCheck::broken("three-in-a-row", "column " + std::to_string(c) + " has three " +
                                                       std::to_string(cell(r, c)) + "s in a row at rows " +
                                                       std::to_string(r) + "-" + std::to_string(r + 2));

  for (int r = 0; r < rows; ++r) {
    int ones = 0;
    for (int c = 0; c < cols; ++c) ones += cell(r, c);
    int zeros = cols - ones;
    if (ones - zeros > 1 || zeros - ones > 1)
      return RuleCheck::broken("balance", "row " + std::to_string(r) + " has " + std::to_string(ones) + " 1s and " +
                                              std::to_string(zeros) + " 0s");
  }
  for (int c = 0; c < cols; ++c) {
    int ones = 0;
    for (int r = 0; r < rows; ++r) ones += cell(r, c);
    int zeros = rows - ones;
    if (ones - zeros > 1 || zeros - ones > 1)
      return RuleCheck::broken("balance", "column " + std::to_string(c) + " has " + std::to_string(ones) +
                                              " 1s and " + std::to_string(zeros) + " 0s");
  }

  for (int r1 = 0; r1 < rows; ++r1)
    for (int r2 = r1 + 1; r2 < rows; ++r2) {
      bool same = true;
      for (int c = 0; c < cols && same; ++c) same = cell(r1, c) == cell(r2, c);
      if (same)
        return RuleCheck::broken("distinct-rows",
                                 "rows " + std::to_string(r1) + " and " + std::to_string(r2) + " are equal");
    }
  for (int c1 = 0; c1 < cols; ++c1)
    for (int c2 = c1 + 1; c2 < cols; ++c2) {
      bool same = true;
      for (int r = 0; r < rows && same; ++r) same = cell(r, c1) == cell(r, c2);
      if (same)
        return RuleCheck::broken("distinct-columns",
                                 "columns " + std::to_string(c1) + " and " + std::to_string(c2) + " are equal");
    }
  return RuleCheck::ok();
}

}  // namespace pg::takuzu

#include "solvers/takuzu/rules.hpp"

#include <array>
#include <cstddef>
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

  // The rules after these hold for rows and columns alike: the k-th cell of
  // line i, and the words a finding uses for it.
  struct Lines {
    int count, length;
    std::string one, many, across;  // "row", "rows", and "columns" along it
  };
  const std::array<Lines, 2> orientations{
      {{rows, cols, "row", "rows", "columns"}, {cols, rows, "column", "columns", "rows"}}};
  auto line = [&](std::size_t o, int i, int k) { return o == 0 ? cell(i, k) : cell(k, i); };

  for (std::size_t o = 0; o < 2; ++o) {
    const Lines& L = orientations[o];
    for (int i = 0; i < L.count; ++i)
      for (int k = 0; k + 2 < L.length; ++k)
        if (line(o, i, k) == line(o, i, k + 1) && line(o, i, k + 1) == line(o, i, k + 2))
          return RuleCheck::broken("three-in-a-row", L.one + " " + std::to_string(i) + " has three " +
                                                         std::to_string(line(o, i, k)) + "s in a row at " + L.across +
                                                         " " + std::to_string(k) + "-" + std::to_string(k + 2));
  }

  for (std::size_t o = 0; o < 2; ++o) {
    const Lines& L = orientations[o];
    for (int i = 0; i < L.count; ++i) {
      int ones = 0;
      for (int k = 0; k < L.length; ++k) ones += line(o, i, k);
      int zeros = L.length - ones;
      if (ones - zeros > 1 || zeros - ones > 1)
        return RuleCheck::broken("balance", L.one + " " + std::to_string(i) + " has " + std::to_string(ones) +
                                                " 1s and " + std::to_string(zeros) + " 0s");
    }
  }

  for (std::size_t o = 0; o < 2; ++o) {
    const Lines& L = orientations[o];
    for (int i = 0; i < L.count; ++i)
      for (int j = i + 1; j < L.count; ++j) {
        bool same = true;
        for (int k = 0; k < L.length && same; ++k) same = line(o, i, k) == line(o, j, k);
        if (same)
          return RuleCheck::broken("distinct-" + L.many,
                                   L.many + " " + std::to_string(i) + " and " + std::to_string(j) + " are equal");
      }
  }
  return RuleCheck::ok();
}

}  // namespace pg::takuzu

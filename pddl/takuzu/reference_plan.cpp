#include "pddl/takuzu/reference_plan.hpp"

#include <array>
#include <string>
#include <vector>

#include "core/errors.hpp"
#include "pddl/plan_text.hpp"
#include "pddl/takuzu/problem.hpp"

namespace pg::takuzu {

std::string reference_plan(const Instance& instance) {
  if (!instance.solution) throw FormatError("no plan: the instance's solution is not known");
  const std::vector<int>& solution = *instance.solution;
  if (solution.size() != static_cast<std::size_t>(instance.cells()) || instance.givens.size() != solution.size())
    throw FormatError("the solution has " + std::to_string(solution.size()) + " cells for a " +
                      size_string(instance.rows, instance.cols) + " grid");
  for (int i = 0; i < instance.cells(); ++i) {
    const int given = instance.givens[static_cast<std::size_t>(i)], value = solution[static_cast<std::size_t>(i)];
    if (value != 0 && value != 1) throw pddl::broken_solution("cell " + to_string(instance.cell(i)) + " is not 0 or 1");
    if (given != kNone && given != value)
      throw pddl::broken_solution("cell " + to_string(instance.cell(i)) + " is given " + std::to_string(given) + " but holds " +
                   std::to_string(value));
  }

  // What each row and column may still take of each digit, as the problem
  // starts it: a step names the count before and after.
  std::vector<std::array<int, 2>> row_left(static_cast<std::size_t>(instance.rows),
                                           {capacity(instance.cols), capacity(instance.cols)});
  std::vector<std::array<int, 2>> col_left(static_cast<std::size_t>(instance.cols),
                                           {capacity(instance.rows), capacity(instance.rows)});
  for (int r = 0; r < instance.rows; ++r)
    for (int c = 0; c < instance.cols; ++c)
      if (const int given = instance.given(r, c); given != kNone) {
        --row_left[static_cast<std::size_t>(r)][static_cast<std::size_t>(given)];
        --col_left[static_cast<std::size_t>(c)][static_cast<std::size_t>(given)];
      }

  pddl::PlanWriter plan;
  for (int r = 0; r < instance.rows; ++r)
    for (int c = 0; c < instance.cols; ++c) {
      if (instance.given(r, c) != kNone) continue;
      const int digit = solution[static_cast<std::size_t>(instance.index(r, c))];
      int& in_row = row_left[static_cast<std::size_t>(r)][static_cast<std::size_t>(digit)];
      int& in_col = col_left[static_cast<std::size_t>(c)][static_cast<std::size_t>(digit)];
      if (in_row <= 0)
        throw pddl::broken_solution("row " + std::to_string(r) + " has more than " + std::to_string(capacity(instance.cols)) + " " +
                     std::to_string(digit) + "s");
      if (in_col <= 0)
        throw pddl::broken_solution("column " + std::to_string(c) + " has more than " + std::to_string(capacity(instance.rows)) +
                     " " + std::to_string(digit) + "s");
      plan.step({"write", pddl::cell_name(instance, instance.index(r, c)), digit_name(digit), row_name(r),
                 column_name(c), pddl::number_name(in_row - 1), pddl::number_name(in_row),
                 pddl::number_name(in_col - 1), pddl::number_name(in_col)});
      --in_row;
      --in_col;
    }
  // The domain is the judge of the rest: three equal in a row fail a step,
  // two equal rows or columns the goal.
  return pddl_format().judged_plan(instance, plan.text());
}

}  // namespace pg::takuzu

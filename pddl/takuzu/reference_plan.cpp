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

  auto name = [&](int cell) { return pddl::cell_name(instance, cell); };
  auto digit = [&](int cell) { return solution[static_cast<std::size_t>(cell)]; };
  const std::vector<Step> steps = steps_of(instance);
  pddl::PlanWriter plan;
  for (std::size_t at = 0; at < steps.size();) {
    const Step& step = steps[at];
    const std::vector<int>& cells = step.cells;
    const std::string now = pddl::step_name(static_cast<int>(at)), next = pddl::step_name(static_cast<int>(at + 1));
    switch (step.kind) {
      case Step::Kind::write: {
        const Cell cell = instance.cell(cells[0]);
        const int d = digit(cells[0]);
        int& in_row = row_left[static_cast<std::size_t>(cell.row)][static_cast<std::size_t>(d)];
        int& in_col = col_left[static_cast<std::size_t>(cell.col)][static_cast<std::size_t>(d)];
        if (in_row <= 0)
          throw pddl::broken_solution("row " + std::to_string(cell.row) + " has more than " +
                                      std::to_string(capacity(instance.cols)) + " " + std::to_string(d) + "s");
        if (in_col <= 0)
          throw pddl::broken_solution("column " + std::to_string(cell.col) + " has more than " +
                                      std::to_string(capacity(instance.rows)) + " " + std::to_string(d) + "s");
        plan.step({"write", now, next, name(cells[0]), digit_name(d), row_name(cell.row), column_name(cell.col),
                   pddl::number_name(in_row - 1), pddl::number_name(in_row), pddl::number_name(in_col - 1),
                   pddl::number_name(in_col)});
        --in_row;
        --in_col;
        ++at;
        break;
      }
      case Step::Kind::run:
        // Three equal digits: run-broken-last, which the judge refuses.
        if (digit(cells[0]) != digit(cells[1]))
          plan.step({"run-broken-early", now, next, name(cells[0]), name(cells[1]), name(cells[2]),
                     digit_name(digit(cells[0])), digit_name(digit(cells[1]))});
        else
          plan.step({"run-broken-last", now, next, name(cells[0]), name(cells[1]), name(cells[2]),
                     digit_name(digit(cells[0])), digit_name(digit(cells[2]))});
        ++at;
        break;
      case Step::Kind::compare:
        // Lines that agree at the last place of their scan: lines-agree to
        // the step after the scan, which the judge refuses.
        if (digit(cells[0]) != digit(cells[1])) {
          plan.step({"lines-differ", now, pddl::step_name(step.after_scan), name(cells[0]), name(cells[1]),
                     digit_name(digit(cells[0])), digit_name(digit(cells[1]))});
          at = static_cast<std::size_t>(step.after_scan);
        } else {
          plan.step({"lines-agree", now, next, pddl::step_name(step.after_scan), name(cells[0]), name(cells[1]),
                     digit_name(digit(cells[0]))});
          ++at;
        }
        break;
    }
  }
  // The domain is the judge of the rest: three equal in a row fail their
  // run's step, two equal rows or columns the last step of their scan.
  return pddl_format().judged_plan(instance, plan.text());
}

}  // namespace pg::takuzu

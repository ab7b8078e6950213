#include "pddl/numbrix/reference_plan.hpp"

#include <vector>

#include "core/errors.hpp"
#include "core/grid.hpp"
#include "core/numbrix.hpp"
#include "pddl/plan_text.hpp"
#include "pddl/problem_format.hpp"

namespace pg::numbrix {
using pddl::broken_solution;

// The rules are checked as the path is read, so that a solution that breaks
// one says where. (The rule checker lives in the solvers, a layer this one
// does not lean on.)
std::vector<int> solution_path(const Instance& instance) {
  const std::vector<int>& solution = pddl::known_solution(instance);
  const Grid grid(instance);
  const int last = last_number(instance.rows, instance.cols);
  auto place = [&](int at) { return to_string(instance.cell(at)); };

  // The cell of each number.
  std::vector<int> cell_of(static_cast<std::size_t>(last) + 1, -1);
  for (int i = 0; i < instance.cells(); ++i) {
    const int n = solution[static_cast<std::size_t>(i)];
    if (n < 1 || n > last)
      throw broken_solution("cell " + place(i) + " holds " + std::to_string(n) + ", not a number 1.." + std::to_string(last));
    int& at = cell_of[static_cast<std::size_t>(n)];
    if (at >= 0) throw broken_solution("the number " + std::to_string(n) + " is at " + place(at) + " and at " + place(i));
    at = i;
    const int given = instance.givens[static_cast<std::size_t>(i)];
    if (given != kNone && given != n)
      throw broken_solution("cell " + place(i) + " is given " + std::to_string(given) + " but holds " + std::to_string(n));
  }
  for (int n = 2; n <= last; ++n) {
    const int from = cell_of[static_cast<std::size_t>(n - 1)], to = cell_of[static_cast<std::size_t>(n)];
    if (!grid.adjacent(from, to))
      throw broken_solution("the " + std::to_string(n - 1) + " at " + place(from) + " and the " + std::to_string(n) +
                            " at " + place(to) + " are not orthogonally adjacent");
  }
  return cell_of;
}

// The plan is the walk along the path, as the domain carries it out.
std::string reference_plan(const Instance& instance) {
  const std::vector<int> cell_of = solution_path(instance);
  const int last = last_number(instance.rows, instance.cols);
  pddl::PlanWriter plan;
  auto given_on = [&](int cell) { return instance.givens[static_cast<std::size_t>(cell)] != kNone; };
  const int first = cell_of[1];
  plan.step({given_on(first) ? "start-on-given" : "start-on-empty", pddl::cell_name(instance, first)});
  for (int n = 2; n <= last; ++n) {
    const int from = cell_of[static_cast<std::size_t>(n - 1)], to = cell_of[static_cast<std::size_t>(n)];
    plan.step({given_on(to) ? "step-to-given" : "step-to-empty", pddl::cell_name(instance, from),
               pddl::cell_name(instance, to), pddl::number_name(n - 1), pddl::number_name(n)});
  }
  return plan.text();
}

}  // namespace pg::numbrix

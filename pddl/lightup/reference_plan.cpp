#include "pddl/lightup/reference_plan.hpp"

#include <string>
#include <vector>

#include "core/errors.hpp"
#include "core/lightup.hpp"
#include "pddl/lightup/domain.hpp"
#include "pddl/lightup/problem.hpp"
#include "pddl/simulate.hpp"

namespace pg::lightup {

std::string reference_plan(const Instance& instance) {
  if (!instance.solution) throw FormatError("no plan: the instance's solution is not known");
  const std::vector<int>& solution = *instance.solution;
  if (solution.size() != static_cast<std::size_t>(instance.cells()))
    throw FormatError("the solution has " + std::to_string(solution.size()) + " cells for a " +
                      size_string(instance.rows, instance.cols) + " grid");
  // What solution_of() gives back: a bulb or dark on white, nothing on black.
  for (int i = 0; i < instance.cells(); ++i) {
    const int given = instance.givens[static_cast<std::size_t>(i)], value = solution[static_cast<std::size_t>(i)];
    if (is_black(given) && value == kBulb) throw pddl::broken_solution("a bulb at " + to_string(instance.cell(i)) + " is on a black cell");
    if (is_black(given) && value != kNone)
      throw pddl::broken_solution("black cell " + to_string(instance.cell(i)) + " holds " + std::to_string(value));
    if (!is_black(given) && value != kBulb && value != kDark)
      throw pddl::broken_solution("white cell " + to_string(instance.cell(i)) + " is neither a bulb nor dark");
  }

  std::string plan;
  int steps = 0;
  for (int i = 0; i < instance.cells(); ++i)
    if (solution[static_cast<std::size_t>(i)] == kBulb) {
      plan += "(place-bulb " + pddl::cell_name(instance, i) + ")\n";
      ++steps;
    }
  plan += "; cost = " + std::to_string(steps) + " (unit cost)\n";

  // The domain is the judge of the rest: bulbs that see each other fail a
  // step, a dark cell or a number short of bulbs fails the goal.
  const pddl::ProblemFormat& format = pddl_format();
  const pddl::PlanCheck check = pddl::validate_plan(format.domain(std::string(kPddlDomain)),
                                                    pddl::read_problem(format.write(instance)), pddl::read_plan(plan));
  if (!check.valid) throw pddl::broken_solution(check.message);
  return plan;
}

}  // namespace pg::lightup

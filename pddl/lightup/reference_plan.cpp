#include "pddl/lightup/reference_plan.hpp"

#include <string>
#include <vector>

#include "core/errors.hpp"
#include "core/lightup.hpp"
#include "pddl/lightup/problem.hpp"
#include "pddl/plan_text.hpp"

namespace pg::lightup {

std::string reference_plan(const Instance& instance) {
  const std::vector<int>& solution = pddl::known_solution(instance);
  // What solution_of() gives back: a bulb or dark on white, nothing on black.
  for (int i = 0; i < instance.cells(); ++i) {
    const int given = instance.givens[static_cast<std::size_t>(i)], value = solution[static_cast<std::size_t>(i)];
    if (is_black(given) && value == kBulb) throw pddl::broken_solution("a bulb at " + to_string(instance.cell(i)) + " is on a black cell");
    if (is_black(given) && value != kNone)
      throw pddl::broken_solution("black cell " + to_string(instance.cell(i)) + " holds " + std::to_string(value));
    if (!is_black(given) && value != kBulb && value != kDark)
      throw pddl::broken_solution("white cell " + to_string(instance.cell(i)) + " is neither a bulb nor dark");
  }

  pddl::PlanWriter plan;
  for (int i = 0; i < instance.cells(); ++i)
    if (solution[static_cast<std::size_t>(i)] == kBulb) plan.step({"place-bulb", pddl::cell_name(instance, i)});
  // The domain is the judge of the rest: bulbs that see each other fail a
  // step, a dark cell or a number short of bulbs fails the goal.
  return pddl_format().judged_plan(instance, plan.text());
}

}  // namespace pg::lightup

#include "pddl/lightup/reference_plan.hpp"

#include <string>
#include <vector>

#include "core/errors.hpp"
#include "core/lightup.hpp"
#include "pddl/lightup/problem.hpp"
#include "pddl/lightup/steps.hpp"
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

  // Each step as the solution decides it; a count names the number's count
  // before and after.
  std::vector<int> needs(instance.givens);
  auto bulb = [&](int cell) { return solution[static_cast<std::size_t>(cell)] == kBulb; };
  pddl::PlanWriter plan;
  const std::vector<Step> steps = plan_steps(instance);
  for (std::size_t i = 0; i < steps.size(); ++i) {
    const std::string s = pddl::step_name(static_cast<int>(i)), t = pddl::step_name(static_cast<int>(i) + 1);
    const std::string cell = pddl::cell_name(instance, steps[i].cell);
    switch (steps[i].kind) {
      case Step::Kind::decide: plan.step({bulb(steps[i].cell) ? "place-bulb" : "leave-empty", s, t, cell}); break;
      case Step::Kind::count: {
        const std::string number = pddl::cell_name(instance, steps[i].number);
        int& left = needs[static_cast<std::size_t>(steps[i].number)];
        if (!bulb(steps[i].cell)) {
          plan.step({"count-none", s, t, cell, number});
        } else {
          if (left == 0) throw pddl::broken_solution("the number at " + to_string(instance.cell(steps[i].number)) + " has too many bulbs");
          plan.step({"count-bulb", s, t, cell, number, pddl::number_name(left - 1), pddl::number_name(left)});
          --left;
        }
        break;
      }
      case Step::Kind::check_done: plan.step({"check-done", s, t, cell}); break;
      case Step::Kind::check_lit: plan.step({"check-lit", s, t, cell}); break;
    }
  }
  // The domain is the judge of the rest: a bulb on a lit cell fails its
  // step, an unlit cell or a number short of bulbs its check.
  return pddl_format().judged_plan(instance, plan.text());
}

}  // namespace pg::lightup

// Plan validation: a sequential plan, as planners print it, simulated action
// by action from a PDDL problem's initial state under the closed-world
// assumption, then held against the goal.
#pragma once

#include <cstddef>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "pddl/language.hpp"
#include "pddl/plan_text.hpp"

namespace pg::pddl {

struct PlanCheck {
  bool valid = false;
  // The steps applied: all of them when the plan is valid or only the goal
  // fails, those before the failing one otherwise.
  std::size_t steps = 0;
  // Why the plan fails, e.g. "step 7 (move-painting pos-1-0 pos-2-0 g0 n3 n2):
  // precondition (not (blocked pos-2-0)) is false", or "goal
  // (group-painted g1) is false after the last step (12)".
  std::string message;
  int line = 0;  // the failing step's line in the plan; 0 for the goal
};

// A plan that is well-formed but does not work is no error: the answer says
// where it fails. Raises InputError for what cannot be simulated at all: a
// problem that check_problem() refuses (places in the problem's text), or a
// step naming an unknown action, the wrong number of arguments, an object the
// problem does not declare or one of the wrong type for its parameter (places
// in the plan's text). Every step is checked so before the simulation starts.
PlanCheck validate_plan(const Domain& domain, const Problem& problem, const std::vector<PlanStep>& plan);

// A state of a problem and the steps that lead on from it: the validator's
// machinery one step at a time, for checks that walk a problem's state space
// (every plan of a small problem, and where each ends). Copies are
// independent states of the same problem.
class Simulation {
 public:
  // InputError as validate_plan() raises it for the problem.
  Simulation(const Domain& domain, const Problem& problem);
  ~Simulation();
  Simulation(const Simulation&);
  Simulation& operator=(const Simulation&);
  Simulation(Simulation&&) noexcept;
  Simulation& operator=(Simulation&&) noexcept;

  // Applies the step when its precondition holds; otherwise leaves the state
  // and says which literal is false. InputError for a step that names an
  // unknown action or object. The message: "(move pos-0-0 pos-1-0):
  // precondition (moving) is false".
  std::optional<std::string> apply(const PlanStep& step);
  bool goal_holds();
  // Every ground step whose precondition holds, actions in the domain's
  // order, arguments in the order of the objects: the product of the
  // parameters' types is tried, so this is for small problems.
  std::vector<PlanStep> applicable();
  // The true atoms, packed: equal exactly for equal states.
  std::string key() const;
  // The true atoms of `predicate`, each as its arguments' names (one empty
  // list for a true atom without arguments); none for a predicate the
  // domain does not declare.
  std::vector<std::vector<std::string>> atoms(std::string_view predicate) const;

 private:
  struct State;
  std::unique_ptr<State> state_;
};

}  // namespace pg::pddl

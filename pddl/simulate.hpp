// Plan validation: a sequential plan, as planners print it, simulated action
// by action from a PDDL problem's initial state under the closed-world
// assumption, then held against the goal.
#pragma once

#include <chrono>
#include <cstddef>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/errors.hpp"
#include "pddl/language.hpp"
#include "pddl/plan_text.hpp"

namespace pg::pddl {

// A problem whose simulation would ground more than limits::kGroundingWork:
// a formula whose quantifiers range over more instances of its parts than
// that (the goal, or an action a plan takes, counted from the sizes of the
// problem's types before any of it is evaluated), or objects whose types and
// their ancestors make more memberships. The place is in the domain's text
// for an action and in the problem's otherwise (none for the memberships).
class GroundingError : public InputError {
 public:
  enum class Text { domain, problem };
  GroundingError(const std::string& message, int line, int column, Text text)
      : InputError(message, line, column), text_(text) {}
  Text text() const { return text_; }

 private:
  Text text_;
};

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
  // The deadline passed first: neither valid nor shown invalid. `steps` are
  // those applied by then; the message says where it stopped.
  bool out_of_time = false;
};

// A plan that is well-formed but does not work is no error: the answer says
// where it fails. Raises InputError for what cannot be simulated at all: a
// problem that check_problem() refuses (places in the problem's text), or a
// step naming an unknown action, the wrong number of arguments, an object the
// problem does not declare or one of the wrong type for its parameter (places
// in the plan's text). Every step is checked so before the simulation starts,
// and then the work of the goal and of each action the plan takes:
// GroundingError for one past limits::kGroundingWork. The deadline, when
// given, is looked at while the simulation runs.
PlanCheck validate_plan(const Domain& domain, const Problem& problem, const std::vector<PlanStep>& plan,
                        std::optional<std::chrono::steady_clock::time_point> deadline = std::nullopt);

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
  // unknown action or object, GroundingError for an action whose work passes
  // the limit. The message: "(move pos-0-0 pos-1-0): precondition (moving)
  // is false".
  std::optional<std::string> apply(const PlanStep& step);
  // GroundingError for a goal whose work passes the limit.
  bool goal_holds();
  // Every ground step whose precondition holds, actions in the domain's
  // order, arguments in the order of the objects (the last parameter
  // slowest). The parameters are bound one after another, each conjunct of
  // the precondition checked once those it reads are; what no conjunct
  // narrows is tried whole, so this is for small problems.
  std::vector<PlanStep> applicable();
  // The true atoms, packed: equal exactly for equal states.
  std::string key() const;
  // The true atoms of `predicate`, each as its arguments' names (one empty
  // list for a true atom without arguments); none for a predicate the
  // domain does not declare.
  std::vector<std::vector<std::string>> atoms(std::string_view predicate) const;
  // The bytes the state's tables of atoms take, about.
  std::size_t table_bytes() const;

 private:
  struct State;
  std::unique_ptr<State> state_;
};

}  // namespace pg::pddl

// Every way a hierarchical problem's initial task network can be carried
// out, one choice at a time: the first task left is applied, when it is an
// action whose precondition holds, or decomposed by one of its methods under
// one binding of the parameters its subtasks name, when the precondition
// holds for some objects of the free ones. For checks that walk every plan of
// a small problem, as Simulation::applicable() walks a PDDL problem's states.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "pddl/htn_plan_text.hpp"
#include "pddl/language.hpp"
#include "pddl/plan_text.hpp"

namespace pg::pddl {

class Progression {
 public:
  // InputError as validate_htn_plan() raises it for the problem, and for an
  // initial network with parameters, which this does not bind.
  Progression(const Domain& domain, const Problem& problem);
  ~Progression();
  Progression(const Progression&);
  Progression& operator=(const Progression&);
  Progression(Progression&&) noexcept;
  Progression& operator=(Progression&&) noexcept;

  // No task is left.
  bool finished() const;
  bool goal_holds();
  // Each choice for the first task left, in the domain's order of methods
  // and the objects' order; none when it has none or no task is left.
  std::vector<Progression> successors() const;
  // The state and the tasks left, packed: equal exactly when both are.
  std::string key() const;
  // The plan so far, ids given as tasks are met: when finished, the whole
  // plan, for validate_htn_plan().
  const HtnPlan& plan() const;
  // Its actions as steps, in order.
  std::vector<PlanStep> actions() const;

 private:
  struct State;
  explicit Progression(std::unique_ptr<State> state);
  std::unique_ptr<State> state_;
};

}  // namespace pg::pddl

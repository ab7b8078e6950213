// Hierarchical plan validation: a plan as PANDA's tools print it
// (htn_plan_text.hpp) held against an HDDL problem (language.hpp).
//
// The plan is valid when its root tasks are those of the problem's initial
// task network; every compound task is decomposed by one of its own methods,
// the method's subtasks being the task's children in the plan, its
// parameters bound consistently to objects of their types and its
// precondition true in the state before the first of them; the actions, in
// the order the plan lists them, are the leaves of the decompositions in
// their order, each applicable in turn; every task of the plan is reached
// from the root; and the problem's goal, when it has one, holds at the end.
#pragma once

#include <chrono>
#include <optional>

#include "pddl/htn_plan_text.hpp"
#include "pddl/language.hpp"
#include "pddl/simulate.hpp"

namespace pg::pddl {

// A plan that is well-formed but does not work is no error: the answer says
// where it fails, at a line of the plan. InputError for what cannot be
// checked at all: a problem check_problem() refuses (places in the
// problem's text); a plan that names an unknown action, task, method or
// object, gives a task the wrong number of arguments, an action the wrong
// type, or an id no line defines or that two tasks share as a subtask
// (places in the plan's text). GroundingError as validate_plan() raises it,
// and for a method whose precondition's work over the bindings of its free
// parameters passes the limit.
PlanCheck validate_htn_plan(const Domain& domain, const Problem& problem, const HtnPlan& plan,
                            std::optional<std::chrono::steady_clock::time_point> deadline = std::nullopt);

}  // namespace pg::pddl

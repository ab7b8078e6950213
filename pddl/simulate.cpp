#include "pddl/simulate.hpp"

#include <algorithm>
#include <limits>
#include <memory>
#include <optional>
#include <set>
#include <utility>

#include "core/errors.hpp"
#include "core/limits.hpp"
#include "core/text.hpp"
#include "pddl/facts.hpp"
#include "pddl/task.hpp"
#include "pddl/stepper.hpp"

namespace pg::pddl {

using namespace detail;

struct Simulation::State : Stepper {
  using Stepper::Stepper;
};

Simulation::Simulation(const Domain& domain, const Problem& problem)
    : state_(std::make_unique<State>(domain, problem)) {}
Simulation::~Simulation() = default;
Simulation::Simulation(const Simulation& other) : state_(std::make_unique<State>(*other.state_)) {}
Simulation& Simulation::operator=(const Simulation& other) {
  if (this != &other) state_ = std::make_unique<State>(*other.state_);
  return *this;
}
Simulation::Simulation(Simulation&&) noexcept = default;
Simulation& Simulation::operator=(Simulation&&) noexcept = default;

std::optional<std::string> Simulation::apply(const PlanStep& step) {
  return state_->apply(resolve(*state_->task, step), step);
}

bool Simulation::goal_holds() { return !state_->goal_fails(); }

std::string Simulation::key() const { return state_->facts.key(); }

std::size_t Simulation::table_bytes() const { return state_->facts.bytes(); }

std::vector<std::vector<std::string>> Simulation::atoms(std::string_view predicate) const {
  const Task& task = *state_->task;
  std::vector<std::vector<std::string>> out;
  const auto found = task.predicate_index.find(std::string(predicate));
  if (found == task.predicate_index.end()) return out;
  const std::size_t arity = task.arity[static_cast<std::size_t>(found->second)];
  for (const std::vector<int>& args : state_->facts.atoms(found->second, arity)) {
    std::vector<std::string> names;
    for (int a : args) names.push_back(task.object_names[static_cast<std::size_t>(a)]);
    out.push_back(std::move(names));
  }
  return out;
}

namespace {

// The last of the action's first `parameters` slots that `c` reads; -1 when
// it reads none of them (a quantifier's own variables are not parameters).
int last_parameter(const Condition& c, std::size_t parameters) {
  int last = -1;
  for (const Term& term : c.terms)
    if (term.variable && static_cast<std::size_t>(term.index) < parameters) last = std::max(last, term.index);
  for (const Condition& part : c.parts) last = std::max(last, last_parameter(part, parameters));
  return last;
}

}  // namespace

std::vector<PlanStep> Simulation::applicable() {
  const Task& task = *state_->task;
  std::vector<PlanStep> out;
  Simulator sim(task, state_->facts, state_->watch);
  for (const CompiledAction& action : task.actions) {
    const std::size_t n = action.parameters;
    auto range = [&](std::size_t i) -> const std::vector<int>& {
      return task.objects_of_type[static_cast<std::size_t>(action.frame.types[i])];
    };
    bool empty = false;
    for (std::size_t i = 0; i < n; ++i) empty = empty || range(i).empty();
    if (empty) continue;
    // The precondition's conjuncts, each checked as soon as the last
    // parameter it reads is bound, so that a binding one of them refuses is
    // not extended: the steps of a problem with many objects are found
    // without trying the whole product of the parameters' types.
    const bool conjunction = action.precondition.kind == Condition::Kind::conjunction;
    std::vector<std::vector<const Condition*>> checks(std::max<std::size_t>(n, 1));
    if (conjunction) {
      for (const Condition& part : action.precondition.parts)
        checks[static_cast<std::size_t>(std::max(last_parameter(part, n), 0))].push_back(&part);
    } else {
      checks.back().push_back(&action.precondition);
    }
    std::vector<int> args(n, 0);
    auto passes = [&](std::size_t depth) {
      sim.enter(action.frame, args);
      return std::all_of(checks[depth].begin(), checks[depth].end(), [&](const Condition* c) { return sim.holds(*c); });
    };
    // Each binding with its place in the order steps are listed in: the
    // objects' positions, the last parameter's first.
    std::vector<std::pair<std::vector<std::size_t>, std::vector<int>>> found;
    if (n == 0) {
      if (passes(0)) found.emplace_back();
    } else {
      // Depth first over the parameters, the first outermost.
      std::vector<std::size_t> at(n, 0);
      std::size_t depth = 0;
      for (;;) {
        if (at[depth] == range(depth).size()) {
          at[depth] = 0;
          if (depth == 0) break;
          ++at[--depth];
          continue;
        }
        args[depth] = range(depth)[at[depth]];
        if (!passes(depth)) {
          ++at[depth];
        } else if (depth + 1 < n) {
          ++depth;
        } else {
          found.emplace_back(std::vector<std::size_t>(at.rbegin(), at.rend()), args);
          ++at[depth];
        }
      }
    }
    // In the order of the objects, the last parameter slowest.
    std::sort(found.begin(), found.end());
    for (const auto& [key, bound] : found) {
      PlanStep step;
      step.action = action.name;
      for (int a : bound) step.args.push_back(task.object_names[static_cast<std::size_t>(a)]);
      out.push_back(std::move(step));
    }
  }
  return out;
}

PlanCheck validate_plan(const Domain& domain, const Problem& problem, const std::vector<PlanStep>& plan,
                        std::optional<std::chrono::steady_clock::time_point> deadline) {
  Stepper state(domain, problem);
  state.watch = Watch(deadline);
  std::vector<Resolved> resolved;
  resolved.reserve(plan.size());
  for (const PlanStep& step : plan) resolved.push_back(resolve(*state.task, step));
  // Each action the plan takes, in the order it first does, then the goal.
  std::set<std::size_t> taken;
  for (const Resolved& step : resolved)
    if (taken.insert(step.action).second) refuse_action(state.task->actions[step.action]);
  refuse_goal(*state.task);

  PlanCheck check;
  const std::string of = " of " + std::to_string(plan.size());
  try {
    for (std::size_t k = 0; k < plan.size(); ++k) {
      if (std::optional<std::string> failed = state.apply(resolved[k], plan[k])) {
        check.message = "step " + std::to_string(k + 1) + " " + *failed;
        check.line = plan[k].line;
        return check;
      }
      check.steps = k + 1;
    }
  } catch (const OutOfTime&) {
    check.out_of_time = true;
    check.message = "the time limit ran out at step " + std::to_string(check.steps + 1) + of;
    check.line = plan[check.steps].line;
    return check;
  }
  std::optional<std::string> failed;
  try {
    failed = state.goal_fails();
  } catch (const OutOfTime&) {
    check.out_of_time = true;
    check.message = "the time limit ran out checking the goal " +
                    (plan.empty() ? std::string("in the initial state (the plan is empty)")
                                  : "after the last step (" + std::to_string(plan.size()) + ")");
    return check;
  }
  if (failed) {
    check.message = "goal " + *failed + " is false " +
                    (plan.empty() ? std::string("in the initial state (the plan is empty)")
                                  : "after the last step (" + std::to_string(plan.size()) + ")");
    return check;
  }
  check.valid = true;
  check.message = "the goal holds after " + std::to_string(plan.size()) + " steps";
  return check;
}

}  // namespace pg::pddl

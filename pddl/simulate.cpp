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

namespace pg::pddl {
namespace {

struct OutOfTime {};

// The deadline, looked at once every few thousand ticks (a binding of a
// quantifier's variables, a step): reading the clock costs more than a
// binding does.
class Watch {
 public:
  explicit Watch(std::optional<std::chrono::steady_clock::time_point> deadline = std::nullopt)
      : deadline_(deadline) {}

  void tick() {
    if (!deadline_ || --countdown_ > 0) return;
    countdown_ = kTicks;
    if (std::chrono::steady_clock::now() >= *deadline_) throw OutOfTime{};
  }

 private:
  static constexpr int kTicks = 4096;
  std::optional<std::chrono::steady_clock::time_point> deadline_;
  int countdown_ = kTicks;
};

class Simulator {
 public:
  Simulator(const Task& task, Facts& facts, Watch& watch) : task_(task), facts_(facts), watch_(watch) {}

  // Evaluation in `frame`, with `args` as the values of its first slots.
  void enter(const Frame& frame, std::span<const int> args) {
    frame_ = &frame;
    env_.assign(frame.names.size(), 0);
    std::copy(args.begin(), args.end(), env_.begin());
  }

  bool holds(const Condition& c) {
    switch (c.kind) {
      case Condition::Kind::truth:
        return true;
      case Condition::Kind::atom:
        return facts_.holds(c.predicate, ground(c.terms));
      case Condition::Kind::equal:
        return value(c.terms[0]) == value(c.terms[1]);
      case Condition::Kind::negation:
        return !holds(c.parts[0]);
      case Condition::Kind::conjunction:
        for (const Condition& part : c.parts)
          if (!holds(part)) return false;
        return true;
      case Condition::Kind::disjunction:
        for (const Condition& part : c.parts)
          if (holds(part)) return true;
        return false;
      case Condition::Kind::implication:
        return !holds(c.parts[0]) || holds(c.parts[1]);
      case Condition::Kind::universal:
        return every(c.slots, 0, [&] { return holds(c.parts[0]); });
      case Condition::Kind::existential:
        return !every(c.slots, 0, [&] { return !holds(c.parts[0]); });
    }
    return false;
  }

  // The conjunct to blame when `c` is false: the first false one, through
  // nested conjunctions.
  const Condition& culprit(const Condition& c) {
    if (c.kind == Condition::Kind::conjunction)
      for (const Condition& part : c.parts)
        if (!holds(part)) return culprit(part);
    return c;
  }

  // Every change is collected in the state before the action and applied
  // afterwards: deletions first, so that an atom both added and deleted ends
  // up true.
  void collect(const Effect& e) {
    switch (e.kind) {
      case Effect::Kind::conjunction:
        for (const Effect& part : e.parts) collect(part);
        break;
      case Effect::Kind::add:
      case Effect::Kind::remove: {
        std::span<const int> args = ground(e.terms);
        Change change{e.predicate, changed_args_.size(), e.kind == Effect::Kind::add};
        changed_args_.insert(changed_args_.end(), args.begin(), args.end());
        changes_.push_back(change);
        break;
      }
      case Effect::Kind::universal:
        every(e.slots, 0, [&] {
          collect(e.parts[0]);
          return true;
        });
        break;
      case Effect::Kind::conditional:
        if (holds(e.condition)) collect(e.parts[0]);
        break;
    }
  }

  void apply() {
    for (bool add : {false, true})
      for (const Change& c : changes_)
        if (c.add == add) {
          std::size_t arity = task_.arity[static_cast<std::size_t>(c.predicate)];
          facts_.set(c.predicate, std::span<const int>(changed_args_.data() + c.args, arity), add);
        }
    changes_.clear();
    changed_args_.clear();
  }

  // The formula as text, with the values of the first `bound` slots in place
  // of their variables.
  std::string show(const Condition& c, std::size_t bound) const {
    const Frame& frame = *frame_;
    auto term = [&](const Term& t) {
      if (!t.variable) return task_.object_names[static_cast<std::size_t>(t.index)];
      auto slot = static_cast<std::size_t>(t.index);
      return slot < bound ? task_.object_names[static_cast<std::size_t>(env_[slot])] : frame.names[slot];
    };
    auto list = [&](std::string op, const std::vector<Condition>& parts) {
      for (const Condition& part : parts) op += " " + show(part, bound);
      return "(" + op + ")";
    };
    switch (c.kind) {
      case Condition::Kind::truth:
        return "(and)";
      case Condition::Kind::atom:
      case Condition::Kind::equal: {
        std::string out =
            "(" + (c.kind == Condition::Kind::equal ? std::string("=")
                                                    : task_.predicate_names[static_cast<std::size_t>(c.predicate)]);
        for (const Term& t : c.terms) out += " " + term(t);
        return out + ")";
      }
      case Condition::Kind::negation:
        return list("not", c.parts);
      case Condition::Kind::conjunction:
        return list("and", c.parts);
      case Condition::Kind::disjunction:
        return list("or", c.parts);
      case Condition::Kind::implication:
        return list("imply", c.parts);
      case Condition::Kind::universal:
      case Condition::Kind::existential: {
        std::string out = c.kind == Condition::Kind::universal ? "(forall (" : "(exists (";
        for (std::size_t i = 0; i < c.slots.size(); ++i) {
          auto slot = static_cast<std::size_t>(c.slots[i]);
          if (i > 0) out += " ";
          out += frame.names[slot] + " - " + task_.type_names[static_cast<std::size_t>(frame.types[slot])];
        }
        return out + ") " + show(c.parts[0], bound) + ")";
      }
    }
    return "";
  }

 private:
  struct Change {
    int predicate;
    std::size_t args;  // where its arguments start in changed_args_
    bool add;
  };

  int value(const Term& t) const { return t.variable ? env_[static_cast<std::size_t>(t.index)] : t.index; }

  // Valid until the next call: atoms are leaves, so nothing nests inside.
  std::span<const int> ground(const std::vector<Term>& terms) {
    scratch_.resize(terms.size());
    for (std::size_t i = 0; i < terms.size(); ++i) scratch_[i] = value(terms[i]);
    return scratch_;
  }

  // Calls `body` under every binding of `slots[i..]` while it returns true;
  // false when it returned false.
  template <class Body>
  bool every(const std::vector<int>& slots, std::size_t i, Body&& body) {
    if (i == slots.size()) return body();
    auto slot = static_cast<std::size_t>(slots[i]);
    const std::vector<int>& range = task_.objects_of_type[static_cast<std::size_t>(frame_->types[slot])];
    for (int object : range) {
      watch_.tick();
      env_[slot] = object;
      if (!every(slots, i + 1, body)) return false;
    }
    return true;
  }

  const Task& task_;
  Facts& facts_;
  Watch& watch_;
  const Frame* frame_ = nullptr;
  std::vector<int> env_;  // the value of each slot of the frame
  std::vector<int> scratch_;
  std::vector<Change> changes_;
  std::vector<int> changed_args_;
};

struct Resolved {
  std::size_t action = 0;
  std::vector<int> args;
};

Resolved resolve(const Task& task, const PlanStep& step) {
  auto column = [&](std::size_t i) { return i < step.arg_columns.size() ? step.arg_columns[i] : step.column; };
  auto a = task.action_index.find(step.action);
  if (a == task.action_index.end())
    throw InputError("unknown action " + in_quotes(step.action) + ": the domain has no such action", step.line,
                     step.column);
  Resolved out;
  out.action = static_cast<std::size_t>(a->second);
  const CompiledAction& action = task.actions[out.action];
  if (step.args.size() != action.parameters)
    throw InputError("action " + in_quotes(action.name) + " takes " + std::to_string(action.parameters) +
                         " arguments, found " + std::to_string(step.args.size()),
                     step.line, step.column);
  for (std::size_t i = 0; i < step.args.size(); ++i) {
    auto o = task.object_index.find(step.args[i]);
    if (o == task.object_index.end())
      throw InputError("unknown object " + in_quotes(step.args[i]) + ": neither an object of the problem nor a " +
                           "constant of the domain",
                       step.line, column(i));
    const std::string& type = task.type_names[static_cast<std::size_t>(action.frame.types[i])];
    const std::string& has = task.object_types[static_cast<std::size_t>(o->second)];
    // The type's members are listed in order: no walk up a chain of types.
    const std::vector<int>& members = task.objects_of_type[static_cast<std::size_t>(action.frame.types[i])];
    if (!std::binary_search(members.begin(), members.end(), o->second))
      throw InputError(in_quotes(step.args[i]) + " is of type " + has + ", but parameter " + action.frame.names[i] +
                           " of " + action.name + " takes type " + type,
                       step.line, column(i));
    out.args.push_back(o->second);
  }
  return out;
}

Facts initial_facts(const Task& task, const Problem& problem) {
  Facts facts(task.arity, task.object_names.size());
  std::vector<int> args;
  for (const Atom& atom : problem.init) {
    args.clear();
    for (const std::string& name : atom.args) args.push_back(task.object_index.at(name));
    facts.set(task.predicate_index.at(atom.predicate), args, true);
  }
  return facts;
}

std::string count_text(std::uint64_t count) {
  return count == std::numeric_limits<std::uint64_t>::max()
             ? "more than " + std::to_string(std::numeric_limits<std::uint64_t>::max() - 1)
             : std::to_string(count);
}

void refuse_goal(const Task& task) {
  const Work& work = task.goal_work;
  if (work.parts <= limits::kGroundingWork) return;
  throw GroundingError("the goal's quantifiers range over " + count_text(work.parts) +
                           " instances of its parts, more than the limit of " +
                           std::to_string(limits::kGroundingWork),
                       work.line, work.column, GroundingError::Text::problem);
}

void refuse_action(const CompiledAction& action) {
  const Work& work = action.work;
  if (work.parts <= limits::kGroundingWork) return;
  throw GroundingError("action " + in_quotes(action.name) +
                           ": the quantifiers of its precondition and effect range over " + count_text(work.parts) +
                           " instances of their parts a step, more than the limit of " +
                           std::to_string(limits::kGroundingWork),
                       work.line, work.column, GroundingError::Text::domain);
}

// A problem's current state, advanced by steps.
struct Stepper {
  Stepper(const Domain& d, const Problem& problem)
      : task(std::make_shared<const Task>((check_problem(d, problem), compile(d, problem)))),
        facts(initial_facts(*task, problem)) {}

  // The precondition's false literal, or nothing when the step was applied.
  std::optional<std::string> apply(const Resolved& step, const PlanStep& text) {
    const CompiledAction& action = task->actions[step.action];
    refuse_action(action);
    watch.tick();
    Simulator sim(*task, facts, watch);
    sim.enter(action.frame, step.args);
    if (!sim.holds(action.precondition))
      return step_text(text) + ": precondition " + sim.show(sim.culprit(action.precondition), action.parameters) +
             " is false";
    sim.collect(action.effect);
    sim.apply();
    return std::nullopt;
  }

  // The goal's false literal, or nothing when the goal holds.
  std::optional<std::string> goal_fails() {
    refuse_goal(*task);
    Simulator sim(*task, facts, watch);
    sim.enter(task->goal_frame, {});
    if (sim.holds(task->goal)) return std::nullopt;
    return sim.show(sim.culprit(task->goal), 0);
  }

  std::shared_ptr<const Task> task;
  Facts facts;
  Watch watch;
};

}  // namespace

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

std::vector<PlanStep> Simulation::applicable() {
  const Task& task = *state_->task;
  std::vector<PlanStep> out;
  Simulator sim(task, state_->facts, state_->watch);
  for (const CompiledAction& action : task.actions) {
    std::vector<int> args(action.parameters, 0);
    // Odometer over the objects of each parameter's type.
    std::vector<std::size_t> at(action.parameters, 0);
    auto range = [&](std::size_t i) -> const std::vector<int>& {
      return task.objects_of_type[static_cast<std::size_t>(action.frame.types[i])];
    };
    bool empty = false;
    for (std::size_t i = 0; i < action.parameters; ++i) empty = empty || range(i).empty();
    if (empty) continue;
    for (;;) {
      for (std::size_t i = 0; i < action.parameters; ++i) args[i] = range(i)[at[i]];
      sim.enter(action.frame, args);
      if (sim.holds(action.precondition)) {
        PlanStep step;
        step.action = action.name;
        for (int a : args) step.args.push_back(task.object_names[static_cast<std::size_t>(a)]);
        out.push_back(std::move(step));
      }
      std::size_t i = 0;
      while (i < action.parameters && ++at[i] == range(i).size()) at[i++] = 0;
      if (i == action.parameters) break;
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

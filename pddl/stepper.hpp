// A problem's state advanced step by step: what validates sequential plans
// and hierarchical ones, and walks a problem's states. Internal to pddl/.
#pragma once

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "pddl/facts.hpp"
#include "pddl/language.hpp"
#include "pddl/plan_text.hpp"
#include "pddl/simulate.hpp"
#include "pddl/task.hpp"

namespace pg::pddl::detail {

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

  // Whether some objects of their types in `slots` make `c` true; when they
  // do, the slots keep the first such.
  bool holds_for_some(const std::vector<int>& slots, const Condition& c) {
    return !every(slots, 0, [&] { return !holds(c); });
  }
  // The value of a slot.
  int slot_value(int slot) const { return env_[static_cast<std::size_t>(slot)]; }

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
  // The slots in `unbound` keep their variables too.
  std::string show(const Condition& c, std::size_t bound, const std::vector<int>& unbound = {}) const {
    const Frame& frame = *frame_;
    auto term = [&](const Term& t) {
      if (!t.variable) return task_.object_names[static_cast<std::size_t>(t.index)];
      auto slot = static_cast<std::size_t>(t.index);
      const bool shown = slot < bound && std::find(unbound.begin(), unbound.end(), t.index) == unbound.end();
      return shown ? task_.object_names[static_cast<std::size_t>(env_[slot])] : frame.names[slot];
    };
    auto list = [&](std::string op, const std::vector<Condition>& parts) {
      for (const Condition& part : parts) op += " " + show(part, bound, unbound);
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
        return out + ") " + show(c.parts[0], bound, unbound) + ")";
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


// A method's or network's variables, each bound to an object or not yet.
struct Binding {
  std::vector<int> value;
  std::vector<bool> bound;
  explicit Binding(std::size_t slots) : value(slots, 0), bound(slots, false) {}
  // Binds `terms` to `args`, which it must match: a constant to itself, a
  // variable to one object wherever it occurs. The first term that does not
  // match, or none.
  std::optional<std::size_t> unify(const std::vector<Term>& terms, std::span<const int> args);
  // The objects `terms` stand for; every variable among them bound.
  std::vector<int> ground(const std::vector<Term>& terms) const;
};

// The action a step takes and its objects; InputError, at the step's place,
// for an unknown action or object, the wrong count or an object of the
// wrong type.
Resolved resolve(const Task& task, const PlanStep& step);
Facts initial_facts(const Task& task, const Problem& problem);
// "N", or "more than N" for a saturated count.
std::string count_text(std::uint64_t count);
// GroundingError for a goal, or an action, whose work passes the limit.
void refuse_goal(const Task& task);
void refuse_action(const CompiledAction& action);

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

}  // namespace pg::pddl::detail

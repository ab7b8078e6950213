#include "pddl/progression.hpp"

#include <utility>

#include "core/errors.hpp"
#include "pddl/stepper.hpp"

namespace pg::pddl {

using namespace detail;

struct Progression::State {
  // A task left, the next one last.
  struct Pending {
    int id = 0;
    bool primitive = false;
    int index = 0;  // the action, or the compound task
    std::vector<int> args;
  };

  State(const Domain& domain, const Problem& problem) : stepper(domain, problem) {
    const Task& task = *stepper.task;
    if (!problem.htn) throw InputError("the problem has no initial task network (:htn ...)", 1, 1);
    if (!problem.htn->parameters.empty())
      throw InputError("the initial task network has parameters, which a walk of its plans does not bind",
                       problem.htn->line, problem.htn->column);
    Binding none(0);
    for (const CompiledCall& call : task.network) {
      plan.root.push_back(next_id);
      pending.push_back({next_id++, call.primitive, call.index, none.ground(call.terms)});
    }
    std::reverse(pending.begin(), pending.end());
  }

  std::vector<std::string> names(const std::vector<int>& args) const {
    std::vector<std::string> out;
    for (int a : args) out.push_back(stepper.task->object_names[static_cast<std::size_t>(a)]);
    return out;
  }

  // The state after `top` is decomposed by `method` under `binding`.
  State decomposed(const Pending& top, const CompiledMethod& method, const Binding& binding) const {
    State next = *this;
    next.pending.pop_back();
    HtnDecomposition d;
    d.task = {top.id, stepper.task->compounds[static_cast<std::size_t>(top.index)].name, names(top.args), 0, 0, {}};
    d.method = method.name;
    std::vector<Pending> children;
    for (const CompiledCall& call : method.subtasks) {
      d.subtasks.push_back(next.next_id);
      children.push_back({next.next_id++, call.primitive, call.index, binding.ground(call.terms)});
    }
    next.pending.insert(next.pending.end(), children.rbegin(), children.rend());
    next.plan.decompositions.push_back(std::move(d));
    return next;
  }

  void decompose(const Pending& top, std::vector<State>& out) {
    const Task& task = *stepper.task;
    Simulator sim(task, stepper.facts, stepper.watch);
    for (int m : task.compounds[static_cast<std::size_t>(top.index)].methods) {
      const CompiledMethod& method = task.methods[static_cast<std::size_t>(m)];
      Binding binding(method.frame.names.size());
      if (binding.unify(method.task_terms, top.args)) continue;
      // The parameters the subtasks name and the task does not, tried in
      // turn; the free ones are any that make the precondition true.
      std::vector<std::size_t> chosen;
      bool fits = true;
      for (std::size_t slot = 0; slot < method.parameters; ++slot) {
        const std::vector<int>& members = task.objects_of_type[static_cast<std::size_t>(method.frame.types[slot])];
        if (binding.bound[slot]) {
          fits = fits && std::binary_search(members.begin(), members.end(), binding.value[slot]);
        } else if (std::find(method.free_slots.begin(), method.free_slots.end(), static_cast<int>(slot)) ==
                   method.free_slots.end()) {
          if (members.empty()) fits = false;
          chosen.push_back(slot);
        }
      }
      if (!fits) continue;
      std::vector<std::size_t> at(chosen.size(), 0);
      for (;;) {
        for (std::size_t i = 0; i < chosen.size(); ++i)
          binding.value[chosen[i]] =
              task.objects_of_type[static_cast<std::size_t>(method.frame.types[chosen[i]])][at[i]];
        sim.enter(method.frame, binding.value);
        const bool holds = method.free_slots.empty() ? sim.holds(method.precondition)
                                                     : sim.holds_for_some(method.free_slots, method.precondition);
        if (holds) out.push_back(decomposed(top, method, binding));
        std::size_t i = 0;
        while (i < chosen.size() &&
               ++at[i] == task.objects_of_type[static_cast<std::size_t>(method.frame.types[chosen[i]])].size())
          at[i++] = 0;
        if (i == chosen.size()) break;
      }
    }
  }

  std::vector<State> successors() const {
    std::vector<State> out;
    if (pending.empty()) return out;
    const Pending& top = pending.back();
    if (!top.primitive) {
      State copy = *this;  // evaluation needs a mutable state; the copy is not changed
      copy.decompose(top, out);
      return out;
    }
    State next = *this;
    next.pending.pop_back();
    const CompiledAction& action = stepper.task->actions[static_cast<std::size_t>(top.index)];
    PlanStep step{action.name, names(top.args), 0, 0, {}};
    if (next.stepper.apply({static_cast<std::size_t>(top.index), top.args}, step)) return out;
    next.plan.actions.push_back({top.id, action.name, step.args, 0, 0, {}});
    out.push_back(std::move(next));
    return out;
  }

  Stepper stepper;
  std::vector<Pending> pending;
  HtnPlan plan;
  int next_id = 0;
};

Progression::Progression(const Domain& domain, const Problem& problem)
    : state_(std::make_unique<State>(domain, problem)) {}
Progression::Progression(std::unique_ptr<State> state) : state_(std::move(state)) {}
Progression::~Progression() = default;
Progression::Progression(const Progression& other) : state_(std::make_unique<State>(*other.state_)) {}
Progression& Progression::operator=(const Progression& other) {
  if (this != &other) state_ = std::make_unique<State>(*other.state_);
  return *this;
}
Progression::Progression(Progression&&) noexcept = default;
Progression& Progression::operator=(Progression&&) noexcept = default;

bool Progression::finished() const { return state_->pending.empty(); }

bool Progression::goal_holds() { return !state_->stepper.goal_fails(); }

std::vector<Progression> Progression::successors() const {
  std::vector<Progression> out;
  for (State& next : state_->successors()) out.push_back(Progression(std::make_unique<State>(std::move(next))));
  return out;
}

std::string Progression::key() const {
  std::string key = state_->stepper.facts.key();
  for (const State::Pending& task : state_->pending) {
    key += task.primitive ? 'a' : 't';
    key += std::to_string(task.index);
    for (int a : task.args) (key += ',') += std::to_string(a);
    key += ';';
  }
  return key;
}

const HtnPlan& Progression::plan() const { return state_->plan; }

std::vector<PlanStep> Progression::actions() const { return action_steps(state_->plan); }

}  // namespace pg::pddl

#include "pddl/decomposition.hpp"

#include <algorithm>
#include <map>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "core/errors.hpp"
#include "core/limits.hpp"
#include "core/text.hpp"
#include "pddl/stepper.hpp"

namespace pg::pddl {
namespace {

using namespace detail;

// Where a failing check stops: the reason and the plan's line.
struct Fault {
  std::string message;
  int line = 0;
};

void refuse_method(const CompiledMethod& method) {
  const Work& work = method.work;
  if (work.parts <= limits::kGroundingWork) return;
  throw GroundingError("method " + in_quotes(method.name) + ": its precondition over the bindings of its free " +
                           "parameters ranges over " + count_text(work.parts) +
                           " instances of its parts, more than the limit of " + std::to_string(limits::kGroundingWork),
                       work.line, work.column, GroundingError::Text::domain);
}

// "(light pos-0-0)".
std::string call_text(const std::string& name, const std::vector<std::string>& args) {
  std::string out = "(" + name;
  for (const std::string& a : args) out += " " + a;
  return out + ")";
}

class Checker {
 public:
  Checker(const Domain& domain, const Problem& problem, const HtnPlan& plan,
          std::optional<std::chrono::steady_clock::time_point> deadline)
      : state_(domain, problem), task_(*state_.task), plan_(plan) {
    state_.watch = Watch(deadline);
    if (!problem.htn)
      throw InputError("the problem has no initial task network (:htn ...): a hierarchical plan needs one", 1, 1);
    index_plan();
  }

  PlanCheck run() {
    PlanCheck check;
    try {
      if (std::optional<Fault> fault = walk()) {
        check.message = fault->message;
        check.line = fault->line;
        check.steps = applied_;
        return check;
      }
      check.steps = applied_;
      if (std::optional<std::string> failed = state_.goal_fails()) {
        check.message = "goal " + *failed + " is false after the last action";
        return check;
      }
    } catch (const OutOfTime&) {
      check.out_of_time = true;
      check.steps = applied_;
      check.message = "the time limit ran out after " + std::to_string(applied_) + " of " +
                      std::to_string(plan_.actions.size()) + " actions";
      return check;
    }
    check.valid = true;
    check.message = "the " + std::to_string(plan_.decompositions.size()) + " decompositions and " +
                    std::to_string(plan_.actions.size()) + " actions carry out the initial task network";
    return check;
  }

 private:
  // A task of the plan: an action or a decomposition, its arguments as
  // objects.
  struct Node {
    bool primitive = false;
    std::size_t at = 0;  // in plan_.actions or plan_.decompositions
    int index = 0;       // the action, or the compound task
    std::vector<int> args;
    const HtnTask* text = nullptr;
    int method = 0;  // a decomposition's
  };

  // Children being walked: the root's, or a decomposition's.
  struct Level {
    const std::vector<int>* children;
    std::size_t next = 0;
  };

  void index_plan() {
    for (std::size_t i = 0; i < plan_.actions.size(); ++i) {
      const HtnTask& action = plan_.actions[i];
      if (task_.compound_index.count(action.name))
        throw InputError(call_text(action.name, action.args) + " is a compound task: its line needs '-> METHOD' and " +
                             "its subtasks' ids",
                         action.line, action.column);
      PlanStep step{action.name, action.args, action.line, action.column, action.arg_columns};
      Resolved resolved = resolve(task_, step);
      add({true, i, static_cast<int>(resolved.action), std::move(resolved.args), &action, 0});
    }
    for (std::size_t i = 0; i < plan_.decompositions.size(); ++i) {
      const HtnDecomposition& d = plan_.decompositions[i];
      const HtnTask& t = d.task;
      auto compound = task_.compound_index.find(t.name);
      if (compound == task_.compound_index.end()) {
        if (task_.action_index.count(t.name))
          throw InputError(call_text(t.name, t.args) + " is an action: no method decomposes it", t.line, t.column);
        throw InputError("unknown task " + in_quotes(t.name) + ": the domain has no such compound task", t.line,
                         t.column);
      }
      const CompiledCompound& declared = task_.compounds[static_cast<std::size_t>(compound->second)];
      if (t.args.size() != declared.types.size())
        throw InputError("task " + in_quotes(t.name) + " takes " + std::to_string(declared.types.size()) +
                             " arguments, found " + std::to_string(t.args.size()),
                         t.line, t.column);
      auto method = task_.method_index.find(d.method);
      if (method == task_.method_index.end())
        throw InputError("unknown method " + in_quotes(d.method) + ": the domain has no such method", t.line,
                         d.method_column);
      Node node{false, i, compound->second, {}, &t, method->second};
      for (std::size_t k = 0; k < t.args.size(); ++k) {
        auto o = task_.object_index.find(t.args[k]);
        if (o == task_.object_index.end())
          throw InputError("unknown object " + in_quotes(t.args[k]) + ": neither an object of the problem nor a " +
                               "constant of the domain",
                           t.line, t.arg_columns[k]);
        node.args.push_back(o->second);
      }
      add(std::move(node));
    }
    auto refer = [&](int id, int line, const std::string& from) {
      if (nodes_.count(id) == 0)
        throw InputError("no line of the plan defines task " + std::to_string(id) + ", a subtask of " + from, line, 1);
      auto [at, fresh] = parent_line_.emplace(id, line);
      if (!fresh)
        throw InputError("task " + std::to_string(id) + " is a subtask twice: here and at line " +
                             std::to_string(at->second),
                         line, 1);
    };
    for (int id : plan_.root) refer(id, plan_.root_line, "the root");
    for (const HtnDecomposition& d : plan_.decompositions)
      for (int id : d.subtasks) refer(id, d.task.line, "task " + std::to_string(d.task.id));
  }

  void add(Node node) { nodes_.emplace(node.text->id, std::move(node)); }

  std::string name_of(const CompiledCall& call) const {
    return call.primitive ? task_.actions[static_cast<std::size_t>(call.index)].name
                          : task_.compounds[static_cast<std::size_t>(call.index)].name;
  }

  std::string object(int o) const { return task_.object_names[static_cast<std::size_t>(o)]; }

  std::string node_text(const Node& node) const {
    return "task " + std::to_string(node.text->id) + " " + call_text(node.text->name, node.text->args);
  }

  // The children of a decomposition (or the root) against the calls of its
  // method (or of the network), binding `binding` as they match.
  std::optional<Fault> match(const std::vector<int>& children, const std::vector<CompiledCall>& calls,
                             Binding& binding, const Frame& frame, const std::string& owner, int line) const {
    if (children.size() != calls.size())
      return Fault{owner + " has " + std::to_string(calls.size()) + " subtasks, but the plan gives it " +
                       std::to_string(children.size()),
                   line};
    for (std::size_t j = 0; j < calls.size(); ++j) {
      const Node& child = nodes_.at(children[j]);
      const CompiledCall& call = calls[j];
      if (child.primitive != call.primitive || child.index != call.index)
        return Fault{"subtask " + std::to_string(j + 1) + " of " + owner + " is (" + name_of(call) + " ...), but " +
                         node_text(child) + " stands there",
                     child.text->line};
      if (std::optional<std::size_t> k = binding.unify(call.terms, child.args)) {
        const Term& t = call.terms[*k];
        const std::string wanted =
            t.variable ? frame.names[static_cast<std::size_t>(t.index)] + ", bound to " +
                             object(binding.value[static_cast<std::size_t>(t.index)])
                       : object(t.index);
        return Fault{"argument " + std::to_string(*k + 1) + " of " + node_text(child) + " should be " + wanted +
                         " in " + owner,
                     child.text->line};
      }
    }
    return std::nullopt;
  }

  // That each bound slot holds an object of its type.
  std::optional<Fault> check_types(const Binding& binding, const Frame& frame, const std::string& owner,
                                   int line) const {
    for (std::size_t slot = 0; slot < binding.bound.size(); ++slot) {
      if (!binding.bound[slot]) continue;
      const int type = frame.types[slot];
      const std::vector<int>& members = task_.objects_of_type[static_cast<std::size_t>(type)];
      if (!std::binary_search(members.begin(), members.end(), binding.value[slot]))
        return Fault{owner + " binds " + frame.names[slot] + " to " + object(binding.value[slot]) + ", of type " +
                         task_.object_types[static_cast<std::size_t>(binding.value[slot])] + ", but " +
                         frame.names[slot] + " takes type " + task_.type_names[static_cast<std::size_t>(type)],
                     line};
    }
    return std::nullopt;
  }

  std::optional<Fault> decompose(const Node& node) {
    const HtnDecomposition& d = plan_.decompositions[node.at];
    const CompiledMethod& method = task_.methods[static_cast<std::size_t>(node.method)];
    const int line = node.text->line;
    const std::string owner = "method " + method.name + " of " + node_text(node);
    if (method.task != node.index)
      return Fault{"method " + method.name + " decomposes (" +
                       task_.compounds[static_cast<std::size_t>(method.task)].name + " ...), not " + node_text(node),
                   line};
    const CompiledCompound& compound = task_.compounds[static_cast<std::size_t>(node.index)];
    for (std::size_t i = 0; i < node.args.size(); ++i) {
      const std::vector<int>& members = task_.objects_of_type[static_cast<std::size_t>(compound.types[i])];
      if (!std::binary_search(members.begin(), members.end(), node.args[i]))
        return Fault{node_text(node) + ": argument " + std::to_string(i + 1) + ", " + object(node.args[i]) +
                         ", is not of type " + task_.type_names[static_cast<std::size_t>(compound.types[i])],
                     line};
    }
    Binding binding(method.frame.names.size());
    if (std::optional<std::size_t> k = binding.unify(method.task_terms, node.args))
      return Fault{node_text(node) + " does not match method " + method.name + "'s task: argument " +
                       std::to_string(*k + 1) + " differs",
                   line};
    if (std::optional<Fault> fault = match(d.subtasks, method.subtasks, binding, method.frame, owner, line))
      return fault;
    if (std::optional<Fault> fault = check_types(binding, method.frame, owner, line)) return fault;
    refuse_method(method);
    state_.watch.tick();
    Simulator sim(task_, state_.facts, state_.watch);
    sim.enter(method.frame, binding.value);
    const bool holds = method.free_slots.empty() ? sim.holds(method.precondition)
                                                 : sim.holds_for_some(method.free_slots, method.precondition);
    if (!holds) {
      if (method.free_slots.empty())
        return Fault{owner + ": precondition " + sim.show(sim.culprit(method.precondition), method.parameters) +
                         " is false",
                     line};
      return Fault{owner + ": no objects for its free parameters make its precondition " +
                       sim.show(method.precondition, method.parameters, method.free_slots) + " true",
                   line};
    }
    return std::nullopt;
  }

  std::optional<Fault> carry_out(const Node& node) {
    if (node.at != applied_) {
      const HtnTask& listed = plan_.actions[applied_];
      return Fault{"the decompositions reach action " + std::to_string(node.text->id) + " " +
                       call_text(node.text->name, node.text->args) + " where the plan lists action " +
                       std::to_string(listed.id) + " " + call_text(listed.name, listed.args) + " (line " +
                       std::to_string(listed.line) + "): the actions must be listed in the order they are carried out",
                   node.text->line};
    }
    const CompiledAction& action = task_.actions[static_cast<std::size_t>(node.index)];
    refuse_action(action);
    PlanStep step{node.text->name, node.text->args, node.text->line, node.text->column, {}};
    Resolved resolved{static_cast<std::size_t>(node.index), node.args};
    if (std::optional<std::string> failed = state_.apply(resolved, step))
      return Fault{"action " + std::to_string(node.text->id) + " " + *failed, node.text->line};
    ++applied_;
    return std::nullopt;
  }

  // A task no chain of subtasks links to the root; each id is some task's
  // subtask once at most, so the links form a forest.
  std::optional<Fault> unreached() const {
    std::set<int> reached(plan_.root.begin(), plan_.root.end());
    std::vector<int> open(plan_.root.begin(), plan_.root.end());
    while (!open.empty()) {
      const Node& node = nodes_.at(open.back());
      open.pop_back();
      if (node.primitive) continue;
      for (int id : plan_.decompositions[node.at].subtasks)
        if (reached.insert(id).second) open.push_back(id);
    }
    for (const HtnTask& action : plan_.actions)
      if (reached.count(action.id) == 0)
        return Fault{"action " + std::to_string(action.id) + " " + call_text(action.name, action.args) +
                         " is no subtask of any task reached from the root",
                     action.line};
    for (const HtnDecomposition& d : plan_.decompositions)
      if (reached.count(d.task.id) == 0)
        return Fault{"task " + std::to_string(d.task.id) + " " + call_text(d.task.name, d.task.args) +
                         " is no subtask of any task reached from the root",
                     d.task.line};
    return std::nullopt;
  }

  std::optional<Fault> walk() {
    Binding network(task_.network_frame.names.size());
    if (std::optional<Fault> fault = match(plan_.root, task_.network, network, task_.network_frame,
                                           "the initial task network", plan_.root_line))
      return fault;
    if (std::optional<Fault> fault =
            check_types(network, task_.network_frame, "the initial task network", plan_.root_line))
      return fault;
    if (std::optional<Fault> fault = unreached()) return fault;
    std::vector<Level> stack{{&plan_.root, 0}};
    while (!stack.empty()) {
      Level& level = stack.back();
      if (level.next == level.children->size()) {
        stack.pop_back();
        continue;
      }
      const Node& node = nodes_.at((*level.children)[level.next++]);
      if (node.primitive) {
        if (std::optional<Fault> fault = carry_out(node)) return fault;
        continue;
      }
      if (std::optional<Fault> fault = decompose(node)) return fault;
      stack.push_back({&plan_.decompositions[node.at].subtasks, 0});
    }
    return std::nullopt;
  }

  Stepper state_;
  const Task& task_;
  const HtnPlan& plan_;
  std::map<int, Node> nodes_;
  std::map<int, int> parent_line_;  // of each id named as a subtask or root task
  std::size_t applied_ = 0;
};

}  // namespace

PlanCheck validate_htn_plan(const Domain& domain, const Problem& problem, const HtnPlan& plan,
                            std::optional<std::chrono::steady_clock::time_point> deadline) {
  return Checker(domain, problem, plan, deadline).run();
}

}  // namespace pg::pddl

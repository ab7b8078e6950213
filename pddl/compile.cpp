#include "pddl/task.hpp"

#include <utility>

#include "core/errors.hpp"
#include "core/text.hpp"

namespace pg::pddl {
namespace {

// read_domain() and check_problem() refuse everything that lands here; a
// Domain or Problem assembled by hand may still hold it.
[[noreturn]] void unchecked(const Expr& at, const std::string& what) {
  throw InputError(what + " in " + to_string(at), at.line, at.column);
}

class Compiler {
 public:
  Compiler(const Task& task, Frame& frame) : task_(task), frame_(frame) {
    for (std::size_t i = 0; i < frame.names.size(); ++i) scope_.emplace_back(frame.names[i], static_cast<int>(i));
  }

  Condition condition(const Expr& e) {
    Condition c;
    if (e.is_list && e.items.empty()) return c;
    const std::string& op = head(e);
    if (op == "and" || op == "or") {
      c.kind = op == "and" ? Condition::Kind::conjunction : Condition::Kind::disjunction;
      for (std::size_t i = 1; i < e.items.size(); ++i) c.parts.push_back(condition(e.items[i]));
    } else if (op == "not") {
      c.kind = Condition::Kind::negation;
      c.parts.push_back(condition(item(e, 1)));
    } else if (op == "imply") {
      c.kind = Condition::Kind::implication;
      c.parts.push_back(condition(item(e, 1)));
      c.parts.push_back(condition(item(e, 2)));
    } else if (op == "forall" || op == "exists") {
      c.kind = op == "forall" ? Condition::Kind::universal : Condition::Kind::existential;
      std::size_t outer = scope_.size();
      c.slots = bind(item(e, 1));
      c.parts.push_back(condition(item(e, 2)));
      scope_.resize(outer);
    } else if (op == "=") {
      c.kind = Condition::Kind::equal;
      c.terms = terms(e);
      if (c.terms.size() != 2) unchecked(e, "(= a b) with " + std::to_string(c.terms.size()) + " arguments");
    } else {
      c.kind = Condition::Kind::atom;
      c.predicate = predicate(e);
      c.terms = terms(e);
    }
    return c;
  }

  Effect effect(const Expr& e) {
    Effect f;
    if (e.is_list && e.items.empty()) return f;
    const std::string& op = head(e);
    if (op == "and") {
      for (std::size_t i = 1; i < e.items.size(); ++i) f.parts.push_back(effect(e.items[i]));
    } else if (op == "not") {
      const Expr& atom = item(e, 1);
      f.kind = Effect::Kind::remove;
      f.predicate = predicate(atom);
      f.terms = terms(atom);
    } else if (op == "forall") {
      f.kind = Effect::Kind::universal;
      std::size_t outer = scope_.size();
      f.slots = bind(item(e, 1));
      f.parts.push_back(effect(item(e, 2)));
      scope_.resize(outer);
    } else if (op == "when") {
      f.kind = Effect::Kind::conditional;
      f.condition = condition(item(e, 1));
      f.parts.push_back(effect(item(e, 2)));
    } else {
      f.kind = Effect::Kind::add;
      f.predicate = predicate(e);
      f.terms = terms(e);
    }
    return f;
  }

 private:
  static const std::string& head(const Expr& e) {
    if (!e.is_list || e.items.empty() || e.items[0].is_list) unchecked(e, "no formula");
    return e.items[0].symbol;
  }

  static const Expr& item(const Expr& e, std::size_t i) {
    if (i >= e.items.size()) unchecked(e, "a missing part");
    return e.items[i];
  }

  int predicate(const Expr& atom) const {
    auto it = task_.predicate_index.find(head(atom));
    if (it == task_.predicate_index.end()) unchecked(atom, "an unknown predicate");
    if (task_.arity[static_cast<std::size_t>(it->second)] != atom.items.size() - 1)
      unchecked(atom, "the wrong number of arguments");
    return it->second;
  }

  std::vector<Term> terms(const Expr& atom) const {
    std::vector<Term> out;
    for (std::size_t i = 1; i < atom.items.size(); ++i) {
      const Expr& t = atom.items[i];
      if (t.is_list) unchecked(t, "a list as an argument");
      bool found = false;
      for (auto it = scope_.rbegin(); it != scope_.rend() && !found; ++it)
        if (it->first == t.symbol) {
          out.push_back({it->second, true});
          found = true;
        }
      if (found) continue;
      auto o = task_.object_index.find(t.symbol);
      if (o == task_.object_index.end()) unchecked(t, "an unknown name " + in_quotes(t.symbol));
      out.push_back({o->second, false});
    }
    return out;
  }

  std::vector<int> bind(const Expr& variables) {
    std::vector<int> slots;
    std::vector<std::string> pending;
    auto close = [&](const std::string& type) {
      auto it = task_.type_index.find(type);
      if (it == task_.type_index.end()) unchecked(variables, "an unknown type " + in_quotes(type));
      for (const std::string& name : pending) {
        int slot = static_cast<int>(frame_.names.size());
        frame_.names.push_back(name);
        frame_.types.push_back(it->second);
        scope_.emplace_back(name, slot);
        slots.push_back(slot);
      }
      pending.clear();
    };
    if (!variables.is_list) unchecked(variables, "no variable list");
    for (std::size_t i = 0; i < variables.items.size(); ++i) {
      const Expr& v = variables.items[i];
      if (v.is_list) unchecked(v, "a list among variables");
      if (v.symbol == "-") {
        close(item(variables, i + 1).symbol);
        ++i;
      } else {
        pending.push_back(v.symbol);
      }
    }
    close("object");
    return slots;
  }

  const Task& task_;
  Frame& frame_;
  std::vector<std::pair<std::string, int>> scope_;  // innermost last
};

}  // namespace

Task compile(const Domain& domain, const Problem& problem) {
  Task task;
  auto add_object = [&](const Typed& t) {
    if (task.object_index.count(t.name)) return;
    task.object_index.emplace(t.name, static_cast<int>(task.object_names.size()));
    task.object_names.push_back(t.name);
    task.object_types.push_back(t.type);
  };
  for (const Typed& t : domain.constants) add_object(t);
  for (const Typed& t : problem.objects) add_object(t);

  task.type_names.push_back("object");
  for (const auto& [type, parent] : domain.parent_type) task.type_names.push_back(type);
  for (std::size_t i = 0; i < task.type_names.size(); ++i) {
    task.type_index.emplace(task.type_names[i], static_cast<int>(i));
    std::vector<int> members;
    for (std::size_t o = 0; o < task.object_names.size(); ++o)
      if (is_a(domain, task.object_types[o], task.type_names[i])) members.push_back(static_cast<int>(o));
    task.objects_of_type.push_back(std::move(members));
  }

  for (const auto& [name, types] : domain.predicates) {
    task.predicate_index.emplace(name, static_cast<int>(task.predicate_names.size()));
    task.predicate_names.push_back(name);
    task.arity.push_back(types.size());
  }

  for (const Action& action : domain.actions) {
    CompiledAction compiled;
    compiled.name = action.name;
    compiled.parameters = action.parameters.size();
    for (const Typed& p : action.parameters) {
      auto it = task.type_index.find(p.type);
      if (it == task.type_index.end())
        throw InputError("unknown type " + in_quotes(p.type) + " for " + in_quotes(p.name), p.line, p.column);
      compiled.frame.names.push_back(p.name);
      compiled.frame.types.push_back(it->second);
    }
    Compiler compiler(task, compiled.frame);
    compiled.precondition = compiler.condition(action.precondition);
    compiled.effect = compiler.effect(action.effect);
    task.action_index.emplace(action.name, static_cast<int>(task.actions.size()));
    task.actions.push_back(std::move(compiled));
  }

  Compiler goal(task, task.goal_frame);
  task.goal = goal.condition(problem.goal);
  return task;
}

}  // namespace pg::pddl

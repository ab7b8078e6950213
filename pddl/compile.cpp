#include "pddl/task.hpp"

#include <climits>
#include <limits>
#include <utility>

#include "core/errors.hpp"
#include "core/limits.hpp"
#include "core/text.hpp"
#include "pddl/simulate.hpp"

namespace pg::pddl {
namespace {

// read_domain() and check_problem() refuse everything that lands here; a
// Domain or Problem assembled by hand may still hold it.
[[noreturn]] void unchecked(const Expr& at, const std::string& what) {
  throw InputError(what + " in " + to_string(at), at.line, at.column);
}

// Counts saturate rather than wrap, so that no product of type sizes, however
// large, passes for a small one.
std::uint64_t plus(std::uint64_t a, std::uint64_t b) {
  return a > std::numeric_limits<std::uint64_t>::max() - b ? std::numeric_limits<std::uint64_t>::max() : a + b;
}
std::uint64_t times(std::uint64_t a, std::uint64_t b) {
  return b != 0 && a > std::numeric_limits<std::uint64_t>::max() / b ? std::numeric_limits<std::uint64_t>::max()
                                                                      : a * b;
}

class Compiler {
 public:
  Compiler(const Task& task, Frame& frame) : task_(task), frame_(frame) {
    for (std::size_t i = 0; i < frame.names.size(); ++i) scope_.emplace_back(frame.names[i], static_cast<int>(i));
  }

  Condition condition(const Expr& e) {
    Condition c;
    if (e.is_list && e.items.empty()) return c;
    parts_ = plus(parts_, 1);
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
      quantified(e, c, [&](const Expr& body) { return condition(body); });
    } else if (op == "=") {
      c.kind = Condition::Kind::equal;
      c.terms = terms(e);
      if (c.terms.size() != 2) unchecked(e, "(= a b) with " + std::to_string(c.terms.size()) + " arguments");
    } else {
      atom(e, c, Condition::Kind::atom);
    }
    return c;
  }

  Effect effect(const Expr& e) {
    Effect f;
    if (e.is_list && e.items.empty()) return f;
    parts_ = plus(parts_, 1);
    const std::string& op = head(e);
    if (op == "and") {
      for (std::size_t i = 1; i < e.items.size(); ++i) f.parts.push_back(effect(e.items[i]));
    } else if (op == "not") {
      atom(item(e, 1), f, Effect::Kind::remove);
    } else if (op == "forall") {
      f.kind = Effect::Kind::universal;
      quantified(e, f, [&](const Expr& body) { return effect(body); });
    } else if (op == "when") {
      f.kind = Effect::Kind::conditional;
      f.condition = condition(item(e, 1));
      f.parts.push_back(effect(item(e, 2)));
    } else {
      atom(e, f, Effect::Kind::add);
    }
    return f;
  }

  // A task's terms, (name term ...).
  std::vector<Term> call_terms(const Expr& call) const { return terms(call); }

  // Counts the body of a quantifier over `slots` as if it were compiled
  // under it: a method's precondition is evaluated once per binding of its
  // free parameters.
  template <class Compile>
  auto over(const Expr& at, const std::vector<int>& slots, Compile compile) {
    Quantified body(*this, at, slots);
    auto compiled = compile();
    body.close();
    return compiled;
  }

  // The work of what was compiled since the last call; placed at `formula`
  // unless one quantifier alone passes the limit.
  Work work(const Expr& formula) {
    Work out{parts_, formula.line, formula.column};
    if (over_ != nullptr) {
      out.line = over_->line;
      out.column = over_->column;
    }
    parts_ = 0;
    over_ = nullptr;
    over_depth_ = INT_MAX;
    return out;
  }

 private:
  // (forall|exists (VARIABLES) BODY) into `formula`: its slots, and its body
  // compiled with the variables in scope and counted once per binding.
  template <class Formula, class Compile>
  void quantified(const Expr& e, Formula& formula, Compile compile) {
    const std::size_t outer = scope_.size();
    formula.slots = bind(item(e, 1));
    Quantified body(*this, e, formula.slots);
    formula.parts.push_back(compile(item(e, 2)));
    body.close();
    scope_.resize(outer);
  }

  // A quantifier's body, counted on its own and then once per binding of
  // the quantifier's variables.
  class Quantified {
   public:
    Quantified(Compiler& compiler, const Expr& at, const std::vector<int>& slots)
        : compiler_(compiler), at_(at), outer_(compiler.parts_) {
      for (int slot : slots)
        bindings_ = times(bindings_, compiler.task_.objects_of_type[static_cast<std::size_t>(
                                         compiler.frame_.types[static_cast<std::size_t>(slot)])].size());
      compiler.parts_ = 0;
      ++compiler.depth_;
    }
    void close() {
      Compiler& c = compiler_;
      --c.depth_;
      const std::uint64_t all = times(bindings_, c.parts_);
      // Quantifiers close innermost first: an outer one over the limit
      // replaces an inner one, a later one beside it does not.
      if (all > limits::kGroundingWork && c.depth_ < c.over_depth_) {
        c.over_ = &at_;
        c.over_depth_ = c.depth_;
      }
      c.parts_ = plus(outer_, all);
    }

   private:
    Compiler& compiler_;
    const Expr& at_;
    std::uint64_t outer_;
    std::uint64_t bindings_ = 1;
  };

  static const std::string& head(const Expr& e) {
    if (!e.is_list || e.items.empty() || e.items[0].is_list) unchecked(e, "no formula");
    return e.items[0].symbol;
  }

  static const Expr& item(const Expr& e, std::size_t i) {
    if (i >= e.items.size()) unchecked(e, "a missing part");
    return e.items[i];
  }

  // `node` (a condition, or an effect that adds or removes) as the atom `e`.
  template <class Node>
  void atom(const Expr& e, Node& node, typename Node::Kind kind) const {
    node.kind = kind;
    node.predicate = predicate(e);
    node.terms = terms(e);
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
  std::uint64_t parts_ = 0;  // in the innermost quantifier open, or the formula
  int depth_ = 0;            // quantifiers open
  const Expr* over_ = nullptr;
  int over_depth_ = INT_MAX;
};

// Every object is a member of its type, of that type's ancestors and of
// object; the members of each type, objects in order. A chain of types
// nested deep over many objects makes more memberships than can be held:
// they are counted before any is listed.
std::vector<std::vector<int>> type_members(const Domain& domain, const Task& task) {
  const std::size_t types = task.type_names.size();
  // The parent of each type but object; -1 where the chain leaves the
  // declared types (a Domain assembled by hand).
  std::vector<int> parent(types, -1);
  for (std::size_t t = 1; t < types; ++t) {
    auto p = domain.parent_type.find(task.type_names[t]);
    if (p == domain.parent_type.end()) continue;
    auto at = task.type_index.find(p->second);
    if (at != task.type_index.end()) parent[t] = at->second;
  }
  // The types a member of each type belongs to, object aside; a chain that
  // comes back on itself (read_domain refuses one) ends where it would.
  std::vector<std::uint64_t> depth(types, 0);
  std::vector<char> state(types, 0);  // 0 unseen, 1 on the walk, 2 known
  for (std::size_t t = 1; t < types; ++t) {
    std::vector<std::size_t> walk;
    std::size_t at = t;
    while (at != 0 && state[at] == 0) {
      state[at] = 1;
      walk.push_back(at);
      if (parent[at] < 0) break;
      at = static_cast<std::size_t>(parent[at]);
    }
    std::uint64_t below = at != 0 && state[at] == 2 ? depth[at] : 0;
    for (auto it = walk.rbegin(); it != walk.rend(); ++it) {
      depth[*it] = ++below;
      state[*it] = 2;
    }
  }
  std::vector<int> type_of(task.object_names.size(), -1);
  std::uint64_t memberships = 0;
  for (std::size_t o = 0; o < task.object_names.size(); ++o) {
    auto t = task.type_index.find(task.object_types[o]);
    if (t != task.type_index.end()) type_of[o] = t->second;
    memberships = plus(memberships, 1 + (type_of[o] > 0 ? depth[static_cast<std::size_t>(type_of[o])] : 0));
  }
  if (memberships > limits::kGroundingWork)
    throw GroundingError("the " + std::to_string(task.object_names.size()) + " objects' types, with their ancestors, make " +
                             std::to_string(memberships) + " memberships, more than the limit of " +
                             std::to_string(limits::kGroundingWork),
                         0, 0, GroundingError::Text::problem);
  std::vector<std::vector<int>> members(types);
  for (std::size_t o = 0; o < task.object_names.size(); ++o) {
    members[0].push_back(static_cast<int>(o));
    int t = type_of[o];
    const std::uint64_t types_above = t > 0 ? depth[static_cast<std::size_t>(t)] : 0;
    for (std::uint64_t step = 0; step < types_above; ++step) {
      members[static_cast<std::size_t>(t)].push_back(static_cast<int>(o));
      t = parent[static_cast<std::size_t>(t)];
    }
  }
  return members;
}

int type_of(const Task& task, const Typed& typed) {
  auto it = task.type_index.find(typed.type);
  if (it == task.type_index.end())
    throw InputError("unknown type " + in_quotes(typed.type) + " for " + in_quotes(typed.name), typed.line,
                     typed.column);
  return it->second;
}

Frame frame_of(const Task& task, const std::vector<Typed>& parameters) {
  Frame frame;
  for (const Typed& p : parameters) {
    frame.names.push_back(p.name);
    frame.types.push_back(type_of(task, p));
  }
  return frame;
}

CompiledCall call_of(const Task& task, const Compiler& compiler, const TaskCall& call) {
  CompiledCall out;
  if (auto a = task.action_index.find(call.name()); a != task.action_index.end()) {
    out.primitive = true;
    out.index = a->second;
  } else if (auto c = task.compound_index.find(call.name()); c != task.compound_index.end()) {
    out.index = c->second;
  } else {
    unchecked(call.call, "an unknown task");
  }
  out.terms = compiler.call_terms(call.call);
  return out;
}

void compile_hierarchy(const Domain& domain, const Problem& problem, Task& task) {
  for (const CompoundTask& compound : domain.tasks) {
    CompiledCompound compiled;
    compiled.name = compound.name;
    compiled.types = frame_of(task, compound.parameters).types;
    task.compound_index.emplace(compound.name, static_cast<int>(task.compounds.size()));
    task.compounds.push_back(std::move(compiled));
  }
  for (const Method& method : domain.methods) {
    CompiledMethod compiled;
    compiled.name = method.name;
    auto c = task.compound_index.find(method.task.name());
    if (c == task.compound_index.end()) unchecked(method.task.call, "an unknown compound task");
    compiled.task = c->second;
    compiled.frame = frame_of(task, method.parameters);
    compiled.parameters = method.parameters.size();
    Compiler compiler(task, compiled.frame);
    compiled.task_terms = compiler.call_terms(method.task.call);
    for (const TaskCall& call : method.subtasks) compiled.subtasks.push_back(call_of(task, compiler, call));
    std::vector<bool> named(compiled.parameters, false);
    auto note = [&](const std::vector<Term>& terms) {
      for (const Term& t : terms)
        if (t.variable) named[static_cast<std::size_t>(t.index)] = true;
    };
    note(compiled.task_terms);
    for (const CompiledCall& call : compiled.subtasks) note(call.terms);
    for (std::size_t slot = 0; slot < compiled.parameters; ++slot)
      if (!named[slot]) compiled.free_slots.push_back(static_cast<int>(slot));
    compiled.precondition =
        compiler.over(method.precondition, compiled.free_slots, [&] { return compiler.condition(method.precondition); });
    Expr place;
    place.line = method.line;
    place.column = method.column;
    compiled.work = compiler.work(place);
    task.compounds[static_cast<std::size_t>(compiled.task)].methods.push_back(static_cast<int>(task.methods.size()));
    task.method_index.emplace(method.name, static_cast<int>(task.methods.size()));
    task.methods.push_back(std::move(compiled));
  }
  if (problem.htn) {
    task.network_frame = frame_of(task, problem.htn->parameters);
    Compiler compiler(task, task.network_frame);
    for (const TaskCall& call : problem.htn->subtasks) task.network.push_back(call_of(task, compiler, call));
  }
}

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
  for (std::size_t i = 0; i < task.type_names.size(); ++i) task.type_index.emplace(task.type_names[i], static_cast<int>(i));
  task.objects_of_type = type_members(domain, task);

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
    Expr place;
    place.line = action.line;
    place.column = action.column;
    compiled.work = compiler.work(place);
    task.action_index.emplace(action.name, static_cast<int>(task.actions.size()));
    task.actions.push_back(std::move(compiled));
  }

  Compiler goal(task, task.goal_frame);
  task.goal = goal.condition(problem.goal);
  task.goal_work = goal.work(problem.goal);
  compile_hierarchy(domain, problem, task);
  return task;
}

}  // namespace pg::pddl

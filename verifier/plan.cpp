#include "verifier/plan.hpp"

#include <algorithm>
#include <cctype>
#include <cstdint>
#include <cstring>
#include <map>
#include <span>
#include <unordered_map>
#include <unordered_set>
#include <utility>

#include "core/errors.hpp"
#include "core/text.hpp"

namespace pg {
namespace {

using pddl::Expr;

std::string lowercase(std::string_view text) {
  std::string out(text);
  for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

// ---------------------------------------------------------------------------
// The task: names resolved to indices once, so that a step costs lookups in
// the state and no string work.
// ---------------------------------------------------------------------------

// An object, or a variable's slot in the frame of the formula's evaluation.
struct Term {
  int index = 0;
  bool variable = false;
};

struct Condition {
  enum class Kind { truth, atom, equal, negation, conjunction, disjunction, implication, universal, existential };
  Kind kind = Kind::truth;
  int predicate = -1;
  std::vector<Term> terms;
  std::vector<Condition> parts;
  std::vector<int> slots;  // the quantified variables
};

struct Effect {
  enum class Kind { conjunction, add, remove, universal, conditional };
  Kind kind = Kind::conjunction;
  int predicate = -1;
  std::vector<Term> terms;
  std::vector<Effect> parts;
  std::vector<int> slots;  // the quantified variables
  Condition condition;     // of a conditional effect
};

// The variables of one action (its parameters first) or of the goal, each
// with a slot of its own.
struct Frame {
  std::vector<std::string> names;
  std::vector<int> types;
};

struct CompiledAction {
  std::string name;
  std::size_t parameters = 0;
  Frame frame;
  Condition precondition;
  Effect effect;
};

struct Task {
  std::vector<std::string> object_names;
  std::vector<std::string> object_types;
  std::unordered_map<std::string, int> object_index;
  std::vector<std::string> type_names;
  std::map<std::string, int> type_index;
  std::vector<std::vector<int>> objects_of_type;  // subtypes' objects included
  std::vector<std::string> predicate_names;
  std::map<std::string, int> predicate_index;
  std::vector<std::size_t> arity;
  std::vector<CompiledAction> actions;
  std::unordered_map<std::string, int> action_index;
  Frame goal_frame;
  Condition goal;
};

// read_domain() and check_problem() refuse everything that lands here; a
// Domain or Problem assembled by hand may still hold it.
[[noreturn]] void unchecked(const Expr& at, const std::string& what) {
  throw InputError(what + " in " + pddl::to_string(at), at.line, at.column);
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

Task compile(const pddl::Domain& domain, const pddl::Problem& problem) {
  Task task;
  auto add_object = [&](const pddl::Typed& t) {
    if (task.object_index.count(t.name)) return;
    task.object_index.emplace(t.name, static_cast<int>(task.object_names.size()));
    task.object_names.push_back(t.name);
    task.object_types.push_back(t.type);
  };
  for (const pddl::Typed& t : domain.constants) add_object(t);
  for (const pddl::Typed& t : problem.objects) add_object(t);

  task.type_names.push_back("object");
  for (const auto& [type, parent] : domain.parent_type) task.type_names.push_back(type);
  for (std::size_t i = 0; i < task.type_names.size(); ++i) {
    task.type_index.emplace(task.type_names[i], static_cast<int>(i));
    std::vector<int> members;
    for (std::size_t o = 0; o < task.object_names.size(); ++o)
      if (pddl::is_a(domain, task.object_types[o], task.type_names[i])) members.push_back(static_cast<int>(o));
    task.objects_of_type.push_back(std::move(members));
  }

  for (const auto& [name, types] : domain.predicates) {
    task.predicate_index.emplace(name, static_cast<int>(task.predicate_names.size()));
    task.predicate_names.push_back(name);
    task.arity.push_back(types.size());
  }

  for (const pddl::Action& action : domain.actions) {
    CompiledAction compiled;
    compiled.name = action.name;
    compiled.parameters = action.parameters.size();
    for (const pddl::Typed& p : action.parameters) {
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

// ---------------------------------------------------------------------------
// The state
// ---------------------------------------------------------------------------

// The true atoms, a table per predicate. Where every tuple of objects fits in
// a few megabits, a bit per tuple, so that the quantifiers over all cells of a
// large grid cost an index computation per atom; otherwise a hash set of the
// packed tuples.
class Facts {
 public:
  Facts(const std::vector<std::size_t>& arity, std::size_t objects) : objects_(objects) {
    constexpr std::uint64_t kDenseLimit = std::uint64_t{1} << 22;
    for (std::size_t a : arity) {
      Table table;
      std::uint64_t size = 1;
      table.dense = true;
      for (std::size_t i = 0; i < a && table.dense; ++i) {
        if (objects != 0 && size > kDenseLimit / objects) table.dense = false;
        size *= objects;
      }
      if (table.dense) table.bits.assign(static_cast<std::size_t>(std::max<std::uint64_t>(size, 1)), false);
      tables_.push_back(std::move(table));
    }
  }

  bool holds(int predicate, std::span<const int> args) const {
    const Table& t = tables_[static_cast<std::size_t>(predicate)];
    if (t.dense) return t.bits[index(args)];
    return t.keys.count(packed(args)) != 0;
  }

  void set(int predicate, std::span<const int> args, bool value) {
    Table& t = tables_[static_cast<std::size_t>(predicate)];
    if (t.dense) {
      t.bits[index(args)] = value;
    } else if (value) {
      t.keys.insert(packed(args));
    } else {
      t.keys.erase(packed(args));
    }
  }

 private:
  struct Table {
    bool dense = true;
    std::vector<bool> bits;
    std::unordered_set<std::string> keys;
  };

  std::size_t index(std::span<const int> args) const {
    std::size_t at = 0;
    for (auto it = args.rbegin(); it != args.rend(); ++it) at = at * objects_ + static_cast<std::size_t>(*it);
    return at;
  }

  static std::string packed(std::span<const int> args) {
    std::string key(args.size() * sizeof(int), '\0');
    std::memcpy(key.data(), args.data(), key.size());
    return key;
  }

  std::size_t objects_;
  std::vector<Table> tables_;
};

// ---------------------------------------------------------------------------
// Evaluation
// ---------------------------------------------------------------------------

class Simulator {
 public:
  Simulator(const Task& task, Facts& facts) : task_(task), facts_(facts) {}

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
      env_[slot] = object;
      if (!every(slots, i + 1, body)) return false;
    }
    return true;
  }

  const Task& task_;
  Facts& facts_;
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

Resolved resolve(const Task& task, const pddl::Domain& domain, const PlanStep& step) {
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
    if (!pddl::is_a(domain, has, type))
      throw InputError(in_quotes(step.args[i]) + " is of type " + has + ", but parameter " + action.frame.names[i] +
                           " of " + action.name + " takes type " + type,
                       step.line, column(i));
    out.args.push_back(o->second);
  }
  return out;
}

std::string step_text(const PlanStep& step) {
  std::string out = "(" + step.action;
  for (const std::string& arg : step.args) out += " " + arg;
  return out + ")";
}

}  // namespace

std::vector<PlanStep> read_plan(std::string_view text) {
  std::vector<PlanStep> plan;
  for (const Line& line : split_lines(text)) {
    std::string_view s = line.text;
    std::size_t at = s.find_first_not_of(" \t");
    if (at == std::string_view::npos || s[at] == ';') continue;
    auto col = [](std::size_t i) { return static_cast<int>(i) + 1; };
    if (s[at] != '(')
      throw InputError("expected a step in parentheses such as (move a b), found " +
                           describe_token(s.substr(at, s.find_first_of(" \t", at) - at)),
                       line.number, col(at));
    std::size_t open = at++;
    PlanStep step;
    step.line = line.number;
    bool closed = false;
    while (at < s.size()) {
      char c = s[at];
      if (c == ' ' || c == '\t') {
        ++at;
      } else if (c == ')') {
        closed = true;
        ++at;
        break;
      } else if (c == '(' || c == ';') {
        throw InputError("unexpected " + describe_char(c) + " inside a step", line.number, col(at));
      } else {
        std::size_t start = at;
        while (at < s.size() && s[at] != ' ' && s[at] != '\t' && s[at] != '(' && s[at] != ')' && s[at] != ';') {
          auto u = static_cast<unsigned char>(s[at]);
          if (u < 0x20 || u == 0x7f) throw InputError("unexpected " + describe_char(s[at]), line.number, col(at));
          ++at;
        }
        std::string word = lowercase(s.substr(start, at - start));
        if (step.action.empty()) {
          step.action = std::move(word);
          step.column = col(start);
        } else {
          step.args.push_back(std::move(word));
          step.arg_columns.push_back(col(start));
        }
      }
    }
    if (!closed) throw InputError("missing ')' at the end of the step", line.number, col(s.size()));
    if (step.action.empty()) throw InputError("empty step: expected (action arg ...)", line.number, col(open));
    std::size_t rest = s.find_first_not_of(" \t", at);
    if (rest != std::string_view::npos && s[rest] != ';')
      throw InputError("unexpected text after the step: one step per line", line.number, col(rest));
    plan.push_back(std::move(step));
  }
  return plan;
}

PlanCheck validate_plan(const pddl::Domain& domain, const pddl::Problem& problem, const std::vector<PlanStep>& plan) {
  pddl::check_problem(domain, problem);
  Task task = compile(domain, problem);

  std::vector<Resolved> resolved;
  resolved.reserve(plan.size());
  for (const PlanStep& step : plan) resolved.push_back(resolve(task, domain, step));

  Facts facts(task.arity, task.object_names.size());
  std::vector<int> args;
  for (const pddl::Atom& atom : problem.init) {
    args.clear();
    for (const std::string& name : atom.args) args.push_back(task.object_index.at(name));
    facts.set(task.predicate_index.at(atom.predicate), args, true);
  }

  Simulator sim(task, facts);
  PlanCheck check;
  for (std::size_t k = 0; k < plan.size(); ++k) {
    const CompiledAction& action = task.actions[resolved[k].action];
    sim.enter(action.frame, resolved[k].args);
    if (!sim.holds(action.precondition)) {
      const Condition& failed = sim.culprit(action.precondition);
      check.message = "step " + std::to_string(k + 1) + " " + step_text(plan[k]) + ": precondition " +
                      sim.show(failed, action.parameters) + " is false";
      check.line = plan[k].line;
      return check;
    }
    sim.collect(action.effect);
    sim.apply();
    check.steps = k + 1;
  }

  sim.enter(task.goal_frame, {});
  if (!sim.holds(task.goal)) {
    const Condition& failed = sim.culprit(task.goal);
    check.message = "goal " + sim.show(failed, 0) + " is false " +
                    (plan.empty() ? std::string("in the initial state (the plan is empty)")
                                  : "after the last step (" + std::to_string(plan.size()) + ")");
    return check;
  }
  check.valid = true;
  check.message = "the goal holds after " + std::to_string(plan.size()) + " steps";
  return check;
}

}  // namespace pg

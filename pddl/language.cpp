#include "pddl/language.hpp"

#include <algorithm>
#include <array>
#include <cctype>
#include <optional>
#include <set>

#include "core/errors.hpp"
#include "core/limits.hpp"
#include "core/text.hpp"
#include "pddl/hierarchy_reader.hpp"
#include "pddl/syntax.hpp"

namespace pg::pddl {
namespace {

using namespace syntax;

constexpr std::array<std::string_view, 12> kRequirements = {":strips",
                                                            ":typing",
                                                            ":negative-preconditions",
                                                            ":disjunctive-preconditions",
                                                            ":equality",
                                                            ":existential-preconditions",
                                                            ":universal-preconditions",
                                                            ":quantified-preconditions",
                                                            ":conditional-effects",
                                                            ":adl",
                                                            ":hierarchy",
                                                            ":method-preconditions"};

std::vector<std::string> requirements(const Expr& section) {
  std::vector<std::string> out;
  for (std::size_t i = 1; i < section.items.size(); ++i) {
    const Expr& item = section.items[i];
    const std::string& name = symbol_at(item, "a requirement such as :typing");
    if (std::find(kRequirements.begin(), kRequirements.end(), name) == kRequirements.end()) {
      std::string supported;
      for (std::string_view r : kRequirements) supported += (supported.empty() ? "" : " ") + std::string(r);
      fail(item, "requirement " + in_quotes(name) + " is not supported (supported: " + supported + ")");
    }
    out.push_back(name);
  }
  return out;
}

// A text (define (KIND NAME) SECTION...): NAME and the sections in order,
// each keyword once except :action.
struct Define {
  Expr top;
  std::string name;
  std::vector<const Expr*> sections;  // within `top`, which holds them
};

Define define(std::string_view text, std::string_view kind) {
  Define out{parse(text), {}, {}};
  const Expr& top = out.top;
  std::string shape = "(define (" + std::string(kind) + " NAME) ...)";
  if (!top.is_list || head(top) != "define") fail(top, "expected " + shape + ", found " + to_string(top));
  if (top.items.size() < 2) fail(top, "expected " + shape + ", found " + to_string(top));
  const Expr& header = top.items[1];
  if (!header.is_list || header.items.size() != 2 || header.items[1].is_list || head(header) != kind) {
    std::string other = kind == "domain" ? "problem" : "domain";
    if (head(header) == other)
      fail(header, "this is a " + other + ", not a " + std::string(kind) + ": expected " + shape);
    fail(header, "expected (" + std::string(kind) + " NAME), found " + to_string(header));
  }
  out.name = header.items[1].symbol;
  std::set<std::string> seen;
  for (std::size_t i = 2; i < top.items.size(); ++i) {
    const Expr& section = top.items[i];
    const std::string& keyword = head(section);
    if (keyword.empty() || keyword[0] != ':')
      fail(section, "expected a section such as (:" + std::string(kind == "domain" ? "predicates" : "init") +
                        " ...), found " + to_string(section));
    const bool repeats = keyword == ":action" || keyword == ":task" || keyword == ":method";
    if (!repeats && !seen.insert(keyword).second) fail(section, "a second (" + keyword + " ...) section");
    out.sections.push_back(&section);
  }
  return out;
}

void read_types(const Expr& section, Domain& domain) {
  std::vector<Typed> types = typed_list(section, 1, false, "a type name");
  std::set<std::string> declared;
  for (const Typed& t : types) {
    if (t.name == "object") {
      if (t.type != "object") throw InputError("'object' is the root type and has no parent", t.line, t.column);
      continue;
    }
    auto it = domain.parent_type.emplace(t.name, t.type).first;
    if (!declared.insert(t.name).second && it->second != t.type)
      throw InputError(
          "type " + in_quotes(t.name) + " is declared with two parents, " + in_quotes(it->second) + " and " + in_quotes(t.type),
          t.line, t.column);
    it->second = t.type;
  }
  // A parent named only after '-' is a type too, directly under object.
  for (const Typed& t : types)
    if (t.type != "object") domain.parent_type.emplace(t.type, "object");
  // Each type's walk up to object stops at a type already known to get
  // there, so that a long chain of types is walked once, not once a type.
  std::set<std::string> reaches_object;
  for (const Typed& t : types) {
    std::set<std::string> walked;
    std::string at = t.name;
    while (at != "object" && reaches_object.count(at) == 0) {
      if (!walked.insert(at).second)
        throw InputError("type " + in_quotes(t.name) + " is its own ancestor", t.line, t.column);
      auto it = domain.parent_type.find(at);
      if (it == domain.parent_type.end()) break;
      at = it->second;
    }
    reaches_object.merge(walked);
  }
}

void read_predicates(const Expr& section, Domain& domain) {
  for (std::size_t i = 1; i < section.items.size(); ++i) {
    const Expr& p = list_at(section.items[i], "a predicate such as (at ?x - place)");
    if (p.items.empty()) fail(p, "expected a predicate such as (at ?x - place), found ()");
    const std::string& name = symbol_at(p.items[0], "a predicate name");
    if (is_variable(name) || name == "=" || name == "and" || name == "or" || name == "not" || name == "imply" ||
        name == "forall" || name == "exists" || name == "when")
      fail(p.items[0], in_quotes(name) + " cannot name a predicate");
    std::vector<Typed> args = typed_list(p, 1, true, "a variable");
    require_no_duplicates(args, "variable");
    require_types(domain, args);
    std::vector<std::string> types;
    for (const Typed& a : args) types.push_back(a.type);
    if (!domain.predicates.emplace(name, std::move(types)).second)
      fail(p.items[0], "predicate " + in_quotes(name) + " is declared twice");
  }
}

Action read_action(const Expr& section, const Domain& domain, const std::map<std::string, std::string>& constants) {
  if (section.items.size() < 2) fail(section, "expected (:action NAME :parameters (...) ...)");
  Action action;
  action.name = symbol_at(section.items[1], "the action's name");
  action.line = section.items[1].line;
  action.column = section.items[1].column;
  action.precondition.is_list = action.effect.is_list = true;
  action.precondition.line = action.effect.line = section.line;
  action.precondition.column = action.effect.column = section.column;
  std::set<std::string> seen;
  for (std::size_t i = 2; i < section.items.size(); i += 2) {
    const Expr& key = section.items[i];
    const std::string& keyword = symbol_at(key, "a keyword such as :precondition");
    if (keyword != ":parameters" && keyword != ":precondition" && keyword != ":effect")
      fail(key, "expected :parameters, :precondition or :effect, found " + in_quotes(keyword));
    if (!seen.insert(keyword).second) fail(key, keyword + " is given twice");
    if (i + 1 == section.items.size()) fail(key, keyword + " has no value after it");
    const Expr& value = section.items[i + 1];
    if (keyword == ":parameters") {
      action.parameters = typed_list(list_at(value, "the parameters"), 0, true, "a parameter");
      require_no_duplicates(action.parameters, "parameter");
      require_types(domain, action.parameters);
    } else if (keyword == ":precondition") {
      action.precondition = value;
    } else {
      action.effect = value;
    }
  }
  Scope scope{domain, constants, action.parameters};
  if (!is_empty(action.precondition)) check_condition(action.precondition, scope);
  if (!is_empty(action.effect)) check_effect(action.effect, scope);
  return action;
}

}  // namespace

bool is_a(const Domain& domain, const std::string& type, const std::string& ancestor) {
  if (ancestor == "object") return true;
  std::string at = type;
  // The bound guards against a hand-made cyclic hierarchy; read_domain refuses one.
  for (std::size_t steps = 0; steps <= domain.parent_type.size(); ++steps) {
    if (at == ancestor) return true;
    auto it = domain.parent_type.find(at);
    if (it == domain.parent_type.end()) return false;
    at = it->second;
  }
  return false;
}

Domain read_domain(std::string_view text) {
  const Define def = define(text, "domain");
  Domain domain;
  domain.name = def.name;
  // Types and predicates before actions, whatever the order in the text.
  std::vector<const Expr*> actions;
  std::vector<const Expr*> tasks;
  std::vector<const Expr*> methods;
  const Expr* types = nullptr;
  const Expr* constants = nullptr;
  const Expr* predicates = nullptr;
  for (const Expr* section : def.sections) {
    const std::string& keyword = head(*section);
    if (keyword == ":requirements") {
      domain.requirements = requirements(*section);
    } else if (keyword == ":types") {
      types = section;
    } else if (keyword == ":constants") {
      constants = section;
    } else if (keyword == ":predicates") {
      predicates = section;
    } else if (keyword == ":action") {
      actions.push_back(section);
    } else if (keyword == ":task") {
      tasks.push_back(section);
    } else if (keyword == ":method") {
      methods.push_back(section);
    } else if (keyword == ":functions" || keyword == ":durative-action" || keyword == ":derived") {
      fail(*section, "(" + keyword + " ...) is not supported");
    } else {
      fail(*section, "unknown domain section (" + keyword + " ...)");
    }
  }
  if (types) read_types(*types, domain);
  if (constants) {
    domain.constants = typed_list(*constants, 1, false, "a constant");
    require_no_duplicates(domain.constants, "constant");
    require_types(domain, domain.constants);
  }
  if (predicates) read_predicates(*predicates, domain);
  std::map<std::string, std::string> constant_types = types_of(domain.constants);
  std::set<std::string> names;
  for (const Expr* section : actions) {
    Action action = read_action(*section, domain, constant_types);
    if (!names.insert(action.name).second)
      throw InputError("action " + in_quotes(action.name) + " is declared twice", action.line, action.column);
    domain.actions.push_back(std::move(action));
  }
  // Tasks before methods, which name them.
  for (const Expr* section : tasks) {
    CompoundTask task = read_compound_task(*section, domain);
    if (!names.insert(task.name).second)
      throw InputError("task " + in_quotes(task.name) + " is declared twice, or as an action too", task.line,
                       task.column);
    domain.tasks.push_back(std::move(task));
  }
  std::set<std::string> method_names;
  for (const Expr* section : methods) {
    Method method = read_method(*section, domain, constant_types);
    if (!method_names.insert(method.name).second)
      throw InputError("method " + in_quotes(method.name) + " is declared twice", method.line, method.column);
    domain.methods.push_back(std::move(method));
  }
  return domain;
}

Problem read_problem(std::string_view text) {
  const Define def = define(text, "problem");
  Problem problem;
  problem.name = def.name;
  bool has_domain = false;
  bool has_goal = false;
  for (const Expr* section : def.sections) {
    const std::string& keyword = head(*section);
    if (keyword == ":domain") {
      require_items(*section, 2, "(:domain NAME)");
      problem.domain = symbol_at(section->items[1], "the domain's name");
      problem.domain_line = section->items[1].line;
      problem.domain_column = section->items[1].column;
      has_domain = true;
    } else if (keyword == ":requirements") {
      requirements(*section);
    } else if (keyword == ":objects") {
      problem.objects = typed_list(*section, 1, false, "an object");
    } else if (keyword == ":init") {
      for (std::size_t i = 1; i < section->items.size(); ++i) {
        const Expr& fact = section->items[i];
        const std::string& name = head(fact);
        if (name.empty()) fail(fact, "expected an atom such as (at ball1 room1), found " + to_string(fact));
        if (name == "=") fail(fact, "numeric fluents such as " + to_string(fact) + " are not supported");
        if (name == "not") fail(fact, "the initial state lists true atoms only; the others are false");
        Atom atom;
        atom.predicate = name;
        atom.line = fact.line;
        atom.column = fact.column;
        for (std::size_t k = 1; k < fact.items.size(); ++k) {
          const std::string& arg = symbol_at(fact.items[k], "an object");
          if (is_variable(arg)) fail(fact.items[k], "the initial state names objects, not variables such as " + arg);
          atom.args.push_back(arg);
        }
        problem.init.push_back(std::move(atom));
      }
    } else if (keyword == ":htn") {
      problem.htn = read_task_network(*section);
    } else if (keyword == ":goal") {
      require_items(*section, 2, "(:goal CONDITION)");
      problem.goal = section->items[1];
      has_goal = true;
    } else if (keyword == ":metric" || keyword == ":constraints") {
      fail(*section, "(" + keyword + " ...) is not supported");
    } else {
      fail(*section, "unknown problem section (" + keyword + " ...)");
    }
  }
  if (!has_domain) fail(def.top, "the problem has no (:domain NAME)");
  if (!has_goal && !problem.htn) fail(def.top, "the problem has no (:goal ...), nor an initial task network (:htn ...)");
  if (!has_goal) {
    problem.goal.is_list = true;
    problem.goal.line = def.top.line;
    problem.goal.column = def.top.column;
  }
  return problem;
}

void check_problem(const Domain& domain, const Problem& problem) {
  if (problem.domain != domain.name)
    throw InputError(
        "the problem is for domain " + in_quotes(problem.domain) + ", but the domain is " + in_quotes(domain.name),
        problem.domain_line, problem.domain_column);
  std::map<std::string, std::string> objects = types_of(domain.constants);
  std::set<std::string> declared;
  for (const Typed& object : problem.objects) {
    if (!known_type(domain, object.type))
      throw InputError("unknown type " + in_quotes(object.type) + " for " + in_quotes(object.name), object.line,
                       object.column);
    if (!declared.insert(object.name).second)
      throw InputError("object " + in_quotes(object.name) + " is declared twice", object.line, object.column);
    // Repeating a constant of the domain with its own type is common and harmless.
    auto [it, added] = objects.emplace(object.name, object.type);
    if (!added && it->second != object.type)
      throw InputError("object " + in_quotes(object.name) + " is a constant of type " + in_quotes(it->second) +
                           " in the domain, declared here as " + in_quotes(object.type),
                       object.line, object.column);
  }
  // Whether objects of one type may stand for another, asked once a pair:
  // a walk up a chain of types for every argument of every atom would take
  // as long as the chain is.
  std::map<std::pair<std::string, std::string>, bool> fits;
  auto fits_type = [&](const std::string& type, const std::string& wanted) {
    auto [it, added] = fits.try_emplace({type, wanted}, false);
    if (added) it->second = is_a(domain, type, wanted);
    return it->second;
  };
  for (const Atom& atom : problem.init) {
    auto p = domain.predicates.find(atom.predicate);
    if (p == domain.predicates.end())
      throw InputError("unknown predicate " + in_quotes(atom.predicate), atom.line, atom.column);
    if (atom.args.size() != p->second.size())
      throw InputError("predicate " + in_quotes(atom.predicate) + " takes " + std::to_string(p->second.size()) +
                           " arguments, found " + std::to_string(atom.args.size()),
                       atom.line, atom.column);
    for (std::size_t i = 0; i < atom.args.size(); ++i) {
      auto o = objects.find(atom.args[i]);
      if (o == objects.end())
        throw InputError("unknown object " + in_quotes(atom.args[i]) + " in (" + atom.predicate + " ...)", atom.line,
                         atom.column);
      if (!fits_type(o->second, p->second[i]))
        throw InputError("argument " + std::to_string(i + 1) + " of (" + atom.predicate + " ...) takes type " +
                             p->second[i] + ", but " + in_quotes(atom.args[i]) + " is of type " + o->second,
                         atom.line, atom.column);
    }
  }
  Scope scope{domain, objects, {}};
  if (!is_empty(problem.goal)) check_condition(problem.goal, scope);
  if (problem.htn && !domain.hierarchical())
    throw InputError("the problem has an initial task network, but domain " + in_quotes(domain.name) +
                         " declares no tasks (:task ...): it is no HDDL domain",
                     problem.htn->line, problem.htn->column);
  if (!problem.htn && domain.hierarchical())
    throw InputError("domain " + in_quotes(domain.name) +
                         " is hierarchical (HDDL), but the problem has no initial task network (:htn ...)",
                     problem.domain_line, problem.domain_column);
  if (problem.htn) check_task_network(*problem.htn, domain, objects);
}

}  // namespace pg::pddl

#include "pddl/syntax.hpp"

#include <algorithm>
#include <array>
#include <set>

#include "core/errors.hpp"
#include "core/text.hpp"

namespace pg::pddl::syntax {
namespace {

bool is_numeric_effect(const std::string& op) {
  static const std::array<std::string_view, 5> numeric = {"increase", "decrease", "assign", "scale-up", "scale-down"};
  return std::find(numeric.begin(), numeric.end(), op) != numeric.end();
}

}  // namespace

void fail(const Expr& at, const std::string& message) { throw InputError(message, at.line, at.column); }

bool is_variable(const std::string& name) { return !name.empty() && name[0] == '?'; }

const Expr& list_at(const Expr& e, std::string_view what) {
  if (!e.is_list) fail(e, "expected " + std::string(what) + " in parentheses, found " + in_quotes(e.symbol));
  return e;
}

const std::string& symbol_at(const Expr& e, std::string_view what) {
  if (e.is_list) fail(e, "expected " + std::string(what) + ", found a list " + to_string(e));
  return e.symbol;
}

const std::string& head(const Expr& e) {
  static const std::string none;
  return e.is_list && !e.items.empty() && !e.items[0].is_list ? e.items[0].symbol : none;
}

void require_items(const Expr& e, std::size_t count, std::string_view shape) {
  if (e.items.size() != count) fail(e, "expected " + std::string(shape) + ", found " + to_string(e));
}

std::vector<Typed> typed_list(const Expr& list, std::size_t from, bool variables, std::string_view what) {
  std::vector<Typed> out;
  std::size_t untyped = 0;  // the first entry of `out` still waiting for a type
  for (std::size_t i = from; i < list.items.size(); ++i) {
    const Expr& item = list.items[i];
    if (!item.is_list && item.symbol == "-") {
      if (untyped == out.size()) fail(item, "'-' with no name before it to give a type to");
      if (i + 1 == list.items.size()) fail(item, "'-' with no type after it");
      const Expr& type = list.items[i + 1];
      if (type.is_list) {
        if (head(type) == "either") fail(type, "(either ...) types are not supported");
        fail(type, "expected a type name after '-', found " + to_string(type));
      }
      if (is_variable(type.symbol) || type.symbol == "-")
        fail(type, "expected a type name, found " + in_quotes(type.symbol));
      for (std::size_t k = untyped; k < out.size(); ++k) out[k].type = type.symbol;
      untyped = out.size();
      ++i;
      continue;
    }
    const std::string& name = symbol_at(item, what);
    if (variables && !is_variable(name)) fail(item, "expected a variable such as ?x, found " + in_quotes(name));
    if (!variables && is_variable(name)) fail(item, "expected a name, found the variable " + in_quotes(name));
    if (variables && name.size() == 1) fail(item, "'?' alone is not a variable name");
    out.push_back({name, "object", item.line, item.column});
  }
  return out;
}

void require_no_duplicates(const std::vector<Typed>& names, std::string_view what) {
  std::set<std::string> seen;
  for (const Typed& t : names)
    if (!seen.insert(t.name).second)
      throw InputError(std::string(what) + " " + in_quotes(t.name) + " is declared twice", t.line, t.column);
}

bool known_type(const Domain& domain, const std::string& type) {
  return type == "object" || domain.parent_type.count(type) != 0;
}

void require_types(const Domain& domain, const std::vector<Typed>& names) {
  for (const Typed& t : names)
    if (!known_type(domain, t.type))
      throw InputError("unknown type " + in_quotes(t.type) + " for " + in_quotes(t.name), t.line, t.column);
}

void check_term(const Expr& term, const Scope& scope) {
  const std::string& name = symbol_at(term, "a variable or an object");
  if (is_variable(name)) {
    for (const Typed& v : scope.variables)
      if (v.name == name) return;
    fail(term, "unknown variable " + in_quotes(name) + ": not a parameter nor bound by forall or exists");
  }
  if (scope.objects.count(name) == 0) fail(term, "unknown object " + in_quotes(name));
}

void check_atom(const Expr& atom, const Scope& scope) {
  const std::string& name = head(atom);
  if (name.empty()) fail(atom, "expected a predicate, found " + to_string(atom));
  std::size_t arity = atom.items.size() - 1;
  if (name == "=") {
    if (arity != 2) fail(atom, "(= a b) takes 2 arguments, found " + std::to_string(arity));
  } else {
    auto it = scope.domain.predicates.find(name);
    if (it == scope.domain.predicates.end()) fail(atom.items[0], "unknown predicate " + in_quotes(name));
    if (arity != it->second.size())
      fail(atom, "predicate " + in_quotes(name) + " takes " + std::to_string(it->second.size()) + " arguments, found " +
                     std::to_string(arity));
  }
  for (std::size_t i = 1; i < atom.items.size(); ++i) check_term(atom.items[i], scope);
}

namespace {

// The variables of (forall (?x - t) ...) and (exists ...), pushed onto the
// scope; returns how many to pop afterwards.
std::size_t bind(const Expr& variables, Scope& scope) {
  list_at(variables, "the list of quantified variables");
  std::vector<Typed> bound = typed_list(variables, 0, true, "a variable");
  require_no_duplicates(bound, "variable");
  require_types(scope.domain, bound);
  scope.variables.insert(scope.variables.end(), bound.begin(), bound.end());
  return bound.size();
}

void unbind(Scope& scope, std::size_t count) { scope.variables.resize(scope.variables.size() - count); }

}  // namespace

void check_condition(const Expr& e, Scope& scope) {
  list_at(e, "a condition");
  const std::string& op = head(e);
  if (op.empty()) fail(e, "expected a condition, found " + to_string(e));
  if (op == "and" || op == "or") {
    for (std::size_t i = 1; i < e.items.size(); ++i) check_condition(e.items[i], scope);
  } else if (op == "not") {
    require_items(e, 2, "(not CONDITION)");
    check_condition(e.items[1], scope);
  } else if (op == "imply") {
    require_items(e, 3, "(imply CONDITION CONDITION)");
    check_condition(e.items[1], scope);
    check_condition(e.items[2], scope);
  } else if (op == "forall" || op == "exists") {
    require_items(e, 3, "(" + op + " (VARIABLES) CONDITION)");
    std::size_t count = bind(e.items[1], scope);
    check_condition(e.items[2], scope);
    unbind(scope, count);
  } else if (op == "when") {
    fail(e, "(when ...) belongs in an effect, not in a condition");
  } else {
    check_atom(e, scope);
  }
}

void check_effect(const Expr& e, Scope& scope) {
  list_at(e, "an effect");
  const std::string& op = head(e);
  if (op.empty()) fail(e, "expected an effect, found " + to_string(e));
  if (op == "and") {
    for (std::size_t i = 1; i < e.items.size(); ++i) check_effect(e.items[i], scope);
  } else if (op == "not") {
    require_items(e, 2, "(not ATOM)");
    const Expr& atom = e.items[1];
    list_at(atom, "an atom");
    if (head(atom) == "=") fail(atom, "an effect cannot change equality");
    if (head(atom) == "and" || head(atom) == "or" || head(atom) == "not" || head(atom) == "forall" ||
        head(atom) == "exists" || head(atom) == "when" || head(atom) == "imply")
      fail(atom, "an effect can delete an atom only, found " + to_string(atom));
    check_atom(atom, scope);
  } else if (op == "forall") {
    require_items(e, 3, "(forall (VARIABLES) EFFECT)");
    std::size_t count = bind(e.items[1], scope);
    check_effect(e.items[2], scope);
    unbind(scope, count);
  } else if (op == "when") {
    require_items(e, 3, "(when CONDITION EFFECT)");
    check_condition(e.items[1], scope);
    check_effect(e.items[2], scope);
  } else if (op == "=") {
    fail(e, "an effect cannot change equality");
  } else if (op == "or" || op == "imply" || op == "exists") {
    fail(e, "(" + op + " ...) is a condition, not an effect");
  } else if (is_numeric_effect(op)) {
    fail(e, "numeric effects such as (" + op + " ...) are not supported");
  } else {
    check_atom(e, scope);
  }
}

bool is_empty(const Expr& e) { return e.is_list && e.items.empty(); }

std::map<std::string, std::string> types_of(const std::vector<Typed>& names) {
  std::map<std::string, std::string> out;
  for (const Typed& t : names) out.emplace(t.name, t.type);
  return out;
}

}  // namespace pg::pddl::syntax

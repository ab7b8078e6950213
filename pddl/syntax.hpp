// What the readers of domains, problems and task hierarchies share: the
// shapes of lists and typed names, and the check of formulas against what
// they may name. Every fault raises InputError at its place in the text.
#pragma once

#include <cstddef>
#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "pddl/language.hpp"

namespace pg::pddl::syntax {

[[noreturn]] void fail(const Expr& at, const std::string& message);
bool is_variable(const std::string& name);

// `e` itself when it is a list; a fault naming `what` otherwise.
const Expr& list_at(const Expr& e, std::string_view what);
const std::string& symbol_at(const Expr& e, std::string_view what);
// The symbol heading a list, or "" for an empty list or one headed by a list.
const std::string& head(const Expr& e);
void require_items(const Expr& e, std::size_t count, std::string_view shape);
// "a b - t c - u d" from item `from` of `list`: names, each group followed by
// "- TYPE"; the names after the last type are objects. `variables`: each name
// must be one (?x), or none may be.
std::vector<Typed> typed_list(const Expr& list, std::size_t from, bool variables, std::string_view what);
void require_no_duplicates(const std::vector<Typed>& names, std::string_view what);
bool known_type(const Domain& domain, const std::string& type);
void require_types(const Domain& domain, const std::vector<Typed>& names);
std::map<std::string, std::string> types_of(const std::vector<Typed>& names);

// What a formula may name: the variables in scope (innermost last) and the
// objects with their types.
struct Scope {
  const Domain& domain;
  const std::map<std::string, std::string>& objects;
  std::vector<Typed> variables;
};

// A variable in scope or a known object.
void check_term(const Expr& term, const Scope& scope);
// (predicate term ...) of a declared predicate and arity, or (= a b).
void check_atom(const Expr& atom, const Scope& scope);
void check_condition(const Expr& e, Scope& scope);
void check_effect(const Expr& e, Scope& scope);
// The top of a precondition, goal or effect: "()" stands for nothing.
bool is_empty(const Expr& e);

}  // namespace pg::pddl::syntax

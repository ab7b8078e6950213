// PDDL domains and problems, read into plain values for plan validation.
//
// The subset is what :adl implies without numeric fluents: typing with a
// hierarchy, negative and disjunctive preconditions, equality, quantified
// preconditions and conditional effects. PDDL is case-insensitive, so every
// symbol is lowercased on reading: a domain that declares (NEXT ?a ?b) matches
// a problem that writes (next n0 n1).
//
// HDDL, the hierarchical extension (Höller et al., AAAI 2020), is read too:
// compound tasks, methods that decompose them into totally ordered subtasks,
// and a problem's initial task network.
//
// Every malformed text raises InputError with the 1-based line and column of
// the offending symbol or of the '(' opening the offending list.
#pragma once

#include <compare>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <tuple>
#include <vector>

namespace pg::pddl {

// A symbol, or a list of expressions; the place is that of the symbol or of
// the list's '('.
struct Expr {
  bool is_list = false;
  std::string symbol;  // lowercased; empty for a list
  std::vector<Expr> items;
  int line = 0;
  int column = 0;
};

// Exactly one top-level form; ';' starts a comment that runs to the end of the
// line.
Expr parse(std::string_view text);
// The expression on one line, for messages: "(not (blocked ?to))".
std::string to_string(const Expr& expr);

// A declared name with its type: "object" when the text gives none.
struct Typed {
  std::string name;
  std::string type;
  int line = 0;
  int column = 0;
};

struct Action {
  std::string name;
  std::vector<Typed> parameters;
  // An empty list when the action has none: always true, no change.
  Expr precondition;
  Expr effect;
  int line = 0;
  int column = 0;
};

// A task as a method or a task network names it.
struct TaskCall {
  std::string id;  // "t1"; empty when the text gives none
  Expr call;       // (name term ...), each term a variable or an object
  const std::string& name() const { return call.items.front().symbol; }
  std::size_t arity() const { return call.items.size() - 1; }
};

// A compound task: what methods decompose.
struct CompoundTask {
  std::string name;
  std::vector<Typed> parameters;
  int line = 0;
  int column = 0;
};

// One way to carry out a compound task: its subtasks in order, when the
// precondition holds in the state before the first of them.
struct Method {
  std::string name;
  std::vector<Typed> parameters;
  TaskCall task;       // the compound task it decomposes
  Expr precondition;   // an empty list when the method has none
  std::vector<TaskCall> subtasks;  // in the order they are carried out
  int line = 0;
  int column = 0;
};

// The tasks a hierarchical problem starts from, in order.
struct TaskNetwork {
  std::vector<Typed> parameters;
  std::vector<TaskCall> subtasks;
  int line = 0;  // of the (:htn ...) section
  int column = 0;
};

struct Domain {
  std::string name;
  std::vector<std::string> requirements;           // as written: ":typing", ":adl"
  std::map<std::string, std::string> parent_type;  // every declared type but "object"
  std::vector<Typed> constants;
  std::map<std::string, std::vector<std::string>> predicates;  // the type of each argument
  std::vector<Action> actions;
  std::vector<CompoundTask> tasks;  // HDDL's; none in a PDDL domain
  std::vector<Method> methods;

  bool hierarchical() const { return !tasks.empty(); }
};

// A ground atom. Where the text gives it is kept for messages but is no part
// of its identity, so that atoms compare and sort by predicate and arguments.
struct Atom {
  std::string predicate;
  std::vector<std::string> args;
  int line = 0;
  int column = 0;

  friend bool operator==(const Atom& a, const Atom& b) { return a.predicate == b.predicate && a.args == b.args; }
  friend std::strong_ordering operator<=>(const Atom& a, const Atom& b) {
    return std::tie(a.predicate, a.args) <=> std::tie(b.predicate, b.args);
  }
};

struct Problem {
  std::string name;
  std::string domain;  // the name given by (:domain NAME)
  int domain_line = 0;
  int domain_column = 0;
  std::vector<Typed> objects;
  std::vector<Atom> init;
  Expr goal;  // an empty list when a hierarchical problem has none
  std::optional<TaskNetwork> htn;  // a hierarchical problem's
};

// Also checks what a domain can check on its own: known requirements, types,
// predicates, arities and variables in every precondition and effect.
Domain read_domain(std::string_view text);
// The syntax only; check_problem() holds it against a domain.
Problem read_problem(std::string_view text);

// That `problem` is one of `domain`'s: the same domain name, declared types,
// no object declared twice, init and goal atoms that name known predicates
// with the right number of declared objects (of the right types in init), and
// a task network exactly when the domain is hierarchical, whose tasks the
// domain declares. The places are in the problem's text.
void check_problem(const Domain& domain, const Problem& problem);

// Whether `type` is `ancestor` or one of its subtypes; every type is an object.
bool is_a(const Domain& domain, const std::string& type, const std::string& ancestor);

}  // namespace pg::pddl

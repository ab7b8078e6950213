#include "pddl/language.hpp"

#include <algorithm>
#include <array>
#include <cctype>
#include <optional>
#include <set>

#include "core/errors.hpp"
#include "core/limits.hpp"
#include "core/text.hpp"

namespace pg::pddl {
namespace {

// Deep enough for any real domain; a bound keeps the recursive walks over a
// hostile input off the end of the stack.
constexpr int kMaxDepth = limits::kDeepestNesting;

[[noreturn]] void fail(const Expr& at, const std::string& message) { throw InputError(message, at.line, at.column); }

bool is_variable(const std::string& name) { return !name.empty() && name[0] == '?'; }

// ---------------------------------------------------------------------------
// S-expressions
// ---------------------------------------------------------------------------

class Reader {
 public:
  explicit Reader(std::string_view text) : at_(text) {}

  Expr read() {
    skip_blanks();
    if (at_.at_end()) throw InputError("empty input: expected a PDDL form such as (define ...)", 1, 1);
    std::vector<Expr> open;  // the lists being read, innermost last
    std::optional<Expr> done;
    while (!done) {
      skip_blanks();
      if (at_.at_end()) {
        const Expr& unclosed = open.back();
        throw InputError("unbalanced parentheses: this '(' is not closed before the end of the input", unclosed.line,
                         unclosed.column);
      }
      char c = at_.peek();
      if (c == '(') {
        if (static_cast<int>(open.size()) >= kMaxDepth)
          throw InputError("lists nested more than " + std::to_string(kMaxDepth) + " deep", at_.line, at_.column);
        Expr list;
        list.is_list = true;
        list.line = at_.line;
        list.column = at_.column;
        open.push_back(std::move(list));
        at_.advance();
      } else if (c == ')') {
        if (open.empty()) stray();
        at_.advance();
        Expr list = std::move(open.back());
        open.pop_back();
        if (open.empty())
          done = std::move(list);
        else
          open.back().items.push_back(std::move(list));
      } else {
        Expr symbol = read_symbol();
        if (open.empty())
          done = std::move(symbol);
        else
          open.back().items.push_back(std::move(symbol));
      }
    }
    skip_blanks();
    if (!at_.at_end()) {
      if (at_.peek() == ')') stray();
      throw InputError("unexpected text after the end of the form: a PDDL file holds exactly one (define ...)",
                       at_.line, at_.column);
    }
    return std::move(*done);
  }

 private:
  static bool is_blank(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v'; }

  void skip_blanks() {
    while (!at_.at_end()) {
      char c = at_.peek();
      if (is_blank(c)) {
        at_.advance();
      } else if (c == ';') {
        while (!at_.at_end() && at_.peek() != '\n') at_.advance();
      } else {
        return;
      }
    }
  }

  [[noreturn]] void stray() const {
    throw InputError("unexpected ')' with no '(' open to close", at_.line, at_.column);
  }

  Expr read_symbol() {
    Expr symbol;
    symbol.line = at_.line;
    symbol.column = at_.column;
    while (!at_.at_end()) {
      char c = at_.peek();
      if (is_blank(c) || c == '(' || c == ')' || c == ';') break;
      auto u = static_cast<unsigned char>(c);
      if (u < 0x20 || u == 0x7f) throw InputError("unexpected " + describe_char(c), at_.line, at_.column);
      symbol.symbol += static_cast<char>(std::tolower(u));
      at_.advance();
    }
    return symbol;
  }

  TextCursor at_;
};

// ---------------------------------------------------------------------------
// Shapes
// ---------------------------------------------------------------------------

const Expr& list_at(const Expr& e, std::string_view what) {
  if (!e.is_list) fail(e, "expected " + std::string(what) + " in parentheses, found " + in_quotes(e.symbol));
  return e;
}

const std::string& symbol_at(const Expr& e, std::string_view what) {
  if (e.is_list) fail(e, "expected " + std::string(what) + ", found a list " + to_string(e));
  return e.symbol;
}

// The symbol heading a list, or "" for an empty list or one headed by a list.
const std::string& head(const Expr& e) {
  static const std::string none;
  return e.is_list && !e.items.empty() && !e.items[0].is_list ? e.items[0].symbol : none;
}

void require_items(const Expr& e, std::size_t count, std::string_view shape) {
  if (e.items.size() != count) fail(e, "expected " + std::string(shape) + ", found " + to_string(e));
}

// "a b - t c - u d": names, each group followed by "- TYPE"; the names after
// the last type are objects.
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

// ---------------------------------------------------------------------------
// Formulas
// ---------------------------------------------------------------------------

// What a formula may name: the variables in scope (innermost last) and the
// objects with their types.
struct Scope {
  const Domain& domain;
  const std::map<std::string, std::string>& objects;
  std::vector<Typed> variables;
};

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

bool is_numeric_effect(const std::string& op) {
  static const std::array<std::string_view, 5> numeric = {"increase", "decrease", "assign", "scale-up", "scale-down"};
  return std::find(numeric.begin(), numeric.end(), op) != numeric.end();
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

// The top of a precondition, goal or effect: "()" stands for nothing.
bool is_empty(const Expr& e) { return e.is_list && e.items.empty(); }

// ---------------------------------------------------------------------------
// Sections
// ---------------------------------------------------------------------------

constexpr std::array<std::string_view, 10> kRequirements = {":strips",
                                                            ":typing",
                                                            ":negative-preconditions",
                                                            ":disjunctive-preconditions",
                                                            ":equality",
                                                            ":existential-preconditions",
                                                            ":universal-preconditions",
                                                            ":quantified-preconditions",
                                                            ":conditional-effects",
                                                            ":adl"};

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
    if (keyword != ":action" && !seen.insert(keyword).second) fail(section, "a second (" + keyword + " ...) section");
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

std::map<std::string, std::string> types_of(const std::vector<Typed>& names) {
  std::map<std::string, std::string> out;
  for (const Typed& t : names) out.emplace(t.name, t.type);
  return out;
}

void write(const Expr& e, std::string& out) {
  if (!e.is_list) {
    out += e.symbol;
    return;
  }
  out += '(';
  for (std::size_t i = 0; i < e.items.size(); ++i) {
    if (i > 0) out += ' ';
    write(e.items[i], out);
  }
  out += ')';
}

}  // namespace

Expr parse(std::string_view text) { return Reader(text).read(); }

std::string to_string(const Expr& expr) {
  std::string out;
  write(expr, out);
  return out;
}

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
  if (!has_goal) fail(def.top, "the problem has no (:goal ...)");
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
}

}  // namespace pg::pddl

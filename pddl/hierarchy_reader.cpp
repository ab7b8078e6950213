#include "pddl/hierarchy_reader.hpp"

#include <algorithm>
#include <set>
#include <vector>

#include "core/errors.hpp"
#include "core/text.hpp"
#include "pddl/syntax.hpp"

namespace pg::pddl::syntax {
namespace {

// The values of a section's keywords, ":parameters (...) :task (...)", each
// at most once and each one of `known`.
std::map<std::string, const Expr*> keywords(const Expr& section, std::size_t from,
                                            std::initializer_list<std::string_view> known) {
  std::map<std::string, const Expr*> out;
  for (std::size_t i = from; i < section.items.size(); i += 2) {
    const Expr& key = section.items[i];
    const std::string& keyword = symbol_at(key, "a keyword such as :parameters");
    if (std::find(known.begin(), known.end(), keyword) == known.end()) {
      std::string list;
      for (std::string_view k : known) list += (list.empty() ? "" : ", ") + std::string(k);
      if (keyword == ":constraints")
        fail(key, ":constraints are not supported (this reader takes " + list + ")");
      fail(key, "expected one of " + list + ", found " + in_quotes(keyword));
    }
    if (i + 1 == section.items.size()) fail(key, keyword + " has no value after it");
    if (!out.emplace(keyword, &section.items[i + 1]).second) fail(key, keyword + " is given twice");
  }
  return out;
}

const Expr* value_of(const std::map<std::string, const Expr*>& values, std::initializer_list<std::string_view> names) {
  for (std::string_view name : names)
    if (auto it = values.find(std::string(name)); it != values.end()) return it->second;
  return nullptr;
}

// (name term ...): a task as a method or network names it.
Expr call_at(const Expr& e) {
  list_at(e, "a task such as (light pos-0-0)");
  if (head(e).empty()) fail(e, "expected a task such as (light pos-0-0), found " + to_string(e));
  for (std::size_t i = 1; i < e.items.size(); ++i) symbol_at(e.items[i], "a variable or an object");
  return e;
}

// "(and (t1 (a ?x)) (t2 (b)))", "(t1 (a ?x))", "(a ?x)" or "()".
std::vector<TaskCall> calls_of(const Expr& list) {
  list_at(list, "the subtasks, (and (t1 (task ...)) ...)");
  std::vector<const Expr*> items;
  if (list.items.empty()) {
  } else if (head(list) == "and") {
    for (std::size_t i = 1; i < list.items.size(); ++i) items.push_back(&list.items[i]);
  } else {
    items.push_back(&list);
  }
  std::vector<TaskCall> out;
  std::set<std::string> ids;
  for (const Expr* item : items) {
    list_at(*item, "a subtask such as (t1 (light pos-0-0))");
    TaskCall call;
    if (item->items.size() == 2 && !item->items[0].is_list && item->items[1].is_list) {
      call.id = item->items[0].symbol;
      if (!ids.insert(call.id).second) fail(item->items[0], "subtask id " + in_quotes(call.id) + " is used twice");
      call.call = call_at(item->items[1]);
    } else {
      call.call = call_at(*item);
    }
    out.push_back(std::move(call));
  }
  return out;
}

// The subtasks in the one order `ordering`, (and (< t1 t2) ...), leaves them.
std::vector<TaskCall> totally_ordered(std::vector<TaskCall> calls, const Expr& ordering, const Expr& at) {
  std::vector<const Expr*> pairs;
  list_at(ordering, "the ordering, (and (< t1 t2) ...)");
  if (head(ordering) == "and") {
    for (std::size_t i = 1; i < ordering.items.size(); ++i) pairs.push_back(&ordering.items[i]);
  } else if (!ordering.items.empty()) {
    pairs.push_back(&ordering);
  }
  std::map<std::string, std::size_t> index;
  for (std::size_t i = 0; i < calls.size(); ++i)
    if (!calls[i].id.empty()) index.emplace(calls[i].id, i);
  std::vector<std::set<std::size_t>> after(calls.size());
  std::vector<int> before_count(calls.size(), 0);
  for (const Expr* pair : pairs) {
    list_at(*pair, "an ordering such as (< t1 t2)");
    if (pair->items.size() != 3 || head(*pair) != "<")
      fail(*pair, "expected an ordering such as (< t1 t2), found " + to_string(*pair));
    std::size_t ends[2];
    for (int k = 0; k < 2; ++k) {
      const std::string& id = symbol_at(pair->items[static_cast<std::size_t>(k + 1)], "a subtask's id");
      auto it = index.find(id);
      if (it == index.end()) fail(pair->items[static_cast<std::size_t>(k + 1)], "no subtask has the id " + in_quotes(id));
      ends[k] = it->second;
    }
    if (after[ends[0]].insert(ends[1]).second) ++before_count[ends[1]];
  }
  // The order is total when, at each step, exactly one subtask has nothing
  // left before it.
  std::vector<TaskCall> out;
  std::vector<bool> placed(calls.size(), false);
  for (std::size_t step = 0; step < calls.size(); ++step) {
    std::vector<std::size_t> ready;
    for (std::size_t i = 0; i < calls.size(); ++i)
      if (!placed[i] && before_count[i] == 0) ready.push_back(i);
    if (ready.empty()) fail(ordering, "the ordering has a cycle");
    if (ready.size() > 1)
      fail(at, "the subtasks are only partly ordered (" + in_quotes(calls[ready[0]].id.empty() ? calls[ready[0]].name() : calls[ready[0]].id) +
                   " and " + in_quotes(calls[ready[1]].id.empty() ? calls[ready[1]].name() : calls[ready[1]].id) +
                   " may come in either order): puzzlegen reads totally ordered task networks");
    placed[ready[0]] = true;
    for (std::size_t next : after[ready[0]]) --before_count[next];
    out.push_back(std::move(calls[ready[0]]));
  }
  return out;
}

// The subtasks of a method or network, in order.
std::vector<TaskCall> subtasks_of(const std::map<std::string, const Expr*>& values, const Expr& at) {
  if (const Expr* ordered = value_of(values, {":ordered-subtasks", ":ordered-tasks"})) {
    if (value_of(values, {":subtasks", ":tasks"}))
      fail(*value_of(values, {":subtasks", ":tasks"}), "subtasks are given twice, ordered and not");
    if (const Expr* ordering = value_of(values, {":ordering"})) fail(*ordering, ":ordering with :ordered-subtasks");
    return calls_of(*ordered);
  }
  const Expr* plain = value_of(values, {":subtasks", ":tasks"});
  if (plain == nullptr) {
    if (const Expr* ordering = value_of(values, {":ordering"})) fail(*ordering, ":ordering with no subtasks to order");
    return {};
  }
  std::vector<TaskCall> calls = calls_of(*plain);
  const Expr* ordering = value_of(values, {":ordering"});
  if (calls.size() > 1 && ordering == nullptr)
    fail(at, "the subtasks are not ordered: puzzlegen reads totally ordered task networks (:ordered-subtasks)");
  if (ordering == nullptr) return calls;
  return totally_ordered(std::move(calls), *ordering, at);
}

// That `call` names a declared task or action with its arity, its terms in
// `scope`.
void check_call(const TaskCall& call, const Scope& scope) {
  const Domain& domain = scope.domain;
  const std::string& name = call.name();
  std::size_t arity = 0;
  auto task = std::find_if(domain.tasks.begin(), domain.tasks.end(), [&](const CompoundTask& t) { return t.name == name; });
  auto action = std::find_if(domain.actions.begin(), domain.actions.end(), [&](const Action& a) { return a.name == name; });
  if (task != domain.tasks.end())
    arity = task->parameters.size();
  else if (action != domain.actions.end())
    arity = action->parameters.size();
  else
    fail(call.call.items[0], "unknown task " + in_quotes(name) + ": neither a task nor an action of the domain");
  if (call.arity() != arity)
    fail(call.call, "task " + in_quotes(name) + " takes " + std::to_string(arity) + " arguments, found " +
                        std::to_string(call.arity()));
  for (std::size_t i = 1; i < call.call.items.size(); ++i) check_term(call.call.items[i], scope);
}

std::vector<Typed> parameters_of(const Expr* value, const Domain& domain) {
  if (value == nullptr) return {};
  std::vector<Typed> parameters = typed_list(list_at(*value, "the parameters"), 0, true, "a parameter");
  require_no_duplicates(parameters, "parameter");
  require_types(domain, parameters);
  return parameters;
}

}  // namespace

CompoundTask read_compound_task(const Expr& section, const Domain& domain) {
  if (section.items.size() < 2) fail(section, "expected (:task NAME :parameters (...))");
  CompoundTask task;
  task.name = symbol_at(section.items[1], "the task's name");
  task.line = section.items[1].line;
  task.column = section.items[1].column;
  const auto values = keywords(section, 2, {":parameters"});
  task.parameters = parameters_of(value_of(values, {":parameters"}), domain);
  return task;
}

Method read_method(const Expr& section, const Domain& domain, const std::map<std::string, std::string>& constants) {
  if (section.items.size() < 2) fail(section, "expected (:method NAME :parameters (...) :task (...) ...)");
  Method method;
  method.name = symbol_at(section.items[1], "the method's name");
  method.line = section.items[1].line;
  method.column = section.items[1].column;
  const auto values = keywords(section, 2,
                               {":parameters", ":task", ":precondition", ":ordered-subtasks", ":ordered-tasks",
                                ":subtasks", ":tasks", ":ordering"});
  method.parameters = parameters_of(value_of(values, {":parameters"}), domain);
  const Expr* task = value_of(values, {":task"});
  if (task == nullptr) fail(section, "method " + in_quotes(method.name) + " has no :task it decomposes");
  method.task.call = call_at(*task);
  method.precondition.is_list = true;
  method.precondition.line = section.line;
  method.precondition.column = section.column;
  if (const Expr* precondition = value_of(values, {":precondition"})) method.precondition = *precondition;
  method.subtasks = subtasks_of(values, section);

  Scope scope{domain, constants, method.parameters};
  const std::string& name = method.task.name();
  if (std::none_of(domain.tasks.begin(), domain.tasks.end(), [&](const CompoundTask& t) { return t.name == name; }))
    fail(method.task.call.items[0], "method " + in_quotes(method.name) + " decomposes " + in_quotes(name) +
                                        ", which is no compound task of the domain (:task " + name + " ...)");
  check_call(method.task, scope);
  if (!is_empty(method.precondition)) check_condition(method.precondition, scope);
  for (const TaskCall& call : method.subtasks) check_call(call, scope);
  return method;
}

TaskNetwork read_task_network(const Expr& section) {
  TaskNetwork network;
  network.line = section.line;
  network.column = section.column;
  const auto values =
      keywords(section, 1, {":parameters", ":ordered-subtasks", ":ordered-tasks", ":subtasks", ":tasks", ":ordering"});
  if (const Expr* parameters = value_of(values, {":parameters"})) {
    network.parameters = typed_list(list_at(*parameters, "the parameters"), 0, true, "a parameter");
    require_no_duplicates(network.parameters, "parameter");
  }
  network.subtasks = subtasks_of(values, section);
  return network;
}

void check_task_network(const TaskNetwork& network, const Domain& domain,
                        const std::map<std::string, std::string>& objects) {
  require_types(domain, network.parameters);
  Scope scope{domain, objects, network.parameters};
  for (const TaskCall& call : network.subtasks) check_call(call, scope);
}

}  // namespace pg::pddl::syntax

#include "pddl/stepper.hpp"

#include <limits>

#include "core/errors.hpp"
#include "core/limits.hpp"
#include "core/text.hpp"

namespace pg::pddl::detail {

std::optional<std::size_t> Binding::unify(const std::vector<Term>& terms, std::span<const int> args) {
  for (std::size_t i = 0; i < terms.size(); ++i) {
    const Term& t = terms[i];
    if (!t.variable) {
      if (t.index != args[i]) return i;
      continue;
    }
    const auto slot = static_cast<std::size_t>(t.index);
    if (bound[slot] && value[slot] != args[i]) return i;
    bound[slot] = true;
    value[slot] = args[i];
  }
  return std::nullopt;
}

std::vector<int> Binding::ground(const std::vector<Term>& terms) const {
  std::vector<int> out;
  for (const Term& t : terms) out.push_back(t.variable ? value[static_cast<std::size_t>(t.index)] : t.index);
  return out;
}

Resolved resolve(const Task& task, const PlanStep& step) {
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
    // The type's members are listed in order: no walk up a chain of types.
    const std::vector<int>& members = task.objects_of_type[static_cast<std::size_t>(action.frame.types[i])];
    if (!std::binary_search(members.begin(), members.end(), o->second))
      throw InputError(in_quotes(step.args[i]) + " is of type " + has + ", but parameter " + action.frame.names[i] +
                           " of " + action.name + " takes type " + type,
                       step.line, column(i));
    out.args.push_back(o->second);
  }
  return out;
}

Facts initial_facts(const Task& task, const Problem& problem) {
  Facts facts(task.arity, task.object_names.size());
  std::vector<int> args;
  for (const Atom& atom : problem.init) {
    args.clear();
    for (const std::string& name : atom.args) args.push_back(task.object_index.at(name));
    facts.set(task.predicate_index.at(atom.predicate), args, true);
  }
  return facts;
}

std::string count_text(std::uint64_t count) {
  return count == std::numeric_limits<std::uint64_t>::max()
             ? "more than " + std::to_string(std::numeric_limits<std::uint64_t>::max() - 1)
             : std::to_string(count);
}

void refuse_goal(const Task& task) {
  const Work& work = task.goal_work;
  if (work.parts <= limits::kGroundingWork) return;
  throw GroundingError("the goal's quantifiers range over " + count_text(work.parts) +
                           " instances of its parts, more than the limit of " +
                           std::to_string(limits::kGroundingWork),
                       work.line, work.column, GroundingError::Text::problem);
}

void refuse_action(const CompiledAction& action) {
  const Work& work = action.work;
  if (work.parts <= limits::kGroundingWork) return;
  throw GroundingError("action " + in_quotes(action.name) +
                           ": the quantifiers of its precondition and effect range over " + count_text(work.parts) +
                           " instances of their parts a step, more than the limit of " +
                           std::to_string(limits::kGroundingWork),
                       work.line, work.column, GroundingError::Text::domain);
}


}  // namespace pg::pddl::detail

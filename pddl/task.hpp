// A problem compiled against its domain for simulation: names resolved to
// indices once, so that a step costs lookups in the state and no string work.
#pragma once

#include <cstddef>
#include <cstdint>
#include <map>
#include <string>
#include <unordered_map>
#include <vector>

#include "pddl/language.hpp"

namespace pg::pddl {

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

// What one evaluation of a formula costs at most: each part once per binding
// of the quantifiers around it, and a quantifier's body once per binding of
// its own variables. Counted as it is compiled, from the sizes of the types
// in this problem, so that a formula too large to evaluate is refused before
// any of it is.
struct Work {
  std::uint64_t parts = 0;  // saturated at the largest std::uint64_t
  // Where the outermost quantifier that alone passes limits::kGroundingWork
  // begins; where the formula begins when none does.
  int line = 0;
  int column = 0;
};

struct CompiledAction {
  std::string name;
  std::size_t parameters = 0;
  Frame frame;
  Condition precondition;
  Effect effect;
  Work work;  // of the precondition and the effect together: one step's
};

// A task a method or the initial network names, its terms in the frame of
// the method or network.
struct CompiledCall {
  bool primitive = false;
  int index = 0;  // of the action, or of the compound task
  std::vector<Term> terms;
};

struct CompiledCompound {
  std::string name;
  std::vector<int> types;    // of the parameters
  std::vector<int> methods;  // that decompose it, in the domain's order
};

struct CompiledMethod {
  std::string name;
  int task = 0;  // the compound task
  Frame frame;   // the parameters first
  std::size_t parameters = 0;
  std::vector<Term> task_terms;
  std::vector<CompiledCall> subtasks;
  // The parameters named neither by the task nor by a subtask: any objects
  // of their types for which the precondition holds.
  std::vector<int> free_slots;
  Condition precondition;
  Work work;  // of the precondition, over every binding of the free slots
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
  Work goal_work;
  // HDDL's: none for a PDDL domain.
  std::vector<CompiledCompound> compounds;
  std::unordered_map<std::string, int> compound_index;
  std::vector<CompiledMethod> methods;
  std::unordered_map<std::string, int> method_index;
  Frame network_frame;  // the initial network's parameters
  std::vector<CompiledCall> network;
};

// Raises InputError for what read_domain() and check_problem() refuse, should
// a Domain or Problem assembled by hand hold it; GroundingError when the
// objects' memberships of their types and of the types' ancestors pass
// limits::kGroundingWork. A formula's work past that limit is no error here:
// it is refused when the formula is about to be evaluated (refuse_work), so
// that an action no plan step takes costs nothing.
Task compile(const Domain& domain, const Problem& problem);

}  // namespace pg::pddl

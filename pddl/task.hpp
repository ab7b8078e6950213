// A problem compiled against its domain for simulation: names resolved to
// indices once, so that a step costs lookups in the state and no string work.
#pragma once

#include <cstddef>
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

// Raises InputError for what read_domain() and check_problem() refuse, should
// a Domain or Problem assembled by hand hold it.
Task compile(const Domain& domain, const Problem& problem);

}  // namespace pg::pddl

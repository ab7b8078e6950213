// The sections HDDL adds to PDDL: compound tasks and methods in a domain,
// the initial task network in a problem. Subtasks must be totally ordered:
// ":ordered-subtasks", or ":subtasks" with an ":ordering" that leaves one
// order. Every fault raises InputError at its place in the text.
#pragma once

#include <map>
#include <string>

#include "pddl/language.hpp"

namespace pg::pddl::syntax {

// (:task NAME :parameters (...)).
CompoundTask read_compound_task(const Expr& section, const Domain& domain);
// (:method NAME :parameters (...) :task (...) :precondition ... :ordered-subtasks ...),
// checked against the domain's tasks, actions, predicates and constants:
// every task it names is declared, with its arity, and every term is a
// parameter or a constant.
Method read_method(const Expr& section, const Domain& domain, const std::map<std::string, std::string>& constants);
// (:htn :parameters (...) :ordered-subtasks ...), the syntax only.
TaskNetwork read_task_network(const Expr& section);
// Every task the network names is declared, with its arity, and every term
// is one of its parameters or of `objects`.
void check_task_network(const TaskNetwork& network, const Domain& domain,
                        const std::map<std::string, std::string>& objects);

}  // namespace pg::pddl::syntax

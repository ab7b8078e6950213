// Answers checked, not believed: a solution against the rules, a SAT model
// against the clauses and the rules, a plan against its problem and domain.
// Part of the library API: a program includes puzzlegen/api.hpp.
#pragma once

#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/instance.hpp"
#include "puzzlegen/answer.hpp"

namespace pg::api {

struct RuleResult {
  bool valid = false;
  std::string rule;    // when not: the rule broken
  std::string detail;  // and where
  std::vector<std::string> notes;
};
// A solution in the judge's text against the rules and the givens; InputError
// when it does not read.
RuleResult check_solution(const Instance& instance, std::string_view solution);
// A solution as cells (row-major, the puzzle's own values) against the rules
// and the givens; InputError when it is not of the grid's size.
RuleResult check_solution(const Instance& instance, std::span<const int> solution);
// Why the solution the instance holds breaks the rules ("the solution ...:
// RULE"); nullopt when it holds none, or one that keeps them.
std::optional<std::string> stored_solution_fault(const Instance& instance);

struct ModelResult {
  enum class Answer { satisfiable, unsatisfiable, unknown } answer = Answer::unknown;
  std::string falsified;  // the clause the model falsifies, when it does
  RuleResult rules;       // the model's grid against the rules
  std::vector<int> solution;
};
// A SAT solver's output for cnf(instance): the model against the clauses and
// its grid against the rules. InputError when it does not read.
ModelResult check_model(const Instance& instance, std::string_view model);

struct PlanResult {
  enum class Answer { valid, invalid, unknown } answer = Answer::unknown;
  int steps = 0;
  int line = 0;         // the plan's line where it fails (0: none)
  std::string message;  // why it fails
  // In puzzlegen's own domains, the solution the plan carries out, against
  // the rules (which share nothing with the domain).
  std::string puzzle;  // empty for another domain
  std::optional<RuleResult> rules;
};
// A sequential plan (PLAN names the file) against PROBLEM and DOMAIN (empty:
// puzzlegen's domain of the name the problem gives). LocatedInputError for a
// file that does not read; UsageError for a domain that is none of ours.
PlanResult check_plan(const std::string& problem, const std::string& plan, const std::string& domain = {},
                      Budget budget = {});

}  // namespace pg::api

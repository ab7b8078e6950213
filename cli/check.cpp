// puzzlegen check: a solution against the rules and the givens; with --plan,
// a PDDL or HDDL plan against its problem and domain.
#include <iostream>
#include <memory>

#include "cli/command.hpp"
#include "cli/options.hpp"
#include "puzzlegen/api.hpp"

namespace pg::cli {
namespace {

struct CheckOptions {
  InputOptions input;
  std::string solution;
  // --plan: `input.file` is a PDDL problem and `solution` a plan for it,
  // checked against `domain` (a file), or when that is empty against
  // puzzlegen's own domain of the name the problem gives.
  bool plan = false;
  std::string domain;
  // --model: `solution` is a SAT solver's output for the instance's CNF
  // (convert --to cnf).
  bool model = false;
  double timeout = 0;  // seconds; 0: none
};

// "FILE[:LINE]: MESSAGE", where a plan fails.
std::string where(const CheckOptions& o, const api::PlanResult& result) {
  return api::display_name(o.solution) + (result.line > 0 ? ":" + std::to_string(result.line) : std::string()) + ": " +
         result.message;
}

int check_plan(const CheckOptions& o) {
  const api::PlanResult result = api::check_plan(o.input.file, o.solution, o.domain, {o.timeout});
  switch (result.answer) {
    case api::PlanResult::Answer::unknown:
      print("unknown: " + where(o, result) + "\n");
      return kUnknown;
    case api::PlanResult::Answer::invalid:
      print("invalid plan: " + where(o, result) + "\n");
      return kMultiple;
    case api::PlanResult::Answer::valid:
      break;
  }
  std::string said = "valid plan: " + std::to_string(result.steps) + (result.steps == 1 ? " step" : " steps");
  if (result.rules && !result.rules->valid) {
    print(said + "; but the solution it carries out breaks the rules: " + result.rules->rule + ": " +
          result.rules->detail + "\n");
    return kMultiple;
  }
  if (result.rules) said += "; the " + result.puzzle + " solution it carries out passes the rules";
  print(said + "\n");
  return kOk;
}

// The model is held against the CNF's clauses and its grid against the
// rules: a solver's "SATISFIABLE" is checked, not believed.
int check_model(const Instance& instance, const CheckOptions& o) {
  const std::string text = api::read_file(o.solution);
  const api::ModelResult result = api::located_in(o.solution, [&] { return api::check_model(instance, text); });
  using Answer = api::ModelResult::Answer;
  if (result.answer == Answer::unsatisfiable) {
    print("no model: the solver found the formula unsatisfiable (the puzzle has no solution)\n");
    return kNoSolution;
  }
  if (result.answer == Answer::unknown) {
    print("no model: the solver gave no answer\n");
    return kUnknown;
  }
  if (!result.falsified.empty()) {
    print("invalid model: it falsifies " + result.falsified + "\n");
    return kMultiple;
  }
  if (!result.rules.valid) {
    print("invalid: the model's grid breaks " + result.rules.rule + ": " + result.rules.detail + "\n");
    return kMultiple;
  }
  print("valid model: its solution passes the rules\n" + api::solution_text(instance, result.solution));
  return kOk;
}

int check(const CheckOptions& o) {
  if (o.plan) return check_plan(o);
  const api::Loaded loaded = api::read_one(o.input.file, o.input.read(), "check");
  const Instance& instance = loaded.instance;
  if (o.model) return check_model(instance, o);
  const std::string text = api::read_file(o.solution);
  const api::RuleResult result = api::located_in(o.solution, [&] { return api::check_solution(instance, text); });
  if (!result.valid) {
    print("invalid: " + result.rule + ": " + result.detail + "\n");
    return kMultiple;
  }
  std::string said = "valid\n";
  for (const std::string& note : result.notes) said += "note: " + note + "\n";
  print(said);
  return kOk;
}

}  // namespace

Command add_check(CLI::App& app) {
  auto o = std::make_shared<CheckOptions>();
  CLI::App* command = app.add_subcommand(
      "check",
      "Check a solution against the rules and the givens; with --plan, a PDDL or HDDL plan against its problem and "
      "domain; "
      "with --model, a SAT solver's model of the puzzle's CNF");
  command->add_option("instance", o->input.file, "Instance file (with --plan: a PDDL or HDDL problem), or - for standard input")
      ->required();
  command->add_option("solution", o->solution,
                      "Solution in the judge's output format (with --plan: a plan, one (action args) per line, or a hierarchical "
                      "plan between lines ==> and <==)")
      ->required();
  auto* puzzle = command->add_option("--puzzle,-p", o->input.puzzle, "Puzzle; detected when omitted");
  auto* format = command->add_option("--format,-f", o->input.format, "Instance format; detected when omitted");
  auto* rules = command->add_option("--rules", o->input.rules, rules_help());
  auto* plan = command->add_flag("--plan", o->plan,
                                 "Simulate a sequential plan (Fast Downward's sas_plan text, or VAL's) from the PDDL "
                                 "problem's initial state and check its goal; or check a hierarchical plan (PANDA's "
                                 "text) against an HDDL problem: its decompositions, then its actions");
  plan->excludes(puzzle)->excludes(format)->excludes(rules);
  command
      ->add_flag("--model", o->model,
                 "SOLUTION is a SAT solver's output for the instance's CNF (convert --to cnf): 's SATISFIABLE' and 'v' "
                 "lines, or MiniSat's result file; the model is checked against the clauses and its grid against the "
                 "rules, and the solution printed")
      ->excludes(plan);
  command
      ->add_option("--domain", o->domain,
                   "With --plan: the PDDL or HDDL domain file (default: puzzlegen's own domain of the name in the problem's "
                   "(:domain NAME): " +
                       domain_names() + ")")
      ->needs(plan);
  add_timeout(command, o->timeout);
  return {command, [o] { return check(*o); }};
}

}  // namespace pg::cli

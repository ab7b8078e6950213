// puzzlegen check: a solution against the rules and the givens; with --plan,
// a PDDL plan against its problem and domain.
#include <iostream>
#include <memory>

#include "cli/command.hpp"
#include "cli/io.hpp"
#include "cli/options.hpp"
#include "core/files.hpp"
#include "pddl/language.hpp"
#include "pddl/simulate.hpp"
#include "puzzles/catalogue.hpp"

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
};

std::string read_named(const std::string& path) {
  try {
    return read_input(path);
  } catch (const std::exception& e) {
    throw NoInputError(std::string("cannot read ") + e.what());
  }
}

// The problem, the domain and the plan are each read (and their errors
// placed) in their own file; a plan that reads but does not work is an
// answer, not an error.
int check_plan(const CheckOptions& o) {
  const std::string problem_text = read_named(o.input.file);
  const std::string plan_text = read_named(o.solution);
  pddl::Problem problem;
  try {
    problem = pddl::read_problem(problem_text);
  } catch (const InputError& e) {
    throw located(o.input.file, e);
  }
  pddl::Domain domain;
  if (!o.domain.empty()) {
    const std::string domain_text = read_named(o.domain);
    try {
      domain = pddl::read_domain(domain_text);
    } catch (const InputError& e) {
      throw located(o.domain, e);
    }
  } else {
    const pddl::ProblemFormat* ours = pddl::find_domain(problem_formats(), problem.domain);
    if (ours == nullptr)
      throw UsageError(display_name(o.input.file) + " is a problem for domain '" + problem.domain +
                       "', which is none of puzzlegen's (" + pddl::domain_names(problem_formats()) +
                       "): give it with --domain FILE");
    domain = ours->domain(problem.domain);
  }
  try {
    pddl::check_problem(domain, problem);
  } catch (const InputError& e) {
    throw located(o.input.file, e);
  }
  pddl::PlanCheck result;
  try {
    result = pddl::validate_plan(domain, problem, pddl::read_plan(plan_text));
  } catch (const InputError& e) {
    throw located(o.solution, e);
  }
  if (result.valid) {
    std::cout << "valid plan: " << result.steps << (result.steps == 1 ? " step" : " steps") << "\n";
  } else {
    std::cout << "invalid plan: " << display_name(o.solution)
              << (result.line > 0 ? ":" + std::to_string(result.line) : std::string()) << ": " << result.message
              << "\n";
  }
  check_stdout();
  return result.valid ? kOk : kMultiple;
}

int check(const CheckOptions& o) {
  if (o.plan) return check_plan(o);
  Loaded loaded = load_instances(o.input.file, o.input.puzzle, o.input.format);
  apply_rules(*loaded.puzzle, o.input.rules, loaded.instances);
  if (loaded.instances.size() != 1)
    throw LocatedInputError(display_name(o.input.file) + ": holds " + std::to_string(loaded.instances.size()) +
                            " instances; check takes one");
  const Instance& instance = loaded.instances.front();
  std::string text;
  try {
    text = read_input(o.solution);
  } catch (const std::exception& e) {
    throw NoInputError(std::string("cannot read ") + e.what());
  }
  std::vector<int> solution;
  try {
    solution = loaded.puzzle->codec.read_solution(instance, text);
  } catch (const InputError& e) {
    throw located(o.solution, e);
  }
  RuleCheck result = loaded.puzzle->solver.check(instance, solution);
  if (result.valid) {
    std::cout << "valid\n";
    for (const std::string& note : result.notes) std::cout << "note: " << note << "\n";
  } else {
    std::cout << "invalid: " << result.rule << ": " << result.detail << "\n";
  }
  check_stdout();
  return result.valid ? kOk : kMultiple;
}

}  // namespace

Command add_check(CLI::App& app) {
  auto o = std::make_shared<CheckOptions>();
  CLI::App* command = app.add_subcommand(
      "check",
      "Check a solution against the rules and the givens; with --plan, a PDDL plan against its problem and domain");
  command->add_option("instance", o->input.file, "Instance file (with --plan: a PDDL problem), or - for standard input")
      ->required();
  command->add_option("solution", o->solution,
                      "Solution in the judge's output format (with --plan: a plan, one (action args) per line)")
      ->required();
  auto* puzzle = command->add_option("--puzzle,-p", o->input.puzzle, "Puzzle; detected when omitted");
  auto* format = command->add_option("--format,-f", o->input.format, "Instance format; detected when omitted");
  auto* rules = command->add_option("--rules", o->input.rules, rules_help());
  auto* plan = command->add_flag("--plan", o->plan,
                                 "Simulate a sequential plan (Fast Downward's sas_plan text, or VAL's) from the PDDL "
                                 "problem's initial state and check its goal");
  plan->excludes(puzzle)->excludes(format)->excludes(rules);
  command
      ->add_option("--domain", o->domain,
                   "With --plan: the PDDL domain file (default: puzzlegen's own domain of the name in the problem's "
                   "(:domain NAME): " +
                       pddl::domain_names(problem_formats()) + ")")
      ->needs(plan);
  return {command, [o] { return check(*o); }};
}

}  // namespace pg::cli

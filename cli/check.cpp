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
#include "verifier/cnf.hpp"

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
  const pddl::ProblemFormat* ours = nullptr;  // when the domain is puzzlegen's own
  if (!o.domain.empty()) {
    const std::string domain_text = read_named(o.domain);
    try {
      domain = pddl::read_domain(domain_text);
    } catch (const InputError& e) {
      throw located(o.domain, e);
    }
  } else {
    ours = pddl::find_domain(problem_formats(), problem.domain);
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
  std::vector<pddl::PlanStep> steps;
  try {
    steps = pddl::read_plan(plan_text);
    result = pddl::validate_plan(domain, problem, steps, budget_for(o.timeout).deadline);
  } catch (const pddl::GroundingError& e) {
    // Too much work is the fault of the formula, in the domain or the problem.
    if (e.text() == pddl::GroundingError::Text::problem) throw located(o.input.file, e);
    throw located(ours == nullptr ? o.domain : "puzzlegen's domain " + problem.domain, e);
  } catch (const InputError& e) {
    throw located(o.solution, e);
  }
  if (result.out_of_time) {
    std::cout << "unknown: " << display_name(o.solution)
              << (result.line > 0 ? ":" + std::to_string(result.line) : std::string()) << ": " << result.message
              << "\n";
    check_stdout();
    return kUnknown;
  }
  if (result.valid) {
    std::cout << "valid plan: " << result.steps << (result.steps == 1 ? " step" : " steps");
    // In our own domains a plan carries out a solution: the rule checker,
    // which shares nothing with the domain, judges it too.
    if (ours != nullptr) {
      const Puzzle* puzzle = find_puzzle(ours->puzzle());
      Instance instance;
      try {
        instance = ours->read(problem_text).front();
      } catch (const InputError& e) {
        throw located(o.input.file, e);
      }
      instance.rules = ours->plan_rules();
      const RuleCheck rules = puzzle->solver.check(instance, ours->solution_of(instance, steps));
      if (!rules.valid) {
        std::cout << "; but the solution it carries out breaks the rules: " << rules.rule << ": " << rules.detail
                  << "\n";
        check_stdout();
        return kMultiple;
      }
      std::cout << "; the " << puzzle->name() << " solution it carries out passes the rules";
    }
    std::cout << "\n";
  } else {
    std::cout << "invalid plan: " << display_name(o.solution)
              << (result.line > 0 ? ":" + std::to_string(result.line) : std::string()) << ": " << result.message
              << "\n";
  }
  check_stdout();
  return result.valid ? kOk : kMultiple;
}

// The model is held against the CNF's clauses and its grid against the
// rules: a solver's "SATISFIABLE" is checked, not believed.
int check_model(const Puzzle& puzzle, const Instance& instance, const CheckOptions& o) {
  const std::string text = read_named(o.solution);
  ModelCheck result;
  try {
    result = pg::check_model(puzzle.solver, instance, text);
  } catch (const InputError& e) {
    throw located(o.solution, e);
  }
  int code = kOk;
  if (result.answer == dimacs::Model::Answer::unsatisfiable) {
    std::cout << "no model: the solver found the formula unsatisfiable (the puzzle has no solution)\n";
    code = kNoSolution;
  } else if (result.answer == dimacs::Model::Answer::unknown) {
    std::cout << "no model: the solver gave no answer\n";
    code = kUnknown;
  } else if (!result.falsified.empty()) {
    std::cout << "invalid model: it falsifies " << result.falsified << "\n";
    code = kMultiple;
  } else if (!result.rules.valid) {
    std::cout << "invalid: the model's grid breaks " << result.rules.rule << ": " << result.rules.detail << "\n";
    code = kMultiple;
  } else {
    std::cout << "valid model: its solution passes the rules\n" << puzzle.codec.write_solution(instance, result.solution);
  }
  check_stdout();
  return code;
}

int check(const CheckOptions& o) {
  if (o.plan) return check_plan(o);
  Loaded loaded = load_one(o.input.file, o.input.puzzle, o.input.format, "check");
  apply_rules(*loaded.puzzle, o.input.rules, loaded.instances);
  require_sound_solution(o.input.file, loaded);
  const Instance& instance = loaded.instances.front();
  if (o.model) return check_model(*loaded.puzzle, instance, o);
  const std::string text = read_named(o.solution);
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
      "Check a solution against the rules and the givens; with --plan, a PDDL plan against its problem and domain; "
      "with --model, a SAT solver's model of the puzzle's CNF");
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
      ->add_flag("--model", o->model,
                 "SOLUTION is a SAT solver's output for the instance's CNF (convert --to cnf): 's SATISFIABLE' and 'v' "
                 "lines, or MiniSat's result file; the model is checked against the clauses and its grid against the "
                 "rules, and the solution printed")
      ->excludes(plan);
  command
      ->add_option("--domain", o->domain,
                   "With --plan: the PDDL domain file (default: puzzlegen's own domain of the name in the problem's "
                   "(:domain NAME): " +
                       pddl::domain_names(problem_formats()) + ")")
      ->needs(plan);
  add_timeout(command, o->timeout);
  return {command, [o] { return check(*o); }};
}

}  // namespace pg::cli

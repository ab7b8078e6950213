// Answers checked, not believed: a solution against the rules, a SAT model
// against the clauses and the rules, a plan against its problem and domain.
#include "core/errors.hpp"
#include "core/text.hpp"
#include "pddl/decomposition.hpp"
#include "pddl/htn_plan_text.hpp"
#include "pddl/language.hpp"
#include "pddl/simulate.hpp"
#include "puzzlegen/lookup.hpp"
#include "puzzlegen/plan_files.hpp"
#include "verifier/cnf.hpp"
#include "verifier/verify.hpp"

namespace pg::api {
namespace {

// A line "==>" opens a hierarchical plan; no sequential plan has one.
bool looks_hierarchical(std::string_view text) {
  for (const Line& line : split_lines(text))
    if (trim(line.text) == "==>") return true;
  return false;
}

RuleResult result_of(const RuleCheck& check) { return {check.valid, check.rule, check.detail, check.notes}; }

}  // namespace

RuleResult check_solution(const Instance& instance, std::string_view solution) {
  const Puzzle& puzzle = puzzle_of(instance);
  return result_of(puzzle.solver.check(instance, puzzle.codec.read_solution(instance, solution)));
}

RuleResult check_solution(const Instance& instance, std::span<const int> solution) {
  if (solution.size() != static_cast<std::size_t>(instance.cells()))
    throw InputError("a solution of " + std::to_string(solution.size()) + " cells for a " +
                     size_string(instance.rows, instance.cols) + " grid");
  return result_of(puzzle_of(instance).solver.check(instance, solution));
}

std::optional<std::string> stored_solution_fault(const Instance& instance) {
  return pg::stored_solution_fault(puzzle_of(instance).solver, instance);
}

ModelResult check_model(const Instance& instance, std::string_view model) {
  const ModelCheck check = pg::check_model(puzzle_of(instance).solver, instance, model);
  ModelResult result;
  result.answer = check.answer == dimacs::Model::Answer::satisfiable     ? ModelResult::Answer::satisfiable
                  : check.answer == dimacs::Model::Answer::unsatisfiable ? ModelResult::Answer::unsatisfiable
                                                                         : ModelResult::Answer::unknown;
  result.falsified = check.falsified;
  result.rules = result_of(check.rules);
  result.solution = check.solution;
  return result;
}

// The problem, the domain and the plan are each read (and their errors
// placed) in their own file; a plan that reads but does not work is an
// answer, not an error.
PlanResult check_plan(const std::string& problem_path, const std::string& plan_path, const std::string& domain_path,
                      Budget budget) {
  const auto [problem_text, plan_text, problem] = read_plan_files(problem_path, plan_path);
  pddl::Domain domain;
  const pddl::ProblemFormat* ours = nullptr;  // when the domain is puzzlegen's own
  if (!domain_path.empty()) {
    const std::string domain_text = read_file(domain_path);
    try {
      domain = pddl::read_domain(domain_text);
    } catch (const InputError& e) {
      throw located(domain_path, e);
    }
  } else {
    ours = pddl::find_domain(problem_formats(), problem.domain);
    if (ours == nullptr)
      throw UsageError(display_name(problem_path) + " is a problem for domain '" + problem.domain +
                       "', which is none of puzzlegen's (" + pddl::domain_names(problem_formats()) +
                       "): give it with --domain FILE");
    domain = ours->domain(problem.domain);
  }
  try {
    pddl::check_problem(domain, problem);
  } catch (const InputError& e) {
    throw located(problem_path, e);
  }
  pddl::PlanCheck check;
  std::vector<pddl::PlanStep> steps;
  try {
    const bool hierarchical_plan = looks_hierarchical(plan_text);
    if (domain.hierarchical() != hierarchical_plan)
      throw InputError(domain.hierarchical()
                           ? "domain '" + domain.name + "' is hierarchical (HDDL): expected a plan as PANDA prints " +
                                 "it, between lines ==> and <==, with its root and decompositions"
                           : "this is a hierarchical plan (==>), but domain '" + domain.name +
                                 "' is no HDDL domain: expected a step a line, such as (move a b)",
                       1, 1);
    if (hierarchical_plan) {
      const pddl::HtnPlan plan = pddl::read_htn_plan(plan_text);
      steps = pddl::action_steps(plan);
      check = pddl::validate_htn_plan(domain, problem, plan, sat_budget(budget).deadline);
    } else {
      steps = pddl::read_plan(plan_text);
      check = pddl::validate_plan(domain, problem, steps, sat_budget(budget).deadline);
    }
  } catch (const pddl::GroundingError& e) {
    // Too much work is the fault of the formula, in the domain or the problem.
    if (e.text() == pddl::GroundingError::Text::problem) throw located(problem_path, e);
    throw located(ours == nullptr ? domain_path : "puzzlegen's domain " + problem.domain, e);
  } catch (const InputError& e) {
    throw located(plan_path, e);
  }
  PlanResult result;
  result.answer = check.out_of_time ? PlanResult::Answer::unknown
                  : check.valid     ? PlanResult::Answer::valid
                                    : PlanResult::Answer::invalid;
  result.steps = static_cast<int>(check.steps);
  result.line = check.line;
  result.message = check.message;
  // In our own domains a plan carries out a solution: the rule checker,
  // which shares nothing with the domain, judges it too.
  if (check.valid && !check.out_of_time && ours != nullptr) {
    const Puzzle& puzzle = puzzle_named(ours->puzzle());
    Instance instance;
    try {
      instance = ours->read(problem_text).front();
    } catch (const InputError& e) {
      throw located(problem_path, e);
    }
    // A domain that keeps a rule set of its own (the IPC domain) is judged
    // by it; the others by the rules their problem states.
    if (!ours->plan_rules().empty()) instance.rules = ours->plan_rules();
    result.puzzle = puzzle.name();
    result.rules = result_of(puzzle.solver.check(instance, ours->solution_of(instance, steps)));
  }
  return result;
}

}  // namespace pg::api

// The verifier's answers: how many solutions, one of them, the tier.
#include "puzzlegen/lookup.hpp"
#include "verifier/report.hpp"
#include "verifier/verify.hpp"

namespace pg::api {

Verification verify(const Instance& instance, Budget budget) {
  const Puzzle& puzzle = puzzle_of(instance);
  Report report = pg::verify(puzzle.solver, instance, sat_budget(budget));
  Verification verification;
  verification.verdict = report.verdict;
  verification.difficulty = report.difficulty;
  verification.differing = report.differing;
  // The stored solution of an instance that has one solution must be that
  // one: the rule checker has passed it already, so this catches only what
  // the rule checker missed.
  if (report.verdict == Verdict::unique)
    verification.stored_differs = stored_solution_differs(instance, report.solutions.front());
  verification.text = report_text(report, instance, puzzle.codec);
  verification.json = report_json(report, instance, puzzle.codec);
  verification.solutions = std::move(report.solutions);
  return verification;
}

Solved solve(const Instance& instance, Budget budget) {
  bool unknown = false;
  std::optional<std::vector<int>> solution = pg::solve(puzzle_of(instance).solver, instance, sat_budget(budget), &unknown);
  if (solution) return {Verdict::unique, std::move(*solution)};
  return {unknown ? Verdict::unknown : Verdict::none, {}};
}

std::string answer_text(const Instance& instance, std::span<const int> solution, std::string_view format) {
  const Puzzle& puzzle = puzzle_of(instance);
  const pddl::ProblemFormat* problems = puzzle.planning_format(format);
  if (problems == nullptr) return puzzle.codec.write_solution(instance, solution);
  // A problem's answer is a plan: the reference plan of the solution.
  Instance solved = instance;
  solved.solution = std::vector<int>(solution.begin(), solution.end());
  return problems->reference_plan(solved);
}

}  // namespace pg::api

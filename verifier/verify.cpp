#include "verifier/verify.hpp"

#include <memory>
#include <optional>
#include <string>

#include "core/errors.hpp"
#include "solvers/sat/search.hpp"

namespace pg {
namespace {

void require_valid(const Solver& solver, const Instance& instance, std::span<const int> solution,
                   std::string_view source) {
  RuleCheck check = solver.check(instance, solution);
  if (!check.valid)
    throw InternalError(std::string(source) + " produced a " + instance.puzzle + " grid that breaks rule '" +
                        check.rule + "': " + check.detail);
}

// Every cell the logic solver fixed must hold the same value in `solution`.
void require_agrees(const Deduction& logic, std::span<const int> solution, const Instance& instance) {
  for (std::size_t i = 0; i < solution.size(); ++i) {
    if (logic.cells[i] != kNone && logic.cells[i] != solution[i]) {
      Cell c = instance.cell(static_cast<int>(i));
      throw InternalError("the logic solver deduced " + std::to_string(logic.cells[i]) + " at " + to_string(c) +
                          " but a valid solution holds " + std::to_string(solution[i]));
    }
  }
}

}  // namespace

std::optional<std::string> stored_solution_fault(const Solver& solver, const Instance& instance) {
  if (!instance.solution) return std::nullopt;
  const RuleCheck check = solver.check(instance, *instance.solution);
  if (check.valid) return std::nullopt;
  return "the stored solution breaks the rules: " + check.rule + ": " + check.detail;
}

std::optional<std::string> stored_solution_differs(const Instance& instance, std::span<const int> unique) {
  if (!instance.solution) return std::nullopt;
  const std::vector<int>& stored = *instance.solution;
  std::size_t differing = 0, first = 0;
  for (std::size_t i = 0; i < stored.size() && i < unique.size(); ++i)
    if (stored[i] != unique[i] && differing++ == 0) first = i;
  if (differing == 0) return std::nullopt;
  std::string said = "the stored solution differs from the unique solution at " +
                     to_string(instance.cell(static_cast<int>(first)));
  if (differing > 1)
    said += " and " + std::to_string(differing - 1) + (differing == 2 ? " other cell" : " other cells");
  return said;
}

Report verify(const Solver& solver, const Instance& instance, const sat::Budget& budget) {
  Report report;
  // Whatever the hard tier leaves is expert, whether trial or only search
  // would finish it: the trial tier adds nothing to the grade, and it is the
  // one part of the logic solver that could outlast --timeout.
  report.logic = solver.deduce(instance, Difficulty::hard, budget.deadline);
  if (report.logic.out_of_time) {  // its grade would be wrong, and SAT's time is gone
    report.verdict = Verdict::unknown;
    return report;
  }
  if (report.logic.status == Deduction::Status::solved)
    require_valid(solver, instance, report.logic.cells, "the logic solver");

  sat::Session session;
  auto encoding = solver.encode(session, instance, sat::Givens::all_hold);
  std::vector<int> assumptions = encoding->selectors();
  while (report.solutions.size() < 2) {
    sat::Found found = sat::search(session, *encoding, assumptions, budget);
    if (found.outcome == sat::Outcome::unknown) {
      report.verdict = Verdict::unknown;
      report.sat_solves = session.stats().solves;
      return report;
    }
    if (found.outcome == sat::Outcome::unsat) break;
    require_valid(solver, instance, found.solution, "the SAT encoding");
    require_agrees(report.logic, found.solution, instance);
    sat::block(session, *encoding, found.solution);
    report.solutions.push_back(std::move(found.solution));
  }
  report.sat_solves = session.stats().solves;

  switch (report.solutions.size()) {
    case 0: report.verdict = Verdict::none; break;
    case 1: report.verdict = Verdict::unique; break;
    default: report.verdict = Verdict::multiple; break;
  }
  using Status = Deduction::Status;
  if (report.logic.status == Status::contradiction && report.verdict != Verdict::none)
    throw InternalError("the logic solver found a contradiction in an instance that has a solution");
  if (report.logic.status == Status::solved && report.verdict != Verdict::unique)
    throw InternalError("the logic solver finished an instance that is not uniquely solvable");

  if (report.verdict == Verdict::unique)
    report.difficulty = report.logic.status == Status::solved ? report.logic.hardest : Difficulty::expert;
  if (report.verdict == Verdict::multiple) {
    const auto& a = report.solutions[0];
    const auto& b = report.solutions[1];
    for (std::size_t i = 0; i < a.size(); ++i)
      if (a[i] != b[i]) report.differing.push_back(instance.cell(static_cast<int>(i)));
  }
  return report;
}

std::optional<std::vector<int>> solve(const Solver& solver, const Instance& instance, const sat::Budget& budget,
                                      bool* unknown) {
  if (unknown) *unknown = false;
  Deduction logic = solver.deduce(instance, Difficulty::hard, budget.deadline);
  if (logic.out_of_time) {
    if (unknown) *unknown = true;
    return std::nullopt;
  }
  if (logic.status == Deduction::Status::solved) {
    require_valid(solver, instance, logic.cells, "the logic solver");
    return logic.cells;
  }
  sat::Session session;
  auto encoding = solver.encode(session, instance, sat::Givens::all_hold);
  sat::Found found = sat::search(session, *encoding, encoding->selectors(), budget);
  if (found.outcome == sat::Outcome::unknown) {
    if (unknown) *unknown = true;
    return std::nullopt;
  }
  if (found.outcome == sat::Outcome::unsat) {
    return std::nullopt;
  }
  require_valid(solver, instance, found.solution, "the SAT encoding");
  return found.solution;
}

namespace {

sat::Found search_other_solution(const Solver& solver, const Instance& instance, std::span<const int> solution,
                                 std::span<const int> known, const sat::Budget& budget,
                                 sat::EncodingSeries* series = nullptr) {
  require_valid(solver, instance, solution, "the generator");
  // Asked by the generator only, round after round.
  std::optional<sat::Session> own;
  std::unique_ptr<sat::Encoding> own_encoding;
  std::vector<int> assumptions;
  if (series) {
    assumptions = series->load(instance);
  } else {
    own.emplace(sat::Session::Use::many_small_solves);
    own_encoding = solver.encode(*own, instance, sat::Givens::all_hold);
    assumptions = own_encoding->selectors();
  }
  sat::Session& session = series ? series->session() : *own;
  sat::Encoding& encoding = series ? series->encoding() : *own_encoding;
  std::vector<int> pinned = encoding.literals_of(solution);
  // In a series, the search starts from the grid's own solution: the
  // nearest second solution differs in a few cells, which a round can pin,
  // and its wall is seldom cut apart (at 15x15 with 30 islands, the wall
  // cuts per round and the rounds per grid both fell).
  if (series) session.prefer(pinned);
  if (!known.empty())
    for (int lit : encoding.literals_of(known)) assumptions.push_back(lit);
  sat::Found found = sat::search_other(session, encoding, assumptions, pinned, budget);
  if (found.outcome == sat::Outcome::sat) require_valid(solver, instance, found.solution, "the SAT encoding");
  return found;
}

}  // namespace

Verdict confirm_unique(const Solver& solver, const Instance& instance, std::span<const int> solution,
                       const sat::Budget& budget) {
  switch (search_other_solution(solver, instance, solution, {}, budget).outcome) {
    case sat::Outcome::unsat: return Verdict::unique;
    case sat::Outcome::sat: return Verdict::multiple;
    case sat::Outcome::unknown: return Verdict::unknown;
  }
  return Verdict::unknown;
}

sat::Found other_solution(const Solver& solver, const Instance& instance, std::span<const int> solution,
                          std::span<const int> known, const sat::Budget& budget) {
  return search_other_solution(solver, instance, solution, known, budget);
}

sat::Found other_solution(sat::EncodingSeries& series, const Solver& solver, const Instance& instance,
                          std::span<const int> solution, std::span<const int> known, const sat::Budget& budget) {
  return search_other_solution(solver, instance, solution, known, budget, &series);
}

}  // namespace pg

// Uniqueness: count solutions up to two, with witnesses. Every solution the
// logic solver or a SAT model yields goes through the puzzle's rule checker,
// and the logic solver's deductions are checked against the SAT answer; any
// disagreement is an InternalError, never an answer.
#pragma once

#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/instance.hpp"
#include "core/verdict.hpp"
#include "solvers/sat/search.hpp"
#include "solvers/sat/session.hpp"
#include "solvers/solver.hpp"

namespace pg {


struct Report {
  Verdict verdict = Verdict::unknown;
  std::vector<std::vector<int>> solutions;  // one when unique, two when multiple
  std::vector<Cell> differing;              // cells where the two solutions differ
  std::optional<Difficulty> difficulty;     // when unique: the tier the logic solver needs
  Deduction logic;                          // what the logic solver found on its own
  std::int64_t sat_solves = 0;
};

// The whole check: the logic solver (tiers up to hard), then SAT for up to two
// solutions.
Report verify(const Solver& solver, const Instance& instance, const sat::Budget& budget = {});

// One solution (the logic solver's when it finishes, else SAT's), checked
// against the rules; nullopt when there is none; Verdict::unknown reported
// through `unknown` when the budget ran out.
std::optional<std::vector<int>> solve(const Solver& solver, const Instance& instance, const sat::Budget& budget = {},
                                      bool* unknown = nullptr);

// What is wrong with the solution an instance holds, in words: "the stored
// solution breaks the rules: RULE: DETAIL" (the rule checker's), or nullopt
// when it holds none or a sound one. A file's solution is input like its
// givens: a reader that takes it on trust would copy or report a wrong one.
std::optional<std::string> stored_solution_fault(const Solver& solver, const Instance& instance);
// "the stored solution differs from the unique solution at (R,C)" when the
// instance holds a solution other than `unique`, the puzzle's one solution.
std::optional<std::string> stored_solution_differs(const Instance& instance, std::span<const int> unique);

// "clues AND differs from `solution`" is UNSAT: the cheap check when a
// solution is known. `solution` must satisfy the rules (checked here).
Verdict confirm_unique(const Solver& solver, const Instance& instance, std::span<const int> solution,
                       const sat::Budget& budget = {});
// The same question, answered with the second solution when there is one.
// `known` (kNone where open, else what every solution holds there: the logic
// solver's deductions) narrows the search to the cells left open. A witness
// found this way is a real second solution; "none" is only as sound as the
// deductions, so a puzzle is never called unique on this answer alone.
sat::Found other_solution(const Solver& solver, const Instance& instance, std::span<const int> solution,
                          std::span<const int> known = {}, const sat::Budget& budget = {});
// The same in the session of `series` (Solver::encode_series), where
// `instance` replaces the series' last one: the generator's mending rounds.
sat::Found other_solution(sat::EncodingSeries& series, const Solver& solver, const Instance& instance,
                          std::span<const int> solution, std::span<const int> known = {},
                          const sat::Budget& budget = {});

}  // namespace pg

// The contract every puzzle's solvers keep, checked the same way for each:
// SAT counts what an independent count finds, and the logic solver's
// deductions hold in every solution, at every tier, never above that tier.
#pragma once

#include <catch2/catch.hpp>

#include <algorithm>
#include <functional>
#include <string>
#include <vector>

#include "core/instance.hpp"
#include "generator/rng.hpp"
#include "solvers/sat/search.hpp"
#include "solvers/solver.hpp"
#include "support.hpp"

namespace pg::test {

// How many instances of a sample had one solution, several or none.
struct Verdicts {
  int unique = 0;
  int multiple = 0;
  int none = 0;
};

// SAT finds the `expected` solutions of `instance` (`limit` at the most),
// each passing the rule checker, whether the givens are selectable or all
// hold, and so does the complete encoding without lazy cuts; tallied in
// `verdicts`.
inline void check_sat_count(const Solver& solver, const Instance& instance, int expected, int limit,
                            Verdicts& verdicts) {
  REQUIRE(sat_count(solver, instance, limit) == std::min(expected, limit));
  REQUIRE(sat_count(solver, instance, limit, nullptr, sat::Givens::all_hold) == std::min(expected, limit));
  REQUIRE(complete_count(solver, instance, limit) == std::min(expected, limit));
  verdicts.unique += expected == 1;
  verdicts.multiple += expected > 1;
  verdicts.none += expected == 0;
}

// A sample that exercised every verdict: more than `at_least` of each.
inline void check_every_verdict(const Verdicts& verdicts, int at_least) {
  INFO("unique " << verdicts.unique << ", multiple " << verdicts.multiple << ", none " << verdicts.none);
  CHECK(verdicts.unique > at_least);
  CHECK(verdicts.multiple > at_least);
  CHECK(verdicts.none > at_least);
}

// How often the logic solver, at one tier, solved, got stuck or found a
// contradiction.
struct Outcomes {
  int solved = 0;
  int stuck = 0;
  int contradictions = 0;
};

// The logic solver at every tier on `instance`: each deduction holds in
// every solution SAT finds and uses no tier above the one allowed; the
// outcome at `tallied` counted in `outcomes`.
inline void check_logic_sound(const Solver& solver, const Instance& instance, Difficulty tallied, Outcomes& outcomes) {
  for (Difficulty tier : kDifficulties) {
    const Deduction deduction = solver.deduce(instance, tier);
    INFO("tier " << pg::to_string(tier));
    require_sound(solver, instance, deduction);
    CHECK(deduction.hardest <= tier);
    if (tier != tallied) continue;
    outcomes.solved += deduction.status == Deduction::Status::solved;
    outcomes.stuck += deduction.status == Deduction::Status::stuck;
    outcomes.contradictions += deduction.status == Deduction::Status::contradiction;
  }
}

// A sample that exercised every outcome: more than the given number of each.
inline void check_every_outcome(const Outcomes& outcomes, int solved, int stuck, int contradictions) {
  INFO("solved " << outcomes.solved << ", stuck " << outcomes.stuck << ", contradictions " << outcomes.contradictions);
  CHECK(outcomes.solved > solved);
  CHECK(outcomes.stuck > stuck);
  CHECK(outcomes.contradictions > contradictions);
}

// How often the questions of check_selectors had one answer or several.
struct SelectorAnswers {
  int unique = 0;
  int several = 0;
};

// One session for `full` (a solved grid, its clues given), every clue behind
// its selector, asked as the carve asks: `questions` times in turn, some
// selectors left out of the assumptions (each kept when rng.below(8) <
// a random 2..7, or below `keep_of_8` when that is set), "a solution other
// than the full grid's?", learnt clauses carried from one question to the
// next; then the solutions of the last question counted. Leaving a selector
// out must be the instance without that clue: each answer against `count`,
// an independent count of the instance's solutions. `describe` shows an
// instance in messages.
inline void check_selectors(const Solver& solver, const Instance& full, Rng& rng, int questions,
                            const std::function<int(const Instance&)>& count,
                            const std::function<std::string(const Instance&)>& describe,
                            SelectorAnswers& answers, int keep_of_8 = 0) {
  REQUIRE(full.solution);
  sat::Session session(sat::Session::Use::many_small_solves);
  auto encoding = solver.encode(session, full);
  const std::vector<sat::Clue>& clues = encoding->clues();
  REQUIRE(clues.size() == static_cast<std::size_t>(full.clue_count()));
  const std::vector<int> pinned = encoding->literals_of(*full.solution);
  std::vector<int> assumptions;
  Instance fewer = full;
  for (int question = 0; question < questions; ++question) {
    assumptions.clear();
    fewer = full;
    const std::uint32_t keep = keep_of_8 > 0 ? static_cast<std::uint32_t>(keep_of_8) : 2 + rng.below(6);
    for (const sat::Clue& clue : clues) {
      if (rng.below(8) < keep) assumptions.push_back(clue.selector);
      else fewer.givens[static_cast<std::size_t>(clue.cell)] = kNone;
    }
    INFO("question " << question << "\n" << describe(fewer));
    const sat::Found other = sat::search_other(session, *encoding, assumptions, pinned);
    REQUIRE(other.outcome != sat::Outcome::unknown);
    const int solutions = count(fewer);
    CHECK((other.outcome == sat::Outcome::unsat) == (solutions == 1));
    if (other.outcome == sat::Outcome::sat) {
      CHECK(solver.check(fewer, other.solution).valid);
      CHECK(other.solution != *full.solution);
    }
    ++(solutions == 1 ? answers.unique : answers.several);
  }
  INFO("the last question, counted\n" << describe(fewer));
  int found_count = 0;
  for (;; ++found_count) {
    const sat::Found found = sat::search(session, *encoding, assumptions);
    REQUIRE(found.outcome != sat::Outcome::unknown);
    if (found.outcome == sat::Outcome::unsat) break;
    REQUIRE(solver.check(fewer, found.solution).valid);
    sat::block(session, *encoding, found.solution);
  }
  CHECK(found_count == count(fewer));
}

}  // namespace pg::test

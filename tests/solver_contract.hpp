// The contract every puzzle's solvers keep, checked the same way for each:
// SAT counts what an independent count finds, and the logic solver's
// deductions hold in every solution, at every tier, never above that tier.
#pragma once

#include <catch2/catch.hpp>

#include <algorithm>

#include "core/instance.hpp"
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
// each passing the rule checker; tallied in `verdicts`.
inline void check_sat_count(const Solver& solver, const Instance& instance, int expected, int limit,
                            Verdicts& verdicts) {
  REQUIRE(sat_count(solver, instance, limit) == std::min(expected, limit));
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

}  // namespace pg::test

// The carve loop, written once for every puzzle: start from a solved grid
// with every clue given and remove clues in a seeded order, keeping a removal
// only while the puzzle stays unique and no harder than the target.
#pragma once

#include <cstdint>

#include "core/instance.hpp"
#include "generator/builder.hpp"
#include "generator/rng.hpp"
#include "solvers/sat/session.hpp"
#include "solvers/solver.hpp"

namespace pg {

struct CarveStats {
  std::int64_t tried = 0;        // removals tried one at a time
  std::int64_t removed = 0;      // clues removed in all
  std::int64_t logic_runs = 0;
  std::int64_t sat_solves = 0;
  std::int64_t batch_removed = 0;  // removed at once because a SAT proof did not need them
};

// Below `expert`, the logic solver alone decides: it must finish the puzzle
// with tiers up to the target, which proves uniqueness. For `expert`, the
// hard tier goes first and SAT decides what it cannot: "clues AND differs
// from the solution" UNSAT keeps the removal, and every clue the proof did
// not use goes too. `budget` bounds each SAT call; an undecided call keeps
// the clue.
// Clues go a group at a time (Builder::clue_groups), all or none.
Instance carve(const Solver& solver, const Builder& builder, const GenerateRequest& request, const Instance& full,
               Difficulty target, Rng& rng,
               CarveStats& stats, const sat::Budget& budget);

}  // namespace pg

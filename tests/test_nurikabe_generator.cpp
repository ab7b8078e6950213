// The Nurikabe generator: unique under the rule set asked for, every island
// paintable from its number, exactly the tier asked for, the island controls
// kept, same bytes for the same seed whatever the thread count.
#include <catch2/catch.hpp>

#include <algorithm>

#include "core/errors.hpp"
#include "formats/nurikabe/codec.hpp"
#include "generator/generate.hpp"
#include "puzzles/catalogue.hpp"
#include "solvers/nurikabe/rules.hpp"
#include "verifier/verify.hpp"
#include "generator_contract.hpp"
#include "support.hpp"

using pg::Difficulty;
using pg::Instance;

using pg::test::json_of;

namespace {

const pg::Puzzle& nurikabe() { return *pg::find_puzzle("nurikabe"); }

// The size of the island each numbered cell heads, from the solution.
int largest_island(const Instance& instance) {
  int largest = 0;
  for (int v : instance.givens)
    if (v != pg::kNone) largest = std::max(largest, v);
  return largest;
}

}  // namespace

TEST_CASE("generated Nurikabe puzzles are unique, paintable and need exactly their tier",
          "[nurikabe][generator]") {
  // The option is the rule set.
  const std::vector<pg::test::Batch> batches{
      {5, 5, Difficulty::easy, 4},        {6, 6, Difficulty::medium, 3}, {8, 8, Difficulty::hard, 3},
      {10, 10, Difficulty::medium, 2},    {6, 9, Difficulty::easy, 2},   {7, 7, Difficulty::medium, 3, "ipc"},
      {8, 8, Difficulty::easy, 2, "ipc"},
  };
  pg::test::check_batches(
      nurikabe(), 5, batches,
      [](pg::GenerateRequest& request, const pg::test::Batch& batch) { request.rules = batch.option; },
      [](const Instance& puzzle, const pg::test::Batch& batch) {
        CHECK(puzzle.rules == batch.option);
        // Paintable whatever the rule set: the planning domain needs it.
        CHECK(pg::nurikabe::check_paintable(puzzle, *puzzle.solution).valid);
        // The grid always keeps the Nikoli rules, which the ipc set only relaxes.
        Instance nikoli = puzzle;
        nikoli.rules.clear();
        CHECK(pg::nurikabe::check_rules(nikoli, *puzzle.solution).valid);
      });
}

TEST_CASE("the Nurikabe island controls hold", "[nurikabe][generator]") {
  pg::GenerateRequest req = pg::test::request("nurikabe", 10, 10, Difficulty::hard, 9);
  req.options["max-island"] = 4;
  for (std::uint64_t i = 0; i < 3; ++i) {
    Instance puzzle = pg::generate(nurikabe().job(req), i);
    CHECK(largest_island(puzzle) <= 4);
  }
  req = pg::test::request("nurikabe", 12, 12, Difficulty::hard, 9);
  req.options["islands"] = 20;
  for (std::uint64_t i = 0; i < 2; ++i) {
    Instance puzzle = pg::generate(nurikabe().job(req), i);
    INFO(json_of(puzzle));
    // Aimed for, within a tenth (at least two) either way.
    CHECK(puzzle.clue_count() >= 18);
    CHECK(puzzle.clue_count() <= 22);
  }
}

TEST_CASE("Nurikabe at the largest IPC size: 15x15 with 30 islands at hard and medium", "[nurikabe][generator]") {
  for (Difficulty tier : {Difficulty::hard, Difficulty::medium}) {
    pg::GenerateRequest req = pg::test::request("nurikabe", 15, 15, tier, 4);
    req.options["islands"] = 30;
    for (std::uint64_t i = 0; i < 2; ++i) {
      Instance puzzle = pg::generate(nurikabe().job(req), i);
      INFO(json_of(puzzle));
      CHECK(puzzle.clue_count() >= 27);
      CHECK(puzzle.clue_count() <= 33);
      pg::Report report = pg::verify(nurikabe().solver, puzzle);
      CHECK(report.verdict == pg::Verdict::unique);
      CHECK(report.difficulty == tier);
    }
  }
}

TEST_CASE("Nurikabe under the IPC rules: hard and expert are refused up front", "[nurikabe][generator]") {
  for (Difficulty tier : {Difficulty::hard, Difficulty::expert}) {
    pg::GenerateRequest req = pg::test::request("nurikabe", 10, 10, tier, 1);
    req.rules = "ipc";
    CHECK_THROWS_AS(pg::generate(nurikabe().job(req), 0), pg::UsageError);
  }
}

TEST_CASE("Nurikabe: the same seed gives the same bytes, whatever the thread count",
          "[nurikabe][generator]") {
  pg::test::check_reproducible(nurikabe().job(pg::test::request("nurikabe", 8, 8, Difficulty::medium, 21)), 6, 2, 4);
}

// The generator: every tier, uniqueness confirmed independently, the tier
// needed exactly, same bytes for the same seed whatever the thread count.
#include <catch2/catch.hpp>

#include <chrono>

#include "core/errors.hpp"
#include "formats/json.hpp"
#include "generator/corpus.hpp"
#include "generator/generate.hpp"
#include "puzzles/catalogue.hpp"
#include "generator/takuzu/builder.hpp"
#include "solvers/sat/search.hpp"
#include "generator_contract.hpp"
#include "support.hpp"
#include "verifier/verify.hpp"

using pg::Difficulty;
using pg::Instance;

using pg::test::json_of;

namespace {

const pg::Puzzle& takuzu() { return *pg::find_puzzle("takuzu"); }

}  // namespace

TEST_CASE("generated puzzles are unique and need exactly their tier", "[generator][takuzu]") {
  const std::vector<pg::test::Batch> batches{
      {6, 6, Difficulty::easy, 5},   {6, 6, Difficulty::medium, 5}, {6, 6, Difficulty::hard, 5},
      {8, 8, Difficulty::expert, 3}, {7, 7, Difficulty::medium, 3}, {9, 9, Difficulty::hard, 3},
      {10, 10, Difficulty::easy, 3}, {10, 10, Difficulty::hard, 3}, {10, 10, Difficulty::expert, 2},
      {6, 10, Difficulty::hard, 3},  {14, 14, Difficulty::hard, 2},
  };
  pg::test::check_batches(
      takuzu(), 11, batches, [](pg::GenerateRequest&, const pg::test::Batch&) {},
      [](const Instance& puzzle, const pg::test::Batch& batch) {
        CHECK(puzzle.rows == batch.rows);
        CHECK(puzzle.cols == batch.cols);
        // Carving removed clues: no given can go without breaking the target.
        CHECK(puzzle.clue_count() < puzzle.cells() / 2);
      });
}

TEST_CASE("the same seed gives the same bytes, whatever the thread count", "[generator][takuzu]") {
  auto req = pg::test::request("takuzu", 10, 10, Difficulty::hard, 42);
  const std::vector<std::string> serial = pg::test::check_reproducible(takuzu().job(req), 8, 3, 5);
  // A corpus can start anywhere: instance 5 is instance 5.
  std::vector<std::string> tail;
  pg::run_corpus(takuzu().job(req), 5, 3, 2, [&](Instance&& i) { tail.push_back(json_of(i)); });
  CHECK(tail == std::vector<std::string>(serial.begin() + 5, serial.end()));
  // Different seeds, indices or difficulties give different puzzles.
  CHECK(json_of(pg::generate(takuzu().job(pg::test::request("takuzu", 10, 10, Difficulty::hard, 43)), 0)) != serial[0]);
  Instance medium = pg::generate(takuzu().job(pg::test::request("takuzu", 10, 10, Difficulty::medium, 42)), 0);
  Instance hard = pg::generate(takuzu().job(req), 0);
  CHECK(medium.solution != hard.solution);
}

TEST_CASE("impossible requests fail clearly", "[generator][takuzu]") {
  CHECK_THROWS_AS(pg::generate(takuzu().job(pg::test::request("takuzu", 3, 3, Difficulty::easy, 1)), 0), pg::UsageError);
  CHECK_THROWS_AS(pg::generate(takuzu().job(pg::test::request("takuzu", 61, 61, Difficulty::easy, 1)), 0), pg::UsageError);
  // Columns of 4 cells come in only 6 valid patterns: 60 distinct ones cannot exist.
  CHECK(pg::takuzu::valid_lines(4, 100) == 6);
  CHECK(pg::takuzu::valid_lines(6, 100) == 14);
  CHECK_THROWS_WITH(pg::generate(takuzu().job(pg::test::request("takuzu", 4, 60, Difficulty::easy, 1)), 0),
                    Catch::Contains("no 4x60 Takuzu grid exists: columns of 4 cells have only 6 valid patterns, "
                                    "and 60 distinct ones are needed"));
  CHECK_THROWS_WITH(pg::generate(takuzu().job(pg::test::request("takuzu", 20, 5, Difficulty::easy, 1)), 0),
                    Catch::Contains("rows of 5 cells have only 14 valid patterns, and 20 distinct ones are needed"));
  // Expert 4x4 puzzles are rare: five attempts find none, and the error says
  // how far they got and what would give them more.
  pg::GenerateSettings settings;
  settings.attempts = 5;
  CHECK_THROWS_WITH(pg::generate(takuzu().job(pg::test::request("takuzu", 4, 4, Difficulty::expert, 1)), 0, settings),
                    Catch::StartsWith("no expert takuzu 4x4 puzzle after 5 attempts in ") &&
                        Catch::Contains("(seed 1, index 0): 5 puzzles came out easier; --max-attempts gives it more "
                                        "attempts"));
  // A time budget, checked between attempts, ends it too.
  settings.attempts = 1000000;
  settings.time_limit = std::chrono::milliseconds(1);
  CHECK_THROWS_WITH(pg::generate(takuzu().job(pg::test::request("takuzu", 5, 5, Difficulty::expert, 1)), 0, settings),
                    Catch::Contains("--timeout gives it more time"));
}

TEST_CASE("large grids fill and carve", "[generator][takuzu]") {
  Instance big = pg::generate(takuzu().job(pg::test::request("takuzu", 60, 60, Difficulty::easy, 3)), 0);
  CHECK(takuzu().solver.check(big, *big.solution).valid);
  CHECK(pg::confirm_unique(takuzu().solver, big, *big.solution) == pg::Verdict::unique);
}

TEST_CASE("every puzzle's logic stops at a deadline, and verify and solve then answer unknown",
          "[generator][verify]") {
  const auto past = std::chrono::steady_clock::now() - std::chrono::seconds(1);
  for (const pg::Puzzle& puzzle : pg::puzzles()) {
    auto req = pg::test::request(std::string(puzzle.name()), 8, 8, Difficulty::hard, 4);
    Instance instance = pg::generate(puzzle.job(req), 0);
    INFO(puzzle.name());
    pg::Deduction untimed = puzzle.solver.deduce(instance, Difficulty::hard);
    REQUIRE(untimed.status == pg::Deduction::Status::solved);
    CHECK_FALSE(untimed.out_of_time);
    pg::Deduction stopped = puzzle.solver.deduce(instance, Difficulty::hard, past);
    CHECK(stopped.out_of_time);
    CHECK(stopped.status == pg::Deduction::Status::stuck);
    pg::test::require_sound(puzzle.solver, instance, stopped);
    pg::sat::Budget budget;
    budget.deadline = past;
    CHECK(pg::verify(puzzle.solver, instance, budget).verdict == pg::Verdict::unknown);
    bool unknown = false;
    CHECK_FALSE(pg::solve(puzzle.solver, instance, budget, &unknown));
    CHECK(unknown);
  }
}

TEST_CASE("a grid whose second solution SAT gives up on is mended from the logic solver's doubt",
          "[generator][nurikabe]") {
  // One round of lazy cuts: SAT gives up on every grid that needs more
  // before it shows a second solution. Nurikabe mends from the doubt alone
  // then (as at 60x60, where 300 rounds were not enough), rather than
  // throwing the grid away.
  const pg::Puzzle& nurikabe = *pg::find_puzzle("nurikabe");
  pg::GenerateSettings settings;
  settings.witness_rounds = 1;
  settings.attempts = 2;
  settings.time_limit.reset();
  for (std::uint64_t seed = 1; seed <= 4; ++seed) {
    INFO("seed " << seed);
    const auto req = pg::test::request("nurikabe", 15, 15, Difficulty::medium, seed);
    const Instance puzzle = pg::generate(nurikabe.job(req), 0, settings);
    CHECK(pg::confirm_unique(nurikabe.solver, puzzle, *puzzle.solution) == pg::Verdict::unique);
    CHECK(nurikabe.solver.deduce(puzzle, Difficulty::medium).status == pg::Deduction::Status::solved);
  }
}

TEST_CASE("where clue selectors only guard, a second solution without a clue stays one whatever else goes",
          "[generator][sat]") {
  // The carve settles such a clue for good once SAT finds a second solution
  // without it; the rule checker, not the encoding, says that solution holds.
  for (const pg::Puzzle& puzzle : pg::puzzles()) {
    const std::string name(puzzle.name());
    INFO(name);
    const Instance unique = pg::generate(puzzle.job(pg::test::request(name, 7, 7, Difficulty::medium, 7)), 0);
    pg::sat::Session session(pg::sat::Session::Use::many_small_solves);
    auto encoding = puzzle.solver.encode(session, unique, pg::sat::Givens::selectable);
    // A Nurikabe island without its number is refused outright: a clue
    // dropped there rules solutions out.
    REQUIRE(session.selectors_only_guard() == (name != "nurikabe"));
    if (!session.selectors_only_guard()) continue;
    const std::vector<pg::sat::Clue>& clues = encoding->clues();
    const std::vector<int> pinned = encoding->literals_of(*unique.solution);
    int widened = 0;
    for (const pg::sat::Clue& dropped : clues) {
      std::vector<int> assumptions;
      for (const pg::sat::Clue& clue : clues)
        if (clue.cell != dropped.cell) assumptions.push_back(clue.selector);
      const pg::sat::Found other = pg::sat::search_other(session, *encoding, assumptions, pinned);
      REQUIRE(other.outcome != pg::sat::Outcome::unknown);
      if (other.outcome != pg::sat::Outcome::sat) continue;
      Instance without = unique;
      puzzle.builder.remove_clue(without, dropped.cell);
      REQUIRE(puzzle.solver.check(without, other.solution).valid);
      for (const pg::sat::Clue& also : clues) {
        if (also.cell == dropped.cell) continue;
        Instance fewer = without;
        puzzle.builder.remove_clue(fewer, also.cell);
        CHECK(puzzle.solver.check(fewer, other.solution).valid);
        ++widened;
      }
    }
    CHECK(widened > 0);
  }
}

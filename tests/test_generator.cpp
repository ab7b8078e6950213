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
#include "support.hpp"
#include "verifier/verify.hpp"

using pg::Difficulty;
using pg::Instance;

using pg::test::json_of;

namespace {

const pg::Puzzle& takuzu() { return *pg::find_puzzle("takuzu"); }

bool solved_at(const Instance& instance, Difficulty tier) {
  return takuzu().solver.deduce(instance, tier).status == pg::Deduction::Status::solved;
}

}  // namespace

TEST_CASE("generated puzzles are unique and need exactly their tier", "[generator][takuzu]") {
  struct Case {
    int rows, cols;
    Difficulty tier;
    int count;
  };
  const std::vector<Case> cases{
      {6, 6, Difficulty::easy, 5},    {6, 6, Difficulty::medium, 5},  {6, 6, Difficulty::hard, 5},
      {8, 8, Difficulty::expert, 3},  {7, 7, Difficulty::medium, 3},  {9, 9, Difficulty::hard, 3},
      {10, 10, Difficulty::easy, 3},  {10, 10, Difficulty::hard, 3},  {10, 10, Difficulty::expert, 2},
      {6, 10, Difficulty::hard, 3},   {14, 14, Difficulty::hard, 2},
  };
  for (const Case& c : cases) {
    for (int i = 0; i < c.count; ++i) {
      auto req = pg::test::request("takuzu", c.rows, c.cols, c.tier, 11);
      Instance puzzle = pg::generate(takuzu().job(req), static_cast<std::uint64_t>(i));
      INFO(c.rows << "x" << c.cols << " " << pg::to_string(c.tier) << " #" << i << "\n" << json_of(puzzle));
      REQUIRE(puzzle.solution);
      REQUIRE(puzzle.difficulty == c.tier);
      CHECK(puzzle.rows == c.rows);
      CHECK(puzzle.cols == c.cols);
      // The rule checker accepts the solution, givens included.
      CHECK(takuzu().solver.check(puzzle, *puzzle.solution).valid);
      // Independent count: exactly one solution, and it is the recorded one.
      std::vector<std::vector<int>> found;
      REQUIRE(pg::test::sat_count(takuzu().solver, puzzle, 2, &found) == 1);
      CHECK(found[0] == *puzzle.solution);
      // Exactly its tier.
      if (c.tier == Difficulty::expert) {
        CHECK_FALSE(solved_at(puzzle, Difficulty::hard));
      } else {
        CHECK(solved_at(puzzle, c.tier));
        if (c.tier != Difficulty::easy)
          CHECK_FALSE(solved_at(puzzle, static_cast<Difficulty>(static_cast<int>(c.tier) - 1)));
      }
      // Carving removed clues: no given can go without breaking the target.
      CHECK(puzzle.clue_count() < puzzle.cells() / 2);
    }
  }
}

TEST_CASE("the same seed gives the same bytes; the thread count does not matter", "[generator][takuzu]") {
  auto req = pg::test::request("takuzu", 10, 10, Difficulty::hard, 42);
  std::vector<std::string> serial, parallel;
  pg::run_corpus(takuzu().job(req), 0, 8, 1, [&](Instance&& i) { serial.push_back(json_of(i)); });
  pg::run_corpus(takuzu().job(req), 0, 8, 3, [&](Instance&& i) { parallel.push_back(json_of(i)); });
  CHECK(serial == parallel);
  CHECK(json_of(pg::generate(takuzu().job(req), 5)) == serial[5]);
  // A corpus can start anywhere: instance 5 is instance 5.
  std::vector<std::string> tail;
  pg::run_corpus(takuzu().job(req), 5, 3, 2, [&](Instance&& i) { tail.push_back(json_of(i)); });
  CHECK(tail == std::vector<std::string>(serial.begin() + 5, serial.end()));
  // Different seeds, indices or difficulties give different puzzles.
  CHECK(serial[0] != serial[1]);
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
  // 4x4 has no expert puzzle: the retries end in a clear error.
  pg::GenerateSettings settings;
  settings.attempts = 5;
  CHECK_THROWS_WITH(pg::generate(takuzu().job(pg::test::request("takuzu", 4, 4, Difficulty::expert, 1)), 0, settings),
                    Catch::Contains("no expert takuzu 4x4 puzzle in 5 attempts"));
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

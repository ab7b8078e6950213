// The Nurikabe generator: unique under the rule set asked for, every island
// paintable from its number, exactly the tier asked for, the island controls
// kept, same bytes for the same seed whatever the thread count.
#include <catch2/catch.hpp>

#include <algorithm>

#include "formats/json.hpp"
#include "formats/nurikabe/codec.hpp"
#include "generator/corpus.hpp"
#include "generator/generate.hpp"
#include "puzzles/catalogue.hpp"
#include "solvers/nurikabe/rules.hpp"
#include "support.hpp"

using pg::Difficulty;
using pg::Instance;

using pg::test::json_of;

namespace {

const pg::Puzzle& nurikabe() { return *pg::find_puzzle("nurikabe"); }

bool solved_at(const Instance& instance, Difficulty tier) {
  return nurikabe().solver.deduce(instance, tier).status == pg::Deduction::Status::solved;
}

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
  struct Case {
    int rows, cols;
    Difficulty tier;
    const char* rules;
    int count;
  };
  const std::vector<Case> cases{
      {5, 5, Difficulty::easy, "", 4},       {6, 6, Difficulty::medium, "", 3}, {8, 8, Difficulty::hard, "", 3},
      {10, 10, Difficulty::medium, "", 2},   {6, 9, Difficulty::easy, "", 2},   {7, 7, Difficulty::medium, "ipc", 3},
      {8, 8, Difficulty::easy, "ipc", 2},
  };
  for (const Case& c : cases) {
    for (int i = 0; i < c.count; ++i) {
      pg::GenerateRequest req = pg::test::request("nurikabe", c.rows, c.cols, c.tier, 5);
      req.rules = c.rules;
      Instance puzzle = pg::generate(nurikabe().job(req), static_cast<std::uint64_t>(i));
      INFO(c.rows << "x" << c.cols << " " << pg::to_string(c.tier) << " " << c.rules << " #" << i << "\n"
                  << json_of(puzzle));
      REQUIRE(puzzle.solution);
      CHECK(puzzle.difficulty == c.tier);
      CHECK(puzzle.rules == std::string(c.rules));
      CHECK(nurikabe().solver.check(puzzle, *puzzle.solution).valid);
      // Paintable whatever the rule set: the planning domain needs it.
      CHECK(pg::nurikabe::check_paintable(puzzle, *puzzle.solution).valid);
      // The grid always keeps the Nikoli rules, which the ipc set only relaxes.
      Instance nikoli = puzzle;
      nikoli.rules.clear();
      CHECK(pg::nurikabe::check_rules(nikoli, *puzzle.solution).valid);
      std::vector<std::vector<int>> found;
      REQUIRE(pg::test::sat_count(nurikabe().solver, puzzle, 2, &found) == 1);
      CHECK(found[0] == *puzzle.solution);
      CHECK(solved_at(puzzle, c.tier));
      if (c.tier != Difficulty::easy) CHECK_FALSE(solved_at(puzzle, static_cast<Difficulty>(static_cast<int>(c.tier) - 1)));
    }
  }
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

TEST_CASE("Nurikabe: the same seed gives the same bytes; the thread count does not matter",
          "[nurikabe][generator]") {
  auto req = pg::test::request("nurikabe", 8, 8, Difficulty::medium, 21);
  std::vector<std::string> serial, parallel;
  pg::run_corpus(nurikabe().job(req), 0, 6, 1, [&](Instance&& i) { serial.push_back(json_of(i)); });
  pg::run_corpus(nurikabe().job(req), 0, 6, 2, [&](Instance&& i) { parallel.push_back(json_of(i)); });
  CHECK(serial == parallel);
  CHECK(json_of(pg::generate(nurikabe().job(req), 4)) == serial[4]);
  CHECK(serial[0] != serial[1]);
}

// Nurikabe: the rule checker (both rule sets, paintability), SAT counts
// against brute force, the logic solver against SAT.
#include <catch2/catch.hpp>

#include <algorithm>
#include <memory>
#include <optional>

#include "formats/nurikabe/codec.hpp"
#include "generator/rng.hpp"
#include "solvers/nurikabe/logic.hpp"
#include "solvers/nurikabe/rules.hpp"
#include "solvers/nurikabe/solver.hpp"
#include "solver_contract.hpp"
#include "nurikabe_boards.hpp"
#include "support.hpp"
#include "verifier/verify.hpp"

using pg::Difficulty;
using pg::Instance;
using pg::kNone;
using namespace pg::nurikabe;

namespace {

using pg::test::nurikabe::board;
using pg::test::nurikabe::painted;

const pg::Solver& nurikabe_solver() { return pg::nurikabe::solver(); }

int brute_count(const Instance& instance) {
  const int cells = instance.cells();
  REQUIRE(cells <= 16);
  int count = 0;
  std::vector<int> grid(static_cast<std::size_t>(cells));
  for (unsigned set = 0; set < (1u << cells); ++set) {
    for (int i = 0; i < cells; ++i) grid[static_cast<std::size_t>(i)] = (set >> i) & 1 ? kWall : kIsland;
    count += check_rules(instance, grid).valid;
  }
  return count;
}

Instance random_board(pg::Rng& rng, int rows, int cols, bool ipc) {
  Instance instance;
  instance.puzzle = "nurikabe";
  instance.rules = ipc ? "ipc" : "";
  instance.rows = rows;
  instance.cols = cols;
  int numbers = 1 + static_cast<int>(rng.below(static_cast<std::uint32_t>(std::max(1, rows * cols / 4))));
  instance.givens.assign(static_cast<std::size_t>(rows * cols), kNone);
  for (int k = 0; k < numbers; ++k) {
    int cell = static_cast<int>(rng.below(static_cast<std::uint32_t>(rows * cols)));
    instance.givens[static_cast<std::size_t>(cell)] = 1 + static_cast<int>(rng.below(5));
  }
  return instance;
}

}  // namespace

TEST_CASE("the Nurikabe rule checker names each broken rule", "[nurikabe][rules]") {
  Instance four = board({"2..", "...", "..3"});
  auto ok = painted({"..#", "###", "..."});  // the 2's island on top, the 3's along the bottom
  pg::RuleCheck check = check_rules(four, ok);
  INFO(check.rule << ": " << check.detail);
  CHECK(check.valid);
  REQUIRE(check.notes.size() == 1);
  CHECK(check.notes[0].find("every island can be painted") != std::string::npos);

  auto rule_of = [](const Instance& instance, const std::vector<int>& grid) {
    pg::RuleCheck c = check_rules(instance, grid);
    CHECK_FALSE(c.valid);
    return c.rule + ": " + c.detail;
  };
  CHECK(rule_of(four, painted({"#.#", "##.", "#.."})) == "numbered-wall: the numbered cell (0,0) is a wall");
  CHECK(rule_of(four, painted({"...", "##.", "#.."})) == "island-number: one island holds the numbers at (0,0) and (2,2)");
  CHECK(rule_of(four, painted({".##", "##.", "#.."})) == "island-size: the island of the 2 at (0,0) has 1 cells");
  CHECK(rule_of(four, painted({"..#", "#..", "#.."})) == "island-number: one island holds the numbers at (0,0) and (2,2)");
  CHECK(rule_of(board({"1..", "...", "..1"}), painted({".##", "#.#", "##."})) ==
        "island-number: the island at (1,1) has no number");
  // Walls split, and a 2x2 of wall, under the nikoli rules only.
  Instance split = board({"...", "3..", "..."});
  auto split_grid = painted({"#.#", "..#", "###"});
  CHECK(rule_of(split, split_grid).rfind("wall-connected", 0) == 0);
  split.rules = "ipc";
  CHECK(check_rules(split, split_grid).valid);
  Instance pool = board({"...", "...", "..1"});
  auto pool_grid = painted({"###", "###", "##."});
  CHECK(rule_of(pool, pool_grid) == "wall-2x2: the 2x2 block at (0,0) is all wall");
  pool.rules = "ipc";
  CHECK(check_rules(pool, pool_grid).valid);
}

TEST_CASE("paintability: a walk from the number through the whole island", "[nurikabe][rules]") {
  // A T-shaped 4-island painted from its foot cannot be walked without return.
  Instance t = board({"....", "...4", "....", "...."}, "ipc");
  auto t_grid = painted({"#.##", "...#", "####", "####"});
  // island {(0,1),(1,0),(1,1),(1,2)} would be the T; the number sits at (1,3)? adjust below
  (void)t_grid;
  Instance tee = board({".4..", "....", "....", "...."}, "ipc");
  auto tee_grid = painted({"#.##", "...#", "####", "####"});
  REQUIRE(check_rules(tee, tee_grid).valid);
  CHECK_FALSE(check_paintable(tee, tee_grid).valid);
  CHECK(check_rules(tee, tee_grid).notes.at(0).find("not paintable") == 0);
  Instance line = board({"4...", "....", "....", "...."}, "ipc");
  auto line_grid = painted({"....", "####", "####", "####"});
  CHECK(check_paintable(line, line_grid).valid);
  // The same island from its middle: not paintable.
  Instance middle = board({".4..", "....", "....", "...."}, "ipc");
  CHECK_FALSE(check_paintable(middle, line_grid).valid);
}

TEST_CASE("Nurikabe SAT counts equal brute-force counts on random small boards", "[nurikabe][sat][brute]") {
  pg::Rng rng(21, 1);
  pg::test::Verdicts verdicts;
  for (int trial = 0; trial < 240; ++trial) {
    int rows = 2 + static_cast<int>(rng.below(3)), cols = 2 + static_cast<int>(rng.below(3));
    Instance instance = random_board(rng, rows, cols, trial % 2 == 1);
    INFO("trial " << trial << " " << rows << "x" << cols << " rules " << instance.rules);
    pg::test::check_sat_count(nurikabe_solver(), instance, brute_count(instance), 100000, verdicts);
  }
  pg::test::check_every_verdict(verdicts, 10);
}

TEST_CASE("one SAT session through a series of Nurikabe boards answers as brute force does", "[nurikabe][sat][brute]") {
  // Each board changes one cell of the one before, as the generator's
  // mending rounds do: islands kept, dropped and made anew in one session.
  for (bool ipc : {false, true}) {
    pg::Rng rng(33, ipc ? 2 : 1);
    Instance board_now = board({"1...", "....", "...2"}, ipc ? "ipc" : "");
    std::unique_ptr<pg::sat::EncodingSeries> series = nurikabe_solver().encode_series(board_now);
    REQUIRE(series);
    const int cells = board_now.cells();
    int several = 0, single = 0;
    for (int step = 0; step < 400; ++step) {
      // One to three numbers, one added, taken away or changed a step.
      const auto numbers = std::count_if(board_now.givens.begin(), board_now.givens.end(), [](int g) { return g != kNone; });
      int& given = board_now.givens[rng.below(static_cast<std::uint32_t>(cells))];
      if (given != kNone && numbers > 1 && rng.coin())
        given = kNone;
      else if (given != kNone || numbers < 3)
        given = 1 + static_cast<int>(rng.below(4));
      std::vector<std::vector<int>> solutions;
      std::vector<int> grid(static_cast<std::size_t>(cells));
      for (unsigned set = 0; set < (1u << cells) && solutions.size() < 2; ++set) {
        for (int i = 0; i < cells; ++i) grid[static_cast<std::size_t>(i)] = (set >> i) & 1 ? kWall : kIsland;
        if (check_rules(board_now, grid).valid) solutions.push_back(grid);
      }
      if (solutions.empty()) continue;
      INFO("rules " << board_now.rules << ", step " << step);
      pg::sat::Found found = pg::other_solution(*series, nurikabe_solver(), board_now, solutions[0]);
      REQUIRE(found.outcome != pg::sat::Outcome::unknown);
      CHECK((found.outcome == pg::sat::Outcome::sat) == (solutions.size() == 2));
      if (found.outcome == pg::sat::Outcome::sat) {
        CHECK(found.solution != solutions[0]);
        CHECK(check_rules(board_now, found.solution).valid);
        ++several;
      } else {
        ++single;
      }
    }
    CHECK(several > 10);
    CHECK(single > 10);
  }
}

TEST_CASE("the Nurikabe logic solver never contradicts SAT", "[nurikabe][logic]") {
  pg::Rng rng(5, 7);
  pg::test::Outcomes outcomes;
  for (int trial = 0; trial < 300; ++trial) {
    int rows = 2 + static_cast<int>(rng.below(5)), cols = 2 + static_cast<int>(rng.below(5));
    Instance instance = random_board(rng, rows, cols, trial % 3 == 0);
    INFO(rows << "x" << cols << " trial " << trial << " rules " << instance.rules);
    pg::test::check_logic_sound(nurikabe_solver(), instance, Difficulty::hard, outcomes);
  }
  pg::test::check_every_outcome(outcomes, 20, 10, 20);
}

TEST_CASE("a second solution searched within the logic solver's deductions is a real one",
          "[nurikabe][sat][logic]") {
  // Two 1s and a 3 on a 4x4 board: the 3 has room to bend.
  pg::Rng rng(8, 3);
  int witnessed = 0, pinned_out = 0;
  for (int trial = 0; trial < 200; ++trial) {
    Instance instance = random_board(rng, 4, 4, trial % 2 == 1);
    std::optional<std::vector<int>> first = pg::solve(nurikabe_solver(), instance);
    if (!first) continue;
    pg::Deduction logic = pg::nurikabe::deduce(instance, Difficulty::medium);
    pg::sat::Found other = pg::other_solution(nurikabe_solver(), instance, *first, logic.cells);
    INFO("trial " << trial << " rules " << instance.rules);
    REQUIRE(other.outcome != pg::sat::Outcome::unknown);
    // The narrowed search answers as the plain one does.
    bool several = pg::test::sat_count(nurikabe_solver(), instance, 2) == 2;
    REQUIRE((other.outcome == pg::sat::Outcome::sat) == several);
    if (other.outcome != pg::sat::Outcome::sat) continue;
    ++witnessed;
    CHECK(check_rules(instance, other.solution).valid);
    CHECK(other.solution != *first);
    for (std::size_t i = 0; i < logic.cells.size(); ++i)
      if (logic.cells[i] != kNone) CHECK(other.solution[i] == logic.cells[i]);
    // Known cells that pin the first solution leave no other.
    pg::sat::Found none = pg::other_solution(nurikabe_solver(), instance, *first, *first);
    CHECK(none.outcome == pg::sat::Outcome::unsat);
    ++pinned_out;
  }
  CHECK(witnessed > 10);
  CHECK(pinned_out == witnessed);
}

TEST_CASE("a round budget stops a search whose lazy cuts go on", "[nurikabe][sat]") {
  // An open 6x6 board with four islands: the first models cut the wall
  // apart (islands stay whole by their clauses), and each costs a round of
  // cuts.
  Instance instance = board({"......", "......", "...5.4", ".5....", ".....3", "......"}, "nikoli");
  std::optional<std::vector<int>> first = pg::solve(nurikabe_solver(), instance);
  REQUIRE(first);
  pg::sat::Found answer = pg::other_solution(nurikabe_solver(), instance, *first);
  REQUIRE(answer.outcome == pg::sat::Outcome::sat);
  // The fewest rounds that answer: every smaller budget stops as unknown.
  int needed = -1;
  pg::sat::Budget budget;
  for (budget.rounds = 0; budget.rounds <= 200 && needed < 0; ++budget.rounds) {
    pg::sat::Found found = pg::other_solution(nurikabe_solver(), instance, *first, {}, budget);
    if (found.outcome == pg::sat::Outcome::unknown) continue;
    needed = static_cast<int>(budget.rounds);
    CHECK(found.outcome == answer.outcome);
    CHECK(found.solution == answer.solution);
  }
  CHECK(needed >= 2);
}

TEST_CASE("island completions: each island's count starts afresh", "[nurikabe][logic]") {
  // The 2 at (3,4) is listed after the 2 at (1,4), with as many
  // completions: a count left over from the first once hid the cells that
  // border every completion of the second.
  Instance instance = board({"..1.....1", "....2..1.", "..5...3..", "....2...1", "..1......", "2....6..."}, "ipc");
  pg::Deduction medium = pg::nurikabe::deduce(instance, Difficulty::medium);
  pg::test::require_sound(nurikabe_solver(), instance, medium);
  auto at = [&](int r, int c) { return medium.cells[static_cast<std::size_t>(r * instance.cols + c)]; };
  CHECK(at(2, 3) == kWall);
  CHECK(at(3, 3) == kIsland);
  CHECK(at(4, 4) == kWall);
}

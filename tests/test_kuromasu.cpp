// Kuromasu: the rule checker, SAT counts against brute force, the logic
// solver against SAT, generated puzzles at every tier, Range IDs from
// sgt-range.
#include <catch2/catch.hpp>

#include <string>
#include <string_view>
#include <vector>

#include "formats/kuromasu/codec.hpp"
#include "generator/generate.hpp"
#include "generator/rng.hpp"
#include "generator/symmetry.hpp"
#include "puzzles/catalogue.hpp"
#include "solvers/kuromasu/rules.hpp"
#include "solvers/kuromasu/solver.hpp"
#include "verifier/verify.hpp"
#include "generator_contract.hpp"
#include "solver_contract.hpp"
#include "support.hpp"

using pg::Difficulty;
using pg::Instance;
using pg::kNone;
using namespace pg::kuromasu;

namespace {

// A digit is a number (a white cell), '.' a white cell without one, '#' a
// black cell: the instance keeps the numbers, the solution every cell.
Instance board(std::initializer_list<std::string_view> rows) {
  Instance instance;
  instance.puzzle = "kuromasu";
  instance.rows = static_cast<int>(rows.size());
  instance.cols = static_cast<int>(rows.begin()->size());
  for (auto row : rows)
    for (char c : row) instance.givens.push_back(c >= '1' && c <= '9' ? c - '0' : kNone);
  return instance;
}

std::vector<int> shaded(std::initializer_list<std::string_view> rows) {
  std::vector<int> cells;
  for (auto row : rows)
    for (char c : row) cells.push_back(c == '#' ? kBlack : kWhite);
  return cells;
}

const pg::Solver& kuromasu_solver() { return pg::kuromasu::solver(); }
const pg::Puzzle& kuromasu_puzzle() { return *pg::find_puzzle("kuromasu"); }

// Brute force, independent of the encoding and the logic solver: every set of
// black cells, judged by the rule checker.
int brute_count(const Instance& instance) {
  const int cells = instance.cells();
  REQUIRE(cells <= 16);
  int count = 0;
  std::vector<int> grid(static_cast<std::size_t>(cells));
  for (unsigned set = 0; set < (1u << cells); ++set) {
    for (int i = 0; i < cells; ++i) grid[static_cast<std::size_t>(i)] = (set >> i) & 1 ? kBlack : kWhite;
    count += check_rules(instance, grid).valid;
  }
  return count;
}

// Numbers anywhere, each 1 .. rows + cols - 1.
Instance random_numbers(pg::Rng& rng, int rows, int cols, int percent) {
  Instance instance;
  instance.puzzle = "kuromasu";
  instance.rows = rows;
  instance.cols = cols;
  for (int i = 0; i < rows * cols; ++i)
    instance.givens.push_back(static_cast<int>(rng.below(100)) < percent
                                  ? 1 + static_cast<int>(rng.below(static_cast<std::uint32_t>(rows + cols - 1)))
                                  : kNone);
  return instance;
}

// A valid layout from the builder (its solution), `keep` percent of its
// numbers kept.
Instance built(pg::Rng& rng, int rows, int cols, int keep) {
  pg::GenerateRequest request = pg::test::request("kuromasu", rows, cols, Difficulty::medium, 1);
  request.options = pg::with_defaults(kuromasu_puzzle().builder, pg::Json::object());
  request.options["black"] = 10 + static_cast<int>(rng.below(31));
  Instance instance = kuromasu_puzzle().builder.build(rng, request);
  for (int& v : instance.givens)
    if (v != kNone && static_cast<int>(rng.below(100)) >= keep) v = kNone;
  return instance;
}

}  // namespace

TEST_CASE("the Kuromasu rule checker accepts a solution and names each broken rule", "[kuromasu][rules]") {
  Instance four = board({"2#.2", ".5.#", "#..4", "2.#."});
  const std::vector<int> solution = shaded({"2#.2", ".5.#", "#..4", "2.#."});
  pg::RuleCheck ok = check_rules(four, solution);
  INFO(ok.rule << ": " << ok.detail);
  CHECK(ok.valid);

  auto rule_of = [](const Instance& instance, const std::vector<int>& cells) {
    pg::RuleCheck check = check_rules(instance, cells);
    CHECK_FALSE(check.valid);
    return check.rule + ": " + check.detail;
  };
  CHECK(rule_of(four, shaded({"2#.2", ".##.", "#..4", "2.#."})) == "numbered-black: the numbered cell (1,1) is black");
  CHECK(rule_of(four, shaded({"2#.2", ".5##", "#..4", "2.#."})) == "black-adjacent: the black cells (1,2) and (1,3) touch");
  CHECK(rule_of(four, shaded({"2#.2", ".5.#", "#..4", "2.##"})) == "black-adjacent: the black cells (3,2) and (3,3) touch");
  CHECK(rule_of(four, shaded({"2#.2", "#5.#", "#..4", "2.#."})) == "black-adjacent: the black cells (1,0) and (2,0) touch");
  CHECK(rule_of(four, shaded({"2#.2", ".5.#", "#.#4", "2..."})) == "clue: the 4 at (2,3) sees 2 white cells");
  CHECK(rule_of(four, shaded({"2#.2", ".5.#", "#..4", "2..."})) == "clue: the 2 at (3,0) sees 4 white cells");
  std::vector<int> undecided = solution;
  undecided[2] = kNone;
  CHECK(rule_of(four, undecided) == "filled: cell (0,2) is neither white nor black");
  CHECK(rule_of(four, std::vector<int>(15, kWhite)).rfind("size:", 0) == 0);
  // White cells walled off by black ones, the rest of the rules kept.
  Instance corner = board({"1#.", "#..", "..."});
  CHECK(rule_of(corner, shaded({"1#.", "#..", "..."})) ==
        "white-connected: the white cells are split: (0,0) and (0,2) are not connected");
  Instance walled = board({"....", ".#..", "#.#.", ".#.."});
  CHECK(rule_of(walled, shaded({"....", ".#..", "#.#.", ".#.."})) ==
        "white-connected: the white cells are split: (0,0) and (2,1) are not connected");
  // Without numbers any layout of apart black cells with connected white
  // ones is a solution, all white included; a lone 1 needs every neighbour
  // black.
  Instance blank = board({"...", "..."});
  CHECK(check_rules(blank, shaded({"...", "..."})).valid);
  CHECK(check_rules(blank, shaded({"#.#", "..."})).valid);
  CHECK(check_rules(board({"#1#"}), shaded({"#.#"})).valid);
  CHECK(check_rules(board({"1"}), shaded({"."})).valid);
}

TEST_CASE("Kuromasu SAT counts equal brute-force counts on random small grids", "[kuromasu][sat][brute]") {
  pg::Rng rng(17, 1);
  pg::test::Verdicts verdicts;
  for (int trial = 0; trial < 600; ++trial) {
    int rows = 0, cols = 0;
    do {
      rows = 1 + static_cast<int>(rng.below(5));
      cols = 1 + static_cast<int>(rng.below(5));
    } while (rows * cols > 16);
    Instance instance;
    if (trial % 3 == 0 || rows < 3 || cols < 3) {
      instance = random_numbers(rng, rows, cols, 10 + static_cast<int>(rng.below(40)));
    } else {
      instance = built(rng, rows, cols, 10 + static_cast<int>(rng.below(60)));
    }
    INFO("trial " << trial << " " << rows << "x" << cols << "\n" << pg::test::json_of(instance));
    pg::test::check_sat_count(kuromasu_solver(), instance, brute_count(instance), 1000, verdicts);
  }
  pg::test::check_every_verdict(verdicts, 50);
}

TEST_CASE("Kuromasu SAT counts equal brute-force counts on 5x5 and 4x6 grids", "[kuromasu][sat][brute]") {
  // Large enough for a plus walled in by a ring of eight black cells; the
  // brute force goes over the layouts whose black cells are apart (any other
  // breaks black-adjacent), each judged by the rule checker.
  pg::Rng rng(29, 2);
  pg::test::Verdicts verdicts;
  for (int trial = 0; trial < 40; ++trial) {
    const int rows = trial % 2 ? 5 : 4, cols = trial % 2 ? 5 : 6;
    Instance instance = trial % 4 == 0 ? random_numbers(rng, rows, cols, 5 + static_cast<int>(rng.below(25)))
                                       : built(rng, rows, cols, 20 + static_cast<int>(rng.below(60)));
    std::vector<int> grid(static_cast<std::size_t>(instance.cells()), kWhite);
    int count = 0;
    auto fill = [&](auto& self, int row, unsigned above) -> void {
      if (row == rows) {
        count += check_rules(instance, grid).valid;
        return;
      }
      for (unsigned mask = 0; mask < (1u << cols); ++mask) {
        if ((mask & (mask << 1)) != 0 || (mask & above) != 0) continue;
        for (int c = 0; c < cols; ++c) grid[static_cast<std::size_t>(row * cols + c)] = (mask >> c) & 1 ? kBlack : kWhite;
        self(self, row + 1, mask);
      }
    };
    fill(fill, 0, 0);
    INFO("trial " << trial << "\n" << pg::test::json_of(instance));
    pg::test::check_sat_count(kuromasu_solver(), instance, count, 1000, verdicts);
  }
  pg::test::check_every_verdict(verdicts, 3);
}

TEST_CASE("Kuromasu: numbers taken away by their selectors, one session as the carve asks", "[kuromasu][sat]") {
  // Several questions a session, learnt clauses and lazy cuts carried from
  // one to the next (pg::test::check_selectors).
  pg::Rng rng(23, 4);
  pg::test::SelectorAnswers answers;
  for (int trial = 0; trial < 40; ++trial) {
    const Instance full = built(rng, 3 + static_cast<int>(rng.below(2)), 3 + static_cast<int>(rng.below(2)), 100);
    INFO("trial " << trial);
    pg::test::check_selectors(kuromasu_solver(), full, rng, 6, brute_count, pg::test::json_of, answers, 5);
  }
  INFO("unique " << answers.unique << ", several " << answers.several);
  CHECK(answers.unique > 40);
  CHECK(answers.several > 40);
}

TEST_CASE("the Kuromasu logic solver never contradicts SAT", "[kuromasu][logic]") {
  pg::Rng rng(5, 3);
  pg::test::Outcomes outcomes;
  for (int trial = 0; trial < 400; ++trial) {
    const int rows = 3 + static_cast<int>(rng.below(8)), cols = 3 + static_cast<int>(rng.below(8));
    Instance instance = trial % 3 == 0 ? random_numbers(rng, rows, cols, 5 + static_cast<int>(rng.below(30)))
                                       : built(rng, rows, cols, 15 + static_cast<int>(rng.below(70)));
    INFO(rows << "x" << cols << " trial " << trial << "\n" << pg::test::json_of(instance));
    pg::test::check_logic_sound(kuromasu_solver(), instance, Difficulty::expert, outcomes);
  }
  pg::test::check_every_outcome(outcomes, 60, 60, 40);
}

TEST_CASE("generated Kuromasu puzzles are unique and need exactly their tier", "[kuromasu][generator]") {
  // The option is the symmetry asked for.
  const std::vector<pg::test::Batch> batches{
      {5, 5, Difficulty::easy, 3, "rot2"},    {6, 6, Difficulty::medium, 3, "rot4"},
      {7, 7, Difficulty::hard, 2, "none"},    {6, 6, Difficulty::expert, 2, "rot2"},
      {8, 11, Difficulty::medium, 2, "mirror2"}, {10, 10, Difficulty::hard, 2, "mirror4"},
      {9, 9, Difficulty::expert, 1, "rot2"},  {15, 15, Difficulty::hard, 1, "rot2"},
      {12, 14, Difficulty::expert, 1, "none"},
  };
  pg::test::check_batches(
      kuromasu_puzzle(), 3, batches,
      [](pg::GenerateRequest& request, const pg::test::Batch& batch) { request.options["symmetry"] = batch.option; },
      [](const Instance& generated, const pg::test::Batch& batch) {
        // Numbers go in symmetric groups: a number kept keeps every number
        // of its orbit (the white cells of it).
        const pg::Grid grid(generated);
        for (int cell = 0; cell < generated.cells(); ++cell) {
          if (generated.givens[static_cast<std::size_t>(cell)] == kNone) continue;
          for (int other : pg::orbit(grid, cell, batch.option))
            if ((*generated.solution)[static_cast<std::size_t>(other)] == kWhite)
              CHECK(generated.givens[static_cast<std::size_t>(other)] != kNone);
        }
      });
}

TEST_CASE("Kuromasu: the same seed gives the same bytes, whatever the thread count",
          "[kuromasu][generator]") {
  const pg::Job job = kuromasu_puzzle().job(pg::test::request("kuromasu", 8, 8, Difficulty::hard, 11));
  const std::vector<std::string> first = pg::test::check_reproducible(job, 5, 2, 3);
  const pg::Job expert = kuromasu_puzzle().job(pg::test::request("kuromasu", 7, 7, Difficulty::expert, 11));
  pg::test::check_reproducible(expert, 3, 2, 1);
  // Another seed, another puzzle.
  CHECK(pg::test::json_of(pg::generate(kuromasu_puzzle().job(pg::test::request("kuromasu", 8, 8, Difficulty::hard, 12)),
                                       0)) != first[0]);
}

TEST_CASE("Range IDs from sgt-range verify as unique", "[kuromasu][verify]") {
  // `sgt-range --generate 3 10x10` (Debian's sgt-puzzles), Tatham's own
  // generator: each has exactly one solution.
  const std::string ids =
      "10x10:b10b19i10b9e8e2h11_3e14f5e11_4h15e12e3b7i6b8b\n"
      "10x10:d14d10i4b5b11m4c12d9b15d19c9m16b18b5i6d9d\n"
      "10x10:a7a5a7a8_5c12i9n8k2_10k15n7i6c3_4a8a5a9a\n";
  const std::vector<Instance> instances = codec().format("tatham")->read(ids);
  REQUIRE(instances.size() == 3);
  for (const Instance& instance : instances) {
    INFO(pg::test::json_of(instance));
    const pg::Report report = pg::verify(kuromasu_solver(), instance);
    REQUIRE(report.verdict == pg::Verdict::unique);
    CHECK(check_rules(instance, report.solutions[0]).valid);
    // Half of its numbers gone, it has several solutions, two of which verify
    // finds and tells apart.
    Instance fewer = instance;
    int seen = 0;
    for (int& v : fewer.givens)
      if (v != kNone && seen++ % 2 == 0) v = kNone;
    const pg::Report several = pg::verify(kuromasu_solver(), fewer);
    CHECK(several.verdict == pg::Verdict::multiple);
    CHECK_FALSE(several.differing.empty());
  }
}

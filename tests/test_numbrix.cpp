// Numbrix: the rule checker, SAT counts against brute force (every
// Hamiltonian path of the grid), the givens dropped by their selectors as the
// carve drops them, the logic solver against SAT at every tier, each tier
// reached, and the seed example of the IST course.
#include <catch2/catch.hpp>

#include <algorithm>
#include <string>
#include <string_view>
#include <vector>

#include "core/grid.hpp"
#include "formats/numbrix/codec.hpp"
#include "generator/generate.hpp"
#include "generator/rng.hpp"
#include "generator/symmetry.hpp"
#include "puzzles/catalogue.hpp"
#include "solvers/numbrix/rules.hpp"
#include "solvers/numbrix/solver.hpp"
#include "solvers/sat/search.hpp"
#include "verifier/verify.hpp"
#include "generator_contract.hpp"
#include "solver_contract.hpp"
#include "support.hpp"

using pg::Difficulty;
using pg::Instance;
using pg::kNone;
using namespace pg::numbrix;

namespace {

const pg::Solver& numbrix_solver() { return pg::numbrix::solver(); }
const pg::Puzzle& numbrix_puzzle() { return *pg::find_puzzle("numbrix"); }

// An instance as the grid text shows it, for messages.
std::string text_of(const Instance& instance) { return codec().format("grid")->write(instance); }

Instance blank(int rows, int cols) { return pg::test::blank_instance("numbrix", rows, cols); }

// Row by row, 0 an empty cell.
Instance board(int rows, int cols, std::initializer_list<int> cells) {
  Instance instance = blank(rows, cols);
  std::size_t i = 0;
  for (int v : cells) instance.givens[i++] = v == 0 ? kNone : v;
  return instance;
}

std::string check_of(const Instance& instance, const std::vector<int>& cells) {
  const pg::RuleCheck check = check_rules(instance, cells);
  return check.valid ? "valid" : check.rule + ": " + check.detail;
}

// Every Hamiltonian path of the grid, numbered from each of its two ends:
// independent of the encoding and the logic solver.
std::vector<std::vector<int>> all_paths(int rows, int cols) {
  const pg::Grid grid(rows, cols);
  const int cells = grid.cells();
  std::vector<std::vector<int>> found;
  std::vector<int> numbers(static_cast<std::size_t>(cells), 0);
  auto walk = [&](auto& self, int cell, int number) -> void {
    numbers[static_cast<std::size_t>(cell)] = number;
    if (number == cells) found.push_back(numbers);
    else
      grid.for_each_neighbour(cell, [&](int next) {
        if (numbers[static_cast<std::size_t>(next)] == 0) self(self, next, number + 1);
      });
    numbers[static_cast<std::size_t>(cell)] = 0;
  };
  for (int start = 0; start < cells; ++start) walk(walk, start, 1);
  return found;
}

int brute_count(const Instance& instance, const std::vector<std::vector<int>>& paths) {
  int count = 0;
  for (const std::vector<int>& path : paths) count += check_rules(instance, path).valid;
  return count;
}

// A random Hamiltonian path by backbite moves from a snake: an end steps to a
// neighbour off the path's end, and the stretch after that neighbour turns
// round. Numbered along the path.
std::vector<int> random_path(pg::Rng& rng, int rows, int cols) {
  const pg::Grid grid(rows, cols);
  const int cells = grid.cells();
  std::vector<int> path;
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < cols; ++c) path.push_back(grid.index(r, r % 2 ? cols - 1 - c : c));
  std::vector<int> at(static_cast<std::size_t>(cells));
  for (int move = 0; move < 30 * cells && cells > 2; ++move) {
    if (rng.coin()) std::reverse(path.begin(), path.end());
    const pg::Neighbours around = grid.neighbours(path.back());
    const int pick = around[static_cast<int>(rng.below(static_cast<std::uint32_t>(around.size())))];
    const auto i = static_cast<std::size_t>(std::find(path.begin(), path.end(), pick) - path.begin());
    std::reverse(path.begin() + static_cast<std::ptrdiff_t>(i) + 1, path.end());
  }
  std::vector<int> numbers(static_cast<std::size_t>(cells));
  for (std::size_t k = 0; k < path.size(); ++k) numbers[static_cast<std::size_t>(path[k])] = static_cast<int>(k) + 1;
  return numbers;
}

// `percent` of a solution's numbers given, each cell on its own.
Instance some_givens(pg::Rng& rng, int rows, int cols, const std::vector<int>& solution, int percent) {
  Instance instance = blank(rows, cols);
  for (std::size_t i = 0; i < solution.size(); ++i)
    if (static_cast<int>(rng.below(100)) < percent) instance.givens[i] = solution[i];
  return instance;
}

// One given changed to a number given nowhere else (mostly no solution then).
void spoil(pg::Rng& rng, Instance& instance) {
  std::vector<std::size_t> given;
  for (std::size_t i = 0; i < instance.givens.size(); ++i)
    if (instance.givens[i] != kNone) given.push_back(i);
  if (given.empty()) return;
  const std::size_t at = given[rng.below(static_cast<std::uint32_t>(given.size()))];
  const int last = instance.cells();
  for (int tries = 0; tries < 20; ++tries) {
    const int v = 1 + static_cast<int>(rng.below(static_cast<std::uint32_t>(last)));
    if (std::find(instance.givens.begin(), instance.givens.end(), v) == instance.givens.end()) {
      instance.givens[at] = v;
      return;
    }
  }
}

}  // namespace

TEST_CASE("the Numbrix rule checker accepts a solution and names each broken rule", "[numbrix][rules]") {
  const Instance seed = board(3, 3, {0, 0, 0, 0, 0, 2, 0, 6, 0});
  CHECK(check_of(seed, {9, 4, 3, 8, 5, 2, 7, 6, 1}) == "valid");
  CHECK(check_of(seed, {0, 4, 3, 8, 5, 2, 7, 6, 1}) == "range: cell (0,0) holds 0, not a number 1..9");
  CHECK(check_of(seed, {9, 4, 3, 8, 5, 2, 7, 6, 10}) == "range: cell (2,2) holds 10, not a number 1..9");
  CHECK(check_of(seed, {9, 4, 4, 8, 5, 2, 7, 6, 1}) == "each-once: the number 4 is at (0,1) and at (0,2)");
  // The path read from its other end: every rule kept but the givens.
  CHECK(check_of(seed, {1, 6, 7, 2, 5, 8, 3, 4, 9}) == "given: cell (1,2) is given 2 but holds 8");
  CHECK(check_of(seed, {7, 4, 3, 8, 5, 2, 9, 6, 1}) ==
        "consecutive-adjacent: the 6 at (2,1) and the 7 at (0,0) are not orthogonally adjacent");
  CHECK(check_of(seed, {9, 4, 3, 8, 5, 2, 7, 6}).rfind("size:", 0) == 0);
  // A diagonal step is no step.
  CHECK(check_of(blank(2, 2), {1, 4, 3, 2}) ==
        "consecutive-adjacent: the 1 at (0,0) and the 2 at (1,1) are not orthogonally adjacent");
  CHECK(check_of(blank(2, 2), {1, 2, 4, 3}) == "valid");
  CHECK(check_of(blank(1, 1), {1}) == "valid");
  CHECK(check_of(blank(1, 4), {4, 3, 2, 1}) == "valid");
  CHECK(check_of(board(1, 4, {0, 3, 0, 0}), {1, 2, 3, 4}) == "given: cell (0,1) is given 3 but holds 2");
}

TEST_CASE("the IST seed example solves uniquely to its expected text", "[numbrix][verify]") {
  const std::vector<Instance> read = codec().format("judge")->read("3\n0\t0\t0\n0\t0\t2\n0\t6\t0\n");
  REQUIRE(read.size() == 1);
  const Instance& instance = read[0];
  const pg::Report report = pg::verify(numbrix_solver(), instance);
  REQUIRE(report.verdict == pg::Verdict::unique);
  CHECK(codec().write_solution(instance, report.solutions[0]) == "9\t4\t3\n8\t5\t2\n7\t6\t1\n");
  const pg::Deduction logic = numbrix_solver().deduce(instance, Difficulty::hard);
  CHECK(logic.status == pg::Deduction::Status::solved);
  CHECK(logic.cells == report.solutions[0]);
  const std::optional<std::vector<int>> solved = pg::solve(numbrix_solver(), instance, {});
  REQUIRE(solved);
  CHECK(*solved == report.solutions[0]);
}

TEST_CASE("Numbrix SAT counts equal brute-force counts on every grid from 1x1 to 4x4", "[numbrix][sat][brute]") {
  // Every Hamiltonian path of the grid, both ways round; instances made of
  // some numbers of some paths, some spoilt, the blank grid too; the paths
  // that keep the givens, judged by the rule checker, against SAT.
  pg::Rng rng(41, 1);
  pg::test::Verdicts verdicts;
  for (int rows = 1; rows <= 4; ++rows)
    for (int cols = 1; cols <= 4; ++cols) {
      const std::vector<std::vector<int>> paths = all_paths(rows, cols);
      REQUIRE_FALSE(paths.empty());
      const int trials = rows * cols <= 4 ? 8 : 40;
      for (int trial = 0; trial < trials; ++trial) {
        const std::vector<int>& path = paths[rng.below(static_cast<std::uint32_t>(paths.size()))];
        Instance instance = trial == 0 ? blank(rows, cols)
                                       : some_givens(rng, rows, cols, path, 5 + static_cast<int>(rng.below(60)));
        if (trial % 4 == 3) spoil(rng, instance);
        INFO(rows << "x" << cols << " trial " << trial << "\n" << text_of(instance));
        pg::test::check_sat_count(numbrix_solver(), instance, brute_count(instance, paths), 30, verdicts);
      }
    }
  pg::test::check_every_verdict(verdicts, 40);
}

TEST_CASE("Numbrix: givens dropped by their selectors, one session as the carve asks", "[numbrix][sat]") {
  // Every number of a full grid behind its selector, whatever the bounds the
  // encoding draws from the numbers (pg::test::check_selectors).
  pg::Rng rng(43, 2);
  pg::test::SelectorAnswers answers;
  for (int trial = 0; trial < 24; ++trial) {
    const int rows = 3 + static_cast<int>(rng.below(2)), cols = 3 + static_cast<int>(rng.below(2));
    const std::vector<std::vector<int>> paths = all_paths(rows, cols);
    Instance full = blank(rows, cols);
    full.givens = paths[rng.below(static_cast<std::uint32_t>(paths.size()))];
    full.solution = full.givens;
    INFO("trial " << trial);
    pg::test::check_selectors(
        numbrix_solver(), full, rng, 6, [&](const Instance& fewer) { return brute_count(fewer, paths); }, text_of,
        answers);
  }
  INFO("unique " << answers.unique << ", several " << answers.several);
  CHECK(answers.unique > 30);
  CHECK(answers.several > 30);
}

TEST_CASE("the Numbrix logic solver never contradicts SAT", "[numbrix][logic]") {
  // Some numbers of random paths, 2x2 to 10x10, some spoilt: every tier's
  // deductions hold in every solution SAT finds; and every rule of the
  // ladder makes deductions somewhere in the sample.
  pg::Rng rng(47, 3);
  pg::test::Outcomes outcomes;
  std::vector<int> steps;
  for (int trial = 0; trial < 400; ++trial) {
    const int rows = 2 + static_cast<int>(rng.below(9)), cols = 2 + static_cast<int>(rng.below(9));
    const std::vector<int> path = random_path(rng, rows, cols);
    Instance instance = some_givens(rng, rows, cols, path, 8 + static_cast<int>(rng.below(50)));
    if (trial % 5 == 4) spoil(rng, instance);
    INFO(rows << "x" << cols << " trial " << trial << "\n" << text_of(instance));
    pg::test::check_logic_sound(numbrix_solver(), instance, Difficulty::hard, outcomes);
    const pg::Deduction deduction = numbrix_solver().deduce(instance, Difficulty::hard);
    steps.resize(deduction.rules.size());
    for (std::size_t r = 0; r < deduction.rules.size(); ++r) steps[r] += deduction.rules[r].steps;
  }
  pg::test::check_every_outcome(outcomes, 60, 60, 40);
  const pg::Deduction names = numbrix_solver().deduce(blank(3, 3), Difficulty::hard);
  for (std::size_t r = 0; r < steps.size(); ++r) {
    INFO("rule " << names.rules[r].name);
    CHECK(steps[r] > 0);
  }
}

TEST_CASE("each Numbrix tier has puzzles that need it at 9x9", "[numbrix][logic]") {
  // Numbers taken away from a random path in a random order while the tiers
  // up to the target still finish the puzzle: what is left needs that tier
  // (or less); some of each need exactly it. For expert, while SAT finds
  // the puzzle unique.
  pg::Rng rng(53, 4);
  for (Difficulty target : pg::kDifficulties) {
    int exact = 0;
    const int attempts = target == Difficulty::expert ? 1 : 4;
    for (int attempt = 0; attempt < attempts; ++attempt) {
      const std::vector<int> path = random_path(rng, 9, 9);
      Instance instance = blank(9, 9);
      instance.givens = path;
      std::vector<int> order(path.size());
      for (std::size_t i = 0; i < order.size(); ++i) order[i] = static_cast<int>(i);
      rng.shuffle(order);
      for (int cell : order) {
        Instance fewer = instance;
        fewer.givens[static_cast<std::size_t>(cell)] = kNone;
        const bool keep = target == Difficulty::expert
                              ? pg::confirm_unique(numbrix_solver(), fewer, path) == pg::Verdict::unique
                              : numbrix_solver().deduce(fewer, target).status == pg::Deduction::Status::solved;
        if (keep) instance = fewer;
      }
      const pg::Deduction graded = numbrix_solver().deduce(instance, Difficulty::hard);
      const Difficulty tier = graded.status == pg::Deduction::Status::solved ? graded.hardest : Difficulty::expert;
      CHECK(tier <= target);
      exact += tier == target;
    }
    INFO("tier " << pg::to_string(target));
    CHECK(exact > 0);
  }
}

TEST_CASE("generated Numbrix puzzles are unique and need exactly their tier", "[numbrix][generator]") {
  // The option is the symmetry asked for; "keep" asks for the ends instead.
  const std::vector<pg::test::Batch> batches{
      {3, 3, Difficulty::easy, 3, "rot2"},     {3, 3, Difficulty::medium, 2, "none"},
      {4, 4, Difficulty::hard, 2, "rot2"},     {4, 4, Difficulty::expert, 1, "none"},
      {6, 6, Difficulty::medium, 2, "rot4"},   {5, 8, Difficulty::hard, 2, "mirror2"},
      {9, 9, Difficulty::easy, 1, "mirror4"},  {9, 9, Difficulty::hard, 2, "keep"},
      {9, 9, Difficulty::expert, 1, "rot2"},   {12, 12, Difficulty::hard, 1, "rot2"},
      {10, 7, Difficulty::expert, 1, "none"},
  };
  pg::test::check_batches(
      numbrix_puzzle(), 3, batches,
      [](pg::GenerateRequest& request, const pg::test::Batch& batch) {
        if (batch.option == "keep") request.options["ends"] = "keep";
        else request.options["symmetry"] = batch.option;
      },
      [](const Instance& generated, const pg::test::Batch& batch) {
        const int last = generated.cells();
        if (batch.option == "keep") {
          CHECK(std::count(generated.givens.begin(), generated.givens.end(), 1) == 1);
          CHECK(std::count(generated.givens.begin(), generated.givens.end(), last) == 1);
          return;
        }
        // Numbers go in symmetric groups: a number kept keeps its orbit.
        const pg::Grid grid(generated);
        for (int cell = 0; cell < last; ++cell) {
          if (generated.givens[static_cast<std::size_t>(cell)] == kNone) continue;
          for (int other : pg::orbit(grid, cell, batch.option))
            CHECK(generated.givens[static_cast<std::size_t>(other)] != kNone);
        }
      });
}

TEST_CASE("Numbrix: the same seed gives the same bytes, whatever the thread count", "[numbrix][generator]") {
  const pg::Job job = numbrix_puzzle().job(pg::test::request("numbrix", 9, 9, Difficulty::hard, 11));
  const std::vector<std::string> first = pg::test::check_reproducible(job, 5, 2, 3);
  const pg::Job expert = numbrix_puzzle().job(pg::test::request("numbrix", 8, 8, Difficulty::expert, 11));
  pg::test::check_reproducible(expert, 3, 2, 1);
  CHECK(pg::test::json_of(pg::generate(numbrix_puzzle().job(pg::test::request("numbrix", 9, 9, Difficulty::hard, 12)),
                                       0)) != first[0]);
}

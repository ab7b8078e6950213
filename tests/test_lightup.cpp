// Light Up: the rule checker, SAT counts against brute force, the logic
// solver against SAT, generated puzzles at every tier.
#include <catch2/catch.hpp>

#include <bit>

#include "formats/lightup/codec.hpp"
#include "generator/generate.hpp"
#include "generator/lightup/builder.hpp"
#include "puzzles/catalogue.hpp"
#include "generator/rng.hpp"
#include "solvers/lightup/logic.hpp"
#include "solvers/lightup/rules.hpp"
#include "solvers/lightup/encoding.hpp"
#include "solvers/lightup/solver.hpp"
#include "generator_contract.hpp"
#include "solver_contract.hpp"
#include "support.hpp"

using pg::Difficulty;
using pg::Instance;
using pg::kNone;
using namespace pg::lightup;

namespace {

// '-' white, '#' black, digits numbered black; in solutions '*' is a bulb.
Instance board(std::initializer_list<std::string_view> rows) {
  Instance instance;
  instance.puzzle = "lightup";
  instance.rows = static_cast<int>(rows.size());
  instance.cols = static_cast<int>(rows.begin()->size());
  for (auto row : rows)
    for (char c : row) instance.givens.push_back(c == '-' || c == '*' ? kWhite : c == '#' ? kBlack : c - '0');
  return instance;
}

std::vector<int> bulbs(std::initializer_list<std::string_view> rows) {
  std::vector<int> cells;
  for (auto row : rows)
    for (char c : row) cells.push_back(c == '*' ? kBulb : c == '-' ? kDark : kNone);
  return cells;
}

const pg::Solver& lightup_solver() { return pg::lightup::solver(); }

// Brute force, independent of the encoding and the logic solver: every set of
// bulbs on white cells, judged by the rule checker.
int brute_count(const Instance& instance) {
  std::vector<int> white;
  for (int i = 0; i < instance.cells(); ++i)
    if (!is_black(instance.givens[static_cast<std::size_t>(i)])) white.push_back(i);
  REQUIRE(white.size() <= 18);
  int count = 0;
  std::vector<int> cells(instance.givens.size(), kNone);
  for (unsigned set = 0; set < (1u << white.size()); ++set) {
    for (std::size_t k = 0; k < white.size(); ++k)
      cells[static_cast<std::size_t>(white[k])] = (set >> k) & 1 ? kBulb : kDark;
    count += check_rules(instance, cells).valid;
  }
  return count;
}

Instance random_board(pg::Rng& rng, int rows, int cols, int black_percent, int number_percent) {
  Instance instance;
  instance.puzzle = "lightup";
  instance.rows = rows;
  instance.cols = cols;
  for (int i = 0; i < rows * cols; ++i) {
    if (static_cast<int>(rng.below(100)) >= black_percent) {
      instance.givens.push_back(kWhite);
    } else {
      instance.givens.push_back(static_cast<int>(rng.below(100)) < number_percent ? static_cast<int>(rng.below(4))
                                                                                  : kBlack);
    }
  }
  return instance;
}

}  // namespace

TEST_CASE("the Light Up rule checker accepts a solution and names each broken rule", "[lightup][rules]") {
  Instance seven = board({"--#----", "-1---3-", "------#", "-------", "2------", "-3---1-", "----0--"});
  auto solution = bulbs({"-*#--*-", "-1--*3*", "---*--#", "*------", "2----*-", "*3*--1-", "-*--0-*"});
  pg::RuleCheck ok = check_rules(seven, solution);
  INFO(ok.rule << ": " << ok.detail);
  CHECK(ok.valid);

  auto rule_of = [](const Instance& instance, const std::vector<int>& cells) {
    pg::RuleCheck check = check_rules(instance, cells);
    CHECK_FALSE(check.valid);
    return check.rule + ": " + check.detail;
  };
  Instance small = board({"-1-", "---", "#--"});
  CHECK(rule_of(small, bulbs({"*1-", "---", "#-*"})) == "unlit: cell (1,1) is not lit");
  CHECK(rule_of(small, bulbs({"*1*", "---", "#--"})) == "number: the 1 at (0,1) has 2 bulbs next to it");
  CHECK(rule_of(small, bulbs({"-1*", "*-*", "#--"})) == "bulbs-see-each-other: the bulbs at (0,2) and (1,2) light each other");
  CHECK(rule_of(small, bulbs({"-1-", "*--", "#-*"})) == "number: the 1 at (0,1) has 0 bulbs next to it");
  std::vector<int> on_black = bulbs({"*1-", "---", "#-*"});
  on_black[6] = kBulb;
  CHECK(rule_of(small, on_black) == "bulb-on-black: a bulb at (2,0) is on a black cell");
  std::vector<int> undecided = bulbs({"*1-", "--*", "#--"});
  undecided[4] = kNone;
  CHECK(rule_of(small, undecided) == "filled: white cell (1,1) is neither a bulb nor dark");
  CHECK(rule_of(small, std::vector<int>(8, kDark)).rfind("size:", 0) == 0);
  // An unnumbered black cell takes any number of bulbs; a 0 takes none.
  Instance plain = board({"*#*", "-0-"});
  CHECK(check_rules(plain, bulbs({"*#*", "-0-"})).valid);
}

TEST_CASE("Light Up SAT counts equal brute-force counts on random small boards", "[lightup][sat][brute]") {
  pg::Rng rng(9, 1);
  pg::test::Verdicts verdicts;
  for (int trial = 0; trial < 400; ++trial) {
    int rows = 2 + static_cast<int>(rng.below(4)), cols = 2 + static_cast<int>(rng.below(4));
    Instance instance = random_board(rng, rows, cols, 15 + static_cast<int>(rng.below(40)), 70);
    int whites = 0;
    for (int v : instance.givens) whites += !is_black(v);
    if (whites > 16) continue;
    INFO("trial " << trial << " " << rows << "x" << cols);
    pg::test::check_sat_count(lightup_solver(), instance, brute_count(instance), 1000, verdicts);
  }
  pg::test::check_every_verdict(verdicts, 30);
}

TEST_CASE("the Light Up logic solver never contradicts SAT", "[lightup][logic]") {
  pg::Rng rng(5, 2);
  const pg::Puzzle& puzzle = *pg::find_puzzle("lightup");
  pg::test::Outcomes outcomes;
  for (int trial = 0; trial < 300; ++trial) {
    int rows = 3 + static_cast<int>(rng.below(8)), cols = 3 + static_cast<int>(rng.below(8));
    Instance instance;
    if (trial % 3 == 0) {
      instance = random_board(rng, rows, cols, 10 + static_cast<int>(rng.below(40)), 60);
    } else {
      // A built grid with a random share of its numbers removed.
      pg::GenerateRequest request;
      request.puzzle = "lightup";
      request.rows = rows;
      request.cols = cols;
      request.options = pg::with_defaults(puzzle.builder, pg::Json::object());
      request.options["symmetry"] = "none";
      instance = puzzle.builder.build(rng, request);
      int keep = 50 + static_cast<int>(rng.below(51));
      for (int& v : instance.givens)
        if (is_number(v) && static_cast<int>(rng.below(100)) >= keep) v = kBlack;
      instance.solution.reset();
    }
    INFO(rows << "x" << cols << " trial " << trial);
    pg::test::check_logic_sound(lightup_solver(), instance, Difficulty::expert, outcomes);
  }
  pg::test::check_every_outcome(outcomes, 20, 20, 10);
}

TEST_CASE("Light Up tiers fire where the documentation says", "[lightup][logic]") {
  using S = pg::Deduction::Status;
  // easy: a 4 takes all four neighbours.
  pg::Deduction four = pg::lightup::deduce(board({"---", "-4-", "---"}), Difficulty::easy);
  CHECK(four.status == S::solved);
  CHECK(four.cells == bulbs({"-*-", "*4*", "-*-"}));
  // medium: any two neighbours of a 3 hold a bulb, so a diagonal cell, which
  // sees two of them, stays dark; the easy rules cannot tell.
  Instance three = board({"-----", "-----", "--3--", "-----", "-----"});
  const int diagonal = 1 * 5 + 1;
  CHECK(pg::lightup::deduce(three, Difficulty::easy).cells[diagonal] == kNone);
  CHECK(pg::lightup::deduce(three, Difficulty::medium).cells[diagonal] == kDark);
  CHECK(pg::lightup::deduce(three, Difficulty::medium).cells[3 * 5 + 3] == kDark);
  // medium: the 1 at (0,1) against the wall and a black cell has two free
  // neighbours, both next to the 1 at (1,2) too: that 1's bulb is one of
  // them, so its other neighbours stay dark.
  Instance ones = board({"#1--", "--1-", "----"});
  for (int cell : {2 * 4 + 2, 1 * 4 + 3}) {
    CHECK(pg::lightup::deduce(ones, Difficulty::easy).cells[static_cast<std::size_t>(cell)] == kNone);
    CHECK(pg::lightup::deduce(ones, Difficulty::medium).cells[static_cast<std::size_t>(cell)] == kDark);
  }
}

TEST_CASE("generated Light Up puzzles are unique and need exactly their tier", "[lightup][generator]") {
  // The option is the symmetry asked for.
  const std::vector<pg::test::Batch> batches{
      {7, 7, Difficulty::easy, 3, "rot4"},       {7, 7, Difficulty::medium, 3, "rot2"},
      {10, 10, Difficulty::hard, 3, "rot2"},     {25, 25, Difficulty::expert, 1, "rot2"},
      {8, 12, Difficulty::medium, 2, "mirror4"}, {14, 14, Difficulty::hard, 2, "rot4"},
      {9, 5, Difficulty::easy, 2, "mirror2"},
  };
  pg::test::check_batches(
      *pg::find_puzzle("lightup"), 3, batches,
      [](pg::GenerateRequest& request, const pg::test::Batch& batch) { request.options["symmetry"] = batch.option; },
      [](const Instance& generated, const pg::test::Batch& c) {
        // The black cells keep the symmetry asked for.
        for (int r = 0; r < c.rows; ++r)
          for (int col = 0; col < c.cols; ++col) {
            bool here = is_black(generated.given(r, col));
            const std::string& symmetry = c.option;
            if (symmetry == "rot2" || symmetry == "rot4" || symmetry == "mirror4")
              CHECK(here == is_black(generated.given(c.rows - 1 - r, c.cols - 1 - col)));
            if (symmetry == "mirror2" || symmetry == "mirror4")
              CHECK(here == is_black(generated.given(r, c.cols - 1 - col)));
            if (symmetry == "rot4") CHECK(here == is_black(generated.given(col, c.cols - 1 - r)));
          }
      });
}

TEST_CASE("carving that asks SAT before the costlier tiers keeps puzzles unique and at their tier",
          "[lightup][generator]") {
  // The same Light Up backend, told that only its tiers up to medium are
  // cheap: every removal the medium tier cannot settle goes to SAT first.
  const pg::Puzzle& lightup = *pg::find_puzzle("lightup");
  static const pg::SolverOf<check_rules, pg::lightup::deduce, encode> sat_first("lightup", Difficulty::medium);
  const pg::Puzzle puzzle{lightup.codec, sat_first, lightup.builder, lightup.renderer};
  for (Difficulty tier : {Difficulty::hard, Difficulty::medium}) {
    for (std::uint64_t i = 0; i < 3; ++i) {
      Instance generated = pg::generate(puzzle.job(pg::test::request("lightup", 12, 12, tier, 8)), i);
      INFO(pg::to_string(tier) << " #" << i);
      REQUIRE(pg::test::sat_count(lightup_solver(), generated, 2) == 1);
      pg::test::check_exact_tier(lightup_solver(), generated, tier);
      if (tier == Difficulty::hard) CHECK(generated.provenance->statistics["sat_solves"].get<int>() > 0);
    }
  }
}

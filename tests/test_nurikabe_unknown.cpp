// Nurikabe's '?' clues (kUnknown): the one clue of an island of any size.
// The rule checker by hand, SAT against brute force, the logic solver against
// SAT, verify and explain, the picture, the CNF's names and the PDDL refusal.
#include <catch2/catch.hpp>
#include <pugixml.hpp>

#include <algorithm>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "core/nurikabe.hpp"
#include "generator/generate.hpp"
#include "generator/rng.hpp"
#include "pddl/nurikabe/problem.hpp"
#include "pddl/nurikabe/reference_plan.hpp"
#include "puzzles/catalogue.hpp"
#include "render/svg.hpp"
#include "solvers/explanation.hpp"
#include "solvers/nurikabe/logic.hpp"
#include "solvers/nurikabe/rules.hpp"
#include "solvers/nurikabe/solver.hpp"
#include "solver_contract.hpp"
#include "nurikabe_boards.hpp"
#include "support.hpp"
#include "verifier/cnf.hpp"
#include "verifier/verify.hpp"

using pg::Difficulty;
using pg::Instance;
using pg::kNone;
using pg::kUnknown;
using namespace pg::nurikabe;

namespace {

using pg::test::nurikabe::board;
using pg::test::nurikabe::painted;

const pg::Solver& nurikabe_solver() { return pg::nurikabe::solver(); }

// Every shading of the grid that the rule checker passes.
std::vector<std::vector<int>> brute_solutions(const Instance& instance) {
  const int cells = instance.cells();
  REQUIRE(cells <= 16);
  std::vector<std::vector<int>> found;
  std::vector<int> grid(static_cast<std::size_t>(cells));
  for (unsigned set = 0; set < (1u << cells); ++set) {
    for (int i = 0; i < cells; ++i) grid[static_cast<std::size_t>(i)] = (set >> i) & 1 ? kWall : kIsland;
    if (check_rules(instance, grid).valid) found.push_back(grid);
  }
  return found;
}

int brute_count(const Instance& instance) { return static_cast<int>(brute_solutions(instance).size()); }

// A few clues (a later one may take an earlier one's cell), about a third of
// them '?'.
Instance random_board(pg::Rng& rng, int rows, int cols, bool ipc) {
  Instance instance = pg::test::blank_instance("nurikabe", rows, cols);
  instance.rules = ipc ? "ipc" : "";
  const int clues = 1 + static_cast<int>(rng.below(static_cast<std::uint32_t>(std::max(1, rows * cols / 4))));
  for (int k = 0; k < clues; ++k) {
    const auto cell = rng.below(static_cast<std::uint32_t>(rows * cols));
    instance.givens[cell] = rng.below(3) == 0 ? kUnknown : 1 + static_cast<int>(rng.below(5));
  }
  return instance;
}

bool has_unknown(const Instance& instance) {
  return std::find(instance.givens.begin(), instance.givens.end(), kUnknown) != instance.givens.end();
}

// Generated puzzles (unique, every island numbered), about a quarter of the
// numbers turned to '?': the built solution still obeys the rules, and the
// puzzle may have more solutions now.
std::vector<Instance> questioned_puzzles(int rows, int cols, std::string_view rules, int count) {
  pg::GenerateRequest request = pg::test::request("nurikabe", rows, cols, Difficulty::easy, 11);
  request.rules = rules == kNikoli ? "" : std::string(rules);
  const pg::Job job = pg::find_puzzle("nurikabe")->job(request);
  pg::Rng rng(3, rules == kIpc ? 2 : 1);
  std::vector<Instance> out;
  for (int index = 0; index < count; ++index) {
    Instance instance = pg::generate(job, static_cast<std::uint64_t>(index));
    REQUIRE(instance.solution);
    for (int& given : instance.givens)
      if (given != kNone && rng.below(4) == 0) given = kUnknown;
    out.push_back(std::move(instance));
  }
  return out;
}

}  // namespace

TEST_CASE("a '?' clue is an island's one clue, of any size", "[nurikabe][unknown][rules]") {
  auto rule_of = [](const Instance& instance, const std::vector<int>& grid) {
    pg::RuleCheck c = check_rules(instance, grid);
    CHECK_FALSE(c.valid);
    return c.rule + ": " + c.detail;
  };
  // A '?' and a number in one island: two clues.
  Instance row = board({"?.1"});
  CHECK(rule_of(row, painted({"..."})) == "island-number: one island holds the numbers at (0,0) and (0,2)");
  CHECK(check_rules(row, painted({".#."})).valid);
  CHECK(rule_of(row, painted({"#.."})) == "numbered-wall: the numbered cell (0,0) is a wall");
  // Two '?' clues in one island: two clues as well.
  CHECK(rule_of(board({"?.?"}), painted({"..."})) ==
        "island-number: one island holds the numbers at (0,0) and (0,2)");
  // An island of a '?' alone: any size, the Nikoli rules holding otherwise.
  Instance centre = board({"...", ".?.", "..."});
  for (auto grid : {painted({"###", "#.#", "###"}), painted({"#.#", "#.#", "###"}), painted({"...", "#.#", "###"}),
                    painted({"...", "...", "..."})}) {
    pg::RuleCheck check = check_rules(centre, grid);
    INFO(check.rule << ": " << check.detail);
    CHECK(check.valid);
  }
  // ... and the wall rules still hold around it: the corners cut apart, an
  // island cell with no clue, a 2x2 of wall.
  CHECK(rule_of(centre, painted({"#.#", "...", "#.#"})).rfind("wall-connected", 0) == 0);
  CHECK(rule_of(centre, painted({".##", "#.#", "###"})) == "island-number: the island at (0,0) has no number");
  CHECK(rule_of(board({"?..", "...", "..."}), painted({".##", "###", "###"})) ==
        "wall-2x2: the 2x2 block at (0,1) is all wall");
  // A '?' island is painted from its clue, as a number's is.
  Instance tee = board({".?..", "....", "....", "...."}, "ipc");
  auto tee_grid = painted({"#.##", "...#", "####", "####"});
  REQUIRE(check_rules(tee, tee_grid).valid);
  CHECK(check_paintable(tee, tee_grid).detail == "no walk from the number covers the island of the ? at (0,1)");
}

TEST_CASE("small '?' puzzles, counted by hand", "[nurikabe][unknown][sat]") {
  struct Case {
    Instance instance;
    int solutions;
  };
  const std::vector<Case> cases = {
      // The cell between the two clues is wall; nothing else is left.
      {board({"?.1"}), 1},
      // The '?' island takes none, one or both of the other cells.
      {board({"?.."}), 3},
      // Each prefix of the row from the '?': the wall to its right is one.
      {board({"?..."}), 4},
      // Two '?' side by side are one island with two clues.
      {board({"??"}), 0},
      // Every connected set of cells holding (0,0); what is left is
      // connected, down to one wall cell or none.
      {board({"?.", ".."}), 7},
      {board({"?.", ".."}, "ipc"), 7},
      // A number beside a '?', or a 2 whose every way out touches the '?'.
      {board({"?2", ".."}), 0},
      {board({"?.", ".2"}), 0},
      // The 1 walls (0,2) off; the '?' island is (0,0) or (0,0)-(0,1).
      {board({"?..1"}), 2},
  };
  pg::test::Verdicts verdicts;
  for (const Case& c : cases) {
    INFO("rows " << c.instance.rows << " cols " << c.instance.cols << " rules " << c.instance.rules << " givens "
                 << c.instance.givens.size());
    CHECK(brute_count(c.instance) == c.solutions);
    pg::test::check_sat_count(nurikabe_solver(), c.instance, c.solutions, 100, verdicts);
  }
  // The centre of a 3x3: every 2x2 block holds it, so no wall pool; the
  // wall is the whole ring around it, none of it, or an arc of the ring
  // whose other arc (the island's) holds a cell beside the centre: 56 arcs
  // of 1 to 7 cells from 8 starts, less the 4 lone corners. 1 + 1 + 52.
  Instance centre = board({"...", ".?.", "..."});
  CHECK(brute_count(centre) == 54);
  pg::test::check_sat_count(nurikabe_solver(), centre, 54, 1000, verdicts);
  CHECK(verify(nurikabe_solver(), centre).verdict == pg::Verdict::multiple);
}

TEST_CASE("SAT counts '?' puzzles as brute force does", "[nurikabe][unknown][sat][brute]") {
  pg::Rng rng(41, 5);
  pg::test::Verdicts verdicts;
  int questioned = 0;
  for (int trial = 0; trial < 200; ++trial) {
    const int rows = 1 + static_cast<int>(rng.below(4)), cols = 1 + static_cast<int>(rng.below(4));
    Instance instance = random_board(rng, rows, cols, trial % 2 == 1);
    questioned += has_unknown(instance);
    INFO("trial " << trial << " " << rows << "x" << cols << " rules " << instance.rules);
    pg::test::check_sat_count(nurikabe_solver(), instance, brute_count(instance), 64, verdicts);
  }
  CHECK(questioned > 60);
  pg::test::check_every_verdict(verdicts, 10);
}

TEST_CASE("one SAT session through a series of boards with '?' clues answers as brute force does",
          "[nurikabe][unknown][sat][brute]") {
  // As the generator's mending rounds load them: a '?' island kept, dropped
  // or made anew, and the wall exits' guard changing with the clues.
  for (bool ipc : {false, true}) {
    pg::Rng rng(43, ipc ? 2 : 1);
    Instance now = board({"?...", "....", "...2"}, ipc ? "ipc" : "");
    std::unique_ptr<pg::sat::EncodingSeries> series = nurikabe_solver().encode_series(now);
    REQUIRE(series);
    const int cells = now.cells();
    int several = 0, single = 0, questioned = 0;
    for (int step = 0; step < 500; ++step) {
      const auto clues = std::count_if(now.givens.begin(), now.givens.end(), [](int g) { return g != kNone; });
      int& given = now.givens[rng.below(static_cast<std::uint32_t>(cells))];
      if (given != kNone && clues > 1 && rng.coin())
        given = kNone;
      else if (given != kNone || clues < 3)
        given = rng.below(3) == 0 ? kUnknown : 1 + static_cast<int>(rng.below(4));
      const std::vector<std::vector<int>> solutions = brute_solutions(now);
      if (solutions.empty()) continue;
      INFO("rules " << now.rules << ", step " << step);
      // From the solutions with the most and the fewest wall cells, and
      // each asked for the other: a wall of a cell or two, or none, is
      // found as any other is.
      auto walls = [](const std::vector<int>& grid) { return std::count(grid.begin(), grid.end(), kWall); };
      auto [fewest, most] = std::minmax_element(solutions.begin(), solutions.end(),
                                                [&](const auto& a, const auto& b) { return walls(a) < walls(b); });
      for (const auto& [from, to] : {std::pair{*fewest, *most}, std::pair{*most, *fewest}}) {
        pg::sat::Found found = pg::other_solution(*series, nurikabe_solver(), now, from);
        REQUIRE(found.outcome != pg::sat::Outcome::unknown);
        CHECK((found.outcome == pg::sat::Outcome::sat) == (solutions.size() >= 2));
        if (found.outcome == pg::sat::Outcome::sat) {
          CHECK(found.solution != from);
          CHECK(check_rules(now, found.solution).valid);
        }
        if (from == to) continue;
        found = pg::other_solution(*series, nurikabe_solver(), now, from, to);
        CHECK(found.outcome == pg::sat::Outcome::sat);
        CHECK(found.solution == to);
      }
      ++(solutions.size() >= 2 ? several : single);
      questioned += has_unknown(now);
    }
    INFO("several " << several << ", single " << single << ", with '?' " << questioned << ", rules " << now.rules);
    CHECK(several > 10);
    CHECK(single > 10);
    CHECK(questioned > 20);
  }
}

TEST_CASE("the logic solver leaves a '?' island's size open", "[nurikabe][unknown][logic]") {
  // Under a number these would be "complete island", "island single exit"
  // and "unreachable"; a '?' island may stop at one cell or take the row.
  for (auto rows : {std::initializer_list<std::string_view>{"?."}, {"?.."}, {"?..."}}) {
    Instance row = board(rows);
    pg::Deduction deduction = pg::nurikabe::deduce(row, Difficulty::hard);
    CHECK(deduction.status == pg::Deduction::Status::stuck);
    CHECK(deduction.cells[0] == kIsland);
    CHECK(std::count(deduction.cells.begin(), deduction.cells.end(), kNone) == row.cells() - 1);
    pg::test::require_sound(nurikabe_solver(), row, deduction);
  }
  // A cell between a '?' and a number is wall, and that finishes the row.
  Instance row = board({"?.1"});
  pg::Deduction deduction = pg::nurikabe::deduce(row, Difficulty::easy);
  CHECK(deduction.status == pg::Deduction::Status::solved);
  CHECK(deduction.cells == painted({".#."}));
  // On a grid, a complete 1 beside open cells that only the '?' may take.
  Instance grid = board({"1..", "...", "..?"});
  pg::Deduction full = pg::nurikabe::deduce(grid, Difficulty::hard);
  pg::test::require_sound(nurikabe_solver(), grid, full);
  CHECK(full.cells[1] == kWall);
  CHECK(full.cells[3] == kWall);
}

TEST_CASE("the logic solver never contradicts SAT on '?' puzzles", "[nurikabe][unknown][logic]") {
  pg::Rng rng(47, 9);
  pg::test::Outcomes outcomes;
  for (int trial = 0; trial < 300; ++trial) {
    const int rows = 1 + static_cast<int>(rng.below(6)), cols = 2 + static_cast<int>(rng.below(5));
    Instance instance = random_board(rng, rows, cols, trial % 3 == 0);
    INFO(rows << "x" << cols << " trial " << trial << " rules " << instance.rules);
    pg::test::check_logic_sound(nurikabe_solver(), instance, Difficulty::hard, outcomes);
  }
  pg::test::check_every_outcome(outcomes, 10, 10, 10);
}

TEST_CASE("generated puzzles with numbers turned to '?': logic, SAT and verify agree", "[nurikabe][unknown][logic]") {
  int unique = 0, several = 0, solved_questioned = 0;
  for (std::string_view rules : {kNikoli, kIpc}) {
    pg::test::Outcomes outcomes;
    for (const Instance& instance : questioned_puzzles(6, 6, rules, 40)) {
      INFO("rules " << rules);
      // What the numbers gave, the '?' clues allow.
      REQUIRE(check_rules(instance, *instance.solution).valid);
      const int solved = outcomes.solved;
      pg::test::check_logic_sound(nurikabe_solver(), instance, Difficulty::hard, outcomes);
      solved_questioned += outcomes.solved > solved && has_unknown(instance);
      const pg::Report report = verify(nurikabe_solver(), instance);
      REQUIRE(report.verdict != pg::Verdict::none);
      REQUIRE(report.verdict != pg::Verdict::unknown);
      for (const std::vector<int>& solution : report.solutions) CHECK(check_rules(instance, solution).valid);
      if (report.verdict == pg::Verdict::unique) {
        ++unique;
        CHECK(report.solutions.at(0) == *instance.solution);
        CHECK(report.difficulty);
      } else {
        ++several;
        REQUIRE(report.solutions.size() == 2);
        CHECK(report.solutions[0] != report.solutions[1]);
      }
    }
    CHECK(outcomes.contradictions == 0);
  }
  // Some of them unique, and finished by the logic solver with a '?' in play.
  CHECK(unique > 10);
  CHECK(several > 10);
  CHECK(solved_questioned > 5);
}

TEST_CASE("explained steps name a '?' island as such", "[nurikabe][unknown][logic]") {
  Instance row = board({"?.2."});
  const pg::Deduction deduction = nurikabe_solver().explain(row, Difficulty::hard, std::nullopt);
  REQUIRE(deduction.status == pg::Deduction::Status::solved);
  CHECK(deduction.cells == painted({".#.."}));
  REQUIRE(deduction.explanation);
  REQUIRE(deduction.explanation->steps.size() == 2);
  CHECK(pg::step_text(deduction.explanation->steps[0], row.cols) ==
        "between two islands (easy): (0,1) = wall, because it borders the island of the ? at (0,0) and the island "
        "of the 2 at (0,2), which a cell may not join");
  CHECK(pg::step_text(deduction.explanation->steps[1], row.cols) ==
        "island single exit (easy): (0,3) = island, because the island of the 2 at (0,2) has 1 cell of 2, and this "
        "is its one way out");
  // Two '?' clues side by side: the givens themselves break the rules.
  const pg::Deduction none = nurikabe_solver().explain(board({"??"}), Difficulty::hard, std::nullopt);
  CHECK(none.status == pg::Deduction::Status::contradiction);
}

TEST_CASE("the CNF written for other solvers names '?' clues", "[nurikabe][unknown][sat]") {
  const Instance row = board({"?.1"});
  const pg::dimacs::Cnf cnf = pg::export_cnf(nurikabe_solver(), row, {});
  CHECK(std::find(cnf.names.begin(), cnf.names.end(), "the given at (0,0) holds (?)") != cnf.names.end());
  CHECK(std::find(cnf.names.begin(), cnf.names.end(), "cell (0,0) is in the island of the ? at (0,0)") !=
        cnf.names.end());
  for (const std::string& name : cnf.names) CHECK(name.find("-2") == std::string::npos);
}

TEST_CASE("a '?' clue is drawn as a '?' in its cell", "[nurikabe][unknown][render]") {
  Instance instance = board({"?.1", "...", "..."});
  const std::vector<int> solution = painted({".#.", ".##", "..#"});
  REQUIRE(check_rules(instance, solution).valid);
  const pg::render::Layout layout{32, 16};
  for (const std::vector<int>* shown : {static_cast<const std::vector<int>*>(nullptr), &solution}) {
    const std::string svg = pg::render::to_svg(pg::find_puzzle("nurikabe")->renderer.draw(instance, shown, layout));
    INFO(svg);
    pugi::xml_document doc;
    REQUIRE(doc.load_string(svg.c_str()));
    // The '?' at (0,0), without a value, and the 1 at (0,2): the clues.
    std::vector<std::string> clues;
    for (const pugi::xpath_node& node : doc.select_nodes("//*[@class='clue']")) {
      const pugi::xml_node clue = node.node();
      clues.push_back(clue.attribute("data-row").as_string() + std::string(",") +
                      clue.attribute("data-col").as_string() + " " + clue.child_value() + " " +
                      clue.attribute("data-value").as_string("none"));
    }
    CHECK(clues == std::vector<std::string>{"0,0 ? none", "0,2 1 1"});
  }
}

TEST_CASE("the IPC 2018 domain refuses a '?' clue, naming its cell", "[nurikabe][unknown][pddl]") {
  Instance instance = board({"1..", "...", ".?."}, "ipc");
  const std::string refusal =
      "cell (2,1) holds a '?' clue: the IPC 2018 nurikabe domain cannot state an island of unknown size";
  CHECK(pg::test::format_error([&] { pg::nurikabe::pddl_format().write(instance); }) == refusal);
  instance.solution = painted({".##", "#..", "#.."});
  REQUIRE(check_rules(instance, *instance.solution).valid);
  CHECK(pg::test::format_error([&] { pg::nurikabe::reference_plan(instance); }) == refusal);
  CHECK(pg::test::format_error([&] { pg::nurikabe::pddl_format().companions(instance, {}); }) == refusal);
}

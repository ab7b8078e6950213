// Kuromasu as a hierarchical planning task: the domain says what each task,
// method and action means, its problems read back to the same grid, '?'
// clues included, and the plans of a problem's decompositions end in exactly
// the puzzle's solutions.
#include <catch2/catch.hpp>

#include <algorithm>
#include <sstream>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/kuromasu.hpp"
#include "pddl/decomposition.hpp"
#include "pddl/htn_plan_text.hpp"
#include "pddl/kuromasu/problem.hpp"
#include "puzzles/catalogue.hpp"
#include "solvers/kuromasu/rules.hpp"
#include "hddl_contract.hpp"
#include "support.hpp"

namespace pddl = pg::pddl;
using pg::Instance;
using pg::kNone;
using pg::kUnknown;
using pg::kuromasu::kBlack;
using pg::kuromasu::kWhite;
using pg::test::edited;
using pg::test::format_error;
using pg::test::states_fact;

namespace {

const pddl::ProblemFormat& format() { return pg::kuromasu::hddl_format(); }
const pg::Puzzle& kuromasu() { return *pg::find_puzzle("kuromasu"); }

// Rows of cells separated by spaces: '.' no clue, '?' a '?' clue, a number,
// or '#' a black cell of the solution (no clue). With a '#' the grid is
// solved: every other cell is white, and the rules must hold.
Instance grid(const std::vector<std::string>& rows) {
  Instance instance;
  instance.puzzle = "kuromasu";
  instance.rows = static_cast<int>(rows.size());
  std::vector<int> solution;
  bool shaded = false;
  for (const std::string& row : rows) {
    std::istringstream cells(row);
    int count = 0;
    for (std::string cell; cells >> cell; ++count) {
      instance.givens.push_back(cell == "." || cell == "#" ? kNone : cell == "?" ? kUnknown : std::stoi(cell));
      solution.push_back(cell == "#" ? kBlack : kWhite);
      shaded = shaded || cell == "#";
    }
    if (instance.cols == 0) instance.cols = count;
    REQUIRE(count == instance.cols);
  }
  if (shaded) {
    const pg::RuleCheck verdict = pg::kuromasu::check_rules(instance, solution);
    INFO(verdict.rule << ": " << verdict.detail);
    REQUIRE(verdict.valid);
    instance.solution = solution;
  }
  return instance;
}

pddl::PlanCheck run(const Instance& instance, const std::string& plan) {
  return pg::test::check_of_hierarchical_plan(kuromasu(), instance, plan);
}

// The initial network's tasks, as the problem lists them.
std::vector<std::string> network(const Instance& instance) { return pg::test::initial_network(kuromasu(), instance); }

// 3 # 3     The first 3 sees two cells down and shades pos-1-0 to end its
// . . .     ray right; the second 3's ray left ends before it. No number
// . # .     sees pos-1-2: it is settled black.
const std::vector<std::string> kSolved = {"3 # 3", ". . .", ". # ."};

}  // namespace

TEST_CASE("kuromasu hddl: the domain says what each task, method and action means", "[hddl][kuromasu]") {
  pg::test::check_hierarchical_domain_text(kuromasu(), "Kuromasu (Kurodoko) as a hierarchical planning task");
  const pddl::Domain& domain = pg::test::hierarchical_domain_of(kuromasu());
  CHECK(domain.name == "kuromasu-htn");
  CHECK(domain.tasks.size() == 10);
  CHECK(domain.methods.size() == 23);
  std::vector<std::string> actions;
  for (const pddl::Action& action : domain.actions) actions.push_back(action.name);
  CHECK(actions == std::vector<std::string>{"see", "shade", "keep-white", "reach"});
  // Within what HyperTensioN reads too: no conditional, disjunctive or
  // quantified formula; and no constant in a method's task, which it
  // decomposes wrongly: the ray's end compares its count with (= ?m n0).
  const std::string text = format().domain_text();
  for (const char* construct : {"(when", "(or", "(forall", "(exists", "(imply", ":task (ray ?d ?c n0)"})
    CHECK_THAT(text, !Catch::Contains(construct));
  CHECK_THAT(text, Catch::Contains("(= ?m n0)"));
  CHECK(kuromasu().hddl == &format());
  CHECK(pddl::find_domain(pg::problem_formats(), "kuromasu-htn") == &format());
}

TEST_CASE("kuromasu hddl: a problem counts the numbers, settles, connects and checks every cell",
          "[hddl][kuromasu]") {
  // . 3 .       The 3 at pos-1-0 sees two cells besides its own; its rays
  // . . .       have room for 0 up, 1 down, 1 left, 1 right.
  const Instance instance = grid({". 3 .", ". . ."});
  const std::string text = format().write(instance);
  CHECK_THAT(text, Catch::Contains("(:domain kuromasu-htn)"));
  CHECK_THAT(text, !Catch::Contains("(:goal"));
  for (const char* fact : {"(NEXT n1 n2)", "(SUM n0 n2 n2)", "(SUM n1 n1 n2)", "(SUM n2 n0 n2)", "(THEN up down)",
                           "(THEN down left)", "(THEN left right)", "(LAST right)", "(STEP pos-1-0 down pos-1-1)",
                           "(EDGE pos-1-0 up)", "(NUMBERED pos-1-0)", "(NEEDS pos-1-0 n2)", "(ROOM pos-1-0 up n0)",
                           "(ROOM pos-1-0 down n1)", "(ROOM pos-1-0 right n1)", "(ROOT pos-1-0)"})
    CHECK(states_fact(text, fact));
  for (const char* fact : {"(SUM n1 n2 n3)", "(ROOM pos-1-0 up n1)", "(ROOM pos-1-0 down n2)", "(SPARE pos-0-0 pos-1-0)"})
    CHECK_FALSE(states_fact(text, fact));
  CHECK(network(instance) ==
        std::vector<std::string>{"(count pos-1-0)",  "(settle pos-0-0)", "(settle pos-1-0)", "(settle pos-2-0)",
                                 "(settle pos-0-1)", "(settle pos-1-1)", "(settle pos-2-1)", "(connect pos-1-0)",
                                 "(check pos-0-0)",  "(check pos-1-0)",  "(check pos-2-0)",  "(check pos-0-1)",
                                 "(check pos-1-1)",  "(check pos-2-1)"});
  CHECK(format().sniff(text));
  CHECK_FALSE(kuromasu().pddl->sniff(text));
  CHECK_FALSE(format().sniff(kuromasu().pddl->write(instance)));
  CHECK_FALSE(pg::find_puzzle("lightup")->hddl->sniff(text));
}

TEST_CASE("kuromasu hddl: a large grid's problem is known by its first lines", "[hddl][kuromasu]") {
  // Detection reads the first lines of an input only: a 20x20 problem's
  // facts come far after them, its comment and domain early.
  Instance large;
  large.puzzle = "kuromasu";
  large.rows = large.cols = 20;
  large.givens.assign(400, kNone);
  large.givens[45] = 7;
  for (const pddl::ProblemFormat* problems : {&format(), kuromasu().pddl}) {
    const std::string text = problems->write(large);
    std::size_t end = 0;
    for (int line = 0; line < 300; ++line) end = text.find('\n', end) + 1;
    INFO(problems->name());
    CHECK(problems->sniff(text.substr(0, end)));
  }
}

TEST_CASE("kuromasu hddl: the numbers are counted fewest ways first, then those in line with them",
          "[hddl][kuromasu]") {
  // 4 . . .     Ways to share the cells each sees besides its own among its
  // . . . 2     rays: 4 for the 4 on pos-0-0 and the 2 on pos-1-2, 3 for the
  // . 2 . 2     2s on pos-3-1 and pos-3-2. So pos-3-1 first (reading order);
  // . . . .     then pos-3-2 (its column), pos-1-2 (in the row of pos-3-2),
  //             and last the 4, which shares no line with them, though it
  //             comes first in reading order.
  const Instance instance = grid({"4 . . .", ". . . 2", ". 2 . 2", ". . . ."});
  const std::vector<std::string> tasks = network(instance);
  REQUIRE(tasks.size() >= 4);
  CHECK(std::vector<std::string>(tasks.begin(), tasks.begin() + 4) ==
        std::vector<std::string>{"(count pos-3-1)", "(count pos-3-2)", "(count pos-1-2)", "(count pos-0-0)"});
  CHECK(tasks[4] == "(settle pos-0-0)");
  CHECK(std::count(tasks.begin(), tasks.end(), "(connect pos-0-0)") == 1);
}

TEST_CASE("kuromasu hddl: '?' clues are NUMBERED with nothing to count, and a grid without clues has a spare root",
          "[hddl][kuromasu]") {
  const std::string unknown = format().write(grid({"? . 2", ". . ."}));
  CHECK(states_fact(unknown, "(NUMBERED pos-0-0)"));
  CHECK_THAT(unknown, !Catch::Contains("(NEEDS pos-0-0"));
  CHECK_THAT(unknown, !Catch::Contains("(ROOM pos-0-0"));
  CHECK(states_fact(unknown, "(NEEDS pos-2-0 n1)"));
  // The flood begins on the first clue, the '?'.
  CHECK(states_fact(unknown, "(ROOT pos-0-0)"));
  CHECK(network(grid({"? . 2", ". . ."})).front() == "(count pos-2-0)");

  const std::string blank = format().write(grid({". .", ". ."}));
  CHECK(states_fact(blank, "(ROOT pos-0-0)"));
  CHECK(states_fact(blank, "(SPARE pos-0-0 pos-1-0)"));
  CHECK(states_fact(blank, "(SUM n0 n0 n0)"));
  CHECK_THAT(blank, !Catch::Contains("- num"));
  CHECK(states_fact(format().write(grid({".", ".", "."})), "(SPARE pos-0-0 pos-0-1)"));
  CHECK_THAT(format().write(grid({"."})), !Catch::Contains("SPARE"));
  CHECK_THAT(format().write(grid({"? ."})), !Catch::Contains("SPARE"));
}

TEST_CASE("kuromasu hddl: problems read back, and one that is not the grid's is refused at its place",
          "[hddl][kuromasu]") {
  for (const std::vector<std::string>& rows : std::vector<std::vector<std::string>>{
           {"3 . . 2", ". . 4 .", ". . . ."},
           {"1"},
           {"."},
           {". . . . 5"},
           {"2", ".", ".", "3", "."},
           {". . .", ". . .", ". . ."},
           {"? . 3", ". . .", "4 . ?"},
           {". ?", "? ."},
           {"11 . . . . .", ". . . . . .", ". . . . . .", ". . . . . .", ". . . . . .", ". . . . . ."},
       }) {
    INFO(rows.front());
    pg::test::round_trip(format(), grid(rows));
  }

  const std::string text = format().write(grid({"2 . 3", ". . ?"}));
  const std::vector<pg::test::PlacedRefusal> cases = {
      {"a task out of order", edited(text, "(t2 (count pos-2-0))", "(t2 (count pos-0-0))"),
       "(count pos-0-0))\n      (t3",
       "task 2 of the initial task network should be (count pos-2-0)"},
      {"a task left out", edited(text, "\n      (t15 (check pos-2-1))", ""), "(:htn",
       "the initial task network lacks task 15, (check pos-2-1)"},
      {"more room than the grid has", edited(text, "(ROOM pos-0-0 down n1)", "(ROOM pos-0-0 up n1)"),
       "(ROOM pos-0-0 up n1)", "(room pos-0-0 up n1) does not follow from the grid"},
      {"a room left out", edited(text, "    (ROOM pos-0-0 down n1)\n", ""), "pos-0-0",
       "the problem lacks (room pos-0-0 down n1), which follows from the grid"},
      {"a '?' with room, as if it counted", edited(text, "(NUMBERED pos-2-1)", "(NUMBERED pos-2-1) (ROOM pos-2-1 up n0)"),
       "(ROOM pos-2-1 up n0)", "(room pos-2-1 up n0) does not follow from the grid"},
      {"another root", edited(text, "(ROOT pos-0-0)", "(ROOT pos-1-1)"), "(ROOT pos-1-1)",
       "(root pos-1-1) does not follow from the grid"},
      {"a spare root where there are clues", edited(text, "(ROOT pos-0-0)", "(ROOT pos-0-0) (SPARE pos-0-0 pos-1-0)"),
       "(SPARE pos-0-0 pos-1-0)", "(spare pos-0-0 pos-1-0) does not follow from the grid"},
      {"a sum that is false", edited(text, "(SUM n0 n1 n1)", "(SUM n0 n1 n2)"), "(SUM n0 n1 n2)",
       "(sum n0 n1 n2) does not follow from the grid"},
      {"a cell black from the start", edited(text, "(ROOT pos-0-0)", "(ROOT pos-0-0) (black pos-1-1)"),
       "(black pos-1-1)", "(black pos-1-1) does not follow from the grid"},
      {"a count without a number", edited(text, "    (NUMBERED pos-2-0)\n", ""), "(NEEDS pos-2-0 n2)",
       "(needs pos-2-0 ...) counts for a number, but 'pos-2-0' is not NUMBERED"},
  };
  pg::test::check_placed_refusals(format(), cases);
}

TEST_CASE("kuromasu hddl: a clue that no grid of its size holds is not written", "[hddl][kuromasu]") {
  Instance instance = grid({". .", ". ."});
  instance.givens[0] = 4;
  CHECK_THAT(format_error([&] { format().write(instance); }), Catch::Contains("a clue 1..3; found 4"));
}

TEST_CASE("kuromasu hddl: the reference plan follows the network and judges the solution", "[hddl][kuromasu]") {
  const Instance instance = grid(kSolved);
  const std::string plan = format().reference_plan(instance);
  // The first 3: nothing up, two cells down, nothing left, and its ray
  // right ends by shading pos-1-0, whose neighbours stay white.
  CHECK_THAT(plan, Catch::StartsWith("==>\n1 see pos-0-1\n2 see pos-0-2\n7 shade pos-1-0\n9 keep-white pos-1-1\n"
                                     "11 keep-white pos-0-0\n13 keep-white pos-2-0\n23 see pos-2-1\n"));
  CHECK_THAT(plan, Catch::Contains(" share pos-0-0 up n2 -> share-ray "));
  CHECK_THAT(plan, Catch::Contains(" ray right pos-0-0 n0 -> ray-shade "));
  CHECK_THAT(plan, Catch::Contains(" ray left pos-2-0 n0 -> ray-black\n"));
  CHECK_THAT(plan, Catch::Contains(" settle pos-1-2 -> settle-open-black "));
  CHECK_THAT(plan, Catch::Contains(" settle pos-1-1 -> settle-white\n"));
  CHECK_THAT(plan, Catch::Contains(" connect pos-0-0 -> connect-root "));
  CHECK_THAT(plan, Catch::Contains(" check pos-1-0 -> check-black\n"));
  // It is also the problem's companion, "plan".
  pg::test::check_hierarchical_plan(kuromasu(), instance);

  // Cells no number sees are free: white or black, each grid has its plan.
  pg::test::check_hierarchical_plan(kuromasu(), grid({"3 . .", "# . .", ". . ."}));
  pg::test::check_hierarchical_plan(kuromasu(), grid({"3 . .", "# . .", ". . #"}));
  // '?' clues, and grids without clues, whose root may be black.
  pg::test::check_hierarchical_plan(kuromasu(), grid({". ? .", ". . .", "# . 4"}));
  pg::test::check_hierarchical_plan(kuromasu(), grid({"# .", ". ."}));
  pg::test::check_hierarchical_plan(kuromasu(), grid({"#", ".", "#"}));
  pg::test::check_hierarchical_plan(kuromasu(), grid({". # 5 . .", "4 . . # .", "# . 6 . 7", "2 . # . ."}));

  Instance broken = instance;
  auto refused = [&](std::vector<int> cells) {
    broken.solution = std::move(cells);
    return format_error([&] { format().reference_plan(broken); });
  };
  const std::string why = "no plan: the solution breaks the rules: ";
  CHECK(refused({kBlack, kBlack, kWhite, kWhite, kWhite, kWhite, kWhite, kBlack, kWhite}) ==
        why + "the black cells (0,0) and (0,1) touch");
  CHECK(refused({kWhite, kBlack, kWhite, kWhite, kBlack, kWhite, kWhite, kWhite, kWhite}) ==
        why + "the black cells (0,1) and (1,1) touch");
  CHECK(refused({kWhite, kWhite, kWhite, kWhite, kWhite, kWhite, kWhite, kWhite, kWhite}) ==
        why + "the 3 at (0,0) sees 5 white cells");
  // The 1 keeps its count, but the white cells are split: the domain says so.
  Instance split = grid({"1 .", ". ."});
  split.solution = std::vector<int>{kWhite, kBlack, kBlack, kWhite};
  CHECK_THAT(format_error([&] { format().reference_plan(split); }), Catch::StartsWith(why));
  // A shaded clue: the domain refuses to shade it.
  Instance clue = grid({"? .", ". ."});
  clue.solution = std::vector<int>{kBlack, kWhite, kWhite, kWhite};
  CHECK_THAT(format_error([&] { format().reference_plan(clue); }), Catch::StartsWith(why));
  Instance lone = grid({"."});
  lone.solution = std::vector<int>{kBlack};
  CHECK(format_error([&] { format().reference_plan(lone); }) == why + "no cell is white");
  broken.solution.reset();
  CHECK_THAT(format_error([&] { format().reference_plan(broken); }), Catch::Contains("solution is not known"));
  CHECK(format().companions(broken, {}).empty());
}

TEST_CASE("kuromasu hddl: broken plans are refused", "[hddl][kuromasu]") {
  const Instance instance = grid(kSolved);
  const std::string plan = format().reference_plan(instance);
  REQUIRE(run(instance, plan).valid);
  const std::vector<pg::test::BrokenPlan> cases = {
      // The ray ends before pos-1-0 as if it were black, and nothing shades it.
      {"a ray ending before a cell that is not black", edited(plan, " ray right pos-0-0 n0 -> ray-shade 15",
                                                              " ray right pos-0-0 n0 -> ray-black")},
      // pos-1-2 settled as seen, though nothing made it white.
      {"an open cell settled as white", edited(plan, " settle pos-1-2 -> settle-open-black", " settle pos-1-2 -> settle-white")},
      // pos-2-2 called black at the check.
      {"a white cell checked as black", edited(plan, " check pos-2-2 -> check-reached", " check pos-2-2 -> check-black")},
      // The first 3 shares one cell less than it sees besides its own.
      {"a number that sees one cell less", edited(plan, " share pos-0-0 up n2 -> share-ray", " share pos-0-0 up n1 -> share-ray")},
  };
  pg::test::check_broken_plans(kuromasu(), instance, cases);
}

TEST_CASE("kuromasu hddl: the plans of a small problem end in exactly its solutions", "[hddl][kuromasu]") {
  const std::vector<std::vector<std::string>> grids = {
      {". 2 .", ". . ."},                         // one solution
      {"2 .", ". ."},                             // two
      {"1 .", ". ."},                             // none: the 1 sees a neighbour whatever is shaded
      {"3 . 1"},                                  // none
      {". .", ". ."},                             // no clue: five ways to shade
      {". . .", ". . ."},                         // no clue: eleven
      {"3 . .", ". . .", ". . 3"},                // three
      {". . .", ". 3 .", ". . ."},                // two
      {"3 . .", ". . .", ". . ."},                // cells no number sees, white or black
      {"2 . . .", ". . . .", ". . . 2"},          // one
      {". 3 . .", ". . . 2", "2 . . ."},          // none
      {"2 ?", ". ."},                             // a '?': one
      {"? . 3", ". . ."},                         // '?'s
      {"? 1 ?"},                                  // none
      {". . .", ". ? .", ". . ."},                // a lone '?': many
      {"4 . . .", ". . . 2", ". 2 . 2", ". . . ."},
      {". . 3 .", "2 . . .", ". . . 4", ". 3 . ."},
      {". . . .", ". 5 . .", ". . . .", ". . 2 ."},
      {". . . .", ". . . .", ". . . .", ". . . ."},  // no clue: every shading that keeps the white cells together
  };
  for (const auto& rows : grids) {
    INFO(rows.front() << " / " << rows.back());
    CHECK(pg::test::check_hierarchical_plans_are_solutions(kuromasu(), grid(rows), 200000) > 1);
  }
}

TEST_CASE("kuromasu hddl: generated problems round-trip and their plans carry out their solutions",
          "[hddl][kuromasu]") {
  pg::test::check_generated_hierarchical_problems(kuromasu(), {{5, 5}, {7, 7}, {4, 6}, {12, 10}}, pg::Difficulty::easy, 3,
                                                  5);
  pg::test::check_generated_hierarchical_problems(kuromasu(), {{6, 6}, {9, 9}}, pg::Difficulty::hard, 3, 9);
}

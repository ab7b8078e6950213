// Takuzu as a hierarchical planning task: the domain says what each task,
// method and action means, its problems read back to the same givens, and
// the plans of a problem's decompositions end in exactly the puzzle's
// solutions.
#include <catch2/catch.hpp>

#include <algorithm>
#include <string>
#include <vector>

#include "pddl/decomposition.hpp"
#include "pddl/htn_plan_text.hpp"
#include "pddl/takuzu/problem.hpp"
#include "puzzles/catalogue.hpp"
#include "hddl_contract.hpp"
#include "support.hpp"
#include "takuzu_grid.hpp"

namespace pddl = pg::pddl;
using pg::Instance;
using pg::test::check_raised;
using pg::test::edited;
using pg::test::format_error;
using pg::test::input_error;
using pg::test::part_of;

namespace {

const pddl::ProblemFormat& format() { return pg::takuzu::hddl_format(); }
const pg::Puzzle& takuzu() { return *pg::find_puzzle("takuzu"); }

Instance puzzle(const std::vector<std::string>& rows) { return pg::test::takuzu_grid(rows); }

pddl::PlanCheck run(const Instance& instance, const std::string& plan) {
  return pg::test::check_of_hierarchical_plan(takuzu(), instance, plan);
}

// The initial task network, one task a line.
std::vector<std::string> network_of(const Instance& instance) { return pg::test::initial_network(takuzu(), instance); }

// 0 . . 1     Row 1's two 1s force a 0 at pos-0-1 and pos-3-1; then column
// . 1 1 .     3 has its two 1s, and pos-3-2 takes a 0; the rest is guessed.
// 1 . . .
// . . . 0
const std::vector<std::string> kGivens = {"0..1", ".11.", "1...", "...0"};
const std::vector<std::string> kSolution = {"0101", "0110", "1001", "1010"};

}  // namespace

TEST_CASE("takuzu hddl: the domain says what each task, method and action means", "[hddl][takuzu]") {
  pg::test::check_hierarchical_domain_text(takuzu(), "Takuzu (Binairo) as a hierarchical planning task");
  const pddl::Domain& domain = pg::test::hierarchical_domain_of(takuzu());
  CHECK(domain.name == "takuzu-htn");
  CHECK(domain.tasks.size() == 5);
  CHECK(domain.methods.size() == 10);
  CHECK(domain.actions.size() == 2);
  // Within what HyperTensioN reads too: no conditional, disjunctive or
  // quantified formula.
  const std::string text = format().domain_text();
  for (const char* construct : {"(when", "(or", "(forall", "(exists", "(imply"})
    CHECK_THAT(text, !Catch::Contains(construct));
}

TEST_CASE("takuzu hddl: a problem fills the forced cells first, each check right after the fills it reads",
          "[hddl][takuzu]") {
  const Instance instance = puzzle(kGivens);
  const std::string text = format().write(instance);
  CHECK_THAT(text, Catch::Contains("(:domain takuzu-htn)"));
  CHECK_THAT(text, !Catch::Contains("(:goal"));
  const std::vector<std::string> network = network_of(instance);
  // Row 1's pair of 1s forces pos-0-1 and pos-3-1; column 3 then has its
  // two 1s, which forces pos-3-2. Nothing more is forced: pos-1-2 is
  // guessed, the cell in most runs that it closes, with fewest empty cells
  // in its row and column.
  CHECK(std::vector<std::string>(network.begin(), network.begin() + 9) ==
        std::vector<std::string>{"(fill pos-0-1)", "(no-three pos-0-1 pos-1-1 pos-2-1)",
                                 "(no-three pos-0-0 pos-0-1 pos-0-2)", "(fill pos-3-1)",
                                 "(no-three pos-1-1 pos-2-1 pos-3-1)", "(fill pos-3-2)",
                                 "(no-three pos-3-0 pos-3-1 pos-3-2)", "(no-three pos-3-1 pos-3-2 pos-3-3)",
                                 "(fill pos-1-2)"});
  // Rows 1 and 2 are full once pos-2-2 is filled: compared right then.
  CHECK(network[9] == "(fill pos-2-2)");
  CHECK(network[12] == "(differ row-1 row-2)");
  CHECK(network.back() == "(differ col-2 col-3)");
  // Each empty cell filled once, each run of three and each pair of rows or
  // of columns checked once.
  auto count = [&](const std::string& prefix) {
    return std::count_if(network.begin(), network.end(), [&](const std::string& task) { return task.rfind(prefix, 0) == 0; });
  };
  CHECK(count("(fill ") == 10);
  CHECK(count("(no-three ") == 2 * 4 * 2);
  CHECK(count("(differ ") == 6 + 6);
  for (const char* fact : {"(AT row-1 n3 pos-3-1)", "(AT col-3 n1 pos-3-1)", "(IN-ROW pos-3-1 row-1)",
                           "(IN-COL pos-3-1 col-3)", "(holds pos-0-0 zero)", "(empty pos-1-0)", "(left row-1 one n0)",
                           "(left col-0 zero n1)", "(NEXT n2 n3)"})
    CHECK_THAT(text, Catch::Contains(fact));
  CHECK(format().sniff(text));
  CHECK_FALSE(takuzu().pddl->sniff(text));
  CHECK_FALSE(format().sniff(takuzu().pddl->write(instance)));
}

TEST_CASE("takuzu hddl: the givens of a full grid are checked before anything is filled", "[hddl][takuzu]") {
  CHECK(network_of(puzzle({"01", "10"})) == std::vector<std::string>{"(differ row-0 row-1)", "(differ col-0 col-1)"});
  // Odd sides: a line of 3 takes at most two of a digit.
  const std::string text = format().write(puzzle({"0.1", "...", ".1."}));
  CHECK_THAT(text, Catch::Contains("(left row-0 zero n1)"));
  CHECK_THAT(text, Catch::Contains("(left row-1 one n2)"));
}

TEST_CASE("takuzu hddl: problems read back, and one that is not the givens' is refused at its place",
          "[hddl][takuzu]") {
  const std::vector<std::vector<std::string>> grids = {
      kGivens, {"."}, {"..", ".."}, {"0.1", "...", ".1."}, {"01", "10"}, {"0.....", "....1."}, {"0..", "...", "..1", "...", "1.."},
  };
  for (const auto& rows : grids) {
    INFO(rows.front());
    const pg::test::RoundTrip trip = pg::test::round_trip(format(), puzzle(rows));
    pg::test::check_detected(format(), trip.text);
  }
  const std::string good = format().write(puzzle(kGivens));
  const std::vector<pg::test::PlacedRefusal> cases = {
      {"a check out of order", edited(good, "(t2 (no-three pos-0-1 pos-1-1 pos-2-1))", "(t2 (no-three pos-0-0 pos-0-1 pos-0-2))"),
       "(no-three pos-0-0 pos-0-1 pos-0-2))\n      (t3",
       "task 2 of the initial task network should be (no-three pos-0-1 pos-1-1 pos-2-1)"},
      {"a check left out", edited(good, "\n      (t38 (differ col-2 col-3))", ""), "(:htn",
       "the initial task network lacks task 38, (differ col-2 col-3)"},
      {"a cell at another place", edited(good, "(AT row-0 n1 pos-1-0)", "(AT row-0 n1 pos-2-0)"), "(AT row-0 n1 pos-2-0)",
       "(at row-0 n1 pos-2-0) does not follow from the givens"},
      {"a count the givens do not leave", edited(good, "(left row-0 zero n1)", "(left row-0 zero n2)"),
       "(left row-0 zero n2)", "row 0 of 4 cells takes 2 zeros at most; with its givens it may take 1 more, not 2 ('n2')"},
      {"a cell neither empty nor given", edited(good, "    (empty pos-1-0)\n", ""), "pos-1-0 pos-2-0",
       "the problem lacks (empty pos-1-0)"},
      {"too many of a digit given", edited(good, "(empty pos-0-1)", "(holds pos-0-1 one)"), "(holds pos-2-1 one)",
       "the givens break the rules: row 1 has more than 2 given 1s, half its 4 cells"},
  };
  pg::test::check_placed_refusals(format(), cases);
}

TEST_CASE("takuzu hddl: givens that break the rules are not written", "[hddl][takuzu]") {
  CHECK(format_error([] { format().write(puzzle({"000.", "....", "....", "...."})); }) ==
        "the givens break the rules: row 0 has more than 2 given 0s, half its 4 cells; a planning problem starts from "
        "givens that keep them");
  CHECK(format_error([] { format().write(puzzle({"1.....", "1.....", "1.....", "......", "......", "......"})); }) ==
        "the givens break the rules: column 0 has three given 1s in a row, from (0,0); a planning problem starts from "
        "givens that keep them");
}

TEST_CASE("takuzu hddl: the reference plan follows the network and judges the solution", "[hddl][takuzu]") {
  const Instance instance = pg::test::solved_takuzu(kGivens, kSolution);
  const std::string plan = format().reference_plan(instance);
  // pos-0-1 takes a 0 from row 1 (two left) and column 0 (one left).
  CHECK_THAT(plan, Catch::StartsWith("==>\n0 write pos-0-1 zero\n1 take row-1 zero n2 n1\n3 take col-0 zero n1 n0\n"));
  CHECK_THAT(plan, Catch::Contains("\n5 fill pos-0-1 -> fill-with 0 2 4\n"));
  CHECK_THAT(plan, Catch::Contains("\n6 no-three pos-0-1 pos-1-1 pos-2-1 -> run-01\n"));
  // Rows 1 and 2 (0110, 1001) differ at once; columns 2 and 3 (0100, 1010)
  // too; rows 0 and 1 (0101, 0110) at place n2.
  CHECK_THAT(plan, Catch::Contains(" differ-from row-1 row-2 n0 -> differ-here-01\n"));
  CHECK_THAT(plan, Catch::Contains(" differ-from row-0 row-1 n1 -> same-here "));
  CHECK_THAT(plan, Catch::Contains(" differ-from row-0 row-1 n2 -> differ-here-01\n"));
  // It is also the problem's companion, "plan".
  pg::test::check_hierarchical_plan(takuzu(), instance);
}

TEST_CASE("takuzu hddl: no plan is made for a solution that breaks the rules, or none", "[hddl][takuzu]") {
  Instance instance = pg::test::solved_takuzu(kGivens, kSolution);
  SECTION("a given changed") {
    (*instance.solution)[0] = 1;
    CHECK_THAT(format_error([&] { format().reference_plan(instance); }),
               Catch::StartsWith("no plan: the solution breaks the rules: "));
  }
  SECTION("too many of a digit in a row") {
    instance = puzzle({"....", "....", "....", "...."});
    instance.solution = puzzle({"0001", "0110", "1001", "1010"}).givens;
    CHECK_THAT(format_error([&] { format().reference_plan(instance); }),
               Catch::StartsWith("no plan: the solution breaks the rules: row 0 has more than 2 0s"));
  }
  SECTION("three in a row") {
    instance = puzzle({"......", "......", "......", "......", "......", "......"});
    instance.solution = puzzle({"000111", "010101", "101010", "011001", "100110", "111000"}).givens;
    CHECK_THAT(format_error([&] { format().reference_plan(instance); }),
               Catch::StartsWith("no plan: the solution breaks the rules: three 0s in a row from (0,0)"));
  }
  SECTION("two equal rows") {
    instance = puzzle({"....", "....", "....", "...."});
    instance.solution = puzzle({"0011", "0011", "1100", "1100"}).givens;
    CHECK(format_error([&] { format().reference_plan(instance); }) ==
          "no plan: the solution breaks the rules: row 0 and row 1 are equal");
  }
  SECTION("no solution") {
    instance.solution.reset();
    CHECK_THAT(format_error([&] { format().reference_plan(instance); }), Catch::Contains("solution is not known"));
    CHECK(format().companions(instance, {}).empty());
  }
}

TEST_CASE("takuzu hddl: broken plans are refused", "[hddl][takuzu]") {
  const Instance instance = pg::test::solved_takuzu(kGivens, kSolution);
  const std::string plan = format().reference_plan(instance);
  REQUIRE(run(instance, plan).valid);
  const std::vector<pg::test::BrokenPlan> cases = {
      // The run reads 0 1 1: the method for 1 0 does not fit.
      {"a run's method swapped", edited(plan, "-> run-01", "-> run-10")},
      // A 1 written, a 0 spent: no one digit of fill-with.
      {"another digit written", edited(plan, "0 write pos-0-1 zero", "0 write pos-0-1 one")},
      // Row 1 has no 1 left to take.
      {"a digit spent that is not left", edited(plan, "1 take row-1 zero n2 n1", "1 take row-1 one n1 n0")},
      {"a check left out", edited(plan, "root 5 6 ", "root 5 ")},
      {"two lines said to differ where they are equal", edited(plan, "n1 -> same-here", "n1 -> differ-here-10")},
  };
  pg::test::check_broken_plans(takuzu(), instance, cases);
}

TEST_CASE("takuzu hddl: the plans of a small problem end in exactly its solutions", "[hddl][takuzu]") {
  const std::vector<std::vector<std::string>> grids = {
      {"011.", "1.0.", "0.01", ".0.."},  // unique
      {"01..", "10.1", ".01.", "01.."},  // two solutions
      {"01.1", ".001", "1...", "1010"},  // none: the counts and runs of three leave no completion
      {"00..", "..11", "1..0", ".10."},  // none: the one completion repeats row 0 in row 1
      {"0...", "....", "..1.", "...."},  // several
      {"..."},                           // none: three columns of one cell cannot all differ
      {"..", ".."},                      // blank: two solutions
      {"....", "...."},                  // blank, a rectangle
      {"...", "..."},                    // blank, none: two of three columns are equal
      {"...", "...", "..."},             // blank, odd sides
      {"0....", ".....", "....1"},       // odd and rectangular
      {"....", "....", "....", "...."},  // blank: every 4x4 solution
  };
  for (const auto& rows : grids) {
    INFO(rows.front() << " / " << rows.back());
    CHECK(pg::test::check_hierarchical_plans_are_solutions(takuzu(), puzzle(rows), 200000) > 1);
  }
}

TEST_CASE("takuzu hddl: generated problems round-trip and their plans carry out their solutions", "[hddl][takuzu]") {
  pg::test::check_generated_hierarchical_problems(takuzu(), {{4, 4}, {6, 6}, {5, 7}}, pg::Difficulty::easy, 3, 11);
  pg::test::check_generated_hierarchical_problems(takuzu(), {{8, 8}, {10, 10}}, pg::Difficulty::hard, 2, 4);
}

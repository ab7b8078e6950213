// Nurikabe as a hierarchical planning task: the domain says what each task,
// method and action means, its problems read back to the same grid and rule
// set, and the plans of a problem's decompositions end in exactly the
// puzzle's solutions, under the Nikoli rules and under the IPC rules alike.
#include <catch2/catch.hpp>

#include <algorithm>
#include <string>
#include <string_view>
#include <vector>

#include "core/nurikabe.hpp"
#include "pddl/decomposition.hpp"
#include "pddl/htn_plan_text.hpp"
#include "pddl/nurikabe/problem.hpp"
#include "puzzles/catalogue.hpp"
#include "solvers/nurikabe/rules.hpp"
#include "hddl_contract.hpp"
#include "nurikabe_boards.hpp"
#include "support.hpp"

namespace pddl = pg::pddl;
using pg::Instance;
using pg::nurikabe::kIpc;
using pg::test::edited;
using pg::test::format_error;
using pg::test::nurikabe::board;
using pg::test::nurikabe::painted;
using pg::test::states_fact;

namespace {

const pddl::ProblemFormat& format() { return pg::nurikabe::hddl_format(); }
const pg::Puzzle& nurikabe() { return *pg::find_puzzle("nurikabe"); }

// A solved board: a digit a numbered island cell, '.' an island cell, '#' a
// wall; the solution must keep `rules`.
Instance solved(const std::vector<std::string_view>& rows, std::string_view rules = "") {
  Instance instance = board(rows, rules);
  instance.solution = painted(rows);
  const pg::RuleCheck verdict = pg::nurikabe::check_rules(instance, *instance.solution);
  INFO(verdict.rule << ": " << verdict.detail);
  REQUIRE(verdict.valid);
  return instance;
}

pddl::PlanCheck run(const Instance& instance, const std::string& plan) {
  return pg::test::check_of_hierarchical_plan(nurikabe(), instance, plan);
}

// The initial network's tasks, as the problem lists them.
std::vector<std::string> network(const Instance& instance) { return pg::test::initial_network(nurikabe(), instance); }

// 2 . #     The 2 at pos-0-0 claims pos-1-0 and walls off pos-0-1, pos-1-1
// # # #     and pos-2-0; the 2 at pos-1-2 claims pos-0-2. The other way
// . 2 #     round (pos-1-0 with pos-2-2) solves the givens too.
const std::vector<std::string_view> kSolved = {"2.#", "###", ".2#"};

}  // namespace

TEST_CASE("nurikabe hddl: the domain says what each task, method and action means", "[hddl][nurikabe]") {
  pg::test::check_hierarchical_domain_text(nurikabe(), "Nurikabe as a hierarchical planning task");
  const pddl::Domain& domain = pg::test::hierarchical_domain_of(nurikabe());
  CHECK(domain.name == "nurikabe-htn");
  CHECK(domain.tasks.size() == 8);
  CHECK(domain.methods.size() == 19);
  std::vector<std::string> actions, methods;
  for (const pddl::Action& action : domain.actions) actions.push_back(action.name);
  CHECK(actions == std::vector<std::string>{"claim", "make-wall", "check-size", "start-flood", "reach"});
  // A planner that tries methods in the domain's order (HyperTensioN)
  // claims a free neighbour before it walls it off.
  for (const pddl::Method& method : domain.methods) methods.push_back(method.name);
  const auto claim = std::find(methods.begin(), methods.end(), "border-claim");
  CHECK(claim < std::find(methods.begin(), methods.end(), "border-shut"));
  // Within what HyperTensioN reads too: no conditional, disjunctive or
  // quantified formula.
  const std::string text = format().domain_text();
  for (const char* construct : {"(when", "(or", "(forall", "(exists", "(imply"})
    CHECK_THAT(text, !Catch::Contains(construct));
  CHECK(nurikabe().hddl == &format());
  CHECK(pddl::find_domain(pg::problem_formats(), "nurikabe-htn") == &format());
}

TEST_CASE("nurikabe hddl: a problem grows the islands, each block after the last island that reaches it",
          "[hddl][nurikabe]") {
  // 2 . .     The 2 may hold pos-1-0 and pos-0-1; the 1 only its own cell.
  // . . .     The blocks with a number come first; the two others right
  // . . 1     after the 2, the last island that reaches them.
  const Instance instance = board({"2..", "...", "..1"});
  const std::string text = format().write(instance);
  CHECK_THAT(text, Catch::StartsWith("; Nurikabe, 3 rows by 3 columns, under the Nikoli rules. The numbers:\n"));
  CHECK_THAT(text, Catch::Contains("(:domain nurikabe-htn)"));
  CHECK_THAT(text, !Catch::Contains("(:goal"));
  for (const char* fact :
       {"(NEXT n1 n2)", "(CONNECTED pos-1-1 pos-1-2)", "(AROUND pos-0-0 pos-0-0 pos-0-1 pos-0-0 pos-1-0)",
        "(AROUND pos-1-1 pos-1-0 pos-1-2 pos-0-1 pos-2-1)", "(SEES pos-0-0 pos-0-0)", "(SEES pos-2-1 pos-2-2)",
        "(BLOCK pos-1-0 pos-2-0 pos-1-1 pos-2-1)", "(REACH pos-0-0 pos-0-0)", "(REACH pos-0-0 pos-1-0)",
        "(REACH pos-0-0 pos-0-1)", "(REACH pos-2-2 pos-2-2)", "(taken pos-0-0)", "(owner pos-2-2 pos-2-2)",
        "(need pos-0-0 n1)", "(need pos-2-2 n0)"})
    CHECK(states_fact(text, fact));
  // A cell sees itself once, whatever edges it is on; no island reaches
  // the centre (the 2 is one step short) nor the cells next to the 1.
  CHECK(text.find("(SEES pos-0-0 pos-0-0)") == text.rfind("(SEES pos-0-0 pos-0-0)"));
  for (const char* fact : {"(REACH pos-0-0 pos-1-1)", "(REACH pos-2-2 pos-2-1)", "(NEXT n2 n3)", "(wall "})
    CHECK_THAT(text, !Catch::Contains(fact));
  const std::vector<std::string> tasks = network(instance);
  CHECK(std::vector<std::string>(tasks.begin(), tasks.begin() + 6) ==
        std::vector<std::string>{"(no-pool pos-0-0 pos-1-0 pos-0-1 pos-1-1)",
                                 "(no-pool pos-1-1 pos-2-1 pos-1-2 pos-2-2)", "(grow pos-0-0)",
                                 "(no-pool pos-1-0 pos-2-0 pos-1-1 pos-2-1)",
                                 "(no-pool pos-0-1 pos-1-1 pos-0-2 pos-1-2)", "(grow pos-2-2)"});
  CHECK(tasks.size() == 6 + 9 + 9);
  CHECK(tasks[6] == "(fill pos-0-0)");
  CHECK(tasks[15] == "(connect pos-0-0)");
  CHECK(tasks.back() == "(connect pos-2-2)");
  CHECK(format().sniff(text));
  CHECK_FALSE(nurikabe().pddl->sniff(text));
  CHECK_FALSE(format().sniff(nurikabe().pddl->write(instance)));
}

TEST_CASE("nurikabe hddl: under the IPC rules a problem grows and fills, and checks no block or wall",
          "[hddl][nurikabe]") {
  const Instance instance = board({"2..", "...", "..1"}, kIpc);
  const std::string text = format().write(instance);
  CHECK_THAT(text, Catch::StartsWith("; Nurikabe, 3 rows by 3 columns, under the IPC 2018 rules (the islands "
                                     "alone). The numbers:\n"));
  CHECK_THAT(text, !Catch::Contains("BLOCK"));
  CHECK(states_fact(text, "(REACH pos-0-0 pos-1-0)"));
  const std::vector<std::string> tasks = network(instance);
  REQUIRE(tasks.size() == 2 + 9);
  CHECK(tasks[0] == "(grow pos-0-0)");
  CHECK(tasks[1] == "(grow pos-2-2)");
  CHECK(tasks.back() == "(fill pos-2-2)");
  // Read back, the network says which rules the problem keeps.
  CHECK(format().read(text).front().rules == kIpc);
  CHECK(format().read(format().write(board({"2..", "...", "..1"}))).front().rules.empty());
}

TEST_CASE("nurikabe hddl: a large grid's problem is known by its first lines", "[hddl][nurikabe]") {
  Instance large = board({"."});
  large.rows = large.cols = 30;
  large.givens.assign(900, pg::kNone);
  large.givens[45] = 7;
  const std::string text = format().write(large);
  std::size_t end = 0;
  for (int line = 0; line < 300; ++line) end = text.find('\n', end) + 1;
  CHECK(format().sniff(text.substr(0, end)));
}

TEST_CASE("nurikabe hddl: problems read back, and one that is not the grid's is refused at its place",
          "[hddl][nurikabe]") {
  for (std::string_view rules : {std::string_view(), kIpc})
    for (const Instance& instance : {board({"2..", "...", "..1"}, rules), board({"1"}, rules), board({"."}, rules),
                                     board({"....", "....", "...."}, rules), board({"3.......2"}, rules),
                                     board({"4", ".", ".", "1", "."}, rules), board({"9..", "...", "..."}, rules),
                                     board({"1.1.1", ".....", "2...3", "....."}, rules)}) {
      INFO(instance.rows << "x" << instance.cols << " " << rules);
      const pg::test::RoundTrip trip = pg::test::round_trip(format(), instance);
      pg::test::check_detected(format(), trip.text);
    }

  const std::string text = format().write(board({"2..", "...", "..1"}));
  const std::string ipc = format().write(board({"2..", "...", "..1"}, kIpc));
  const std::vector<pg::test::PlacedRefusal> cases = {
      {"a task out of order", edited(text, "(t3 (grow pos-0-0))", "(t3 (grow pos-2-2))"), "(grow pos-2-2))\n      (t4",
       "task 3 of the initial task network should be (grow pos-0-0)"},
      {"a task left out", edited(text, "\n      (t24 (connect pos-2-2))", ""), "(:htn",
       "the initial task network lacks task 24, (connect pos-2-2)"},
      {"a block checked under the IPC rules",
       edited(ipc, "(t2 (grow pos-2-2))", "(t2 (no-pool pos-0-0 pos-1-0 pos-0-1 pos-1-1))"),
       "(grow pos-0-0))",
       "task 1 of the initial task network should be (no-pool pos-0-0 pos-1-0 pos-0-1 pos-1-1)"},
      {"a block stated under the IPC rules",
       edited(ipc, "(REACH pos-2-2 pos-2-2)", "(REACH pos-2-2 pos-2-2) (BLOCK pos-0-0 pos-1-0 pos-0-1 pos-1-1)"),
       "(BLOCK pos-0-0", "(block pos-0-0 pos-1-0 pos-0-1 pos-1-1) does not follow from the grid and its rules"},
      {"a cell the island cannot reach", edited(text, "(REACH pos-0-0 pos-0-1)", "(REACH pos-0-0 pos-1-1)"),
       "(REACH pos-0-0 pos-1-1)",
       "(reach pos-0-0 pos-1-1) does not follow from the grid and its rules: an island may hold"},
      {"a side left out", edited(text, "    (SEES pos-1-1 pos-1-2)\n", ""), "pos-1-1",
       "the problem lacks (sees pos-1-1 pos-1-2), which follows from the grid and its rules"},
      {"a wall from the start", edited(text, "(taken pos-0-0)", "(taken pos-0-0) (wall pos-1-1)"), "(wall pos-1-1)",
       "(wall pos-1-1) does not follow from the grid and its rules: the grid starts with no wall"},
      {"an island cell that is no number", edited(text, "(taken pos-0-0)", "(taken pos-0-0) (taken pos-1-1)"),
       "(taken pos-1-1)", "(taken pos-1-1) does not follow from the grid and its rules"},
      {"a number counted twice", edited(text, "(need pos-0-0 n1)", "(need pos-0-0 n1) (need pos-0-0 n0)"),
       "(need pos-0-0 n0)", "the number on 'pos-0-0' has a second (need pos-0-0 N) (the first is on line"},
      {"a number larger than the grid",
       edited(edited(edited(text, "n1 n2 - num", "n1 n2 n3 n4 n5 n6 n7 n8 n9 - num"), "(NEXT n1 n2)",
                     "(NEXT n1 n2) (NEXT n2 n3) (NEXT n3 n4) (NEXT n4 n5) (NEXT n5 n6) (NEXT n6 n7) (NEXT n7 n8) "
                     "(NEXT n8 n9)"),
              "(need pos-2-2 n0)", "(need pos-2-2 n9)"),
       "(need pos-2-2 n9)", "has 1 to 9 cells; the one of 'pos-2-2' would have 10 ('n9' besides its number)"},
  };
  pg::test::check_placed_refusals(format(), cases);
}

TEST_CASE("nurikabe hddl: a '?' clue is refused, naming its cell", "[hddl][nurikabe]") {
  Instance instance = board({"1..", "...", ".?."});
  const std::string refusal =
      "cell (2,1) holds a '?' clue: the nurikabe-htn domain cannot state an island of unknown size";
  CHECK(format_error([&] { format().write(instance); }) == refusal);
  instance.solution = painted({".##", "#..", "#.."});
  CHECK(format_error([&] { format().reference_plan(instance); }) == refusal);
  CHECK(format_error([&] { format().companions(instance, {}); }) == refusal);
}

TEST_CASE("nurikabe hddl: the reference plan follows the network and judges the solution", "[hddl][nurikabe]") {
  const Instance instance = solved(kSolved);
  const std::string plan = format().reference_plan(instance);
  // The blocks with a number are broken at once; then the 2 at pos-0-0
  // walls off pos-0-1 below it, claims pos-1-0 on its right and walks on
  // from there.
  CHECK_THAT(plan, Catch::StartsWith("==>\n4 make-wall pos-0-1\n7 claim pos-1-0 pos-0-0 pos-0-0 n1 n0\n"
                                     "9 make-wall pos-1-1\n12 make-wall pos-2-0\n17 check-size pos-0-0\n"));
  CHECK_THAT(plan, Catch::Contains("\n0 no-pool pos-0-0 pos-1-0 pos-0-1 pos-1-1 -> pool-a\n"));
  CHECK_THAT(plan, Catch::Contains("\n1 no-pool pos-0-1 pos-1-1 pos-0-2 pos-1-2 -> pool-d\n"));
  CHECK_THAT(plan, Catch::Contains("\n3 border pos-0-0 pos-0-0 pos-0-0 -> border-own\n"));
  CHECK_THAT(plan, Catch::Contains("\n5 border pos-0-0 pos-0-0 pos-0-1 -> border-shut 4\n"));
  CHECK_THAT(plan, Catch::Contains("\n15 border pos-0-0 pos-0-0 pos-1-0 -> border-claim 7 14\n"));
  CHECK_THAT(plan, Catch::Contains(" border pos-1-2 pos-1-2 pos-1-1 -> border-wall\n"));
  CHECK_THAT(plan, Catch::Contains(" fill pos-2-2 -> fill-wall "));
  CHECK_THAT(plan, Catch::Contains(" connect pos-2-0 -> connect-start "));
  CHECK_THAT(plan, Catch::Contains(" spread pos-2-0 pos-2-0 -> spread-seen\n"));
  CHECK_THAT(plan, Catch::Contains(" connect pos-2-2 -> connect-reached\n"));
  // It is also the problem's companion, "plan".
  pg::test::check_hierarchical_plan(nurikabe(), instance);
  // The other solution of the same givens, and grids of one row, one cell,
  // no wall, no number.
  pg::test::check_hierarchical_plan(nurikabe(), solved({"2.#", "###", "#2."}));
  pg::test::check_hierarchical_plan(nurikabe(), solved({"3..#1"}));
  pg::test::check_hierarchical_plan(nurikabe(), solved({"1"}));
  pg::test::check_hierarchical_plan(nurikabe(), solved({"#"}));
  pg::test::check_hierarchical_plan(nurikabe(), solved({"4.", ".."}));
  pg::test::check_hierarchical_plan(nurikabe(), solved({"2.#1", "####", "3#2#", ".#.#", ".###"}));
  // Under the IPC rules walls may hold 2x2 blocks.
  const Instance pooled = solved({"1#1#", "####", "###.", "2.#2"}, kIpc);
  const std::string ipc = format().reference_plan(pooled);
  CHECK_THAT(ipc, !Catch::Contains("no-pool"));
  CHECK_THAT(ipc, !Catch::Contains("connect"));
  pg::test::check_hierarchical_plan(nurikabe(), pooled);
}

TEST_CASE("nurikabe hddl: no plan is made for a solution that breaks the rules, or none", "[hddl][nurikabe]") {
  const std::string why = "no plan: the solution breaks the rules: ";
  auto refused = [&](const std::vector<std::string_view>& rows) {
    Instance instance = board(rows);
    instance.solution = painted(rows);
    return format_error([&] { format().reference_plan(instance); });
  };
  const std::string islands = "no plan: the solution breaks the island rules: ";
  CHECK(refused({"1.", "##"}) == islands + "the island of the 1 at (0,0) has 2 cells");
  CHECK(refused({"1.1"}) == islands + "one island holds the numbers at (0,0) and (0,2)");
  CHECK(refused({"1#.", "###"}) == islands + "the island at (0,2) has no number");
  CHECK(refused({"1##", "###"}) == why + "the 2x2 block at (0,1) is all wall");
  CHECK(refused({"#2#", "#.#"}) == why + "the wall is split: (0,0) and (0,2) are not connected");
  // Under the IPC rules those walls are the solution's own affair.
  pg::test::check_hierarchical_plan(nurikabe(), solved({"1##", "###"}, kIpc));
  pg::test::check_hierarchical_plan(nurikabe(), solved({"#2#", "#.#"}, kIpc));
  Instance unknown = board({"1."});
  CHECK_THAT(format_error([&] { format().reference_plan(unknown); }), Catch::Contains("solution is not known"));
  CHECK(format().companions(unknown, {}).empty());
}

TEST_CASE("nurikabe hddl: broken plans are refused", "[hddl][nurikabe]") {
  const Instance instance = solved(kSolved);
  const std::string plan = format().reference_plan(instance);
  REQUIRE(run(instance, plan).valid);
  const std::vector<pg::test::BrokenPlan> cases = {
      // The block's top left cell is a wall: pool-a does not fit.
      {"a block broken by a wall", edited(plan, "pool-d", "pool-a")},
      // pos-0-1 walled off, then said to be the island's own.
      {"a wall taken for the island's own", edited(plan, "-> border-shut 4", "-> border-own")},
      // The island counted a cell too many: n0 has no successor.
      {"a claim past the count",
       edited(plan, "claim pos-1-0 pos-0-0 pos-0-0 n1 n0", "claim pos-1-0 pos-0-0 pos-0-0 n0 n1")},
      // A wall the flood never got to, checked as reached.
      {"a wall not reached",
       edited(plan, " connect pos-2-0 -> connect-start ", " connect pos-2-0 -> connect-reached ")},
      {"a task left out", edited(plan, "root 0 1 2 ", "root 0 1 ")},
  };
  pg::test::check_broken_plans(nurikabe(), instance, cases);
}

TEST_CASE("nurikabe hddl: the plans of a small problem end in exactly its solutions, under both rule sets",
          "[hddl][nurikabe]") {
  // Solutions under the Nikoli rules / under the IPC rules.
  const std::vector<std::vector<std::string_view>> grids = {
      {"2..", "...", "..1"},  // none (either way leaves a 2x2 wall) / two
      {"2..", "...", ".2."},  // two / three
      {"1.", ".."},           // one / one
      {"..."},                // no number: the all-wall grid / the same
      {"3..", "...", "..."},  // two / five
      {"1.1", "...", "1.1"},  // one / one
      {"1.2", "...", "..."},  // none (a 2x2 wall) / one
      {"2.", "..", ".2"},     // one / one
      {"4..", "...", "..."},  // three / eleven
      {"..3.", "....", "1..2", "...."},
      {"2...", "...3", "....", "1..."},
      {"5...", "....", "....", "...."},  // none / 35: a large island walks far
      {"1.1.", "....", ".1.1"},
  };
  for (std::string_view rules : {std::string_view(), kIpc})
    for (const auto& rows : grids) {
      INFO(rows.front() << " / " << rows.back() << " " << rules);
      CHECK(pg::test::check_hierarchical_plans_are_solutions(nurikabe(), board(rows, rules), 200000) > 1);
    }
  // No number: under the Nikoli rules the first block is all wall, and its
  // check fails before anything is done; under the IPC rules the all-wall
  // grid is the one solution.
  CHECK(pg::test::check_hierarchical_plans_are_solutions(nurikabe(), board({"..", ".."}), 200000) == 1);
  CHECK(pg::test::check_hierarchical_plans_are_solutions(nurikabe(), board({"..", ".."}, kIpc), 200000) > 1);
}

TEST_CASE("nurikabe hddl: generated problems round-trip and their plans carry out their solutions",
          "[hddl][nurikabe]") {
  pg::test::check_generated_hierarchical_problems(nurikabe(), {{5, 5}, {7, 7}, {4, 6}, {12, 10}},
                                                  pg::Difficulty::easy, 3, 5);
  pg::test::check_generated_hierarchical_problems(nurikabe(), {{6, 6}, {9, 9}}, pg::Difficulty::hard, 2, 9);
  pg::test::check_generated_hierarchical_problems(nurikabe(), {{5, 5}, {8, 8}}, pg::Difficulty::easy, 2, 3,
                                                  std::string(kIpc));
}

// Light Up as a planning task: the domain parses and says what each action
// means, its problems read back to the same grid, and the plans of a problem
// end in exactly the puzzle's solutions.
#include <catch2/catch.hpp>

#include <algorithm>
#include <map>
#include <string>
#include <utility>
#include <vector>

#include "core/errors.hpp"
#include "core/lightup.hpp"
#include "pddl/language.hpp"
#include "pddl/lightup/domain.hpp"
#include "pddl/lightup/problem.hpp"
#include "pddl/lightup/reference_plan.hpp"
#include "pddl/simulate.hpp"
#include "puzzles/catalogue.hpp"
#include "solvers/lightup/rules.hpp"
#include "format_contract.hpp"
#include "pddl_contract.hpp"
#include "lightup_grid.hpp"
#include "support.hpp"

namespace pddl = pg::pddl;
using pg::Instance;
using pg::kNone;
using pg::lightup::kBlack;
using pg::lightup::kBulb;
using pg::lightup::kDark;
using pg::lightup::kWhite;
using pg::pddl::PlanCheck;
using pg::test::edited;
using pg::test::format_error;

namespace {

const pddl::ProblemFormat& format() { return pg::lightup::pddl_format(); }
const pg::Puzzle& lightup() { return *pg::find_puzzle("lightup"); }

const pddl::Domain& domain() {
  static const pddl::Domain parsed = pddl::read_domain(format().domain_text());
  return parsed;
}

Instance grid(const std::vector<std::string>& rows) { return pg::test::lightup_grid(rows); }

PlanCheck run(const Instance& instance, const std::string& plan) {
  return pddl::validate_plan(domain(), pddl::read_problem(format().write(instance)), pddl::read_plan(plan));
}

// The first `from` in `text` replaced by `to`.
}  // namespace

// ---------------------------------------------------------------------------
// The domain
// ---------------------------------------------------------------------------

TEST_CASE("lightup pddl: the domain declares its requirements, types, predicates and actions", "[pddl][lightup]") {
  const pddl::Domain& d = domain();
  CHECK(d.name == "lightup");
  CHECK(d.requirements == std::vector<std::string>{":typing", ":negative-preconditions", ":conditional-effects"});
  CHECK(d.parent_type ==
        std::map<std::string, std::string>{{"cell", "object"}, {"num", "object"}, {"step", "object"}});
  REQUIRE(d.constants.size() == 1);
  CHECK(d.constants[0].name == "n0");
  using Args = std::vector<std::string>;
  CHECK(d.predicates == std::map<std::string, Args>{
                            {"next", {"num", "num"}},
                            {"white", {"cell"}},
                            {"sees", {"cell", "cell"}},
                            {"then", {"step", "step"}},
                            {"decide", {"step", "cell"}},
                            {"count", {"step", "cell", "cell"}},
                            {"check-done", {"step", "cell"}},
                            {"check-lit", {"step", "cell"}},
                            {"now", {"step"}},
                            {"bulb", {"cell"}},
                            {"lit", {"cell"}},
                            {"needs", {"cell", "num"}},
                        });
  std::vector<std::string> actions;
  for (const auto& action : d.actions) actions.push_back(action.name);
  CHECK(actions == std::vector<std::string>{"place-bulb", "leave-empty", "count-bulb", "count-none", "check-done",
                                            "check-lit"});
  CHECK(pddl::to_string(d.actions[0].precondition) ==
        "(and (now ?s) (then ?s ?t) (decide ?s ?c) (not (lit ?c)))");
  CHECK(format().domain_name() == "lightup");
  CHECK(format().declares("lightup"));
  CHECK(pddl::read_domain(format().domain_text("akari")).name == "akari");
}

TEST_CASE("lightup pddl: the domain text says what each action means, statics in capitals", "[pddl][lightup]") {
  pg::test::check_domain_text(lightup(), "Light Up (Akari) as a planning task.", 6,
                              {"(NEXT ?n1 ?n2 - num)", "(WHITE ?c - cell)", "(SEES ?a ?b - cell)",
                               "(THEN ?s ?t - step)", "(DECIDE ?s - step ?c - cell)",
                               "(COUNT ?s - step ?c ?k - cell)", "(CHECK-DONE ?s - step ?k - cell)",
                               "(CHECK-LIT ?s - step ?c - cell)"});
}

// ---------------------------------------------------------------------------
// Problems
// ---------------------------------------------------------------------------

TEST_CASE("lightup pddl: a problem states the white cells, what each sees, the numbers and the steps",
          "[pddl][lightup]") {
  // . 2 .     pos-1-0 is a 2; pos-2-2 a 0; pos-1-1 is black without a number.
  // . # .
  // . . 0
  const pddl::Problem p = pddl::read_problem(format().write(grid({".2.", ".#.", "..0"})));
  auto has = [&](const std::string& predicate, std::vector<std::string> args) {
    return std::count(p.init.begin(), p.init.end(), pddl::Atom{predicate, std::move(args)}) == 1;
  };
  auto count = [&](const std::string& predicate) {
    return std::count_if(p.init.begin(), p.init.end(), [&](const pddl::Atom& a) { return a.predicate == predicate; });
  };
  CHECK(count("white") == 6);
  CHECK_FALSE(has("white", {"pos-1-1"}));
  CHECK(has("sees", {"pos-0-0", "pos-0-1"}));
  CHECK(has("sees", {"pos-0-0", "pos-0-2"}));
  CHECK(has("sees", {"pos-0-2", "pos-1-2"}));
  CHECK_FALSE(has("sees", {"pos-0-0", "pos-2-0"}));  // the 2 between
  CHECK_FALSE(has("sees", {"pos-0-0", "pos-0-0"}));
  CHECK(count("sees") == 2 * (3 + 1 + 1));  // column 0, column 2 above the 0, row 2 left of it
  CHECK(has("needs", {"pos-1-0", "n2"}));
  CHECK(has("needs", {"pos-2-2", "n0"}));
  CHECK(has("next", {"n1", "n2"}));
  CHECK(count("next") == 2);
  CHECK(count("lit") + count("bulb") == 0);
  // The steps, in reading order: each white cell decided, then counted by
  // the numbers beside it; a number checked after its last side, a cell
  // after the last cell that could light it.
  const std::vector<std::string> steps = {
      "(decide s0 pos-0-0)",       "(count s1 pos-0-0 pos-1-0)",  "(decide s2 pos-2-0)",
      "(count s3 pos-2-0 pos-1-0)", "(check-done s4 pos-1-0)",     "(decide s5 pos-0-1)",
      "(decide s6 pos-2-1)",       "(count s7 pos-2-1 pos-2-2)",  "(check-lit s8 pos-2-0)",
      "(check-lit s9 pos-2-1)",    "(decide s10 pos-0-2)",        "(check-lit s11 pos-0-0)",
      "(check-lit s12 pos-0-1)",   "(decide s13 pos-1-2)",        "(count s14 pos-1-2 pos-2-2)",
      "(check-done s15 pos-2-2)",  "(check-lit s16 pos-0-2)",     "(check-lit s17 pos-1-2)",
  };
  std::vector<std::string> stated;
  for (const pddl::Atom& atom : p.init)
    if (atom.predicate == "decide" || atom.predicate == "count" || atom.predicate.starts_with("check-")) {
      std::string fact = "(" + atom.predicate;
      for (const std::string& arg : atom.args) fact += " " + arg;
      stated.push_back(fact + ")");
    }
  CHECK(stated == steps);
  CHECK(count("then") == 18);
  CHECK(has("then", {"s17", "s18"}));
  CHECK(has("now", {"s0"}));
  CHECK(count("now") == 1);
  CHECK(pddl::to_string(p.goal) == "(and (now s18))");
  CHECK_NOTHROW(pddl::check_problem(domain(), p));
}

TEST_CASE("lightup pddl: problems read back to the same grid", "[pddl][lightup]") {
  const std::vector<std::vector<std::string>> grids = {
      {".2.", ".#.", "..0"},
      {"."},
      {"#"},              // no white cell: no step but s0, the goal
      {"4", "."},         // a 4 with one white neighbour: no solution, still a problem
      {".1.", "1#3", ".4."},
      {"..#..", "0...2", "#...."},  // a rectangle
      {".", ".", "1", ".", "."},
  };
  for (const auto& rows : grids) {
    INFO(rows.front());
    const Instance instance = grid(rows);
    const pg::test::RoundTrip trip = pg::test::round_trip(format(), instance);
    pg::test::check_detected(format(), trip.text);
    CHECK_NOTHROW(pddl::check_problem(domain(), pddl::read_problem(trip.text)));
  }
  CHECK_THAT(format().write(grid({"#"})), Catch::Contains("(:goal (and\n    (now s0)))"));
}

TEST_CASE("lightup pddl: the problem's comment draws the grid and its name the instance", "[pddl][lightup]") {
  Instance instance = grid({".2.", ".#.", "..0"});
  const std::string text = format().write(instance);
  CHECK_THAT(text, Catch::StartsWith("; Light Up, 3 rows by 3 columns ('.' white, '#' black, digits numbered black "
                                     "cells):\n;   . 2 .\n;   . # .\n;   . . 0\n(define (problem puzzlegen-lightup-3x3)\n"));
  instance.provenance = pg::Provenance{};
  instance.provenance->seed = 5;
  instance.provenance->index = 2;
  CHECK(pddl::read_problem(format().write(instance)).name == "puzzlegen-lightup-3x3-seed-5-index-2");
}

TEST_CASE("lightup pddl: a given outside the schema is not written", "[pddl][lightup]") {
  Instance instance = grid({"..", ".."});
  instance.givens[3] = 7;
  CHECK(format_error([&] { format().write(instance); }) == "a Light Up given is white, black or 0..4; found 7 at (1,1)");
}

TEST_CASE("lightup pddl: an inconsistent problem is refused at its place", "[pddl][lightup]") {
  const std::string good = format().write(grid({".2.", ".#.", "..0"}));
  const std::vector<pg::test::PlacedRefusal> cases = {
      {"a number on a white cell", edited(good, "(needs pos-2-2 n0)", "(needs pos-2-1 n0)"), "(needs pos-2-1 n0)",
       "cell 'pos-2-1' is white, but only a black cell has a number"},
      {"two numbers on one cell", edited(good, "(needs pos-2-2 n0)", "(needs pos-1-0 n1)"), "(needs pos-1-0 n1)",
       "cell 'pos-1-0' has a second number"},
      {"a number off the NEXT chain", edited(good, "(NEXT n1 n2)", "(NEXT n2 n1)"), "(needs pos-1-0 n2)",
       "'n2' is not reached from n0"},
      {"a cell that sees past a black cell", edited(good, "(SEES pos-0-0 pos-0-1)", "(SEES pos-0-0 pos-2-0)"),
       "(SEES pos-0-0 pos-2-0)",
       "(sees pos-0-0 pos-2-0) does not follow from the grid: a white cell sees the white cells of its row and column "
       "up to the nearest black cell"},
      {"a missing sight line", edited(good, "    (SEES pos-0-0 pos-0-1)\n", ""), "pos-0-0 pos-1-0",
       "the problem lacks (sees pos-0-0 pos-0-1), which follows from the grid"},
      {"a number that counts a cell not next to it", edited(good, "(COUNT s1 pos-0-0 pos-1-0)", "(COUNT s1 pos-0-2 pos-1-0)"),
       "(COUNT s1 pos-0-2 pos-1-0)", "does not follow from the grid: each number counts the white cells beside it"},
      {"a check left out", edited(good, "    (CHECK-LIT s12 pos-0-1)\n", ""), "s12",
       "the problem lacks (check-lit s12 pos-0-1), which follows from the grid"},
      {"steps out of order", edited(good, "(THEN s3 s4)", "(THEN s4 s3)"), "(THEN s4 s3)",
       "(then s4 s3) does not follow from the grid: the steps follow each other from s0"},
      {"a bulb in the initial state", edited(good, "(WHITE pos-0-0)", "(WHITE pos-0-0) (bulb pos-0-0)"),
       "(bulb pos-0-0)", "(bulb pos-0-0) does not follow from the grid: the grid starts without bulbs"},
      {"a badly named cell", edited(good, "pos-1-1 pos-2-1", "middle pos-2-1"), "middle",
       "expected a cell named pos-X-Y"},
      {"an unknown predicate", edited(good, "(WHITE pos-0-0)", "(GREY pos-0-0)"), "(GREY pos-0-0)",
       "unknown predicate 'grey'"},
  };
  pg::test::check_placed_refusals(format(), cases);
  SECTION("a number past 4") {
    std::string text = edited(good, "n1 n2 - num", "n1 n2 n3 n4 n5 - num");
    text = edited(text, "(NEXT n1 n2)", "(NEXT n1 n2) (NEXT n2 n3) (NEXT n3 n4) (NEXT n4 n5)");
    text = edited(text, "(needs pos-1-0 n2)", "(needs pos-1-0 n5)");
    const pg::test::Place place = pg::test::place_of(text, "(needs pos-1-0 n5)");
    pg::test::check_refusals(format(), {{text, place.line, place.column,
                                         "a Light Up number is 0 to 4; 'pos-1-0' needs 5 ('n5')"}});
  }
}

// ---------------------------------------------------------------------------
// Plans
// ---------------------------------------------------------------------------

namespace {

// * 2 *     The bulbs at pos-0-0 and pos-2-0 satisfy the 2 and bar pos-1-1;
// . . .     the one at pos-1-2 lights the bottom row and pos-1-1.
// . * .
const std::vector<std::string> kSolved = {"*2*", "...", ".*."};

// Its steps: s0 decide pos-0-0, s1 count it for the 2, s2 decide pos-2-0,
// s3 count it, s4 decide pos-0-1, s5 decide pos-1-1, s6 count it, s7 check
// the 2, s8 decide pos-2-1, s9 decide pos-0-2, s10-11 check pos-0-0 and
// pos-0-1, s12 decide pos-1-2, s13 check pos-1-1, s14 decide pos-2-2, s15-19
// check pos-2-0 .. pos-2-2.
const std::string kPlan =
    "(place-bulb s0 s1 pos-0-0)\n(count-bulb s1 s2 pos-0-0 pos-1-0 n1 n2)\n"
    "(place-bulb s2 s3 pos-2-0)\n(count-bulb s3 s4 pos-2-0 pos-1-0 n0 n1)\n"
    "(leave-empty s4 s5 pos-0-1)\n(leave-empty s5 s6 pos-1-1)\n(count-none s6 s7 pos-1-1 pos-1-0)\n"
    "(check-done s7 s8 pos-1-0)\n(leave-empty s8 s9 pos-2-1)\n(leave-empty s9 s10 pos-0-2)\n"
    "(check-lit s10 s11 pos-0-0)\n(check-lit s11 s12 pos-0-1)\n(place-bulb s12 s13 pos-1-2)\n"
    "(check-lit s13 s14 pos-1-1)\n(leave-empty s14 s15 pos-2-2)\n(check-lit s15 s16 pos-2-0)\n"
    "(check-lit s16 s17 pos-2-1)\n(check-lit s17 s18 pos-0-2)\n(check-lit s18 s19 pos-1-2)\n"
    "(check-lit s19 s20 pos-2-2)\n";

// kPlan with its line `from` replaced by `to` and the lines after it left out.
std::string changed_at(const std::string& from, const std::string& to) {
  return kPlan.substr(0, kPlan.find(from)) + to + "\n";
}

}  // namespace

TEST_CASE("lightup pddl: the reference plan takes every step as the solution decides it", "[pddl][lightup]") {
  const Instance instance = grid(kSolved);
  const std::string plan = pg::lightup::reference_plan(instance);
  CHECK(plan == kPlan + "; cost = 20 (unit cost)\n");
  CHECK(run(instance, plan).valid);
  const std::vector<pg::NamedText> extra = format().companions(instance, {});
  REQUIRE(extra.size() == 1);
  CHECK(extra[0].name == "plan");
  CHECK(extra[0].text == plan);
  pg::test::check_reference_plan(lightup(), instance);
}

TEST_CASE("lightup pddl: no plan is made for a solution that breaks the rules, or none", "[pddl][lightup]") {
  Instance instance = grid(kSolved);
  SECTION("bulbs that see each other") {
    instance.solution = std::vector<int>{kBulb, kNone, kBulb, kBulb, kDark, kDark, kDark, kBulb, kDark};
    CHECK(format_error([&] { pg::lightup::reference_plan(instance); }) ==
          "no plan: the solution breaks the rules: step 5 (place-bulb s4 s5 pos-0-1): precondition (not (lit pos-0-1)) "
          "is false");
  }
  SECTION("a dark cell") {
    instance.solution = std::vector<int>{kBulb, kNone, kBulb, kDark, kDark, kDark, kDark, kDark, kDark};
    CHECK(format_error([&] { pg::lightup::reference_plan(instance); }) ==
          "no plan: the solution breaks the rules: step 14 (check-lit s13 s14 pos-1-1): precondition (lit pos-1-1) is "
          "false");
  }
  SECTION("a bulb on a black cell") {
    (*instance.solution)[1] = kBulb;
    CHECK(format_error([&] { pg::lightup::reference_plan(instance); }) ==
          "no plan: the solution breaks the rules: a bulb at (0,1) is on a black cell");
  }
  SECTION("no solution") {
    instance.solution.reset();
    CHECK_THAT(format_error([&] { pg::lightup::reference_plan(instance); }), Catch::Contains("solution is not known"));
    CHECK(format().companions(instance, {}).empty());
  }
}

TEST_CASE("lightup pddl: broken plans are refused at the step, naming the literal", "[pddl][lightup]") {
  const Instance instance = grid(kSolved);
  struct Case {
    const char* name;
    std::string plan;
    std::string message;
  };
  const std::vector<Case> cases = {
      {"a bulb on a lit cell", changed_at("(leave-empty s4", "(place-bulb s4 s5 pos-0-1)"),
       "step 5 (place-bulb s4 s5 pos-0-1): precondition (not (lit pos-0-1)) is false"},
      {"a step out of turn", changed_at("(leave-empty s4", "(leave-empty s4 s5 pos-1-1)"),
       "step 5 (leave-empty s4 s5 pos-1-1): precondition (decide s4 pos-1-1) is false"},
      {"a step skipped", changed_at("(leave-empty s4", "(leave-empty s5 s6 pos-1-1)"),
       "step 5 (leave-empty s5 s6 pos-1-1): precondition (now s5) is false"},
      {"a number counted past zero", changed_at("(count-none s6", "(count-bulb s6 s7 pos-1-1 pos-1-0 n0 n1)"),
       "step 7 (count-bulb s6 s7 pos-1-1 pos-1-0 n0 n1): precondition (bulb pos-1-1) is false"},
      {"a cell left dark", changed_at("(place-bulb s12", "(leave-empty s12 s13 pos-1-2)\n(check-lit s13 s14 pos-1-1)"),
       "step 14 (check-lit s13 s14 pos-1-1): precondition (lit pos-1-1) is false"},
      {"a number short of its bulbs", changed_at("(place-bulb s2", "(leave-empty s2 s3 pos-2-0)\n(count-none s3 s4 pos-2-0 pos-1-0)\n"
                                                 "(leave-empty s4 s5 pos-0-1)\n(leave-empty s5 s6 pos-1-1)\n"
                                                 "(count-none s6 s7 pos-1-1 pos-1-0)\n(check-done s7 s8 pos-1-0)"),
       "step 8 (check-done s7 s8 pos-1-0): precondition (needs pos-1-0 n0) is false"},
      {"a plan that stops early", kPlan.substr(0, kPlan.find("(check-lit s19")),
       "goal (now s20) is false after the last step (19)"},
  };
  for (const Case& c : cases) {
    SECTION(c.name) {
      const PlanCheck result = run(instance, c.plan);
      CHECK_FALSE(result.valid);
      CHECK(result.message == c.message);
    }
  }
}

// ---------------------------------------------------------------------------
// The contract every planning domain keeps
// ---------------------------------------------------------------------------

TEST_CASE("lightup pddl: the plans of a small problem end in exactly its solutions", "[pddl][lightup]") {
  const std::vector<std::vector<std::string>> grids = {
      {".0.", "...", "1.."},  // unique, with a 0
      {"1..", "..1", ".#."},  // unique
      {"1..", "...", "..#"},  // two solutions
      {".2.", "...", "..."},  // three
      {"0..", "...", "..1"},  // none: the 1's bulb leaves a neighbour of the 0 dark
      {"3.", ".."},           // none: a 3 with two neighbours
      {"..", ".."},           // blank: bulbs on either diagonal
      {"...", "..."},
      {"...", "...", "..."},
  };
  for (const auto& rows : grids) {
    INFO(rows.front() << " / " << rows.back());
    CHECK(pg::test::check_plans_are_solutions(lightup(), grid(rows), 5000) > 1);
  }
}

TEST_CASE("lightup pddl: generated problems round-trip and their plans carry out their solutions", "[pddl][lightup]") {
  pg::test::check_generated_problems(lightup(), {{5, 5}, {7, 7}, {6, 9}}, pg::Difficulty::easy, 3, 11);
  pg::test::check_generated_problems(lightup(), {{7, 7}}, pg::Difficulty::hard, 2, 4);
}

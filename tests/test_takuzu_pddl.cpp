// Takuzu as a planning task: the domain parses and says what each action
// means, its problems read back to the same givens, and the plans of a
// problem end in exactly the puzzle's solutions, two equal rows or columns
// included among what rules a completion out.
#include <catch2/catch.hpp>

#include <algorithm>
#include <map>
#include <string>
#include <utility>
#include <vector>

#include "core/errors.hpp"
#include "pddl/language.hpp"
#include "pddl/simulate.hpp"
#include "pddl/takuzu/domain.hpp"
#include "pddl/takuzu/problem.hpp"
#include "pddl/takuzu/reference_plan.hpp"
#include "puzzles/catalogue.hpp"
#include "format_contract.hpp"
#include "pddl_contract.hpp"
#include "support.hpp"
#include "takuzu_grid.hpp"

namespace pddl = pg::pddl;
using pg::Instance;
using pg::pddl::PlanCheck;
using pg::test::edited;
using pg::test::format_error;

namespace {

const pddl::ProblemFormat& format() { return pg::takuzu::pddl_format(); }
const pg::Puzzle& takuzu() { return *pg::find_puzzle("takuzu"); }

const pddl::Domain& domain() {
  static const pddl::Domain parsed = pddl::read_domain(format().domain_text());
  return parsed;
}

Instance puzzle(const std::vector<std::string>& rows) { return pg::test::takuzu_grid(rows); }

Instance solved(const std::vector<std::string>& givens, const std::vector<std::string>& solution) {
  return pg::test::solved_takuzu(givens, solution);
}

PlanCheck run(const Instance& instance, const std::string& plan) {
  return pddl::validate_plan(domain(), pddl::read_problem(format().write(instance)), pddl::read_plan(plan));
}

// The first `from` in `text` replaced by `to`.
// Every `from` in `text` replaced by `to`.
std::string renamed(std::string text, const std::string& from, const std::string& to) {
  for (auto at = text.find(from); at != std::string::npos; at = text.find(from, at + to.size()))
    text.replace(at, from.size(), to);
  return text;
}

// 0 . . 1     Row 0 may take one more of each digit; a 1 at pos-0-1 or
// . 1 1 .     pos-3-1 would make three 1s: both are forbidden it.
// 1 . . .
// . . . 0
const std::vector<std::string> kGivens = {"0..1", ".11.", "1...", "...0"};
const std::vector<std::string> kSolution = {"0101", "0110", "1001", "1010"};

}  // namespace

// ---------------------------------------------------------------------------
// The domain
// ---------------------------------------------------------------------------

TEST_CASE("takuzu pddl: the domain declares its requirements, types, predicates and one action", "[pddl][takuzu]") {
  const pddl::Domain& d = domain();
  CHECK(d.name == "takuzu");
  CHECK(d.requirements == std::vector<std::string>{":typing", ":adl"});
  CHECK(d.parent_type == std::map<std::string, std::string>{{"cell", "object"},
                                                            {"digit", "object"},
                                                            {"num", "object"},
                                                            {"line", "object"},
                                                            {"row", "line"},
                                                            {"column", "line"}});
  std::vector<std::pair<std::string, std::string>> constants;
  for (const pddl::Typed& c : d.constants) constants.emplace_back(c.name, c.type);
  CHECK(constants == std::vector<std::pair<std::string, std::string>>{{"zero", "digit"}, {"one", "digit"}, {"n0", "num"}});
  using Args = std::vector<std::string>;
  CHECK(d.predicates == std::map<std::string, Args>{
                            {"next", {"num", "num"}},
                            {"in-row", {"cell", "row"}},
                            {"in-col", {"cell", "column"}},
                            {"near", {"cell", "cell"}},
                            {"triple", {"cell", "cell", "cell"}},
                            {"then", {"cell", "cell"}},
                            {"current", {"cell"}},
                            {"empty", {"cell"}},
                            {"filled", {"cell"}},
                            {"holds", {"cell", "digit"}},
                            {"forbidden", {"cell", "digit"}},
                            {"left", {"line", "digit", "num"}},
                            {"differ", {"line", "line"}},
                        });
  REQUIRE(d.actions.size() == 1);
  CHECK(d.actions[0].name == "write");
  std::vector<std::pair<std::string, std::string>> parameters;
  for (const pddl::Typed& p : d.actions[0].parameters) parameters.emplace_back(p.name, p.type);
  CHECK(parameters == std::vector<std::pair<std::string, std::string>>{{"?c", "cell"},
                                                                       {"?d", "digit"},
                                                                       {"?r", "row"},
                                                                       {"?k", "column"},
                                                                       {"?r1", "num"},
                                                                       {"?r2", "num"},
                                                                       {"?k1", "num"},
                                                                       {"?k2", "num"}});
  CHECK(pddl::to_string(d.actions[0].precondition) ==
        "(and (current ?c) (not (forbidden ?c ?d)) (in-row ?c ?r) (in-col ?c ?k) (left ?r ?d ?r2) (next ?r1 ?r2) "
        "(left ?k ?d ?k2) (next ?k1 ?k2))");
  CHECK(format().domain_name() == "takuzu");
  CHECK(pddl::read_domain(format().domain_text("binairo")).name == "binairo");
}

TEST_CASE("takuzu pddl: the domain text says what each action means, statics in capitals", "[pddl][takuzu]") {
  pg::test::check_domain_text(*pg::find_puzzle("takuzu"), "Takuzu (Binairo) as a planning task.", 1,
                              {"(NEXT ?n1 ?n2 - num)", "(IN-ROW ?c - cell ?r - row)", "(TRIPLE ?a ?b ?c - cell)",
                               "(THEN ?a ?b - cell)"});
}

// ---------------------------------------------------------------------------
// Problems
// ---------------------------------------------------------------------------

TEST_CASE("takuzu pddl: a problem states the givens, the counts, the forbidden digits and the lines apart",
          "[pddl][takuzu]") {
  const pddl::Problem p = pddl::read_problem(format().write(puzzle(kGivens)));
  auto has = [&](const std::string& predicate, std::vector<std::string> args) {
    return std::count(p.init.begin(), p.init.end(), pddl::Atom{predicate, std::move(args)}) == 1;
  };
  auto count = [&](const std::string& predicate) {
    return std::count_if(p.init.begin(), p.init.end(), [&](const pddl::Atom& a) { return a.predicate == predicate; });
  };
  CHECK(has("holds", {"pos-0-0", "zero"}));
  CHECK(has("holds", {"pos-3-0", "one"}));
  CHECK(has("holds", {"pos-3-3", "zero"}));
  CHECK(count("holds") == 6);
  CHECK(count("filled") == 6);
  CHECK(count("empty") == 10);
  CHECK(has("empty", {"pos-1-0"}));
  // Row 1 holds two 1s side by side: both ends are forbidden a 1.
  CHECK(has("forbidden", {"pos-0-1", "one"}));
  CHECK(has("forbidden", {"pos-3-1", "one"}));
  CHECK(count("forbidden") == 2);
  CHECK(has("left", {"row-0", "zero", "n1"}));
  CHECK(has("left", {"row-0", "one", "n1"}));
  CHECK(has("left", {"row-1", "one", "n0"}));
  CHECK(has("left", {"row-3", "one", "n2"}));
  CHECK(has("left", {"col-0", "zero", "n1"}));
  CHECK(has("left", {"col-0", "one", "n1"}));
  CHECK(count("left") == 16);
  // Rows 0 and 2 differ in column 0, rows 0 and 3 in column 3, columns 0
  // and 3 in row 0; columns 1 and 2 hold the same given in row 1.
  CHECK(has("differ", {"row-0", "row-2"}));
  CHECK(has("differ", {"row-2", "row-0"}));
  CHECK(has("differ", {"row-0", "row-3"}));
  CHECK(has("differ", {"col-0", "col-3"}));
  CHECK(has("differ", {"col-3", "col-0"}));
  CHECK_FALSE(has("differ", {"col-1", "col-2"}));
  CHECK(count("differ") == 2 * 3);
  CHECK(has("current", {"pos-1-0"}));
  CHECK(count("current") == 1);
  CHECK(has("then", {"pos-1-0", "pos-2-0"}));
  CHECK(has("then", {"pos-2-0", "pos-0-1"}));
  CHECK(count("then") == 9);
  CHECK(has("near", {"pos-0-0", "pos-2-0"}));
  CHECK(has("near", {"pos-0-0", "pos-0-1"}));
  CHECK_FALSE(has("near", {"pos-0-0", "pos-3-0"}));
  CHECK_FALSE(has("near", {"pos-0-0", "pos-1-1"}));
  CHECK(count("triple") == 6 * 2 * (4 + 4));
  CHECK(has("triple", {"pos-1-0", "pos-0-0", "pos-2-0"}));
  CHECK(count("next") == 2);
  CHECK(pddl::to_string(p.goal).substr(0, 35) == "(and (filled pos-0-0) (filled pos-1");
  CHECK_THAT(pddl::to_string(p.goal),
             Catch::EndsWith("(filled pos-3-3) (differ row-0 row-1) (differ row-0 row-2) (differ row-0 row-3) "
                             "(differ row-1 row-2) (differ row-1 row-3) (differ row-2 row-3) (differ col-0 col-1) "
                             "(differ col-0 col-2) (differ col-0 col-3) (differ col-1 col-2) (differ col-1 col-3) "
                             "(differ col-2 col-3))"));
  CHECK_NOTHROW(pddl::check_problem(domain(), p));
}

TEST_CASE("takuzu pddl: problems read back to the same givens", "[pddl][takuzu]") {
  const std::vector<std::vector<std::string>> grids = {
      kGivens,
      {"."},
      {"..", ".."},
      {"0.1", "...", ".1."},         // odd sides: at most two of a digit
      {"01", "10"},                  // all given: nothing to write
      {"0.....", "....1."},          // a rectangle
      {"0..", "...", "..1", "...", "1.."},
  };
  for (const auto& rows : grids) {
    INFO(rows.front());
    const pg::test::RoundTrip trip = pg::test::round_trip(format(), puzzle(rows));
    pg::test::check_detected(format(), trip.text);
    CHECK_NOTHROW(pddl::check_problem(domain(), pddl::read_problem(trip.text)));
  }
  CHECK_THAT(format().write(puzzle(kGivens)),
             Catch::StartsWith("; Takuzu, 4 rows by 4 columns. The givens:\n;   0 . . 1\n;   . 1 1 .\n;   1 . . .\n"
                               ";   . . . 0\n(define (problem puzzlegen-takuzu-4x4)\n"));
}

TEST_CASE("takuzu pddl: givens that break the rules are not written", "[pddl][takuzu]") {
  CHECK(format_error([] { format().write(puzzle({"000.", "....", "....", "...."})); }) ==
        "the givens break the rules: row 0 has more than 2 given 0s, half its 4 cells; a planning problem starts from "
        "givens that keep them");
  CHECK(format_error([] { format().write(puzzle({"1.....", "1.....", "1.....", "......", "......", "......"})); }) ==
        "the givens break the rules: column 0 has three given 1s in a row, from (0,0); a planning problem starts from "
        "givens that keep them");
  Instance odd = puzzle({"..", ".."});
  odd.givens[1] = 2;
  CHECK(format_error([&] { format().write(odd); }) == "a Takuzu given is blank, 0 or 1; found 2 at (0,1)");
}

TEST_CASE("takuzu pddl: an inconsistent problem is refused at its place", "[pddl][takuzu]") {
  const std::string good = format().write(puzzle(kGivens));
  const std::vector<pg::test::PlacedRefusal> cases = {
      {"a cell with two digits", edited(good, "(holds pos-3-0 one)", "(holds pos-0-0 one)"), "(holds pos-0-0 one)",
       "cell 'pos-0-0' holds both zero (on line"},
      {"a digit that is none", edited(edited(good, "col-3 - column", "col-3 - column\n    two - digit"),
                                      "(holds pos-3-0 one)", "(holds pos-3-0 two)"),
       "(holds pos-3-0 two)", "the digits are zero and one, not 'two'"},
      // Said at the third 1 of the row, in reading order.
      {"too many of a digit given", edited(good, "(holds pos-3-3 zero)", "(holds pos-0-1 one)"), "(holds pos-2-1 one)",
       "the givens break the rules: row 1 has more than 2 given 1s, half its 4 cells"},
      {"a count the givens do not leave", edited(good, "(left row-0 zero n1)", "(left row-0 zero n2)"),
       "(left row-0 zero n2)", "row 0 of 4 cells takes 2 zeros at most; with its givens it may take 1 more, not 2 ('n2')"},
      {"a second count", edited(good, "(left row-0 one n1)", "(left row-0 zero n0)"), "(left row-0 zero n0)",
       "'row-0' has a second count of zeros"},
      {"a missing count", edited(good, "    (left col-3 one n1)\n", ""), "col-3 - column",
       "column 3 has no (left col-3 one N)"},
      {"a misnamed row", renamed(good, "row-3", "row-9"), "row-9",
       "expected rows row-0 to row-3 for the cells' 4 columns by 4 rows (16 cells), found 'row-9'"},
      {"a digit forbidden without cause", edited(good, "(forbidden pos-0-1 one)", "(forbidden pos-0-1 zero)"),
       "(forbidden pos-0-1 zero)",
       "(forbidden pos-0-1 zero) does not follow from the givens: an empty cell forbids a digit that the two other "
       "cells of a run of three with it hold"},
      {"a forbidden digit left out", edited(good, "    (forbidden pos-3-1 one)\n", ""), "pos-3-1 - cell",
       "the problem lacks (forbidden pos-3-1 one), which follows from the givens"},
      {"lines apart that are not", edited(good, "(differ row-0 row-2)", "(differ row-0 row-1)"), "(differ row-0 row-1)",
       "(differ row-0 row-1) does not follow from the givens"},
      {"a cell written out of order", edited(good, "(current pos-1-0)", "(current pos-2-0)"), "(current pos-2-0)",
       "the first empty cell in reading order is current"},
      {"a cell neither empty nor given", edited(good, "    (empty pos-1-0)\n", ""), "pos-1-0 pos-2-0",
       "the problem lacks (empty pos-1-0)"},
      {"a badly named cell", edited(good, "pos-1-1 pos-2-1", "middle pos-2-1"), "middle",
       "expected a cell named pos-X-Y"},
  };
  pg::test::check_placed_refusals(format(), cases);
}

// ---------------------------------------------------------------------------
// Plans
// ---------------------------------------------------------------------------

TEST_CASE("takuzu pddl: the reference plan writes the empty cells in reading order", "[pddl][takuzu]") {
  const Instance instance = solved(kGivens, kSolution);
  const std::string plan = pg::takuzu::reference_plan(instance);
  CHECK_THAT(plan, Catch::StartsWith("(write pos-1-0 one row-0 col-1 n0 n1 n0 n1)\n"
                                     "(write pos-2-0 zero row-0 col-2 n0 n1 n1 n2)\n"
                                     "(write pos-0-1 zero row-1 col-0 n1 n2 n0 n1)\n"));
  CHECK_THAT(plan, Catch::EndsWith("(write pos-2-3 one row-3 col-2 n0 n1 n0 n1)\n; cost = 10 (unit cost)\n"));
  CHECK(run(instance, plan).valid);
  const std::vector<pg::NamedText> extra = format().companions(instance, {});
  REQUIRE(extra.size() == 1);
  CHECK(extra[0].name == "plan");
  CHECK(extra[0].text == plan);
  pg::test::check_reference_plan(takuzu(), instance);
}

TEST_CASE("takuzu pddl: no plan is made for a solution that breaks the rules, or none", "[pddl][takuzu]") {
  Instance instance = solved(kGivens, kSolution);
  SECTION("a given changed") {
    (*instance.solution)[0] = 1;
    CHECK(format_error([&] { pg::takuzu::reference_plan(instance); }) ==
          "no plan: the solution breaks the rules: cell (0,0) is given 0 but holds 1");
  }
  SECTION("too many of a digit in a row") {
    instance.solution = puzzle({"0001", "0110", "1001", "1010"}).givens;
    CHECK(format_error([&] { pg::takuzu::reference_plan(instance); }) ==
          "no plan: the solution breaks the rules: row 0 has more than 2 0s");
  }
  SECTION("three in a row") {
    instance = solved({"......", "......", "......", "......", "......", "......"},
                      {"001011", "010101", "101010", "011001", "100110", "110100"});
    instance.solution = puzzle({"000111", "010101", "101010", "011001", "100110", "111000"}).givens;
    CHECK(format_error([&] { pg::takuzu::reference_plan(instance); }) ==
          "no plan: the solution breaks the rules: step 3 (write pos-2-0 zero row-0 col-2 n0 n1 n2 n3): precondition "
          "(not (forbidden pos-2-0 zero)) is false");
  }
  SECTION("two equal rows") {
    instance = puzzle({"....", "....", "....", "...."});
    instance.solution = puzzle({"0011", "0011", "1100", "1100"}).givens;
    CHECK(format_error([&] { pg::takuzu::reference_plan(instance); }) ==
          "no plan: the solution breaks the rules: goal (differ row-0 row-1) is false after the last step (16)");
  }
  SECTION("no solution") {
    instance.solution.reset();
    CHECK_THAT(format_error([&] { pg::takuzu::reference_plan(instance); }), Catch::Contains("solution is not known"));
    CHECK(format().companions(instance, {}).empty());
  }
}

TEST_CASE("takuzu pddl: broken plans are refused at the step, naming the literal", "[pddl][takuzu]") {
  const Instance instance = solved(kGivens, kSolution);
  struct Case {
    const char* name;
    std::string plan;
    std::string message;
  };
  const std::vector<Case> cases = {
      {"a digit making three in a row",
       "(write pos-1-0 one row-0 col-1 n0 n1 n0 n1)\n(write pos-2-0 zero row-0 col-2 n0 n1 n1 n2)\n"
       "(write pos-0-1 one row-1 col-0 n0 n1 n0 n1)\n",
       "step 3 (write pos-0-1 one row-1 col-0 n0 n1 n0 n1): precondition (not (forbidden pos-0-1 one)) is false"},
      {"a digit written out of order", "(write pos-2-0 zero row-0 col-2 n0 n1 n1 n2)\n",
       "step 1 (write pos-2-0 zero row-0 col-2 n0 n1 n1 n2): precondition (current pos-2-0) is false"},
      {"a given cell written over", "(write pos-0-0 one row-0 col-0 n0 n1 n0 n1)\n",
       "step 1 (write pos-0-0 one row-0 col-0 n0 n1 n0 n1): precondition (current pos-0-0) is false"},
      {"a count that skips", "(write pos-1-0 one row-0 col-1 n0 n2 n0 n1)\n",
       "step 1 (write pos-1-0 one row-0 col-1 n0 n2 n0 n1): precondition (left row-0 one n2) is false"},
  };
  for (const Case& c : cases) {
    SECTION(c.name) {
      const PlanCheck result = run(instance, c.plan);
      CHECK_FALSE(result.valid);
      CHECK(result.message == c.message);
    }
  }
  SECTION("a digit a full row cannot take") {
    const PlanCheck result = run(puzzle({"..", ".."}), "(write pos-0-0 zero row-0 col-0 n0 n1 n0 n1)\n"
                                                       "(write pos-1-0 zero row-0 col-1 n0 n1 n0 n1)\n");
    CHECK_FALSE(result.valid);
    CHECK(result.message ==
          "step 2 (write pos-1-0 zero row-0 col-1 n0 n1 n0 n1): precondition (left row-0 zero n1) is false");
  }
}

// ---------------------------------------------------------------------------
// The contract every planning domain keeps
// ---------------------------------------------------------------------------

TEST_CASE("takuzu pddl: the plans of a small problem end in exactly its solutions", "[pddl][takuzu]") {
  const std::vector<std::vector<std::string>> grids = {
      {"011.", "1.0.", "0.01", ".0.."},  // unique
      {"01..", "10.1", ".01.", "01.."},  // two solutions
      {"01.1", ".001", "1...", "1010"},  // none: the counts and runs of three leave no completion
      // None: the one completion repeats row 0 in row 1 (and column 0 in
      // column 1); only the goal's differing lines rule it out.
      {"00..", "..11", "1..0", ".10."},
      {"..."},  // none: three columns of one cell cannot all differ
      {"..", ".."},  // blank: two solutions
      {"...", "..."},  // blank, none: two of three columns are equal
      {"...", "...", "..."},  // blank, odd sides
  };
  for (const auto& rows : grids) {
    INFO(rows.front() << " / " << rows.back());
    CHECK(pg::test::check_plans_are_solutions(takuzu(), puzzle(rows), 5000) > 1);
  }
}

TEST_CASE("takuzu pddl: generated problems round-trip and their plans carry out their solutions", "[pddl][takuzu]") {
  pg::test::check_generated_problems(takuzu(), {{4, 4}, {6, 6}, {5, 7}}, pg::Difficulty::easy, 3, 11);
  pg::test::check_generated_problems(takuzu(), {{8, 8}}, pg::Difficulty::hard, 2, 4);
}

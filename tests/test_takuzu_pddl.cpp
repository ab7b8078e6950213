// Takuzu as a planning task: the domain parses and says what each action
// means, its problems read back to the same givens and lay out the steps a
// plan goes through, and the plans of a problem end in exactly the puzzle's
// solutions, one plan each, two equal rows or columns included among what
// rules a completion out.
#include <catch2/catch.hpp>

#include <algorithm>
#include <functional>
#include <map>
#include <set>
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

// 0 . . 1     Row 0 may take one more of each digit, row 1 no more 1s.
// . 1 1 .     Rows 0 and 2, rows 0 and 3, columns 0 and 3 differ in their
// 1 . . .     givens; columns 1 and 2 hold the same given in row 1.
// . . . 0
const std::vector<std::string> kGivens = {"0..1", ".11.", "1...", "...0"};
const std::vector<std::string> kSolution = {"0101", "0110", "1001", "1010"};

}  // namespace

// ---------------------------------------------------------------------------
// The domain
// ---------------------------------------------------------------------------

TEST_CASE("takuzu pddl: the domain declares its requirements, types, predicates and actions", "[pddl][takuzu]") {
  const pddl::Domain& d = domain();
  CHECK(d.name == "takuzu");
  CHECK(d.requirements == std::vector<std::string>{":typing", ":negative-preconditions", ":equality"});
  CHECK(d.parent_type == std::map<std::string, std::string>{{"cell", "object"},
                                                            {"digit", "object"},
                                                            {"num", "object"},
                                                            {"line", "object"},
                                                            {"step", "object"},
                                                            {"row", "line"},
                                                            {"column", "line"}});
  std::vector<std::pair<std::string, std::string>> constants;
  for (const pddl::Typed& c : d.constants) constants.emplace_back(c.name, c.type);
  CHECK(constants == std::vector<std::pair<std::string, std::string>>{{"zero", "digit"}, {"one", "digit"}, {"n0", "num"}});
  using Args = std::vector<std::string>;
  CHECK(d.predicates == std::map<std::string, Args>{
                            {"next", {"num", "num"}},
                            {"other", {"digit", "digit"}},
                            {"then", {"step", "step"}},
                            {"write", {"step", "cell", "row", "column"}},
                            {"run", {"step", "cell", "cell", "cell"}},
                            {"pair", {"step", "cell", "cell", "step"}},
                            {"now", {"step"}},
                            {"holds", {"cell", "digit"}},
                            {"left", {"line", "digit", "num"}},
                        });
  std::vector<std::string> actions;
  for (const pddl::Action& action : d.actions) actions.push_back(action.name);
  CHECK(actions == std::vector<std::string>{"write", "run-broken-early", "run-broken-last", "lines-agree", "lines-differ"});
  std::vector<std::pair<std::string, std::string>> parameters;
  for (const pddl::Typed& p : d.actions[0].parameters) parameters.emplace_back(p.name, p.type);
  CHECK(parameters == std::vector<std::pair<std::string, std::string>>{{"?s", "step"},
                                                                       {"?t", "step"},
                                                                       {"?c", "cell"},
                                                                       {"?d", "digit"},
                                                                       {"?r", "row"},
                                                                       {"?k", "column"},
                                                                       {"?r1", "num"},
                                                                       {"?r2", "num"},
                                                                       {"?k1", "num"},
                                                                       {"?k2", "num"}});
  CHECK(pddl::to_string(d.actions[0].precondition) ==
        "(and (now ?s) (then ?s ?t) (write ?s ?c ?r ?k) (left ?r ?d ?r2) (next ?r1 ?r2) (left ?k ?d ?k2) "
        "(next ?k1 ?k2))");
  // Each action moves the plan on by one step, lines-differ past the rest of
  // its scan; only write changes the grid, and no effect is conditional.
  CHECK(pddl::to_string(d.actions[3].precondition) ==
        "(and (now ?s) (pair ?s ?a ?b ?u) (then ?s ?t) (not (= ?t ?u)) (holds ?a ?d) (holds ?b ?d))");
  CHECK(pddl::to_string(d.actions[4].effect) == "(and (not (now ?s)) (now ?u))");
  for (const pddl::Action& action : d.actions) {
    INFO(action.name);
    CHECK(pddl::to_string(action.effect).find("when") == std::string::npos);
    CHECK(pddl::to_string(action.effect).find("forall") == std::string::npos);
  }
  CHECK(format().domain_name() == "takuzu");
  CHECK(pddl::read_domain(format().domain_text("binairo")).name == "binairo");
}

TEST_CASE("takuzu pddl: the domain text says what each action means, statics in capitals", "[pddl][takuzu]") {
  pg::test::check_domain_text(*pg::find_puzzle("takuzu"), "Takuzu (Binairo) as a planning task.", 5,
                              {"(NEXT ?n1 ?n2 - num)", "(OTHER ?d ?e - digit)", "(THEN ?s ?t - step)",
                               "(WRITE ?s - step ?c - cell ?r - row ?k - column)", "(RUN ?s - step ?a ?b ?c - cell)",
                               "(PAIR ?s - step ?a ?b - cell ?u - step)"});
}

// ---------------------------------------------------------------------------
// Problems
// ---------------------------------------------------------------------------

TEST_CASE("takuzu pddl: a problem states the givens, the counts and the steps in reading order", "[pddl][takuzu]") {
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
  CHECK(has("left", {"row-0", "zero", "n1"}));
  CHECK(has("left", {"row-0", "one", "n1"}));
  CHECK(has("left", {"row-1", "one", "n0"}));
  CHECK(has("left", {"row-3", "one", "n2"}));
  CHECK(has("left", {"col-0", "zero", "n1"}));
  CHECK(has("left", {"col-0", "one", "n1"}));
  CHECK(count("left") == 16);
  CHECK(count("next") == 2);
  CHECK(has("other", {"zero", "one"}));
  CHECK(has("other", {"one", "zero"}));
  CHECK(count("other") == 2);
  // Row 0: its two empty cells, then its two runs of three.
  CHECK(has("write", {"s0", "pos-1-0", "row-0", "col-1"}));
  CHECK(has("write", {"s1", "pos-2-0", "row-0", "col-2"}));
  CHECK(has("run", {"s2", "pos-0-0", "pos-1-0", "pos-2-0"}));
  CHECK(has("run", {"s3", "pos-1-0", "pos-2-0", "pos-3-0"}));
  CHECK(has("write", {"s4", "pos-0-1", "row-1", "col-0"}));
  CHECK(count("write") == 10);
  CHECK(count("run") == 2 * 4 * 2);
  // At the end of row 1, rows 0 and 1 at each place, then on to s12, the
  // first run of column 0.
  for (int place = 0; place < 4; ++place)
    CHECK(has("pair", {"s" + std::to_string(8 + place), "pos-" + std::to_string(place) + "-0",
                       "pos-" + std::to_string(place) + "-1", "s12"}));
  CHECK(has("run", {"s12", "pos-0-0", "pos-0-1", "pos-0-2"}));
  // Rows 0 and 2 differ in their givens: no scan.
  CHECK(std::none_of(p.init.begin(), p.init.end(), [](const pddl::Atom& a) {
    return a.predicate == "pair" && a.args[1] == "pos-0-0" && a.args[2] == "pos-0-2";
  }));
  // Columns 1 and 2 hold the same given in row 1: their scan leaves it out.
  CHECK(has("pair", {"s40", "pos-1-0", "pos-2-0", "s43"}));
  CHECK(has("pair", {"s41", "pos-1-2", "pos-2-2", "s43"}));
  CHECK(has("pair", {"s42", "pos-1-3", "pos-2-3", "s43"}));
  // Rows 0 and 1, 1 and 2, 1 and 3, 2 and 3, columns 0 and 1, 0 and 2, 1
  // and 3, 2 and 3 at every place; columns 1 and 2 at three.
  CHECK(count("pair") == 8 * 4 + 3);
  CHECK(count("then") == 10 + 16 + 35);
  CHECK(has("then", {"s60", "s61"}));
  CHECK(has("now", {"s0"}));
  CHECK(count("now") == 1);
  CHECK(pddl::to_string(p.goal) == "(and (now s61))");
  CHECK_NOTHROW(pddl::check_problem(domain(), p));
}

TEST_CASE("takuzu pddl: lines whose givens are all equal keep their last place, where no plan gets past",
          "[pddl][takuzu]") {
  const Instance equal = puzzle({"0011", "0011", "....", "...."});
  const pddl::Problem p = pddl::read_problem(format().write(equal));
  // Rows 0 and 1, all given, come first: their runs of three are left out.
  const auto first = std::find_if(p.init.begin(), p.init.end(), [](const pddl::Atom& a) {
    return a.predicate == "pair" || a.predicate == "write" || a.predicate == "run";
  });
  REQUIRE(first != p.init.end());
  CHECK(*first == pddl::Atom{"pair", {"s0", "pos-3-0", "pos-3-1", "s1"}});
  CHECK(std::count_if(p.init.begin(), p.init.end(), [](const pddl::Atom& a) {
          return a.predicate == "pair" && a.args[3] == "s1";
        }) == 1);
  CHECK(pg::test::check_plans_are_solutions(takuzu(), equal) == 1);
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
      {"a cell written out of order", edited(good, "(WRITE s0 pos-1-0 row-0 col-1)", "(WRITE s0 pos-2-0 row-0 col-2)"),
       "(WRITE s0 pos-2-0 row-0 col-2)",
       "(write s0 pos-2-0 row-0 col-2) does not follow from the givens: each empty cell is written at its step, in "
       "reading order"},
      {"a run of three left unchecked", edited(good, "    (RUN s2 pos-0-0 pos-1-0 pos-2-0)\n", ""), "s2 s3",
       "the problem lacks (run s2 pos-0-0 pos-1-0 pos-2-0), which follows from the givens"},
      {"lines scanned whose givens differ", edited(good, "(PAIR s8 pos-0-0 pos-0-1 s12)", "(PAIR s8 pos-0-0 pos-0-2 s12)"),
       "(PAIR s8 pos-0-0 pos-0-2 s12)", "(pair s8 pos-0-0 pos-0-2 s12) does not follow from the givens"},
      {"a place of two givens scanned", edited(good, "(PAIR s41 pos-1-2 pos-2-2 s43)", "(PAIR s41 pos-1-1 pos-2-1 s43)"),
       "(PAIR s41 pos-1-1 pos-2-1 s43)", "(pair s41 pos-1-1 pos-2-1 s43) does not follow from the givens"},
      {"a step skipped", edited(good, "(THEN s3 s4)", "(THEN s3 s5)"), "(THEN s3 s5)",
       "(then s3 s5) does not follow from the givens: the steps s0, s1, ... follow one another"},
      {"a plan that starts late", edited(good, "(now s0)", "(now s4)"), "(now s4)",
       "(now s4) does not follow from the givens: a plan starts at step s0"},
      {"a digit its own other", edited(good, "(OTHER one zero)", "(OTHER one one)"), "(OTHER one one)",
       "(other one one) does not follow from the givens: zero and one are the two digits"},
      {"a badly named cell", edited(good, "pos-1-1 pos-2-1", "middle pos-2-1"), "middle",
       "expected a cell named pos-X-Y"},
  };
  pg::test::check_placed_refusals(format(), cases);
}

// ---------------------------------------------------------------------------
// Plans
// ---------------------------------------------------------------------------

TEST_CASE("takuzu pddl: the reference plan goes through the steps, writing the empty cells in reading order",
          "[pddl][takuzu]") {
  const Instance instance = solved(kGivens, kSolution);
  const std::string plan = pg::takuzu::reference_plan(instance);
  CHECK_THAT(plan, Catch::StartsWith("(write s0 s1 pos-1-0 one row-0 col-1 n0 n1 n0 n1)\n"
                                     "(write s1 s2 pos-2-0 zero row-0 col-2 n0 n1 n1 n2)\n"
                                     "(run-broken-early s2 s3 pos-0-0 pos-1-0 pos-2-0 zero one)\n"
                                     "(run-broken-early s3 s4 pos-1-0 pos-2-0 pos-3-0 one zero)\n"
                                     "(write s4 s5 pos-0-1 zero row-1 col-0 n1 n2 n0 n1)\n"));
  // Rows 0 and 1 agree at their first two places and differ at the third:
  // the plan goes on after their scan.
  CHECK_THAT(plan, Catch::Contains("(lines-agree s8 s9 s12 pos-0-0 pos-0-1 zero)\n"
                                   "(lines-agree s9 s10 s12 pos-1-0 pos-1-1 one)\n"
                                   "(lines-differ s10 s12 pos-2-0 pos-2-1 zero one)\n"
                                   "(run-broken-last s12 s13 pos-0-0 pos-0-1 pos-0-2 zero one)\n"));
  CHECK_THAT(plan, Catch::EndsWith("(lines-differ s57 s61 pos-2-0 pos-3-0 zero one)\n; cost = 41 (unit cost)\n"));
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
          "no plan: the solution breaks the rules: step 4 (run-broken-last s3 s4 pos-0-0 pos-1-0 pos-2-0 zero zero): "
          "precondition (other zero zero) is false");
  }
  SECTION("two equal rows") {
    instance = puzzle({"....", "....", "....", "...."});
    instance.solution = puzzle({"0011", "0011", "1100", "1100"}).givens;
    CHECK(format_error([&] { pg::takuzu::reference_plan(instance); }) ==
          "no plan: the solution breaks the rules: step 16 (lines-agree s15 s16 s16 pos-3-0 pos-3-1 one): "
          "precondition (not (= s16 s16)) is false");
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
  const std::string first = "(write s0 s1 pos-1-0 one row-0 col-1 n0 n1 n0 n1)\n";
  const std::vector<Case> cases = {
      {"a digit written out of order", "(write s0 s1 pos-2-0 zero row-0 col-2 n0 n1 n1 n2)\n",
       "step 1 (write s0 s1 pos-2-0 zero row-0 col-2 n0 n1 n1 n2): precondition (write s0 pos-2-0 row-0 col-2) is "
       "false"},
      {"a given cell written over", "(write s0 s1 pos-0-0 one row-0 col-0 n0 n1 n0 n1)\n",
       "step 1 (write s0 s1 pos-0-0 one row-0 col-0 n0 n1 n0 n1): precondition (write s0 pos-0-0 row-0 col-0) is "
       "false"},
      {"a step skipped", "(write s0 s2 pos-1-0 one row-0 col-1 n0 n1 n0 n1)\n",
       "step 1 (write s0 s2 pos-1-0 one row-0 col-1 n0 n1 n0 n1): precondition (then s0 s2) is false"},
      {"a step taken twice", first + first,
       "step 2 (write s0 s1 pos-1-0 one row-0 col-1 n0 n1 n0 n1): precondition (now s0) is false"},
      {"a count that skips", "(write s0 s1 pos-1-0 one row-0 col-1 n0 n2 n0 n1)\n",
       "step 1 (write s0 s1 pos-1-0 one row-0 col-1 n0 n2 n0 n1): precondition (left row-0 one n2) is false"},
      {"a check before its cells are written", "(run-broken-early s0 s1 pos-0-0 pos-1-0 pos-2-0 zero one)\n",
       "step 1 (run-broken-early s0 s1 pos-0-0 pos-1-0 pos-2-0 zero one): precondition (run s0 pos-0-0 pos-1-0 "
       "pos-2-0) is false"},
      {"a run passed by the wrong check",
       first + "(write s1 s2 pos-2-0 zero row-0 col-2 n0 n1 n1 n2)\n" +
           "(run-broken-last s2 s3 pos-0-0 pos-1-0 pos-2-0 zero one)\n",
       "step 3 (run-broken-last s2 s3 pos-0-0 pos-1-0 pos-2-0 zero one): precondition (holds pos-1-0 zero) is false"},
  };
  for (const Case& c : cases) {
    SECTION(c.name) {
      const PlanCheck result = run(instance, c.plan);
      CHECK_FALSE(result.valid);
      CHECK(result.message == c.message);
    }
  }
  SECTION("a digit a full row cannot take") {
    const PlanCheck result = run(puzzle({"..", ".."}), "(write s0 s1 pos-0-0 zero row-0 col-0 n0 n1 n0 n1)\n"
                                                       "(write s1 s2 pos-1-0 zero row-0 col-1 n0 n1 n0 n1)\n");
    CHECK_FALSE(result.valid);
    CHECK(result.message ==
          "step 2 (write s1 s2 pos-1-0 zero row-0 col-1 n0 n1 n0 n1): precondition (left row-0 zero n1) is false");
  }
  SECTION("three equal in a row pass neither check of their run") {
    const Instance blank = puzzle({"......", "......", "......", "......", "......", "......"});
    const std::string zeros = "(write s0 s1 pos-0-0 zero row-0 col-0 n2 n3 n2 n3)\n"
                              "(write s1 s2 pos-1-0 zero row-0 col-1 n1 n2 n2 n3)\n"
                              "(write s2 s3 pos-2-0 zero row-0 col-2 n0 n1 n2 n3)\n";
    const PlanCheck early = run(blank, zeros + "(run-broken-early s3 s4 pos-0-0 pos-1-0 pos-2-0 zero one)\n");
    CHECK(early.message == "step 4 (run-broken-early s3 s4 pos-0-0 pos-1-0 pos-2-0 zero one): precondition (holds "
                           "pos-1-0 one) is false");
    const PlanCheck last = run(blank, zeros + "(run-broken-last s3 s4 pos-0-0 pos-1-0 pos-2-0 zero one)\n");
    CHECK(last.message == "step 4 (run-broken-last s3 s4 pos-0-0 pos-1-0 pos-2-0 zero one): precondition (holds "
                          "pos-2-0 one) is false");
  }
  SECTION("lines that agree do not differ") {
    std::string plan = pg::takuzu::reference_plan(instance);
    plan = edited(plan, "(lines-agree s8 s9 s12 pos-0-0 pos-0-1 zero)", "(lines-differ s8 s12 pos-0-0 pos-0-1 zero one)");
    const PlanCheck result = run(instance, plan);
    CHECK(result.message ==
          "step 9 (lines-differ s8 s12 pos-0-0 pos-0-1 zero one): precondition (holds pos-0-1 one) is false");
  }
}

TEST_CASE("takuzu pddl: each solution has one plan", "[pddl][takuzu]") {
  // Every plan of the problem, walked depth first: each state has at most
  // one successor but at write steps, one per digit.
  const std::vector<std::vector<std::string>> grids = {
      {"01..", "10.1", ".01.", "01.."},  // two solutions
      {"..", ".."},                      // two solutions
      {"0...", "....", "....", "...1"},
  };
  for (const auto& rows : grids) {
    INFO(rows.front() << " / " << rows.back());
    const Instance instance = puzzle(rows);
    const pddl::Problem problem = pddl::read_problem(format().write(instance));
    std::vector<std::vector<int>> ends;
    std::function<void(const pddl::Simulation&, std::vector<pddl::PlanStep>&)> walk =
        [&](const pddl::Simulation& state, std::vector<pddl::PlanStep>& path) {
          pddl::Simulation copy = state;
          if (copy.goal_holds()) ends.push_back(format().solution_of(instance, path));
          for (const pddl::PlanStep& step : copy.applicable()) {
            pddl::Simulation next = copy;
            REQUIRE_FALSE(next.apply(step));
            path.push_back(step);
            walk(next, path);
            path.pop_back();
          }
        };
    std::vector<pddl::PlanStep> path;
    walk(pddl::Simulation(domain(), problem), path);
    const std::set<std::vector<int>> solutions = pg::test::all_solutions(takuzu(), instance);
    CHECK(ends.size() == solutions.size());
    CHECK(std::set<std::vector<int>>(ends.begin(), ends.end()) == solutions);
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

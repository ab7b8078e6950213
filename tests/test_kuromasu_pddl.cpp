// Kuromasu as a planning task: the numbers' scans shade the grid and a flood
// checks it, its problems read back to the same givens, the reference plan of
// a solved instance passes the plan checker, and the plans of a small problem
// end in exactly its solutions.
#include <catch2/catch.hpp>

#include <algorithm>
#include <map>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include "core/errors.hpp"
#include "core/kuromasu.hpp"
#include "formats/kuromasu/codec.hpp"
#include "pddl/kuromasu/domain.hpp"
#include "pddl/kuromasu/problem.hpp"
#include "pddl/kuromasu/reference_plan.hpp"
#include "pddl/language.hpp"
#include "pddl/simulate.hpp"
#include "puzzles/catalogue.hpp"
#include "solvers/kuromasu/rules.hpp"
#include "format_contract.hpp"
#include "pddl_contract.hpp"
#include "support.hpp"

namespace pddl = pg::pddl;
using pg::Instance;
using pg::kNone;
using pg::kuromasu::kBlack;
using pg::kuromasu::kWhite;
using pg::pddl::PlanCheck;
using pg::test::format_error;

namespace {

const pddl::ProblemFormat& format() { return pg::kuromasu::pddl_format(); }

const pddl::Domain& domain() {
  static const pddl::Domain parsed = pddl::read_domain(format().domain_text());
  return parsed;
}

const pg::Puzzle& kuromasu() { return *pg::find_puzzle("kuromasu"); }

// Rows of cells separated by spaces: '.' or a number.
Instance puzzle(const std::vector<std::string>& rows) {
  std::string text;
  for (const std::string& row : rows) text += row + "\n";
  return pg::kuromasu::codec().format("grid")->read(text).front();
}

// Rows of cells separated by spaces: a number (a white cell), '.' (a white
// cell) or '#' (a black cell); the solution is checked against the rules.
Instance solved(const std::vector<std::string>& rows) {
  Instance instance;
  instance.puzzle = "kuromasu";
  instance.rows = static_cast<int>(rows.size());
  std::vector<int> solution;
  for (const std::string& row : rows) {
    std::istringstream cells(row);
    int count = 0;
    for (std::string cell; cells >> cell; ++count) {
      instance.givens.push_back(cell == "." || cell == "#" ? kNone : std::stoi(cell));
      solution.push_back(cell == "#" ? kBlack : kWhite);
    }
    if (instance.cols == 0) instance.cols = count;
    REQUIRE(count == instance.cols);
  }
  pg::RuleCheck verdict = pg::kuromasu::check_rules(instance, solution);
  INFO(verdict.rule << ": " << verdict.detail);
  REQUIRE(verdict.valid);
  instance.solution = solution;
  return instance;
}

PlanCheck run(const Instance& instance, const std::string& plan) {
  return pddl::validate_plan(domain(), pddl::read_problem(format().write(instance)), pddl::read_plan(plan));
}

std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> lines;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

}  // namespace

// ---------------------------------------------------------------------------
// The domain
// ---------------------------------------------------------------------------

TEST_CASE("kuromasu pddl: the domain scans from the numbers, then floods", "[pddl][kuromasu]") {
  const pddl::Domain& d = domain();
  CHECK(d.name == "kuromasu");
  CHECK(d.requirements == std::vector<std::string>{":typing", ":adl"});
  CHECK(d.parent_type == std::map<std::string, std::string>{{"cell", "object"}, {"dir", "object"}, {"num", "object"}});
  std::vector<std::pair<std::string, std::string>> constants;
  for (const pddl::Typed& c : d.constants) constants.emplace_back(c.name, c.type);
  CHECK(constants == std::vector<std::pair<std::string, std::string>>{
                         {"up", "dir"}, {"down", "dir"}, {"left", "dir"}, {"right", "dir"}, {"n0", "num"}});
  using Args = std::vector<std::string>;
  CHECK(d.predicates == std::map<std::string, Args>{
                            {"next", {"num", "num"}},
                            {"connected", {"cell", "cell"}},
                            {"step", {"cell", "dir", "cell"}},
                            {"edge", {"cell", "dir"}},
                            {"numbered", {"cell"}},
                            {"next-scan", {"cell", "dir", "cell", "dir"}},
                            {"last-scan", {"cell", "dir"}},
                            {"root", {"cell"}},
                            {"looking", {"cell", "dir", "cell"}},
                            {"needs", {"cell", "num"}},
                            {"scanned", {}},
                            {"black", {"cell"}},
                            {"white", {"cell"}},
                            {"near-black", {"cell"}},
                            {"started", {}},
                            {"reached", {"cell"}},
                            {"settled", {"cell"}},
                        });
  std::vector<std::string> actions;
  for (const pddl::Action& a : d.actions) actions.push_back(a.name);
  CHECK(actions == std::vector<std::string>{"see", "close", "stop-at-black", "stop-at-edge", "shade", "flood-start",
                                            "flood"});
  // The free shading and the flood wait for the scans; a cell a scan saw or
  // the flood reached is white and never shaded.
  for (std::size_t a : {4, 5}) {
    INFO(d.actions[a].name);
    CHECK_THAT(pddl::to_string(d.actions[a].precondition), Catch::StartsWith("(and (scanned) "));
  }
  CHECK_THAT(pddl::to_string(d.actions[1].precondition), Catch::Contains("(not (white ?to))"));
  CHECK_THAT(pddl::to_string(d.actions[4].precondition), Catch::Contains("(not (white ?c))"));

  // Static predicates in capitals, and a comment before every action.
  pg::test::check_domain_text(kuromasu(), "Kuromasu", 7,
                              {"(NEXT ?n1 ?n2 - num)", "(CONNECTED ?c ?c2 - cell)", "(STEP ?c - cell ?d - dir ?c2 - cell)",
                               "(EDGE ?c - cell ?d - dir)", "(NUMBERED ?c - cell)",
                               "(NEXT-SCAN ?k - cell ?d - dir ?k2 - cell ?d2 - dir)", "(LAST-SCAN ?k - cell ?d - dir)",
                               "(ROOT ?c - cell)"});
}

TEST_CASE("kuromasu pddl: the catalogue finds the domain by its name", "[pddl][kuromasu]") {
  CHECK(format().domain_name() == "kuromasu");
  CHECK(kuromasu().pddl == &format());
  CHECK(pddl::find_domain(pg::problem_formats(), "kuromasu") == &format());
  CHECK_THAT(format().domain_text("kurodoko"), Catch::Contains("(define (domain kurodoko)\n"));
  CHECK(format().directory_file({})->text == format().domain_text());
}

// ---------------------------------------------------------------------------
// Problems
// ---------------------------------------------------------------------------

TEST_CASE("kuromasu pddl: problems read back to the same givens", "[pddl][kuromasu]") {
  const std::vector<std::vector<std::string>> grids = {
      {"3 . . 2", ". . 4 .", ". . . ."},
      {"1"},
      {"."},
      {". . . . 5"},
      {"2", ".", ".", "3", "."},
      {". . .", ". . .", ". . ."},
      {"11 . . . . .", ". . . . . .", ". . . . . .", ". . . . . .", ". . . . . .", ". . . . . ."},
  };
  for (const auto& rows : grids) {
    const Instance instance = puzzle(rows);
    INFO(rows.front() << " (" << instance.rows << "x" << instance.cols << ")");
    const pg::test::RoundTrip trip = pg::test::round_trip(format(), instance);
    CHECK(trip.back.puzzle == "kuromasu");
    pg::test::check_detected(format(), trip.text);
    CHECK(pddl::read_problem(trip.text).name == "puzzlegen-kuromasu-" + pg::size_string(instance.rows, instance.cols));
  }
}

TEST_CASE("kuromasu pddl: a problem lays out the lines of sight and chains the scans", "[pddl][kuromasu]") {
  // . 3 .       The 3 at pos-1-0 sees two cells besides its own: it needs n2.
  // . . .
  const pddl::Problem p = pddl::read_problem(format().write(puzzle({". 3 .", ". . ."})));
  auto has = [&](const std::string& predicate, std::vector<std::string> args) {
    return std::count(p.init.begin(), p.init.end(), pddl::Atom{predicate, std::move(args)}) == 1;
  };
  const auto count = [&](const std::string& predicate) {
    return std::count_if(p.init.begin(), p.init.end(), [&](const pddl::Atom& a) { return a.predicate == predicate; });
  };
  CHECK(has("numbered", {"pos-1-0"}));
  CHECK(has("needs", {"pos-1-0", "n2"}));
  CHECK(has("step", {"pos-1-0", "down", "pos-1-1"}));
  CHECK(has("step", {"pos-1-1", "up", "pos-1-0"}));
  CHECK(has("edge", {"pos-1-0", "up"}));
  CHECK(has("edge", {"pos-2-1", "right"}));
  CHECK_FALSE(has("edge", {"pos-1-1", "left"}));
  CHECK(has("next", {"n1", "n2"}));
  CHECK_FALSE(has("next", {"n2", "n3"}));
  CHECK(count("step") + count("edge") == 6 * 4);
  CHECK(count("connected") == 2 * 7);
  // One scan at a time: the first is under way, the others follow it.
  CHECK(count("looking") == 1);
  CHECK(has("looking", {"pos-1-0", "up", "pos-1-0"}));
  CHECK(count("next-scan") == 3);
  CHECK(has("next-scan", {"pos-1-0", "up", "pos-1-0", "down"}));
  CHECK(has("next-scan", {"pos-1-0", "down", "pos-1-0", "left"}));
  CHECK(has("next-scan", {"pos-1-0", "left", "pos-1-0", "right"}));
  CHECK(has("last-scan", {"pos-1-0", "right"}));
  CHECK(count("scanned") == 0);
  CHECK(count("root") == 1);
  CHECK(has("root", {"pos-1-0"}));
  // A conjunction of facts, nothing quantified.
  CHECK(pddl::to_string(p.goal) ==
        "(and (scanned) (needs pos-1-0 n0) (settled pos-0-0) (settled pos-1-0) (settled pos-2-0) "
        "(settled pos-0-1) (settled pos-1-1) (settled pos-2-1))");
}

TEST_CASE("kuromasu pddl: the scans go from number to number in reading order", "[pddl][kuromasu]") {
  const pddl::Problem p = pddl::read_problem(format().write(puzzle({". 2", "3 ."})));
  auto has = [&](const std::string& predicate, std::vector<std::string> args) {
    return std::count(p.init.begin(), p.init.end(), pddl::Atom{predicate, std::move(args)}) == 1;
  };
  CHECK(has("looking", {"pos-1-0", "up", "pos-1-0"}));
  CHECK(has("next-scan", {"pos-1-0", "right", "pos-0-1", "up"}));
  CHECK(has("last-scan", {"pos-0-1", "right"}));
  CHECK_FALSE(has("last-scan", {"pos-1-0", "right"}));
  CHECK(has("root", {"pos-1-0"}));
  CHECK_FALSE(has("root", {"pos-0-1"}));
  CHECK(pddl::to_string(p.goal) ==
        "(and (scanned) (needs pos-1-0 n0) (needs pos-0-1 n0) (settled pos-0-0) (settled pos-1-0) "
        "(settled pos-0-1) (settled pos-1-1))");
}

TEST_CASE("kuromasu pddl: with no number there is nothing to scan and the flood may begin anywhere",
          "[pddl][kuromasu]") {
  const pddl::Problem p = pddl::read_problem(format().write(puzzle({". .", ". ."})));
  const auto count = [&](const std::string& predicate) {
    return std::count_if(p.init.begin(), p.init.end(), [&](const pddl::Atom& a) { return a.predicate == predicate; });
  };
  CHECK(count("scanned") == 1);
  CHECK(count("looking") + count("next-scan") + count("last-scan") + count("needs") == 0);
  CHECK(count("root") == 4);
  CHECK(pddl::to_string(p.goal) ==
        "(and (scanned) (settled pos-0-0) (settled pos-1-0) (settled pos-0-1) (settled pos-1-1))");
}

TEST_CASE("kuromasu pddl: a clue that no grid of its size holds is not written", "[pddl][kuromasu]") {
  Instance instance = puzzle({". .", ". ."});
  instance.givens[0] = 4;
  CHECK_THAT(format_error([&] { format().write(instance); }), Catch::Contains("a clue 1..3; found 4"));
}

TEST_CASE("kuromasu pddl: an inconsistent problem is refused at its place", "[pddl][kuromasu]") {
  // The 2 on pos-0-0 needs n1, the 3 on pos-2-0 n2; a 2x3 grid's numbers
  // are 1..4.
  const std::string good = format().write(puzzle({"2 . 3", ". . ."}));
  // The text with the first of each `from` replaced by its `to`.
  auto edited = [&](const std::vector<std::pair<std::string, std::string>>& edits) {
    std::string text = good;
    for (const auto& [from, to] : edits) {
      const auto at = text.find(from);
      REQUIRE(at != std::string::npos);
      text.replace(at, from.size(), to);
    }
    return text;
  };
  const std::vector<pg::test::PlacedRefusal> cases = {
      {"a number without a count", edited({{"    (needs pos-2-0 n2)\n", ""}}), "(NUMBERED pos-2-0)",
       "the number on 'pos-2-0' has no (needs pos-2-0 N)"},
      {"a count without a number", edited({{"    (NUMBERED pos-2-0)\n", ""}}), "(needs pos-2-0 n2)",
       "(needs pos-2-0 ...) counts for a number, but 'pos-2-0' is not NUMBERED"},
      {"a second count", edited({{"(needs pos-2-0 n2)", "(needs pos-2-0 n2) (needs pos-2-0 n1)"}}),
       "(needs pos-2-0 n1)", "the number on 'pos-2-0' has a second (needs pos-2-0 N) (the first is on line"},
      {"a count off the NEXT chain", edited({{"(NEXT n1 n2)", "(NEXT n2 n1)"}}), "(needs pos-2-0 n2)",
       "count 'n2' is not reached from n0 by the (NEXT ...) facts"},
      {"a number too large for the grid",
       edited({{"n1 n2 - num", "n1 n2 n3 n4 - num"},
               {"(NEXT n1 n2)", "(NEXT n1 n2) (NEXT n2 n3) (NEXT n3 n4)"},
               {"(needs pos-2-0 n2)", "(needs pos-2-0 n4)"}}),
       "(needs pos-2-0 n4)", "a number in 3 columns by 2 rows (6 cells) is 1..4; the one on 'pos-2-0' would be 5"},
      {"a badly named cell", edited({{"pos-1-1", "middle"}}), "middle", "expected a cell named pos-X-Y"},
      {"a missing cell", edited({{"pos-1-1 pos-2-1", "pos-2-1"}}), "pos-0-0", "pos-1-1 is missing"},
      {"an unknown direction", edited({{"(looking pos-0-0 up pos-0-0)", "(looking pos-0-0 north pos-0-0)"}}),
       "(looking pos-0-0 north pos-0-0)", "unknown object 'north'"},
      {"an unknown predicate", edited({{"(ROOT pos-0-0)", "(ORIGIN pos-0-0)"}}), "(ORIGIN pos-0-0)",
       "unknown predicate 'origin'"},
  };
  pg::test::check_placed_refusals(format(), cases);
}

// ---------------------------------------------------------------------------
// Reference plans
// ---------------------------------------------------------------------------

TEST_CASE("kuromasu pddl: the reference plan scans each number, shades what none sees and floods",
          "[pddl][kuromasu]") {
  // 3 # 3     The first 3 shades pos-1-0 as its scan right ends there; the
  // . . .     second 3's scan left stops at it. No number sees pos-1-2: it
  // . # .     is shaded after the scans, before the flood.
  const Instance instance = solved({"3 # 3", ". . .", ". # ."});
  const std::vector<std::string> expected = {
      "(stop-at-edge pos-0-0 up pos-0-0)",
      "(see pos-0-0 down pos-0-0 pos-0-1 n2 n1)",
      "(see pos-0-0 down pos-0-1 pos-0-2 n1 n0)",
      "(stop-at-edge pos-0-0 down pos-0-2)",
      "(stop-at-edge pos-0-0 left pos-0-0)",
      "(close pos-0-0 right pos-0-0 pos-1-0)",
      "(stop-at-edge pos-2-0 up pos-2-0)",
      "(see pos-2-0 down pos-2-0 pos-2-1 n2 n1)",
      "(see pos-2-0 down pos-2-1 pos-2-2 n1 n0)",
      "(stop-at-edge pos-2-0 down pos-2-2)",
      "(stop-at-black pos-2-0 left pos-2-0 pos-1-0)",
      "(stop-at-edge pos-2-0 right pos-2-0)",
      "(shade pos-1-2)",
      "(flood-start pos-0-0)",
      "(flood pos-0-0 pos-0-1)",
      "(flood pos-0-1 pos-1-1)",
      "(flood pos-0-1 pos-0-2)",
      "(flood pos-1-1 pos-2-1)",
      "(flood pos-2-1 pos-2-0)",
      "(flood pos-2-1 pos-2-2)",
      "; cost = 20 (unit cost)",
  };
  CHECK(lines_of(pg::kuromasu::reference_plan(instance)) == expected);
  pg::test::check_reference_plan(kuromasu(), instance);
  CHECK(format().companions(instance, {}).at(0).text == pg::kuromasu::reference_plan(instance));
}

TEST_CASE("kuromasu pddl: with no number the reference plan shades, then floods from the first white cell",
          "[pddl][kuromasu]") {
  const Instance instance = solved({"# .", ". ."});
  const std::vector<std::string> expected = {
      "(shade pos-0-0)",
      "(flood-start pos-1-0)",
      "(flood pos-1-0 pos-1-1)",
      "(flood pos-1-1 pos-0-1)",
      "; cost = 4 (unit cost)",
  };
  CHECK(lines_of(pg::kuromasu::reference_plan(instance)) == expected);
  pg::test::check_reference_plan(kuromasu(), instance);
}

TEST_CASE("kuromasu pddl: reference plans of handmade solutions pass the plan checker", "[pddl][kuromasu]") {
  const std::vector<std::vector<std::string>> grids = {
      {"1"},
      {"3 . #", ". . ."},
      {". # 5 . .", "4 . . # .", "# . 6 . 7", "2 . # . ."},
      {"7 . . .", ". . . .", ". . . .", ". . . ."},
  };
  for (const auto& rows : grids) {
    INFO(rows.front());
    pg::test::check_reference_plan(kuromasu(), solved(rows));
  }
}

TEST_CASE("kuromasu pddl: no plan is made from a solution that breaks the rules, or none", "[pddl][kuromasu]") {
  Instance instance = solved({"2 . #", "# . ."});
  const std::vector<int> good = *instance.solution;
  auto refused = [&](std::vector<int> cells) {
    instance.solution = std::move(cells);
    return format_error([&] { pg::kuromasu::reference_plan(instance); });
  };
  CHECK(refused({kBlack, kWhite, kBlack, kWhite, kWhite, kWhite}) ==
        "no plan: the solution breaks the rules: the numbered cell (0,0) is black");
  CHECK(refused({kWhite, kWhite, kBlack, kWhite, kWhite, kBlack}) ==
        "no plan: the solution breaks the rules: the black cells (0,2) and (1,2) touch");
  CHECK(refused({kWhite, kWhite, kWhite, kBlack, kWhite, kWhite}) ==
        "no plan: the solution breaks the rules: the 2 at (0,0) sees 3 white cells");
  CHECK(refused({kWhite, kBlack, kWhite, kWhite, kWhite, kBlack}) ==
        "no plan: the solution breaks the rules: the white cells are split: (0,0) and (0,2) are not connected");
  instance.solution.reset();
  CHECK_THAT(format_error([&] { pg::kuromasu::reference_plan(instance); }), Catch::Contains("solution is not known"));
  CHECK(format().companions(instance, {}).empty());
  instance.solution = good;
  CHECK_NOTHROW(pg::kuromasu::reference_plan(instance));
}

TEST_CASE("kuromasu pddl: broken plans are refused with the step and the literal", "[pddl][kuromasu]") {
  const Instance instance = solved({"3 # 3", ". . .", ". # ."});
  // The reference plan's first `n` steps.
  const std::vector<std::string> reference = lines_of(pg::kuromasu::reference_plan(instance));
  auto first = [&](std::size_t n) {
    std::string text;
    for (std::size_t i = 0; i < n; ++i) text += reference[i] + "\n";
    return text;
  };
  const std::string scans = first(12);  // every scan, nothing else
  struct Case {
    const char* name;
    std::string plan;
    std::string message;
    int line;
  };
  const std::vector<Case> cases = {
      {"scanning out of turn", "(see pos-0-0 down pos-0-0 pos-0-1 n2 n1)\n",
       "step 1 (see pos-0-0 down pos-0-0 pos-0-1 n2 n1): precondition (looking pos-0-0 down pos-0-0) is false", 1},
      {"stopping a scan short of the edge", "(stop-at-edge pos-0-0 up pos-0-0)\n(stop-at-edge pos-0-0 down pos-0-0)\n",
       "step 2 (stop-at-edge pos-0-0 down pos-0-0): precondition (edge pos-0-0 down) is false", 2},
      {"seeing more cells than the number says", first(5) + "(see pos-0-0 right pos-0-0 pos-1-0 n0 n0)\n",
       "step 6 (see pos-0-0 right pos-0-0 pos-1-0 n0 n0): precondition (next n0 n0) is false", 6},
      {"seeing a black cell", first(10) + "(see pos-2-0 left pos-2-0 pos-1-0 n1 n0)\n",
       "step 11 (see pos-2-0 left pos-2-0 pos-1-0 n1 n0): precondition (not (black pos-1-0)) is false", 11},
      {"stopping before a cell that is not black", first(1) + "(stop-at-black pos-0-0 down pos-0-0 pos-0-1)\n",
       "step 2 (stop-at-black pos-0-0 down pos-0-0 pos-0-1): precondition (black pos-0-1) is false", 2},
      {"shading before the scans end", "(shade pos-1-2)\n",
       "step 1 (shade pos-1-2): precondition (scanned) is false", 1},
      {"shading a number", scans + "(shade pos-2-0)\n",
       "step 13 (shade pos-2-0): precondition (not (numbered pos-2-0)) is false", 13},
      {"shading a cell a number sees", scans + "(shade pos-0-1)\n",
       "step 13 (shade pos-0-1): precondition (not (white pos-0-1)) is false", 13},
      {"shading next to a black cell", scans + "(shade pos-1-1)\n",
       "step 13 (shade pos-1-1): precondition (not (near-black pos-1-1)) is false", 13},
      {"flooding before the scans end", "(flood-start pos-0-0)\n",
       "step 1 (flood-start pos-0-0): precondition (scanned) is false", 1},
      {"flooding from a cell that is no root", scans + "(flood-start pos-1-1)\n",
       "step 13 (flood-start pos-1-1): precondition (root pos-1-1) is false", 13},
      {"flooding onto a black cell", scans + "(flood-start pos-0-0)\n(flood pos-0-0 pos-1-0)\n",
       "step 14 (flood pos-0-0 pos-1-0): precondition (not (black pos-1-0)) is false", 14},
      {"shading a flooded cell", first(13) + "(flood-start pos-0-0)\n(flood pos-0-0 pos-0-1)\n(flood pos-0-1 pos-1-1)\n"
                                 "(flood pos-1-1 pos-2-1)\n(flood pos-2-1 pos-2-2)\n(shade pos-2-2)\n",
       "step 19 (shade pos-2-2): precondition (not (white pos-2-2)) is false", 19},
  };
  for (const Case& c : cases) {
    SECTION(c.name) {
      const PlanCheck result = run(instance, c.plan);
      INFO(result.message);
      CHECK_FALSE(result.valid);
      CHECK_THAT(result.message, Catch::StartsWith(c.message));
      CHECK(result.line == c.line);
    }
  }
  SECTION("the reference plan cut short") {
    std::vector<std::string> plan = reference;
    plan.resize(plan.size() - 2);
    std::string text;
    for (const std::string& line : plan) text += line + "\n";
    const PlanCheck result = run(instance, text);
    CHECK_FALSE(result.valid);
    CHECK(result.message ==
          "goal (settled pos-2-2) is false after the last step (" + std::to_string(plan.size()) + ")");
  }
  SECTION("the scans alone") {
    const PlanCheck result = run(instance, scans);
    CHECK_FALSE(result.valid);
    CHECK(result.message == "goal (settled pos-0-0) is false after the last step (12)");
  }
}

// ---------------------------------------------------------------------------
// The contract every planning domain keeps
// ---------------------------------------------------------------------------

TEST_CASE("kuromasu pddl: the plans of a small problem end in exactly its solutions", "[pddl][kuromasu]") {
  // The scans run in one order, so the states stay few (at most a few
  // hundred here) until the shading and the flood after them: a 3x3 grid
  // with no number, which has 39 solutions, has a few thousand.
  const std::vector<std::vector<std::string>> grids = {
      {". 2 .", ". . ."},                   // one solution
      {"2 .", ". ."},                       // two solutions
      {"1 .", ". ."},                       // none: the 1 sees a neighbour whatever is shaded
      {"3 . 1"},                            // none: the 3 needs the 1's neighbour white, the 1 needs it black
      {". .", ". ."},                       // no number: five ways to shade
      {". . .", ". . ."},                   // no number: eleven
      {"3 . .", ". . .", ". . 3"},          // three
      {". . .", ". 3 .", ". . ."},          // two
      {"2 . .", ". . .", ". . ."},          // four
      {". . .", ". . .", ". . ."},          // no number: thirty-nine
      {"2 . . .", ". . . .", ". . . 2"},    // one
      {". 3 . .", ". . . 2", "2 . . ."},    // none
  };
  for (const auto& rows : grids) {
    INFO(rows.front() << " / " << rows.back());
    CHECK(pg::test::check_plans_are_solutions(kuromasu(), puzzle(rows), 10000) > 1);
  }
}

TEST_CASE("kuromasu pddl: generated problems round-trip and their plans carry out their solutions",
          "[pddl][kuromasu]") {
  pg::test::check_generated_problems(kuromasu(), {{5, 5}, {7, 7}, {4, 6}, {12, 10}}, pg::Difficulty::easy, 3, 5);
  pg::test::check_generated_problems(kuromasu(), {{6, 6}, {9, 9}}, pg::Difficulty::hard, 3, 9);
}

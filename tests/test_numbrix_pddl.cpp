// Numbrix as a planning task: a walk writes the numbers in order, its
// problems read back to the same givens, the reference plan of a solved
// instance passes the plan checker, and the plans of a small problem end in
// exactly its solutions.
#include <catch2/catch.hpp>

#include <algorithm>
#include <map>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include "core/errors.hpp"
#include "core/numbrix.hpp"
#include "formats/numbrix/codec.hpp"
#include "pddl/language.hpp"
#include "pddl/numbrix/domain.hpp"
#include "pddl/numbrix/problem.hpp"
#include "pddl/numbrix/reference_plan.hpp"
#include "pddl/simulate.hpp"
#include "puzzles/catalogue.hpp"
#include "solvers/numbrix/rules.hpp"
#include "format_contract.hpp"
#include "pddl_contract.hpp"
#include "numbrix_grid.hpp"
#include "support.hpp"

namespace pddl = pg::pddl;
using pg::Instance;
using pg::kNone;
using pg::pddl::PlanCheck;
using pg::test::format_error;

namespace {

const pddl::ProblemFormat& format() { return pg::numbrix::pddl_format(); }

const pddl::Domain& domain() {
  static const pddl::Domain parsed = pddl::read_domain(format().domain_text());
  return parsed;
}

const pg::Puzzle& numbrix() { return *pg::find_puzzle("numbrix"); }

Instance puzzle(const std::vector<std::string>& rows) { return pg::test::numbrix_puzzle(rows); }
Instance solved(const std::vector<std::string>& rows) { return pg::test::numbrix_solved(rows); }

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

TEST_CASE("numbrix pddl: the domain walks the grid writing the numbers in order", "[pddl][numbrix]") {
  const pddl::Domain& d = domain();
  CHECK(d.name == "numbrix");
  CHECK(d.requirements == std::vector<std::string>{":typing", ":negative-preconditions"});
  CHECK(d.parent_type == std::map<std::string, std::string>{{"cell", "object"}, {"num", "object"}});
  REQUIRE(d.constants.size() == 1);
  CHECK(d.constants[0].name == "n1");
  CHECK(d.constants[0].type == "num");
  using Args = std::vector<std::string>;
  CHECK(d.predicates == std::map<std::string, Args>{
                            {"next", {"num", "num"}},
                            {"connected", {"cell", "cell"}},
                            {"given", {"cell", "num"}},
                            {"fits", {"cell", "num"}},
                            {"started", {}},
                            {"at", {"cell"}},
                            {"written", {"cell"}},
                            {"holds", {"cell", "num"}},
                            {"current", {"num"}},
                        });
  std::vector<std::string> actions;
  for (const pddl::Action& a : d.actions) actions.push_back(a.name);
  CHECK(actions == std::vector<std::string>{"start-on-given", "start-on-empty", "step-to-empty", "step-to-given"});
  CHECK(pddl::to_string(d.actions[0].precondition) == "(and (not (started)) (given ?c n1))");

  // Static predicates in capitals, and a comment before every action.
  pg::test::check_domain_text(numbrix(), "Numbrix", 4,
                              {"(NEXT ?n1 ?n2 - num)", "(CONNECTED ?c ?c2 - cell)", "(GIVEN ?c - cell ?n - num)",
                               "(FITS ?c - cell ?n - num)"});
}

TEST_CASE("numbrix pddl: the catalogue finds the domain by its name", "[pddl][numbrix]") {
  CHECK(format().domain_name() == "numbrix");
  CHECK(numbrix().pddl == &format());
  CHECK(pddl::find_domain(pg::problem_formats(), "numbrix") == &format());
  CHECK_THAT(format().domain_text("hidato-path"), Catch::Contains("(define (domain hidato-path)\n"));
  CHECK(format().directory_file({})->text == format().domain_text());
}

// ---------------------------------------------------------------------------
// Problems
// ---------------------------------------------------------------------------

TEST_CASE("numbrix pddl: problems read back to the same givens", "[pddl][numbrix]") {
  const std::vector<std::vector<std::string>> grids = {
      {". 4 . .", "6 . . .", ". . . 14", ". . 16 ."},
      {"1"},
      {"."},
      {". . . . 5"},
      {"2", ".", ".", "5", "."},
      {". . .", ". . .", ". . ."},
      {"1 . 3", ". 5 .", "9 . 7"},
  };
  for (const auto& rows : grids) {
    const Instance instance = puzzle(rows);
    INFO(rows.front() << " (" << instance.rows << "x" << instance.cols << ")");
    const pg::test::RoundTrip trip = pg::test::round_trip(format(), instance);
    CHECK(trip.back.puzzle == "numbrix");
    pg::test::check_detected(format(), trip.text);
    CHECK(pddl::read_problem(trip.text).name == "puzzlegen-numbrix-" + pg::size_string(instance.rows, instance.cols));
  }
}

TEST_CASE("numbrix pddl: a problem states the givens and where each other number fits", "[pddl][numbrix]") {
  const pddl::Problem p = pddl::read_problem(format().write(puzzle({". 2 .", ". . 6"})));
  auto has = [&](const std::string& predicate, std::vector<std::string> args) {
    return std::count(p.init.begin(), p.init.end(), pddl::Atom{predicate, std::move(args)}) == 1;
  };
  CHECK(has("given", {"pos-1-0", "n2"}));
  CHECK(has("given", {"pos-2-1", "n6"}));
  CHECK(has("next", {"n1", "n2"}));
  CHECK(has("next", {"n5", "n6"}));
  CHECK_FALSE(has("next", {"n6", "n7"}));
  const auto count = [&](const std::string& predicate) {
    return std::count_if(p.init.begin(), p.init.end(), [&](const pddl::Atom& a) { return a.predicate == predicate; });
  };
  CHECK(count("given") == 2);
  // A number fits an empty cell no farther from each given than the numbers
  // are apart, at an even difference: 4 only below the 2 (two steps from
  // both givens), 5 not beside the 2's left (one step from the 6 is
  // needed), 1 and 3 not below the 2 (two steps from it).
  std::vector<std::string> fits;
  for (const pddl::Atom& a : p.init)
    if (a.predicate == "fits") fits.push_back(a.args[0] + " " + a.args[1]);
  CHECK(fits == std::vector<std::string>{"pos-0-0 n1", "pos-0-0 n3", "pos-2-0 n1", "pos-2-0 n3", "pos-2-0 n5",
                                         "pos-0-1 n4", "pos-1-1 n1", "pos-1-1 n3", "pos-1-1 n5"});
  CHECK(count("connected") == 2 * 7);
  std::vector<std::string> objects;
  for (const pddl::Typed& o : p.objects)
    if (o.type == "num") objects.push_back(o.name);
  CHECK(objects == std::vector<std::string>{"n2", "n3", "n4", "n5", "n6"});
  CHECK(pddl::to_string(p.goal) ==
        "(and (written pos-0-0) (written pos-1-0) (written pos-2-0) (written pos-0-1) (written pos-1-1) "
        "(written pos-2-1))");
}

TEST_CASE("numbrix pddl: givens no grid of their size holds are not written", "[pddl][numbrix]") {
  Instance instance = puzzle({". .", ". ."});
  instance.givens[0] = 5;
  CHECK_THAT(format_error([&] { format().write(instance); }), Catch::Contains("is a number 1..4; found 5"));
  instance.givens = {2, kNone, 2, kNone};
  CHECK_THAT(format_error([&] { format().write(instance); }), Catch::Contains("the number 2 is given twice"));
}

TEST_CASE("numbrix pddl: an inconsistent problem is refused at its place", "[pddl][numbrix]") {
  // 3 columns by 2 rows, numbers 1..6: a 2 on pos-1-0, a 6 on pos-2-1.
  const std::string good = format().write(puzzle({". 2 .", ". . 6"}));
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
      {"a number with two successors", edited({{"(NEXT n1 n2)", "(NEXT n2 n1)"}}), "(NEXT n2 n3)",
       "number 'n2' has two successors, 'n1' and 'n3'"},
      {"a chain too short for the grid", edited({{"    (NEXT n5 n6)\n", ""}}), "(NEXT n4 n5)",
       "the NEXT chain from n1 ends at 5; a path through 3 columns by 2 rows (6 cells) is numbered 1..6"},
      {"a number past the grid's last",
       edited({{"n5 n6 - num", "n5 n6 n7 - num"},
               {"(NEXT n5 n6)", "(NEXT n5 n6) (NEXT n6 n7)"},
               {"(GIVEN pos-2-1 n6)", "(GIVEN pos-2-1 n7)"}}),
       "(GIVEN pos-2-1 n7)", "a number in 3 columns by 2 rows (6 cells) is 1..6; found 7 ('n7')"},
      {"a number not on the chain",
       edited({{"n5 n6 - num", "n5 n6 n9 - num"}, {"(GIVEN pos-2-1 n6)", "(GIVEN pos-2-1 n9)"}}), "(GIVEN pos-2-1 n9)",
       "number 'n9' is not reached from n1 by the (NEXT ...) facts"},
      {"a cell given twice", edited({{"(GIVEN pos-2-1 n6)", "(GIVEN pos-1-0 n6)"}}), "(GIVEN pos-1-0 n6)",
       "cell 'pos-1-0' is given a second number, 'n6'"},
      {"a number given twice", edited({{"(GIVEN pos-2-1 n6)", "(GIVEN pos-2-1 n2)"}}), "(GIVEN pos-2-1 n2)",
       "the number 'n2' is given twice"},
      {"a number where it cannot reach a given in time", edited({{"(FITS pos-0-1 n4)", "(FITS pos-0-1 n3)"}}),
       "(FITS pos-0-1 n3)",
       "(fits pos-0-1 n3) does not follow from the givens: a number that is not given fits an empty cell from which "
       "it can reach every given in time"},
      {"a place left out", edited({{"    (FITS pos-0-1 n4)\n", ""}}), "pos-0-1",
       "the problem lacks (fits pos-0-1 n4), which follows from the givens"},
      {"a number on a given's cell", edited({{"(FITS pos-0-1 n4)", "(FITS pos-0-1 n4) (FITS pos-1-0 n4)"}}),
       "(FITS pos-1-0 n4)", "(fits pos-1-0 n4) does not follow from the givens"},
      {"a badly named cell", edited({{"pos-1-1", "middle"}}), "middle", "expected a cell named pos-X-Y"},
      {"a missing cell", edited({{"pos-1-1 pos-2-1", "pos-2-1"}}), "pos-0-0", "pos-1-1 is missing"},
      {"an unknown predicate", edited({{"(GIVEN pos-2-1 n6)", "(GIVEN pos-2-1 n6) (painted pos-0-0)"}}),
       "(painted pos-0-0)",
       "unknown predicate 'painted'"},
  };
  pg::test::check_placed_refusals(format(), cases);
}

// ---------------------------------------------------------------------------
// Reference plans
// ---------------------------------------------------------------------------

TEST_CASE("numbrix pddl: the reference plan starts on the 1 and steps along the path", "[pddl][numbrix]") {
  SECTION("the 1 is given") {
    const Instance instance = solved({"1* 2 3", "6* 5 4*"});
    const std::vector<std::string> expected = {
        "(start-on-given pos-0-0)",
        "(step-to-empty pos-0-0 pos-1-0 n1 n2)",
        "(step-to-empty pos-1-0 pos-2-0 n2 n3)",
        "(step-to-given pos-2-0 pos-2-1 n3 n4)",
        "(step-to-empty pos-2-1 pos-1-1 n4 n5)",
        "(step-to-given pos-1-1 pos-0-1 n5 n6)",
        "; cost = 6 (unit cost)",
    };
    CHECK(lines_of(pg::numbrix::reference_plan(instance)) == expected);
    pg::test::check_reference_plan(numbrix(), instance);
  }
  SECTION("the 1 is not given") {
    const Instance instance = solved({"4 3*", "1 2"});
    CHECK(lines_of(pg::numbrix::reference_plan(instance)).front() == "(start-on-empty pos-0-1)");
    pg::test::check_reference_plan(numbrix(), instance);
    CHECK(format().companions(instance, {}).at(0).text == pg::numbrix::reference_plan(instance));
  }
  SECTION("one cell") {
    const Instance instance = solved({"1"});
    CHECK(pg::numbrix::reference_plan(instance) == "(start-on-empty pos-0-0)\n; cost = 1 (unit cost)\n");
    pg::test::check_reference_plan(numbrix(), instance);
  }
}

TEST_CASE("numbrix pddl: reference plans of handmade solutions pass the plan checker", "[pddl][numbrix]") {
  const std::vector<std::vector<std::string>> grids = {
      {"1* 2 3 4 5*"},
      {"5", "4", "3*", "2", "1"},
      {"1 2 3", "8 9* 4", "7 6 5"},
      {"9 8* 7", "2 1 6", "3 4 5*"},
      {"16 15 14 13*", "9 10 11 12", "8* 7 6 5", "1 2 3 4*"},
  };
  for (const auto& rows : grids) {
    INFO(rows.front());
    pg::test::check_reference_plan(numbrix(), solved(rows));
  }
}

TEST_CASE("numbrix pddl: no plan is made from a solution that breaks the rules, or none", "[pddl][numbrix]") {
  Instance instance = solved({"1* 2", "4 3"});
  auto refused = [&](std::vector<int> cells) {
    instance.solution = std::move(cells);
    return format_error([&] { pg::numbrix::reference_plan(instance); });
  };
  CHECK(refused({1, 2, 5, 3}) == "no plan: the solution breaks the rules: cell (1,0) holds 5, not a number 1..4");
  CHECK(refused({1, 2, 2, 3}) == "no plan: the solution breaks the rules: the number 2 is at (0,1) and at (1,0)");
  CHECK(refused({2, 1, 4, 3}) == "no plan: the solution breaks the rules: cell (0,0) is given 1 but holds 2");
  CHECK(refused({1, 3, 4, 2}) ==
        "no plan: the solution breaks the rules: the 1 at (0,0) and the 2 at (1,1) are not orthogonally adjacent");
  instance.solution.reset();
  CHECK_THAT(format_error([&] { pg::numbrix::reference_plan(instance); }), Catch::Contains("solution is not known"));
  CHECK(format().companions(instance, {}).empty());
}

TEST_CASE("numbrix pddl: broken plans are refused with the step and the literal", "[pddl][numbrix]") {
  // 1 2 3       the 1 and the 6 given
  // 6 5 4
  const Instance instance = solved({"1* 2 3", "6* 5 4"});
  struct Case {
    const char* name;
    std::string plan;
    std::string message;
    int line;
  };
  const std::vector<Case> cases = {
      {"starting away from the given 1", "(start-on-empty pos-1-0)\n",
       "step 1 (start-on-empty pos-1-0): precondition (fits pos-1-0 n1) is false", 1},
      {"starting twice", "(start-on-given pos-0-0)\n(start-on-given pos-0-0)\n",
       "step 2 (start-on-given pos-0-0): precondition (not (started)) is false", 2},
      {"a step to a cell that is not next to the last",
       "(start-on-given pos-0-0)\n(step-to-empty pos-0-0 pos-2-0 n1 n2)\n",
       "step 2 (step-to-empty pos-0-0 pos-2-0 n1 n2): precondition (connected pos-0-0 pos-2-0) is false", 2},
      {"a step back onto a written cell",
       "(start-on-given pos-0-0)\n(step-to-empty pos-0-0 pos-1-0 n1 n2)\n(step-to-empty pos-1-0 pos-0-0 n2 n3)\n",
       "step 3 (step-to-empty pos-1-0 pos-0-0 n2 n3): precondition (not (written pos-0-0)) is false", 3},
      {"writing over a given",
       "(start-on-given pos-0-0)\n(step-to-empty pos-0-0 pos-1-0 n1 n2)\n(step-to-empty pos-1-0 pos-1-1 n2 n3)\n"
       "(step-to-empty pos-1-1 pos-0-1 n3 n4)\n",
       "step 4 (step-to-empty pos-1-1 pos-0-1 n3 n4): precondition (fits pos-0-1 n4) is false", 4},
      {"a given number on a step to the wrong cell",
       "(start-on-given pos-0-0)\n(step-to-given pos-0-0 pos-0-1 n1 n2)\n",
       "step 2 (step-to-given pos-0-0 pos-0-1 n1 n2): precondition (given pos-0-1 n2) is false", 2},
      {"skipping a number", "(start-on-given pos-0-0)\n(step-to-empty pos-0-0 pos-1-0 n2 n3)\n",
       "step 2 (step-to-empty pos-0-0 pos-1-0 n2 n3): precondition (current n2) is false", 2},
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
  SECTION("a given number written on a cell of its own choosing") {
    // The 3 is given on pos-2-0: a walk that gets to 3 elsewhere is stuck.
    const Instance other = solved({"1 2 3*", "6 5 4"});
    const PlanCheck result = run(other,
                                 "(start-on-empty pos-1-1)\n(step-to-empty pos-1-1 pos-1-0 n1 n2)\n"
                                 "(step-to-empty pos-1-0 pos-0-0 n2 n3)\n");
    CHECK_FALSE(result.valid);
    CHECK(result.message == "step 3 (step-to-empty pos-1-0 pos-0-0 n2 n3): precondition (fits pos-0-0 n3) is false");
    CHECK(result.line == 3);
  }
  SECTION("the reference plan cut short") {
    std::vector<std::string> plan = lines_of(pg::numbrix::reference_plan(instance));
    plan.resize(plan.size() - 2);
    std::string text;
    for (const std::string& line : plan) text += line + "\n";
    const PlanCheck result = run(instance, text);
    CHECK_FALSE(result.valid);
    CHECK(result.message == "goal (written pos-0-1) is false after the last step (5)");
  }
}

// ---------------------------------------------------------------------------
// The contract every planning domain keeps
// ---------------------------------------------------------------------------

TEST_CASE("numbrix pddl: the plans of a small problem end in exactly its solutions", "[pddl][numbrix]") {
  const std::vector<std::vector<std::string>> grids = {
      {"1 . .", ". . 6"},           // one solution
      {"1 . 3", ". . ."},           // one solution
      {"1 .", ". 3"},               // two solutions
      {". . .", ". 5 .", ". . ."},  // eight solutions
      {"1 .", ". 4"},               // none: the 4 is not next to the 1's neighbours' ends
      {". .", ". ."},               // blank: every path numbered from either end
      {". . .", ". . ."},
      {". . .", ". . .", ". . ."},
  };
  for (const auto& rows : grids) {
    INFO(rows.front() << " / " << rows.back());
    CHECK(pg::test::check_plans_are_solutions(numbrix(), puzzle(rows), 50000) > 1);
  }
}

TEST_CASE("numbrix pddl: generated problems round-trip and their plans carry out their solutions", "[pddl][numbrix]") {
  pg::test::check_generated_problems(numbrix(), {{5, 5}, {7, 7}, {4, 6}, {12, 10}}, pg::Difficulty::easy, 3, 5);
  pg::test::check_generated_problems(numbrix(), {{6, 6}, {9, 9}}, pg::Difficulty::hard, 3, 9);
}

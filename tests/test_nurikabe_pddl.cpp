// Nurikabe as a planning task: the project's domain has the IPC 2018
// interface, its problems read back to the same givens, and the reference
// plan of a solved instance paints it under the plan checker.
#include <catch2/catch.hpp>

#include <algorithm>
#include <map>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include "core/errors.hpp"
#include "formats/nurikabe/codec.hpp"
#include "pddl/nurikabe/problem.hpp"
#include "pddl/nurikabe/reference_plan.hpp"
#include "pddl/nurikabe/domain.hpp"
#include "pddl/language.hpp"
#include "solvers/nurikabe/rules.hpp"
#include "pddl/simulate.hpp"
#include "puzzles/catalogue.hpp"
#include "format_contract.hpp"
#include "pddl_contract.hpp"
#include "support.hpp"

namespace pddl = pg::pddl;
using pg::Instance;
using pg::kNone;
using pg::pddl::PlanCheck;
using pg::nurikabe::kIsland;
using pg::nurikabe::kWall;

using pg::test::format_error;

namespace {

const pg::Format& format() { return pg::nurikabe::pddl_format(); }

const pddl::Domain& domain() {
  static const pddl::Domain parsed = pddl::read_domain(pg::nurikabe::pddl_format().domain_text());
  return parsed;
}

// Rows of cells separated by spaces: '.' or a number.
Instance puzzle(const std::vector<std::string>& rows) {
  std::string text;
  for (const std::string& row : rows) text += row + "\n";
  return pg::nurikabe::codec().format("grid")->read(text).front();
}

// Rows of cells separated by spaces: a number (a numbered island cell), '.'
// (an island cell) or '#' (a wall). The solution is checked against the
// rules: the IPC domain's (the island rules, all a plan needs) unless asked.
Instance solved(const std::vector<std::string>& rows, const std::string& rules = "ipc") {
  Instance instance;
  instance.puzzle = "nurikabe";
  instance.rules = rules;
  instance.rows = static_cast<int>(rows.size());
  std::vector<int> solution;
  for (const std::string& row : rows) {
    std::istringstream cells(row);
    int count = 0;
    for (std::string cell; cells >> cell; ++count) {
      instance.givens.push_back(cell == "." || cell == "#" ? kNone : std::stoi(cell));
      solution.push_back(cell == "#" ? kWall : kIsland);
    }
    if (instance.cols == 0) instance.cols = count;
    REQUIRE(count == instance.cols);
  }
  pg::RuleCheck verdict = pg::nurikabe::check_rules(instance, solution);
  INFO(verdict.rule << ": " << verdict.detail);
  REQUIRE(verdict.valid);
  instance.solution = solution;
  return instance;
}

pddl::Problem problem_of(const Instance& instance, const pg::WriteOptions& options = {}) {
  return pddl::read_problem(format().write(instance, options));
}

PlanCheck run(const Instance& instance, const std::string& plan) {
  return pddl::validate_plan(domain(), problem_of(instance), pddl::read_plan(plan));
}

std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> lines;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

std::string joined(const std::vector<std::string>& lines) {
  std::string text;
  for (const std::string& line : lines) text += line + "\n";
  return text;
}

std::size_t steps_of(const std::string& plan) {
  const auto lines = lines_of(plan);
  return static_cast<std::size_t>(
      std::count_if(lines.begin(), lines.end(), [](const std::string& l) { return !l.empty() && l[0] == '('; }));
}

// The reference plan must pass the plan checker, with its cost line right.
void require_valid_plan(const Instance& instance) {
  const std::string plan = pg::nurikabe::reference_plan(instance);
  INFO(plan);
  PlanCheck result = run(instance, plan);
  INFO(result.message);
  REQUIRE(result.valid);
  CHECK(result.steps == steps_of(plan));
  CHECK_THAT(plan, Catch::EndsWith("; cost = " + std::to_string(result.steps) + " (unit cost)\n"));
}

// A problem written by hand in the IPC instances' own order (cells column by
// column, lowercase predicates, pddl-generators' domain name): 3 columns by 2
// rows, a 2 at column 0 row 1 and a 1 at column 2 row 0.
const std::string kForeignProblem =
    "(define (problem nurikabe-3x2)\n"
    "(:domain paint-nurikabe)\n"
    "(:objects\n"
    "  pos-0-0 pos-0-1 pos-1-0 pos-1-1 pos-2-0 pos-2-1 - cell\n"
    "  n1 n2 - num\n"
    "  g0 g1 - group\n"
    ")\n"
    "(:init\n"
    "  (next n0 n1) (next n1 n2)\n"
    "  (connected pos-0-0 pos-1-0) (connected pos-1-0 pos-0-0)\n"
    "  (connected pos-1-0 pos-2-0) (connected pos-2-0 pos-1-0)\n"
    "  (connected pos-0-1 pos-1-1) (connected pos-1-1 pos-0-1)\n"
    "  (connected pos-1-1 pos-2-1) (connected pos-2-1 pos-1-1)\n"
    "  (connected pos-0-0 pos-0-1) (connected pos-0-1 pos-0-0)\n"
    "  (connected pos-1-0 pos-1-1) (connected pos-1-1 pos-1-0)\n"
    "  (connected pos-2-0 pos-2-1) (connected pos-2-1 pos-2-0)\n"
    "  (robot-pos pos-0-0) (moving)\n"
    "  (source pos-2-0 g0) (source pos-0-1 g1)\n"
    "  (part-of pos-1-0 g0) (part-of pos-2-1 g0) (part-of pos-0-0 g1) (part-of pos-1-1 g1)\n"
    "  (remaining-cells g0 n1)\n"
    "  (remaining-cells g1 n2)\n"
    ")\n"
    "(:goal (and (group-painted g0) (group-painted g1)))\n"
    ")\n";

}  // namespace

// ---------------------------------------------------------------------------
// The domain
// ---------------------------------------------------------------------------

TEST_CASE("nurikabe pddl: the domain has exactly the IPC 2018 interface", "[pddl][nurikabe]") {
  const pddl::Domain& d = domain();
  CHECK(d.name == "nurikabe");
  CHECK(d.requirements == std::vector<std::string>{":typing", ":adl"});
  CHECK(d.parent_type ==
        std::map<std::string, std::string>{{"cell", "object"}, {"group", "object"}, {"num", "object"}});
  REQUIRE(d.constants.size() == 1);
  CHECK(d.constants[0].name == "n0");
  CHECK(d.constants[0].type == "num");
  using Args = std::vector<std::string>;
  CHECK(d.predicates == std::map<std::string, Args>{
                            {"next", {"num", "num"}},
                            {"connected", {"cell", "cell"}},
                            {"source", {"cell", "group"}},
                            {"painted", {"cell"}},
                            {"available", {"cell"}},
                            {"part-of", {"cell", "group"}},
                            {"blocked", {"cell"}},
                            {"remaining-cells", {"group", "num"}},
                            {"robot-pos", {"cell"}},
                            {"moving", {}},
                            {"painting", {"group"}},
                            {"group-painted", {"group"}},
                        });
  // Declared in upper case, as the IPC domain has them.
  const std::string text = pg::nurikabe::pddl_format().domain_text();
  for (const char* name : {"(NEXT ?n1 ?n2 - num)", "(CONNECTED ?c ?c2 - cell)", "(SOURCE ?x - cell ?g - group)"})
    CHECK_THAT(text, Catch::Contains(name));

  using Parameters = std::vector<std::pair<std::string, std::string>>;
  auto parameters = [](const pddl::Action& a) {
    Parameters out;
    for (const pddl::Typed& p : a.parameters) out.emplace_back(p.name, p.type);
    return out;
  };
  REQUIRE(d.actions.size() == 4);
  CHECK(d.actions[0].name == "move");
  CHECK(parameters(d.actions[0]) == Parameters{{"?from", "cell"}, {"?to", "cell"}});
  CHECK(d.actions[1].name == "start-painting");
  CHECK(parameters(d.actions[1]) == Parameters{{"?c", "cell"}, {"?g", "group"}, {"?n1", "num"}, {"?n2", "num"}});
  CHECK(d.actions[2].name == "move-painting");
  CHECK(parameters(d.actions[2]) ==
        Parameters{{"?from", "cell"}, {"?to", "cell"}, {"?g", "group"}, {"?n1", "num"}, {"?n2", "num"}});
  CHECK(d.actions[3].name == "end-painting");
  CHECK(parameters(d.actions[3]) == Parameters{{"?g", "group"}});
  CHECK(pddl::to_string(d.actions[3].precondition) == "(and (painting ?g) (remaining-cells ?g n0))");
}

TEST_CASE("nurikabe pddl: the format gives the domain under its own name or the one asked for", "[pddl][nurikabe]") {
  const pddl::ProblemFormat& problems = pg::nurikabe::pddl_format();
  CHECK(problems.domain_name() == "nurikabe");
  CHECK(problems.domain_text("") == problems.domain_text());
  CHECK(problems.domain_text("nurikabe") == problems.domain_text());
  const std::string paint = problems.domain_text("paint-nurikabe");
  CHECK_THAT(paint, Catch::Contains("(define (domain paint-nurikabe)\n"));
  CHECK(pddl::read_domain(paint).name == "paint-nurikabe");
  CHECK(problems.declares("paint-nurikabe"));
  CHECK(problems.declares("nurikabe"));
  CHECK_FALSE(problems.declares("lights-out"));
  CHECK_FALSE(problems.declares(""));
  // Only the name differs.
  std::string renamed = paint;
  renamed.replace(renamed.find("paint-nurikabe"), std::string("paint-nurikabe").size(), "nurikabe");
  CHECK(renamed == problems.domain_text());
  CHECK_THAT(format_error([&] { problems.domain_text("two words"); }), Catch::Contains("invalid PDDL domain name"));
  // The catalogue finds the domain under either name, and no other.
  CHECK(pddl::find_domain(pg::problem_formats(), "paint-nurikabe") == &problems);
  CHECK(pddl::find_domain(pg::problem_formats(), "nurikabe") == &problems);
  CHECK(pddl::find_domain(pg::problem_formats(), "lights-out") == nullptr);
}

// ---------------------------------------------------------------------------
// Problems
// ---------------------------------------------------------------------------

TEST_CASE("nurikabe pddl: problems follow the IPC conventions and read back to the same givens", "[pddl][nurikabe]") {
  const std::vector<std::vector<std::string>> grids = {
      {"3 . . 1", ". . 1 .", ". . . ."},
      {"1"},
      {". . . . 5"},
      {"2", ".", ".", "1", "."},
      {"1 . 1 . 1", ". 1 . 1 .", "1 . 1 . 1"},
      {". . .", ". . .", ". . ."},
      {"12 . . .", ". . . .", ". . . 3"},
  };
  for (const auto& rows : grids) {
    const Instance instance = puzzle(rows);
    INFO(rows.front() << " (" << instance.rows << "x" << instance.cols << ")");
    const pg::test::RoundTrip trip = pg::test::round_trip(format(), instance);
    CHECK(trip.back.puzzle == "nurikabe");
    CHECK(trip.back.rules.empty());
    pg::test::check_detected(format(), trip.text);
    pddl::Problem p = pddl::read_problem(trip.text);
    CHECK_NOTHROW(pddl::check_problem(domain(), p));
    CHECK(p.name == "puzzlegen-nurikabe-" + pg::size_string(instance.rows, instance.cols));
  }
}

TEST_CASE("nurikabe pddl: the initial state claims the cells next to the numbers", "[pddl][nurikabe]") {
  // 2 . 2       g0 at pos-0-0, g1 at pos-2-0, g2 at pos-1-2. pos-1-0 is next
  // . . .       to g0 and g1: blocked. Every other cell is a number or next
  // . 1 .       to exactly one: none is available.
  pddl::Problem p = problem_of(puzzle({"2 . 2", ". . .", ". 1 ."}));
  auto has = [&](const std::string& predicate, std::vector<std::string> args) {
    return std::count(p.init.begin(), p.init.end(), pddl::Atom{predicate, std::move(args)}) == 1;
  };
  CHECK(has("blocked", {"pos-1-0"}));
  CHECK(has("part-of", {"pos-0-1", "g0"}));
  CHECK(has("part-of", {"pos-2-1", "g1"}));
  CHECK(has("part-of", {"pos-1-1", "g2"}));
  CHECK(has("part-of", {"pos-0-2", "g2"}));
  CHECK(has("part-of", {"pos-2-2", "g2"}));
  CHECK(has("remaining-cells", {"g0", "n2"}));
  CHECK(has("remaining-cells", {"g2", "n1"}));
  CHECK(has("source", {"pos-1-2", "g2"}));
  CHECK(has("robot-pos", {"pos-0-0"}));
  CHECK(has("moving", {}));
  CHECK(has("next", {"n1", "n2"}));
  CHECK_FALSE(has("next", {"n2", "n3"}));
  CHECK(has("connected", {"pos-0-0", "pos-1-0"}));
  CHECK(has("connected", {"pos-1-0", "pos-0-0"}));
  CHECK_FALSE(has("connected", {"pos-0-0", "pos-1-1"}));
  // Every cell is a source, available, blocked or claimed by one group.
  const auto count = [&](const std::string& predicate) {
    return std::count_if(p.init.begin(), p.init.end(), [&](const pddl::Atom& a) { return a.predicate == predicate; });
  };
  CHECK(count("available") == 0);
  CHECK(count("source") + count("blocked") + count("part-of") == 9);
  CHECK(count("connected") == 2 * 12);
  CHECK(pddl::to_string(p.goal) == "(and (group-painted g0) (group-painted g1) (group-painted g2))");
}

TEST_CASE("nurikabe pddl: the problem name says where a generated instance came from", "[pddl][nurikabe]") {
  Instance instance = puzzle({"1 . 1"});
  instance.provenance = pg::Provenance{};
  instance.provenance->seed = 7;
  instance.provenance->index = 12;
  CHECK(problem_of(instance).name == "puzzlegen-nurikabe-1x3-seed-7-index-12");
}

TEST_CASE("nurikabe pddl: --domain-name changes the domain and the problems' reference together", "[pddl][nurikabe]") {
  const Instance instance = solved({"2 . #", "# # #", "1 # 1"});
  pg::WriteOptions paint;
  paint.pddl_domain = "paint-nurikabe";
  const std::string text = format().write(instance, paint);
  CHECK_THAT(text, Catch::Contains("\n  (:domain paint-nurikabe)\n"));
  CHECK_THAT(format().write(instance), Catch::Contains("\n  (:domain nurikabe)\n"));

  std::optional<pg::NamedText> shared = format().directory_file(paint);
  REQUIRE(shared);
  CHECK(shared->name == "domain.pddl");
  CHECK(shared->text == pg::nurikabe::pddl_format().domain_text("paint-nurikabe"));
  CHECK(format().directory_file({})->text == pg::nurikabe::pddl_format().domain_text());

  const pddl::Domain paint_domain = pddl::read_domain(shared->text);
  const pddl::Problem problem = pddl::read_problem(text);
  CHECK_NOTHROW(pddl::check_problem(paint_domain, problem));
  CHECK_THROWS_WITH(pddl::check_problem(domain(), problem),
                    Catch::Contains("the problem is for domain 'paint-nurikabe', but the domain is 'nurikabe'"));
  PlanCheck result = pddl::validate_plan(paint_domain, problem, pddl::read_plan(pg::nurikabe::reference_plan(instance)));
  CHECK(result.valid);
  // Read back whatever the domain is called.
  CHECK(format().read(text).front().givens == instance.givens);

  pg::WriteOptions bad;
  bad.pddl_domain = "nuri kabe";
  CHECK_THROWS_AS(format().write(instance, bad), pg::FormatError);
}

TEST_CASE("nurikabe pddl: a problem from another tool reads, cells in any order", "[pddl][nurikabe]") {
  pg::test::check_detected(format(), kForeignProblem);
  std::vector<Instance> read = format().read(kForeignProblem);
  REQUIRE(read.size() == 1);
  CHECK(read[0].rows == 2);
  CHECK(read[0].cols == 3);
  CHECK(read[0].givens == std::vector<int>{kNone, kNone, 1, 2, kNone, kNone});
}

TEST_CASE("nurikabe pddl: sniff takes problems of this domain only", "[pddl][nurikabe]") {
  // No other format claims a problem.
  pg::test::check_each_detected(
      format(), {"; a comment\n;another\n  ( DEFINE (PROBLEM p) (:domain d) (:init (ROBOT-POS pos-0-0)))",
                 "(define (problem p) (:init (remaining-cells g0 n1)))",
                 format().write(puzzle({"3 . . 1", ". . 1 .", ". . . ."})), kForeignProblem});
  pg::test::check_not_sniffed(format(), {pg::nurikabe::pddl_format().domain_text(),
                                         "(define (problem carry-two) (:domain two-rooms) (:init (at-robby rooma)))",
                                         "3 . . 1\n. . 1 .\n", "; (define (problem p) robot-pos\n", ""});
}

TEST_CASE("nurikabe pddl: an inconsistent problem is refused at its place", "[pddl][nurikabe]") {
  const std::string good = format().write(puzzle({"2 . 1", ". . ."}));
  // The text with the first `from` replaced by `to`.
  auto edited = [&](const std::string& from, const std::string& to) {
    std::string text = good;
    const auto at = text.find(from);
    REQUIRE(at != std::string::npos);
    return text.replace(at, from.size(), to);
  };
  const std::string no_size = edited("    (remaining-cells g1 n1)\n", "");
  const std::vector<pg::test::PlacedRefusal> cases = {
      {"a group without remaining-cells", no_size, "g1 - group", "group 'g1' has no (remaining-cells g1 N)"},
      {"a group without a source", edited("    (SOURCE pos-2-0 g1)\n", ""), "g1 - group",
       "group 'g1' has no (SOURCE CELL g1)"},
      {"a badly named cell", edited("pos-1-1", "middle"), "middle", "expected a cell named pos-X-Y"},
      {"a cell beyond the largest grid", edited("pos-2-1 - cell", "pos-2-60 - cell"), "pos-2-60",
       "lies outside the largest grid"},
      {"a missing cell", edited("pos-1-1 pos-2-1", "pos-2-1"), "pos-0-0", "pos-1-1 is missing"},
      {"a group with two sources", edited("(SOURCE pos-2-0 g1)", "(SOURCE pos-2-0 g0)"), "(SOURCE pos-2-0 g0)",
       "group 'g0' has a second source"},
      {"a number off the NEXT chain", edited("(NEXT n1 n2)", "(NEXT n2 n1)"), "(remaining-cells g0 n2)",
       "'n2' is not reached from n0"},
      {"an island of no cells", edited("(remaining-cells g1 n1)", "(remaining-cells g1 n0)"), "(remaining-cells g1 n0)",
       "'g1' has 0"},
      {"an unknown predicate", edited("(moving)", "(walking)"), "(walking)", "unknown predicate 'walking'"},
      {"an undeclared object", edited("(SOURCE pos-2-0 g1)", "(SOURCE pos-2-0 g7)"), "(SOURCE pos-2-0 g7)",
       "unknown object 'g7'"},
      {"unbalanced parentheses", edited("(:goal (and", "(:goal ((and"), "(define", "not closed"},
  };
  pg::test::check_placed_refusals(format(), cases);
}

// ---------------------------------------------------------------------------
// Reference plans
// ---------------------------------------------------------------------------

TEST_CASE("nurikabe pddl: reference plans of solved instances pass the plan checker", "[pddl][nurikabe]") {
  const std::vector<std::vector<std::string>> grids = {
      // 3x3: the robot starts on a number.
      {"2 . #", "# # #", "1 # 1"},
      // 3x3: one island of every cell but the walls' corner.
      {"# # #", "# 1 #", "# # 1"},
      // 4x5: the robot starts at the far end of an island and walks over it
      // to its number; a 3 whose walk turns a corner.
      {". . . 4 #", "# # # # #", "1 # . 3 #", "# # . # 1"},
      // 5x5.
      {"2 # # 1 #", ". # . # 2", "# 3 . # .", "# # # # #", "1 # 3 . ."},
      // Size-1 islands only.
      {"1 # 1 # 1", "# # # # #", "1 # 1 # 1"},
      // One island is the whole grid.
      {". . .", ". 6 ."},
      // Rectangles.
      {"3 . . # 1"},
      {"3", ".", ".", "#", "1"},
  };
  for (const auto& rows : grids) {
    INFO(rows.front());
    require_valid_plan(solved(rows));
  }
  // 4x4 under the Nikoli rules: walls in one piece, no 2x2 of wall.
  require_valid_plan(solved({"2 # 1 #", ". # # #", "# # 3 .", "1 # # ."}, "nikoli"));
}

TEST_CASE("nurikabe pddl: the plan walks around painted islands and leaves each where it can step off",
          "[pddl][nurikabe]") {
  SECTION("the walk over the 4 ends where the robot can step off, not in the corner") {
    // Both walks from the 4 cover the block; the one ending at pos-0-1 leaves
    // the robot boxed in by painted cells and the grid's edge.
    const Instance instance = solved({"4 . # 1", ". . # #"});
    const std::string plan = pg::nurikabe::reference_plan(instance);
    CHECK_THAT(plan, Catch::Contains("(move-painting pos-1-1 pos-1-0 g0 n1 n0)\n(end-painting g0)\n"));
    require_valid_plan(instance);
  }
  SECTION("the nearest island is painted last: painting it first would shut the robot in") {
    const Instance instance = solved({"# . 2 # 1"});
    const std::vector<std::string> plan = lines_of(pg::nurikabe::reference_plan(instance));
    const std::vector<std::string> expected = {
        "(move pos-0-0 pos-1-0)",
        "(move pos-1-0 pos-2-0)",
        "(move pos-2-0 pos-3-0)",
        "(move pos-3-0 pos-4-0)",
        "(start-painting pos-4-0 g1 n1 n0)",
        "(end-painting g1)",
        "(move pos-4-0 pos-3-0)",
        "(move pos-3-0 pos-2-0)",
        "(start-painting pos-2-0 g0 n2 n1)",
        "(move-painting pos-2-0 pos-1-0 g0 n1 n0)",
        "(end-painting g0)",
        "; cost = 11 (unit cost)",
    };
    CHECK(plan == expected);
    require_valid_plan(instance);
  }
  SECTION("a painted island forces the robot the long way round") {
    // The 5 is painted first, then the 1 above its far end; the 1 below its
    // number is then 8 cells away as the crow flies, but the painted row
    // leaves one way round, by the right edge: 10 moves.
    const Instance instance = solved({"# # # # 1 #", "# # # # # #", "5 . . . . #", "# # # # # #", "1 # # # # #"});
    const std::string plan = pg::nurikabe::reference_plan(instance);
    const auto from = plan.find("(end-painting g0)\n"), to = plan.find("(start-painting pos-0-4 g2 n1 n0)");
    REQUIRE(plan.find("(end-painting g1)") < from);
    REQUIRE(from != std::string::npos);
    REQUIRE(to != std::string::npos);
    const std::string walk = plan.substr(from, to - from);
    CHECK(std::count(walk.begin(), walk.end(), '\n') == 1 + 10);
    CHECK_THAT(walk, Catch::Contains("(move pos-5-1 pos-5-2)\n(move pos-5-2 pos-5-3)\n"));
    require_valid_plan(instance);
  }
  SECTION("an island that splits the walls is crossed by painting it, after the islands on the robot's side") {
    // Under the IPC rules walls need not be connected: the 3 cuts the grid in
    // two, and once painted nobody crosses it.
    const Instance instance = solved({"# # 3 # 1", "# # . # #", "1 # . # #"});
    const std::string plan = pg::nurikabe::reference_plan(instance);
    const auto left = plan.find("(start-painting pos-0-2 g2"), bridge = plan.find("(start-painting pos-2-0 g0"),
               right = plan.find("(start-painting pos-4-0 g1");
    REQUIRE(left != std::string::npos);
    REQUIRE(bridge != std::string::npos);
    REQUIRE(right != std::string::npos);
    CHECK(left < bridge);
    CHECK(bridge < right);
    require_valid_plan(instance);
  }
}

TEST_CASE("nurikabe pddl: no plan is made when none exists", "[pddl][nurikabe]") {
  SECTION("an island no walk from its number covers") {
    // The 3 sits in the middle of its L.
    const Instance instance = solved({"# # # #", "1 # 3 .", "# # . #"});
    CHECK(format_error([&] { pg::nurikabe::reference_plan(instance); }) ==
          "no plan: the island of the 3 at (1,2) cannot be painted: no walk from its number passes through all its "
          "cells once");
  }
  SECTION("every walk ends in a dead end, so neither island can be painted first") {
    const Instance instance = solved({". 2 # 2 ."});
    CHECK_THAT(format_error([&] { pg::nurikabe::reference_plan(instance); }),
               Catch::Contains("in no order of painting the islands can the robot reach every number"));
  }
  SECTION("a solution that breaks the island rules, or none") {
    Instance instance = solved({"2 . #"});
    instance.solution = std::vector<int>{kIsland, kWall, kWall};
    CHECK_THAT(format_error([&] { pg::nurikabe::reference_plan(instance); }),
               Catch::Contains("the island of the 2 at (0,0) has 1 cells"));
    instance.solution.reset();
    CHECK_THAT(format_error([&] { pg::nurikabe::reference_plan(instance); }), Catch::Contains("solution is not known"));
    CHECK(format().companions(instance, {}).empty());
  }
}

TEST_CASE("nurikabe pddl: the reference plan is the problem's companion", "[pddl][nurikabe]") {
  const Instance instance = solved({"2 . #", "# # #", "1 # 1"});
  std::vector<pg::NamedText> extra = format().companions(instance, {});
  REQUIRE(extra.size() == 1);
  CHECK(extra[0].name == "plan");
  CHECK(extra[0].text == pg::nurikabe::reference_plan(instance));
}

TEST_CASE("nurikabe pddl: broken plans are refused with the step and the literal", "[pddl][nurikabe]") {
  // g0 is the 3 at pos-0-0 (painted down the column), g1 the 1 at pos-2-0,
  // g2 the 1 at pos-2-2. pos-1-1 is next to no number.
  const Instance instance = solved({"3 # 1", ". # #", ". # 1"});
  const std::vector<std::string> reference = lines_of(pg::nurikabe::reference_plan(instance));
  REQUIRE(run(instance, joined(reference)).valid);
  REQUIRE(reference[0] == "(start-painting pos-0-0 g0 n3 n2)");
  REQUIRE(reference[1] == "(move-painting pos-0-0 pos-0-1 g0 n2 n1)");
  const std::string paint_g0 =
      "(start-painting pos-0-0 g0 n3 n2)\n(move-painting pos-0-0 pos-0-1 g0 n2 n1)\n"
      "(move-painting pos-0-1 pos-0-2 g0 n1 n0)\n(end-painting g0)\n";
  struct Case {
    const char* name;
    std::string plan;
    std::string message;
    int line;
  };
  const std::vector<Case> cases = {
      {"painting a cell next to two numbers",
       // pos-1-0 lies between the 3 and the 1 at the top: blocked from the start.
       "(start-painting pos-0-0 g0 n3 n2)\n(move-painting pos-0-0 pos-1-0 g0 n2 n1)\n",
       "step 2 (move-painting pos-0-0 pos-1-0 g0 n2 n1): precondition (not (blocked pos-1-0)) is false", 2},
      {"re-entering a painted cell while painting",
       "(start-painting pos-0-0 g0 n3 n2)\n(move-painting pos-0-0 pos-0-1 g0 n2 n1)\n"
       "(move-painting pos-0-1 pos-0-0 g0 n1 n0)\n",
       "step 3 (move-painting pos-0-1 pos-0-0 g0 n1 n0): precondition (not (painted pos-0-0)) is false", 3},
      {"a move onto a painted cell", paint_g0 + "(move pos-0-2 pos-0-1)\n",
       "step 5 (move pos-0-2 pos-0-1): precondition (not (painted pos-0-1)) is false", 5},
      {"ending before the count reaches n0",
       "(start-painting pos-0-0 g0 n3 n2)\n(move-painting pos-0-0 pos-0-1 g0 n2 n1)\n(end-painting g0)\n",
       "step 3 (end-painting g0): precondition (remaining-cells g0 n0) is false", 3},
      {"starting away from the number", "(move pos-0-0 pos-1-0)\n(start-painting pos-0-0 g0 n3 n2)\n",
       "step 2 (start-painting pos-0-0 g0 n3 n2): precondition (robot-pos pos-0-0) is false", 2},
      {"the reference plan cut short", joined({reference.begin(), reference.end() - 2}), "goal (group-painted g", 0},
  };
  for (const Case& c : cases) {
    SECTION(c.name) {
      PlanCheck result = run(instance, c.plan);
      CHECK_FALSE(result.valid);
      CHECK_THAT(result.message, Catch::StartsWith(c.message));
      CHECK(result.line == c.line);
    }
  }
}

TEST_CASE("nurikabe pddl: a large solved instance gets its plan quickly", "[pddl][nurikabe]") {
  // 30x30: rows of 1s on every other cell of every other row, with snakes of
  // 5 along some rows; all walls connected.
  std::vector<std::string> rows;
  for (int r = 0; r < 30; ++r) {
    std::string row;
    for (int c = 0; c < 30; ++c) {
      std::string cell = "#";
      if (r % 4 == 0 && c % 2 == 0) cell = "1";
      if (r % 4 == 2 && c % 6 == 0 && c + 4 < 30) cell = "5";
      if (r % 4 == 2 && c % 6 != 0 && c % 6 < 5 && c - c % 6 + 4 < 30) cell = ".";
      row += (c == 0 ? "" : " ") + cell;
    }
    rows.push_back(row);
  }
  const Instance instance = solved(rows);
  require_valid_plan(instance);
}

// ---------------------------------------------------------------------------
// The contract every planning domain keeps
// ---------------------------------------------------------------------------

TEST_CASE("nurikabe pddl: the plans of a small problem end in exactly its solutions", "[pddl][nurikabe]") {
  const pg::Puzzle& nurikabe = *pg::find_puzzle("nurikabe");
  // Islands of one and two cells: every island shape has a walk from its
  // number (a larger one may have none, as in the IPC domain: an L of three
  // numbered in its corner cell is painted, one numbered at an end is not).
  const std::vector<std::vector<std::string>> grids = {
      {"2 . .", ". . 1"},  // two solutions under the IPC rules
      {"1 . 1", ". . ."},
      {"2 . 1", ". . ."},
      {"1 . .", ". 2 ."},
      {". . .", ". . ."},  // no number: the wall is everything
      {"1 1", ". ."},      // two numbers side by side: no solution
  };
  for (const auto& rows : grids) {
    Instance instance = puzzle(rows);
    instance.rules = "ipc";
    INFO(rows.front() << " / " << rows.back());
    CHECK(pg::test::check_plans_are_solutions(nurikabe, instance) > 1);
  }
}

TEST_CASE("nurikabe pddl: generated problems round-trip and their plans carry out their solutions", "[pddl][nurikabe]") {
  pg::test::check_generated_problems(*pg::find_puzzle("nurikabe"), {{5, 5}, {7, 6}}, pg::Difficulty::easy, 3, 11);
}

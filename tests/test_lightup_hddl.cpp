// Light Up as a hierarchical planning task: the domain says what each task,
// method and action means, its problems read back to the same grid, and the
// plans of a problem's decompositions end in exactly the puzzle's solutions.
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "core/lightup.hpp"
#include "pddl/decomposition.hpp"
#include "pddl/htn_plan_text.hpp"
#include "pddl/lightup/problem.hpp"
#include "puzzles/catalogue.hpp"
#include "hddl_contract.hpp"
#include "lightup_grid.hpp"
#include "support.hpp"

namespace pddl = pg::pddl;
using pg::Instance;
using pg::kNone;
using pg::lightup::kBulb;
using pg::lightup::kDark;
using pg::test::check_raised;
using pg::test::edited;
using pg::test::format_error;
using pg::test::input_error;
using pg::test::part_of;

namespace {

const pddl::ProblemFormat& format() { return pg::lightup::hddl_format(); }
const pg::Puzzle& lightup() { return *pg::find_puzzle("lightup"); }

Instance grid(const std::vector<std::string>& rows) { return pg::test::lightup_grid(rows); }

pddl::PlanCheck run(const Instance& instance, const std::string& plan) {
  return pg::test::check_of_hierarchical_plan(lightup(), instance, plan);
}

// * 2 *     The 2 takes the bulbs at pos-0-0 and pos-2-0 and bars pos-1-1;
// . . .     the bottom row is lit by the bulb at pos-1-2.
// . * .
const std::vector<std::string> kSolved = {"*2*", "...", ".*."};

}  // namespace

TEST_CASE("lightup hddl: the domain says what each task, method and action means", "[hddl][lightup]") {
  pg::test::check_hierarchical_domain_text(lightup(), "Light Up (Akari) as a hierarchical planning task");
  const pddl::Domain& domain = pg::test::hierarchical_domain_of(lightup());
  CHECK(domain.name == "lightup-htn");
  CHECK(domain.tasks.size() == 5);
  CHECK(domain.methods.size() == 10);
  CHECK(domain.actions.size() == 5);
  // Within what HyperTensioN reads too: no conditional, disjunctive or
  // quantified formula.
  const std::string text = format().domain_text();
  for (const char* construct : {"(when", "(or", "(forall", "(exists", "(imply"})
    CHECK_THAT(text, !Catch::Contains(construct));
}

TEST_CASE("lightup hddl: a problem satisfies the numbers, then lights the cells fewest reach first",
          "[hddl][lightup]") {
  const std::string text = format().write(grid({".0.", "...", "1.."}));
  CHECK_THAT(text, Catch::Contains("(:domain lightup-htn)"));
  CHECK_THAT(text, !Catch::Contains("(:goal"));
  // The 0 at pos-1-0 and the 1 at pos-0-2, then pos-0-0 and pos-2-0 (each
  // reached from 2 cells), ... pos-2-1 (from 4) last.
  CHECK_THAT(text, Catch::Contains("    :ordered-subtasks (and\n      (t1 (satisfy pos-1-0))\n"
                                   "      (t2 (satisfy pos-0-2))\n      (t3 (light pos-0-0))\n"
                                   "      (t4 (light pos-2-0))\n"));
  CHECK_THAT(text, Catch::Contains("      (t9 (light pos-2-1))))\n"));
  for (const char* fact : {"(REACHES pos-0-0 pos-0-1)", "(STEP down pos-0-0 pos-0-1)", "(RAY-END up pos-0-0)",
                           "(SIDE pos-1-0 down pos-1-1)", "(NO-SIDE pos-1-0 up)", "(needs pos-0-2 n1)"})
    CHECK_THAT(text, Catch::Contains(fact));
  CHECK(format().sniff(text));
  CHECK_FALSE(lightup().pddl->sniff(text));
  CHECK_FALSE(format().sniff(lightup().pddl->write(grid({".0.", "...", "1.."}))));
}

TEST_CASE("lightup hddl: problems read back, and one that is not the grid's is refused at its place",
          "[hddl][lightup]") {
  const Instance instance = grid({".0.", "...", "1.."});
  pg::test::round_trip(format(), instance);
  const std::string text = format().write(instance);
  check_raised(input_error([&] { format().read(edited(text, "(t3 (light pos-0-0))", "(t3 (light pos-1-1))")); }), 18,
               11, part_of("task 3 of the initial task network should be (light pos-0-0)"));
  check_raised(input_error([&] { format().read(edited(text, "      (t9 (light pos-2-1))", "")); }), 13, 3,
               part_of("the initial task network lacks task 9, (light pos-2-1)"));
  check_raised(input_error([&] { format().read(edited(text, "(STEP down pos-0-0 pos-0-1)", "(STEP down pos-0-0 pos-1-1)")); }),
               64, 5, part_of("does not follow from the grid"));
}

TEST_CASE("lightup hddl: the reference plan follows the network and judges the solution", "[hddl][lightup]") {
  const Instance instance = grid(kSolved);
  const std::string plan = format().reference_plan(instance);
  // The 2's bulbs, its count, then the bottom row by the bulb at pos-1-2.
  CHECK_THAT(plan, Catch::StartsWith("==>\n0 put-bulb pos-0-0\n2 light-up pos-0-1\n3 light-up pos-0-2\n"
                                     "10 put-bulb pos-2-0\n"));
  CHECK_THAT(plan, Catch::Contains(" satisfy pos-1-0 -> satisfy-by-count "));
  CHECK_THAT(plan, Catch::Contains(" settle pos-1-0 down -> settle-bar "));
  // It is also the problem's companion, "plan".
  pg::test::check_hierarchical_plan(lightup(), instance);

  Instance broken = instance;
  broken.solution = std::vector<int>{kBulb, kNone, kBulb, kBulb, kDark, kDark, kDark, kBulb, kDark};
  CHECK_THAT(format_error([&] { format().reference_plan(broken); }),
             Catch::StartsWith("no plan: the solution breaks the rules: "));
  broken.solution.reset();
  CHECK_THAT(format_error([&] { format().reference_plan(broken); }), Catch::Contains("solution is not known"));
}

TEST_CASE("lightup hddl: broken plans are refused at their line", "[hddl][lightup]") {
  const Instance instance = grid(kSolved);
  const std::string plan = format().reference_plan(instance);
  // A third bulb next to the 2: counted, it makes one too many.
  const pddl::PlanCheck extra = run(instance, edited(plan, "satisfy-by-count", "satisfy-by-bulb"));
  CHECK_FALSE(extra.valid);
  // The bottom row left dark: light-lit where nothing lit it.
  const std::string dark = edited(plan, "-> light-by-bulb", "-> light-lit");
  const pddl::PlanCheck lit = run(instance, dark);
  CHECK_FALSE(lit.valid);
  CHECK(lit.line > 0);
}

TEST_CASE("lightup hddl: the plans of a small problem end in exactly its solutions", "[hddl][lightup]") {
  const std::vector<std::vector<std::string>> grids = {
      {".0.", "...", "1.."},  // unique, with a 0
      {"1..", "..1", ".#."},  // unique
      {"1..", "...", "..#"},  // two solutions
      {".2.", "...", "..."},  // three
      {"0..", "...", "..1"},  // none
      {"3.", ".."},           // none: a 3 with two neighbours
      {"..", ".."},           // blank: bulbs on either diagonal
      {"...", "..."},
      {"...", "...", "..."},
      {"2.1", "...", ".#1"},
      {"....", "....", "....", "...."},  // every placement that lights a blank 4x4
      {"1..#", "....", "#.2.", "...."},
  };
  for (const auto& rows : grids) {
    INFO(rows.front() << " / " << rows.back());
    CHECK(pg::test::check_hierarchical_plans_are_solutions(lightup(), grid(rows), 200000) > 1);
  }
}

TEST_CASE("lightup hddl: generated problems round-trip and their plans carry out their solutions",
          "[hddl][lightup]") {
  pg::test::check_generated_hierarchical_problems(lightup(), {{5, 5}, {7, 7}, {6, 9}}, pg::Difficulty::easy, 3, 11);
  pg::test::check_generated_hierarchical_problems(lightup(), {{10, 10}}, pg::Difficulty::hard, 2, 4);
}

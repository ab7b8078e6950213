// Numbrix as a hierarchical planning task: the domain says what each task,
// method and action means, its problems read back to the same givens, and
// the plans of a problem's decompositions end in exactly the puzzle's
// solutions.
#include <catch2/catch.hpp>

#include <sstream>
#include <string>
#include <vector>

#include "core/numbrix.hpp"
#include "formats/numbrix/codec.hpp"
#include "pddl/decomposition.hpp"
#include "pddl/htn_plan_text.hpp"
#include "pddl/numbrix/problem.hpp"
#include "puzzles/catalogue.hpp"
#include "solvers/numbrix/rules.hpp"
#include "hddl_contract.hpp"
#include "numbrix_grid.hpp"
#include "support.hpp"

namespace pddl = pg::pddl;
using pg::Instance;
using pg::kNone;
using pg::test::check_raised;
using pg::test::edited;
using pg::test::format_error;
using pg::test::input_error;
using pg::test::part_of;

namespace {

const pddl::ProblemFormat& format() { return pg::numbrix::hddl_format(); }
const pg::Puzzle& numbrix() { return *pg::find_puzzle("numbrix"); }

Instance puzzle(const std::vector<std::string>& rows) { return pg::test::numbrix_puzzle(rows); }
Instance solved(const std::vector<std::string>& rows) { return pg::test::numbrix_solved(rows); }

pddl::PlanCheck run(const Instance& instance, const std::string& plan) {
  return pg::test::check_of_hierarchical_plan(numbrix(), instance, plan);
}

// 1* 2  3       1 and 6 given: the gap 2..5 walks from the 1's cell and ends
// 6* 5  4       beside the 6's.
const std::vector<std::string> kSolved = {"1* 2 3", "6* 5 4"};

}  // namespace

TEST_CASE("numbrix hddl: the domain says what each task, method and action means", "[hddl][numbrix]") {
  pg::test::check_hierarchical_domain_text(numbrix(), "Numbrix as a hierarchical planning task");
  const pddl::Domain& domain = pg::test::hierarchical_domain_of(numbrix());
  CHECK(domain.name == "numbrix-htn");
  CHECK(domain.tasks.size() == 6);
  CHECK(domain.methods.size() == 21);
  CHECK(domain.actions.size() == 12);
  // Within what HyperTensioN reads too: no conditional, disjunctive or
  // quantified formula.
  const std::string text = format().domain_text();
  for (const char* construct : {"(when", "(or", "(forall", "(exists", "(imply"})
    CHECK_THAT(text, !Catch::Contains(construct));
  CHECK(numbrix().hddl == &format());
  CHECK(pddl::find_domain(pg::problem_formats(), "numbrix-htn") == &format());
}

TEST_CASE("numbrix hddl: a problem links the givens, the tightest gap first, then runs to the ends",
          "[hddl][numbrix]") {
  // 4 on pos-1-0, 6 on pos-0-1, 14 on pos-3-2, 16 on pos-2-3: the gaps 4..6
  // and 14..16 have no slack, 6..14 has 4; 16 is the last number.
  const Instance instance = puzzle({". 4 . .", "6 . . .", ". . . 14", ". . 16 ."});
  const std::string text = format().write(instance);
  CHECK_THAT(text, Catch::Contains("(:domain numbrix-htn)"));
  CHECK_THAT(text, !Catch::Contains("(:goal"));
  CHECK_THAT(text, Catch::Contains("    :ordered-subtasks (and\n      (t1 (link n4 n6))\n      (t2 (link n14 n16))\n"
                                   "      (t3 (link n6 n14))\n      (t4 (run-down n4))))\n"));
  for (const char* fact : {"(FIRST n1)", "(LAST n16)", "(DROP d2 d1)", "(NEXT n1 n2)", "(CONNECTED pos-0-0 pos-1-0)",
                           "(AROUND2 pos-0-0 pos-1-0 pos-0-1)", "(AROUND4 pos-1-1 pos-1-0 pos-0-1 pos-2-1 pos-1-2)",
                           "(written pos-1-0)", "(holds pos-1-0 n4)", "(lacks pos-1-0 d2)", "(lacks pos-2-3 d1)",
                           "(lacks pos-0-0 d2)", "(FITS pos-0-0 n5)", "(END-CELL pos-0-0)",
                           "(ONE1 pos-0-0 pos-0-1 pos-1-0)", "(PAIR1 pos-2-1 pos-1-1 pos-3-1 pos-2-0)"})
    CHECK_THAT(text, Catch::Contains(fact));
  // 5 is next to the 4, not five steps away; no given stands on an empty cell.
  CHECK_THAT(text, !Catch::Contains("(FITS pos-3-3 n5)"));
  CHECK_THAT(text, !Catch::Contains("(FITS pos-0-0 n4)"));
  CHECK(format().sniff(text));
  CHECK_FALSE(numbrix().pddl->sniff(text));
  CHECK_FALSE(format().sniff(numbrix().pddl->write(instance)));

  // Nothing given: one task, and every number fits every cell.
  const std::string blank = format().write(puzzle({". .", ". ."}));
  CHECK_THAT(blank, Catch::Contains("(t1 (begin))))\n"));
  CHECK_THAT(blank, Catch::Contains("(FITS pos-1-1 n3)"));
  // All given: the links only check that the numbers touch.
  CHECK_THAT(format().write(puzzle({"1 2", "4 3"})),
             Catch::Contains("(t1 (link n1 n2))\n      (t2 (link n2 n3))\n      (t3 (link n3 n4))))\n"));
}

TEST_CASE("numbrix hddl: problems read back, and one that is not the givens' is refused at its place",
          "[hddl][numbrix]") {
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
    INFO(rows.front());
    pg::test::round_trip(format(), puzzle(rows));
  }
  const std::string text = format().write(puzzle({". 4 . .", "6 . . .", ". . . 14", ". . 16 ."}));
  const auto place = [&](const std::string& what) { return pg::test::place_of(text, what); };
  {
    const pg::test::Place at = place("(link n14 n16)");
    check_raised(input_error([&] { format().read(edited(text, "(link n14 n16)", "(link n6 n14)")); }), at.line,
                 at.column, part_of("task 2 of the initial task network should be (link n14 n16)"));
  }
  check_raised(input_error([&] { format().read(edited(text, "\n      (t4 (run-down n4))", "")); }),
               place("(:htn").line, place("(:htn").column, part_of("the initial task network lacks task 4, (run-down n4)"));
  {
    const pg::test::Place at = place("(FITS pos-0-0 n5)");
    check_raised(input_error([&] { format().read(edited(text, "(FITS pos-0-0 n5)", "(FITS pos-0-0 n4)")); }),
                 at.line, at.column, part_of("(fits pos-0-0 n4) does not follow from the givens"));
  }
  {
    // A given stated twice over, or a number given on two cells.
    const pg::test::Place at = place("(holds pos-0-1 n6)");
    check_raised(input_error([&] { format().read(edited(text, "(holds pos-0-1 n6)", "(holds pos-0-1 n4)")); }),
                 at.line, at.column, part_of("the number 'n4' is given twice"));
  }
  {
    // A cell that lacks one link: a given 4 is neither end of the path.
    const pg::test::Place at = place("(lacks pos-1-0 d2)");
    check_raised(input_error([&] { format().read(edited(text, "(lacks pos-1-0 d2)", "(lacks pos-1-0 d1)")); }),
                 at.line, at.column, part_of("(lacks pos-1-0 d1) does not follow from the givens"));
  }
  check_raised(input_error([&] { format().read(edited(text, "    (END-CELL pos-0-0)\n", "")); }),
               place("pos-0-0").line, place("pos-0-0").column,
               part_of("the problem lacks (end-cell pos-0-0), which follows from the givens"));
}

TEST_CASE("numbrix hddl: the reference plan follows the network and judges the solution", "[hddl][numbrix]") {
  const Instance instance = solved(kSolved);
  const std::string plan = format().reference_plan(instance);
  // 2 beside the 1, then 3, 4, 5, each write followed by the guard of the
  // cell it came from; the 5 joins the 6.
  CHECK_THAT(plan, Catch::StartsWith("==>\n0 write-next pos-0-0 pos-1-0 n1 n2 d1 d0\n"));
  CHECK_THAT(plan, Catch::Contains(" join pos-1-1 pos-0-1 n5 n6 d1 d0 d1 d0\n"));
  CHECK_THAT(plan, Catch::Contains(" link n1 n6 -> link-step "));
  CHECK_THAT(plan, Catch::Contains(" link n5 n6 -> link-close "));
  CHECK_THAT(plan, Catch::Contains(" guard pos-0-0 -> guard-2 "));
  // It is also the problem's companion, "plan".
  pg::test::check_hierarchical_plan(numbrix(), instance);

  Instance broken = instance;
  broken.solution = std::vector<int>{1, 3, 2, 6, 5, 4};
  CHECK(format_error([&] { format().reference_plan(broken); }) ==
        "no plan: the solution breaks the rules: the 1 at (0,0) and the 2 at (0,2) are not orthogonally adjacent");
  broken.solution = std::vector<int>{1, 2, 2, 6, 5, 4};
  CHECK_THAT(format_error([&] { format().reference_plan(broken); }),
             Catch::StartsWith("no plan: the solution breaks the rules: the number 2 is at"));
  broken.solution.reset();
  CHECK_THAT(format_error([&] { format().reference_plan(broken); }), Catch::Contains("solution is not known"));
  CHECK(format().companions(broken, {}).empty());
}

TEST_CASE("numbrix hddl: reference plans of handmade solutions pass the check", "[hddl][numbrix]") {
  const std::vector<std::vector<std::string>> grids = {
      {"1"},                                  // one cell: begin
      {"1*"},                                 // one cell, given: no task
      {"1* 2 3 4 5*"},                        // a single row
      {"5", "4", "3*", "2", "1"},             // a single column: run down and up
      {"1 2 3", "8 9* 4", "7 6 5"},           // run down from 9
      {"9 8* 7", "2 1 6", "3 4 5*"},          // link, run down
      {"4 3", "1 2"},                         // nothing given: begin
      {"16 15 14 13*", "9 10 11 12", "8* 7 6 5", "1 2 3 4*"},
      {"1* 2* 3*", "6* 5* 4*"},               // every number given: only joins
  };
  for (const auto& rows : grids) {
    INFO(rows.front());
    pg::test::check_hierarchical_plan(numbrix(), solved(rows));
  }
}

TEST_CASE("numbrix hddl: broken plans are refused", "[hddl][numbrix]") {
  const Instance instance = solved(kSolved);
  const std::string plan = format().reference_plan(instance);
  // The gap closed early: 2 does not come before 6.
  const pddl::PlanCheck early = run(instance, edited(plan, "-> link-step", "-> link-close"));
  CHECK_FALSE(early.valid);
  // The 2 written on a cell that does not touch the 1.
  const pddl::PlanCheck far = run(instance, edited(plan, "write-next pos-0-0 pos-1-0", "write-next pos-0-0 pos-2-0"));
  CHECK_FALSE(far.valid);
  // A check that names the wrong neighbours.
  const pddl::PlanCheck guard = run(instance, edited(plan, "-> guard-2", "-> guard-open"));
  CHECK_FALSE(guard.valid);
  CHECK(guard.line > 0);
}

TEST_CASE("numbrix hddl: the plans of a small problem end in exactly its solutions", "[hddl][numbrix]") {
  const std::vector<std::vector<std::string>> grids = {
      {"."},                                  // one cell, nothing given
      {"1"},                                  // one cell, given
      {". . . . 5"},                          // a row: one solution
      {". . . ."},                            // a blank row: either way
      {"2", ".", ".", "5", "."},              // a column: none (2..5 cannot fit)
      {". .", ". ."},                         // blank: every path numbered from either end
      {"1 .", ". 3"},                         // two solutions
      {"1 .", ". 4"},                         // none
      {"1 . .", ". . 6"},                     // one solution
      {". . .", ". . ."},                     // blank
      {"1 . 3", ". 5 .", "9 . 7"},            // one solution
      {". . .", ". 5 .", ". . ."},            // eight
      {". . .", ". . .", ". . ."},            // blank
      {". 4 . .", "6 . . .", ". . . 14", ". . 16 ."},
      {"16 . . 13", ". . . .", "8 . . .", "1 . . 4"},
      {". . . .", ". 7 . .", ". . . 10", ". . . ."},
      {"1 . . 3", ". . . .", ". . . .", ". . . ."},  // none: 3 is three steps from 1
  };
  for (const auto& rows : grids) {
    INFO(rows.front() << " / " << rows.back());
    CHECK(pg::test::check_hierarchical_plans_are_solutions(numbrix(), puzzle(rows), 200000) >= 1);
  }
}

TEST_CASE("numbrix hddl: generated problems round-trip and their plans carry out their solutions",
          "[hddl][numbrix]") {
  pg::test::check_generated_hierarchical_problems(numbrix(), {{4, 4}, {6, 6}, {5, 8}}, pg::Difficulty::easy, 3, 5);
  pg::test::check_generated_hierarchical_problems(numbrix(), {{8, 8}}, pg::Difficulty::hard, 2, 9);
}

TEST_CASE("numbrix hddl: a grid with too few givens for its size is refused, not written at length",
          "[hddl][numbrix]") {
  // A blank 30x30 grid is written (every number may stand anywhere of its
  // colour); a blank 60x60 one would take hundreds of megabytes.
  Instance blank;
  blank.puzzle = "numbrix";
  blank.rows = blank.cols = 60;
  blank.givens.assign(3600, pg::kNone);
  CHECK_THAT(format_error([&] { format().write(blank); }),
             Catch::StartsWith("a problem of this grid would state more than 1000000 places") &&
                 Catch::EndsWith("too few numbers are given for a 60x60 grid"));
  blank.rows = blank.cols = 30;
  blank.givens.assign(900, pg::kNone);
  CHECK_THAT(format().write(blank), Catch::Contains("(FITS pos-29-29 n900)"));
}

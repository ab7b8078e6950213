// PDDL: s-expressions, domains and problems, plan reading, and plan
// validation by simulation on the project's Nurikabe domain and on a small
// domain of its own.
#include <algorithm>
#include <catch2/catch.hpp>
#include <chrono>
#include <string>
#include <vector>

#include "core/errors.hpp"
#include "formats/nurikabe/codec.hpp"
#include "pddl/nurikabe/problem.hpp"
#include "pddl/nurikabe/reference_plan.hpp"
#include "pddl/nurikabe/domain.hpp"
#include "pddl/language.hpp"
#include "core/text.hpp"
#include "pddl/simulate.hpp"
#include "puzzles/catalogue.hpp"
#include "support.hpp"

namespace pddl = pg::pddl;
using pg::pddl::PlanCheck;

using pg::test::check_raised;
using pg::test::format_error;
using pg::test::input_error;
using pg::test::part_of;

namespace {

std::string data(const std::string& name) { return pg::test::read_data("pddl/" + name); }

const pddl::Domain& nurikabe_domain() {
  static const pddl::Domain domain = pddl::read_domain(pg::nurikabe::pddl_format().domain_text());
  return domain;
}

// A Nurikabe instance, `rows` lines of '.' or the number.
pg::Instance nurikabe(const std::string& grid) {
  return pg::nurikabe::codec().format("grid")->read(grid).front();
}

// 3 rows by 4 columns:   3 . . 1
//                        . . 1 .
//                        . . . .
// Groups g0 (the 3 at pos-0-0), g1 (pos-3-0) and g2 (pos-2-1); pos-2-0 and
// pos-3-1 lie next to two numbers and are blocked from the start.
const pddl::Problem& nurikabe_4x3() {
  static const pddl::Problem problem =
      pddl::read_problem(pg::nurikabe::pddl_format().write(nurikabe(data("nurikabe-3x4.txt"))));
  return problem;
}

// A plan for it, as Fast Downward prints one.
const std::string& plan_4x3() {
  static const std::string text = data("nurikabe-3x4.plan");
  return text;
}

const pddl::Domain& two_rooms_domain() {
  static const pddl::Domain domain = pddl::read_domain(data("two-rooms-domain.pddl"));
  return domain;
}

const pddl::Problem& two_rooms_problem() {
  static const pddl::Problem problem = pddl::read_problem(data("two-rooms-problem.pddl"));
  return problem;
}

PlanCheck check(const pddl::Domain& domain, const pddl::Problem& problem, std::string_view plan) {
  return pddl::validate_plan(domain, problem, pddl::read_plan(plan));
}

PlanCheck check_4x3(std::string_view plan) { return check(nurikabe_domain(), nurikabe_4x3(), plan); }
PlanCheck check_rooms(std::string_view plan) { return check(two_rooms_domain(), two_rooms_problem(), plan); }

std::string pos(int x, int y) { return "pos-" + std::to_string(x) + "-" + std::to_string(y); }

}  // namespace

// ---------------------------------------------------------------------------
// S-expressions
// ---------------------------------------------------------------------------

TEST_CASE("pddl: an s-expression keeps its shape and places, lowercased, without comments", "[pddl]") {
  pddl::Expr e = pddl::parse("; heading\n(Define (DOMAIN d) ; note (not a list)\n\t(:Predicates (P ?X)))\n");
  REQUIRE(e.is_list);
  CHECK(e.line == 2);
  CHECK(e.column == 1);
  REQUIRE(e.items.size() == 3);
  CHECK(e.items[0].symbol == "define");
  CHECK(e.items[1].items[0].symbol == "domain");
  const pddl::Expr& predicates = e.items[2];
  CHECK(predicates.line == 3);
  CHECK(predicates.column == 2);
  CHECK(predicates.items[1].items[1].symbol == "?x");
  CHECK(predicates.items[1].items[1].column == 18);
  CHECK(pddl::to_string(e) == "(define (domain d) (:predicates (p ?x)))");
  CHECK(pddl::parse("  symbol ").symbol == "symbol");
  CHECK(pddl::parse("()").is_list);
}

TEST_CASE("pddl: malformed s-expressions are refused at their place", "[pddl]") {
  SECTION("a '(' never closed: the innermost one open at the end") {
    check_raised(input_error([] { pddl::parse("(define (domain d)\n  (:predicates (p ?x)\n"); }), 2, 3,
                 part_of("this '(' is not closed"));
  }
  SECTION("a stray ')'") {
    check_raised(input_error([] { pddl::parse("(a b))"); }), 1, 6, part_of("unexpected ')'"));
    check_raised(input_error([] { pddl::parse("\n  )"); }), 2, 3, part_of("unexpected ')'"));
  }
  SECTION("empty input, or comments only") {
    check_raised(input_error([] { pddl::parse(""); }), 1, 1, part_of("empty input"));
    check_raised(input_error([] { pddl::parse("  ; nothing here\n\n"); }), 1, 1, part_of("empty input"));
  }
  SECTION("a second form") {
    check_raised(input_error([] { pddl::parse("(a)\n (b)"); }), 2, 2, part_of("after the end of the form"));
  }
  SECTION("a control character") {
    check_raised(input_error([] { pddl::parse("(a b\x01)"); }), 1, 5, part_of("byte 0x01"));
  }
}

// ---------------------------------------------------------------------------
// Domains and problems
// ---------------------------------------------------------------------------

TEST_CASE("pddl: a Nurikabe problem of the project's writer reads and belongs to the domain", "[pddl]") {
  const pddl::Problem& p = nurikabe_4x3();
  CHECK(p.name == "puzzlegen-nurikabe-3x4");
  CHECK(p.domain == "nurikabe");
  CHECK(p.objects.size() == 12 + 3 + 3);
  CHECK(p.objects[0].name == "pos-0-0");
  CHECK(p.objects[0].type == "cell");
  CHECK(p.objects[1].name == "pos-1-0");
  CHECK(p.objects[13].type == "num");
  // NEXT, CONNECTED, robot, SOURCE, available, blocked, part-of, remaining-cells.
  CHECK(p.init.size() == 3 + 34 + 2 + 3 + 3 + 2 + 4 + 3);
  CHECK(std::count(p.init.begin(), p.init.end(), pddl::Atom{"blocked", {"pos-2-0"}}) == 1);
  CHECK(std::count(p.init.begin(), p.init.end(), pddl::Atom{"blocked", {"pos-3-1"}}) == 1);
  CHECK(std::count(p.init.begin(), p.init.end(), pddl::Atom{"part-of", {"pos-1-1", "g2"}}) == 1);
  CHECK(std::count(p.init.begin(), p.init.end(), pddl::Atom{"available", {"pos-3-2"}}) == 1);
  CHECK(std::count(p.init.begin(), p.init.end(), pddl::Atom{"next", {"n0", "n1"}}) == 1);
  CHECK(pddl::to_string(p.goal) == "(and (group-painted g0) (group-painted g1) (group-painted g2))");
  CHECK_NOTHROW(pddl::check_problem(nurikabe_domain(), p));
}

TEST_CASE("pddl: malformed domains are refused at their place", "[pddl]") {
  auto domain = [](std::string precondition, std::string effect = "(q ?x ?x)") {
    return [=] {
      pddl::read_domain(
          "(define (domain d)\n"
          "  (:requirements :strips)\n"
          "  (:types thing)\n"
          "  (:predicates (p ?x - thing) (q ?x ?y))\n"
          "  (:action a\n"
          "    :parameters (?x - thing)\n"
          "    :precondition " +
          precondition +
          "\n"
          "    :effect " +
          effect + "))");
    };
  };
  CHECK_NOTHROW(domain("(and (p ?x) (not (= ?x ?x)))")());
  check_raised(input_error(domain("(and (p ?x) (r ?x))")), 7, 32, part_of("unknown predicate 'r'"));
  check_raised(input_error(domain("(p ?x ?x)")), 7, 19, part_of("predicate 'p' takes 1 arguments, found 2"));
  check_raised(input_error(domain("(p ?y)")), 7, 22, part_of("unknown variable '?y'"));
  check_raised(input_error(domain("(p thing1)")), 7, 22, part_of("unknown object 'thing1'"));
  check_raised(input_error(domain("(forall (?y - shape) (p ?y))")), 7, 28, part_of("unknown type 'shape'"));
  check_raised(input_error(domain("(when (p ?x) (p ?x))")), 7, 19, part_of("belongs in an effect"));
  check_raised(input_error(domain("(p ?x)", "(increase (cost) 1)")), 8, 13, part_of("numeric effects"));
  check_raised(input_error(domain("(p ?x)", "(or (p ?x) (q ?x ?x))")), 8, 13, part_of("is a condition, not an effect"));
  check_raised(input_error(domain("(p ?x)", "(and (q ?x ?x) (not (and (p ?x))))")), 8, 33,
               part_of("delete an atom only"));

  check_raised(input_error([] { pddl::read_domain("(define (domain d) (:requirements :strips :fluents))"); }), 1, 43,
               part_of("requirement ':fluents' is not supported"));
  check_raised(input_error([] { pddl::read_domain("(define (domain d) (:functions (cost)))"); }), 1, 20,
               part_of("not supported"));
  check_raised(input_error([] { pddl::read_domain("(define (domain d)\n (:types a - (either b c)))"); }), 2, 14,
               part_of("either"));
  check_raised(input_error([] { pddl::read_domain("(define (domain d) (:types a - b b - a))"); }), 1, 28,
               part_of("its own ancestor"));
  check_raised(input_error([] { pddl::read_domain("(define (domain d) (:predicates (p) (P)))"); }), 1, 38,
               part_of("predicate 'p' is declared twice"));
  check_raised(input_error([] { pddl::read_domain("(define (problem p) (:domain d))"); }), 1, 9,
               part_of("this is a problem, not a domain"));
}

TEST_CASE("pddl: a problem must belong to its domain", "[pddl]") {
  auto problem = [](std::string domain_name, std::string init, std::string goal = "(moving)") {
    return [=] {
      pddl::Problem p = pddl::read_problem("(define (problem p) (:domain " + domain_name +
                                           ")\n"
                                           " (:objects c1 c2 - cell g0 - group n1 - num)\n"
                                           " (:init " +
                                           init + ")\n (:goal " + goal + "))");
      pddl::check_problem(nurikabe_domain(), p);
    };
  };
  CHECK_NOTHROW(problem("nurikabe", "(CONNECTED c1 c2) (next n0 n1)")());
  check_raised(input_error(problem("paint-nurikabe", "")), 1, 30,
               part_of("the problem is for domain 'paint-nurikabe', but the domain is 'nurikabe'"));
  check_raised(input_error(problem("nurikabe", "(moving) (adjacent c1 c2)")), 3, 18,
               part_of("unknown predicate 'adjacent'"));
  check_raised(input_error(problem("nurikabe", "(connected c1 c9)")), 3, 9, part_of("unknown object 'c9'"));
  check_raised(input_error(problem("nurikabe", "(connected c1)")), 3, 9, part_of("takes 2 arguments, found 1"));
  check_raised(input_error(problem("nurikabe", "(robot-pos g0)")), 3, 9,
               part_of("argument 1 of (robot-pos ...) takes type cell, but 'g0' is of type group"));
  check_raised(input_error(problem("nurikabe", "(not (moving))")), 3, 9, part_of("true atoms only"));
  check_raised(input_error(problem("nurikabe", "", "(group-painted g7)")), 4, 24, part_of("unknown object 'g7'"));
  check_raised(input_error(problem("nurikabe", "", "(exists (?g - group) (painted ?g ?g))")), 4, 30,
               part_of("predicate 'painted' takes 1 arguments, found 2"));
  check_raised(input_error([] { pddl::read_problem("(define (problem p) (:domain d))"); }), 1, 1, part_of("no (:goal"));
}

TEST_CASE("pddl: names are case-insensitive across domain, problem and plan", "[pddl]") {
  // The domain says NEXT and CONNECTED; this problem says next and connected,
  // and the plan shouts.
  pddl::Problem p = pddl::read_problem(
      "(DEFINE (PROBLEM Tiny) (:DOMAIN Nurikabe)\n"
      " (:OBJECTS Pos-0-0 POS-1-0 - Cell N1 - Num G0 - Group)\n"
      " (:INIT (next n0 n1) (connected pos-0-0 pos-1-0) (connected pos-1-0 pos-0-0) (Robot-Pos pos-1-0) (moving)\n"
      "        (source pos-1-0 g0) (part-of pos-0-0 g0) (remaining-cells g0 n1))\n"
      " (:GOAL (Group-Painted G0)))");
  PlanCheck ok = check(nurikabe_domain(), p, "(START-PAINTING POS-1-0 G0 N1 N0)\n(End-Painting g0)\n");
  CHECK(ok.valid);
  CHECK(ok.steps == 2);
}

// ---------------------------------------------------------------------------
// Plans
// ---------------------------------------------------------------------------

TEST_CASE("pddl: plans read one step a line, comments and blank lines skipped", "[pddl]") {
  std::vector<pddl::PlanStep> plan = pddl::read_plan(
      "; a heading\n\n  (Move  Pos-0-0\tpos-1-0) ; a note\r\n(end-painting g0)\n"
      "; cost = 2 (unit cost)\n");
  REQUIRE(plan.size() == 2);
  CHECK(plan[0].action == "move");
  CHECK(plan[0].args == std::vector<std::string>{"pos-0-0", "pos-1-0"});
  CHECK(plan[0].line == 3);
  CHECK(plan[0].column == 4);
  CHECK(plan[0].arg_columns == std::vector<int>{10, 18});
  CHECK(plan[1].line == 4);
  CHECK(pddl::read_plan("").empty());
  CHECK(pddl::read_plan("; cost = 0 (unit cost)\n").empty());

  check_raised(input_error([] { pddl::read_plan("(move a b)\nmove a b\n"); }), 2, 1,
               part_of("expected a step in parentheses"));
  check_raised(input_error([] { pddl::read_plan("  (move a b\n"); }), 1, 12, part_of("missing ')'"));
  check_raised(input_error([] { pddl::read_plan("(move a b) (move b a)\n"); }), 1, 12, part_of("one step per line"));
  check_raised(input_error([] { pddl::read_plan("(move (a) b)\n"); }), 1, 7, part_of("unexpected '('"));
  check_raised(input_error([] { pddl::read_plan("\n ( )\n"); }), 2, 2, part_of("empty step"));
}

TEST_CASE("pddl: plans in VAL's text, with time stamps and durations, read as the same steps", "[pddl]") {
  const std::vector<pddl::PlanStep> plain = pddl::read_plan("(move pos-0-0 pos-1-0)\n(end-painting g0)\n");
  for (const std::string text : {"0: (move pos-0-0 pos-1-0) [1]\n1: (end-painting g0) [1]\n",
                                 "0.000: (move pos-0-0 pos-1-0)\n1.000: (end-painting g0) ; done\n",
                                 "0.00100:   (move pos-0-0 pos-1-0)  [1.000]\n  12: (end-painting g0)\n"}) {
    INFO(text);
    std::vector<pddl::PlanStep> plan = pddl::read_plan(text);
    REQUIRE(plan.size() == 2);
    for (std::size_t i = 0; i < plan.size(); ++i) {
      CHECK(plan[i].action == plain[i].action);
      CHECK(plan[i].args == plain[i].args);
      CHECK(plan[i].line == static_cast<int>(i) + 1);
    }
  }
  // The column is that of the action's name, after the stamp.
  CHECK(pddl::read_plan("0.000: (move a b)\n").front().column == 9);
  // A stamp or a duration that is not one is refused where it starts.
  check_raised(input_error([] { pddl::read_plan("0 (move a b)\n"); }), 1, 1, part_of("expected a step in parentheses"));
  check_raised(input_error([] { pddl::read_plan("x: (move a b)\n"); }), 1, 1,
               part_of("expected a step in parentheses"));
  check_raised(input_error([] { pddl::read_plan("0:\n"); }), 1, 3, part_of("found the end of the line"));
  check_raised(input_error([] { pddl::read_plan("(move a b) [one]\n"); }), 1, 12, part_of("expected a duration"));
  check_raised(input_error([] { pddl::read_plan("(move a b) [1] x\n"); }), 1, 16, part_of("one step per line"));
  // The Fast Downward plan of the 4x3 grid, as VAL writes it, validates.
  std::string stamped;
  int k = 0;
  for (const pg::Line& line : pg::split_lines(plan_4x3()))
    if (!line.text.empty() && line.text.front() == '(')
      stamped += std::to_string(k++) + ": " + std::string(line.text) + " [1]\n";
  CHECK(check_4x3(stamped).valid);
  CHECK(check_4x3(stamped).steps == 13);
}

TEST_CASE("pddl: a correct Nurikabe plan in Fast Downward's text validates", "[pddl]") {
  PlanCheck result = check_4x3(plan_4x3());
  INFO(result.message);
  CHECK(result.valid);
  CHECK(result.steps == 13);
  CHECK(result.line == 0);
}

TEST_CASE("pddl: broken Nurikabe plans fail at the first failing step, naming the literal", "[pddl]") {
  const std::string paint_g0 =
      "(start-painting pos-0-0 g0 n3 n2)\n"
      "(move-painting pos-0-0 pos-0-1 g0 n2 n1)\n"
      "(move-painting pos-0-1 pos-0-2 g0 n1 n0)\n";
  struct Case {
    std::string name, plan, message;
    std::size_t steps;
    int line;
  };
  std::vector<Case> cases = {
      {"painting a cell blocked from the start",
       "(start-painting pos-0-0 g0 n3 n2)\n(move-painting pos-0-0 pos-1-0 g0 n2 n1)\n"
       "(move-painting pos-1-0 pos-2-0 g0 n1 n0)\n",
       "step 3 (move-painting pos-1-0 pos-2-0 g0 n1 n0): precondition (not (blocked pos-2-0)) is false", 2, 3},
      // pos-1-1 starts as part of g2 and unblocked: only the conditional
      // effect of painting pos-1-0 for g0 blocks it.
      {"painting into another group's cell",
       "(start-painting pos-0-0 g0 n3 n2)\n(move-painting pos-0-0 pos-1-0 g0 n2 n1)\n"
       "(move-painting pos-1-0 pos-1-1 g0 n1 n0)\n",
       "step 3 (move-painting pos-1-0 pos-1-1 g0 n1 n0): precondition (not (blocked pos-1-1)) is false", 2, 3},
      {"re-entering a painted cell with move", paint_g0 + "(end-painting g0)\n(move pos-0-2 pos-0-1)\n",
       "step 5 (move pos-0-2 pos-0-1): precondition (not (painted pos-0-1)) is false", 4, 5},
      {"moving on without end-painting", paint_g0 + "(move pos-0-2 pos-1-2)\n",
       "step 4 (move pos-0-2 pos-1-2): precondition (moving) is false", 3, 4},
      {"a wrong counter", "(start-painting pos-0-0 g0 n3 n2)\n(move-painting pos-0-0 pos-0-1 g0 n3 n2)\n",
       "step 2 (move-painting pos-0-0 pos-0-1 g0 n3 n2): precondition (remaining-cells g0 n3) is false", 1, 2},
      {"a counter that does not count down", "(start-painting pos-0-0 g0 n3 n1)\n",
       "step 1 (start-painting pos-0-0 g0 n3 n1): precondition (next n1 n3) is false", 0, 1},
      {"painting past the island's size", paint_g0 + "(move-painting pos-0-2 pos-1-2 g0 n0 n1)\n",
       "step 4 (move-painting pos-0-2 pos-1-2 g0 n0 n1): precondition (next n1 n0) is false", 3, 4},
      {"ending a group early", "(start-painting pos-0-0 g0 n3 n2)\n(end-painting g0)\n",
       "step 2 (end-painting g0): precondition (remaining-cells g0 n0) is false", 1, 2},
      {"the goal not reached", paint_g0 + "(end-painting g0)\n",
       "goal (group-painted g1) is false after the last step (4)", 4, 0},
      {"the empty plan", "; cost = 0 (unit cost)\n",
       "goal (group-painted g0) is false in the initial state (the plan is empty)", 0, 0},
  };
  for (const Case& c : cases) {
    SECTION(c.name) {
      PlanCheck result = check_4x3(c.plan);
      CHECK_FALSE(result.valid);
      CHECK(result.message == c.message);
      CHECK(result.steps == c.steps);
      CHECK(result.line == c.line);
    }
  }
  SECTION("the last step of the correct plan left out") {
    std::string plan = plan_4x3();
    plan.erase(plan.find("(end-painting g1)"), std::string("(end-painting g1)\n").size());
    PlanCheck result = check_4x3(plan);
    CHECK_FALSE(result.valid);
    CHECK(result.message == "goal (group-painted g1) is false after the last step (12)");
  }
}

TEST_CASE("pddl: steps that cannot be simulated are input errors at their place", "[pddl]") {
  check_raised(input_error([] { check_4x3("(start-painting pos-0-0 g0 n3 n2)\n (paint pos-0-1)\n"); }), 2, 3,
               part_of("unknown action 'paint'"));
  check_raised(input_error([] { check_4x3("(move pos-0-0 pos-9-9)\n"); }), 1, 15, part_of("unknown object 'pos-9-9'"));
  check_raised(input_error([] { check_4x3("(end-painting g0 g1)\n"); }), 1, 2,
               part_of("action 'end-painting' takes 1 arguments, found 2"));
  check_raised(input_error([] { check_4x3("(end-painting n1)\n"); }), 1, 15,
               part_of("'n1' is of type num, but parameter ?g of end-painting takes type group"));
  // Refused before the simulation: the first step alone would fail.
  check_raised(input_error([] { check_4x3("(move pos-0-0 pos-2-2)\n(move pos-0-0 nowhere)\n"); }), 2, 15,
               part_of("unknown object 'nowhere'"));
  // A problem for another domain is refused in the problem's text.
  pddl::Problem other = nurikabe_4x3();
  other.domain = "paint-nurikabe";
  REQUIRE(other.domain_line == 6);  // after four lines of comment and the header
  check_raised(input_error([&] { pddl::validate_plan(nurikabe_domain(), other, {}); }), 6, 12,
               part_of("the problem is for domain 'paint-nurikabe'"));
}

// ---------------------------------------------------------------------------
// A domain of its own
// ---------------------------------------------------------------------------

TEST_CASE("pddl: the two-rooms domain exercises the generic semantics", "[pddl]") {
  const std::string first_ball = "(pick b1 rooma left)\n(move rooma roomb)\n(drop-all roomb)\n(move roomb rooma)\n";
  SECTION("a correct plan: the lamp in hand at the drop saves the fragile ball") {
    // drop-all puts the lamp down too; the when inside it must see the state
    // before the action, when the lamp was still in hand.
    PlanCheck result = check_rooms(
        first_ball + "(pick lamp1 rooma left)\n(pick b2 rooma right)\n(move rooma roomb)\n(drop-all roomb)\n");
    INFO(result.message);
    CHECK(result.valid);
    CHECK(result.steps == 8);
  }
  SECTION("without the lamp the nested when breaks the ball") {
    PlanCheck result = check_rooms(first_ball + "(pick b2 rooma right)\n(move rooma roomb)\n(drop-all roomb)\n");
    CHECK_FALSE(result.valid);
    CHECK(result.message == "goal (not (exists (?b - ball) (broken ?b))) is false after the last step (7)");
  }
  SECTION("equality") {
    PlanCheck result = check_rooms("(move rooma rooma)\n");
    CHECK(result.message == "step 1 (move rooma rooma): precondition (not (= rooma rooma)) is false");
  }
  SECTION("imply with a forall") {
    PlanCheck result = check_rooms("(pick lamp1 rooma right)\n(pick b1 rooma left)\n");
    CHECK(result.message ==
          "step 2 (pick b1 rooma left): precondition (imply (heavy b1) (forall (?h - gripper) (free ?h))) is false");
    CHECK(result.line == 2);
  }
  SECTION("or with an exists") {
    PlanCheck result = check_rooms(first_ball.substr(0, first_ball.rfind("(move")) + "(pick b1 roomb left)\n");
    CHECK(result.message ==
          "step 4 (pick b1 roomb left): precondition (or (lit roomb) (exists (?l - lamp ?h - gripper) (carry ?l "
          "?h))) is false");
  }
  SECTION("the same or made true by the exists: a lamp in the other hand") {
    pddl::Problem p = pddl::read_problem(
        "(define (problem fetch) (:domain two-rooms)\n"
        " (:objects rooma roomb - room b3 - ball lamp1 - lamp)\n"
        " (:init (at-robby rooma) (lit rooma) (at lamp1 rooma) (at b3 roomb) (free left) (free right))\n"
        " (:goal (carry b3 right)))");
    CHECK(check(two_rooms_domain(), p, "(pick lamp1 rooma left)\n(move rooma roomb)\n(pick b3 roomb right)\n").valid);
    CHECK(check(two_rooms_domain(), p, "(move rooma roomb)\n(pick b3 roomb right)\n").line == 2);
  }
  SECTION("subtypes: a parameter of type item takes a ball or a lamp, not a room") {
    check_raised(input_error([] { check_rooms("(pick rooma rooma left)\n"); }), 1, 7,
                 part_of("'rooma' is of type room, but parameter ?i of pick takes type item"));
    check_raised(input_error([] { check_rooms("(pick b1 rooma b2)\n"); }), 1, 16, part_of("takes type gripper"));
  }
}

TEST_CASE("pddl: effects read the state before the action, deletions before additions", "[pddl]") {
  pddl::Domain d = pddl::read_domain(
      "(define (domain switches) (:requirements :strips :negative-preconditions :conditional-effects)\n"
      " (:predicates (on ?x))\n"
      " (:action flip :parameters (?x) :effect (and (when (on ?x) (not (on ?x))) (when (not (on ?x)) (on ?x))))\n"
      " (:action both :parameters (?x) :effect (and (on ?x) (not (on ?x))))\n"
      " (:action none :parameters ()))");
  pddl::Problem p = pddl::read_problem(
      "(define (problem s) (:domain switches) (:objects a b) (:init (on a))\n"
      " (:goal (and (not (on a)) (on b))))");
  // Read one after the other, the second when would turn a back on.
  CHECK(check(d, p, "(flip a)\n(flip b)\n").valid);
  CHECK(check(d, p, "(flip a)\n(flip b)\n(none)\n(flip a)\n").message ==
        "goal (not (on a)) is false after the last step (4)");
  // An atom both added and deleted ends up true.
  CHECK(check(d, p, "(both b)\n(flip a)\n").valid);
  CHECK_FALSE(check(d, p, "(flip a)\n(both a)\n").valid);
}

// ---------------------------------------------------------------------------
// Other tools
// ---------------------------------------------------------------------------

// ---------------------------------------------------------------------------
// Scale
// ---------------------------------------------------------------------------

TEST_CASE("pddl: a 25x25 problem with a plan of thousands of steps validates quickly", "[pddl]") {
  // Islands of 24 cells on the even rows, sources on the left edge; the robot
  // paints each row left to right, then walks the sea row below back and
  // forth before the next source, to make the plan long.
  constexpr int kSide = 25, kIsland = 24, kLaps = 7;
  pg::Instance instance;
  instance.puzzle = "nurikabe";
  instance.rows = instance.cols = kSide;
  instance.givens.assign(kSide * kSide, pg::kNone);
  std::vector<int> rows_with_numbers;
  for (int y = 0; y < kSide; y += 2) {
    instance.givens[static_cast<std::size_t>(instance.index(y, 0))] = kIsland;
    rows_with_numbers.push_back(y);
  }
  std::string problem_text = pg::nurikabe::pddl_format().write(instance);

  std::string plan;
  auto step = [&](const std::string& s) { plan += s + "\n"; };
  for (std::size_t g = 0; g < rows_with_numbers.size(); ++g) {
    int y = rows_with_numbers[g];
    std::string group = " g" + std::to_string(g);
    step("(start-painting " + pos(0, y) + group + " n" + std::to_string(kIsland) + " n" + std::to_string(kIsland - 1) +
         ")");
    for (int x = 1; x < kIsland; ++x)
      step("(move-painting " + pos(x - 1, y) + " " + pos(x, y) + group + " n" + std::to_string(kIsland - x) + " n" +
           std::to_string(kIsland - x - 1) + ")");
    step("(end-painting" + group + ")");
    if (g + 1 == rows_with_numbers.size()) break;
    step("(move " + pos(kIsland - 1, y) + " " + pos(kSide - 1, y) + ")");
    step("(move " + pos(kSide - 1, y) + " " + pos(kSide - 1, y + 1) + ")");
    int x = kSide - 1;
    for (int lap = 0; lap < kLaps; ++lap) {
      int to = lap % 2 == 0 ? 0 : kSide - 1;
      for (int dx = to < x ? -1 : 1; x != to; x += dx) step("(move " + pos(x, y + 1) + " " + pos(x + dx, y + 1) + ")");
    }
    step("(move " + pos(x, y + 1) + " " + pos(x, y + 2) + ")");
  }
  plan += "; cost = 0 (unit cost)\n";

  auto start = std::chrono::steady_clock::now();
  pddl::Problem problem = pddl::read_problem(problem_text);
  std::vector<pddl::PlanStep> steps = pddl::read_plan(plan);
  auto read = std::chrono::steady_clock::now();
  PlanCheck result = pddl::validate_plan(nurikabe_domain(), problem, steps);
  auto done = std::chrono::steady_clock::now();
  double read_seconds = std::chrono::duration<double>(read - start).count();
  double validate_seconds = std::chrono::duration<double>(done - read).count();
  INFO(steps.size() << " steps: read in " << read_seconds << " s, validated in " << validate_seconds << " s");
  INFO(result.message);
  REQUIRE(result.valid);
  CHECK(steps.size() > 2000);
  CHECK(validate_seconds < 1.0);

  // The same plan one move-painting short of the last island.
  std::size_t last = plan.rfind("(move-painting");
  plan.erase(last, plan.find('\n', last) + 1 - last);
  PlanCheck broken = pddl::validate_plan(nurikabe_domain(), problem, pddl::read_plan(plan));
  CHECK_FALSE(broken.valid);
  CHECK(broken.message == "step " + std::to_string(steps.size() - 1) +
                              " (end-painting g12): precondition "
                              "(remaining-cells g12 n0) is false");
}

TEST_CASE("pddl: no domain names a thing with a word VAL's parser reserves", "[pddl]") {
  // The words of VAL's lexer (Parser/pddl+.l) that PDDL names could be; it
  // reads them case-insensitively as keywords (PDDL3's constraints, PDDL+),
  // and refuses a domain that declares one: "Problem in domain definition!".
  const std::vector<std::string> reserved = {
      "define", "domain", "and", "or", "exists", "forall", "imply", "not", "when", "either", "problem",
      "minimize", "maximize", "is-violated", "duration", "total-time", "time", "number", "increase",
      "decrease", "scale-up", "scale-down", "assign", "preference", "always", "sometime", "within",
      "at-most-once", "sometime-after", "sometime-before", "always-within", "hold-during", "hold-after",
      "after", "supply-demand", "name"};
  for (const pg::pddl::ProblemFormat* format : pg::problem_formats()) {
    const pg::pddl::Domain& domain = format->domain(std::string(format->domain_name()));
    std::vector<std::string> names;
    for (const auto& [predicate, args] : domain.predicates) names.push_back(predicate);
    for (const auto& [type, parent] : domain.parent_type) names.push_back(type);
    for (const auto& constant : domain.constants) names.push_back(constant.name);
    for (const auto& action : domain.actions) names.push_back(action.name);
    for (const auto& task : domain.tasks) names.push_back(task.name);
    for (const auto& method : domain.methods) names.push_back(method.name);
    for (const std::string& name : names) {
      INFO(format->domain_name() << ": " << name);
      CHECK(std::find(reserved.begin(), reserved.end(), name) == reserved.end());
    }
  }
}

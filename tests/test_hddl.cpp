// HDDL: domains with compound tasks and methods, problems with an initial
// task network, read with faults at their place; and hierarchical plans
// checked against them, each fault at its line.
#include <catch2/catch.hpp>

#include <set>
#include <string>
#include <vector>

#include "pddl/decomposition.hpp"
#include "pddl/htn_plan_text.hpp"
#include "pddl/language.hpp"
#include "pddl/progression.hpp"
#include "support.hpp"

using namespace pg::pddl;
using pg::test::check_raised;
using pg::test::input_error;
using pg::test::part_of;

namespace {

// Three white cells in a row: a bulb lights its own cell and those it sees.
constexpr const char* kDomain = R"((define (domain row)
  (:requirements :typing :hierarchy :negative-preconditions)
  (:types cell)
  (:predicates (SEES ?a ?b - cell) (bulb ?c - cell) (lit ?c - cell))
  (:task light :parameters (?c - cell))
  (:task place :parameters (?c - cell))
  (:method light-lit :parameters (?c - cell) :task (light ?c)
    :precondition (lit ?c) :ordered-subtasks (and))
  (:method light-by :parameters (?c ?b - cell) :task (light ?c)
    :precondition (and (not (lit ?c)) (SEES ?b ?c)) :ordered-subtasks (and (t1 (place ?b))))
  (:method place-bulb :parameters (?b - cell) :task (place ?b)
    :subtasks (and (t2 (shine ?b)) (t1 (put-bulb ?b))) :ordering (and (< t1 t2)))
  (:method place-seen :parameters (?b ?s - cell) :task (place ?b)
    :precondition (and (SEES ?s ?b) (not (lit ?s))) :ordered-subtasks (put-bulb ?b))
  (:action put-bulb :parameters (?c - cell) :precondition (not (lit ?c)) :effect (and (bulb ?c) (lit ?c)))
  (:action shine :parameters (?c - cell)
    :effect (forall (?d - cell) (when (SEES ?c ?d) (lit ?d)))))
)";

constexpr const char* kProblem = R"((define (problem three) (:domain row)
  (:objects c0 c1 c2 - cell)
  (:htn :parameters () :ordered-subtasks (and (t1 (light c0)) (t2 (light c1)) (t3 (light c2))))
  (:init (SEES c0 c1) (SEES c0 c2) (SEES c1 c0) (SEES c1 c2) (SEES c2 c0) (SEES c2 c1)))
)";

// The bulb on c1 lights the row.
constexpr const char* kPlan = R"(==>
0 put-bulb c1
1 shine c1
root 2 4 5
2 light c0 -> light-by 3
3 place c1 -> place-bulb 0 1
4 light c1 -> light-lit
5 light c2 -> light-lit
<==
)";

PlanCheck check(const std::string& plan, const std::string& problem = kProblem) {
  return validate_htn_plan(read_domain(kDomain), read_problem(problem), read_htn_plan(plan));
}

// A text edited from `from` to `to`, and where the reader refuses it.
struct Fault {
  std::string from;
  std::string to;
  int line;
  int column;
  pg::test::Says says;
};

std::string replaced(std::string text, const std::string& from, const std::string& to) {
  const auto at = text.find(from);
  REQUIRE(at != std::string::npos);
  return text.replace(at, from.size(), to);
}

}  // namespace

TEST_CASE("hddl: a domain's tasks and methods are read, subtasks in their order", "[pddl][hddl]") {
  const Domain domain = read_domain(kDomain);
  CHECK(domain.hierarchical());
  REQUIRE(domain.tasks.size() == 2);
  CHECK(domain.tasks[0].name == "light");
  CHECK(domain.tasks[0].parameters.size() == 1);
  REQUIRE(domain.methods.size() == 4);
  const Method& by = domain.methods[1];
  CHECK(by.name == "light-by");
  CHECK(by.task.name() == "light");
  CHECK(to_string(by.precondition) == "(and (not (lit ?c)) (sees ?b ?c))");
  REQUIRE(by.subtasks.size() == 1);
  CHECK(by.subtasks[0].id == "t1");
  CHECK(to_string(by.subtasks[0].call) == "(place ?b)");
  // :subtasks with an :ordering that leaves one order, in that order.
  const Method& place = domain.methods[2];
  REQUIRE(place.subtasks.size() == 2);
  CHECK(place.subtasks[0].name() == "put-bulb");
  CHECK(place.subtasks[1].name() == "shine");
  // A lone subtask without (and ...) nor an id.
  REQUIRE(domain.methods[3].subtasks.size() == 1);
  CHECK(domain.methods[3].subtasks[0].id.empty());
  CHECK(to_string(domain.methods[3].precondition) == "(and (sees ?s ?b) (not (lit ?s)))");
  CHECK(domain.methods[0].subtasks.empty());
  CHECK_FALSE(read_domain("(define (domain d) (:predicates (p)) (:action a :effect (p)))").hierarchical());
}

TEST_CASE("hddl: a problem's initial task network is read, and its goal may be left out", "[pddl][hddl]") {
  const Problem problem = read_problem(kProblem);
  REQUIRE(problem.htn);
  REQUIRE(problem.htn->subtasks.size() == 3);
  CHECK(to_string(problem.htn->subtasks[2].call) == "(light c2)");
  CHECK(problem.goal.is_list);
  CHECK(problem.goal.items.empty());
  check_problem(read_domain(kDomain), problem);
}

TEST_CASE("hddl: faults of a domain or problem are refused at their place", "[pddl][hddl]") {
  const Fault domain_faults[] = {
      {"(:method light-lit :parameters (?c - cell) :task (light ?c)",
       "(:method light-lit :parameters (?c - cell) :task (shine ?c)", 7, 53,
       part_of("decomposes 'shine', which is no compound task")},
      {":ordered-subtasks (and (t1 (place ?b))))", ":ordered-subtasks (and (t1 (place ?b ?c))))", 10, 80,
       "task 'place' takes 1 arguments, found 2"},
      {":ordered-subtasks (and (t1 (place ?b))))", ":ordered-subtasks (and (t1 (plant ?b))))", 10, 81,
       "unknown task 'plant': neither a task nor an action of the domain"},
      {":ordered-subtasks (and (t1 (place ?b))))", ":ordered-subtasks (and (t1 (place ?x))))", 10, 87,
       part_of("unknown variable '?x'")},
      {":ordering (and (< t1 t2))", ":ordering (and)", 11, 3,
       part_of("the subtasks are only partly ordered")},
      {":ordering (and (< t1 t2))", ":ordering (and (< t1 t3))", 12, 77, "no subtask has the id 't3'"},
      {"(:task place :parameters (?c - cell))", "(:task light :parameters (?c - cell))", 6, 10,
       "task 'light' is declared twice, or as an action too"},
      {":precondition (lit ?c) :ordered-subtasks (and))", ":precondition (lit ?c) :constraints (and))", 8, 28,
       part_of(":constraints are not supported")},
      {":requirements :typing :hierarchy", ":requirements :typing :hierarchy :method-preconditions :htn-foo", 2, 59,
       part_of("requirement ':htn-foo' is not supported")},
  };
  for (const Fault& fault : domain_faults) {
    INFO(fault.to);
    check_raised(input_error([&] { read_domain(replaced(kDomain, fault.from, fault.to)); }), fault.line,
                 fault.column, fault.says);
  }
  const Domain domain = read_domain(kDomain);
  const Fault problem_faults[] = {
      {"(t3 (light c2))", "(t3 (light c3))", 3, 90, "unknown object 'c3'"},
      {"(t3 (light c2))", "(t3 (light))", 3, 83, "task 'light' takes 1 arguments, found 0"},
      {"(:htn :parameters () :ordered-subtasks (and (t1 (light c0)) (t2 (light c1)) (t3 (light c2))))",
       "(:goal (lit c0))", 1, 34, part_of("is hierarchical (HDDL), but the problem has no initial task network")},
      {"(:htn :parameters () :ordered-subtasks", "(:htn :parameters () :subtasks", 3, 3,
       part_of("the subtasks are not ordered")},
  };
  for (const Fault& fault : problem_faults) {
    INFO(fault.to);
    check_raised(input_error([&] { check_problem(domain, read_problem(replaced(kProblem, fault.from, fault.to))); }),
                 fault.line, fault.column, fault.says);
  }
  check_raised(input_error([&] {
                 check_problem(read_domain("(define (domain row) (:predicates (p)) (:action a :effect (p)))"),
                               read_problem("(define (problem p) (:domain row) (:htn :ordered-subtasks (a)))"));
               }),
               1, 35, part_of("declares no tasks (:task ...): it is no HDDL domain"));
  check_raised(input_error([&] { read_problem("(define (problem p) (:domain row))"); }), 1, 1,
               "the problem has no (:goal ...), nor an initial task network (:htn ...)");
}

TEST_CASE("hddl: a plan that decomposes the network into applicable actions is valid", "[pddl][hddl]") {
  const PlanCheck valid = check(kPlan);
  INFO(valid.message);
  CHECK(valid.valid);
  CHECK(valid.steps == 2);
  // A free parameter (?s of place-seen) is any object that makes the
  // precondition true: a dark cell that sees c1, here c0 or c2.
  const std::string place = replaced(kProblem, "(and (t1 (light c0)) (t2 (light c1)) (t3 (light c2)))", "(place c1)");
  const std::string plan = "==>\n0 put-bulb c1\nroot 1\n1 place c1 -> place-seen 0\n<==\n";
  const PlanCheck seen = check(plan, place);
  INFO(seen.message);
  CHECK(seen.valid);
  // With both lit, none does.
  const PlanCheck unseen = check(plan, replaced(place, "(:init", "(:init (lit c0) (lit c2)"));
  CHECK_FALSE(unseen.valid);
  CHECK(unseen.line == 4);
  CHECK(unseen.message ==
        "method place-seen of task 1 (place c1): no objects for its free parameters make its precondition "
        "(and (sees ?s c1) (not (lit ?s))) true");
}

TEST_CASE("hddl: a plan that does not carry out the network is refused at its line", "[pddl][hddl]") {
  struct Broken {
    std::string from;
    std::string to;
    int line;
    std::string says;
  };
  const Broken broken[] = {
      // The bulb lights c1 but does not shine, so its shine is left over.
      {"3 place c1 -> place-bulb 0 1", "3 place c1 -> place-seen 0", 3,
       "action 1 (shine c1) is no subtask of any task reached from the root"},
      {"4 light c1 -> light-lit", "4 light c1 -> light-by", 7,
       "method light-by of task 4 (light c1) has 1 subtasks, but the plan gives it 0"},
      {"5 light c2 -> light-lit", "5 light c2 -> place-bulb", 8, "method place-bulb decomposes (place ...), not task 5 (light c2)"},
      {"3 place c1 -> place-bulb 0 1", "3 place c1 -> place-bulb 1 0", 3,
       "subtask 1 of method place-bulb of task 3 (place c1) is (put-bulb ...), but task 1 (shine c1) stands there"},
      {"root 2 4 5", "root 2 5 4", 8,
       "argument 1 of task 5 (light c2) should be c1 in the initial task network"},
      {"1 shine c1", "1 shine c0", 3,
       "argument 1 of task 1 (shine c0) should be ?b, bound to c1 in method place-bulb of task 3 (place c1)"},
      {"root 2 4 5", "root 2 4", 4, "the initial task network has 3 subtasks, but the plan gives it 2"},
  };
  for (const Broken& b : broken) {
    INFO(b.to);
    const PlanCheck result = check(replaced(kPlan, b.from, b.to));
    CHECK_FALSE(result.valid);
    CHECK(result.line == b.line);
    CHECK(result.message == b.says);
  }
  // Listed out of the order the decompositions carry them out.
  const PlanCheck order = check(replaced(replaced(kPlan, "0 put-bulb c1\n1 shine c1", "1 shine c1\n0 put-bulb c1"),
                                         "place-bulb 0 1", "place-bulb 0 1"));
  CHECK_FALSE(order.valid);
  CHECK(order.line == 3);
  CHECK_THAT(order.message, Catch::StartsWith("the decompositions reach action 0 (put-bulb c1) where the plan lists "
                                              "action 1 (shine c1) (line 2)"));
  // An action's precondition: the bulb on c1 twice.
  const PlanCheck twice = check(
      "==>\n0 put-bulb c1\n1 shine c1\n6 put-bulb c1\nroot 2 4 5\n2 light c0 -> light-by 3\n3 place c1 -> place-bulb 0 1\n"
      "4 light c1 -> light-lit\n5 light c2 -> light-by 7\n7 place c1 -> place-seen 6\n<==\n");
  CHECK_FALSE(twice.valid);
  CHECK(twice.line == 9);
  CHECK(twice.message == "method light-by of task 5 (light c2): precondition (not (lit c2)) is false");
  // An orphan.
  const PlanCheck orphan = check(replaced(kPlan, "<==", "9 shine c0\n<=="));
  CHECK_FALSE(orphan.valid);
  CHECK(orphan.line == 9);
  CHECK(orphan.message == "action 9 (shine c0) is no subtask of any task reached from the root");
  // The goal, when the problem has one.
  const std::string with_goal = replaced(kProblem, "(:init", "(:goal (bulb c0)) (:init");
  const PlanCheck goal = check(kPlan, with_goal);
  CHECK_FALSE(goal.valid);
  CHECK(goal.message == "goal (bulb c0) is false after the last action");
}

TEST_CASE("hddl: a plan that cannot be checked is refused at its place", "[pddl][hddl]") {
  const Fault faults[] = {
      {"root 2 4 5", "root 2 4 6", 4, 1, "no line of the plan defines task 6, a subtask of the root"},
      {"root 2 4 5", "root 2 4 5 3", 5, 1, "task 3 is a subtask twice: here and at line 4"},
      {"4 light c1 -> light-lit", "4 light c1 -> light-dim", 7, 15, "unknown method 'light-dim': the domain has no such method"},
      {"4 light c1 -> light-lit", "4 lamp c1 -> light-lit", 7, 1, "unknown task 'lamp': the domain has no such compound task"},
      {"4 light c1 -> light-lit", "4 shine c1 -> light-lit", 7, 1, "(shine c1) is an action: no method decomposes it"},
      {"0 put-bulb c1", "0 light c1", 2, 1, part_of("(light c1) is a compound task: its line needs '-> METHOD'")},
      {"0 put-bulb c1", "0 put-bulb c7", 2, 12, part_of("unknown object 'c7'")},
      {"4 light c1 -> light-lit", "4 light c1 c2 -> light-lit", 7, 1, "task 'light' takes 1 arguments, found 2"},
  };
  for (const Fault& fault : faults) {
    INFO(fault.to);
    check_raised(input_error([&] { check(replaced(kPlan, fault.from, fault.to)); }), fault.line, fault.column,
                 fault.says);
  }
}

TEST_CASE("hddl: a walk of every decomposition finds each plan, and each passes the check", "[pddl][hddl]") {
  const Domain domain = read_domain(kDomain);
  const Problem problem = read_problem(replaced(kProblem, "(:init", "(:goal (and (lit c0) (lit c1) (lit c2))) (:init"));
  std::vector<Progression> open{Progression(domain, problem)};
  std::set<std::vector<std::string>> bulbs;  // where each finished plan puts its bulbs
  int finished = 0;
  while (!open.empty()) {
    Progression at = std::move(open.back());
    open.pop_back();
    if (at.finished()) {
      ++finished;
      const PlanCheck result = validate_htn_plan(domain, problem, at.plan());
      INFO(result.message);
      CHECK(result.valid == at.goal_holds());
      if (!result.valid) continue;
      std::vector<std::string> cells;
      for (const PlanStep& step : at.actions())
        if (step.action == "put-bulb") cells.push_back(step.args[0]);
      bulbs.insert(cells);
      continue;
    }
    for (Progression& next : at.successors()) open.push_back(std::move(next));
  }
  // c0 is lit by a bulb on c1 or c2 (it does not see itself), placed with
  // its light (place-bulb) or without (place-seen): then c2, or c1, is lit
  // by a bulb on c0 that shines, or not (the goal fails), or is already lit.
  CHECK(bulbs == std::set<std::vector<std::string>>{{"c1"}, {"c2"}, {"c1", "c0"}, {"c2", "c0"}});
  CHECK(finished == 6);
}

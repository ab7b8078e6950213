// Hierarchical plans in the text PANDA's verifier reads: read back what the
// writer writes, a planner's log around them, and faults at their place.
#include <catch2/catch.hpp>

#include <string>

#include "pddl/htn_plan_text.hpp"
#include "support.hpp"

using pg::pddl::HtnPlan;
using pg::pddl::HtnPlanWriter;
using pg::pddl::read_htn_plan;
using pg::test::check_raised;
using pg::test::input_error;
using pg::test::part_of;

TEST_CASE("a written hierarchical plan reads back: actions in order, root, decompositions", "[pddl][htn]") {
  HtnPlanWriter writer;
  const int bulb = writer.action({"put-bulb", "pos-1-0"});
  const int lit = writer.task({"light", "pos-1-0"}, "light-lit", {});
  const int by = writer.task({"light", "pos-0-0"}, "light-by", {bulb});
  writer.root({by, lit});
  const std::string text = writer.text();
  CHECK(text == "==>\n0 put-bulb pos-1-0\nroot 2 1\n1 light pos-1-0 -> light-lit\n2 light pos-0-0 -> light-by 0\n<==\n");

  const HtnPlan plan = read_htn_plan(text);
  REQUIRE(plan.actions.size() == 1);
  CHECK(plan.actions[0].id == 0);
  CHECK(plan.actions[0].name == "put-bulb");
  CHECK(plan.actions[0].args == std::vector<std::string>{"pos-1-0"});
  CHECK(plan.actions[0].line == 2);
  CHECK(plan.root == std::vector<int>{2, 1});
  CHECK(plan.root_line == 3);
  REQUIRE(plan.decompositions.size() == 2);
  CHECK(plan.decompositions[0].task.id == 1);
  CHECK(plan.decompositions[0].method == "light-lit");
  CHECK(plan.decompositions[0].subtasks.empty());
  CHECK(plan.decompositions[1].task.name == "light");
  CHECK(plan.decompositions[1].task.args == std::vector<std::string>{"pos-0-0"});
  CHECK(plan.decompositions[1].method == "light-by");
  CHECK(plan.decompositions[1].method_column == 20);
  CHECK(plan.decompositions[1].subtasks == std::vector<int>{0});
}

TEST_CASE("a planner's log around the plan is skipped, and the closing line may be missing", "[pddl][htn]") {
  const HtnPlan plan = read_htn_plan(
      "- Status: Solved\nfound a plan\n==>\n\n3 PUT-BULB Pos-0-0\nroot 2 8\n2 light pos-0-0 -> Light-By 3\n"
      "8 light pos-1-0 -> light-lit\n");
  REQUIRE(plan.actions.size() == 1);
  CHECK(plan.actions[0].name == "put-bulb");  // names are lowercased, as PDDL's
  CHECK(plan.actions[0].args == std::vector<std::string>{"pos-0-0"});
  CHECK(plan.actions[0].line == 5);
  CHECK(plan.root == std::vector<int>{2, 8});
  REQUIRE(plan.decompositions.size() == 2);
  CHECK(plan.decompositions[0].method == "light-by");
  CHECK(read_htn_plan("==>\nroot\n<==\nanything after the plan\n").root.empty());
}

TEST_CASE("faults of a hierarchical plan are refused at their line and column", "[pddl][htn]") {
  struct Fault {
    const char* text;
    int line, column;
    pg::test::Says says;
  };
  const Fault faults[] = {
      {"0 put-bulb a\nroot 0\n", 1, 1, "expected a line '==>' that opens a hierarchical plan; found none"},
      {"log\n==>\n0 put-bulb a\n<==\n", 2, 1, part_of("has no root line")},
      {"==>\n0 a x\nroot 0\nroot 0\n", 4, 1, "a second root line (the first is line 3)"},
      {"==>\n0 a x\n0 b y\nroot 0\n", 3, 1, "task id 0 is used before, at line 2"},
      {"==>\nput-bulb a\nroot 0\n", 2, 1, part_of("expected a task's id, a number such as 3, found 'put-bulb'")},
      {"==>\n  7\nroot 7\n", 2, 3, "expected the task's name after its id 7"},
      {"==>\n1 light a ->\nroot 1\n", 2, 11, "expected the method's name after '->'"},
      {"==>\n1 light a -> m x\nroot 1\n", 2, 16, part_of("expected a subtask's id")},
      {"==>\nroot 1 two\n", 2, 8, part_of("expected a root task's id")},
  };
  for (const Fault& fault : faults) {
    INFO(fault.text);
    check_raised(input_error([&] { read_htn_plan(fault.text); }), fault.line, fault.column, fault.says);
  }
}

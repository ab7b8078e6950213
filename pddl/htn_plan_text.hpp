// Hierarchical plans as PANDA's tools print and verify them (pandaPIparser
// --verify): the primitive actions in the order they are carried out, the
// tasks of the initial task network, and each compound task's decomposition
// into the method chosen and its subtasks, every task under an id.
//
//   ==>
//   0 put-bulb pos-1-0
//   root 1 2
//   1 light pos-0-0 -> light-by 0
//   2 light pos-1-0 -> light-lit
//   <==
#pragma once

#include <initializer_list>
#include <string>
#include <string_view>
#include <vector>

#include "pddl/plan_text.hpp"

namespace pg::pddl {

// A task as a line of the plan names it: its id, name and arguments.
struct HtnTask {
  int id = 0;
  std::string name;  // lowercased, as every PDDL name
  std::vector<std::string> args;
  int line = 0;    // 1-based, in the plan's text
  int column = 0;  // of the id
  std::vector<int> arg_columns;
};

// A compound task, the method that decomposes it and its subtasks' ids.
struct HtnDecomposition {
  HtnTask task;
  std::string method;  // lowercased
  int method_column = 0;
  std::vector<int> subtasks;
};

struct HtnPlan {
  std::vector<HtnTask> actions;  // in the order they are carried out
  std::vector<int> root;         // the initial task network's tasks
  int root_line = 0;
  std::vector<HtnDecomposition> decompositions;
};

// The plan between a line "==>" and a line "<==". What comes before "==>"
// (a planner's log) is skipped, and the closing line may be missing, as
// some planners leave it out. Blank lines are skipped. InputError at the
// line and column of a fault: no "==>", a line that is no action, root or
// decomposition, an id used twice, no root line or two.
HtnPlan read_htn_plan(std::string_view text);
// The plan's actions as the steps of a sequential plan, in order.
std::vector<PlanStep> action_steps(const HtnPlan& plan);

// A plan in that text. Ids are given in the order of the calls, actions and
// compound tasks alike; the actions are written first, in that order, then
// the root line, then the decompositions.
class HtnPlanWriter {
 public:
  // An action, "name arg ...": its id.
  int action(std::initializer_list<std::string_view> words);
  // A compound task, "name arg ...", decomposed by `method` into the tasks
  // `subtasks`, in their order: its id.
  int task(std::initializer_list<std::string_view> words, std::string_view method, const std::vector<int>& subtasks);
  // The tasks of the initial task network, in their order.
  void root(const std::vector<int>& tasks) { root_ = tasks; }
  std::string text() const;

 private:
  std::string actions_;
  std::string decompositions_;
  std::vector<int> root_;
  int next_id_ = 0;
};

}  // namespace pg::pddl

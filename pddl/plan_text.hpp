// Plan text as planners print it: one step per line.
#pragma once

#include <initializer_list>
#include <string>
#include <string_view>
#include <vector>

namespace pg::pddl {

// A name as plans keep it: lowercased, as every PDDL name.
std::string lowercase(std::string_view text);

struct PlanStep {
  std::string action;  // lowercased, as every PDDL name
  std::vector<std::string> args;
  int line = 0;    // 1-based, in the plan's text
  int column = 0;  // of the action's name
  std::vector<int> arg_columns;
};

// One "(action arg ...)" per line, as Fast Downward's sas_plan has them.
// Blank lines and lines starting with ';' (such as the closing
// "; cost = 42 (unit cost)") are skipped, as is a ';' comment after a step.
// The step may carry what VAL's and temporal planners' plans add around it:
// a time stamp before it ("0: (a b)", "0.000: (a b)") and a duration after
// it ("(a b) [1]"); the steps are taken in the order of the lines.
std::vector<PlanStep> read_plan(std::string_view text);
// A step as a plan writes it: "(move pos-0-0 pos-1-0)", lowercased.
std::string step_text(const PlanStep& step);

// A sequential plan as Fast Downward writes one: a step a line, then
// "; cost = N (unit cost)".
class PlanWriter {
 public:
  // "(action arg ...)": the action's name and its arguments.
  void step(std::initializer_list<std::string_view> words);
  std::string text() const;

 private:
  std::string steps_;
  int count_ = 0;
};

}  // namespace pg::pddl

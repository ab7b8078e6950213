#include "pddl/htn_plan_text.hpp"

#include <climits>
#include <map>

#include "core/errors.hpp"
#include "core/text.hpp"
#include "pddl/plan_text.hpp"

namespace pg::pddl {
namespace {

int id_of(const Token& token, int line, std::string_view what) {
  if (!all_digits(token.text))
    throw InputError("expected " + std::string(what) + ", a number such as 3, found " + describe_token(token.text),
                     line, token.column);
  return parse_int(token, line, 0, INT_MAX, what);
}

// "ID name arg ...", the tokens [from, to) of a line.
HtnTask task_of(const std::vector<Token>& tokens, std::size_t from, std::size_t to, int line) {
  HtnTask task;
  task.line = line;
  task.column = tokens[from].column;
  task.id = id_of(tokens[from], line, "a task's id");
  if (from + 1 >= to)
    throw InputError("expected the task's name after its id " + std::to_string(task.id), line, tokens[from].column);
  task.name = lowercase(tokens[from + 1].text);
  for (std::size_t i = from + 2; i < to; ++i) {
    task.args.push_back(lowercase(tokens[i].text));
    task.arg_columns.push_back(tokens[i].column);
  }
  return task;
}

}  // namespace

HtnPlan read_htn_plan(std::string_view text) {
  HtnPlan plan;
  bool open = false;
  int opened = 0;  // the line of "==>"
  std::map<int, int> line_of_id;
  auto note_id = [&](const HtnTask& task) {
    auto [at, fresh] = line_of_id.emplace(task.id, task.line);
    if (!fresh)
      throw InputError("task id " + std::to_string(task.id) + " is used before, at line " + std::to_string(at->second),
                       task.line, task.column);
  };
  for (const Line& line : split_lines(text)) {
    const std::string_view s = trim(line.text);
    if (!open) {
      open = s == "==>";
      opened = line.number;
      continue;
    }
    if (s == "<==") break;
    const std::vector<Token> tokens = split_tokens(line.text);
    if (tokens.empty()) continue;
    if (tokens[0].text == "root") {
      if (plan.root_line > 0)
        throw InputError("a second root line (the first is line " + std::to_string(plan.root_line) + ")",
                         line.number, tokens[0].column);
      plan.root_line = line.number;
      for (std::size_t i = 1; i < tokens.size(); ++i) plan.root.push_back(id_of(tokens[i], line.number, "a root task's id"));
      continue;
    }
    std::size_t arrow = 0;
    while (arrow < tokens.size() && tokens[arrow].text != "->") ++arrow;
    if (arrow == tokens.size()) {
      plan.actions.push_back(task_of(tokens, 0, tokens.size(), line.number));
      note_id(plan.actions.back());
      continue;
    }
    HtnDecomposition decomposition{task_of(tokens, 0, arrow, line.number), {}, 0, {}};
    if (arrow + 1 >= tokens.size())
      throw InputError("expected the method's name after '->'", line.number, tokens[arrow].column);
    decomposition.method = lowercase(tokens[arrow + 1].text);
    decomposition.method_column = tokens[arrow + 1].column;
    for (std::size_t i = arrow + 2; i < tokens.size(); ++i)
      decomposition.subtasks.push_back(id_of(tokens[i], line.number, "a subtask's id"));
    note_id(decomposition.task);
    plan.decompositions.push_back(std::move(decomposition));
  }
  if (!open) throw InputError("expected a line '==>' that opens a hierarchical plan; found none", 1, 1);
  if (plan.root_line == 0)
    throw InputError("the plan opened here has no root line (root ID ...) naming its initial tasks", opened, 1);
  return plan;
}

std::vector<PlanStep> action_steps(const HtnPlan& plan) {
  std::vector<PlanStep> steps;
  for (const HtnTask& action : plan.actions)
    steps.push_back({action.name, action.args, action.line, action.column, action.arg_columns});
  return steps;
}

int HtnPlanWriter::action(std::initializer_list<std::string_view> words) {
  actions_ += std::to_string(next_id_);
  for (std::string_view word : words) (actions_ += ' ') += word;
  actions_ += '\n';
  return next_id_++;
}

int HtnPlanWriter::task(std::initializer_list<std::string_view> words, std::string_view method,
                        const std::vector<int>& subtasks) {
  decompositions_ += std::to_string(next_id_);
  for (std::string_view word : words) (decompositions_ += ' ') += word;
  (decompositions_ += " -> ") += method;
  for (int id : subtasks) (decompositions_ += ' ') += std::to_string(id);
  decompositions_ += '\n';
  return next_id_++;
}

std::string HtnPlanWriter::text() const {
  std::string out = "==>\n" + actions_ + "root";
  for (int id : root_) (out += ' ') += std::to_string(id);
  return out + '\n' + decompositions_ + "<==\n";
}

}  // namespace pg::pddl

#include "pddl/numbrix/hierarchical_plan.hpp"

#include <set>
#include <string>
#include <utility>
#include <vector>

#include "core/errors.hpp"
#include "core/grid.hpp"
#include "core/numbrix.hpp"
#include "pddl/htn_plan_text.hpp"
#include "pddl/language.hpp"
#include "pddl/numbrix/problem.hpp"
#include "pddl/numbrix/reference_plan.hpp"
#include "pddl/problem_format.hpp"

namespace pg::numbrix {
namespace {

class Planner {
 public:
  Planner(const Instance& instance, std::vector<int> cell_of)
      : instance_(instance), grid_(instance), last_(last_number(instance.rows, instance.cols)),
        cell_of_(std::move(cell_of)), written_(static_cast<std::size_t>(instance.cells()), false),
        lacks_(static_cast<std::size_t>(instance.cells()), 2) {
    for (int c = 0; c < instance.cells(); ++c)
      if (const int n = given(c); n != kNone) {
        written_[static_cast<std::size_t>(c)] = true;
        if (n == 1 || n == last_) lacks_[static_cast<std::size_t>(c)] = 1;
      }
  }

  // The tasks of the problem's network in their order, each decomposed along
  // the solution's path.
  std::string plan() {
    const pddl::Problem problem = pddl::read_problem(hddl_format().write(instance_));
    for (const pddl::Atom& atom : problem.init)
      if (atom.predicate == "end-cell") end_cells_.insert(pddl::cell_index(instance_, atom.args[0]));
    std::vector<int> root;
    for (const pddl::TaskCall& task : problem.htn->subtasks) {
      auto number = [&](std::size_t arg) { return std::stoi(task.call.items[arg].symbol.substr(1)); };
      if (task.name() == "link")
        root.push_back(link(number(1), number(2)));
      else if (task.name() == "run-down")
        root.push_back(run(number(1), -1));
      else if (task.name() == "run-up")
        root.push_back(run(number(1), +1));
      else
        root.push_back(begin());
    }
    writer_.root(root);
    return writer_.text();
  }

 private:
  int given(int cell) const { return instance_.givens[static_cast<std::size_t>(cell)]; }
  int cell(int n) const { return cell_of_[static_cast<std::size_t>(n)]; }
  std::string name(int cell) const { return pddl::cell_name(instance_, cell); }
  static std::string number(int n) { return pddl::number_name(n); }
  static std::string degree(int links) { return "d" + std::to_string(links); }
  int& lacks(int cell) { return lacks_[static_cast<std::size_t>(cell)]; }

  // Fill a+1 .. b-1 from a's cell, then join b-1 to b: the steps first, in
  // the order they are carried out, then the tasks, the innermost first (a
  // task's id comes after its subtasks').
  int link(int a, int b) {
    struct Step {
      int write, guard;
    };
    std::vector<Step> steps;
    int at = a;
    for (; at + 1 < b; ++at) {
      const int write = write_action("write-next", at, at + 1);
      steps.push_back({write, guard(cell(at))});
    }
    const int x = cell(at), y = cell(b);
    const int join = writer_.action({"join", name(x), name(y), number(at), number(b), degree(lacks(x)),
                                     degree(lacks(x) - 1), degree(lacks(y)), degree(lacks(y) - 1)});
    --lacks(x);
    --lacks(y);
    const int guard_x = guard(x);
    int task = writer_.task({"link", number(at), number(b)}, "link-close", {join, guard_x, guard(y)});
    for (std::size_t i = steps.size(); i-- > 0;)
      task = writer_.task({"link", number(a + static_cast<int>(i)), number(b)}, "link-step",
                          {steps[i].write, steps[i].guard, task});
    return task;
  }

  // Fill from a towards 1 (`way` -1) or N (+1), then finish the end.
  int run(int a, int way) {
    const char* task_name = way < 0 ? "run-down" : "run-up";
    const int end = way < 0 ? 1 : last_;
    struct Step {
      int write, guard;
    };
    std::vector<Step> steps;
    int at = a;
    for (; at != end; at += way) {
      const int write = write_action(way < 0 ? "write-prev" : "write-next", at, at + way);
      steps.push_back({write, guard(cell(at))});
    }
    const int x = cell(end);
    const int finish = writer_.action({"finish", name(x), number(end)});
    lacks(x) = 0;
    int task = writer_.task({task_name, number(end)}, way < 0 ? "down-end" : "up-end", {finish, guard(x)});
    for (std::size_t i = steps.size(); i-- > 0;)
      task = writer_.task({task_name, number(a + way * static_cast<int>(i))}, way < 0 ? "down-step" : "up-step",
                          {steps[i].write, steps[i].guard, task});
    return task;
  }

  // Nothing given: 1 on its cell, then the run up.
  int begin() {
    const int c = cell(1);
    const int write = writer_.action({"write-first", name(c), number(1)});
    written_[static_cast<std::size_t>(c)] = true;
    lacks(c) = 1;
    return writer_.task({"begin"}, "begin-at", {write, run(1, +1)});
  }

  // m's cell to n's: m's cell gains a link, n's has one.
  int write_action(const char* action, int m, int n) {
    const int from = cell(m), to = cell(n);
    const int id = writer_.action({action, name(from), name(to), number(m), number(n), degree(lacks(from)),
                                   degree(lacks(from) - 1)});
    --lacks(from);
    written_[static_cast<std::size_t>(to)] = true;
    lacks(to) = 1;
    return id;
  }

  int guard(int x) {
    if (lacks(x) > 0) return writer_.task({"guard", name(x)}, "guard-open", {});
    std::vector<int> checks;
    const Neighbours around = grid_.neighbours_in_reading_order(x);
    for (int c : around) checks.push_back(check(c));
    return writer_.task({"guard", name(x)}, "guard-" + std::to_string(around.size()), checks);
  }

  // An empty cell names its first neighbours that lack links: one when it
  // may be an end, two otherwise, with those skipped before them.
  int check(int c) {
    if (written_[static_cast<std::size_t>(c)]) return writer_.task({"check", name(c)}, "check-written", {});
    const Neighbours around = grid_.neighbours_in_reading_order(c);
    std::vector<int> live;  // positions in `around`
    for (int i = 0; i < around.size(); ++i)
      if (lacks(around[i]) > 0) live.push_back(i);
    const bool end = end_cells_.count(c) != 0;
    // A solution always has them: the cells of the numbers before and after
    // c's lack their link to c.
    if (live.size() < (end ? 1u : 2u))
      throw pddl::broken_solution("the empty cell " + to_string(instance_.cell(c)) + " can no longer join the path");
    // The witness's call, "open-pair1 C P Q S", as one word: the writer
    // joins words with spaces.
    std::string witness, method;
    if (end) {
      const int i = live[0];
      method = "check-one" + std::to_string(i);
      witness = "open-one" + std::to_string(i) + " " + name(c) + " " + name(around[i]);
      for (int k = 0; k < i; ++k) witness += " " + name(around[k]);
    } else {
      const int i = live[0], j = live[1];
      method = "check-pair" + std::to_string(j - 1);
      witness = "open-pair" + std::to_string(j - 1) + " " + name(c) + " " + name(around[i]) + " " + name(around[j]);
      for (int k = 0; k < j; ++k)
        if (k != i) witness += " " + name(around[k]);
    }
    const int id = writer_.action({witness});
    return writer_.task({"check", name(c)}, method, {id});
  }

  const Instance& instance_;
  const Grid grid_;
  const int last_;
  const std::vector<int> cell_of_;
  std::vector<bool> written_;
  std::vector<int> lacks_;  // the path links each cell still lacks
  std::set<int> end_cells_;
  pddl::HtnPlanWriter writer_;
};

}  // namespace

std::string hierarchical_plan(const Instance& instance) {
  // The path checks the rules a walk could not keep (every number once, the
  // givens, neighbours in turn); the domain judges the plan besides.
  return hddl_format().judged_plan(instance, Planner(instance, solution_path(instance)).plan());
}

}  // namespace pg::numbrix

#include "pddl/takuzu/hierarchical_plan.hpp"

#include <array>
#include <map>
#include <string>
#include <vector>

#include "core/errors.hpp"
#include "pddl/htn_plan_text.hpp"
#include "pddl/language.hpp"
#include "pddl/problem_format.hpp"
#include "pddl/takuzu/problem.hpp"

namespace pg::takuzu {
namespace {

class Planner {
 public:
  Planner(const Instance& instance, const std::vector<int>& solution) : instance_(instance), solution_(solution) {
    for (int r = 0; r < instance.rows; ++r) add_line(row_name(r), "row " + std::to_string(r), r, 0, 0, 1, instance.cols);
    for (int c = 0; c < instance.cols; ++c)
      add_line(column_name(c), "column " + std::to_string(c), 0, c, 1, 0, instance.rows);
  }

  std::string plan() {
    const pddl::Problem problem = pddl::read_problem(hddl_format().write(instance_));
    std::vector<int> root;
    for (const pddl::TaskCall& task : problem.htn->subtasks) {
      std::vector<std::string> args;
      for (std::size_t i = 1; i < task.call.items.size(); ++i) args.push_back(task.call.items[i].symbol);
      if (task.name() == "fill")
        root.push_back(fill(cell(args[0])));
      else if (task.name() == "no-three")
        root.push_back(no_three(cell(args[0]), cell(args[1]), cell(args[2])));
      else
        root.push_back(differ(line(args[0]), line(args[1])));
    }
    writer_.root(root);
    return writer_.text();
  }

 private:
  struct Line {
    std::string name;
    std::string words;  // "row 2"
    std::vector<int> cells;
    std::array<int, 2> left;  // how many more of each digit it may take
  };

  void add_line(std::string name, std::string words, int row, int col, int down, int across, int length) {
    Line line{std::move(name), std::move(words), {}, {capacity(length), capacity(length)}};
    for (int i = 0; i < length; ++i) {
      const int cell = instance_.index(row + i * down, col + i * across);
      line.cells.push_back(cell);
      const int given = instance_.givens[static_cast<std::size_t>(cell)];
      if (given != kNone) --line.left[static_cast<std::size_t>(given)];
    }
    lines_.emplace(line.name, std::move(line));
  }

  int cell(const std::string& name) const { return pddl::cell_index(instance_, name); }
  Line& line(const std::string& name) { return lines_.at(name); }
  int digit(int cell) const { return solution_[static_cast<std::size_t>(cell)]; }
  std::string name(int cell) const { return pddl::cell_name(instance_, cell); }

  // The solution's digit, written, then spent from the cell's row and column.
  int fill(int c) {
    const int d = digit(c);
    const int write = writer_.action({"write", name(c), digit_name(d)});
    const int row = spend(line(row_name(instance_.cell(c).row)), d);
    const int column = spend(line(column_name(instance_.cell(c).col)), d);
    return writer_.task({"fill", name(c)}, "fill-with", {write, row, column});
  }

  int spend(Line& line, int d) {
    int& left = line.left[static_cast<std::size_t>(d)];
    const int total = capacity(static_cast<int>(line.cells.size()));
    if (left == 0)
      throw pddl::broken_solution(line.words + " has more than " + std::to_string(total) + " " + std::to_string(d) + "s");
    const int take = writer_.action({"take", line.name, digit_name(d), pddl::number_name(left), pddl::number_name(left - 1)});
    --left;
    return writer_.task({"spend", line.name, digit_name(d)}, "spend-one", {take});
  }

  // The one method that fits the run's digits.
  int no_three(int a, int b, int c) {
    const char* method = digit(a) != digit(b)   ? (digit(a) == 0 ? "run-01" : "run-10")
                         : digit(b) != digit(c) ? (digit(a) == 0 ? "run-001" : "run-110")
                                                : nullptr;
    if (method == nullptr)
      throw pddl::broken_solution("three " + std::to_string(digit(a)) + "s in a row from " + to_string(instance_.cell(a)));
    return writer_.task({"no-three", name(a), name(b), name(c)}, method, {});
  }

  // The walk along both lines to the first place where they differ, built
  // from that place back to the start.
  int differ(const Line& first, const Line& second) {
    std::size_t place = 0;
    while (place < first.cells.size() && digit(first.cells[place]) == digit(second.cells[place])) ++place;
    if (place == first.cells.size()) throw pddl::broken_solution(first.words + " and " + second.words + " are equal");
    const std::string at = pddl::number_name(static_cast<int>(place));
    int walk = writer_.task({"differ-from", first.name, second.name, at},
                            digit(first.cells[place]) == 0 ? "differ-here-01" : "differ-here-10", {});
    while (place-- > 0)
      walk = writer_.task({"differ-from", first.name, second.name, pddl::number_name(static_cast<int>(place))},
                          "same-here", {walk});
    return writer_.task({"differ", first.name, second.name}, "differ-start", {walk});
  }

  const Instance& instance_;
  const std::vector<int>& solution_;
  std::map<std::string, Line> lines_;
  pddl::HtnPlanWriter writer_;
};

}  // namespace

std::string hierarchical_plan(const Instance& instance) {
  const std::vector<int>& solution = pddl::known_solution(instance);
  // The domain is the judge of the rules the plan's maker does not check: a
  // changed given cannot be written over.
  return hddl_format().judged_plan(instance, Planner(instance, solution).plan());
}

}  // namespace pg::takuzu

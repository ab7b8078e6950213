#include "pddl/takuzu/problem.hpp"

#include <algorithm>
#include <array>
#include <cctype>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "core/errors.hpp"
#include "core/takuzu.hpp"
#include "core/text.hpp"
#include "formats/takuzu/codec.hpp"
#include "pddl/takuzu/domain.hpp"
#include "pddl/takuzu/hddl_domain.hpp"
#include "pddl/takuzu/hierarchical_plan.hpp"
#include "pddl/takuzu/reference_plan.hpp"

namespace pg::takuzu {
namespace {

// The facts the givens imply beyond themselves and the counts, each with the
// rule a problem that states them otherwise breaks.
const std::map<std::string, std::string>& implied_predicates(pddl::Language language) {
  static const std::map<std::string, std::string> pddl = {
      {"other", "zero and one are the two digits: (OTHER zero one) and (OTHER one zero)"},
      {"write", "each empty cell is written at its step, in reading order"},
      {"run", "each run of three not all given is checked at its last cell, in reading order"},
      {"pair", "two rows, or two columns, are scanned place by place once both are written, leaving out the places "
               "where both hold givens, and not at all when their givens differ"},
      {"then", "the steps s0, s1, ... follow one another"},
      {"now", "a plan starts at step s0"},
  };
  static const std::map<std::string, std::string> hddl = {
      {"in-row", "cell pos-X-Y is in row row-Y"},
      {"in-col", "cell pos-X-Y is in column col-X"},
      {"at", "cell pos-X-Y is at place nX of row row-Y and at place nY of column col-X"},
      {"empty", "a cell is empty unless it holds a given digit"},
  };
  return language == pddl::Language::hddl ? hddl : pddl;
}

// A row or column: its name and its cells in order.
struct GridLine {
  std::string name;
  std::string words;  // "row 2", as messages say it
  std::vector<int> cells;
};

// The rows, then the columns.
std::vector<GridLine> lines_of(const Instance& instance) {
  std::vector<GridLine> lines;
  for (int r = 0; r < instance.rows; ++r) {
    GridLine line{row_name(r), "row " + std::to_string(r), {}};
    for (int c = 0; c < instance.cols; ++c) line.cells.push_back(instance.index(r, c));
    lines.push_back(std::move(line));
  }
  for (int c = 0; c < instance.cols; ++c) {
    GridLine line{column_name(c), "column " + std::to_string(c), {}};
    for (int r = 0; r < instance.rows; ++r) line.cells.push_back(instance.index(r, c));
    lines.push_back(std::move(line));
  }
  return lines;
}

// Givens that break a rule the domain checks only as digits are written:
// why, and the cell that breaks it.
struct Broken {
  std::string why;
  int cell = 0;
};

std::optional<Broken> broken_givens(const Instance& instance) {
  auto given = [&](int cell) { return instance.givens[static_cast<std::size_t>(cell)]; };
  const std::vector<GridLine> lines = lines_of(instance);
  for (const GridLine& line : lines)
    for (int digit : {0, 1}) {
      int count = 0;
      for (int cell : line.cells)
        if (given(cell) == digit && ++count > capacity(static_cast<int>(line.cells.size())))
          return Broken{line.words + " has more than " + std::to_string(capacity(static_cast<int>(line.cells.size()))) +
                            " given " + std::to_string(digit) + "s, half its " + std::to_string(line.cells.size()) +
                            " cells",
                        cell};
    }
  for (const GridLine& line : lines)
    for (std::size_t i = 0; i + 2 < line.cells.size(); ++i) {
      const int a = given(line.cells[i]);
      if (a != kNone && a == given(line.cells[i + 1]) && a == given(line.cells[i + 2]))
        return Broken{line.words + " has three given " + std::to_string(a) + "s in a row, from " +
                          to_string(instance.cell(line.cells[i])),
                      line.cells[i + 2]};
    }
  return std::nullopt;
}

void require_writable(const Instance& instance) {
  require_one_given_per_cell(instance);
  for (int i = 0; i < instance.cells(); ++i) {
    const int v = instance.givens[static_cast<std::size_t>(i)];
    if (v != kNone && v != 0 && v != 1)
      throw FormatError("a Takuzu given is blank, 0 or 1; found " + std::to_string(v) + " at " +
                        to_string(instance.cell(i)));
  }
  if (std::optional<Broken> broken = broken_givens(instance))
    throw FormatError("the givens break the rules: " + broken->why +
                      "; a planning problem starts from givens that keep them");
}

// A run of three cells along a line, in line order.
using Run = std::array<int, 3>;

// The runs of three: the rows' (row 0 first, each left to right), then the
// columns' (column 0 first, each top down).
std::vector<Run> runs_of(const std::vector<GridLine>& lines) {
  std::vector<Run> runs;
  for (const GridLine& line : lines)
    for (std::size_t i = 0; i + 2 < line.cells.size(); ++i) runs.push_back({line.cells[i], line.cells[i + 1], line.cells[i + 2]});
  return runs;
}

// What the hierarchical network needs of the grid: its lines (rows, then
// columns), the runs of three, and for each cell the runs it is in and its
// two lines.
struct Layout {
  explicit Layout(const Instance& instance)
      : lines(lines_of(instance)), runs(runs_of(lines)), runs_at(static_cast<std::size_t>(instance.cells())),
        rows(instance.rows) {
    for (std::size_t r = 0; r < runs.size(); ++r)
      for (int cell : runs[r]) runs_at[static_cast<std::size_t>(cell)].push_back(r);
  }
  std::size_t row_of(const Instance& instance, int cell) const { return static_cast<std::size_t>(instance.cell(cell).row); }
  std::size_t column_of(const Instance& instance, int cell) const {
    return static_cast<std::size_t>(rows + instance.cell(cell).col);
  }

  std::vector<GridLine> lines;
  std::vector<Run> runs;
  std::vector<std::vector<std::size_t>> runs_at;  // in the runs' order
  int rows;
};

// The order the network fills the empty cells in. It changes how soon a
// planner finds a wrong digit, never which plans there are. A cell is known
// once it is a given or in the order; a known cell has a digit when it is a
// given or the order deduced it. Until every empty cell is in the order:
//   a. the first run of three with one unknown cell and two known ones that
//      hold the same digit: the unknown cell, which takes the other digit;
//   b. else the first line with an unknown cell and its full share of one
//      digit: its first unknown cell, which takes the other digit;
//   c. else, with no digit, the unknown cell in the most runs whose two
//      other cells are known, then with the fewest unknown cells in its row
//      and column (itself counted in both), then first in reading order.
// A planner that writes the wrong digit in a cell of kind a or b fails at
// the check right after it: the run's, or the line's budget.
std::vector<int> fill_order(const Instance& instance, const Layout& layout) {
  const auto cells = static_cast<std::size_t>(instance.cells());
  std::vector<int> digit = instance.givens;  // kNone where unknown, or known without a digit
  std::vector<bool> known(cells, false);
  std::vector<int> unknown_in_run(layout.runs.size(), 0);
  std::vector<int> unknown_in_line(layout.lines.size(), 0);
  std::vector<std::array<int, 2>> digits_in_line(layout.lines.size(), {0, 0});
  std::size_t empties = 0;
  for (std::size_t c = 0; c < cells; ++c) {
    known[c] = digit[c] != kNone;
    const int cell = static_cast<int>(c);
    for (std::size_t line : {layout.row_of(instance, cell), layout.column_of(instance, cell)}) {
      if (known[c])
        ++digits_in_line[line][static_cast<std::size_t>(digit[c])];
      else
        ++unknown_in_line[line];
    }
    if (known[c]) continue;
    ++empties;
    for (std::size_t r : layout.runs_at[c]) ++unknown_in_run[r];
  }
  std::vector<int> order;
  auto take = [&](int cell, int value) {
    const auto c = static_cast<std::size_t>(cell);
    known[c] = true;
    digit[c] = value;
    order.push_back(cell);
    for (std::size_t line : {layout.row_of(instance, cell), layout.column_of(instance, cell)}) {
      --unknown_in_line[line];
      if (value != kNone) ++digits_in_line[line][static_cast<std::size_t>(value)];
    }
    for (std::size_t r : layout.runs_at[c]) --unknown_in_run[r];
  };
  // The cell a run of three or a line forces, and its digit.
  auto forced = [&]() -> std::optional<std::pair<int, int>> {
    for (std::size_t r = 0; r < layout.runs.size(); ++r) {
      if (unknown_in_run[r] != 1) continue;
      int open = -1;
      std::vector<int> seen;
      for (int cell : layout.runs[r]) {
        if (!known[static_cast<std::size_t>(cell)])
          open = cell;
        else
          seen.push_back(digit[static_cast<std::size_t>(cell)]);
      }
      if (seen[0] != kNone && seen[0] == seen[1]) return std::pair(open, 1 - seen[0]);
    }
    for (std::size_t l = 0; l < layout.lines.size(); ++l) {
      if (unknown_in_line[l] == 0) continue;
      const std::vector<int>& line = layout.lines[l].cells;
      for (int d : {0, 1})
        if (digits_in_line[l][static_cast<std::size_t>(d)] == capacity(static_cast<int>(line.size()))) {
          const int open = *std::find_if(line.begin(), line.end(), [&](int cell) { return !known[static_cast<std::size_t>(cell)]; });
          return std::pair(open, 1 - d);
        }
    }
    return std::nullopt;
  };
  while (order.size() < empties) {
    if (std::optional<std::pair<int, int>> next = forced()) {
      take(next->first, next->second);
      continue;
    }
    // The most constrained cell: (-runs closed by it, unknown cells in its lines, index), least first.
    std::array<long, 3> best_key{};
    int best = -1;
    for (std::size_t c = 0; c < cells; ++c) {
      if (known[c]) continue;
      const int cell = static_cast<int>(c);
      const long closing = std::count_if(layout.runs_at[c].begin(), layout.runs_at[c].end(),
                                         [&](std::size_t r) { return unknown_in_run[r] == 1; });
      const std::array<long, 3> key{-closing,
                                    unknown_in_line[layout.row_of(instance, cell)] +
                                        unknown_in_line[layout.column_of(instance, cell)],
                                    cell};
      if (best < 0 || key < best_key) {
        best = cell;
        best_key = key;
      }
    }
    take(best, kNone);
  }
  return order;
}

// The initial task network: first the checks that read givens only, then
// each empty cell's (fill c) in the fill order, each followed by the checks
// its digit completes: the runs of three it closes ((no-three a b c), in the
// runs' order), then the pairs of full rows, then of full columns, it
// completes ((differ l1 l2), l1 before l2 among the lines, pairs in order).
// Every run and every pair of rows or of columns is checked exactly once,
// after the fills of the cells it reads.
std::vector<std::string> network(const Instance& instance) {
  const Layout layout(instance);
  auto name = [&](int cell) { return pddl::cell_name(instance, cell); };
  std::vector<bool> known(static_cast<std::size_t>(instance.cells()), false);
  std::vector<int> unknown_in_line(layout.lines.size(), 0);
  for (int cell = 0; cell < instance.cells(); ++cell) {
    known[static_cast<std::size_t>(cell)] = instance.givens[static_cast<std::size_t>(cell)] != kNone;
    if (!known[static_cast<std::size_t>(cell)]) {
      ++unknown_in_line[layout.row_of(instance, cell)];
      ++unknown_in_line[layout.column_of(instance, cell)];
    }
  }
  std::vector<std::string> tasks;
  auto check_run = [&](std::size_t r) {
    const Run& run = layout.runs[r];
    if (std::all_of(run.begin(), run.end(), [&](int cell) { return known[static_cast<std::size_t>(cell)]; }))
      tasks.push_back("(no-three " + name(run[0]) + " " + name(run[1]) + " " + name(run[2]) + ")");
  };
  auto check_pair = [&](std::size_t a, std::size_t b) {
    tasks.push_back("(differ " + layout.lines[a].name + " " + layout.lines[b].name + ")");
  };
  // Lines [first, last) are of one kind.
  const std::size_t rows = static_cast<std::size_t>(instance.rows), all = layout.lines.size();
  for (std::size_t r = 0; r < layout.runs.size(); ++r) check_run(r);
  for (auto [first, last] : {std::pair(std::size_t{0}, rows), std::pair(rows, all)})
    for (std::size_t a = first; a < last; ++a)
      for (std::size_t b = a + 1; b < last; ++b)
        if (unknown_in_line[a] == 0 && unknown_in_line[b] == 0) check_pair(a, b);
  for (int cell : fill_order(instance, layout)) {
    tasks.push_back("(fill " + name(cell) + ")");
    known[static_cast<std::size_t>(cell)] = true;
    // Only runs with this cell, and pairs with its row or column, are new.
    for (std::size_t r : layout.runs_at[static_cast<std::size_t>(cell)]) check_run(r);
    for (std::size_t line : {layout.row_of(instance, cell), layout.column_of(instance, cell)}) {
      if (--unknown_in_line[line] != 0) continue;
      const auto [first, last] = line < rows ? std::pair(std::size_t{0}, rows) : std::pair(rows, all);
      for (std::size_t other = first; other < last; ++other)
        if (other != line && unknown_in_line[other] == 0) check_pair(std::min(line, other), std::max(line, other));
    }
  }
  return tasks;
}

class TakuzuProblems final : public pddl::ProblemFormat {
 public:
  explicit TakuzuProblems(pddl::Language language)
      : ProblemFormat(language == pddl::Language::hddl
                          ? Spec{"takuzu", hddl_domain(), {}, {"in-row", "no-three"}, &takuzu::hierarchical_plan, {},
                                 pddl::Language::hddl}
                          : Spec{"takuzu", pddl_domain(), {}, {"(pair ", "(run "}, &takuzu::reference_plan}) {}

  // The givens, and the digit each write step writes: (write s t CELL DIGIT
  // ...) in PDDL, (write CELL DIGIT) in HDDL.
  std::vector<int> solution_of(const Instance& instance, std::span<const pddl::PlanStep> plan) const override {
    const std::size_t at = language() == pddl::Language::hddl ? 0 : 2;
    std::vector<int> cells = instance.givens;
    for (const pddl::PlanStep& step : plan) {
      if (step.action != "write") continue;
      const int cell = cell_of(instance, step, at);
      const std::string digit = step.args.size() > at + 1 ? step.args[at + 1] : std::string();
      if (digit != "zero" && digit != "one")
        throw FormatError("step (write ...) on line " + std::to_string(step.line) + ": " + in_quotes(digit) +
                          " is no digit, zero or one");
      cells[static_cast<std::size_t>(cell)] = digit == "one" ? 1 : 0;
    }
    return cells;
  }

 protected:
  Body write_body(const Instance& instance) const override;
  Instance read_body(const pddl::Problem& problem) const override;
};

pddl::ProblemFormat::Body TakuzuProblems::write_body(const Instance& instance) const {
  require_writable(instance);
  const bool hierarchical = language() == pddl::Language::hddl;
  auto given = [&](int cell) { return instance.givens[static_cast<std::size_t>(cell)]; };
  auto cell = [&](int row, int col) { return pddl::cell_name(instance, instance.index(row, col)); };
  const std::vector<GridLine> lines = lines_of(instance);

  // How many more of each digit each line may take.
  std::vector<std::array<int, 2>> left;
  int largest = 0;
  for (const GridLine& line : lines) {
    std::array<int, 2> more{capacity(static_cast<int>(line.cells.size())), capacity(static_cast<int>(line.cells.size()))};
    for (int c : line.cells)
      if (given(c) != kNone) --more[static_cast<std::size_t>(given(c))];
    largest = std::max({largest, more[0], more[1]});
    left.push_back(more);
  }
  // The hierarchy counts places along a line too, from n0 to the last place
  // of the longest line (a grid of one cell still counts to n1).
  if (hierarchical) largest = std::max({largest, std::max(instance.rows, instance.cols) - 1, 1});

  pddl::ProblemFormat::Body body;
  body.describe(instance, "Takuzu", ". The givens:", grid_comment(instance));

  body.add_cells(instance);
  std::vector<std::string> rows, columns;
  for (int r = 0; r < instance.rows; ++r) rows.push_back(row_name(r));
  for (int c = 0; c < instance.cols; ++c) columns.push_back(column_name(c));
  body.objects.push_back({std::move(rows), "row"});
  body.objects.push_back({std::move(columns), "column"});
  body.add_numbers(1, largest);

  pddl::ProblemFormat::Section counting =
      counters(hierarchical ? "Counting places along a line, and the digits a line may still take."
                            : "Counting down the digits a line may still take.",
               0, largest);
  pddl::ProblemFormat::Section counts{"How many more of each digit each line may take.", {}};
  for (std::size_t l = 0; l < lines.size(); ++l)
    for (int digit : {0, 1})
      counts.facts.push_back("(left " + lines[l].name + " " + digit_name(digit) + " " +
                             pddl::number_name(left[l][static_cast<std::size_t>(digit)]) + ")");
  if (hierarchical) {
    pddl::ProblemFormat::Section grid{"The grid: each cell's row and column.", {}};
    for (int r = 0; r < instance.rows; ++r)
      for (int c = 0; c < instance.cols; ++c) {
        grid.facts.push_back("(IN-ROW " + cell(r, c) + " " + row_name(r) + ")");
        grid.facts.push_back("(IN-COL " + cell(r, c) + " " + column_name(c) + ")");
      }
    pddl::ProblemFormat::Section places{"The place of each cell along its row and its column.", {}};
    for (const GridLine& line : lines)
      for (std::size_t i = 0; i < line.cells.size(); ++i)
        places.facts.push_back("(AT " + line.name + " " + pddl::number_name(static_cast<int>(i)) + " " +
                               pddl::cell_name(instance, line.cells[i]) + ")");
    pddl::ProblemFormat::Section cells{"The givens, and the empty cells.", {}};
    for (int i = 0; i < instance.cells(); ++i)
      cells.facts.push_back(given(i) != kNone ? "(holds " + pddl::cell_name(instance, i) + " " + digit_name(given(i)) + ")"
                                              : "(empty " + pddl::cell_name(instance, i) + ")");
    for (pddl::ProblemFormat::Section* section : {&counting, &grid, &places, &cells, &counts})
      if (!section->facts.empty()) body.init.push_back(std::move(*section));
    body.tasks = network(instance);
    return body;
  }

  pddl::ProblemFormat::Section digits{"The two digits.", {"(OTHER zero one)", "(OTHER one zero)"}};
  pddl::ProblemFormat::Section givens{"The givens.", {}};
  for (int i = 0; i < instance.cells(); ++i)
    if (given(i) != kNone) givens.facts.push_back("(holds " + pddl::cell_name(instance, i) + " " + digit_name(given(i)) + ")");
  for (pddl::ProblemFormat::Section* section : {&counting, &digits, &givens, &counts})
    if (!section->facts.empty()) body.init.push_back(std::move(*section));

  const std::vector<Step> steps = steps_of(instance);
  pddl::ProblemFormat::Section order{
      "The steps, cell by cell in reading order: a digit into each empty cell, the runs of three that end there, "
      "and at the end of a line its scan against each earlier one.",
      {}};
  for (std::size_t i = 0; i < steps.size(); ++i) {
    const Step& step = steps[i];
    std::string fact = "(";
    switch (step.kind) {
      case Step::Kind::write: {
        const Cell at = instance.cell(step.cells[0]);
        fact += "WRITE " + pddl::step_name(static_cast<int>(i)) + " " + pddl::cell_name(instance, step.cells[0]) + " " +
                row_name(at.row) + " " + column_name(at.col);
        break;
      }
      case Step::Kind::run:
        fact += "RUN " + pddl::step_name(static_cast<int>(i));
        for (int cell : step.cells) fact += " " + pddl::cell_name(instance, cell);
        break;
      case Step::Kind::compare:
        fact += "PAIR " + pddl::step_name(static_cast<int>(i)) + " " + pddl::cell_name(instance, step.cells[0]) + " " +
                pddl::cell_name(instance, step.cells[1]) + " " + pddl::step_name(step.after_scan);
        break;
    }
    order.facts.push_back(fact + ")");
  }
  body.add_steps(static_cast<int>(steps.size()), std::move(order));
  return body;
}

Instance TakuzuProblems::read_body(const pddl::Problem& problem) const {
  auto [cells, instance] = read_grid(problem, kLimits, kNone);
  const std::vector<GridLine> lines = lines_of(instance);

  // The lines: row-Y and col-X, each there.
  std::map<std::string, const pddl::Typed*> declared;
  for (const pddl::Typed& object : problem.objects) {
    if (object.type != "row" && object.type != "column") continue;
    const bool row = object.type == "row";
    const auto known = std::find_if(lines.begin(), lines.end(), [&](const GridLine& line) {
      return line.name == object.name && (line.name[0] == 'r') == row;
    });
    if (known == lines.end())
      throw InputError("expected " + std::string(row ? "rows row-0" : "columns col-0") + " to " +
                           (row ? row_name(instance.rows - 1) : column_name(instance.cols - 1)) + " for the cells' " +
                           grid_words(instance.cols, instance.rows) + ", found " + in_quotes(object.name),
                       object.line, object.column);
    declared.emplace(object.name, &object);
  }
  for (const GridLine& line : lines)
    if (declared.count(line.name) == 0) {
      const pddl::Typed& first = problem.objects.front();
      throw InputError("the problem declares no " + line.words + ", " + line.name + " - " +
                           (line.name[0] == 'r' ? "row" : "column") + ", for the cells' " +
                           grid_words(instance.cols, instance.rows),
                       first.line, first.column);
    }

  // The givens.
  std::map<std::string, const pddl::Atom*> holder;
  for (const pddl::Atom& atom : problem.init) {
    if (atom.predicate != "holds") continue;
    const std::string &cell = atom.args[0], &digit = atom.args[1];
    if (digit != "zero" && digit != "one")
      throw InputError("the digits are zero and one, not " + in_quotes(digit), atom.line, atom.column);
    if (auto [it, added] = holder.emplace(cell, &atom); !added) {
      if (it->second->args[1] == digit) continue;
      throw InputError("cell " + in_quotes(cell) + " holds both " + it->second->args[1] + " (on line " +
                           std::to_string(it->second->line) + ") and " + digit,
                       atom.line, atom.column);
    }
    instance.givens[static_cast<std::size_t>(cells.index(cell))] = digit == "one" ? 1 : 0;
  }
  if (std::optional<Broken> broken = broken_givens(instance)) {
    const pddl::Atom& at = *holder.at(pddl::cell_name(instance, broken->cell));
    throw InputError("the givens break the rules: " + broken->why, at.line, at.column);
  }

  // The counts: one per line and digit, what the givens leave.
  const Counter counter = read_counter(problem);
  std::map<std::pair<std::string, std::string>, const pddl::Atom*> count_of;
  for (const pddl::Atom& atom : problem.init) {
    if (atom.predicate != "left") continue;
    const std::string &line = atom.args[0], &digit = atom.args[1], &count = atom.args[2];
    if (digit != "zero" && digit != "one")
      throw InputError("the digits are zero and one, not " + in_quotes(digit), atom.line, atom.column);
    if (auto [it, added] = count_of.emplace(std::pair(line, digit), &atom); !added)
      throw InputError(in_quotes(line) + " has a second count of " + digit + "s (the first is on line " +
                           std::to_string(it->second->line) + ")",
                       atom.line, atom.column);
    counter.of(count, atom);  // reached from n0; what it must be is checked below, line by line
  }
  for (const GridLine& line : lines)
    for (int d : {0, 1}) {
      const std::string digit = digit_name(d);
      int more = capacity(static_cast<int>(line.cells.size()));
      for (int cell : line.cells) more -= instance.givens[static_cast<std::size_t>(cell)] == d ? 1 : 0;
      auto it = count_of.find(std::pair(line.name, digit));
      if (it == count_of.end()) {
        const pddl::Typed& object = *declared.at(line.name);
        throw InputError(line.words + " has no (left " + line.name + " " + digit + " N)", object.line, object.column);
      }
      const pddl::Atom& atom = *it->second;
      const int stated = counter.value.at(atom.args[2]);
      if (stated != more)
        throw InputError(line.words + " of " + std::to_string(line.cells.size()) + " cells takes " +
                             std::to_string(capacity(static_cast<int>(line.cells.size()))) + " " + digit +
                             "s at most; with its givens it may take " + std::to_string(more) + " more, not " +
                             std::to_string(stated) + " (" + in_quotes(atom.args[2]) + ")",
                         atom.line, atom.column);
    }
  require_implied_facts(problem, instance, implied_predicates(language()), "the givens");
  return instance;
}

}  // namespace

std::string row_name(int row) { return "row-" + std::to_string(row); }
std::string column_name(int col) { return "col-" + std::to_string(col); }
std::string digit_name(int digit) { return digit == 1 ? "one" : "zero"; }

std::vector<Step> steps_of(const Instance& instance) {
  auto given = [&](int cell) { return instance.givens[static_cast<std::size_t>(cell)]; };
  std::vector<Step> steps;
  auto run = [&](int a, int b, int c) {
    if (given(a) == kNone || given(b) == kNone || given(c) == kNone) steps.push_back({Step::Kind::run, {a, b, c}, 0});
  };
  // Rows `one` and `other` (or columns), as the pairs of their cells at each
  // place in order.
  auto places_of = [&](bool rows, int one, int other) {
    std::vector<std::pair<int, int>> places;
    for (int k = 0; k < (rows ? instance.cols : instance.rows); ++k)
      places.emplace_back(rows ? instance.index(one, k) : instance.index(k, one),
                          rows ? instance.index(other, k) : instance.index(k, other));
    return places;
  };
  auto scan = [&](const std::vector<std::pair<int, int>>& places) {
    std::vector<std::pair<int, int>> kept;
    for (auto [a, b] : places) {
      if (given(a) == kNone || given(b) == kNone)
        kept.emplace_back(a, b);
      else if (given(a) != given(b))
        return;
    }
    if (kept.empty()) kept.push_back(places.back());
    const int after = static_cast<int>(steps.size() + kept.size());
    for (auto [a, b] : kept) steps.push_back({Step::Kind::compare, {a, b}, after});
  };
  for (int r = 0; r < instance.rows; ++r)
    for (int c = 0; c < instance.cols; ++c) {
      const int at = instance.index(r, c);
      if (given(at) == kNone) steps.push_back({Step::Kind::write, {at}, 0});
      if (c >= 2) run(instance.index(r, c - 2), instance.index(r, c - 1), at);
      if (r >= 2) run(instance.index(r - 2, c), instance.index(r - 1, c), at);
      if (c == instance.cols - 1)
        for (int earlier = 0; earlier < r; ++earlier) scan(places_of(true, earlier, r));
      if (r == instance.rows - 1)
        for (int earlier = 0; earlier < c; ++earlier) scan(places_of(false, earlier, c));
    }
  return steps;
}

const pddl::ProblemFormat& pddl_format() {
  static const TakuzuProblems format(pddl::Language::pddl);
  return format;
}

const pddl::ProblemFormat& hddl_format() {
  static const TakuzuProblems format(pddl::Language::hddl);
  return format;
}

}  // namespace pg::takuzu

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
      {"in-row", "cell pos-X-Y is in row row-Y"},
      {"in-col", "cell pos-X-Y is in column col-X"},
      {"near", "two cells are near when one or two apart along a row or column of at least three cells"},
      {"triple", "a triple is a run of three cells along a row or column, in each of its six orders"},
      {"empty", "a cell is empty unless it holds a given digit"},
      {"filled", "a cell is filled when it holds a given digit"},
      {"forbidden", "an empty cell forbids a digit that the two other cells of a run of three with it hold"},
      {"then", "the empty cells are written in reading order: (THEN a b) links each to the next"},
      {"current", "the first empty cell in reading order is current, and no other"},
      {"differ", "two rows, or two columns, differ (both ways round) when they hold different givens at one place"},
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
                          : Spec{"takuzu", pddl_domain(), {}, {"in-row", "triple", "forbidden"}, &takuzu::reference_plan}) {}

  // The givens, and the digit each step writes.
  std::vector<int> solution_of(const Instance& instance, std::span<const pddl::PlanStep> plan) const override {
    std::vector<int> cells = instance.givens;
    for (const pddl::PlanStep& step : plan) {
      if (step.action != "write") continue;
      const int cell = cell_of(instance, step, 0);
      const std::string digit = step.args.size() > 1 ? step.args[1] : std::string();
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
  pddl::ProblemFormat::Section grid{"The grid: each cell's row and column.", {}};
  for (int r = 0; r < instance.rows; ++r)
    for (int c = 0; c < instance.cols; ++c) {
      grid.facts.push_back("(IN-ROW " + cell(r, c) + " " + row_name(r) + ")");
      grid.facts.push_back("(IN-COL " + cell(r, c) + " " + column_name(c) + ")");
    }
  pddl::ProblemFormat::Section counts{"How many more of each digit each line may take.", {}};
  for (std::size_t l = 0; l < lines.size(); ++l)
    for (int digit : {0, 1})
      counts.facts.push_back("(left " + lines[l].name + " " + digit_name(digit) + " " +
                             pddl::number_name(left[l][static_cast<std::size_t>(digit)]) + ")");
  if (hierarchical) {
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

  pddl::ProblemFormat::Section runs{"Runs of three: the cells near each cell, and each run in every order.", {}};
  for (int r = 0; r < instance.rows; ++r)
    for (int c = 0; c < instance.cols; ++c) {
      // Nearby cells in reading order: above, left, right, below.
      std::vector<std::pair<int, int>> near;
      if (instance.rows >= 3)
        for (int dr : {-2, -1})
          if (r + dr >= 0) near.emplace_back(r + dr, c);
      if (instance.cols >= 3)
        for (int dc : {-2, -1, 1, 2})
          if (c + dc >= 0 && c + dc < instance.cols) near.emplace_back(r, c + dc);
      if (instance.rows >= 3)
        for (int dr : {1, 2})
          if (r + dr < instance.rows) near.emplace_back(r + dr, c);
      for (auto [r2, c2] : near) runs.facts.push_back("(NEAR " + cell(r, c) + " " + cell(r2, c2) + ")");
    }
  for (const GridLine& line : lines)
    for (std::size_t i = 0; i + 2 < line.cells.size(); ++i) {
      std::array<int, 3> run{line.cells[i], line.cells[i + 1], line.cells[i + 2]};
      do {
        runs.facts.push_back("(TRIPLE " + pddl::cell_name(instance, run[0]) + " " + pddl::cell_name(instance, run[1]) + " " +
                             pddl::cell_name(instance, run[2]) + ")");
      } while (std::next_permutation(run.begin(), run.end()));
    }
  pddl::ProblemFormat::Section givens{"The givens.", {}};
  pddl::ProblemFormat::Section empties{"The empty cells, and the digits that would make three in a row there.", {}};
  for (int i = 0; i < instance.cells(); ++i)
    if (given(i) != kNone)
{
      givens.facts.push_back("(holds " + pddl::cell_name(instance, i) + " " + digit_name(given(i)) + ")");
      givens.facts.push_back("(filled " + pddl::cell_name(instance, i) + ")");
    }
  std::vector<std::array<bool, 2>> forbidden(static_cast<std::size_t>(instance.cells()), {false, false});
  for (const GridLine& line : lines)
    for (std::size_t i = 0; i + 2 < line.cells.size(); ++i)
      for (std::size_t blank = 0; blank < 3; ++blank) {
        const int a = line.cells[i + (blank + 1) % 3], b = line.cells[i + (blank + 2) % 3];
        if (given(line.cells[i + blank]) == kNone && given(a) != kNone && given(a) == given(b))
          forbidden[static_cast<std::size_t>(line.cells[i + blank])][static_cast<std::size_t>(given(a))] = true;
      }
  pddl::ProblemFormat::Section order{"The empty cells are written in reading order, from the first.", {}};
  for (int i = 0, previous = -1; i < instance.cells(); ++i) {
    if (given(i) != kNone) continue;
    order.facts.push_back(previous < 0 ? "(current " + pddl::cell_name(instance, i) + ")"
                                       : "(THEN " + pddl::cell_name(instance, previous) + " " + pddl::cell_name(instance, i) + ")");
    previous = i;
  }
  for (int i = 0; i < instance.cells(); ++i) {
    if (given(i) != kNone) continue;
    empties.facts.push_back("(empty " + pddl::cell_name(instance, i) + ")");
    for (int digit : {0, 1})
      if (forbidden[static_cast<std::size_t>(i)][static_cast<std::size_t>(digit)])
        empties.facts.push_back("(forbidden " + pddl::cell_name(instance, i) + " " + digit_name(digit) + ")");
  }
  pddl::ProblemFormat::Section apart{"Lines the givens already tell apart.", {}};
  // Rows with rows, columns with columns: lines of one kind have the same
  // length.
  for (const GridLine& a : lines)
    for (const GridLine& b : lines) {
      if (&a == &b || a.name[0] != b.name[0]) continue;
      for (std::size_t i = 0; i < a.cells.size(); ++i) {
        const int x = given(a.cells[i]), y = given(b.cells[i]);
        if (x != kNone && y != kNone && x != y) {
          apart.facts.push_back("(differ " + a.name + " " + b.name + ")");
          break;
        }
      }
    }
  for (pddl::ProblemFormat::Section* section : {&counting, &grid, &runs, &givens, &empties, &order, &counts, &apart})
    if (!section->facts.empty()) body.init.push_back(std::move(*section));

  for (int i = 0; i < instance.cells(); ++i) body.goal.push_back("(filled " + pddl::cell_name(instance, i) + ")");
  for (std::size_t a = 0; a < lines.size(); ++a)
    for (std::size_t b = a + 1; b < lines.size(); ++b)
      if (lines[a].name[0] == lines[b].name[0])
        body.goal.push_back("(differ " + lines[a].name + " " + lines[b].name + ")");
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

const pddl::ProblemFormat& pddl_format() {
  static const TakuzuProblems format(pddl::Language::pddl);
  return format;
}

const pddl::ProblemFormat& hddl_format() {
  static const TakuzuProblems format(pddl::Language::hddl);
  return format;
}

}  // namespace pg::takuzu

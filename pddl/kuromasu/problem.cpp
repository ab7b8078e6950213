#include "pddl/kuromasu/problem.hpp"

#include <algorithm>
#include <map>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "core/errors.hpp"
#include "core/grid.hpp"
#include "core/kuromasu.hpp"
#include "core/text.hpp"
#include "formats/kuromasu/codec.hpp"
#include "pddl/kuromasu/domain.hpp"
#include "pddl/kuromasu/reference_plan.hpp"

namespace pg::kuromasu {
namespace {

class KuromasuProblems final : public pddl::ProblemFormat {
 public:
  KuromasuProblems()
      : ProblemFormat(
            {"kuromasu", kPddlDomain, {}, pddl_domain_comment(), pddl_domain_body(), {"(scanned)", "next-scan"}}) {}

  std::string reference_plan(const Instance& instance) const override { return kuromasu::reference_plan(instance); }
  // The cells the plan shades, at the end of a scan or after the scans,
  // are black; the rest is white.
  std::vector<int> solution_of(const Instance& instance, std::span<const pddl::PlanStep> plan) const override {
    std::vector<int> cells(static_cast<std::size_t>(instance.cells()), kWhite);
    for (const pddl::PlanStep& step : plan) {
      if (step.action == "shade") cells[static_cast<std::size_t>(cell_of(instance, step, 0))] = kBlack;
      if (step.action == "close") cells[static_cast<std::size_t>(cell_of(instance, step, 3))] = kBlack;
    }
    return cells;
  }

 protected:
  Body write_body(const Instance& instance) const override;
  Instance read_body(const pddl::Problem& problem) const override;
};

pddl::ProblemFormat::Body KuromasuProblems::write_body(const Instance& instance) const {
  using pddl::cell_name;
  using pddl::number_name;
  // The grid text refuses what no reader takes back (clues out of range),
  // in the codec's words; a problem holds no more. The '?' clues are this
  // writer's to state, whether or not the grid text has a word for them.
  Instance counted = instance;
  std::replace(counted.givens.begin(), counted.givens.end(), kUnknown, kNone);
  codec().format("grid")->write(counted);
  const Grid grid(instance);
  // The numbers that count, which scan; and the '?' clues, which are only
  // NUMBERED: never shaded, and nothing to see.
  std::vector<int> numbers, unknowns;
  int largest = 0;
  int first_clue = -1;  // white in every solution, '?' or not
  for (int i = 0; i < instance.cells(); ++i) {
    const int clue = instance.givens[static_cast<std::size_t>(i)];
    if (is_clue(clue) && first_clue < 0) first_clue = i;
    if (is_count(clue)) {
      numbers.push_back(i);
      largest = std::max(largest, clue);
    } else if (is_clue(clue)) {
      unknowns.push_back(i);
    }
  }

  Body body;
  body.comment.push_back("Kuromasu, " + std::to_string(instance.rows) + " rows by " + std::to_string(instance.cols) +
                         " columns. The numbers:");
  for (std::string& line : grid_comment(instance)) body.comment.push_back(std::move(line));

  for (int r = 0; r < instance.rows; ++r) {
    std::vector<std::string> row;
    for (int c = 0; c < instance.cols; ++c) row.push_back(cell_name(instance, instance.index(r, c)));
    body.objects.push_back({std::move(row), "cell"});
  }
  // A number's own cell is counted from the start: it sees at most
  // largest - 1 others.
  if (largest > 1) {
    std::vector<std::string> counts;
    for (int n = 1; n < largest; ++n) counts.push_back(number_name(n));
    body.objects.push_back({std::move(counts), "num"});
  }

  Section counting{"Counting down the cells a number has still to see.", {}};
  for (int n = 0; n + 1 < largest; ++n)
    counting.facts.push_back("(NEXT " + number_name(n) + " " + number_name(n + 1) + ")");
  Section connected{"The grid.", {}};
  for (int i = 0; i < instance.cells(); ++i)
    for (int next : grid.neighbours_in_reading_order(i))
      connected.facts.push_back("(CONNECTED " + cell_name(instance, i) + " " + cell_name(instance, next) + ")");
  Section sight{"Rows and columns, for the scans: the next cell in each direction, or the edge.", {}};
  for (int i = 0; i < instance.cells(); ++i)
    for (Direction way : kDirections) {
      const int next = grid.step(i, way);
      sight.facts.push_back(next < 0 ? "(EDGE " + cell_name(instance, i) + " " + direction_name(way) + ")"
                                     : "(STEP " + cell_name(instance, i) + " " + direction_name(way) + " " +
                                           cell_name(instance, next) + ")");
    }
  Section clues{numbers.empty() ? "" : "The numbers, each with the cells it has to see besides its own.", {}};
  for (int k : numbers) {
    const std::string at = cell_name(instance, k);
    clues.facts.push_back("(NUMBERED " + at + ")");
    clues.facts.push_back("(needs " + at + " " + number_name(instance.givens[static_cast<std::size_t>(k)] - 1) + ")");
  }
  Section unknown{unknowns.empty() ? "" : "The '?' clues: numbers not known, so white, with nothing to count.", {}};
  for (int k : unknowns) unknown.facts.push_back("(NUMBERED " + cell_name(instance, k) + ")");
  // One scan at a time, in reading order and up, down, left, right on each
  // number: a fixed order leaves the planner one choice at a time.
  std::vector<std::string> scans;
  for (int k : numbers)
    for (Direction way : kDirections) scans.push_back(cell_name(instance, k) + " " + direction_name(way));
  Section order{"The scans, one after another from the first number's cell.", {}};
  if (scans.empty()) {
    order.comment = "No number: nothing to scan.";
    order.facts.push_back("(scanned)");
  } else {
    order.facts.push_back("(looking " + scans.front() + " " + cell_name(instance, numbers.front()) + ")");
    for (std::size_t s = 0; s + 1 < scans.size(); ++s)
      order.facts.push_back("(NEXT-SCAN " + scans[s] + " " + scans[s + 1] + ")");
    order.facts.push_back("(LAST-SCAN " + scans.back() + ")");
  }
  // The first clue's cell is white in every solution; with no clue, any
  // cell that is white may root the flood.
  const bool number_first = first_clue >= 0 && is_count(instance.givens[static_cast<std::size_t>(first_clue)]);
  Section roots{first_clue < 0  ? "The flood may begin on any cell."
                : number_first ? "The flood begins on the first number."
                               : "The flood begins on the first clue, a '?'.",
                {}};
  if (first_clue < 0) {
    for (int i = 0; i < instance.cells(); ++i) roots.facts.push_back("(ROOT " + cell_name(instance, i) + ")");
  } else {
    roots.facts.push_back("(ROOT " + cell_name(instance, first_clue) + ")");
  }
  body.init = {std::move(counting), std::move(connected), std::move(sight), std::move(clues),
               std::move(unknown),  std::move(order),     std::move(roots)};

  // A conjunction of plain facts: a quantified goal would be compiled into
  // axioms, which planners' heuristics see through poorly.
  body.goal.push_back("(scanned)");
  for (int k : numbers) body.goal.push_back("(needs " + cell_name(instance, k) + " n0)");
  for (int i = 0; i < instance.cells(); ++i) body.goal.push_back("(settled " + cell_name(instance, i) + ")");
  return body;
}

Instance KuromasuProblems::read_body(const pddl::Problem& problem) const {
  // The cells first, so that a misnamed one is reported as such, not as an
  // unknown object wherever it is used; then what the domain itself says of
  // the problem.
  const pddl::GridCells cells = read_cells(problem, "cell", kLimits);
  check(problem);

  Instance instance;
  instance.puzzle = "kuromasu";
  instance.rows = cells.height;
  instance.cols = cells.width;
  instance.givens.assign(static_cast<std::size_t>(cells.width) * static_cast<std::size_t>(cells.height), kNone);
  const int largest = largest_clue(instance.rows, instance.cols);

  // The counts: n0 and its successors by NEXT, whatever they are called.
  const std::map<std::string, int> value = read_counter(problem);

  // Each number: one NUMBERED cell and one needs, the count it starts from.
  // A NUMBERED cell with no needs and no scan is a '?': the domain keeps it
  // white and counts nothing for it. One that scans lacks its count.
  std::vector<const pddl::Atom*> numbered, counts;
  std::map<std::string, const pddl::Atom*> needs;  // by cell
  std::set<std::string> scanning;                  // the cells whose number scans
  for (const pddl::Atom& atom : problem.init) {
    if (atom.predicate == "looking" || atom.predicate == "last-scan") {
      scanning.insert(atom.args[0]);
    } else if (atom.predicate == "next-scan") {
      scanning.insert(atom.args[0]);
      scanning.insert(atom.args[2]);
    } else if (atom.predicate == "numbered") {
      numbered.push_back(&atom);
    } else if (atom.predicate == "needs") {
      const std::string &cell = atom.args[0], &count = atom.args[1];
      if (auto [it, added] = needs.emplace(cell, &atom); !added)
        throw InputError("the number on " + in_quotes(cell) + " has a second (needs " + cell +
                             " N) (the first is on line " + std::to_string(it->second->line) + ")",
                         atom.line, atom.column);
      counts.push_back(&atom);
      auto v = value.find(count);
      if (v == value.end())
        throw InputError("count " + in_quotes(count) + " is not reached from n0 by the (NEXT ...) facts", atom.line,
                         atom.column);
      if (v->second + 1 > largest)
        throw InputError("a number in " + grid_words(cells.width, cells.height) + " is 1.." + std::to_string(largest) +
                             "; the one on " + in_quotes(cell) + " would be " + std::to_string(v->second + 1) + " (" +
                             in_quotes(count) + " cells besides its own)",
                         atom.line, atom.column);
    }
  }
  for (const pddl::Atom* atom : numbered) {
    const std::string& cell = atom->args[0];
    auto count = needs.find(cell);
    if (count == needs.end() && scanning.count(cell) != 0)
      throw InputError("the number on " + in_quotes(cell) + " has no (needs " + cell +
                           " N), yet it scans (a '?' has neither)",
                       atom->line, atom->column);
    instance.givens[static_cast<std::size_t>(cells.index(cell))] =
        count == needs.end() ? kUnknown : value.at(count->second->args[1]) + 1;
  }
  for (const pddl::Atom* atom : counts) {
    const std::string& cell = atom->args[0];
    if (instance.givens[static_cast<std::size_t>(cells.index(cell))] == kNone)
      throw InputError("(needs " + cell + " ...) counts for a number, but " + in_quotes(cell) + " is not NUMBERED",
                       atom->line, atom->column);
  }
  return instance;
}

}  // namespace

const pddl::ProblemFormat& pddl_format() {
  static const KuromasuProblems format;
  return format;
}

}  // namespace pg::kuromasu

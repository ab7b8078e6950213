#include "core/single.hpp"
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
      : ProblemFormat({"kuromasu", pddl_domain(), {}, {"(scanned)", "next-scan"}, &kuromasu::reference_plan}) {}

  // The cells the plan shades, at the end of a scan or after the scans,
  // are black; the rest is white.
  std::vector<int> solution_of(const Instance& instance, std::span<const pddl::PlanStep> plan) const override {
    return marked(instance, plan, std::vector<int>(static_cast<std::size_t>(instance.cells()), kWhite),
                  {{"shade", 0, kBlack}, {"close", 3, kBlack}});
  }

 protected:
  Body write_body(const Instance& instance) const override;
  Instance read_body(const pddl::Problem& problem) const override;
};

pddl::ProblemFormat::Body KuromasuProblems::write_body(const Instance& instance) const {
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
  body.describe(instance, "Kuromasu", ". The numbers:", grid_comment(instance));

  body.add_cells(instance);
  // A number's own cell is counted from the start: it sees at most
  // largest - 1 others.
  body.add_numbers(1, largest - 1);

  Section counting = counters("Counting down the cells a number has still to see.", 0, largest - 1);
  Section connected = connections(instance);
  Section sight{"Rows and columns, for the scans: the next cell in each direction, or the edge.", {}};
  for (int i = 0; i < instance.cells(); ++i)
    for (Direction way : kDirections) {
      const int next = grid.step(i, way);
      sight.facts.push_back(next < 0 ? "(EDGE " + pddl::cell_name(instance, i) + " " + direction_name(way) + ")"
                                     : "(STEP " + pddl::cell_name(instance, i) + " " + direction_name(way) + " " +
                                           pddl::cell_name(instance, next) + ")");
    }
  Section clues{numbers.empty() ? "" : "The numbers, each with the cells it has to see besides its own.", {}};
  for (int k : numbers) {
    const std::string at = pddl::cell_name(instance, k);
    clues.facts.push_back("(NUMBERED " + at + ")");
    clues.facts.push_back("(needs " + at + " " + pddl::number_name(instance.givens[static_cast<std::size_t>(k)] - 1) + ")");
  }
  Section unknown{unknowns.empty() ? "" : "The '?' clues: numbers not known, so white, with nothing to count.", {}};
  for (int k : unknowns) unknown.facts.push_back("(NUMBERED " + pddl::cell_name(instance, k) + ")");
  // One scan at a time, in reading order and up, down, left, right on each
  // number: a fixed order leaves the planner one choice at a time.
  std::vector<std::string> scans;
  for (int k : numbers)
    for (Direction way : kDirections) scans.push_back(pddl::cell_name(instance, k) + " " + direction_name(way));
  Section order{"The scans, one after another from the first number's cell.", {}};
  if (scans.empty()) {
    order.comment = "No number: nothing to scan.";
    order.facts.push_back("(scanned)");
  } else {
    order.facts.push_back("(looking " + scans.front() + " " + pddl::cell_name(instance, numbers.front()) + ")");
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
    for (int i = 0; i < instance.cells(); ++i) roots.facts.push_back("(ROOT " + pddl::cell_name(instance, i) + ")");
  } else {
    roots.facts.push_back("(ROOT " + pddl::cell_name(instance, first_clue) + ")");
  }
  body.init = {std::move(counting), std::move(connected), std::move(sight), std::move(clues),
               std::move(unknown),  std::move(order),     std::move(roots)};

  // A conjunction of plain facts: a quantified goal would be compiled into
  // axioms, which planners' heuristics see through poorly.
  body.goal.push_back("(scanned)");
  for (int k : numbers) body.goal.push_back("(needs " + pddl::cell_name(instance, k) + " n0)");
  for (int i = 0; i < instance.cells(); ++i) body.goal.push_back("(settled " + pddl::cell_name(instance, i) + ")");
  return body;
}

Instance KuromasuProblems::read_body(const pddl::Problem& problem) const {
  auto [cells, instance] = read_grid(problem, kLimits, kNone);
  const int largest = largest_clue(instance.rows, instance.cols);
  const Counter counter = read_counter(problem);

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
      const int seen = counter.of(count, atom, "count");
      if (seen + 1 > largest)
        throw InputError("a number in " + grid_words(cells.width, cells.height) + " is 1.." + std::to_string(largest) +
                             "; the one on " + in_quotes(cell) + " would be " + std::to_string(seen + 1) + " (" +
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
        count == needs.end() ? kUnknown : counter.value.at(count->second->args[1]) + 1;
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

const pddl::ProblemFormat& pddl_format() { return single<KuromasuProblems>(); }

}  // namespace pg::kuromasu

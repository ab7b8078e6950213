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
#include "pddl/kuromasu/hddl_domain.hpp"
#include "pddl/kuromasu/hierarchical_plan.hpp"
#include "pddl/kuromasu/reference_plan.hpp"

namespace pg::kuromasu {
namespace {

// The facts of the hierarchical domain's problems that the grid implies
// beyond its clues, each with the rule a problem that states them otherwise
// breaks. (The PDDL problems are read as other tools write them: only their
// clues are held to.)
const std::map<std::string, std::string>& hierarchy_implied_predicates() {
  static const std::map<std::string, std::string> implied = {
      {"next", "the counts run n0, n1, ... up to the most cells a number sees besides its own"},
      {"sum", "(SUM a b c) for every a + b = c up to the most cells a number sees besides its own"},
      {"then", "a number's rays are shared up, down, left, right in turn"},
      {"last", "a number's ray to the right is shared last"},
      {"room", "a number has room towards each side for the cells up to the edge, and no more than it sees"},
      {"step", "each cell steps to the cell next to it in each direction"},
      {"edge", "a cell meets the edge in the directions with no cell next to it"},
      {"root", "the flood begins on the first clue (on pos-0-0 when there is none)"},
      {"spare", "only a grid without clues has a spare root, the cell after pos-0-0"},
      {"black", "the grid starts with no cell black"},
      {"white", "the grid starts with no cell white"},
      {"reached", "the flood starts nowhere"},
  };
  return implied;
}

// The clues of a grid, in reading order.
struct Clues {
  std::vector<int> numbers;   // those that count
  std::vector<int> unknowns;  // the '?' clues: NUMBERED, never shaded, nothing to see
  int largest = 0;            // the largest number, 0 without one
  int first = -1;             // the first clue, '?' or not: white in every solution; -1 without one
};

Clues clues_of(const Instance& instance) {
  Clues clues;
  for (int i = 0; i < instance.cells(); ++i) {
    const int clue = instance.givens[static_cast<std::size_t>(i)];
    if (is_clue(clue) && clues.first < 0) clues.first = i;
    if (is_count(clue)) {
      clues.numbers.push_back(i);
      clues.largest = std::max(clues.largest, clue);
    } else if (is_clue(clue)) {
      clues.unknowns.push_back(i);
    }
  }
  return clues;
}

class KuromasuProblems final : public pddl::ProblemFormat {
 public:
  explicit KuromasuProblems(pddl::Language language)
      : ProblemFormat(language == pddl::Language::hddl
                          ? Spec{"kuromasu", hddl_domain(), {}, {"(then up down)"},
                                 &kuromasu::hierarchical_plan, {}, pddl::Language::hddl}
                          : Spec{"kuromasu", pddl_domain(), {}, {"(scanned)", "next-scan"}, &kuromasu::reference_plan}) {}

  // The cells the plan shades are black (in PDDL also those a scan closes
  // on); the rest is white.
  std::vector<int> solution_of(const Instance& instance, std::span<const pddl::PlanStep> plan) const override {
    std::vector<int> cells(static_cast<std::size_t>(instance.cells()), kWhite);
    if (language() == pddl::Language::hddl) return marked(instance, plan, std::move(cells), {{"shade", 0, kBlack}});
    return marked(instance, plan, std::move(cells), {{"shade", 0, kBlack}, {"close", 3, kBlack}});
  }

 protected:
  Body write_body(const Instance& instance) const override;
  Instance read_body(const pddl::Problem& problem) const override;

 private:
  static void add_hierarchy(const Instance& instance, const Clues& clues, Body& body);
};

// The ways the number `count` on `cell` can share the cells it sees besides
// its own among its four rays, each no longer than the grid has room for.
long long ways_to_share(const Grid& grid, int cell, int count) {
  std::vector<long long> ways(static_cast<std::size_t>(count), 0);  // by the cells shared so far
  ways[0] = 1;
  for (Direction way : kDirections) {
    int room = 0;
    for (int next = grid.step(cell, way); next >= 0; next = grid.step(next, way)) ++room;
    std::vector<long long> more(ways.size(), 0);
    for (std::size_t shared = 0; shared < ways.size(); ++shared)
      for (std::size_t a = 0; a <= static_cast<std::size_t>(room) && shared + a < ways.size(); ++a)
        more[shared + a] += ways[shared];
    ways = std::move(more);
  }
  return ways.back();
}

// The numbers in the order the network counts them: first the one with the
// fewest ways to share its cells; then always the one that shares the most
// lines (its row, its column) with those taken, fewest ways first, then in
// reading order. Each number meets cells its predecessors decided, so a
// wrong share fails soon.
std::vector<int> counting_order(const Instance& instance, const std::vector<int>& numbers) {
  const Grid grid(instance);
  std::map<int, long long> ways;
  for (int k : numbers) ways[k] = ways_to_share(grid, k, instance.givens[static_cast<std::size_t>(k)]);
  std::vector<int> left = numbers, order;
  std::set<int> rows, cols;
  while (!left.empty()) {
    auto rank = [&](int k) {
      const int shared = static_cast<int>(rows.count(grid.row(k))) + static_cast<int>(cols.count(grid.col(k)));
      return std::make_pair(-shared, ways[k]);
    };
    // `left` is in reading order, so the first of the best is the one.
    auto next = std::min_element(left.begin(), left.end(), [&](int a, int b) { return rank(a) < rank(b); });
    order.push_back(*next);
    rows.insert(grid.row(*next));
    cols.insert(grid.col(*next));
    left.erase(next);
  }
  return order;
}

// What the hierarchical domain adds to the grid: the sums of counts, the
// order of a number's rays, each number with the room its rays have, the '?'
// clues, the flood's root; and the initial network: count every number,
// settle every cell in reading order, connect from the root, check every
// cell in reading order.
void KuromasuProblems::add_hierarchy(const Instance& instance, const Clues& clues, Body& body) {
  const Grid grid(instance);
  auto name = [&](int cell) { return pddl::cell_name(instance, cell); };
  // The most cells a number sees besides its own: no count or share is larger.
  const int most = std::max(clues.largest, 1) - 1;
  Section sums{"The sums of counts: (SUM a b c) for a + b = c.", {}};
  for (int a = 0; a <= most; ++a)
    for (int b = 0; a + b <= most; ++b)
      sums.facts.push_back("(SUM " + pddl::number_name(a) + " " + pddl::number_name(b) + " " +
                           pddl::number_name(a + b) + ")");
  Section rays{"A number's rays share its cells up, down, left, right in turn.", {}};
  for (std::size_t d = 0; d + 1 < kDirections.size(); ++d)
    rays.facts.push_back("(THEN " + direction_name(kDirections[d]) + " " + direction_name(kDirections[d + 1]) + ")");
  rays.facts.push_back("(LAST " + direction_name(kDirections.back()) + ")");
  // The room a ray has, ascending: HyperTensioN tries shares in the order
  // of the facts, and the short ones first find the solutions sooner.
  Section numbers{clues.numbers.empty() ? "" : "The numbers: the cells each sees besides its own, and the room its "
                                               "rays have up to the edge.",
                  {}};
  for (int k : clues.numbers) {
    const int count = instance.givens[static_cast<std::size_t>(k)];
    numbers.facts.push_back("(NUMBERED " + name(k) + ")");
    numbers.facts.push_back("(NEEDS " + name(k) + " " + pddl::number_name(count - 1) + ")");
    for (Direction way : kDirections) {
      int room = 0;
      for (int next = grid.step(k, way); next >= 0; next = grid.step(next, way)) ++room;
      for (int n = 0; n <= std::min(room, most); ++n)
        numbers.facts.push_back("(ROOM " + name(k) + " " + direction_name(way) + " " + pddl::number_name(n) + ")");
    }
  }
  Section unknown{clues.unknowns.empty() ? "" : "The '?' clues: numbers not known, so white, with nothing to count.",
                  {}};
  for (int k : clues.unknowns) unknown.facts.push_back("(NUMBERED " + name(k) + ")");
  // The first clue's cell is white in every solution. Without one, pos-0-0
  // may be black; then the cell after it is white (they touch).
  const int root = std::max(clues.first, 0);
  Section roots{clues.first >= 0 ? "The flood begins on the first clue."
                                 : "No clue: the flood begins on pos-0-0, or on the next cell when pos-0-0 is black.",
                {"(ROOT " + name(root) + ")"}};
  if (clues.first < 0 && instance.cells() > 1) roots.facts.push_back("(SPARE " + name(0) + " " + name(1) + ")");
  for (Section* section : {&sums, &rays, &numbers, &unknown, &roots}) body.init.push_back(std::move(*section));

  for (int k : counting_order(instance, clues.numbers)) body.tasks.push_back("(count " + name(k) + ")");
  for (int i = 0; i < instance.cells(); ++i) body.tasks.push_back("(settle " + name(i) + ")");
  body.tasks.push_back("(connect " + name(root) + ")");
  for (int i = 0; i < instance.cells(); ++i) body.tasks.push_back("(check " + name(i) + ")");
}

pddl::ProblemFormat::Body KuromasuProblems::write_body(const Instance& instance) const {
  // The grid text refuses what no reader takes back (clues out of range),
  // in the codec's words; a problem holds no more. The '?' clues are this
  // writer's to state, whether or not the grid text has a word for them.
  Instance counted = instance;
  std::replace(counted.givens.begin(), counted.givens.end(), kUnknown, kNone);
  codec().format("grid")->write(counted);
  const Grid grid(instance);
  const Clues found = clues_of(instance);
  const std::vector<int>& numbers = found.numbers;
  const int largest = found.largest;

  Body body;
  body.describe(instance, "Kuromasu", ". The numbers:", grid_comment(instance));

  body.add_cells(instance);
  // A number's own cell is counted from the start: it sees at most
  // largest - 1 others.
  body.add_numbers(1, largest - 1);

  const bool hierarchy = language() == pddl::Language::hddl;
  Section counting = counters(hierarchy ? "The counts: a number sees n0 to n" + std::to_string(largest - 1) +
                                              " cells besides its own."
                                        : "Counting down the cells a number has still to see.",
                              0, largest - 1);
  if (counting.facts.empty() && hierarchy) counting.comment.clear();  // no number, or only 1s
  Section sight{hierarchy ? "Rows and columns, for the rays: the next cell in each direction, or the edge."
                          : "Rows and columns, for the scans: the next cell in each direction, or the edge.",
                {}};
  for (int i = 0; i < instance.cells(); ++i)
    for (Direction way : kDirections) {
      const int next = grid.step(i, way);
      sight.facts.push_back(next < 0 ? "(EDGE " + pddl::cell_name(instance, i) + " " + direction_name(way) + ")"
                                     : "(STEP " + pddl::cell_name(instance, i) + " " + direction_name(way) + " " +
                                           pddl::cell_name(instance, next) + ")");
    }
  if (hierarchy) {
    body.init.push_back(std::move(counting));
    body.init.push_back(std::move(sight));
    add_hierarchy(instance, found, body);
    return body;
  }
  Section connected = connections(instance);
  const std::vector<int>& unknowns = found.unknowns;
  const int first_clue = found.first;
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
  // The hierarchy's facts and network follow from the clues: stated
  // otherwise, they would make another puzzle than the one read.
  if (language() == pddl::Language::hddl)
    require_implied_facts(problem, instance, hierarchy_implied_predicates(), "the grid");
  return instance;
}

}  // namespace

const pddl::ProblemFormat& pddl_format() {
  static const KuromasuProblems format(pddl::Language::pddl);
  return format;
}

const pddl::ProblemFormat& hddl_format() {
  static const KuromasuProblems format(pddl::Language::hddl);
  return format;
}

}  // namespace pg::kuromasu

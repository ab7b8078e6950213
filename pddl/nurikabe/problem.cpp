#include "pddl/nurikabe/problem.hpp"

#include <algorithm>
#include <map>
#include <string>
#include <utility>
#include <vector>

#include "core/errors.hpp"
#include "core/grid.hpp"
#include "core/nurikabe.hpp"
#include "core/text.hpp"
#include "formats/nurikabe/codec.hpp"
#include "pddl/nurikabe/domain.hpp"
#include "pddl/nurikabe/hddl_domain.hpp"
#include "pddl/nurikabe/hierarchical_plan.hpp"
#include "pddl/nurikabe/reference_plan.hpp"

namespace pg::nurikabe {
namespace {

// The facts of the hierarchical domain's problems that the grid and its rule
// set imply beyond the numbers, each with the rule a problem that states them
// otherwise breaks. (The PDDL problems are read as other tools write them:
// only their numbers are held to.)
const std::map<std::string, std::string>& hierarchy_implied_predicates() {
  static const std::map<std::string, std::string> implied = {
      {"next", "the counts run n0, n1, ... up to the largest number"},
      {"connected", "each cell is connected to its neighbours up, down, left and right"},
      {"around", "a cell's neighbours up, down, left, right, the cell itself beyond the edge"},
      {"sees", "a cell sees each cell of its (AROUND ...) once"},
      {"block", "each 2x2 block is listed once, under the Nikoli rules only"},
      {"reach", "an island may hold the cells within its number less one steps of it, never on or next to "
                "another number"},
      {"taken", "the numbered cells are island cells from the start, and no other"},
      {"owner", "each numbered cell owns itself from the start, and no other cell has an owner"},
      {"wall", "the grid starts with no wall"},
      {"flooded", "the flood has not begun"},
      {"reached", "the flood starts nowhere"},
  };
  return implied;
}

// A problem holds this many REACH facts at most: a 30x30 puzzle states a few
// thousand, but numbers far larger than their islands could be would make a
// large grid state tens of millions, more than a planner's grounder takes.
constexpr std::size_t kMostReach = 1'000'000;

// The cells each island may hold (REACH): for each numbered cell, in reading
// order, the cells within its number less one steps of it by a walk that
// never enters another numbered cell nor a cell next to one (an island there
// would touch that number's island), in reading order. Every island of every
// solution lies within its REACH: a path inside it from its number is that
// short, and it touches no other number.
std::vector<std::vector<int>> reach_of(const Instance& instance, const std::vector<int>& numbers) {
  const Grid grid(instance);
  const auto cells = static_cast<std::size_t>(instance.cells());
  // How many numbers each cell is on or next to.
  std::vector<int> near(cells, 0);
  for (int k : numbers) {
    ++near[static_cast<std::size_t>(k)];
    for (int next : grid.neighbours(k)) ++near[static_cast<std::size_t>(next)];
  }
  std::vector<std::vector<int>> reach;
  std::size_t facts = 0;
  std::vector<int> steps(cells, -1);
  for (int k : numbers) {
    const int most = instance.givens[static_cast<std::size_t>(k)] - 1;
    // On or next to a number other than k's own.
    auto barred = [&](int c) { return near[static_cast<std::size_t>(c)] > (c == k || grid.adjacent(c, k) ? 1 : 0); };
    std::vector<int> found{k};
    steps[static_cast<std::size_t>(k)] = 0;
    for (std::size_t i = 0; i < found.size(); ++i) {
      const int at = found[i];
      if (steps[static_cast<std::size_t>(at)] == most) continue;
      for (int next : grid.neighbours(at))
        if (steps[static_cast<std::size_t>(next)] < 0 && !barred(next)) {
          steps[static_cast<std::size_t>(next)] = steps[static_cast<std::size_t>(at)] + 1;
          found.push_back(next);
        }
    }
    for (int c : found) steps[static_cast<std::size_t>(c)] = -1;
    facts += found.size();
    if (facts > kMostReach)
      throw FormatError("an HDDL problem of this grid would state more than " + std::to_string(kMostReach) +
                        " cells its islands may hold (REACH facts): its numbers are too large for a " +
                        size_string(instance.rows, instance.cols) + " grid");
    std::sort(found.begin(), found.end());
    reach.push_back(std::move(found));
  }
  return reach;
}

// The 2x2 blocks by their top left cell, in reading order.
std::vector<int> block_corners(const Instance& instance) {
  std::vector<int> corners;
  for (int r = 0; r + 1 < instance.rows; ++r)
    for (int c = 0; c + 1 < instance.cols; ++c) corners.push_back(instance.index(r, c));
  return corners;
}

// "(BLOCK a b c d)" or "(no-pool a b c d)": the block's cells top left, top
// right, bottom left, bottom right.
std::string block_text(const Instance& instance, std::string_view word, int corner) {
  std::string text = "(" + std::string(word);
  for (int cell : {corner, corner + 1, corner + instance.cols, corner + instance.cols + 1})
    text += " " + pddl::cell_name(instance, cell);
  return text + ")";
}

// The initial task network: (grow k) for every number in reading order, each
// block's (no-pool ...) right after the last grow whose island can reach a
// cell of it (at the start when the block holds a number, which is never
// wall, or when no island reaches it, which fails at once), then (fill c)
// and (connect c) for every cell in reading order. Under the IPC rules, the
// grows and the fills alone. Any order of these tasks keeps the plans
// exactly the solutions; this one meets a wrong guess early: an island
// grown, its blocks are checked.
std::vector<std::string> network(const Instance& instance, const std::vector<int>& numbers,
                                 const std::vector<std::vector<int>>& reach) {
  auto name = [&](int cell) { return pddl::cell_name(instance, cell); };
  const bool nikoli = !ipc_rules(instance);
  // The last island in the network's order that may hold each cell; -1 for none.
  std::vector<int> last_reach(static_cast<std::size_t>(instance.cells()), -1);
  for (std::size_t i = 0; i < numbers.size(); ++i)
    for (int c : reach[i]) last_reach[static_cast<std::size_t>(c)] = static_cast<int>(i);
  // The blocks checked after each grow; [0] those checked first.
  std::vector<std::vector<std::string>> after(numbers.size() + 1);
  if (nikoli)
    for (int corner : block_corners(instance)) {
      int slot = -1;
      for (int cell : {corner, corner + 1, corner + instance.cols, corner + instance.cols + 1}) {
        if (instance.givens[static_cast<std::size_t>(cell)] != kNone) {
          slot = -1;
          break;
        }
        slot = std::max(slot, last_reach[static_cast<std::size_t>(cell)]);
      }
      after[static_cast<std::size_t>(slot + 1)].push_back(block_text(instance, "no-pool", corner));
    }
  std::vector<std::string> tasks = after[0];
  for (std::size_t i = 0; i < numbers.size(); ++i) {
    tasks.push_back("(grow " + name(numbers[i]) + ")");
    tasks.insert(tasks.end(), after[i + 1].begin(), after[i + 1].end());
  }
  for (int c = 0; c < instance.cells(); ++c) tasks.push_back("(fill " + name(c) + ")");
  if (nikoli)
    for (int c = 0; c < instance.cells(); ++c) tasks.push_back("(connect " + name(c) + ")");
  return tasks;
}

class NurikabeProblems final : public pddl::ProblemFormat {
 public:
  explicit NurikabeProblems(pddl::Language language)
      : ProblemFormat(language == pddl::Language::hddl
                          ? Spec{"nurikabe", hddl_domain(), {}, {"(grow ", "(around "}, &nurikabe::hierarchical_plan,
                                 {}, pddl::Language::hddl}
                          : Spec{"nurikabe", pddl_domain(), {kPaintPddlDomain}, {"robot-pos", "remaining-cells"},
                                 &nurikabe::reference_plan, kIpc}) {}

  // The cells the robot paints are the islands, or in HDDL the numbered
  // cells and those the islands claim; the rest is wall.
  std::vector<int> solution_of(const Instance& instance, std::span<const pddl::PlanStep> plan) const override {
    std::vector<int> cells(static_cast<std::size_t>(instance.cells()), kWall);
    if (language() == pddl::Language::pddl)
      return marked(instance, plan, std::move(cells), {{"start-painting", 0, kIsland}, {"move-painting", 1, kIsland}});
    for (int k : numbered_cells(instance)) cells[static_cast<std::size_t>(k)] = kIsland;
    return marked(instance, plan, std::move(cells), {{"claim", 0, kIsland}});
  }

 protected:
  Body write_body(const Instance& instance) const override;
  Instance read_body(const pddl::Problem& problem) const override;

 private:
  Body write_hierarchy(const Instance& instance) const;
  Instance read_hierarchy(const pddl::Problem& problem) const;
};

// The hierarchical domain's problem: the grid's neighbours as AROUND and
// SEES, the 2x2 blocks (Nikoli rules only), the cells each island may hold,
// each number's own cell taken with its count of cells to go; and the
// network.
pddl::ProblemFormat::Body NurikabeProblems::write_hierarchy(const Instance& instance) const {
  const Grid grid(instance);
  auto name = [&](int cell) { return pddl::cell_name(instance, cell); };
  const std::vector<int> numbers = numbered_cells(instance);
  // The counts run n0..nM for the largest number M; M is 1 at least, so that
  // the NEXT chain is never empty.
  int largest = 1;
  for (int k : numbers) largest = std::max(largest, instance.givens[static_cast<std::size_t>(k)]);
  const std::vector<std::vector<int>> reach = reach_of(instance, numbers);
  const bool nikoli = !ipc_rules(instance);

  Body body;
  body.describe(instance, "Nurikabe",
                nikoli ? ", under the Nikoli rules. The numbers:"
                       : ", under the IPC 2018 rules (the islands alone). The numbers:",
                grid_comment(instance));
  body.add_cells(instance);
  body.add_numbers(1, largest);

  Section sides{"Each cell's neighbours up, down, left, right (itself beyond the edge), and each once.", {}};
  for (int c = 0; c < instance.cells(); ++c) {
    std::vector<int> around;
    for (Direction way : kDirections) {
      const int next = grid.step(c, way);
      around.push_back(next < 0 ? c : next);
    }
    sides.facts.push_back("(AROUND " + name(c) + " " + name(around[0]) + " " + name(around[1]) + " " +
                          name(around[2]) + " " + name(around[3]) + ")");
    std::sort(around.begin(), around.end());
    around.erase(std::unique(around.begin(), around.end()), around.end());
    for (int n : around) sides.facts.push_back("(SEES " + name(c) + " " + name(n) + ")");
  }
  Section blocks{"The 2x2 blocks: top left, top right, bottom left, bottom right.", {}};
  if (nikoli)
    for (int corner : block_corners(instance)) blocks.facts.push_back(block_text(instance, "BLOCK", corner));
  Section reaches{"The cells each island may hold: near enough, and never on or next to another number.", {}};
  for (std::size_t i = 0; i < numbers.size(); ++i)
    for (int c : reach[i]) reaches.facts.push_back("(REACH " + name(numbers[i]) + " " + name(c) + ")");
  Section islands{"The numbers: each island holds its own cell and needs its number less one more.", {}};
  for (int k : numbers) {
    islands.facts.push_back("(taken " + name(k) + ")");
    islands.facts.push_back("(owner " + name(k) + " " + name(k) + ")");
    islands.facts.push_back("(need " + name(k) + " " +
                            pddl::number_name(instance.givens[static_cast<std::size_t>(k)] - 1) + ")");
  }
  Section counting = counters("Counting down the cells an island still needs.", 0, largest);
  Section connected = connections(instance);
  for (Section* section : {&counting, &connected, &sides, &blocks, &reaches, &islands})
    if (!section->facts.empty()) body.init.push_back(std::move(*section));
  body.tasks = network(instance, numbers, reach);
  return body;
}

pddl::ProblemFormat::Body NurikabeProblems::write_body(const Instance& instance) const {
  require_sizes(instance, language() == pddl::Language::hddl ? kHtnDomainWords : kIpcDomainWords);
  require_writable(instance);
  if (language() == pddl::Language::hddl) return write_hierarchy(instance);
  const Grid grid(instance);
  const std::vector<int> sources = numbered_cells(instance);
  const auto cells = static_cast<std::size_t>(instance.cells());
  int largest = 0;
  for (int source : sources) largest = std::max(largest, instance.givens[static_cast<std::size_t>(source)]);

  // The groups whose number is next to each cell, each once.
  std::vector<std::vector<int>> claimed_by(cells);
  for (std::size_t g = 0; g < sources.size(); ++g)
    for (int next : grid.neighbours_in_reading_order(sources[g]))
      claimed_by[static_cast<std::size_t>(next)].push_back(static_cast<int>(g));
  std::vector<int> group_of(cells, -1);
  for (std::size_t g = 0; g < sources.size(); ++g) group_of[static_cast<std::size_t>(sources[g])] = static_cast<int>(g);

  pddl::ProblemFormat::Body body;
  body.describe(instance, "Nurikabe", ", for the IPC 2018 planning domain. The numbers:", grid_comment(instance));

  body.add_cells(instance);
  body.add_numbers(1, largest);
  if (!sources.empty()) {
    std::vector<std::string> groups;
    for (std::size_t g = 0; g < sources.size(); ++g) groups.push_back(group_name(static_cast<int>(g)));
    body.objects.push_back({std::move(groups), "group"});
  }

  pddl::ProblemFormat::Section counting = counters("Counting down the cells an island still needs.", 0, largest);
  pddl::ProblemFormat::Section connected = connections(instance);
  pddl::ProblemFormat::Section robot{"The robot starts in the top left corner, walking.",
                                     {"(robot-pos " + pddl::cell_name(instance, 0) + ")", "(moving)"}};
  pddl::ProblemFormat::Section numbers{sources.empty() ? "" : "The numbers, and the cells they claim.", {}};
  for (std::size_t g = 0; g < sources.size(); ++g)
    numbers.facts.push_back("(SOURCE " + pddl::cell_name(instance, sources[g]) + " " + group_name(static_cast<int>(g)) + ")");
  for (int i = 0; i < instance.cells(); ++i)
    if (group_of[static_cast<std::size_t>(i)] < 0 && claimed_by[static_cast<std::size_t>(i)].empty())
      numbers.facts.push_back("(available " + pddl::cell_name(instance, i) + ")");
  // A number next to another one is blocked (no solution has it): its
  // island cannot start.
  auto blocked = [&](int i) {
    const std::size_t claims = claimed_by[static_cast<std::size_t>(i)].size();
    return claims > 1 || (claims == 1 && group_of[static_cast<std::size_t>(i)] >= 0);
  };
  for (int i = 0; i < instance.cells(); ++i)
    if (blocked(i)) numbers.facts.push_back("(blocked " + pddl::cell_name(instance, i) + ")");
  for (int i = 0; i < instance.cells(); ++i)
    if (!blocked(i) && claimed_by[static_cast<std::size_t>(i)].size() == 1)
      numbers.facts.push_back("(part-of " + pddl::cell_name(instance, i) + " " +
                              group_name(claimed_by[static_cast<std::size_t>(i)][0]) + ")");
  for (std::size_t g = 0; g < sources.size(); ++g)
    numbers.facts.push_back("(remaining-cells " + group_name(static_cast<int>(g)) + " " +
                            pddl::number_name(instance.givens[static_cast<std::size_t>(sources[g])]) + ")");
  body.init = {std::move(counting), std::move(connected), std::move(robot), std::move(numbers)};

  for (std::size_t g = 0; g < sources.size(); ++g)
    body.goal.push_back("(group-painted " + group_name(static_cast<int>(g)) + ")");
  return body;
}

// The numbers from their counts, (need K N), and the rule set from the
// network; every other fact and the network itself must be those the grid
// and its rules imply.
Instance NurikabeProblems::read_hierarchy(const pddl::Problem& problem) const {
  auto [cells, instance] = read_grid(problem, kLimits, kNone);
  const Counter counter = read_counter(problem);
  std::map<std::string, const pddl::Atom*> need_of;  // by cell
  for (const pddl::Atom& atom : problem.init) {
    if (atom.predicate != "need") continue;
    const std::string &cell = atom.args[0], &count = atom.args[1];
    if (auto [it, added] = need_of.emplace(cell, &atom); !added)
      throw InputError("the number on " + in_quotes(cell) + " has a second (need " + cell +
                           " N) (the first is on line " + std::to_string(it->second->line) + ")",
                       atom.line, atom.column);
    const int size = counter.of(count, atom, "count") + 1;
    if (size > instance.cells())
      throw InputError("an island in " + grid_words(cells.width, cells.height) + " has 1 to " +
                           std::to_string(instance.cells()) + " cells; the one of " + in_quotes(cell) +
                           " would have " + std::to_string(size) + " (" + in_quotes(count) + " besides its number)",
                       atom.line, atom.column);
    instance.givens[static_cast<std::size_t>(cells.index(cell))] = size;
  }
  // Under the Nikoli rules the network checks the blocks and the walls;
  // under the IPC rules it has neither task.
  const bool nikoli = !problem.htn || std::any_of(problem.htn->subtasks.begin(), problem.htn->subtasks.end(),
                                                  [](const pddl::TaskCall& task) {
                                                    return task.name() == "connect" || task.name() == "no-pool";
                                                  });
  if (!nikoli) instance.rules = std::string(kIpc);
  require_implied_facts(problem, instance, hierarchy_implied_predicates(), "the grid and its rules");
  return instance;
}

Instance NurikabeProblems::read_body(const pddl::Problem& problem) const {
  if (language() == pddl::Language::hddl) return read_hierarchy(problem);
  // The domain judges the problem under the problem's name for it: ours,
  // pddl-generators' paint-nurikabe, or any other.
  auto [cells, instance] = read_grid(problem, kLimits, kNone);
  std::vector<const pddl::Typed*> groups;
  for (const pddl::Typed& object : problem.objects)
    if (object.type == "group") groups.push_back(&object);
  const Counter counter = read_counter(problem);

  // Each group: one SOURCE and one remaining-cells.
  std::map<std::string, const pddl::Atom*> source_of, size_of;
  std::map<std::string, const pddl::Atom*> group_at;  // by cell
  for (const pddl::Atom& atom : problem.init) {
    if (atom.predicate == "source") {
      const std::string &cell = atom.args[0], &group = atom.args[1];
      if (cells.at.count(cell) == 0)
        throw InputError("the source " + in_quotes(cell) + " of " + in_quotes(group) + " is not a pos-X-Y cell",
                         atom.line, atom.column);
      if (auto [it, added] = source_of.emplace(group, &atom); !added)
        throw InputError("group " + in_quotes(group) + " has a second source, " + in_quotes(cell) + " (the first is " +
                             in_quotes(it->second->args[0]) + " on line " + std::to_string(it->second->line) + ")",
                         atom.line, atom.column);
      if (auto [it, added] = group_at.emplace(cell, &atom); !added)
        throw InputError("cell " + in_quotes(cell) + " is the source of both " + in_quotes(it->second->args[1]) +
                             " and " + in_quotes(group),
                         atom.line, atom.column);
    } else if (atom.predicate == "remaining-cells") {
      const std::string &group = atom.args[0], &number = atom.args[1];
      if (auto [it, added] = size_of.emplace(group, &atom); !added)
        throw InputError("group " + in_quotes(group) + " has a second remaining-cells (the first is on line " +
                             std::to_string(it->second->line) + ")",
                         atom.line, atom.column);
      const int size = counter.of(number, atom);
      if (size < 1 || size > instance.cells())
        throw InputError("an island in " + grid_words(cells.width, cells.height) + " has 1 to " +
                             std::to_string(instance.cells()) + " cells; " + in_quotes(group) + " has " +
                             std::to_string(size) + " (" + in_quotes(number) + ")",
                         atom.line, atom.column);
    }
  }
  for (const pddl::Typed* group : groups) {
    auto source = source_of.find(group->name);
    if (source == source_of.end())
      throw InputError("group " + in_quotes(group->name) + " has no (SOURCE CELL " + group->name + ")", group->line,
                       group->column);
    auto size = size_of.find(group->name);
    if (size == size_of.end())
      throw InputError("group " + in_quotes(group->name) + " has no (remaining-cells " + group->name + " N)",
                       group->line, group->column);
    instance.givens[static_cast<std::size_t>(cells.index(source->second->args[0]))] =
        counter.value.at(size->second->args[1]);
  }
  return instance;
}

}  // namespace

void require_sizes(const Instance& instance, std::string_view domain) {
  // Within the grid only: a grid and givens of different sizes are
  // require_writable's to name.
  const auto cells = std::min(instance.givens.size(), static_cast<std::size_t>(std::max(0, instance.cells())));
  for (std::size_t i = 0; i < cells; ++i)
    if (instance.givens[i] == kUnknown)
      throw FormatError("cell " + to_string(instance.cell(static_cast<int>(i))) +
                        " holds a '?' clue: " + std::string(domain) + " cannot state an island of unknown size");
}

std::vector<int> numbered_cells(const Instance& instance) {
  std::vector<int> out;
  for (int i = 0; i < instance.cells(); ++i)
    if (instance.givens[static_cast<std::size_t>(i)] != kNone) out.push_back(i);
  return out;
}

std::string group_name(int group) { return "g" + std::to_string(group); }

std::vector<Island> islands_of(const Instance& instance, const std::vector<int>& solution) {
  if (solution.size() != static_cast<std::size_t>(instance.cells()))
    throw FormatError("the solution has " + std::to_string(solution.size()) + " cells for a " +
                      size_string(instance.rows, instance.cols) + " grid");
  const Grid grid(instance);
  const std::vector<int> sources = numbered_cells(instance);
  std::vector<int> group_of(solution.size(), -1);
  for (std::size_t g = 0; g < sources.size(); ++g) group_of[static_cast<std::size_t>(sources[g])] = static_cast<int>(g);
  std::vector<Island> islands(sources.size());
  std::vector<char> seen(solution.size(), 0);
  auto broken = [&](const std::string& why) {
    return FormatError("no plan: the solution breaks the island rules: " + why);
  };
  for (int start = 0; start < instance.cells(); ++start) {
    const auto s = static_cast<std::size_t>(start);
    if (solution[s] == kWall) {
      if (group_of[s] >= 0) throw broken("the numbered cell " + to_string(instance.cell(start)) + " is a wall");
      continue;
    }
    if (solution[s] != kIsland) throw broken("cell " + to_string(instance.cell(start)) + " is neither island nor wall");
    if (seen[s]) continue;
    std::vector<int> cells{start};
    seen[s] = 1;
    int group = -1;
    for (std::size_t i = 0; i < cells.size(); ++i) {
      const auto c = static_cast<std::size_t>(cells[i]);
      if (group_of[c] >= 0) {
        if (group >= 0)
          throw broken("one island holds the numbers at " +
                       to_string(instance.cell(sources[static_cast<std::size_t>(group)])) + " and " +
                       to_string(instance.cell(cells[i])));
        group = group_of[c];
      }
      for (int next : grid.neighbours_in_reading_order(cells[i]))
        if (!seen[static_cast<std::size_t>(next)] && solution[static_cast<std::size_t>(next)] == kIsland) {
          seen[static_cast<std::size_t>(next)] = 1;
          cells.push_back(next);
        }
    }
    if (group < 0) throw broken("the island at " + to_string(instance.cell(start)) + " has no number");
    Island& island = islands[static_cast<std::size_t>(group)];
    island.group = group;
    island.source = sources[static_cast<std::size_t>(group)];
    island.size = instance.givens[static_cast<std::size_t>(island.source)];
    island.cells = std::move(cells);
    if (static_cast<int>(island.cells.size()) != island.size)
      throw broken("the island of the " + std::to_string(island.size) + " at " +
                   to_string(instance.cell(island.source)) + " has " + std::to_string(island.cells.size()) + " cells");
  }
  return islands;
}


const pddl::ProblemFormat& pddl_format() {
  static const NurikabeProblems format(pddl::Language::pddl);
  return format;
}

const pddl::ProblemFormat& hddl_format() {
  static const NurikabeProblems format(pddl::Language::hddl);
  return format;
}

}  // namespace pg::nurikabe

#include "core/single.hpp"
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
#include "pddl/nurikabe/reference_plan.hpp"

namespace pg::nurikabe {
namespace {

class NurikabeProblems final : public pddl::ProblemFormat {
 public:
  NurikabeProblems()
      : ProblemFormat({"nurikabe", pddl_domain(), {kPaintPddlDomain}, {"robot-pos", "remaining-cells"},
                       &nurikabe::reference_plan, "ipc"}) {}

  // The cells the robot paints are the islands; the rest is wall.
  std::vector<int> solution_of(const Instance& instance, std::span<const pddl::PlanStep> plan) const override {
    return marked(instance, plan, std::vector<int>(static_cast<std::size_t>(instance.cells()), kWall),
                  {{"start-painting", 0, kIsland}, {"move-painting", 1, kIsland}});
  }

 protected:
  Body write_body(const Instance& instance) const override;
  Instance read_body(const pddl::Problem& problem) const override;
};

pddl::ProblemFormat::Body NurikabeProblems::write_body(const Instance& instance) const {
  require_sizes(instance);
  require_writable(instance);
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

Instance NurikabeProblems::read_body(const pddl::Problem& problem) const {
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

void require_sizes(const Instance& instance) {
  // Within the grid only: a grid and givens of different sizes are
  // require_writable's to name.
  const auto cells = std::min(instance.givens.size(), static_cast<std::size_t>(std::max(0, instance.cells())));
  for (std::size_t i = 0; i < cells; ++i)
    if (instance.givens[i] == kUnknown)
      throw FormatError("cell " + to_string(instance.cell(static_cast<int>(i))) +
                        " holds a '?' clue: the IPC 2018 nurikabe domain cannot state an island of unknown size");
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


const pddl::ProblemFormat& pddl_format() { return single<NurikabeProblems>(); }

}  // namespace pg::nurikabe

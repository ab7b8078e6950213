#include "pddl/nurikabe/reference_plan.hpp"

#include <algorithm>
#include <optional>
#include <utility>
#include <vector>

#include "core/errors.hpp"
#include "core/grid.hpp"
#include "core/nurikabe.hpp"
#include "formats/nurikabe/codec.hpp"
#include "pddl/nurikabe/problem.hpp"
#include "pddl/plan_text.hpp"
#include "pddl/problem_format.hpp"

namespace pg::nurikabe {
namespace {

// Walks over an island that start at its number and cover every cell once:
// what move-painting allows. Only the end of a walk matters to what follows
// (the island is painted whichever way it was walked), so at most one walk
// is kept per end cell.
class CoveringWalks {
 public:
  // Steps allowed to find the first walk, and after it to find walks that
  // end elsewhere. Each step costs a pass over the island.
  static constexpr long long kFirstBudget = 200000;
  static constexpr long long kMoreBudget = 5000;

  CoveringWalks(const Instance& instance, const Island& island) : grid_(instance), island_(island) {
    local_.assign(static_cast<std::size_t>(instance.cells()), -1);
    for (std::size_t i = 0; i < island.cells.size(); ++i)
      local_[static_cast<std::size_t>(island.cells[i])] = static_cast<int>(i);
    visited_.assign(island.cells.size(), 0);
    ended_.assign(island.cells.size(), 0);
  }

  // The walks found, and whether the search stopped on its budget rather
  // than by trying everything.
  std::vector<std::vector<int>> find(bool& out_of_budget) {
    budget_ = kFirstBudget;
    walk_ = {island_.source};
    visited_[index(island_.source)] = 1;
    extend();
    out_of_budget = budget_ < 0 && walks_.empty();
    return std::move(walks_);
  }

 private:
  std::size_t index(int cell) const { return static_cast<std::size_t>(local_[static_cast<std::size_t>(cell)]); }
  bool in_island(int cell) const { return local_[static_cast<std::size_t>(cell)] >= 0; }

  int open_neighbours(int cell) const {
    int count = 0;
    for (int next : grid_.neighbours_in_reading_order(cell))
      if (in_island(next) && !visited_[index(next)]) ++count;
    return count;
  }

  // The cells not yet walked must hang together with the walk's head, or no
  // walk from here covers them.
  bool rest_connected() const {
    const int rest = static_cast<int>(island_.cells.size() - walk_.size());
    if (rest == 0) return true;
    std::vector<char> reached(island_.cells.size(), 0);
    std::vector<int> queue{walk_.back()};
    reached[index(walk_.back())] = 1;
    int count = 0;
    for (std::size_t i = 0; i < queue.size(); ++i)
      for (int next : grid_.neighbours_in_reading_order(queue[i]))
        if (in_island(next) && !visited_[index(next)] && !reached[index(next)]) {
          reached[index(next)] = 1;
          queue.push_back(next);
          ++count;
        }
    return count == rest;
  }

  // Depth first, the neighbour with the fewest ways on first (Warnsdorff's
  // rule), which finds a covering walk at once on most islands. Returns
  // false to stop the whole search.
  bool extend() {
    if (--budget_ < 0) return false;
    if (walk_.size() == island_.cells.size()) {
      std::size_t end = index(walk_.back());
      if (!ended_[end]) {
        ended_[end] = 1;
        walks_.push_back(walk_);
        if (walks_.size() == 1) budget_ = std::min(budget_, kMoreBudget);
      }
      return walks_.size() < island_.cells.size();
    }
    if (!rest_connected()) return true;
    std::vector<std::pair<int, int>> options;  // (ways on, cell)
    for (int next : grid_.neighbours_in_reading_order(walk_.back()))
      if (in_island(next) && !visited_[index(next)]) options.emplace_back(open_neighbours(next), next);
    std::sort(options.begin(), options.end());
    for (const auto& [ways, next] : options) {
      visited_[index(next)] = 1;
      walk_.push_back(next);
      bool go_on = extend();
      walk_.pop_back();
      visited_[index(next)] = 0;
      if (!go_on) return false;
    }
    return true;
  }

  Grid grid_;
  const Island& island_;
  std::vector<int> local_;  // each grid cell's index in the island, or -1
  std::vector<char> visited_;
  std::vector<char> ended_;  // cells some kept walk ends on
  std::vector<int> walk_;
  std::vector<std::vector<int>> walks_;
  long long budget_ = 0;
};

// One island's turn in the plan: the walk to its number over unpainted
// cells, then the covering walk that paints it.
struct Turn {
  int island = 0;
  std::vector<int> approach;  // the cells stepped onto, in order
  const std::vector<int>* walk = nullptr;
};

// The order of the islands, by depth-first search. At each point the
// islands whose number the robot can reach are tried nearest first, and for
// each the ends of its covering walks. After painting, the robot stands on
// the walk's end and must step off it onto an unpainted cell (unless no
// island is left), and painted cells stay closed: a choice that leaves some
// number the robot could reach out of its reach is tried only after the
// others. With one connected wall (the Nikoli rules) the first choice works.
class PaintingOrder {
 public:
  // Choices tried before giving up; each costs a pass over the grid.
  static constexpr long long kBudget = 20000;

  PaintingOrder(const Instance& instance, const std::vector<Island>& islands,
                const std::vector<std::vector<std::vector<int>>>& walks)
      : instance_(instance), grid_(instance), islands_(islands), walks_(walks) {
    painted_.assign(static_cast<std::size_t>(instance.cells()), 0);
    done_.assign(islands.size(), 0);
  }

  std::optional<std::vector<Turn>> find(bool& out_of_budget) {
    budget_ = kBudget;
    bool found = search(0);
    out_of_budget = !found && budget_ < 0;
    if (!found) return std::nullopt;
    return turns_;
  }

 private:
  // An island to paint next, the number of steps to its number, and which of
  // its covering walks.
  struct Choice {
    int steps = 0;
    int island = 0;
    std::size_t walk = 0;
  };

  // Breadth first from `from` over unpainted cells: for each cell the one it
  // was reached from (`from` itself for `from`, -1 when out of reach) and
  // the number of steps.
  struct Reach {
    std::vector<int> previous;
    std::vector<int> steps;
  };

  Reach reach(int from) const {
    Reach out;
    out.previous.assign(static_cast<std::size_t>(instance_.cells()), -1);
    out.steps.assign(static_cast<std::size_t>(instance_.cells()), 0);
    out.previous[static_cast<std::size_t>(from)] = from;
    std::vector<int> queue{from};
    for (std::size_t i = 0; i < queue.size(); ++i)
      for (int next : grid_.neighbours_in_reading_order(queue[i])) {
        const auto n = static_cast<std::size_t>(next);
        if (out.previous[n] < 0 && !painted_[n]) {
          out.previous[n] = queue[i];
          out.steps[n] = out.steps[static_cast<std::size_t>(queue[i])] + 1;
          queue.push_back(next);
        }
      }
    return out;
  }

  void paint(const Island& island, char value) {
    for (int cell : island.cells) painted_[static_cast<std::size_t>(cell)] = value;
  }

  bool search(int robot) {
    const std::size_t left = islands_.size() - turns_.size();
    if (left == 0) return true;
    const Reach here = reach(robot);
    const std::vector<int>& previous = here.previous;
    std::vector<Choice> reachable;
    for (std::size_t i = 0; i < islands_.size(); ++i)
      if (!done_[i] && previous[static_cast<std::size_t>(islands_[i].source)] >= 0)
        for (std::size_t w = 0; w < walks_[i].size(); ++w)
          reachable.push_back({here.steps[static_cast<std::size_t>(islands_[i].source)], static_cast<int>(i), w});
    std::stable_sort(reachable.begin(), reachable.end(),
                     [](const Choice& a, const Choice& b) { return a.steps < b.steps; });

    std::vector<Choice> risky;
    for (const Choice& choice : reachable) {
      if (--budget_ < 0) return false;
      const Island& island = islands_[static_cast<std::size_t>(choice.island)];
      const std::vector<int>& walk = walks_[static_cast<std::size_t>(choice.island)][choice.walk];
      paint(island, 1);
      bool can_leave = left == 1;
      for (int next : grid_.neighbours_in_reading_order(walk.back()))
        can_leave = can_leave || !painted_[static_cast<std::size_t>(next)];
      bool keeps_reach = true;
      if (can_leave && left > 1) {
        const std::vector<int> after = reach(walk.back()).previous;
        for (std::size_t i = 0; i < islands_.size(); ++i) {
          const auto source = static_cast<std::size_t>(islands_[i].source);
          if (!done_[i] && static_cast<int>(i) != choice.island && previous[source] >= 0 && after[source] < 0)
            keeps_reach = false;
        }
      }
      paint(island, 0);
      if (!can_leave) continue;
      if (!keeps_reach) {
        risky.push_back(choice);
        continue;
      }
      if (take(choice, previous)) return true;
      if (budget_ < 0) return false;
    }
    for (const Choice& choice : risky) {
      if (--budget_ < 0) return false;
      if (take(choice, previous)) return true;
      if (budget_ < 0) return false;
    }
    return false;
  }

  bool take(const Choice& choice, const std::vector<int>& previous) {
    const auto i = static_cast<std::size_t>(choice.island);
    Turn turn;
    turn.island = choice.island;
    turn.walk = &walks_[i][choice.walk];
    for (int at = islands_[i].source; previous[static_cast<std::size_t>(at)] != at;
         at = previous[static_cast<std::size_t>(at)])
      turn.approach.push_back(at);
    std::reverse(turn.approach.begin(), turn.approach.end());
    turns_.push_back(std::move(turn));
    done_[i] = 1;
    paint(islands_[i], 1);
    if (search(turns_.back().walk->back())) return true;
    paint(islands_[i], 0);
    done_[i] = 0;
    turns_.pop_back();
    return false;
  }

  const Instance& instance_;
  Grid grid_;
  const std::vector<Island>& islands_;
  const std::vector<std::vector<std::vector<int>>>& walks_;
  std::vector<char> painted_;
  std::vector<char> done_;
  std::vector<Turn> turns_;
  long long budget_ = 0;
};

}  // namespace

std::string reference_plan(const Instance& instance) {
  require_sizes(instance, kIpcDomainWords);
  require_writable(instance);
  if (!instance.solution) throw FormatError("no plan: the instance's solution is not known");
  const std::vector<Island> islands = islands_of(instance, *instance.solution);

  std::vector<std::vector<std::vector<int>>> walks;
  for (const Island& island : islands) {
    bool out_of_budget = false;
    walks.push_back(CoveringWalks(instance, island).find(out_of_budget));
    if (walks.back().empty())
      throw FormatError("no plan: the island of the " + std::to_string(island.size) + " at " +
                        to_string(instance.cell(island.source)) + " cannot be painted: " +
                        (out_of_budget ? "no walk from its number through all its cells was found within the "
                                         "search limit"
                                       : "no walk from its number passes through all its cells once"));
  }
  bool out_of_budget = false;
  std::optional<std::vector<Turn>> turns = PaintingOrder(instance, islands, walks).find(out_of_budget);
  if (!turns)
    throw FormatError(std::string("no plan: ") +
                      (out_of_budget ? "no order of painting the islands was found within the search limit"
                                     : "in no order of painting the islands can the robot reach every number "
                                       "without crossing a painted island"));

  pddl::PlanWriter plan;
  auto cell = [&](int at) { return pddl::cell_name(instance, at); };
  int robot = 0;
  for (const Turn& turn : *turns) {
    const Island& island = islands[static_cast<std::size_t>(turn.island)];
    for (int next : turn.approach) {
      plan.step({"move", cell(robot), cell(next)});
      robot = next;
    }
    const std::string group = group_name(island.group);
    plan.step({"start-painting", cell(island.source), group, pddl::number_name(island.size),
               pddl::number_name(island.size - 1)});
    const std::vector<int>& walk = *turn.walk;
    for (std::size_t k = 1; k < walk.size(); ++k) {
      const int left = island.size - static_cast<int>(k);
      plan.step({"move-painting", cell(walk[k - 1]), cell(walk[k]), group, pddl::number_name(left),
                 pddl::number_name(left - 1)});
    }
    plan.step({"end-painting", group});
    robot = walk.back();
  }
  return plan.text();
}

}  // namespace pg::nurikabe

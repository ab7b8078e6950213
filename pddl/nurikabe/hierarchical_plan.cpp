#include "pddl/nurikabe/hierarchical_plan.hpp"

#include <string>
#include <vector>

#include "core/errors.hpp"
#include "core/grid.hpp"
#include "core/nurikabe.hpp"
#include "core/text.hpp"
#include "formats/nurikabe/codec.hpp"
#include "pddl/htn_plan_text.hpp"
#include "pddl/language.hpp"
#include "pddl/nurikabe/problem.hpp"
#include "pddl/problem_format.hpp"

namespace pg::nurikabe {
namespace {

// The plan, task by task as the problem's network lists them, each
// decomposed the one way the solution allows; the state (taken, owner, need,
// wall, reached, flooded) is kept as the actions change it, so that each
// method is the one whose precondition holds.
class Planner {
 public:
  // `islands`: the solution's, which keep the island rules.
  Planner(const Instance& instance, const std::vector<Island>& islands)
      : instance_(instance), grid_(instance), cells_(static_cast<std::size_t>(instance.cells())),
        island_of_(cells_, -1), owner_(cells_, -1), need_(cells_, 0), wall_(cells_, false), reached_(cells_, false) {
    for (const Island& island : islands) {
      for (int c : island.cells) island_of_[static_cast<std::size_t>(c)] = island.source;
      owner_[static_cast<std::size_t>(island.source)] = island.source;
      need_[static_cast<std::size_t>(island.source)] = island.size - 1;
    }
  }

  std::string plan() {
    const pddl::Problem problem = pddl::read_problem(hddl_format().write(instance_));
    std::vector<int> root;
    for (const pddl::TaskCall& task : problem.htn->subtasks) {
      std::vector<int> cells;
      for (std::size_t i = 1; i < task.call.items.size(); ++i)
        cells.push_back(pddl::cell_index(instance_, task.call.items[i].symbol));
      const std::string& name = task.name();
      root.push_back(name == "grow"      ? grow(cells[0])
                     : name == "no-pool" ? no_pool(cells)
                     : name == "fill"    ? fill(cells[0])
                                         : connect(cells[0]));
    }
    writer_.root(root);
    return writer_.text();
  }

 private:
  std::string name(int cell) const { return pddl::cell_name(instance_, cell); }
  bool taken(int cell) const { return owner_[static_cast<std::size_t>(cell)] >= 0; }
  // The cell beyond `cell` towards `way`; `cell` itself past the edge, as
  // AROUND has it.
  int side(int cell, Direction way) const {
    const int next = grid_.step(cell, way);
    return next < 0 ? cell : next;
  }

  int grow(int k) {
    const int walk = explore(k, k);
    const int size = writer_.action({"check-size", name(k)});
    return writer_.task({"grow", name(k)}, "grow-island", {walk, size});
  }

  int explore(int c, int k) {
    std::vector<int> sides;
    for (Direction way : kDirections) sides.push_back(border(c, k, side(c, way)));
    return writer_.task({"explore", name(c), name(k)}, "explore-sides", sides);
  }

  // The islands are the solution's, so a neighbour of the island of k is
  // k's own cell or no island's: never another island's.
  int border(int c, int k, int n) {
    const auto at = static_cast<std::size_t>(n);
    if (owner_[at] == k) return writer_.task({"border", name(c), name(k), name(n)}, "border-own", {});
    if (wall_[at]) return writer_.task({"border", name(c), name(k), name(n)}, "border-wall", {});
    if (island_of_[at] == k) {
      int& left = need_[static_cast<std::size_t>(k)];
      const int claim =
          writer_.action({"claim", name(n), name(c), name(k), pddl::number_name(left), pddl::number_name(left - 1)});
      --left;
      owner_[at] = k;
      const int walk = explore(n, k);
      return writer_.task({"border", name(c), name(k), name(n)}, "border-claim", {claim, walk});
    }
    return writer_.task({"border", name(c), name(k), name(n)}, "border-shut", {make_wall(n)});
  }

  // The block's first island cell in reading order names the method.
  int no_pool(const std::vector<int>& block) {
    static constexpr const char* kMethods[] = {"pool-a", "pool-b", "pool-c", "pool-d"};
    for (std::size_t i = 0; i < block.size(); ++i)
      if (taken(block[i]))
        return writer_.task({"no-pool", name(block[0]), name(block[1]), name(block[2]), name(block[3])}, kMethods[i],
                            {});
    throw pddl::broken_solution("the 2x2 block at " + to_string(instance_.cell(block[0])) + " is all wall");
  }

  int fill(int c) {
    if (taken(c)) return writer_.task({"fill", name(c)}, "fill-island", {});
    return writer_.task({"fill", name(c)}, "fill-wall", {make_wall(c)});
  }

  int connect(int c) {
    if (taken(c)) return writer_.task({"connect", name(c)}, "connect-island", {});
    if (reached_[static_cast<std::size_t>(c)]) return writer_.task({"connect", name(c)}, "connect-reached", {});
    if (flood_start_ >= 0)
      throw pddl::broken_solution("the wall is split: " + to_string(instance_.cell(flood_start_)) + " and " +
                                  to_string(instance_.cell(c)) + " are not connected");
    flood_start_ = c;
    reached_[static_cast<std::size_t>(c)] = true;
    const int start = writer_.action({"start-flood", name(c)});
    return writer_.task({"connect", name(c)}, "connect-start", {start, visit(c)});
  }

  int visit(int c) {
    std::vector<int> spreads;
    for (Direction way : kDirections) spreads.push_back(spread(c, side(c, way)));
    return writer_.task({"visit", name(c)}, "visit-sides", spreads);
  }

  // After the fills every cell is an island cell or a wall.
  int spread(int c, int n) {
    if (taken(n)) return writer_.task({"spread", name(c), name(n)}, "spread-island", {});
    if (reached_[static_cast<std::size_t>(n)]) return writer_.task({"spread", name(c), name(n)}, "spread-seen", {});
    reached_[static_cast<std::size_t>(n)] = true;
    const int step = writer_.action({"reach", name(c), name(n)});
    return writer_.task({"spread", name(c), name(n)}, "spread-on", {step, visit(n)});
  }

  int make_wall(int c) {
    wall_[static_cast<std::size_t>(c)] = true;
    return writer_.action({"make-wall", name(c)});
  }

  const Instance& instance_;
  const Grid grid_;
  const std::size_t cells_;
  std::vector<int> island_of_;  // the numbered cell of the solution's island that holds each cell; -1: a wall
  std::vector<int> owner_;      // the numbered cell of the island that has claimed each cell so far; -1: none
  std::vector<int> need_;       // by numbered cell: the cells its island still needs
  std::vector<bool> wall_, reached_;
  int flood_start_ = -1;  // the wall the flood began on; -1 before
  pddl::HtnPlanWriter writer_;
};

}  // namespace

std::string hierarchical_plan(const Instance& instance) {
  require_sizes(instance, kHtnDomainWords);
  require_writable(instance);
  const std::vector<Island> islands = islands_of(instance, pddl::known_solution(instance));
  // The island rules are checked here, the walls' as the plan is made; the
  // domain judges the plan all the same.
  return hddl_format().judged_plan(instance, Planner(instance, islands).plan());
}

}  // namespace pg::nurikabe

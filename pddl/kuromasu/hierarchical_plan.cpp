#include "pddl/kuromasu/hierarchical_plan.hpp"

#include <algorithm>
#include <string>
#include <vector>

#include "core/errors.hpp"
#include "core/grid.hpp"
#include "core/kuromasu.hpp"
#include "core/text.hpp"
#include "pddl/htn_plan_text.hpp"
#include "pddl/kuromasu/domain.hpp"
#include "pddl/kuromasu/problem.hpp"
#include "pddl/language.hpp"
#include "pddl/problem_format.hpp"

namespace pg::kuromasu {
namespace {

// The plan, task by task as the problem's network lists them, each
// decomposed the one way the solution allows; the state (black, white,
// reached) is kept as the actions change it, so that each method is the
// one whose precondition holds.
class Planner {
 public:
  Planner(const Instance& instance, const std::vector<int>& solution)
      : instance_(instance), grid_(instance), solution_(solution),
        black_(static_cast<std::size_t>(instance.cells()), false), white_(black_), reached_(black_) {}

  std::string plan() {
    const pddl::Problem problem = pddl::read_problem(hddl_format().write(instance_));
    std::vector<int> root;
    for (const pddl::TaskCall& task : problem.htn->subtasks) {
      const int cell = pddl::cell_index(instance_, task.call.items[1].symbol);
      const std::string& name = task.name();
      root.push_back(name == "count"    ? count(cell)
                     : name == "settle" ? settle(cell)
                     : name == "connect" ? connect(cell)
                                         : check(cell));
    }
    writer_.root(root);
    return writer_.text();
  }

 private:
  bool in_solution_black(int cell) const { return solution_[static_cast<std::size_t>(cell)] == kBlack; }
  std::string name(int cell) const { return pddl::cell_name(instance_, cell); }
  static std::string count_name(int n) { return pddl::number_name(n); }
  std::vector<bool>::reference black(int cell) { return black_[static_cast<std::size_t>(cell)]; }
  std::vector<bool>::reference white(int cell) { return white_[static_cast<std::size_t>(cell)]; }
  std::vector<bool>::reference reached(int cell) { return reached_[static_cast<std::size_t>(cell)]; }

  // The white cells the number on `k` sees towards `way` in the solution.
  int sight(int k, Direction way) const {
    int seen = 0;
    for (int next = grid_.step(k, way); next >= 0 && !in_solution_black(next); next = grid_.step(next, way)) ++seen;
    return seen;
  }

  // The number's shares are what it sees in the solution, which must add up
  // to its count: a larger sum would name no count of the problem.
  int count(int k) {
    std::vector<int> shares;
    int seen = 1;  // its own cell
    for (Direction way : kDirections) {
      shares.push_back(sight(k, way));
      seen += shares.back();
    }
    const int clue = instance_.givens[static_cast<std::size_t>(k)];
    if (seen != clue)
      throw pddl::broken_solution("the " + std::to_string(clue) + " at " + to_string(instance_.cell(k)) + " sees " +
                                  std::to_string(seen) + " white cells");
    return writer_.task({"count", name(k)}, "count-rays", {share(k, 0, shares)});
  }

  int share(int k, std::size_t ray_index, const std::vector<int>& shares) {
    const Direction way = kDirections[ray_index];
    int rest = 0;
    for (std::size_t i = ray_index; i < shares.size(); ++i) rest += shares[i];
    const int walked = ray(way, k, shares[ray_index]);
    if (ray_index + 1 == kDirections.size())
      return writer_.task({"share", name(k), direction_name(way), count_name(rest)}, "share-last", {walked});
    const int others = share(k, ray_index + 1, shares);
    return writer_.task({"share", name(k), direction_name(way), count_name(rest)}, "share-ray", {walked, others});
  }

  int ray(Direction way, int at, int still) {
    const int next = grid_.step(at, way);
    const std::string d = direction_name(way);
    if (still > 0) {
      const int seen = see(next);
      const int on = ray(way, next, still - 1);
      return writer_.task({"ray", d, name(at), count_name(still)}, "ray-see", {seen, on});
    }
    if (next < 0) return writer_.task({"ray", d, name(at), count_name(0)}, "ray-edge", {});
    if (black(next)) return writer_.task({"ray", d, name(at), count_name(0)}, "ray-black", {});
    return writer_.task({"ray", d, name(at), count_name(0)}, "ray-shade", {blacken(next)});
  }

  // A black neighbour in the solution would be kept white here, and the plan
  // would carry out another grid than the solution: refused as the rules say.
  int blacken(int c) {
    std::vector<int> subtasks{shade(c)};
    for (Direction way : kDirections) {
      const int next = grid_.step(c, way);
      if (next >= 0 && in_solution_black(next))
        throw pddl::broken_solution("the black cells " + to_string(instance_.cell(std::min(c, next))) + " and " +
                                    to_string(instance_.cell(std::max(c, next))) + " touch");
      const std::string d = direction_name(way);
      subtasks.push_back(next < 0 ? writer_.task({"guard", name(c), d}, "guard-edge", {})
                                  : writer_.task({"guard", name(c), d}, "guard-cell", {keep_white(next)}));
    }
    return writer_.task({"blacken", name(c)}, "blacken-cell", subtasks);
  }

  int settle(int c) {
    if (black(c)) return writer_.task({"settle", name(c)}, "settle-black", {});
    if (white(c)) return writer_.task({"settle", name(c)}, "settle-white", {});
    if (in_solution_black(c)) return writer_.task({"settle", name(c)}, "settle-open-black", {blacken(c)});
    return writer_.task({"settle", name(c)}, "settle-open-white", {keep_white(c)});
  }

  // The root is white, or (only without clues) black with the cell after it
  // white.
  int connect(int r) {
    if (!black(r)) return writer_.task({"connect", name(r)}, "connect-root", {flood(r)});
    if (instance_.cells() == 1) throw pddl::broken_solution("no cell is white");
    return writer_.task({"connect", name(r)}, "connect-spare", {flood(r + 1)});
  }

  int flood(int c) {
    std::vector<int> subtasks{reach(c)};
    for (Direction way : kDirections) {
      const int next = grid_.step(c, way);
      const std::string d = direction_name(way);
      subtasks.push_back(next < 0        ? writer_.task({"spread", name(c), d}, "spread-edge", {})
                         : black(next)   ? writer_.task({"spread", name(c), d}, "spread-black", {})
                         : reached(next) ? writer_.task({"spread", name(c), d}, "spread-reached", {})
                                         : writer_.task({"spread", name(c), d}, "spread-on", {flood(next)}));
    }
    return writer_.task({"flood", name(c)}, "flood-cell", subtasks);
  }

  // A white cell the flood missed is checked as reached all the same: the
  // domain refuses the plan, with the split as its reason.
  int check(int c) {
    return writer_.task({"check", name(c)}, black(c) ? "check-black" : "check-reached", {});
  }

  int see(int c) {
    white(c) = true;
    return writer_.action({"see", name(c)});
  }
  int shade(int c) {
    black(c) = true;
    return writer_.action({"shade", name(c)});
  }
  int keep_white(int c) {
    white(c) = true;
    return writer_.action({"keep-white", name(c)});
  }
  int reach(int c) {
    reached(c) = true;
    return writer_.action({"reach", name(c)});
  }

  const Instance& instance_;
  const Grid grid_;
  const std::vector<int>& solution_;
  std::vector<bool> black_, white_, reached_;
  pddl::HtnPlanWriter writer_;
};

}  // namespace

std::string hierarchical_plan(const Instance& instance) {
  const std::vector<int>& solution = pddl::known_solution(instance);
  // The domain is the judge of the rules: a number that sees too many or
  // too few fails its shares, touching black cells fail a guard, a split
  // fails a check.
  return hddl_format().judged_plan(instance, Planner(instance, solution).plan());
}

}  // namespace pg::kuromasu

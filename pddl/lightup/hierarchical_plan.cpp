#include "pddl/lightup/hierarchical_plan.hpp"

#include <array>
#include <string>
#include <vector>

#include "core/errors.hpp"
#include "core/grid.hpp"
#include "core/lightup.hpp"
#include "pddl/htn_plan_text.hpp"
#include "pddl/language.hpp"
#include "pddl/lightup/problem.hpp"
#include "pddl/problem_format.hpp"

namespace pg::lightup {
namespace {

class Planner {
 public:
  Planner(const Instance& instance, const std::vector<int>& solution)
      : instance_(instance), grid_(instance), solution_(solution),
        lit_(static_cast<std::size_t>(instance.cells()), false), placed_(lit_) {}

  std::string plan() {
    const pddl::Problem problem = pddl::read_problem(hddl_format().write(instance_));
    std::vector<int> root;
    for (const pddl::TaskCall& task : problem.htn->subtasks) {
      const int cell = pddl::cell_index(instance_, task.call.items[1].symbol);
      root.push_back(task.name() == "satisfy" ? satisfy(cell) : light(cell));
    }
    writer_.root(root);
    return writer_.text();
  }

 private:
  bool white(int cell) const { return !is_black(instance_.givens[static_cast<std::size_t>(cell)]); }
  bool bulb(int cell) const { return solution_[static_cast<std::size_t>(cell)] == kBulb; }
  std::string name(int cell) const { return pddl::cell_name(instance_, cell); }

  // The bulbs of the solution next to the number `k` and not placed yet,
  // each placed in turn, then its sides counted.
  int satisfy(int k) {
    for (Direction way : kDirections) {
      const int side = grid_.step(k, way);
      if (side < 0 || !white(side) || !bulb(side) || placed_[static_cast<std::size_t>(side)]) continue;
      const int put = place(side);
      const int rest = satisfy(k);
      return writer_.task({"satisfy", name(k)}, "satisfy-by-bulb", {put, rest});
    }
    std::vector<int> settled;
    int needs = instance_.givens[static_cast<std::size_t>(k)];
    for (Direction way : kDirections) {
      const int side = grid_.step(k, way);
      const std::string_view d = to_string(way);
      if (side < 0 || !white(side)) {
        settled.push_back(writer_.task({"settle", name(k), d}, "settle-none", {}));
      } else if (bulb(side)) {
        const int count = writer_.action({"count-bulb", name(k), pddl::number_name(needs), pddl::number_name(needs - 1)});
        --needs;
        settled.push_back(writer_.task({"settle", name(k), d}, "settle-bulb", {count}));
      } else {
        const int bar = writer_.action({"bar", name(side)});
        settled.push_back(writer_.task({"settle", name(k), d}, "settle-bar", {bar}));
      }
    }
    settled.push_back(writer_.action({"satisfied", name(k)}));
    return writer_.task({"satisfy", name(k)}, "satisfy-by-count", settled);
  }

  int light(int c) {
    if (lit_[static_cast<std::size_t>(c)]) return writer_.task({"light", name(c)}, "light-lit", {});
    for (int b = 0; b < instance_.cells(); ++b)
      if (bulb(b) && reaches(b, c)) return writer_.task({"light", name(c)}, "light-by-bulb", {place(b)});
    throw pddl::broken_solution("no bulb lights " + to_string(instance_.cell(c)));
  }

  bool reaches(int b, int c) const {
    if (b == c) return true;
    for (Direction way : kDirections)
      for (int seen : grid_.ray(b, way, [&](int cell) { return white(cell); }))
        if (seen == c) return true;
    return false;
  }

  int place(int b) {
    placed_[static_cast<std::size_t>(b)] = true;
    lit_[static_cast<std::size_t>(b)] = true;
    std::vector<int> subtasks{writer_.action({"put-bulb", name(b)})};
    for (Direction way : kDirections) {
      const std::vector<int> ray = grid_.ray(b, way, [&](int cell) { return white(cell); });
      std::vector<int> lights;
      for (int cell : ray) {
        lights.push_back(writer_.action({"light-up", name(cell)}));
        lit_[static_cast<std::size_t>(cell)] = true;
      }
      // The ray's tasks, from its end back to the bulb.
      const std::string_view d = to_string(way);
      int shine = writer_.task({"shine", name(ray.empty() ? b : ray.back()), d}, "shine-end", {});
      for (std::size_t i = ray.size(); i-- > 0;)
        shine = writer_.task({"shine", name(i == 0 ? b : ray[i - 1]), d}, "shine-on", {lights[i], shine});
      subtasks.push_back(shine);
    }
    return writer_.task({"place", name(b)}, "place-bulb", subtasks);
  }

  const Instance& instance_;
  const Grid grid_;
  const std::vector<int>& solution_;
  std::vector<bool> lit_;
  std::vector<bool> placed_;
  pddl::HtnPlanWriter writer_;
};

}  // namespace

std::string hierarchical_plan(const Instance& instance) {
  const std::vector<int>& solution = pddl::known_solution(instance);
  // The domain is the judge of the rules: bulbs that see each other fail a
  // step, a number with a wrong count fails its count.
  return hddl_format().judged_plan(instance, Planner(instance, solution).plan());
}

}  // namespace pg::lightup

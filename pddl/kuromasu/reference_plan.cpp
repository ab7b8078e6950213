#include "pddl/kuromasu/reference_plan.hpp"

#include <vector>

#include "core/errors.hpp"
#include "core/grid.hpp"
#include "core/kuromasu.hpp"
#include "pddl/kuromasu/domain.hpp"
#include "pddl/plan_text.hpp"
#include "pddl/problem_format.hpp"

namespace pg::kuromasu {
using pddl::broken_solution;

// The plan is built as the domain would carry it out, so a solution that
// breaks a rule shows where the plan would get stuck: at a shading, a scan or
// the flood. (The rule checker lives in the solvers, a layer this one does
// not lean on.)
std::string reference_plan(const Instance& instance) {
  const std::vector<int>& solution = pddl::known_solution(instance);
  const Grid grid(instance);
  auto black = [&](int cell) { return solution[static_cast<std::size_t>(cell)] == kBlack; };
  auto cell = [&](int at) { return pddl::cell_name(instance, at); };
  auto place = [&](int at) { return to_string(instance.cell(at)); };

  // The black cells first: no number ('?' included), none touching. Only
  // the numbers that count scan; the flood's root is the first clue's cell.
  std::vector<int> numbers;
  int root = -1;
  for (int i = 0; i < instance.cells(); ++i) {
    const int value = solution[static_cast<std::size_t>(i)];
    const int given = instance.givens[static_cast<std::size_t>(i)];
    if (value != kBlack && value != kWhite) throw broken_solution("cell " + place(i) + " is neither white nor black");
    if (is_count(given)) numbers.push_back(i);
    if (is_clue(given) && root < 0) root = i;
    if (!black(i)) continue;
    if (is_clue(given)) throw broken_solution("the numbered cell " + place(i) + " is black");
    for (int next : grid.neighbours_in_reading_order(i))
      if (next < i && black(next)) throw broken_solution("the black cells " + place(next) + " and " + place(i) + " touch");
  }

  pddl::PlanWriter plan;

  // The scans in the problem's order. The first scan to end at a black cell
  // shades it; later ones stop at it.
  std::vector<char> shaded(static_cast<std::size_t>(instance.cells()), 0);
  for (int k : numbers) {
    const int clue = instance.givens[static_cast<std::size_t>(k)];
    int seen = 1;
    for (Direction way : kDirections)
      seen += static_cast<int>(grid.ray(k, way, [&](int at) { return !black(at); }).size());
    if (seen != clue)
      throw broken_solution("the " + std::to_string(clue) + " at " + place(k) + " sees " + std::to_string(seen) +
                   " white cells");
    int left = clue - 1;
    for (Direction way : kDirections) {
      const std::string way_name(direction_name(way));
      int at = k;
      for (int next = grid.step(at, way); next >= 0 && !black(next); next = grid.step(at, way)) {
        plan.step({"see", cell(k), way_name, cell(at), cell(next), pddl::number_name(left),
                   pddl::number_name(left - 1)});
        --left;
        at = next;
      }
      const int end = grid.step(at, way);
      if (end < 0) {
        plan.step({"stop-at-edge", cell(k), way_name, cell(at)});
      } else if (shaded[static_cast<std::size_t>(end)]) {
        plan.step({"stop-at-black", cell(k), way_name, cell(at), cell(end)});
      } else {
        plan.step({"close", cell(k), way_name, cell(at), cell(end)});
        shaded[static_cast<std::size_t>(end)] = 1;
      }
    }
  }

  // The black cells no number sees, in reading order.
  for (int i = 0; i < instance.cells(); ++i)
    if (black(i) && !shaded[static_cast<std::size_t>(i)]) plan.step({"shade", cell(i)});

  // Breadth first from the root (the first clue, else the first white cell),
  // each cell reached from the one that found it.
  std::vector<char> reached(static_cast<std::size_t>(instance.cells()), 0);
  std::vector<int> queue;
  for (int i = root < 0 ? 0 : root; i < instance.cells() && queue.empty(); ++i)
    if (!black(i)) {
      plan.step({"flood-start", cell(i)});
      reached[static_cast<std::size_t>(i)] = 1;
      queue.push_back(i);
    }
  for (std::size_t q = 0; q < queue.size(); ++q)
    for (int next : grid.neighbours_in_reading_order(queue[q]))
      if (!black(next) && !reached[static_cast<std::size_t>(next)]) {
        plan.step({"flood", cell(queue[q]), cell(next)});
        reached[static_cast<std::size_t>(next)] = 1;
        queue.push_back(next);
      }
  for (int i = 0; i < instance.cells(); ++i)
    if (!black(i) && !reached[static_cast<std::size_t>(i)])
      throw broken_solution("the white cells are split: " + place(queue.front()) + " and " + place(i) + " are not connected");
  return plan.text();
}

}  // namespace pg::kuromasu

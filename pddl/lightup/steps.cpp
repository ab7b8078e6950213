#include "pddl/lightup/steps.hpp"

#include <algorithm>

#include "core/grid.hpp"
#include "core/lightup.hpp"

namespace pg::lightup {

std::vector<Step> plan_steps(const Instance& instance) {
  const Grid grid(instance);
  auto given = [&](int cell) { return instance.givens[static_cast<std::size_t>(cell)]; };
  auto white = [&](int cell) { return !is_black(given(cell)); };

  // The last cell in reading order that could light each white cell, and
  // the last white side of each number: where their checks go.
  std::vector<std::vector<int>> lit_checks(static_cast<std::size_t>(instance.cells()));
  std::vector<std::vector<int>> done_checks(static_cast<std::size_t>(instance.cells()));
  std::vector<Step> steps;
  for (int c = 0; c < instance.cells(); ++c) {
    if (white(c)) {
      int last = c;
      for (Direction way : kDirections)
        for (int other : grid.ray(c, way, white)) last = std::max(last, other);
      lit_checks[static_cast<std::size_t>(last)].push_back(c);
    }
    if (is_number(given(c))) {
      int last = -1;
      for (int side : grid.neighbours_in_reading_order(c))
        if (white(side)) last = side;
      // A number without white sides is checked at the start: a 0 passes,
      // another number has no way to get its bulbs.
      if (last < 0) steps.push_back({Step::Kind::check_done, c});
      else done_checks[static_cast<std::size_t>(last)].push_back(c);
    }
  }
  for (int c = 0; c < instance.cells(); ++c) {
    if (!white(c)) continue;
    steps.push_back({Step::Kind::decide, c});
    for (int k : grid.neighbours_in_reading_order(c))
      if (is_number(given(k))) steps.push_back({Step::Kind::count, c, k});
    for (int k : done_checks[static_cast<std::size_t>(c)]) steps.push_back({Step::Kind::check_done, k});
    // lit_checks[c] are in reading order, as c's loop above pushed them.
    for (int x : lit_checks[static_cast<std::size_t>(c)]) steps.push_back({Step::Kind::check_lit, x});
  }
  return steps;
}

}  // namespace pg::lightup

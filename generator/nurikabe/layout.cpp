#include "generator/nurikabe/layout.hpp"

#include <algorithm>

#include "core/nurikabe.hpp"

namespace pg::nurikabe {

bool Layout::touches_other(int cell, int id) const {
  bool touches = false;
  grid_.for_each_neighbour(cell, [&](int next) {
    int other = island_of(next);
    if (other >= 0 && other != id) touches = true;
  });
  return touches;
}

bool Layout::wall_beside(int cell) const {
  bool found = false;
  grid_.for_each_neighbour(cell, [&](int next) { found = found || wall(next); });
  return found;
}

bool Layout::wall_whole_without(int cell) const {
  auto stays_wall = [&](int c) { return wall(c) && c != cell; };
  bool any = false;
  for (int c = 0; c < cells() && !any; ++c) any = stays_wall(c);
  return any && grid_.connected(stays_wall);
}

bool Layout::pool_with(std::span<const int> added) const {
  auto walled = [&](int cell) { return wall(cell) || std::find(added.begin(), added.end(), cell) != added.end(); };
  for (int cell : added) {
    const int cols = grid_.cols(), r = grid_.row(cell), c = grid_.col(cell);
    for (int top = std::max(0, r - 1); top <= std::min(r, grid_.rows() - 2); ++top)
      for (int left = std::max(0, c - 1); left <= std::min(c, cols - 2); ++left) {
        int corner = top * cols + left;
        if (walled(corner) && walled(corner + 1) && walled(corner + cols) && walled(corner + cols + 1))
          return true;
      }
  }
  return false;
}

std::vector<int> Layout::pools() const {
  std::vector<int> out;
  const int cols = grid_.cols();
  for (int r = 0; r + 1 < grid_.rows(); ++r)
    for (int c = 0; c + 1 < cols; ++c) {
      int cell = r * cols + c;
      if (wall(cell) && wall(cell + 1) && wall(cell + cols) && wall(cell + cols + 1)) out.push_back(cell);
    }
  return out;
}

int Layout::seed(int cell) {
  island_[static_cast<std::size_t>(cell)] = islands();
  paths_.push_back({cell});
  front_number_.push_back(1);
  return islands() - 1;
}

void Layout::extend(int id, int cell, bool at_front) {
  island_[static_cast<std::size_t>(cell)] = id;
  auto& p = paths_[static_cast<std::size_t>(id)];
  at_front ? p.push_front(cell) : p.push_back(cell);
}

void Layout::trim(int id, bool at_front) {
  auto& p = paths_[static_cast<std::size_t>(id)];
  int cell = at_front ? p.front() : p.back();
  island_[static_cast<std::size_t>(cell)] = -1;
  at_front ? p.pop_front() : p.pop_back();
}

void Layout::remove(int id) {
  for (int cell : path(id)) island_[static_cast<std::size_t>(cell)] = -1;
  int last = islands() - 1;
  if (id != last) {
    paths_[static_cast<std::size_t>(id)] = std::move(paths_[static_cast<std::size_t>(last)]);
    front_number_[static_cast<std::size_t>(id)] = front_number_[static_cast<std::size_t>(last)];
    for (int cell : path(id)) island_[static_cast<std::size_t>(cell)] = id;
  }
  paths_.pop_back();
  front_number_.pop_back();
}

void Layout::split(int id, std::size_t index) {
  auto& p = paths_[static_cast<std::size_t>(id)];
  std::deque<int> tail(p.begin() + static_cast<std::ptrdiff_t>(index) + 1, p.end());
  island_[static_cast<std::size_t>(p[index])] = -1;
  p.erase(p.begin() + static_cast<std::ptrdiff_t>(index), p.end());
  int other = seed(tail.front());
  for (std::size_t i = 1; i < tail.size(); ++i) extend(other, tail[i], false);
}

int Layout::merge(int a, int cell, int b) {
  std::deque<int> joined = path(a);
  if (!grid_.adjacent(joined.back(), cell)) std::reverse(joined.begin(), joined.end());
  joined.push_back(cell);
  std::deque<int> rest = path(b);
  if (!grid_.adjacent(rest.front(), cell)) std::reverse(rest.begin(), rest.end());
  joined.insert(joined.end(), rest.begin(), rest.end());
  int last = islands() - 1;
  remove(b);
  if (a == last) a = b;
  paths_[static_cast<std::size_t>(a)] = std::move(joined);
  for (int c : path(a)) island_[static_cast<std::size_t>(c)] = a;
  return a;
}

void Layout::settle_numbers() {
  for (int id = 0; id < islands(); ++id)
    if (size(id) > 1 && !wall_beside(far_end(id))) {
      int numbered = number_at_front(id) ? path(id).front() : path(id).back();
      if (wall_beside(numbered)) set_number_at_front(id, !number_at_front(id));
    }
}

Instance Layout::instance(const std::string& rules) const {
  Instance out;
  out.puzzle = "nurikabe";
  out.rows = grid_.rows();
  out.cols = grid_.cols();
  out.rules = rules;
  out.givens.assign(static_cast<std::size_t>(cells()), kNone);
  std::vector<int> solution(static_cast<std::size_t>(cells()), kWall);
  for (int id = 0; id < islands(); ++id) {
    const auto& p = path(id);
    for (int cell : p) solution[static_cast<std::size_t>(cell)] = kIsland;
    int numbered = number_at_front(id) ? p.front() : p.back();
    out.givens[static_cast<std::size_t>(numbered)] = size(id);
  }
  out.solution = std::move(solution);
  return out;
}

std::optional<Layout> Layout::of(const Instance& instance) {
  Layout layout(instance.rows, instance.cols);
  const std::vector<int>& solution = *instance.solution;
  for (int cell = 0; cell < instance.cells(); ++cell) {
    if (instance.givens[static_cast<std::size_t>(cell)] == kNone) continue;
    std::vector<char> in(static_cast<std::size_t>(instance.cells()), 0);
    int size = 0;
    std::vector<int> stack{cell};
    in[static_cast<std::size_t>(cell)] = 1;
    while (!stack.empty()) {
      int at = stack.back();
      stack.pop_back();
      ++size;
      layout.grid_.for_each_neighbour(at, [&](int next) {
        auto n = static_cast<std::size_t>(next);
        if (!in[n] && solution[n] == kIsland) {
          in[n] = 1;
          stack.push_back(next);
        }
      });
    }
    std::vector<int> walk{cell};
    in[static_cast<std::size_t>(cell)] = 0;
    long long budget = 1'000'000;
    if (!layout.walk_on(walk, in, size, budget)) return std::nullopt;
    int id = layout.seed(walk.front());
    for (std::size_t i = 1; i < walk.size(); ++i) layout.extend(id, walk[i], false);
  }
  return layout;
}

bool Layout::walk_on(std::vector<int>& walk, std::vector<char>& open, int size, long long& budget) const {
  if (static_cast<int>(walk.size()) == size) return true;
  if (--budget < 0) return false;
  bool found = false;
  grid_.for_each_neighbour(walk.back(), [&](int next) {
    auto n = static_cast<std::size_t>(next);
    if (found || !open[n]) return;
    open[n] = 0;
    walk.push_back(next);
    if (walk_on(walk, open, size, budget)) {
      found = true;
      return;
    }
    walk.pop_back();
    open[n] = 1;
  });
  return found;
}

}  // namespace pg::nurikabe

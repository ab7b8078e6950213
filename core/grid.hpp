// The geometry of a rectangular grid, cells numbered row-major: orthogonal
// neighbours, the rays a cell sees along its row and column, and the
// connected parts of a set of cells. Solvers, builders and writers share it;
// rule checkers keep their own loops, so that they stay independent judges.
#pragma once

#include <array>
#include <string_view>
#include <cstddef>
#include <vector>

#include "core/instance.hpp"

namespace pg {

// The four ways out of a cell, in the order every walk over neighbours takes
// them (searches that stop on a budget depend on it).
enum class Direction { up = 0, down = 1, left = 2, right = 3 };
inline constexpr std::array kDirections{Direction::up, Direction::down, Direction::left, Direction::right};
// "up", "down", "left", "right".
constexpr std::string_view to_string(Direction way) {
  switch (way) {
    case Direction::up: return "up";
    case Direction::down: return "down";
    case Direction::left: return "left";
    case Direction::right: return "right";
  }
  return "";
}

// At most four cells, iterable; no allocation.
class Neighbours {
 public:
  void push_back(int cell) { cells_[static_cast<std::size_t>(count_++)] = cell; }
  const int* begin() const { return cells_.data(); }
  const int* end() const { return cells_.data() + count_; }
  int size() const { return count_; }
  bool empty() const { return count_ == 0; }
  int operator[](int i) const { return cells_[static_cast<std::size_t>(i)]; }

 private:
  std::array<int, 4> cells_{};
  int count_ = 0;
};

class Grid {
 public:
  Grid(int rows, int cols) : rows_(rows), cols_(cols) {}
  explicit Grid(const Instance& instance) : Grid(instance.rows, instance.cols) {}

  int rows() const { return rows_; }
  int cols() const { return cols_; }
  int cells() const { return rows_ * cols_; }
  int index(int row, int col) const { return row * cols_ + col; }
  int row(int cell) const { return cell / cols_; }
  int col(int cell) const { return cell % cols_; }
  Cell at(int cell) const { return {row(cell), col(cell)}; }
  bool inside(int row, int col) const { return row >= 0 && row < rows_ && col >= 0 && col < cols_; }

  // The next cell from `cell` towards `way`, or -1 past the edge.
  int step(int cell, Direction way) const {
    const int r = row(cell), c = col(cell);
    switch (way) {
      case Direction::up: return r > 0 ? cell - cols_ : -1;
      case Direction::down: return r + 1 < rows_ ? cell + cols_ : -1;
      case Direction::left: return c > 0 ? cell - 1 : -1;
      case Direction::right: return c + 1 < cols_ ? cell + 1 : -1;
    }
    return -1;
  }

  // Up, down, left, right: those inside the grid.
  Neighbours neighbours(int cell) const {
    Neighbours out;
    for_each_neighbour(cell, [&](int next) { out.push_back(next); });
    return out;
  }
  // Up, left, right, down: in increasing index, as text that lists them
  // row by row has them.
  Neighbours neighbours_in_reading_order(int cell) const {
    Neighbours out;
    const int r = row(cell), c = col(cell);
    if (r > 0) out.push_back(cell - cols_);
    if (c > 0) out.push_back(cell - 1);
    if (c + 1 < cols_) out.push_back(cell + 1);
    if (r + 1 < rows_) out.push_back(cell + cols_);
    return out;
  }
  template <class Visit>
  void for_each_neighbour(int cell, Visit&& visit) const {
    const int r = row(cell), c = col(cell);
    if (r > 0) visit(cell - cols_);
    if (r + 1 < rows_) visit(cell + cols_);
    if (c > 0) visit(cell - 1);
    if (c + 1 < cols_) visit(cell + 1);
  }
  bool adjacent(int a, int b) const {
    const int dr = row(a) - row(b), dc = col(a) - col(b);
    return dr * dr + dc * dc == 1;
  }
  // |row difference| + |column difference|.
  int distance(int a, int b) const {
    const int dr = row(a) - row(b), dc = col(a) - col(b);
    return (dr < 0 ? -dr : dr) + (dc < 0 ? -dc : dc);
  }

  // The cells from `cell` (not included) towards `way`, nearest first,
  // while `open(cell)` holds and the edge is not reached.
  template <class Open>
  std::vector<int> ray(int cell, Direction way, Open&& open) const {
    std::vector<int> out;
    for (int at = step(cell, way); at >= 0 && open(at); at = step(at, way)) out.push_back(at);
    return out;
  }
  std::vector<int> ray(int cell, Direction way) const {
    return ray(cell, way, [](int) { return true; });
  }

  // The connected parts of the cells where `member(cell)` holds, in the order
  // of their first cell; each part's cells in the order a breadth-first walk
  // from that cell meets them.
  template <class Member>
  std::vector<std::vector<int>> parts(Member&& member) const {
    std::vector<std::vector<int>> out;
    std::vector<char> seen(static_cast<std::size_t>(cells()), 0);
    for (int start = 0; start < cells(); ++start) {
      if (seen[static_cast<std::size_t>(start)] || !member(start)) continue;
      std::vector<int> part{start};
      seen[static_cast<std::size_t>(start)] = 1;
      for (std::size_t i = 0; i < part.size(); ++i)
        for_each_neighbour(part[i], [&](int next) {
          auto n = static_cast<std::size_t>(next);
          if (!seen[n] && member(next)) {
            seen[n] = 1;
            part.push_back(next);
          }
        });
      out.push_back(std::move(part));
    }
    return out;
  }

  // Whether the cells where `member(cell)` holds form one orthogonally
  // connected part (true when there is none).
  template <class Member>
  bool connected(Member&& member) const {
    int first = -1, members = 0;
    for (int cell = 0; cell < cells(); ++cell)
      if (member(cell)) {
        ++members;
        if (first < 0) first = cell;
      }
    if (members == 0) return true;
    std::vector<char> seen(static_cast<std::size_t>(cells()), 0);
    std::vector<int> stack{first};
    seen[static_cast<std::size_t>(first)] = 1;
    int reached = 0;
    while (!stack.empty()) {
      const int at = stack.back();
      stack.pop_back();
      ++reached;
      for_each_neighbour(at, [&](int next) {
        auto n = static_cast<std::size_t>(next);
        if (!seen[n] && member(next)) {
          seen[n] = 1;
          stack.push_back(next);
        }
      });
    }
    return reached == members;
  }

 private:
  int rows_;
  int cols_;
};

}  // namespace pg

// The grid as the Nurikabe builder works on it: islands as paths, the rest
// wall. A path is a walk that paints its island from the number at one of its
// ends, as the IPC domain's robot does.
#pragma once

#include <deque>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "core/grid.hpp"
#include "core/instance.hpp"

namespace pg::nurikabe {

class Layout {
 public:
  Layout(int rows, int cols) : grid_(rows, cols), island_(static_cast<std::size_t>(rows * cols), -1) {}

  const Grid& grid() const { return grid_; }
  int rows() const { return grid_.rows(); }
  int cols() const { return grid_.cols(); }
  int cells() const { return grid_.cells(); }
  bool wall(int cell) const { return island_[static_cast<std::size_t>(cell)] < 0; }
  int island_of(int cell) const { return island_[static_cast<std::size_t>(cell)]; }
  int islands() const { return static_cast<int>(paths_.size()); }
  const std::deque<int>& path(int id) const { return paths_[static_cast<std::size_t>(id)]; }
  int size(int id) const { return static_cast<int>(path(id).size()); }
  bool number_at_front(int id) const { return front_number_[static_cast<std::size_t>(id)] != 0; }
  void set_number_at_front(int id, bool front) { front_number_[static_cast<std::size_t>(id)] = front; }
  int far_end(int id) const { return number_at_front(id) ? path(id).back() : path(id).front(); }

  // Whether a neighbour of `cell` belongs to an island other than `id`
  // (any island for -1).
  bool touches_other(int cell, int id) const;
  bool wall_beside(int cell) const;
  // Whether the wall stays one piece (and not empty) when `cell` leaves it.
  bool wall_whole_without(int cell) const;
  // Whether the cells, turned to wall together, would complete a 2x2 block
  // of wall.
  bool pool_with(std::span<const int> added) const;
  // The top-left cells of 2x2 blocks that are all wall.
  std::vector<int> pools() const;

  // A new island of one cell; its id.
  int seed(int cell);
  void extend(int id, int cell, bool at_front);
  void trim(int id, bool at_front);
  // The island's cells become wall; the last island takes its id.
  void remove(int id);
  // The cell at `index` of the path becomes wall; the cells after it, a new
  // island.
  void split(int id, std::size_t index);
  // Islands `a` and `b`, with ends on either side of the wall cell `cell`,
  // become one path through it; the joined island's id.
  int merge(int a, int cell, int b);

  // Puts every number at the end whose far end leaves the painting robot a
  // way out (a wall next to it), when the end it is at does not.
  void settle_numbers();

  Instance instance(const std::string& rules) const;
  // Back from an instance whose islands are walks from their numbers.
  static std::optional<Layout> of(const Instance& instance);

 private:
  // Extends `walk` over the cells marked in `open` until it has `size` cells.
  bool walk_on(std::vector<int>& walk, std::vector<char>& open, int size, long long& budget) const;

  Grid grid_;
  std::vector<int> island_;  // per cell: the island, -1 for wall
  std::vector<std::deque<int>> paths_;
  std::vector<char> front_number_;  // the number sits at the path's front
};

}  // namespace pg::nurikabe

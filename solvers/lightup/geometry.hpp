// The fixed shape of a Light Up instance, for the logic solver and the
// encoding: white cells grouped into row and column segments (runs of white
// cells between black cells or the edge: a bulb lights exactly its two
// segments), and the white neighbours of each numbered cell.
#pragma once

#include <array>
#include <span>
#include <vector>

#include "core/instance.hpp"

namespace pg::lightup {

class Geometry {
 public:
  explicit Geometry(const Instance& instance);

  int cells() const { return static_cast<int>(row_segment_.size()); }
  bool white(int cell) const { return row_segment_[static_cast<std::size_t>(cell)] >= 0; }
  int number(int cell) const { return given_[static_cast<std::size_t>(cell)]; }  // 0..4, else not numbered
  int row_segment(int cell) const { return row_segment_[static_cast<std::size_t>(cell)]; }
  int col_segment(int cell) const { return col_segment_[static_cast<std::size_t>(cell)]; }
  int segments() const { return static_cast<int>(segment_begin_.size()) - 1; }
  std::span<const int> segment(int s) const {
    auto b = static_cast<std::size_t>(segment_begin_[static_cast<std::size_t>(s)]);
    auto e = static_cast<std::size_t>(segment_begin_[static_cast<std::size_t>(s) + 1]);
    return std::span<const int>(segment_cells_).subspan(b, e - b);
  }
  // Numbered cells, and the white cells next to each.
  const std::vector<int>& numbered() const { return numbered_; }
  std::span<const int> around(int numbered_index) const {
    const auto& a = around_[static_cast<std::size_t>(numbered_index)];
    return std::span<const int>(a.cells.data(), static_cast<std::size_t>(a.count));
  }
  // For a white cell: the indices (into numbered()) of the numbers next to it.
  std::span<const int> numbers_next_to(int cell) const {
    const auto& a = next_to_[static_cast<std::size_t>(cell)];
    return std::span<const int>(a.cells.data(), static_cast<std::size_t>(a.count));
  }

 private:
  struct Four {
    std::array<int, 4> cells{};
    int count = 0;
  };
  std::vector<int> given_;
  std::vector<int> row_segment_, col_segment_;  // -1 on black cells
  std::vector<int> segment_begin_, segment_cells_;
  std::vector<int> numbered_;
  std::vector<Four> around_;   // per numbered cell
  std::vector<Four> next_to_;  // per cell
};

}  // namespace pg::lightup

#include "solvers/lightup/geometry.hpp"

#include "core/lightup.hpp"

namespace pg::lightup {

Geometry::Geometry(const Instance& instance)
    : given_(instance.givens),
      row_segment_(instance.givens.size(), -1),
      col_segment_(instance.givens.size(), -1),
      next_to_(instance.givens.size()) {
  const int rows = instance.rows, cols = instance.cols;
  auto white_at = [&](int r, int c) { return !is_black(instance.given(r, c)); };
  segment_begin_.push_back(0);
  auto close_segment = [&] {
    if (static_cast<int>(segment_cells_.size()) > segment_begin_.back())
      segment_begin_.push_back(static_cast<int>(segment_cells_.size()));
  };
  // The segments of the rows, then of the columns: each white cell notes
  // its segment in `segment_of`.
  auto cut = [&](bool along_rows, std::vector<int>& segment_of) {
    for (int i = 0; i < (along_rows ? rows : cols); ++i) {
      for (int k = 0; k < (along_rows ? cols : rows); ++k) {
        const int r = along_rows ? i : k, c = along_rows ? k : i;
        if (!white_at(r, c)) {
          close_segment();
          continue;
        }
        segment_of[static_cast<std::size_t>(r * cols + c)] = static_cast<int>(segment_begin_.size()) - 1;
        segment_cells_.push_back(r * cols + c);
      }
      close_segment();
    }
  };
  cut(true, row_segment_);
  cut(false, col_segment_);
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < cols; ++c) {
      if (!is_number(instance.given(r, c))) continue;
      int index = static_cast<int>(numbered_.size());
      numbered_.push_back(r * cols + c);
      Four four;
      const int dr[] = {-1, 1, 0, 0}, dc[] = {0, 0, -1, 1};
      for (int d = 0; d < 4; ++d) {
        int rr = r + dr[d], cc = c + dc[d];
        if (rr < 0 || rr >= rows || cc < 0 || cc >= cols || !white_at(rr, cc)) continue;
        int cell = rr * cols + cc;
        four.cells[static_cast<std::size_t>(four.count++)] = cell;
        Four& back = next_to_[static_cast<std::size_t>(cell)];
        back.cells[static_cast<std::size_t>(back.count++)] = index;
      }
      around_.push_back(four);
    }
}

}  // namespace pg::lightup

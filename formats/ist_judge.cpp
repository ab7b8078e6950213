#include "formats/ist_judge.hpp"

#include "core/text.hpp"
#include "formats/cell_text.hpp"

namespace pg {

std::unique_ptr<ItemStream> IstJudgeFormat::stream(LineSource& lines) const {
  return stream_each_sized_grid(lines, limits_, [this](const std::vector<Line>& grid, std::size_t first, int n) {
    return read_grid(grid, first, n);
  });
}

std::optional<std::string> IstJudgeFormat::cannot_hold(int rows, int cols, const WriteOptions&) const {
  if (rows == cols) return std::nullopt;
  return "the " + std::string(title_) + " judge text holds square grids only; this one is " + size_string(rows, cols);
}

std::string IstJudgeFormat::write_text(const Instance& instance, const WriteOptions&) const {
  check_writable(instance);
  return std::to_string(instance.rows) + "\n" +
         write_rows(instance.rows, instance.cols, '\t', [&](int r, int c) { return cell_text(instance.given(r, c)); });
}

}  // namespace pg

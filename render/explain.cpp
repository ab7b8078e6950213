#include "render/explain.hpp"

#include <algorithm>
#include <sstream>

namespace pg::render {
namespace {

// The words of `text` in lines no wider than `width` at `size`; a word
// wider than a line has a line of its own.
std::vector<std::string> wrapped(const std::string& text, double size, double width) {
  std::vector<std::string> lines;
  std::istringstream words(text);
  std::string line;
  for (std::string word; words >> word;) {
    const std::string longer = line.empty() ? word : line + " " + word;
    if (!line.empty() && text_width(longer, size) > width) {
      lines.push_back(line);
      line = word;
    } else {
      line = longer;
    }
  }
  if (!line.empty()) lines.push_back(line);
  return lines;
}

}  // namespace

Picture mark_step(Picture board, const Instance& instance, const Layout& layout, const StepMarks& marks) {
  // An outline inside the cell, over whatever the cell shows.
  const double width = std::max(2.0, 0.09 * layout.cell);
  auto outline = [&](int cell, Colour colour, const char* role) {
    const Rect box = cell_box(instance, layout, cell);
    Shape shape{Rect{box.x + width / 2, box.y + width / 2, box.width - width, box.height - width},
                Paint{std::nullopt, colour, width}, role, instance.cell(cell), {}, {}, {}};
    board.shapes.push_back(std::move(shape));
  };
  for (int cell : marks.reason)
    if (std::find(marks.decided.begin(), marks.decided.end(), cell) == marks.decided.end())
      outline(cell, palette::kReason, "reason");
  for (int cell : marks.decided) outline(cell, palette::kDecided, "decided");

  // The caption: as large as a label, within 8 to 14 units, wrapped to fit.
  const double size = std::clamp(0.4 * layout.cell, 8.0, 14.0);
  const double room = board.width - 2 * std::max(layout.margin, size / 2);
  const std::vector<std::string> lines = wrapped(marks.caption, size, room);
  const double line_height = 1.3 * size;
  const double top = board.height;
  board.height += static_cast<double>(lines.size()) * line_height + size;
  board.shapes.insert(board.shapes.begin() + 1, {Rect{0, top, board.width, board.height - top},
                                                 Paint{palette::kPaper, std::nullopt, 0}, "background", {}, {}, {}, {}});
  for (std::size_t i = 0; i < lines.size(); ++i)
    board.shapes.push_back({Text{board.width / 2, top + size / 2 + (static_cast<double>(i) + 0.5) * line_height, lines[i], size, false},
                            Paint{palette::kInk, std::nullopt, 0}, "caption", {}, {}, {}, {}});
  return board;
}

}  // namespace pg::render

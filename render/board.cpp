#include "render/board.hpp"

#include <algorithm>

namespace pg::render {

Board::Board(const Instance& instance, const Layout& layout, std::string title)
    : instance_(&instance), layout_(layout) {
  picture_.width = instance.cols * layout.cell + 2 * layout.margin;
  picture_.height = instance.rows * layout.cell + 2 * layout.margin;
  picture_.title = std::move(title);
  // The paper: PNG and PDF readers show no background of their own.
  picture_.shapes.push_back(
      {Rect{0, 0, picture_.width, picture_.height}, Paint{palette::kPaper, std::nullopt, 0}, "background", {}, {}, {}, {}});
}

Rect cell_box(const Instance& instance, const Layout& layout, int cell) {
  const Cell c = instance.cell(cell);
  return {layout.margin + c.col * layout.cell, layout.margin + c.row * layout.cell, layout.cell, layout.cell};
}

Point cell_centre(const Instance& instance, const Layout& layout, int cell) {
  const Rect r = cell_box(instance, layout, cell);
  return {r.x + r.width / 2, r.y + r.height / 2};
}

Rect Board::box(int cell) const { return cell_box(*instance_, layout_, cell); }

Point Board::centre(int cell) const { return cell_centre(*instance_, layout_, cell); }

void Board::add(Shape shape, int cell, std::optional<int> value) {
  shape.cell = instance_->cell(cell);
  shape.value = value;
  picture_.shapes.push_back(std::move(shape));
}

void Board::shade(int cell, Colour fill, std::string role, std::optional<int> value) {
  add({box(cell), Paint{fill, std::nullopt, 0}, std::move(role), {}, {}, {}, {}}, cell, value);
}

void Board::shade_all(const std::vector<int>* solution, int value, const std::string& role) {
  if (!solution) return;
  for (int cell = 0; cell < instance_->cells(); ++cell)
    if ((*solution)[static_cast<std::size_t>(cell)] == value) shade(cell, palette::kShaded, role, value);
}

void Board::disc(int cell, double radius, Paint paint, std::string role, std::optional<int> value) {
  const Point c = centre(cell);
  paint.stroke_width *= layout_.cell / 32;
  add({Circle{c.x, c.y, radius * layout_.cell}, paint, std::move(role), {}, {}, {}, {}}, cell, value);
}

void Board::dot(int cell, std::string role, int value) {
  disc(cell, 0.08, Paint{palette::kDot, std::nullopt, 0}, std::move(role), value);
}

void Board::label(int cell, std::string text, Colour ink, std::string role, std::optional<int> value, double size,
                  bool bold) {
  const Point c = centre(cell);
  const double tall = label_size(text, size, bold) * layout_.cell;
  add({Text{c.x, c.y, std::move(text), tall, bold}, Paint{ink, std::nullopt, 0},
       std::move(role), {}, {}, {}, {}},
      cell, value);
}

void Board::path(std::span<const int> cells, Colour ink, double width, std::string role) {
  Path p;
  p.pieces.emplace_back();
  for (int cell : cells) p.pieces.back().push_back(centre(cell));
  picture_.shapes.push_back({std::move(p), Paint{std::nullopt, ink, width * layout_.cell}, std::move(role), {}, {}, {}, {}});
}

void Board::grid() {
  const double left = layout_.margin;
  const double top = layout_.margin;
  const double right = left + instance_->cols * layout_.cell;
  const double bottom = top + instance_->rows * layout_.cell;
  const double thin = grid_line_width(layout_.cell);
  Path lines;
  for (int r = 1; r < instance_->rows; ++r)
    lines.pieces.push_back({{left, top + r * layout_.cell}, {right, top + r * layout_.cell}});
  for (int c = 1; c < instance_->cols; ++c)
    lines.pieces.push_back({{left + c * layout_.cell, top}, {left + c * layout_.cell, bottom}});
  if (!lines.pieces.empty())
    picture_.shapes.push_back({std::move(lines), Paint{std::nullopt, palette::kGridLine, thin}, "grid", {}, {}, {}, {}});
  picture_.shapes.push_back({Rect{left, top, right - left, bottom - top}, Paint{std::nullopt, palette::kInk, border_width(layout_.cell)},
                             "border", {}, {}, {}, {}});
}

}  // namespace pg::render

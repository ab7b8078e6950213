// What every puzzle's picture is drawn with: a grid of square cells inside a
// margin, shaded cells, discs and labels centred in cells, thin grid lines
// and a thick border, as printed puzzles look (Tatham's --print, pzprjs).
// A renderer draws in layers: shading first, then the grid, then what sits
// on it.
#pragma once

#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/instance.hpp"
#include "render/picture.hpp"

namespace pg::render {

// How large a picture is: the side of a cell and the blank around the grid,
// in units (points in a PDF, pixels in SVG and PNG).
struct Layout {
  double cell = 32;
  double margin = 16;
};
// The grid's thin lines and its border, for a cell of `cell` units: a margin
// narrower than half the border would cut it.
inline double grid_line_width(double cell) { return cell / 32 > 0.5 ? cell / 32 : 0.5; }
inline double border_width(double cell) { return 3 * grid_line_width(cell); }

// The smallest and largest cell and margin the options take.
inline constexpr double kSmallestCell = 4;
inline constexpr double kLargestCell = 400;
inline constexpr double kLargestMargin = 1000;

// The colours of every picture, in one place.
namespace palette {
inline constexpr Colour kInk{0, 0, 0};
inline constexpr Colour kPaper{255, 255, 255};
inline constexpr Colour kGridLine{128, 128, 128};
inline constexpr Colour kShaded{51, 51, 51};        // a black cell, a wall
inline constexpr Colour kSolvedInk{29, 79, 145};    // what a solution adds, where it is text or a disc
inline constexpr Colour kLit{255, 240, 160};        // a cell a bulb lights
inline constexpr Colour kBulb{245, 190, 0};
inline constexpr Colour kPath{150, 190, 240};       // Numbrix's path
inline constexpr Colour kDot{110, 110, 110};        // a cell a solution leaves white
inline constexpr Colour kMarker{215, 40, 40};       // where a film's agent stands
inline constexpr Colour kFailure{176, 0, 32};       // a film's failing step
inline constexpr Colour kDecided{235, 110, 0};      // the cells an explained step decides
inline constexpr Colour kReason{0, 140, 150};       // the cells its reason reads
}  // namespace palette

// How wide `text` is at `size`, near enough to fit it: DejaVu Sans's digits
// are 0.64 of the size wide, its bold ones 0.70, and most letters less.
inline double text_width(std::string_view text, double size, bool bold = false) {
  return (bold ? 0.70 : 0.64) * size * static_cast<double>(text.empty() ? 1 : text.size());
}
// The size of a label `size` cell sides tall, shrunk so that a long number
// (Numbrix's 100, 3600) takes at most 0.8 of the cell's width.
inline double label_size(std::string_view text, double size, bool bold = false) {
  const double widest = 0.8 / text_width(text, 1, bold);
  return size < widest ? size : widest;
}
// The outline of a disc in a cell `cell` units wide.
inline double disc_outline(double cell) { return 1.5 * cell / 32; }

// Where a cell stands in a picture of the instance's grid drawn with `layout`.
Rect cell_box(const Instance& instance, const Layout& layout, int cell);
Point cell_centre(const Instance& instance, const Layout& layout, int cell);

class Board {
 public:
  Board(const Instance& instance, const Layout& layout, std::string title);

  double cell_size() const { return layout_.cell; }
  Rect box(int cell) const;
  Point centre(int cell) const;
  Cell at(int cell) const { return instance_->cell(cell); }

  // The whole cell filled.
  void shade(int cell, Colour fill, std::string role, std::optional<int> value = {});
  // Every cell `solution` (when there is one) holds `value` in, shaded as
  // black cells and walls are.
  void shade_all(const std::vector<int>* solution, int value, const std::string& role);
  // A disc centred in the cell, of `radius` cell sides.
  void disc(int cell, double radius, Paint paint, std::string role, std::optional<int> value = {});
  // The small dot of a cell a solution leaves white (Kuromasu's white
  // cells, Nurikabe's islands, Light Up's dark cells).
  void dot(int cell, std::string role, int value);
  // Text centred in the cell, `size` cell sides tall.
  void label(int cell, std::string text, Colour ink, std::string role, std::optional<int> value = {},
             double size = 0.6, bool bold = false);
  // A line through the centres of `cells` in order, `width` cell sides wide.
  void path(std::span<const int> cells, Colour ink, double width, std::string role);
  // Thin lines between the cells and a thick border around them.
  void grid();

  Picture finish() { return std::move(picture_); }

 private:
  void add(Shape shape, int cell, std::optional<int> value);

  const Instance* instance_;
  Layout layout_;
  Picture picture_;
};

}  // namespace pg::render

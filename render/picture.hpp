// A picture as every renderer draws it and every writer writes it: shapes in
// drawing order, in units that are points in a PDF and pixels in SVG and PNG.
// One model, so that the SVG written here and the PDF and PNG cairo writes
// are the same picture; each shape says what it shows (its role and cell), so
// that tests and pages can find the clue of a cell in the SVG.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "core/instance.hpp"

namespace pg::render {

struct Colour {
  std::uint8_t red = 0;
  std::uint8_t green = 0;
  std::uint8_t blue = 0;
  auto operator<=>(const Colour&) const = default;
};
// "#rrggbb".
std::string to_string(Colour colour);

struct Point {
  double x = 0;
  double y = 0;
};

struct Rect {
  double x = 0;
  double y = 0;
  double width = 0;
  double height = 0;
};
struct Circle {
  double cx = 0;
  double cy = 0;
  double r = 0;
};
// Polylines, each drawn on its own: the grid's lines are one path of
// two-point pieces.
struct Path {
  std::vector<std::vector<Point>> pieces;
};
// Text centred on (x, y) both ways: its baseline is text_baseline() below y.
struct Text {
  double x = 0;
  double y = 0;
  std::string text;
  double size = 12;
  bool bold = false;
};
// Where a writer puts the baseline of a text centred on y: the digits of a
// sans-serif font stand about 0.72 of the size tall, so their middle is 0.36
// above the baseline. Both writers use this, so that text sits alike in both.
inline double text_baseline(const Text& text) { return text.y + 0.36 * text.size; }

struct Paint {
  std::optional<Colour> fill;
  std::optional<Colour> stroke;
  double stroke_width = 1;
};

struct Shape {
  std::variant<Rect, Circle, Path, Text> geometry;
  Paint paint;
  // What it shows, as the SVG's class: "clue", "wall", "bulb", "grid", ...
  std::string role;
  std::optional<Cell> cell;  // the cell it belongs to, when one
  std::optional<int> value;  // the given or solved value it shows
  std::string id;            // for pages that change it (the animation)
  // SMIL elements the SVG writes inside this one (<set .../>): the film
  // that plays without script. Other writers draw the shape as it starts.
  std::vector<std::string> animations;
};

struct Inset;

struct Picture {
  double width = 0;
  double height = 0;
  std::string title;
  std::vector<Shape> shapes;  // in drawing order
  std::vector<Inset> insets;  // drawn after the shapes: a sheet's puzzles
};

// A picture drawn inside another, its top-left corner at (x, y), scaled.
struct Inset {
  double x = 0;
  double y = 0;
  double scale = 1;
  Picture picture;
};

}  // namespace pg::render

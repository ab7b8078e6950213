// The SVG of a picture, written by hand so that every shape is one element
// with its role (class), cell (data-row, data-col) and value (data-value):
// pages and tests find the clue of a cell without reading glyphs. cairo's SVG
// would draw text as glyph outlines; the PDF and PNG it writes (cairo.hpp)
// come from the same Picture.
#pragma once

#include <string>

#include "render/picture.hpp"

namespace pg::render {

// A whole SVG document.
std::string to_svg(const Picture& picture);

// The picture's elements only, without the <svg> around them: for a page
// that holds the picture among its own elements (the animation). `indent`
// is written before each line.
std::string svg_elements(const Picture& picture, const std::string& indent = "  ");

// A number as SVG and CSS take it: up to two decimals, no trailing zeros.
std::string svg_number(double value);
// Text with &, <, > and " escaped.
std::string xml_escaped(const std::string& text);

// Whether every piece of the path is one straight line along an axis (a
// grid's lines): such lines, and rectangles, are drawn crisp on a screen,
// snapped to whole pixels (shape-rendering="crispEdges" in SVG, hinting in
// the PNG), where a 1-pixel line on a whole coordinate would blur over two.
// A path that bends (Numbrix's) keeps its smooth round joins.
bool along_axes(const Path& path);

// The font every writer names: DejaVu Sans where installed (Debian's
// fonts-dejavu-core), a sans-serif otherwise.
inline constexpr const char* kFontFamily = "DejaVu Sans";

}  // namespace pg::render

#include "render/svg.hpp"

#include <algorithm>
#include <cstdio>
#include <sstream>

namespace pg::render {

std::string to_string(Colour colour) {
  char text[8];
  std::snprintf(text, sizeof text, "#%02x%02x%02x", colour.red, colour.green, colour.blue);
  return text;
}

std::string svg_number(double value) {
  char text[32];
  std::snprintf(text, sizeof text, "%.2f", value);
  std::string out = text;
  while (!out.empty() && out.back() == '0') out.pop_back();
  if (!out.empty() && out.back() == '.') out.pop_back();
  if (out == "-0") out = "0";
  return out;
}

std::string xml_escaped(const std::string& text) {
  std::string out;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const unsigned char c = static_cast<unsigned char>(text[i]);
    switch (c) {
      case '&': out += "&amp;"; continue;
      case '<': out += "&lt;"; continue;
      case '>': out += "&gt;"; continue;
      case '"': out += "&quot;"; continue;
      default: break;
    }
    // What XML cannot hold is replaced (U+FFFD), so that a name in a plan
    // never makes the document unreadable: control characters, and bytes
    // that are not UTF-8.
    std::size_t length = c < 0x80 ? 1 : (c >> 5) == 0x6 ? 2 : (c >> 4) == 0xe ? 3 : (c >> 3) == 0x1e ? 4 : 0;
    for (std::size_t k = 1; k < length; ++k)
      if (i + k >= text.size() || (static_cast<unsigned char>(text[i + k]) >> 6) != 0x2) length = 0;
    if (length == 0 || (c < 0x20 && c != '\t' && c != '\n' && c != '\r')) {
      out += "\xEF\xBF\xBD";
      continue;
    }
    out.append(text, i, length);
    i += length - 1;
  }
  return out;
}

bool along_axes(const Path& path) {
  return std::all_of(path.pieces.begin(), path.pieces.end(), [](const std::vector<Point>& piece) {
    return piece.size() == 2 && (piece[0].x == piece[1].x || piece[0].y == piece[1].y);
  });
}

namespace {

constexpr const char* kCrisp = " shape-rendering=\"crispEdges\"";

std::string attribute(const char* name, const std::string& value) {
  return std::string(" ") + name + "=\"" + value + "\"";
}
std::string attribute(const char* name, double value) { return attribute(name, svg_number(value)); }

// What every element says of itself: id, role, cell, value.
std::string identity(const Shape& shape) {
  std::string out;
  if (!shape.id.empty()) out += attribute("id", xml_escaped(shape.id));
  if (!shape.role.empty()) out += attribute("class", xml_escaped(shape.role));
  if (shape.cell) {
    out += attribute("data-row", std::to_string(shape.cell->row));
    out += attribute("data-col", std::to_string(shape.cell->col));
  }
  if (shape.value) out += attribute("data-value", std::to_string(*shape.value));
  return out;
}

std::string paint(const Paint& paint) {
  std::string out = attribute("fill", paint.fill ? to_string(*paint.fill) : std::string("none"));
  if (paint.stroke) {
    out += attribute("stroke", to_string(*paint.stroke));
    out += attribute("stroke-width", paint.stroke_width);
  }
  return out;
}

// "<tag ATTRIBUTES/>", or with the shape's animations inside, "<tag
// ATTRIBUTES>CONTENT ANIMATIONS</tag>".
std::string element(const Shape& shape, const std::string& tag, const std::string& attributes,
                    const std::string& content = {}) {
  if (content.empty() && shape.animations.empty()) return "<" + tag + attributes + "/>";
  std::string out = "<" + tag + attributes + ">" + content;
  for (const std::string& animation : shape.animations) out += animation;
  return out + "</" + tag + ">";
}

struct ElementWriter {
  const Shape& shape;
  std::string operator()(const Rect& r) const {
    return element(shape, "rect",
                   identity(shape) + attribute("x", r.x) + attribute("y", r.y) + attribute("width", r.width) +
                       attribute("height", r.height) + paint(shape.paint) + kCrisp);
  }
  std::string operator()(const Circle& c) const {
    return element(shape, "circle",
                   identity(shape) + attribute("cx", c.cx) + attribute("cy", c.cy) + attribute("r", c.r) +
                       paint(shape.paint));
  }
  std::string operator()(const Path& p) const {
    std::string d;
    for (const auto& piece : p.pieces) {
      for (std::size_t i = 0; i < piece.size(); ++i)
        d += (d.empty() ? "" : " ") + std::string(i == 0 ? "M" : "L") + svg_number(piece[i].x) + " " +
             svg_number(piece[i].y);
    }
    return element(shape, "path",
                   identity(shape) + attribute("d", d) + paint(shape.paint) +
                       " stroke-linecap=\"round\" stroke-linejoin=\"round\"" + (along_axes(p) ? kCrisp : ""));
  }
  std::string operator()(const Text& t) const {
    return element(shape, "text",
                   identity(shape) + attribute("x", t.x) + attribute("y", text_baseline(t)) +
                       attribute("font-size", t.size) +
                       (t.bold ? std::string(" font-weight=\"bold\"") : std::string()) + paint(shape.paint) +
                       " text-anchor=\"middle\"",
                   xml_escaped(t.text));
  }
};

void write_elements(std::ostringstream& out, const Picture& picture, const std::string& indent) {
  for (const Shape& shape : picture.shapes) out << indent << std::visit(ElementWriter{shape}, shape.geometry) << '\n';
  for (const Inset& inset : picture.insets) {
    out << indent << "<g transform=\"translate(" << svg_number(inset.x) << ' ' << svg_number(inset.y) << ") scale("
        << svg_number(inset.scale) << ")\">\n";
    if (!inset.picture.title.empty()) out << indent << "  <title>" << xml_escaped(inset.picture.title) << "</title>\n";
    write_elements(out, inset.picture, indent + "  ");
    out << indent << "</g>\n";
  }
}

}  // namespace

std::string svg_elements(const Picture& picture, const std::string& indent) {
  std::ostringstream out;
  write_elements(out, picture, indent);
  return out.str();
}

std::string to_svg(const Picture& picture) {
  std::ostringstream out;
  out << "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
      << "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" << svg_number(picture.width) << "\" height=\""
      << svg_number(picture.height) << "\" viewBox=\"0 0 " << svg_number(picture.width) << ' '
      << svg_number(picture.height) << "\" font-family=\"" << kFontFamily << ", sans-serif\">\n";
  if (!picture.title.empty()) out << "  <title>" << xml_escaped(picture.title) << "</title>\n";
  write_elements(out, picture, "  ");
  out << "</svg>\n";
  return out.str();
}

}  // namespace pg::render

#include "render/cairo.hpp"

#include <cairo-pdf.h>
#include <cairo.h>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <memory>
#include <stdexcept>

#include "render/svg.hpp"

namespace pg::render {
namespace {

// cairo's objects, released when they go out of scope.
struct SurfaceFree {
  void operator()(cairo_surface_t* s) const { cairo_surface_destroy(s); }
};
struct ContextFree {
  void operator()(cairo_t* c) const { cairo_destroy(c); }
};
using Surface = std::unique_ptr<cairo_surface_t, SurfaceFree>;
using Context = std::unique_ptr<cairo_t, ContextFree>;

cairo_status_t append(void* closure, const unsigned char* data, unsigned int length) {
  static_cast<std::string*>(closure)->append(reinterpret_cast<const char*>(data), length);
  return CAIRO_STATUS_SUCCESS;
}

void check(cairo_status_t status, const char* what) {
  if (status != CAIRO_STATUS_SUCCESS)
    throw DrawError(std::string("cairo could not ") + what + ": " + cairo_status_to_string(status));
}

void colour(cairo_t* cr, Colour c) { cairo_set_source_rgb(cr, c.red / 255.0, c.green / 255.0, c.blue / 255.0); }

// Fills, then strokes, the path just built, as SVG paints it; `width` is the
// stroke's width in user units (the shape's own, or as hinting rounded it).
void paint(cairo_t* cr, const Paint& p, double width) {
  if (p.fill) {
    colour(cr, *p.fill);
    cairo_fill_preserve(cr);
  }
  if (p.stroke) {
    colour(cr, *p.stroke);
    cairo_set_line_width(cr, width);
    cairo_stroke_preserve(cr);
  }
  cairo_new_path(cr);
}

// Hinting, for a raster only: a line along the axes 1 pixel wide on a whole
// coordinate straddles two pixels and shows as two grey ones, and a thick
// border gets blurred edges. Snapped to the pixel grid (a line of odd width
// on a pixel's centre, of even width and a fill's edge between pixels), the
// grid is crisp, as a printed puzzle's is. Insets only translate and scale,
// so what is along the axes stays so in device space.
class Hint {
 public:
  // For a stroke `width` user units wide, or (width 0) for a fill's edges.
  Hint(cairo_t* cr, double width) : cr_(cr) {
    if (width <= 0) return;
    double dx = width;
    double dy = 0;
    cairo_user_to_device_distance(cr, &dx, &dy);
    pixels_ = std::max(1L, std::lround(std::hypot(dx, dy)));
  }
  Point operator()(Point p) const {
    cairo_user_to_device(cr_, &p.x, &p.y);
    p.x = snap(p.x);
    p.y = snap(p.y);
    cairo_device_to_user(cr_, &p.x, &p.y);
    return p;
  }
  // The stroke's width in user units, a whole number of pixels.
  double width() const {
    double dx = static_cast<double>(pixels_);
    double dy = 0;
    cairo_device_to_user_distance(cr_, &dx, &dy);
    return std::hypot(dx, dy);
  }

 private:
  double snap(double device) const { return pixels_ % 2 ? std::floor(device) + 0.5 : std::round(device); }
  cairo_t* cr_;
  long pixels_ = 0;
};

struct ShapeDrawer {
  cairo_t* cr;
  const Shape& shape;
  bool hint;  // a raster: see Hint

  void operator()(const Rect& r) const {
    Point from{r.x, r.y};
    Point to{r.x + r.width, r.y + r.height};
    double width = shape.paint.stroke_width;
    if (hint) {
      const Hint snap(cr, shape.paint.stroke ? width : 0);
      from = snap(from);
      to = snap(to);
      if (shape.paint.stroke) width = snap.width();
    }
    cairo_rectangle(cr, from.x, from.y, to.x - from.x, to.y - from.y);
    paint(cr, shape.paint, width);
  }
  void operator()(const Circle& c) const {
    cairo_new_sub_path(cr);
    cairo_arc(cr, c.cx, c.cy, c.r, 0, 2 * 3.141592653589793);
    cairo_close_path(cr);
    paint(cr, shape.paint, shape.paint.stroke_width);
  }
  void operator()(const Path& p) const {
    // As the SVG writer writes every path.
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND);
    cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND);
    double width = shape.paint.stroke_width;
    const bool snapped = hint && along_axes(p);
    const Hint snap(cr, width);
    if (snapped) width = snap.width();
    for (const auto& piece : p.pieces)
      for (std::size_t i = 0; i < piece.size(); ++i) {
        const Point at = snapped ? snap(piece[i]) : piece[i];
        (i == 0 ? cairo_move_to : cairo_line_to)(cr, at.x, at.y);
      }
    paint(cr, shape.paint, width);
  }
  void operator()(const Text& t) const {
    cairo_select_font_face(cr, kFontFamily, CAIRO_FONT_SLANT_NORMAL,
                           t.bold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL);
    cairo_set_font_size(cr, t.size);
    cairo_text_extents_t extents;
    cairo_text_extents(cr, t.text.c_str(), &extents);
    // Centred on its advance, as SVG's text-anchor="middle" centres it.
    cairo_move_to(cr, t.x - extents.x_advance / 2, text_baseline(t));
    cairo_text_path(cr, t.text.c_str());
    paint(cr, shape.paint, shape.paint.stroke_width);
  }
};

void draw(cairo_t* cr, const Picture& picture, bool hint) {
  for (const Shape& shape : picture.shapes) {
    // Each shape from SVG's defaults (butt caps, mitred corners): a path's
    // round caps must not round the border drawn after it.
    cairo_save(cr);
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT);
    cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER);
    cairo_set_miter_limit(cr, 4);
    std::visit(ShapeDrawer{cr, shape, hint}, shape.geometry);
    cairo_restore(cr);
  }
  for (const Inset& inset : picture.insets) {
    cairo_save(cr);
    cairo_translate(cr, inset.x, inset.y);
    cairo_scale(cr, inset.scale, inset.scale);
    draw(cr, inset.picture, hint);
    cairo_restore(cr);
  }
}

}  // namespace

std::string to_pdf(std::span<const Picture> pages) {
  std::string out;
  if (pages.empty()) return out;
  Surface surface(cairo_pdf_surface_create_for_stream(append, &out, pages.front().width, pages.front().height));
  check(cairo_surface_status(surface.get()), "start a PDF");
  // No creation date: the same pictures give the same bytes.
  cairo_pdf_surface_set_metadata(surface.get(), CAIRO_PDF_METADATA_CREATOR, "puzzlegen " PUZZLEGEN_VERSION);
  cairo_pdf_surface_set_metadata(surface.get(), CAIRO_PDF_METADATA_CREATE_DATE, "");
  Context cr(cairo_create(surface.get()));
  for (const Picture& page : pages) {
    cairo_pdf_surface_set_size(surface.get(), page.width, page.height);
    draw(cr.get(), page, false);
    cairo_show_page(cr.get());
  }
  check(cairo_status(cr.get()), "draw the PDF");
  cr.reset();
  cairo_surface_finish(surface.get());
  check(cairo_surface_status(surface.get()), "write the PDF");
  return out;
}

std::string to_png(const Picture& picture, double scale) {
  const int width = std::max(1, static_cast<int>(picture.width * scale + 0.5));
  const int height = std::max(1, static_cast<int>(picture.height * scale + 0.5));
  Surface surface(cairo_image_surface_create(CAIRO_FORMAT_RGB24, width, height));
  check(cairo_surface_status(surface.get()), "make a picture of that size");
  Context cr(cairo_create(surface.get()));
  cairo_set_source_rgb(cr.get(), 1, 1, 1);
  cairo_paint(cr.get());
  cairo_scale(cr.get(), scale, scale);
  draw(cr.get(), picture, true);
  check(cairo_status(cr.get()), "draw the PNG");
  std::string out;
  check(cairo_surface_write_to_png_stream(surface.get(), append, &out), "write the PNG");
  return out;
}

Colour Raster::at(int x, int y) const {
  const std::uint32_t p = pixels.at(static_cast<std::size_t>(y) * static_cast<std::size_t>(width) +
                                    static_cast<std::size_t>(x));
  return {static_cast<std::uint8_t>(p >> 16), static_cast<std::uint8_t>(p >> 8), static_cast<std::uint8_t>(p)};
}

namespace {
struct PngSource {
  const std::string& data;
  std::size_t at = 0;
};
cairo_status_t take(void* closure, unsigned char* data, unsigned int length) {
  auto* source = static_cast<PngSource*>(closure);
  if (source->data.size() - source->at < length) return CAIRO_STATUS_READ_ERROR;
  std::memcpy(data, source->data.data() + source->at, length);
  source->at += length;
  return CAIRO_STATUS_SUCCESS;
}
}  // namespace

Raster read_png(const std::string& png) {
  PngSource source{png};
  Surface surface(cairo_image_surface_create_from_png_stream(take, &source));
  Raster raster;
  if (cairo_surface_status(surface.get()) != CAIRO_STATUS_SUCCESS) return raster;
  // Drawn onto an RGB24 surface: whatever the PNG's own format, 8 bits a channel.
  raster.width = cairo_image_surface_get_width(surface.get());
  raster.height = cairo_image_surface_get_height(surface.get());
  Surface rgb(cairo_image_surface_create(CAIRO_FORMAT_RGB24, raster.width, raster.height));
  Context cr(cairo_create(rgb.get()));
  cairo_set_source_rgb(cr.get(), 1, 1, 1);
  cairo_paint(cr.get());
  cairo_set_source_surface(cr.get(), surface.get(), 0, 0);
  cairo_paint(cr.get());
  cairo_surface_flush(rgb.get());
  const unsigned char* data = cairo_image_surface_get_data(rgb.get());
  const int stride = cairo_image_surface_get_stride(rgb.get());
  raster.pixels.resize(static_cast<std::size_t>(raster.width) * static_cast<std::size_t>(raster.height));
  for (int y = 0; y < raster.height; ++y)
    std::memcpy(&raster.pixels[static_cast<std::size_t>(y) * static_cast<std::size_t>(raster.width)],
                data + static_cast<std::ptrdiff_t>(y) * stride, static_cast<std::size_t>(raster.width) * 4);
  return raster;
}

}  // namespace pg::render

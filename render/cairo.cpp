#include "render/cairo.hpp"

#include <cairo-pdf.h>
#include <cairo.h>

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
    throw std::runtime_error(std::string("cairo could not ") + what + ": " + cairo_status_to_string(status));
}

void colour(cairo_t* cr, Colour c) { cairo_set_source_rgb(cr, c.red / 255.0, c.green / 255.0, c.blue / 255.0); }

// Fills, then strokes, the path just built, as SVG paints it.
void paint(cairo_t* cr, const Paint& p) {
  if (p.fill) {
    colour(cr, *p.fill);
    cairo_fill_preserve(cr);
  }
  if (p.stroke) {
    colour(cr, *p.stroke);
    cairo_set_line_width(cr, p.stroke_width);
    cairo_stroke_preserve(cr);
  }
  cairo_new_path(cr);
}

struct ShapeDrawer {
  cairo_t* cr;
  const Shape& shape;
  void operator()(const Rect& r) const {
    cairo_rectangle(cr, r.x, r.y, r.width, r.height);
    paint(cr, shape.paint);
  }
  void operator()(const Circle& c) const {
    cairo_new_sub_path(cr);
    cairo_arc(cr, c.cx, c.cy, c.r, 0, 2 * 3.141592653589793);
    cairo_close_path(cr);
    paint(cr, shape.paint);
  }
  void operator()(const Path& p) const {
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND);
    cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND);
    for (const auto& piece : p.pieces)
      for (std::size_t i = 0; i < piece.size(); ++i)
        (i == 0 ? cairo_move_to : cairo_line_to)(cr, piece[i].x, piece[i].y);
    paint(cr, shape.paint);
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
    paint(cr, shape.paint);
  }
};

void draw(cairo_t* cr, const Picture& picture) {
  for (const Shape& shape : picture.shapes) std::visit(ShapeDrawer{cr, shape}, shape.geometry);
  for (const Inset& inset : picture.insets) {
    cairo_save(cr);
    cairo_translate(cr, inset.x, inset.y);
    cairo_scale(cr, inset.scale, inset.scale);
    draw(cr, inset.picture);
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
    draw(cr.get(), page);
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
  draw(cr.get(), picture);
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

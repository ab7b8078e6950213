// PDF and PNG of pictures, drawn by cairo from the same Picture the SVG
// writer writes, shape for shape.
#pragma once

#include <span>
#include <stdexcept>
#include <string>

#include "render/picture.hpp"

namespace pg::render {

// cairo could not draw or write (out of memory, a surface too large).
class DrawError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// The largest raster drawn (pixels; 4 bytes each) and PDF page (points a
// side: Acrobat's limit, 200 inches).
inline constexpr double kLargestRaster = 64e6;
inline constexpr double kLargestPdfPage = 14400;

// A PDF of one page per picture, each page the picture's size in points.
std::string to_pdf(std::span<const Picture> pages);
// A PNG of the picture, one pixel per unit times `scale`.
std::string to_png(const Picture& picture, double scale = 1);

// A PNG as pixels, for tests and checks that read colours back: empty
// `pixels` when `png` is no PNG cairo reads.
struct Raster {
  int width = 0;
  int height = 0;
  std::vector<std::uint32_t> pixels;  // 0xAARRGGBB, row by row
  Colour at(int x, int y) const;
};
Raster read_png(const std::string& png);

}  // namespace pg::render

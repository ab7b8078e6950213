// Printable sheets: several puzzles to an A4 page, each scaled into its slot
// under a caption, and their solutions on the pages after, in the same
// places (as Tatham's games print with --print RxC --with-solutions).
#pragma once

#include <optional>
#include <span>
#include <string>
#include <vector>

#include "render/picture.hpp"

namespace pg::render {

struct SheetItem {
  std::string caption;              // "3. nurikabe 10x10 (hard)"
  Picture puzzle;
  std::optional<Picture> solution;  // drawn on the solution pages when given
};

// A4 portrait, in points.
inline constexpr double kA4Width = 595.28;
inline constexpr double kA4Height = 841.89;

// The pages: `rows` x `columns` puzzles on each, in order, then (for the
// items that have one) their solutions in the same slots.
std::vector<Picture> sheet(std::span<const SheetItem> items, int rows, int columns);

}  // namespace pg::render

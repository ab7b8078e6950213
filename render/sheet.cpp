#include "render/sheet.hpp"

#include <algorithm>

#include "render/board.hpp"

namespace pg::render {
namespace {

constexpr double kPageMargin = 36;  // half an inch
constexpr double kGap = 12;         // between slots
constexpr double kCaption = 11;     // the caption's size
// A puzzle is never drawn more than twice its own size: a small grid alone
// on a page stays a puzzle, not a poster.
constexpr double kLargest = 2;

Picture blank_page(const std::string& title) {
  Picture page;
  page.width = kA4Width;
  page.height = kA4Height;
  page.title = title;
  page.shapes.push_back({Rect{0, 0, kA4Width, kA4Height}, Paint{palette::kPaper, std::nullopt, 0}, "background", {}, {}, {}, {}});
  return page;
}

// The picture scaled into its slot, centred across, under its caption.
void place(Picture& page, const Picture& picture, const std::string& caption, double x, double y, double width,
           double height) {
  // A long caption in a narrow slot (ten across) shrinks to stay over its
  // own puzzle.
  const double size = std::min(kCaption, width / text_width(caption, 1));
  page.shapes.push_back({Text{x + width / 2, y + kCaption / 2, caption, size, false}, Paint{palette::kInk, std::nullopt, 0},
                         "caption", {}, {}, {}, {}});
  const double top = y + kCaption * 1.5;
  const double room = height - kCaption * 1.5;
  const double scale = std::min({width / picture.width, room / picture.height, kLargest});
  page.insets.push_back({x + (width - picture.width * scale) / 2, top, scale, picture});
}

}  // namespace

std::vector<Picture> sheet(std::span<const SheetItem> items, int rows, int columns) {
  const std::size_t per_page = static_cast<std::size_t>(rows) * static_cast<std::size_t>(columns);
  const double slot_width = (kA4Width - 2 * kPageMargin - (columns - 1) * kGap) / columns;
  const double slot_height = (kA4Height - 2 * kPageMargin - (rows - 1) * kGap) / rows;
  std::vector<Picture> pages;
  for (int solutions = 0; solutions < 2; ++solutions) {
    std::vector<const SheetItem*> shown;
    for (const SheetItem& item : items)
      if (!solutions || item.solution) shown.push_back(&item);
    for (std::size_t first = 0; first < shown.size(); first += per_page) {
      pages.push_back(blank_page(solutions ? "solutions" : "puzzles"));
      for (std::size_t k = first; k < std::min(shown.size(), first + per_page); ++k) {
        const std::size_t slot = k - first;
        const double x = kPageMargin + static_cast<double>(slot % static_cast<std::size_t>(columns)) * (slot_width + kGap);
        const double y = kPageMargin + static_cast<double>(slot / static_cast<std::size_t>(columns)) * (slot_height + kGap);
        const SheetItem& item = *shown[k];
        place(pages.back(), solutions ? *item.solution : item.puzzle,
              solutions ? "Solution " + item.caption : item.caption, x, y, slot_width, slot_height);
      }
    }
  }
  return pages;
}

}  // namespace pg::render

#include "cli/picture_output.hpp"

#include <unistd.h>

#include <algorithm>
#include <filesystem>

#include "cli/io.hpp"
#include "core/errors.hpp"
#include "render/cairo.hpp"
#include "render/svg.hpp"

namespace pg::cli {
namespace {

constexpr std::pair<PictureKind, const char*> kNames[] = {
    {PictureKind::svg, "svg"}, {PictureKind::pdf, "pdf"}, {PictureKind::png, "png"}, {PictureKind::html, "html"}};

const char* name_of(PictureKind kind) {
  for (const auto& [k, name] : kNames)
    if (k == kind) return name;
  return "";
}

std::string names(const std::vector<PictureKind>& kinds) {
  std::string out;
  for (PictureKind k : kinds) out += (out.empty() ? "" : "|") + std::string(name_of(k));
  return out;
}

}  // namespace

PictureKind PictureOutput::kind() const {
  std::string name = to;
  if (name.empty() && !path.empty() && path != "-") {
    std::string extension = std::filesystem::path(path).extension().string();
    if (!extension.empty()) extension.erase(0, 1);
    std::transform(extension.begin(), extension.end(), extension.begin(), [](unsigned char c) { return std::tolower(c); });
    if (extension == "htm") extension = "html";
    for (PictureKind k : kinds)
      if (extension == name_of(k)) return k;
    // A name without an extension (a device, a FIFO) takes the default.
    if (!extension.empty())
      throw UsageError("cannot tell what to write from the name '" + path + "': give --to " + names(kinds) +
                       ", or a name ending in ." + name_of(kinds.front()));
    return kinds.front();
  }
  if (name.empty()) return kinds.front();
  std::transform(name.begin(), name.end(), name.begin(), [](unsigned char c) { return std::tolower(c); });
  for (PictureKind k : kinds)
    if (name == name_of(k)) return k;
  throw UsageError("--to " + name + ": expected " + names(kinds));
}

render::Layout PictureOutput::layout() const {
  if (!(cell >= render::kSmallestCell && cell <= render::kLargestCell))
    throw UsageError("--cell-size must be from " + render::svg_number(render::kSmallestCell) + " to " +
                     render::svg_number(render::kLargestCell));
  const double blank = margin.value_or(cell / 2);
  if (!(blank >= 0 && blank <= render::kLargestMargin))
    throw UsageError("--margin must be from 0 to " + render::svg_number(render::kLargestMargin));
  // At least half the border, which is drawn centred on the grid's edge.
  return {cell, std::max(blank, render::border_width(cell) / 2)};
}

void PictureOutput::write(const std::string& content) const {
  emit(path.empty() || path == "-" ? std::nullopt : std::optional<std::string>(path), content);
}

void PictureOutput::write(const std::vector<render::Picture>& pages, double png_scale) const {
  const PictureKind k = kind();
  if (k != PictureKind::pdf && pages.size() != 1)
    throw UsageError("the pictures make " + std::to_string(pages.size()) +
                     " pages, and only PDF holds more than one: write them with -o FILE.pdf or --to pdf");
  // Refused before any drawing: a raster that would take gigabytes, a page
  // larger than PDF readers open.
  for (const render::Picture& page : pages) {
    if (k == PictureKind::png && page.width * png_scale * page.height * png_scale > render::kLargestRaster)
      throw UsageError("the picture would be " + render::svg_number(page.width * png_scale) + " x " +
                       render::svg_number(page.height * png_scale) + " pixels, more than " +
                       render::svg_number(render::kLargestRaster / 1e6) +
                       " million: a smaller --cell-size or --margin, or SVG or PDF");
    if (k == PictureKind::pdf && std::max(page.width, page.height) > render::kLargestPdfPage)
      throw UsageError("the page would be " + render::svg_number(page.width) + " x " + render::svg_number(page.height) +
                       " points, and PDF readers open pages of at most " + render::svg_number(render::kLargestPdfPage) +
                       " a side: a smaller --cell-size or --margin, or SVG");
  }
  const bool to_stdout = path.empty() || path == "-";
  if (k != PictureKind::svg && to_stdout && isatty(STDOUT_FILENO))
    throw UsageError(std::string(name_of(k)) + " is binary: write it with -o FILE, or redirect standard output");
  try {
    write(k == PictureKind::svg ? render::to_svg(pages.front())
          : k == PictureKind::png ? render::to_png(pages.front(), png_scale)
                                  : render::to_pdf(pages));
  } catch (const render::DrawError& e) {
    throw CantCreateError(e.what());
  }
}

void add_picture_output(CLI::App* command, PictureOutput& output) {
  command->add_option("-o,--output", output.path,
                      "Write to this file (default: standard output); its extension says what, unless --to does");
  command->add_option("--to,-t", output.to, "What to write: " + names(output.kinds) + " (default: from -o, else " +
                                                 name_of(output.kinds.front()) + ")");
  const bool pdf = std::find(output.kinds.begin(), output.kinds.end(), PictureKind::pdf) != output.kinds.end();
  command->add_option("--cell-size", output.cell,
                      std::string("A cell's side in pixels") + (pdf ? " (points in a PDF)" : "") + "; default 32");
  command->add_option("--margin", output.margin, "The blank around the grid, in the same units; default half a cell");
}

}  // namespace pg::cli

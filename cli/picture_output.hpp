// Where pictures go and in what: -o FILE, --to (or the file's extension),
// the cell size and margin. Shared by render and animate.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include <CLI/CLI.hpp>

#include "render/board.hpp"
#include "render/picture.hpp"

namespace pg::cli {

enum class PictureKind { svg, pdf, png, html };

struct PictureOutput {
  std::string path;  // empty or "-": standard output
  std::string to;    // empty: from the extension, else the first of `kinds`
  double cell = 32;
  std::optional<double> margin;  // default half a cell
  std::vector<PictureKind> kinds = {PictureKind::svg, PictureKind::pdf, PictureKind::png};

  // UsageError for a kind not among `kinds`, or an extension that names none.
  PictureKind kind() const;
  render::Layout layout() const;
  // The pages as kind() says: SVG and PNG hold one, PDF any number; a PNG
  // has `png_scale` pixels a unit.
  void write(const std::vector<render::Picture>& pages, double png_scale = 1) const;
  // Text already made (an HTML page, an SVG film).
  void write(const std::string& content) const;
};

// -o, --to, --cell-size, --margin.
void add_picture_output(CLI::App* command, PictureOutput& output);

}  // namespace pg::cli

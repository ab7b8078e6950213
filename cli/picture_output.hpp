// Where render and animate write a picture, and in what kind: -o, --to,
// --cell-size and --margin.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include <CLI/CLI.hpp>

#include "puzzlegen/api.hpp"

namespace pg::cli {

using api::PictureKind;

struct PictureOutput {
  std::string path;  // empty or "-": standard output
  std::string to;    // empty: from the extension, else the first of `kinds`
  double cell = 32;
  std::optional<double> margin;  // default half a cell
  std::vector<PictureKind> kinds = {PictureKind::svg, PictureKind::pdf, PictureKind::png};

  // UsageError for a kind it does not write, or a name whose extension says
  // none of them.
  PictureKind kind() const;
  // The kind, cell and margin, checked (UsageError).
  api::PictureOptions options() const;
  // The picture's bytes where -o says; binary kinds never to a terminal.
  void write(const std::string& content) const;
};

void add_picture_output(CLI::App* command, PictureOutput& output);

}  // namespace pg::cli

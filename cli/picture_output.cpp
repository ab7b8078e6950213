#include "cli/picture_output.hpp"

#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <iostream>

namespace pg::cli {
namespace {

const char* name_of(PictureKind kind) { return api::to_string(kind).data(); }

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

api::PictureOptions PictureOutput::options() const {
  api::PictureOptions options{kind(), cell, margin};
  api::check_picture_options(options);
  return options;
}

void PictureOutput::write(const std::string& content) const {
  const bool to_stdout = path.empty() || path == "-";
  const PictureKind k = kind();
  if (k != PictureKind::svg && k != PictureKind::html && to_stdout && isatty(STDOUT_FILENO))
    throw UsageError(std::string(name_of(k)) + " is binary: write it with -o FILE, or redirect standard output");
  api::write_whole(path, content, std::cout);
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

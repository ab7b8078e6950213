// Pictures of puzzles, solutions, steps, sheets and plans.
// Part of the library API: a program includes puzzlegen/api.hpp.
#pragma once

#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/instance.hpp"
#include "puzzlegen/answer.hpp"

namespace pg::api {

enum class PictureKind { svg, pdf, png, html };
std::string_view to_string(PictureKind kind);

struct PictureOptions {
  PictureKind kind = PictureKind::svg;
  double cell = 32;              // a cell's side, pixels (points in a PDF)
  std::optional<double> margin;  // the blank around the grid; default half a cell
};
// The smallest and largest cell and margin render takes (UsageError beyond).
void check_picture_options(const PictureOptions& options);

// The puzzle, or with `solution` the solution, as one picture; UsageError for
// a solution that is not of the grid's size (an empty one: none found).
std::string draw(const Instance& instance, const std::vector<int>* solution, const PictureOptions& options);
// The board before step `step` (from 1) of explain(), the cells it decides
// and reads outlined, the step under it. UsageError for a step it has not;
// OutOfTime when the budget ends before that step.
std::string draw_step(const Instance& instance, int step, const PictureOptions& options, Budget budget = {});
// Puzzles on A4 pages, `rows` down and `columns` across; with solutions, the
// solutions on the pages after. Only PDF holds several pages (UsageError);
// UsageError too for a side outside 1..10, no items, or a solution that is
// not of its grid's size (an empty one: none found).
struct SheetItem {
  Instance instance;
  std::optional<std::vector<int>> solution;
};
std::string draw_sheet(std::span<const SheetItem> items, int rows, int columns, const PictureOptions& options);
// A plan of puzzlegen's domains played step by step: an HTML page, or an SVG
// that plays itself (`seconds` a step). LocatedInputError naming the file
// that does not read.
std::string animate(const std::string& problem, const std::string& plan, const PictureOptions& options,
                    double seconds = 0.5);

}  // namespace pg::api

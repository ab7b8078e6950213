// Pictures of puzzles, solutions, steps, sheets and plans, as SVG, PDF, PNG
// or (a plan) an HTML page.
#include <algorithm>

#include "core/errors.hpp"
#include "pddl/htn_plan_text.hpp"
#include "pddl/language.hpp"
#include "pddl/problem_format.hpp"
#include "puzzlegen/lookup.hpp"
#include "puzzlegen/plan_files.hpp"
#include "render/cairo.hpp"
#include "render/explain.hpp"
#include "render/film.hpp"
#include "render/sheet.hpp"
#include "render/svg.hpp"
#include "solvers/explanation.hpp"

namespace pg::api {
namespace {

render::Layout layout_of(const PictureOptions& options) {
  check_picture_options(options);
  const double blank = options.margin.value_or(options.cell / 2);
  return {options.cell, std::max(blank, render::border_width(options.cell) / 2)};
}

// The pages in the kind asked for; UsageError for what the kind cannot hold.
std::string encoded(const std::vector<render::Picture>& pages, PictureKind kind, double png_scale = 1) {
  if (kind != PictureKind::pdf && pages.size() != 1)
    throw UsageError("the pictures make " + std::to_string(pages.size()) +
                     " pages, and only PDF holds more than one: write them with -o FILE.pdf or --to pdf");
  for (const render::Picture& page : pages) {
    if (kind == PictureKind::png && page.width * png_scale * page.height * png_scale > render::kLargestRaster)
      throw UsageError("the picture would be " + render::svg_number(page.width * png_scale) + " x " +
                       render::svg_number(page.height * png_scale) + " pixels, more than " +
                       render::svg_number(render::kLargestRaster / 1e6) +
                       " million: a smaller --cell-size or --margin, or SVG or PDF");
    if (kind == PictureKind::pdf && std::max(page.width, page.height) > render::kLargestPdfPage)
      throw UsageError("the page would be " + render::svg_number(page.width) + " x " + render::svg_number(page.height) +
                       " points, and PDF readers open pages of at most " + render::svg_number(render::kLargestPdfPage) +
                       " a side: a smaller --cell-size or --margin, or SVG");
  }
  try {
    return kind == PictureKind::svg   ? render::to_svg(pages.front())
           : kind == PictureKind::png ? render::to_png(pages.front(), png_scale)
                                      : render::to_pdf(pages);
  } catch (const render::DrawError& e) {
    throw CantCreateError(e.what());
  }
}

}  // namespace

std::string_view to_string(PictureKind kind) {
  switch (kind) {
    case PictureKind::svg: return "svg";
    case PictureKind::pdf: return "pdf";
    case PictureKind::png: return "png";
    case PictureKind::html: return "html";
  }
  return "";
}

void check_picture_options(const PictureOptions& options) {
  if (!(options.cell >= render::kSmallestCell && options.cell <= render::kLargestCell))
    throw UsageError("--cell-size must be from " + render::svg_number(render::kSmallestCell) + " to " +
                     render::svg_number(render::kLargestCell));
  const double blank = options.margin.value_or(options.cell / 2);
  if (!(blank >= 0 && blank <= render::kLargestMargin))
    throw UsageError("--margin must be from 0 to " + render::svg_number(render::kLargestMargin));
}

namespace {

// A solution of another size (an empty one: none was found) would be read
// past: UsageError naming `which`.
void check_drawable(const Instance& instance, const std::vector<int>* solution, const std::string& which) {
  if (solution && solution->size() != static_cast<std::size_t>(instance.cells()))
    throw UsageError(which + " has no solution to draw");
}

}  // namespace

std::string draw(const Instance& instance, const std::vector<int>* solution, const PictureOptions& options) {
  check_drawable(instance, solution, "the puzzle");
  const render::Layout layout = layout_of(options);
  return encoded({puzzle_of(instance).renderer.draw(instance, solution, layout)}, options.kind);
}

std::string draw_step(const Instance& instance, int k, const PictureOptions& options, Budget budget) {
  const render::Layout layout = layout_of(options);
  const Puzzle& puzzle = puzzle_of(instance);
  const Deduction logic = puzzle.solver.explain(instance, Difficulty::hard, sat_budget(budget).deadline);
  const std::vector<Step>& steps = logic.explanation->steps;
  if (logic.out_of_time && static_cast<std::size_t>(k) > steps.size())
    throw OutOfTime("--timeout ran out before step " + std::to_string(k));
  if (steps.empty()) throw UsageError("--explain " + std::to_string(k) + ": the rules decide nothing in this instance");
  if (static_cast<std::size_t>(k) > steps.size())
    throw UsageError("--explain " + std::to_string(k) + ": the explanation has only " + std::to_string(steps.size()) +
                     (steps.size() == 1 ? " step" : " steps"));
  const Step& step = steps[static_cast<std::size_t>(k - 1)];
  const std::vector<int> before = cells_after(*logic.explanation, static_cast<std::size_t>(k - 1));
  render::StepMarks marks;
  for (const Decision& decision : step.decided) marks.decided.push_back(decision.cell);
  marks.reason = step.reason.cells;
  marks.caption = std::to_string(k) + ". " + step_text(step, instance.cols);
  render::Picture picture = puzzle.renderer.draw(instance, &before, layout);
  picture.title = render::title(instance, false) + ", step " + std::to_string(k) + " of " + std::to_string(steps.size());
  return encoded({render::mark_step(std::move(picture), instance, layout, marks)}, options.kind);
}

std::string draw_sheet(std::span<const SheetItem> items, int rows, int columns, const PictureOptions& options) {
  // A side of 0 never fills a page, and a solution of another size is read
  // past: refused here, whoever asks.
  if (rows < 1 || rows > 10 || columns < 1 || columns > 10)
    throw UsageError("a sheet holds 1 to 10 puzzles down and across; asked for " + std::to_string(rows) + "x" +
                     std::to_string(columns));
  if (items.empty()) throw UsageError("a sheet needs at least one instance");
  const render::Layout layout = layout_of(options);
  std::vector<render::SheetItem> drawn;
  for (std::size_t k = 0; k < items.size(); ++k) {
    const Instance& instance = items[k].instance;
    check_drawable(instance, items[k].solution ? &*items[k].solution : nullptr, "instance " + std::to_string(k + 1));
    const render::Renderer& renderer = puzzle_of(instance).renderer;
    render::SheetItem item;
    item.caption = std::to_string(k + 1) + ". " + render::title(instance, false);
    item.puzzle = renderer.draw(instance, nullptr, layout);
    if (items[k].solution) item.solution = renderer.draw(instance, &*items[k].solution, layout);
    drawn.push_back(std::move(item));
  }
  return encoded(render::sheet(drawn, rows, columns), options.kind, 2);
}

std::string animate(const std::string& problem_path, const std::string& plan_path, const PictureOptions& options,
                    double seconds) {
  const render::Layout layout = layout_of(options);
  if (!(seconds >= 0.01 && seconds <= 60)) throw UsageError("--seconds must be from 0.01 to 60");
  if (problem_path == "-" && plan_path == "-")
    throw UsageError("the problem and the plan cannot both be standard input");
  const auto [problem_text, plan_text, problem] = read_plan_files(problem_path, plan_path);
  const pddl::ProblemFormat* format = pddl::find_domain(problem_formats(), problem.domain);
  if (format == nullptr)
    throw UsageError(display_name(problem_path) + " is a problem for domain '" + problem.domain +
                     "', which is none of puzzlegen's (" + pddl::domain_names(problem_formats()) +
                     "): only their plans can be drawn");
  const pddl::Domain& domain = format->domain(problem.domain);
  Instance instance;
  try {
    pddl::check_problem(domain, problem);
    instance = format->read(problem_text).front();
  } catch (const InputError& e) {
    throw located(problem_path, e);
  }
  render::Film film;
  try {
    const std::vector<pddl::PlanStep> steps = format->language() == pddl::Language::hddl
                                                  ? pddl::action_steps(pddl::read_htn_plan(plan_text))
                                                  : pddl::read_plan(plan_text);
    film = render::film(puzzle_named(format->puzzle()).renderer, instance, domain, problem, steps, layout);
  } catch (const InputError& e) {
    throw located(plan_path, e);
  }
  return options.kind == PictureKind::svg ? render::film_svg(film, seconds) : render::film_html(film);
}

}  // namespace pg::api

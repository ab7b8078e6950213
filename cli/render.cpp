// puzzlegen render: a puzzle's picture (SVG, PDF or PNG), with its solution
// or not; with --sheet, printable A4 sheets of many puzzles, their solutions
// on the pages after.
#include <charconv>
#include <iostream>
#include <limits>
#include <memory>

#include "cli/command.hpp"
#include "cli/inputs.hpp"
#include "cli/io.hpp"
#include "cli/options.hpp"
#include "cli/picture_output.hpp"
#include "core/errors.hpp"
#include "render/explain.hpp"
#include "render/sheet.hpp"
#include "verifier/verify.hpp"

namespace pg::cli {
namespace {

struct RenderOptions {
  std::vector<std::string> files;
  InputOptions input;
  bool solution = false;
  PictureOutput output;
  int instance = 0;  // from 1; 0: the file's only one
  std::string sheet;  // "RxC"
  bool with_solutions = false;
  int explain = 0;  // from 1: the step of the explanation to draw; 0: none
  double timeout = 0;
};

// No solution to draw, with the exit status that says why.
class NothingToDraw : public std::runtime_error {
 public:
  NothingToDraw(const std::string& what, int status) : std::runtime_error(what), status(status) {}
  int status;
};

// The solution to draw: the instance's own (EntryStream has held it to the
// rules), or one the solvers find.
std::vector<int> solution_of(const Entry& entry, double timeout) {
  const Solver& solver = entry.puzzle->solver;
  const Instance& instance = *entry.instance;
  if (instance.solution) return *instance.solution;
  bool unknown = false;
  std::optional<std::vector<int>> found = pg::solve(solver, instance, budget_for(timeout), &unknown);
  if (unknown) throw NothingToDraw(display_name(entry.file) + ": --timeout ran out before a solution was found", kUnknown);
  if (!found) throw NothingToDraw(display_name(entry.file) + ": no solution to draw", kNoSolution);
  return std::move(*found);
}

// Step `k` (from 1) of the logic solver's explanation: the board before it,
// the cells it decides and those its reason reads outlined, the step's
// words under the board.
render::Picture step_picture(const Entry& entry, int k, double timeout, const render::Layout& layout) {
  const Instance& instance = *entry.instance;
  const Deduction logic = entry.puzzle->solver.explain(instance, Difficulty::hard, budget_for(timeout).deadline);
  const std::vector<Step>& steps = logic.explanation->steps;
  if (logic.out_of_time && static_cast<std::size_t>(k) > steps.size())
    throw NothingToDraw(display_name(entry.file) + ": --timeout ran out before step " + std::to_string(k), kUnknown);
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
  render::Picture picture = entry.puzzle->renderer.draw(instance, &before, layout);
  picture.title = render::title(instance, false) + ", step " + std::to_string(k) + " of " + std::to_string(steps.size());
  return render::mark_step(std::move(picture), instance, layout, marks);
}

std::pair<int, int> sheet_size(const std::string& text) {
  const std::size_t x = text.find('x');
  auto number = [&](std::string_view part) {
    int value = 0;
    auto [end, error] = std::from_chars(part.data(), part.data() + part.size(), value);
    if (part.empty() || error != std::errc() || end != part.data() + part.size() || value < 1 || value > 10)
      throw UsageError("invalid --sheet '" + text + "': expected RxC, puzzles down and across a page, each 1 to 10, such as 2x3");
    return value;
  };
  if (x == std::string::npos) number("");
  return {number(std::string_view(text).substr(0, x)), number(std::string_view(text).substr(x + 1))};
}

int render(const RenderOptions& o) {
  // An output that names nothing drawable is refused before any work.
  o.output.kind();
  if (!o.sheet.empty() && o.solution)
    throw UsageError("--solution draws one puzzle's solution; a sheet takes --with-solutions");
  if (o.sheet.empty() && o.with_solutions) throw UsageError("--with-solutions goes with --sheet RxC");
  if (o.explain > 0 && !o.sheet.empty()) throw UsageError("--explain draws a step of one puzzle; a sheet draws puzzles");
  if (o.explain > 0 && o.solution)
    throw UsageError("--explain draws the board before a step, --solution the end: choose one");
  // Not ignored: a sheet draws every puzzle given, and the user asked for one.
  if (!o.sheet.empty() && o.instance > 0)
    throw UsageError("--instance draws one puzzle; a sheet draws every one given");
  const std::pair<int, int> sheet = o.sheet.empty() ? std::pair{0, 0} : sheet_size(o.sheet);
  const render::Layout layout = o.output.layout();

  // One picture keeps the one instance it draws and counts the others; a
  // sheet draws them all.
  EntryStream inputs(o.files, o.input);
  std::vector<Entry> entries;
  std::size_t count = 0;
  const std::size_t wanted = o.instance > 0 ? static_cast<std::size_t>(o.instance) : 1;
  while (std::optional<Entry> entry = inputs.next()) {
    if (!entry->instance) {
      std::cerr << "puzzlegen: " << entry->error << '\n';
      return entry->status;
    }
    if (++count == wanted || !o.sheet.empty()) entries.push_back(std::move(*entry));
  }
  if (count == 0) throw UsageError("no instance to draw");

  try {
    if (o.sheet.empty()) {
      if (o.instance > 0) {
        if (static_cast<std::size_t>(o.instance) > count)
          throw UsageError("--instance " + std::to_string(o.instance) + ": there " +
                           (count == 1 ? std::string("is only 1 instance")
                                       : "are only " + std::to_string(count) + " instances"));
      } else if (count > 1) {
        throw UsageError(std::to_string(count) +
                         " instances given: choose one with --instance K, or put them all on sheets with --sheet RxC");
      }
      const Entry& entry = entries.front();
      if (o.explain > 0) {
        o.output.write(std::vector{step_picture(entry, o.explain, o.timeout, layout)});
        return kOk;
      }
      std::vector<int> solution;
      if (o.solution) solution = solution_of(entry, o.timeout);
      const render::Picture picture =
          entry.puzzle->renderer.draw(*entry.instance, o.solution ? &solution : nullptr, layout);
      o.output.write(std::vector{picture});
      return kOk;
    }

    std::vector<render::SheetItem> items;
    for (std::size_t k = 0; k < entries.size(); ++k) {
      const Entry& entry = entries[k];
      render::SheetItem item;
      item.caption = std::to_string(k + 1) + ". " + render::title(*entry.instance, false);
      item.puzzle = entry.puzzle->renderer.draw(*entry.instance, nullptr, layout);
      if (o.with_solutions) {
        const std::vector<int> solution = solution_of(entry, o.timeout);
        item.solution = entry.puzzle->renderer.draw(*entry.instance, &solution, layout);
      }
      items.push_back(std::move(item));
    }
    const std::vector<render::Picture> pages = render::sheet(items, sheet.first, sheet.second);
    // A sheet's units are points: two pixels a point prints an A4 page at
    // about 144 dots an inch.
    o.output.write(pages, 2);
  } catch (const NothingToDraw& e) {
    std::cerr << "puzzlegen: " << e.what() << '\n';
    return e.status;
  }
  return kOk;
}

}  // namespace

Command add_render(CLI::App& app) {
  auto o = std::make_shared<RenderOptions>();
  CLI::App* command = app.add_subcommand(
      "render", "Draw a puzzle (or its solution) as SVG, PDF or PNG; with --sheet, printable A4 sheets of many");
  command->add_option("files", o->files, "Instance files or directories, or - for standard input")->required();
  command->add_option("--puzzle,-p", o->input.puzzle, "Puzzle (" + puzzle_names() + "); detected when omitted");
  command->add_option("--format,-f", o->input.format, "Input format (" + format_list() + "); detected when omitted");
  add_rules(command, o->input.rules);
  command->add_flag("--solution", o->solution,
                    "Draw the solution: the one the input holds, else one the solvers find (exit 120: none)");
  command->add_option("--instance", o->instance, "Of a file of several instances, draw the K-th (from 1)")
      ->check(CLI::Range(1, std::numeric_limits<int>::max()));
  command->add_option("--sheet", o->sheet,
                      "Put every puzzle given on A4 pages, R down and C across (2x3); several pages need PDF");
  command->add_flag("--with-solutions", o->with_solutions, "With --sheet: the solutions on the pages after");
  command->add_option("--explain", o->explain,
                      "Draw step K (from 1) of 'solve --explain': the board before it, the cells it decides and those "
                      "it reads outlined, the step under the board")
      ->check(CLI::Range(1, std::numeric_limits<int>::max()));
  add_picture_output(command, o->output);
  add_timeout(command, o->timeout);
  return {command, [o] { return render(*o); }};
}

}  // namespace pg::cli

// puzzlegen render: a puzzle's picture (SVG, PDF or PNG), with its solution
// or not; with --sheet, printable A4 sheets of many puzzles, their solutions
// on the pages after.
#include <charconv>
#include <iostream>
#include <limits>
#include <memory>

#include "cli/command.hpp"
#include "cli/options.hpp"
#include "cli/picture_output.hpp"
#include "puzzlegen/api.hpp"

namespace pg::cli {
namespace {

using api::Entry;

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

// Nothing to draw, and why: the message and the exit status.
class NothingToDraw : public std::runtime_error {
 public:
  NothingToDraw(const std::string& what, int status) : std::runtime_error(what), status(status) {}
  int status;
};

// The solution the input holds, else one the solvers find.
std::vector<int> solution_of(const Entry& entry, double timeout) {
  const Instance& instance = *entry.instance;
  if (instance.solution) return *instance.solution;
  const api::Solved solved = api::solve(instance, {timeout});
  if (solved.verdict == Verdict::unknown)
    throw NothingToDraw(api::display_name(entry.file) + ": --timeout ran out before a solution was found", kUnknown);
  if (solved.verdict == Verdict::none) throw NothingToDraw(api::display_name(entry.file) + ": no solution to draw", kNoSolution);
  return solved.solution;
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
  o.output.kind();
  if (!o.sheet.empty() && o.solution)
    throw UsageError("--solution draws one puzzle's solution; a sheet takes --with-solutions");
  if (o.sheet.empty() && o.with_solutions) throw UsageError("--with-solutions goes with --sheet RxC");
  if (o.explain > 0 && !o.sheet.empty()) throw UsageError("--explain draws a step of one puzzle; a sheet draws puzzles");
  if (o.explain > 0 && o.solution)
    throw UsageError("--explain draws the board before a step, --solution the end: choose one");
  if (!o.sheet.empty() && o.instance > 0)
    throw UsageError("--instance draws one puzzle; a sheet draws every one given");
  const std::pair<int, int> sheet = o.sheet.empty() ? std::pair{0, 0} : sheet_size(o.sheet);
  const api::PictureOptions options = o.output.options();

  api::Inputs inputs(o.files, o.input.read());
  std::vector<Entry> entries;
  std::size_t count = 0;
  const std::size_t wanted = o.instance > 0 ? static_cast<std::size_t>(o.instance) : 1;
  while (std::optional<Entry> entry = inputs.next()) {
    if (!entry->instance) {
      std::cerr << "puzzlegen: " << entry->error << '\n';
      return exit_for(entry->refusal);
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
        try {
          o.output.write(api::draw_step(*entry.instance, o.explain, options, {o.timeout}));
        } catch (const api::OutOfTime& e) {
          throw NothingToDraw(api::display_name(entry.file) + ": " + e.what(), kUnknown);
        }
        return kOk;
      }
      std::vector<int> solution;
      if (o.solution) solution = solution_of(entry, o.timeout);
      o.output.write(api::draw(*entry.instance, o.solution ? &solution : nullptr, options));
      return kOk;
    }

    std::vector<api::SheetItem> items;
    for (const Entry& entry : entries) {
      api::SheetItem item{*entry.instance, std::nullopt};
      if (o.with_solutions) item.solution = solution_of(entry, o.timeout);
      items.push_back(std::move(item));
    }
    o.output.write(api::draw_sheet(items, sheet.first, sheet.second, options));
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
  add_inputs(command, o->files, o->input);
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

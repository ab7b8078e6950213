// Instances and solutions written in a format, and the CNF of a puzzle.
#include "core/errors.hpp"
#include "formats/dimacs.hpp"
#include "formats/json.hpp"
#include "puzzlegen/lookup.hpp"
#include "verifier/cnf.hpp"
#include "verifier/verify.hpp"

namespace pg::api {
namespace {

pg::WriteOptions format_options(const WriteOptions& options) {
  pg::WriteOptions format_options;
  format_options.pddl_domain = options.domain_name;
  return format_options;
}

// A puzzle's text as comment lines: indented, so that they read as a block.
void add_text(std::vector<std::string>& lines, const std::string& text) {
  std::size_t start = 0;
  while (start < text.size()) {
    std::size_t end = text.find('\n', start);
    if (end == std::string::npos) end = text.size();
    lines.push_back("  " + text.substr(start, end - start));
    start = end + 1;
  }
}

// "a", "a or b", "a, b or c".
std::string listed_or(const std::vector<std::string>& names) {
  std::string list;
  for (std::size_t i = 0; i < names.size(); ++i)
    list += (i == 0 ? "" : i + 1 == names.size() ? " or " : ", ") + names[i];
  return list;
}

}  // namespace

std::string write(const Instance& instance, std::string_view format, const WriteOptions& options) {
  return puzzle_of(instance).format(format).write(instance, format_options(options));
}

std::string extension(std::string_view puzzle, std::string_view format) {
  return std::string(puzzle_named(puzzle).format(format).extension());
}

std::string format_name(std::string_view puzzle, std::string_view format) {
  return std::string(puzzle_named(puzzle).format(format).name());
}

std::vector<NamedFile> companions(const Instance& instance, std::string_view format, const WriteOptions& options) {
  std::vector<NamedFile> files;
  for (pg::NamedText& file : puzzle_of(instance).format(format).companions(instance, format_options(options)))
    files.push_back({std::move(file.name), std::move(file.text)});
  return files;
}

std::optional<NamedFile> directory_file(std::string_view puzzle, std::string_view format, const WriteOptions& options) {
  std::optional<pg::NamedText> file = puzzle_named(puzzle).format(format).directory_file(format_options(options));
  if (!file) return std::nullopt;
  return NamedFile{std::move(file->name), std::move(file->text)};
}

std::string formats_that_can(const Instance& instance, const WriteOptions& options) {
  const Puzzle& puzzle = puzzle_of(instance);
  std::vector<std::string> able;
  for (const std::string& name : puzzle.format_names()) {
    try {
      puzzle.format(name).write(instance, format_options(options));
      able.push_back(name);
    } catch (const FormatError&) {
    }
  }
  return listed_or(able);
}

std::optional<std::string> cannot_write(std::string_view puzzle, std::string_view format, int rows, int cols,
                                        const WriteOptions& options) {
  const Puzzle& found = puzzle_named(puzzle);
  const pg::WriteOptions asked = format_options(options);
  std::optional<std::string> fault = found.format(format).cannot_hold(rows, cols, asked);
  if (!fault) return std::nullopt;
  std::vector<std::string> able;
  for (const std::string& name : found.format_names())
    if (!found.format(name).cannot_hold(rows, cols, asked)) able.push_back(name);
  return *fault + "; --format " + listed_or(able) + " can hold it";
}

Json document(const Instance& instance) { return instance_to_json(instance, puzzle_of(instance).codec); }

std::string solution_text(const Instance& instance, std::span<const int> solution) {
  return puzzle_of(instance).codec.write_solution(instance, solution);
}

std::optional<std::string> cnf(const Instance& instance, bool unique) {
  const Puzzle& puzzle = puzzle_of(instance);
  // The puzzle's default format, else its first that states the instance
  // (the default may not state a '?' clue), else JSON, which states any.
  const Format* text_format = nullptr;
  std::string text;
  std::vector<const Format*> candidates{&puzzle.format("")};
  for (const Format* format : puzzle.codec.formats()) candidates.push_back(format);
  for (const Format* format : candidates) {
    try {
      text = format->write(instance);
      text_format = format;
      break;
    } catch (const FormatError&) {
    }
  }
  if (text_format == nullptr) {
    text_format = &json_format();
    text = text_format->write(instance);
  }
  std::vector<std::string> header = {
      "puzzlegen: " + std::string(puzzle.codec.title()) + ", " + size_string(instance.rows, instance.cols) +
          (instance.rules.empty() ? std::string() : ", " + instance.rules + " rules") +
          ", every rule stated in clauses: a model is a solution and a solution has a model.",
      "The puzzle (" + std::string(text_format->name()) + "):"};
  add_text(header, text);
  std::vector<int> solution;
  if (unique) {
    std::optional<std::vector<int>> found = pg::solve(puzzle.solver, instance);
    if (!found) return std::nullopt;
    solution = std::move(*found);
    header.push_back("The last clause: the grid differs somewhere from this solution, so the formula is");
    header.push_back("unsatisfiable exactly when the puzzle is unique:");
    add_text(header, puzzle.codec.write_solution(instance, solution));
  }
  header.push_back("The variables (a run of auxiliaries of one kind on one line):");
  return dimacs::write(export_cnf(puzzle.solver, instance, header, solution));
}

}  // namespace pg::api

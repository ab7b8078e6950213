// puzzlegen convert: instances rewritten in another format, as one stream or
// one file each in a directory.
#include <algorithm>
#include <deque>
#include <filesystem>
#include <iostream>
#include <memory>
#include <set>

#include "cli/command.hpp"
#include "cli/inputs.hpp"
#include "cli/io.hpp"
#include "cli/options.hpp"
#include "core/errors.hpp"
#include "core/files.hpp"
#include "formats/dimacs.hpp"
#include "puzzles/catalogue.hpp"
#include "verifier/cnf.hpp"
#include "verifier/verify.hpp"

namespace pg::cli {
namespace {

namespace fs = std::filesystem;

struct ConvertOptions {
  std::vector<std::string> files;
  InputOptions input;
  std::string to;
  std::string domain_name;
  std::string output;  // empty or "-": standard output
  bool force = false;
  bool unique = false;  // --to cnf: the formula that is UNSAT exactly when the puzzle is unique
};

constexpr std::string_view kCnf = "cnf";

// --unique for a puzzle with no solution: exit 120, as solve has it.
class NoSolutionError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

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

// --to cnf: the puzzle's SAT encoding, every rule in clauses, in DIMACS; with
// --unique, one clause more: differs from the solution found here. No
// solution to differ from is an error of its own (exit 120).
std::string cnf_of(const Entry& entry, bool unique) {
  const Puzzle& puzzle = *entry.puzzle;
  const Instance& instance = *entry.instance;
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
    if (!found) throw NoSolutionError(display_name(entry.file) + ": no solution, so no --unique formula (it says \"differs from the solution\")");
    solution = std::move(*found);
    header.push_back("The last clause: the grid differs somewhere from this solution, so the formula is");
    header.push_back("unsatisfiable exactly when the puzzle is unique:");
    add_text(header, puzzle.codec.write_solution(instance, solution));
  }
  header.push_back("The variables (a run of auxiliaries of one kind on one line):");
  return dimacs::write(export_cnf(puzzle.solver, instance, header, solution));
}

// "STEM[-K]EXT": the input file's name, the instance's number when its file
// holds several.
std::string converted_name(const Entry& entry, std::string_view extension) {
  std::string stem = entry.file == "<stdin>" ? std::string("stdin") : fs::path(entry.file).stem().string();
  if (entry.several) stem += "-" + std::to_string(entry.number);
  return stem + std::string(extension);
}

// Errors said before the first readable instance are held while convert
// looks for a second, so that a refusal of the whole run comes first; past
// this many, they are said as they come.
constexpr std::size_t kHeldErrors = 1000;

int convert(const ConvertOptions& o) {
  EntryStream inputs(o.files, o.input);
  WriteOptions options;
  options.pddl_domain = o.domain_name;
  int code = kOk;
  auto refused = [&](const Entry& entry) {
    std::cerr << "puzzlegen: " << entry.error << "\n";
    code = std::max(code, entry.status);
  };
  // Whether there are several instances to write decides where they go: read
  // ahead as far as the second.
  std::deque<Entry> ahead;
  std::size_t readable = 0;
  while (readable < 2)
    if (std::optional<Entry> entry = inputs.next()) {
      if (!entry->instance && ahead.size() >= kHeldErrors) {
        refused(*entry);
        continue;
      }
      readable += entry->instance.has_value();
      ahead.push_back(std::move(*entry));
    } else {
      break;
    }

  const bool to_stdout = o.output.empty() || o.output == "-";
  std::error_code ec;
  bool to_directory = !to_stdout && fs::is_directory(o.output, ec);
  if (!to_stdout && !to_directory && readable > 1) {
    try {
      to_directory = output_kind(o.output) == OutputKind::created;
    } catch (const std::exception& e) {
      throw CantCreateError(e.what());
    }
    if (!to_directory && output_kind(o.output) == OutputKind::replaced)
      throw UsageError(o.output + " is a file; several instances go to a stream (standard output) or to -o DIR");
  }
  const bool cnf = o.to == kCnf;
  if (o.unique && !cnf) throw UsageError("--unique goes with --to cnf");
  // A format that holds one instance per text cannot take a stream of them;
  // the refusal counts them (reading the rest, keeping none).
  std::size_t pulled = readable;  // readable entries taken from `inputs`
  auto check_streamable = [&](const Entry& entry) {
    if (to_directory || readable < 2 || !entry.instance ||
        !(cnf || entry.puzzle->format(o.to).one_instance_per_text()))
      return;
    while (std::optional<Entry> rest = inputs.next()) pulled += rest->instance.has_value();
    throw UsageError("the " + o.to + " format holds one instance per file; write the " + std::to_string(pulled) +
                     " instances with -o DIR");
  };
  for (const Entry& entry : ahead) check_streamable(entry);
  if (to_directory) {
    fs::create_directories(o.output, ec);
    if (!fs::is_directory(o.output, ec)) throw CantCreateError(o.output + ": cannot create this directory");
  }

  std::optional<OutputStream> stream;
  if (!to_directory) stream.emplace(to_stdout ? std::nullopt : std::optional(o.output));
  bool first = true;
  bool written = false;  // to the stream
  const Format* last = nullptr;  // the format of the stream so far, which closes it
  std::set<std::string> shared_written;
  auto convert_one = [&](const Entry& entry) {
    if (!entry.instance) return refused(entry);
    check_streamable(entry);
    if (cnf) {
      std::string text;
      try {
        text = cnf_of(entry, o.unique);
      } catch (const NoSolutionError& e) {
        std::cerr << "puzzlegen: " << e.what() << "\n";
        code = std::max(code, static_cast<int>(kNoSolution));
        return;
      }
      if (to_directory) {
        emit_into_directory((fs::path(o.output) / converted_name(entry, ".cnf")).string(), text, o.force);
      } else {
        stream->write(text);
        written = true;
      }
      return;
    }
    const Format& format = entry.puzzle->format(o.to);
    std::string text;
    try {
      text = to_directory ? format.write(*entry.instance, options) : format.item(*entry.instance, options, first);
    } catch (const FormatError& e) {
      std::cerr << "puzzlegen: " << label(entry, inputs.files()) << "error: " << e.what() << "; --to "
                << formats_that_can(*entry.puzzle, *entry.instance, options) << " can hold it\n";
      code = std::max(code, static_cast<int>(kBadInput));
      return;
    }
    if (to_directory) {
      const fs::path path = fs::path(o.output) / converted_name(entry, format.extension());
      emit_into_directory(path.string(), text, o.force);
      for (const NamedText& extra : format.companions(*entry.instance, options))
        emit_into_directory(fs::path(path).replace_extension(extra.name).string(), extra.text, o.force);
      if (auto shared = format.directory_file(options); shared && shared_written.insert(shared->name).second)
        emit_into_directory((fs::path(o.output) / shared->name).string(), shared->text, o.force);
    } else {
      stream->write(text);
      written = true;
      first = false;
      last = &format;
    }
  };
  for (; !ahead.empty(); ahead.pop_front()) convert_one(ahead.front());
  while (std::optional<Entry> entry = inputs.next()) {
    pulled += entry->instance.has_value();
    convert_one(*entry);
  }
  // A run that converted nothing leaves what -o names as it was: an empty
  // file in its place would say the input held no instances.
  if (stream && (written || code == kOk)) {
    if (last != nullptr) stream->write(last->closing());
    stream->finish();
  }
  return code;
}

}  // namespace

Command add_convert(CLI::App& app) {
  auto o = std::make_shared<ConvertOptions>();
  CLI::App* command = app.add_subcommand("convert", "Convert instances to another format");
  command->add_option("files", o->files, "Instance files or directories, or - for standard input")->required();
  command->add_option("--puzzle,-p", o->input.puzzle, "Puzzle (" + puzzle_names() + "); detected when omitted");
  command->add_option("--format,-f", o->input.format, "Input format (" + format_list() + "); detected when omitted");
  add_rules(command, o->input.rules);
  command->add_option("--to,-t", o->to,
                      "Output format (" + format_list() +
                          "), or cnf: the puzzle's SAT encoding in DIMACS, every rule in clauses, a comment per variable")
      ->required();
  command->add_flag("--unique", o->unique,
                    "With --to cnf: add the clause \"differs from the solution\": unsatisfiable exactly when the puzzle "
                    "is unique");
  command->add_option("-o,--output", o->output,
                      "Output file (default: standard output); a directory (existing, or new with several "
                      "instances) gets one file per instance");
  command->add_flag("--force", o->force, "In a directory, replace files of other content");
  command->add_option("--domain-name", o->domain_name, "PDDL output: the domain name problems refer to");
  return {command, [o] { return convert(*o); }};
}

}  // namespace pg::cli

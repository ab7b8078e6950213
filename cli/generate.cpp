// puzzlegen generate: puzzles that have exactly one solution, to standard
// output, a file or a directory.
#include <algorithm>
#include <chrono>
#include <filesystem>
#include <iostream>
#include <limits>
#include <map>
#include <memory>
#include <thread>
#include <vector>

#include "cli/command.hpp"
#include "cli/io.hpp"
#include "cli/options.hpp"
#include "cli/progress.hpp"
#include "core/errors.hpp"
#include "core/files.hpp"
#include "generator/corpus.hpp"
#include "generator/generate.hpp"
#include "puzzles/catalogue.hpp"

namespace pg::cli {
namespace {

struct GenerateOptions {
  std::string puzzle;
  std::string size;
  std::string difficulty = "medium";
  std::string seed = "1";  // parsed strictly: 0 .. 2^64-1
  std::uint64_t count = 1;
  std::string index = "0";  // likewise
  std::string format;       // empty: the puzzle's first format
  std::string rules;
  std::string domain_name;  // PDDL output: the domain name problems refer to
  std::string output;       // empty: stdout
  int threads = 0;          // 0: one per hardware thread
  bool force = false;       // replace files of other content in a directory
  std::int64_t max_attempts = GenerateSettings{}.attempts;
  double timeout = 60;      // seconds per puzzle; 0: none
  bool quiet = false;
  bool progress = false;
  // Each puzzle's own generator options, by name; which were given is known
  // after parsing.
  std::map<std::string, std::string> option_values;
  std::vector<std::pair<std::string, CLI::Option*>> puzzle_options;
};

int generate(const GenerateOptions& o) {
  const Puzzle& puzzle = puzzle_named(o.puzzle);
  auto [rows, cols] = parse_size(o.size);
  std::map<std::string, std::string> given;
  for (const auto& [name, option] : o.puzzle_options)
    if (option->count() > 0) given[name] = o.option_values.at(name);
  GenerateRequest request;
  request.rows = rows;
  request.cols = cols;
  request.difficulty = difficulty_option(o.difficulty);
  request.seed = unsigned_option("--seed", o.seed);
  request.options = parse_options(puzzle.builder, puzzle.name(), given);
  request.rules = o.rules;
  const Job job = puzzle.job(std::move(request));
  const std::uint64_t first = unsigned_option("--index", o.index);
  if (first > std::numeric_limits<std::uint64_t>::max() - (o.count - 1))
    throw UsageError("--index " + o.index + " with --count " + std::to_string(o.count) +
                     " runs past the last index, 18446744073709551615");
  const Format& format = puzzle.format(o.format);
  WriteOptions write_options;
  write_options.pddl_domain = o.domain_name;
  // Learn now, not after the work, whether the format can express this size.
  {
    Instance blank;
    blank.puzzle = job.request().puzzle;
    blank.rows = rows;
    blank.cols = cols;
    blank.givens.assign(static_cast<std::size_t>(rows * cols), kNone);
    try {
      format.write(blank, write_options);
    } catch (const FormatError& e) {
      throw UsageError(std::string(e.what()) + "; --format " + formats_that_can(puzzle, blank, write_options) +
                       " can hold it");
    }
  }
  int threads = o.threads > 0 ? o.threads : static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));

  namespace fs = std::filesystem;
  std::error_code ec;
  // "-" is standard output; an existing directory, a name ending in '/', or
  // a new name with --count above 1, a directory of files; a device or FIFO
  // takes the stream.
  const bool to_stdout = o.output.empty() || o.output == "-";
  bool to_directory = false;
  if (!to_stdout) {
    if (fs::is_directory(o.output, ec) || o.output.back() == '/') {
      to_directory = true;
    } else if (o.count > 1 && !format.one_document()) {
      OutputKind kind = OutputKind::created;
      try {
        kind = output_kind(o.output);
      } catch (const std::exception& e) {
        throw CantCreateError(e.what());
      }
      if (kind == OutputKind::replaced)
        throw UsageError(o.output + " is a file; with --count above 1, -o names a directory (or - for standard output)");
      to_directory = kind == OutputKind::created;
    }
  }
  // Where the output goes is known to take it before any work is done.
  try {
    if (to_directory) {
      fs::create_directories(o.output, ec);
      if (!fs::is_directory(o.output, ec)) throw CantCreateError(o.output + ": cannot create this directory");
      probe_directory(o.output);
    } else if (!to_stdout && output_kind(o.output) != OutputKind::in_place &&
               output_kind(o.output) != OutputKind::standard_output) {
      fs::path parent = fs::path(o.output).parent_path();
      probe_directory(parent.empty() ? "." : parent.string(), o.output);
    }
  } catch (const CantCreateError&) {
    throw;
  } catch (const std::exception& e) {
    throw CantCreateError(e.what());
  }
  if (to_directory) {
    if (auto shared = format.directory_file(write_options))
      emit_into_directory((fs::path(o.output) / shared->name).string(), shared->text, o.force);
  }
  const int width = std::max<int>(4, static_cast<int>(std::to_string(first + o.count - 1).size()));
  std::uint64_t written = 0;
  std::string single;
  Progress progress("puzzles", o.count,
                    o.quiet ? ProgressMode::never : o.progress ? ProgressMode::always : ProgressMode::automatic);
  GenerateSettings settings;
  settings.on_attempt = [&] { progress.attempt(); };
  settings.attempts = o.max_attempts;
  if (o.timeout > 0 && o.timeout < 1e9)
    settings.time_limit = std::chrono::duration_cast<std::chrono::steady_clock::duration>(
        std::chrono::duration<double>(o.timeout));
  else
    settings.time_limit.reset();
  run_corpus(job, first, o.count, threads, [&](Instance&& instance) {
    if (to_directory) {
      std::string text = format.write(instance, write_options);
      fs::path path = fs::path(o.output) / job.file_name(first + written, width, format.extension());
      emit_into_directory(path.string(), text, o.force);
      for (const NamedText& extra : format.companions(instance, write_options))
        emit_into_directory(fs::path(path).replace_extension(extra.name).string(), extra.text, o.force);
    } else if (!to_stdout) {
      single += format.item(instance, write_options, written == 0);
    } else {
      std::cout << format.item(instance, write_options, written == 0);
      check_stdout();
    }
    ++written;
    progress.done();
  }, settings);
  progress.finish();
  if (to_stdout) {
    std::cout << format.closing();
    check_stdout();
  }
  if (!to_directory && !to_stdout) emit(o.output, single + format.closing());
  return kOk;
}

}  // namespace

Command add_generate(CLI::App& app) {
  auto o = std::make_shared<GenerateOptions>();
  CLI::App* command = app.add_subcommand("generate", "Generate puzzles that have exactly one solution");
  command->add_option("puzzle", o->puzzle, "Puzzle (" + puzzle_names() + ")")->required();
  command->add_option("--size,-s", o->size, "Grid size RxC (rows x columns), or N for NxN")->required();
  command->add_option("--difficulty,-d", o->difficulty, "easy|medium|hard|expert")->capture_default_str();
  command->add_option("--seed", o->seed, "Seed, 0 to 2^64-1; the same seed and options give the same bytes")
      ->capture_default_str();
  command->add_option("--count,-n", o->count, "Number of puzzles")
      ->check(CLI::Range(std::uint64_t{1}, std::uint64_t{100000000}))
      ->capture_default_str();
  command->add_option("--index", o->index, "Index of the first puzzle; instance I of a corpus is --index I --count 1")
      ->capture_default_str();
  command->add_option("--format,-f", o->format,
                      "Output format (" + format_list() + "); default: the puzzle's first (puzzlegen list)");
  add_rules(command, o->rules);
  command->add_option("--domain-name", o->domain_name,
                      "PDDL output: the domain name problems refer to (" + domain_list() + ")");
  command->add_option("-o,--output", o->output,
                      "Output file; with --count above 1 (or an existing directory), a directory of files, "
                      "except in a format whose file holds a list of instances (earin)");
  command->add_option("--max-attempts", o->max_attempts,
                      "Solved grids tried for one puzzle before giving up")
      ->check(CLI::Range(std::int64_t{1}, std::int64_t{1000000000}))
      ->capture_default_str();
  add_timeout(command, o->timeout);
  command->get_option("--timeout")
      ->description("Seconds one puzzle may take before giving up, checked between attempts (0: no limit); it "
                    "decides only whether a puzzle comes, never which")
      ->capture_default_str();
  auto* quiet = command->add_flag("--quiet,-q", o->quiet, "No progress line, not even on a terminal");
  command->add_flag("--progress", o->progress,
                    "A progress line and a summary on standard error even when it is not a terminal")
      ->excludes(quiet);
  command->add_flag("--force", o->force,
                    "In a directory, replace files of other content (without it, such a file stops the run)");
  command->add_option("--threads,-j", o->threads, "Worker threads (0: one per hardware thread)")
      ->check(CLI::Range(0, 1024))
      ->capture_default_str();
  // Each puzzle's own generator options; which ones were given is checked
  // against the chosen puzzle after parsing. Two puzzles may offer the same
  // option (--black): one flag, its help naming each puzzle's range.
  std::vector<std::pair<std::string, std::vector<std::pair<std::string_view, OptionSpec>>>> offered;
  for (const Puzzle& puzzle : puzzles())
    for (const OptionSpec& spec : puzzle.builder.options()) {
      auto known = std::find_if(offered.begin(), offered.end(), [&](const auto& entry) { return entry.first == spec.name; });
      if (known == offered.end()) known = offered.insert(offered.end(), {spec.name, {}});
      known->second.emplace_back(puzzle.name(), spec);
    }
  for (const auto& offer : offered) {
    // Not a structured binding: clang 14 cannot capture one in a lambda.
    const std::string& name = offer.first;
    const auto& specs = offer.second;
    auto range = [](const OptionSpec& spec) {
      std::string text;
      if (spec.choices.empty()) text = std::to_string(spec.min) + ".." + std::to_string(spec.max);
      for (const std::string& c : spec.choices) text += (text.empty() ? "" : "|") + c;
      return text + ", default " + (spec.fallback.is_string() ? spec.fallback.get<std::string>() : spec.fallback.dump());
    };
    const bool one_meaning = std::all_of(specs.begin(), specs.end(),
                                         [&](const auto& entry) { return entry.second.help == specs.front().second.help; });
    std::string help;
    for (const auto& [puzzle, spec] : specs) {
      help += help.empty() ? "" : "; ";
      help += one_meaning ? std::string(puzzle) + " " + range(spec)
                          : "(" + std::string(puzzle) + ") " + spec.help + ": " + range(spec);
    }
    if (one_meaning) help = specs.size() == 1 ? "(" + std::string(specs.front().first) + ") " + specs.front().second.help + ": " + range(specs.front().second)
                                             : specs.front().second.help + ": " + help;
    o->puzzle_options.emplace_back(name, command->add_option("--" + name, o->option_values[name], help));
  }
  return {command, [o] { return generate(*o); }};
}

}  // namespace pg::cli

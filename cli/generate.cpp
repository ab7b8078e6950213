// puzzlegen generate: puzzles that have exactly one solution, to standard
// output, a file or a directory.
#include <algorithm>
#include <chrono>
#include <tuple>
#include <iostream>
#include <map>
#include <memory>
#include <vector>

#include "cli/command.hpp"
#include "cli/options.hpp"
#include "cli/progress.hpp"
#include "puzzlegen/api.hpp"

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
  bool jsonl = false;       // evaluation entries: the puzzle in `format` asked, its solution the answer
  std::int64_t max_attempts = api::GenerateRequest{}.attempts;
  double timeout = 60;      // seconds per puzzle; 0: none
  bool quiet = false;
  bool progress = false;
  // Each puzzle's own generator options, by name; which were given is known
  // after parsing.
  std::map<std::string, std::string> option_values;
  std::vector<std::pair<std::string, CLI::Option*>> puzzle_options;
};

int generate(const GenerateOptions& o) {
  const api::PuzzleInfo puzzle = api::puzzle(o.puzzle);
  api::GenerateRequest request;
  request.puzzle = puzzle.name;
  std::tie(request.rows, request.cols) = api::size(o.size);
  request.difficulty = api::difficulty(o.difficulty);
  request.seed = unsigned_option("--seed", o.seed);
  for (const auto& [name, option] : o.puzzle_options)
    if (option->count() > 0) request.options[name] = o.option_values.at(name);
  request.rules = o.rules;
  request.index = unsigned_option("--index", o.index);
  request.count = o.count;
  request.threads = o.threads;
  request.attempts = o.max_attempts;
  request.time_limit = std::chrono::duration<double>(o.timeout);
  Progress* progress = nullptr;  // once the output is known to take the puzzles
  request.on_attempt = [&] {
    if (progress) progress->attempt();
  };
  const api::Generation generation(request);
  const std::string format = o.format.empty() ? puzzle.formats.front() : o.format;
  api::WriteOptions write_options;
  write_options.domain_name = o.domain_name;
  // Learn now, not after the work, whether the format can express this size.
  if (std::optional<std::string> why = api::cannot_write(puzzle.name, format, request.rows, request.cols, write_options))
    throw UsageError(*why);
  api::OutputRequest where;
  where.path = o.output;
  where.several = o.count > 1;
  where.one_stream = o.jsonl || api::is_one_document(puzzle.name, format);
  where.force = o.force;
  where.several_to_file = " is a file; with --count above 1, -o names a directory (or - for standard output)";
  api::Output output(where, std::cout);
  const std::uint64_t last = request.index + o.count - 1;
  const int width = std::max<int>(4, static_cast<int>(std::to_string(last).size()));
  std::uint64_t index = request.index;
  Progress shown("puzzles", o.count,
                 o.quiet ? ProgressMode::never : o.progress ? ProgressMode::always : ProgressMode::automatic);
  progress = &shown;
  generation.run([&](Instance&& instance) {
    if (o.jsonl)
      output.append(api::evaluation_entry(instance, format, write_options).dump() + "\n");
    else
      output.instance(instance, format, write_options, generation.file_name(index++, width));
    shown.done();
  });
  shown.finish();
  output.finish();
  return kOk;
}

}  // namespace

Command add_generate(CLI::App& app) {
  auto o = std::make_shared<GenerateOptions>();
  CLI::App* command = app.add_subcommand("generate", "Generate puzzles that have exactly one solution");
  command->add_option("puzzle", o->puzzle, "Puzzle (" + puzzle_names() + ")")->required();
  command->add_option("--size,-s", o->size, "Grid size RxC (rows x columns), or N for NxN")->required();
  command->add_option("--difficulty,-d", o->difficulty, difficulty_list())->capture_default_str();
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
                      "PDDL and HDDL output: the domain name problems refer to (" + domain_list() + ")");
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
  command->add_flag("--jsonl", o->jsonl,
                    "JSON Lines for evaluating solvers and models, one puzzle a line: its text in --format as the "
                    "question, its solution in the judge's text as the answer (docs/python.md)");
  command->add_flag("--force", o->force,
                    "In a directory, replace files of other content (without it, such a file stops the run)");
  command->add_option("--threads,-j", o->threads, "Worker threads (0: one per hardware thread)")
      ->check(CLI::Range(0, 1024))
      ->capture_default_str();
  // Each puzzle's own generator options; which ones were given is checked
  // against the chosen puzzle after parsing. Two puzzles may offer the same
  // option (--black): one flag, its help naming each puzzle's range.
  std::vector<std::pair<std::string, std::vector<std::pair<std::string, api::OptionInfo>>>> offered;
  for (const api::PuzzleInfo& puzzle : api::puzzles())
    for (const api::OptionInfo& spec : puzzle.options) {
      auto known = std::find_if(offered.begin(), offered.end(), [&](const auto& entry) { return entry.first == spec.name; });
      if (known == offered.end()) known = offered.insert(offered.end(), {spec.name, {}});
      known->second.emplace_back(puzzle.name, spec);
    }
  for (const auto& offer : offered) {
    // Not a structured binding: clang 14 cannot capture one in a lambda.
    const std::string& name = offer.first;
    const auto& specs = offer.second;
    auto range = [](const api::OptionInfo& spec) {
      std::string text;
      if (spec.choices.empty()) text = std::to_string(spec.min) + ".." + std::to_string(spec.max);
      for (const std::string& c : spec.choices) text += (text.empty() ? "" : "|") + c;
      return text + ", default " + spec.fallback;
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

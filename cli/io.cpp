#include "cli/io.hpp"

#include <algorithm>
#include <filesystem>
#include <iostream>

#include "core/errors.hpp"
#include "formats/json.hpp"
#include "core/files.hpp"
#include "core/text.hpp"

namespace pg::cli {
namespace {

std::vector<const Puzzle*> candidate_puzzles(const std::string& name) {
  std::vector<const Puzzle*> result;
  if (!name.empty()) {
    const Puzzle* puzzle = find_puzzle(name);
    if (puzzle == nullptr) throw UsageError("unknown puzzle '" + name + "'; see 'puzzlegen list'");
    result.push_back(puzzle);
    return result;
  }
  for (const Puzzle& puzzle : puzzles()) result.push_back(&puzzle);
  return result;
}

}  // namespace

std::string display_name(const std::string& path) { return path == "-" ? "<stdin>" : path; }

LocatedInputError located(const std::string& path, const InputError& error) {
  return LocatedInputError(display_name(path) + (error.line() > 0 ? ":" : ": ") + error.located());
}

void apply_rules(const Puzzle& puzzle, const std::string& rules, std::vector<Instance>& instances) {
  if (rules.empty()) return;
  std::string stored = puzzle.rules_of(rules);
  for (Instance& instance : instances) instance.rules = stored;
}

Loaded load_instances(const std::string& path, const std::string& puzzle_name, const std::string& format_name) {
  std::string text;
  try {
    text = read_input(path);
  } catch (const std::exception& e) {
    throw NoInputError(std::string("cannot read ") + e.what());
  }
  std::vector<const Puzzle*> puzzles = candidate_puzzles(puzzle_name);
  const Format& json = json_format();

  Loaded loaded;
  try {
    if (format_name == "json" || (format_name.empty() && json.sniff(text))) {
      loaded.format = "json";
      loaded.instances = json.read(text);
      loaded.puzzle = find_puzzle(loaded.instances.front().puzzle);
      for (const Instance& instance : loaded.instances)
        if (!puzzle_name.empty() && instance.puzzle != puzzle_name)
          throw InputError("the JSON holds a " + instance.puzzle + " instance, not " + puzzle_name);
      for (const Instance& instance : loaded.instances)
        if (instance.puzzle != loaded.instances.front().puzzle)
          throw InputError("the JSON mixes puzzles (" + loaded.instances.front().puzzle + " and " +
                           instance.puzzle + "); give one puzzle per file");
      return loaded;
    }
    struct Match {
      const Puzzle* puzzle;
      const Format* format;
    };
    std::vector<Match> candidates;
    for (const Puzzle* puzzle : puzzles)
      for (const Format* format : puzzle->formats())
        if (format_name.empty() || format->name() == format_name) candidates.push_back({puzzle, format});
    if (candidates.empty()) throw UsageError("unknown format '" + format_name + "'");

    auto take = [&](const Match& m, std::vector<Instance> instances) {
      loaded.puzzle = m.puzzle;
      loaded.format = std::string(m.format->name());
      loaded.instances = std::move(instances);
      return std::move(loaded);
    };
    // One way to read it: read it, and its errors say what is wrong.
    if (candidates.size() == 1) return take(candidates[0], candidates[0].format->read(text));
    if (is_blank(text)) throw InputError("empty input", 1, 1);
    // Otherwise the formats whose shape fits, or failing that every format,
    // try to read it; exactly one must succeed.
    std::vector<Match> pool;
    for (const Match& m : candidates)
      if (m.format->sniff(text)) pool.push_back(m);
    const bool shaped = !pool.empty();
    if (!shaped) pool = candidates;
    std::vector<std::pair<Match, std::vector<Instance>>> read;
    std::vector<InputError> errors;
    for (const Match& m : pool) {
      try {
        read.emplace_back(m, m.format->read(text));
      } catch (const InputError& e) {
        errors.push_back(e);
      }
    }
    if (read.size() == 1) return take(read[0].first, std::move(read[0].second));
    if (read.size() > 1) {
      std::string options;
      for (const auto& [m, instances] : read)
        options += (options.empty() ? "" : ", ") + std::string(m.puzzle->name()) + " " + std::string(m.format->name());
      throw InputError("the input reads as any of: " + options + "; name one with --puzzle and --format");
    }
    // Nothing read: the reader that got furthest most likely is the one meant.
    auto further = [](const InputError& a, const InputError& b) {
      return std::pair(a.line(), a.column()) > std::pair(b.line(), b.column());
    };
    std::sort(errors.begin(), errors.end(), further);
    bool same = errors.size() > 1 && std::string(errors[0].what()) == errors[1].what() &&
                !further(errors[0], errors[1]) && !further(errors[1], errors[0]);
    bool clear_winner = errors.size() == 1 || further(errors[0], errors[1]) || same;
    if (shaped && clear_winner) throw errors[0];
    if (!shaped && clear_winner && std::pair(errors[0].line(), errors[0].column()) > std::pair(1, 1)) throw errors[0];
    throw InputError("cannot tell what puzzle and format this is; name them with --puzzle and --format");
  } catch (const InputError& e) {
    throw located(path, e);
  }
}

void emit(const std::optional<std::string>& path, const std::string& content) {
  if (!path) {
    std::cout << content << std::flush;
    if (!std::cout) throw CantCreateError("standard output: write failed");
    return;
  }
  try {
    std::cout.flush();  // what is buffered comes first, should `path` be standard output
    write_output(*path, content);
  } catch (const std::exception& e) {
    throw CantCreateError(e.what());
  }
}

void emit_into_directory(const std::string& path, const std::string& content, bool force) {
  std::error_code ec;
  if (std::filesystem::is_regular_file(path, ec)) {
    std::string existing;
    try {
      existing = read_input(path);
    } catch (const std::exception& e) {
      throw CantCreateError(std::string(e.what()) + " (it would be replaced)");
    }
    if (existing == content) return;
    if (!force)
      throw CantCreateError(path + ": exists with other content (another run's?); --force replaces it");
  }
  emit(path, content);
}

void check_stdout() {
  std::cout.flush();
  if (!std::cout) throw CantCreateError("standard output: write failed");
}

std::string separated(const std::string& text, bool first) {
  bool multiline = std::count(text.begin(), text.end(), '\n') > 1;
  return (!first && multiline ? "\n" : "") + text;
}

}  // namespace pg::cli

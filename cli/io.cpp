#include "cli/io.hpp"

#include <algorithm>
#include <filesystem>
#include <iostream>
#include <optional>

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
  // No message runs on for pages, whatever text a reader quotes.
  constexpr std::size_t kLongest = 1000;
  std::string message = display_name(path) + (error.line() > 0 ? ":" : ": ") + error.located();
  if (message.size() > kLongest) message = message.substr(0, kLongest) + "...";
  return LocatedInputError(message);
}

void apply_rules(const Puzzle& puzzle, const std::string& rules, std::vector<Instance>& instances) {
  if (rules.empty()) return;
  std::string stored = puzzle.rules_of(rules);
  for (Instance& instance : instances) instance.rules = stored;
}

namespace {

std::size_t readable(const std::vector<ReadItem>& items) {
  return static_cast<std::size_t>(std::count_if(items.begin(), items.end(), [](const ReadItem& i) { return i.instance.has_value(); }));
}

bool clean(const std::vector<ReadItem>& items) { return readable(items) == items.size(); }

std::string listed(const std::vector<std::string>& names) {
  std::string list;
  for (const std::string& name : names) list += (list.empty() ? "" : ", ") + name;
  return list;
}

// JSON names its puzzle in every document: one puzzle per file, the one
// --puzzle names if given.
Loaded read_json(std::string_view text, const std::string& puzzle_name) {
  Loaded loaded;
  loaded.format = "json";
  loaded.items = json_format().read_items(text);
  for (const ReadItem& item : loaded.items)
    if (item.instance && loaded.puzzle == nullptr) loaded.puzzle = find_puzzle(item.instance->puzzle);
  if (loaded.puzzle == nullptr) throw *loaded.items.front().error;
  for (ReadItem& item : loaded.items) {
    if (!item.instance) continue;
    std::optional<InputError> wrong;
    if (!puzzle_name.empty() && item.instance->puzzle != puzzle_name)
      wrong = InputError("the JSON holds a " + item.instance->puzzle + " instance, not " + puzzle_name, item.line);
    else if (item.instance->puzzle != loaded.puzzle->name())
      wrong = InputError("the JSON mixes puzzles (" + std::string(loaded.puzzle->name()) + " and " +
                             item.instance->puzzle + "); give one puzzle per file",
                         item.line);
    if (wrong) {
      item.instance.reset();
      item.error = wrong;
    }
  }
  return loaded;
}

}  // namespace

Loaded load_items(const std::string& path, const std::string& puzzle_name, const std::string& format_name) {
  std::string text;
  try {
    text = read_input(path);
  } catch (const std::exception& e) {
    throw NoInputError(std::string("cannot read ") + e.what());
  }
  std::vector<const Puzzle*> puzzles = candidate_puzzles(puzzle_name);

  try {
    if (format_name == "json" || (format_name.empty() && json_format().sniff(text))) return read_json(text, puzzle_name);
    struct Match {
      const Puzzle* puzzle;
      const Format* format;
    };
    std::vector<Match> candidates;
    std::vector<std::string> known;
    for (const Puzzle* puzzle : puzzles)
      for (const Format* format : puzzle->formats()) {
        if (std::find(known.begin(), known.end(), format->name()) == known.end()) known.emplace_back(format->name());
        if (format_name.empty() || format->name() == format_name) candidates.push_back({puzzle, format});
      }
    if (candidates.empty()) {
      known.emplace_back("json");
      throw UsageError("unknown format '" + format_name + "'" +
                       (puzzle_name.empty() ? "" : " for " + puzzle_name) + "; the formats are " + listed(known));
    }

    auto take = [&](const Match& m, std::vector<ReadItem> items) {
      Loaded loaded;
      loaded.puzzle = m.puzzle;
      loaded.format = std::string(m.format->name());
      loaded.items = std::move(items);
      return loaded;
    };
    // One way to read it: read it, and its errors say what is wrong.
    if (candidates.size() == 1) return take(candidates[0], candidates[0].format->read_items(text));
    if (is_blank(text)) throw InputError("empty input", 1, 1);
    // Otherwise the formats whose shape fits, or failing that every format,
    // try to read it; exactly one must read every instance. Failing that,
    // the one that reads the most of them, when one does: the others are
    // malformed instances of it.
    std::vector<Match> pool;
    for (const Match& m : candidates)
      if (m.format->sniff(text)) pool.push_back(m);
    const bool shaped = !pool.empty();
    if (!shaped) pool = candidates;
    std::vector<std::pair<Match, std::vector<ReadItem>>> read;
    for (const Match& m : pool) read.emplace_back(m, m.format->read_items(text));
    std::vector<std::size_t> whole;
    for (std::size_t i = 0; i < read.size(); ++i)
      if (clean(read[i].second)) whole.push_back(i);
    if (whole.size() == 1) return take(read[whole[0]].first, std::move(read[whole[0]].second));
    if (whole.size() > 1) {
      // Two puzzles can share a text (Nurikabe's and Kuromasu's grids are
      // both numbers and dots). The file's name settles it when it names one
      // of them, as the files puzzlegen writes do; otherwise the puzzle whose
      // default format it is, the text a bare `generate` prints, said aloud.
      auto only = [&](auto&& fits) -> std::optional<std::size_t> {
        std::optional<std::size_t> found;
        for (std::size_t i : whole)
          if (fits(read[i].first)) {
            if (found) return std::nullopt;
            found = i;
          }
        return found;
      };
      const std::string file = path == "-" ? "" : std::filesystem::path(path).filename().string();
      if (auto named = only([&](const Match& m) { return file.find(m.puzzle->name()) != std::string::npos; }))
        return take(read[*named].first, std::move(read[*named].second));
      if (auto usual = only([](const Match& m) { return m.puzzle->formats().front() == m.format; })) {
        std::string others;
        for (std::size_t i : whole)
          if (i != *usual) others += (others.empty() ? "" : ", ") + std::string(read[i].first.puzzle->name());
        const Match& m = read[*usual].first;
        std::cerr << "puzzlegen: note: " << display_name(path) << " reads as a " << m.puzzle->name() << " "
                  << m.format->name() << " (its default format) or as " << others << "; read as "
                  << m.puzzle->name() << " (--puzzle names another)\n";
        return take(m, std::move(read[*usual].second));
      }
      std::string options;
      for (std::size_t i : whole)
        options += (options.empty() ? "" : ", ") + std::string(read[i].first.puzzle->name()) + " " +
                   std::string(read[i].first.format->name());
      throw InputError("the input reads as any of: " + options + "; name one with --puzzle and --format");
    }
    if (shaped) {
      std::size_t best = 0, best_count = 0, ties = 0;
      for (std::size_t i = 0; i < read.size(); ++i) {
        std::size_t count = readable(read[i].second);
        if (count > best_count) {
          best = i;
          best_count = count;
          ties = 0;
        } else if (count == best_count) {
          ++ties;
        }
      }
      if (best_count > 0 && ties == 0) return take(read[best].first, std::move(read[best].second));
    }
    // Nothing read: the reader that got furthest most likely is the one meant.
    std::vector<InputError> errors;
    for (const auto& [m, items] : read)
      for (const ReadItem& item : items)
        if (item.error) {
          errors.push_back(*item.error);
          break;
        }
    auto further = [](const InputError& a, const InputError& b) {
      return std::pair(a.line(), a.column()) > std::pair(b.line(), b.column());
    };
    std::sort(errors.begin(), errors.end(), further);
    bool same = errors.size() > 1 && std::string(errors[0].what()) == errors[1].what() &&
                !further(errors[0], errors[1]) && !further(errors[1], errors[0]);
    bool clear_winner = !errors.empty() && (errors.size() == 1 || further(errors[0], errors[1]) || same);
    if (shaped && clear_winner) throw errors[0];
    if (!shaped && clear_winner && std::pair(errors[0].line(), errors[0].column()) > std::pair(1, 1)) throw errors[0];
    // Say what is left to name: the user may have named the other already.
    std::vector<std::string> tried;
    for (const Match& m : candidates)
      tried.push_back(std::string(puzzle_name.empty() ? m.puzzle->name() : m.format->name()));
    if (!puzzle_name.empty())
      throw InputError("no " + puzzle_name + " format reads this (" + listed(tried) +
                       "); name one with --format to see where it fails");
    if (!format_name.empty())
      throw InputError("no puzzle's " + format_name + " format reads this (" + listed(tried) +
                       "); name the puzzle with --puzzle to see where it fails");
    throw InputError("cannot tell what puzzle and format this is; name them with --puzzle and --format");
  } catch (const InputError& e) {
    throw located(path, e);
  }
}

Loaded load_instances(const std::string& path, const std::string& puzzle, const std::string& format) {
  Loaded loaded = load_items(path, puzzle, format);
  for (ReadItem& item : loaded.items) {
    if (item.error) throw located(path, *item.error);
    loaded.instances.push_back(std::move(*item.instance));
  }
  loaded.items.clear();
  return loaded;
}

std::string read_named(const std::string& path) {
  try {
    return read_input(path);
  } catch (const std::exception& e) {
    throw NoInputError(std::string("cannot read ") + e.what());
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

std::string formats_that_can(const Puzzle& puzzle, const Instance& instance, const WriteOptions& options) {
  std::vector<std::string> able;
  for (const std::string& name : puzzle.format_names()) {
    try {
      puzzle.format(name).write(instance, options);
      able.push_back(name);
    } catch (const FormatError&) {
    }
  }
  std::string list;
  for (std::size_t i = 0; i < able.size(); ++i)
    list += (i == 0 ? "" : i + 1 == able.size() ? " or " : ", ") + able[i];
  return list;
}

void check_stdout() {
  std::cout.flush();
  if (!std::cout) throw CantCreateError("standard output: write failed");
}


}  // namespace pg::cli

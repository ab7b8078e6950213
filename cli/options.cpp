#include "cli/options.hpp"

#include <algorithm>
#include <charconv>
#include <chrono>
#include <vector>

#include "core/errors.hpp"
#include "core/suggest.hpp"
#include "puzzles/catalogue.hpp"

namespace pg::cli {

std::vector<std::string> puzzle_name_list() {
  std::vector<std::string> names;
  for (const Puzzle& puzzle : puzzles()) names.emplace_back(puzzle.name());
  return names;
}

std::string puzzle_names() {
  std::string names;
  for (const std::string& name : puzzle_name_list()) names += (names.empty() ? "" : "|") + name;
  return names;
}

const Puzzle& puzzle_named(const std::string& name) {
  if (const Puzzle* puzzle = find_puzzle(name)) return *puzzle;
  throw UsageError(with_suggestion("unknown puzzle '" + name + "'", nearest_names(name, puzzle_name_list()),
                                   "see 'puzzlegen list'"));
}

std::string format_list() {
  std::vector<std::string> all;
  for (const Puzzle& puzzle : puzzles())
    for (const std::string& name : puzzle.format_names())
      if (std::find(all.begin(), all.end(), name) == all.end()) all.push_back(name);
  std::string list;
  for (const std::string& name : all) list += (list.empty() ? "" : "|") + name;
  return list;
}

std::string rules_help() {
  std::string list;
  for (const Puzzle& puzzle : puzzles()) {
    std::string sets;
    for (const std::string& name : puzzle.rule_sets()) sets += (sets.empty() ? "" : "|") + name;
    if (!sets.empty()) list += (list.empty() ? "" : "; ") + std::string(puzzle.name()) + ": " + sets;
  }
  return "Rule set (" + list + "); default: the puzzle's own, or the input's";
}

std::string domain_list() {
  std::string list;
  for (const Puzzle& puzzle : puzzles()) {
    if (puzzle.pddl == nullptr) continue;
    list += (list.empty() ? "" : "; ") + std::string(puzzle.name()) + ": default " +
            std::string(puzzle.pddl->domain_name());
    for (std::string_view alias : puzzle.pddl->aliases()) list += ", or " + std::string(alias);
  }
  return list;
}

void add_rules(CLI::App* command, std::string& rules) { command->add_option("--rules", rules, rules_help()); }

void add_input(CLI::App* command, InputOptions& input) {
  command->add_option("file", input.file, "Instance file, or - for standard input")->required();
  command->add_option("--puzzle,-p", input.puzzle, "Puzzle (" + puzzle_names() + "); detected when omitted");
  command->add_option("--format,-f", input.format, "Input format (" + format_list() + "); detected when omitted");
  add_rules(command, input.rules);
}

void add_timeout(CLI::App* command, double& timeout) {
  command->add_option("--timeout", timeout, "Give up after this many seconds (0: never)")
      ->check(CLI::Validator(
          [](std::string& text) {
            double value = 0;
            auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
            if (text.empty() || error != std::errc() || end != text.data() + text.size() || !(value >= 0))
              return std::string("expected a number of seconds, 0 or more, found '") + text + "'";
            return std::string();
          },
          "SECONDS", "seconds"));
}

std::pair<int, int> parse_size(const std::string& text) {
  auto number = [&](std::string_view part) {
    int value = 0;
    auto [end, error] = std::from_chars(part.data(), part.data() + part.size(), value);
    if (part.empty() || error != std::errc() || end != part.data() + part.size() || value <= 0)
      throw UsageError("invalid --size '" + text + "': expected RxC (rows x columns) such as 14x14, or N");
    return value;
  };
  auto x = text.find_first_of("xX");
  if (x == std::string::npos) {
    int n = number(text);
    return {n, n};
  }
  return {number(std::string_view(text).substr(0, x)), number(std::string_view(text).substr(x + 1))};
}

std::uint64_t unsigned_option(const std::string& name, const std::string& text) {
  std::uint64_t value = 0;
  auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (text.empty() || error != std::errc() || end != text.data() + text.size())
    throw UsageError("invalid " + name + " '" + text + "': expected a whole number from 0 to 18446744073709551615");
  return value;
}

std::vector<std::string> difficulty_names() {
  std::vector<std::string> names;
  for (Difficulty tier : kDifficulties) names.emplace_back(to_string(tier));
  return names;
}

std::string unknown_difficulty(const std::string& shown, const std::string& text) {
  return with_suggestion("unknown difficulty " + shown, nearest_names(text, difficulty_names()),
                         "expected easy, medium, hard or expert");
}

Difficulty difficulty_option(const std::string& text) {
  auto difficulty = parse_difficulty(text);
  if (!difficulty)
    throw UsageError(unknown_difficulty("'" + text + "'", text));
  return *difficulty;
}

sat::Budget budget_for(double timeout) {
  // Past about thirty years a limit means none (and would overflow the clock).
  constexpr double kForever = 1e9;
  sat::Budget budget;
  if (timeout > 0 && timeout < kForever)
    budget.deadline = std::chrono::steady_clock::now() +
                      std::chrono::duration_cast<std::chrono::steady_clock::duration>(
                          std::chrono::duration<double>(timeout));
  return budget;
}

}  // namespace pg::cli

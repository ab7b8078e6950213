#include "cli/options.hpp"

#include <charconv>
#include <iostream>

namespace pg::cli {
namespace {

std::string joined(const std::vector<std::string>& names, std::string_view between = "|") {
  std::string list;
  for (const std::string& name : names) list += (list.empty() ? "" : std::string(between)) + name;
  return list;
}

}  // namespace

api::ReadOptions InputOptions::read() const {
  return {puzzle, format, rules, [](const std::string& note) { std::cerr << "puzzlegen: note: " << note << "\n"; }};
}

std::string puzzle_names() {
  std::vector<std::string> names;
  for (const api::PuzzleInfo& puzzle : api::puzzles()) names.push_back(puzzle.name);
  return joined(names);
}

std::string format_list() { return joined(api::format_names()); }

std::string difficulty_list() { return joined(api::difficulty_names()); }

std::string rules_help() {
  std::string list;
  for (const api::PuzzleInfo& puzzle : api::puzzles())
    if (!puzzle.rule_sets.empty()) list += (list.empty() ? "" : "; ") + puzzle.name + ": " + joined(puzzle.rule_sets);
  return "Rule set (" + list + "); default: the puzzle's own, or the input's";
}

std::string domain_list() {
  std::string list;
  for (const api::PuzzleInfo& puzzle : api::puzzles()) {
    if (puzzle.domain.empty()) continue;
    list += (list.empty() ? "" : "; ") + puzzle.name + ": default " + puzzle.domain;
    for (const std::string& alias : puzzle.domain_aliases) list += ", or " + alias;
  }
  return list;
}

std::string hierarchical_domain_list() {
  std::string list;
  for (const api::PuzzleInfo& puzzle : api::puzzles())
    if (!puzzle.hierarchical_domain.empty())
      list += (list.empty() ? "" : "; ") + puzzle.name + ": " + puzzle.hierarchical_domain;
  return list;
}

std::string domain_names() {
  std::vector<std::string> names;
  for (const api::PuzzleInfo& puzzle : api::puzzles()) {
    if (puzzle.domain.empty()) continue;
    names.push_back(puzzle.domain);
    names.insert(names.end(), puzzle.domain_aliases.begin(), puzzle.domain_aliases.end());
  }
  for (const api::PuzzleInfo& puzzle : api::puzzles())
    if (!puzzle.hierarchical_domain.empty()) names.push_back(puzzle.hierarchical_domain);
  return joined(names, ", ");
}

void add_rules(CLI::App* command, std::string& rules) { command->add_option("--rules", rules, rules_help()); }

void add_inputs(CLI::App* command, std::vector<std::string>& files, InputOptions& input) {
  command->add_option("files", files, "Instance files or directories, or - for standard input")->required();
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

std::uint64_t unsigned_option(const std::string& name, const std::string& text) {
  std::uint64_t value = 0;
  auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (text.empty() || error != std::errc() || end != text.data() + text.size())
    throw UsageError("invalid " + name + " '" + text + "': expected a whole number from 0 to 18446744073709551615");
  return value;
}

Exit exit_for(api::Refusal refusal) {
  switch (refusal) {
    case api::Refusal::none: return kOk;
    case api::Refusal::unreadable: return kNoInput;
    case api::Refusal::wrong_solution: return kWrongSolution;
    case api::Refusal::malformed: return kBadInput;
  }
  return kBadInput;
}

void check_stdout() {
  std::cout.flush();
  if (!std::cout) throw CantCreateError("standard output: write failed");
}

void print(std::string_view text) {
  std::cout << text;
  check_stdout();
}

}  // namespace pg::cli

// What several subcommands share on the command line: the input options,
// the lists the help text shows (from the catalogue: the command line names
// no puzzle), and the parsing of values CLI11 leaves as text.
#pragma once

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include <CLI/CLI.hpp>

#include "core/instance.hpp"
#include "solvers/sat/session.hpp"

namespace pg {
struct Puzzle;
}

namespace pg::cli {

struct InputOptions {
  std::string file;
  std::string puzzle;  // empty: detect
  std::string format;  // empty: detect
  std::string rules;   // empty: as read (the puzzle's default unless the input says)
};

// Every puzzle's name, "|"-separated.
std::string puzzle_names();
// The catalogue's puzzle names, in its order.
std::vector<std::string> puzzle_name_list();
// The puzzle of that name; UsageError otherwise, with the names it is near.
const Puzzle& puzzle_named(const std::string& name);
// Every format some puzzle can be written in, "|"-separated.
std::string format_list();
// The --rules option's help: the puzzles with more than one rule set.
std::string rules_help();
// "PUZZLE: default NAME, or ALIAS": the puzzles with a planning domain.
std::string domain_list();

void add_rules(CLI::App* command, std::string& rules);
// FILE, --puzzle, --format, --rules.
void add_input(CLI::App* command, InputOptions& input);
void add_timeout(CLI::App* command, double& timeout);

// "RxC" or "N" (square); UsageError otherwise.
std::pair<int, int> parse_size(const std::string& text);
// A whole number in 0 .. 2^64-1, nothing else (no sign, no wrap-around).
std::uint64_t unsigned_option(const std::string& name, const std::string& text);
// The tiers' names, easiest first.
std::vector<std::string> difficulty_names();
// "unknown difficulty SHOWN; did you mean ...? (expected ...)": the refusal
// of a tier's name `text`, however its place words it (SHOWN).
std::string unknown_difficulty(const std::string& shown, const std::string& text);
// A tier's name; UsageError otherwise, with the names it is near.
Difficulty difficulty_option(const std::string& text);
// A SAT budget that ends `timeout` seconds from now (none for 0).
sat::Budget budget_for(double timeout);

}  // namespace pg::cli

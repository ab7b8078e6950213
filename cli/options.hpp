// What several subcommands share on the command line: the input options,
// the lists the help text shows (from the catalogue: the command line names
// no puzzle), the parsing of values CLI11 leaves as text, and standard
// output checked.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include <CLI/CLI.hpp>

#include "cli/exit_codes.hpp"
#include "puzzlegen/api.hpp"

namespace pg::cli {

struct InputOptions {
  std::string file;
  std::string puzzle;  // empty: detect
  std::string format;  // empty: detect
  std::string rules;   // empty: as read (the puzzle's default unless the input says)

  // As the API takes them, detection's notes said on standard error.
  api::ReadOptions read() const;
};

// Every puzzle's name, "|"-separated.
std::string puzzle_names();
// Every format some puzzle can be written in, "|"-separated.
std::string format_list();
// The tiers, "|"-separated, easiest first.
std::string difficulty_list();
// The --rules option's help: the puzzles with more than one rule set.
std::string rules_help();
// "PUZZLE: default NAME, or ALIAS": the puzzles with a planning domain.
std::string domain_list();
// "lightup: lightup-htn; ...": the hierarchical domains.
std::string hierarchical_domain_list();
// Every domain name and alias, ", "-separated.
std::string domain_names();

void add_rules(CLI::App* command, std::string& rules);
// FILES, --puzzle, --format, --rules, as the commands that read instances
// take them.
void add_inputs(CLI::App* command, std::vector<std::string>& files, InputOptions& input);
void add_timeout(CLI::App* command, double& timeout);

// A whole number in 0 .. 2^64-1, nothing else (no sign, no wrap-around).
std::uint64_t unsigned_option(const std::string& name, const std::string& text);

// The exit status of an entry that was not read.
Exit exit_for(api::Refusal refusal);

// Standard output failing (a full disk, a closed pipe) is an output error:
// CantCreateError.
void check_stdout();
// `text` on standard output, checked.
void print(std::string_view text);

}  // namespace pg::cli

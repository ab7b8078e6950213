// The catalogue as data: the puzzles, their formats, tiers, options, limits and
// planning domains, and the names the command line takes, parsed.
// Part of the library API: a program includes puzzlegen/api.hpp.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/errors.hpp"
#include "core/instance.hpp"

namespace pg::api {

// One of a puzzle's generator options (--NAME VALUE on the command line).
struct OptionInfo {
  std::string name;
  std::string help;
  std::int64_t min = 0, max = 0;     // a number's range, when `choices` is empty
  std::vector<std::string> choices;  // the values it takes, when it is a choice
  std::string fallback;              // its default, as text
};

struct PuzzleInfo {
  std::string name;   // "takuzu"
  std::string title;  // "Takuzu (Binairo)"
  // The formats it is read and written in: its own (the default first, then
  // its PDDL problems), then "json".
  std::vector<std::string> formats;
  std::vector<std::string> rule_sets;  // the default first; empty when it has one
  std::vector<OptionInfo> options;
  SizeLimits reads;      // what its readers take
  SizeLimits generates;  // what its generator makes
  // The smallest side the generator makes of each tier, easiest first.
  std::array<int, kDifficulties.size()> smallest_side{};
  std::string domain;                       // its PDDL domain's name; empty when it has none
  std::vector<std::string> domain_aliases;  // other names the domain answers to
  std::string hierarchical_domain;          // its HDDL domain's name; empty when it has none
};

std::vector<PuzzleInfo> puzzles();
// UsageError for a name it does not know, offering the nearest.
PuzzleInfo puzzle(std::string_view name);
// Every format some puzzle is written in, each once, in the catalogue's order.
std::vector<std::string> format_names();
// `rules` as instances store them: empty for the puzzle's default rule set;
// UsageError for rules the puzzle does not know.
std::string stored_rules(std::string_view puzzle, const std::string& rules);
// The tiers' names, easiest first, and a tier by name (UsageError otherwise,
// offering the nearest).
std::vector<std::string> difficulty_names();
Difficulty difficulty(std::string_view name);
// "unknown difficulty SHOWN; did you mean ...? (expected ...)": the refusal of
// a tier's name `name`, however the place it comes from words it (SHOWN).
std::string unknown_difficulty(const std::string& shown, std::string_view name);
// "RxC" or "N" (square): {rows, cols}; UsageError otherwise.
std::pair<int, int> size(std::string_view text);
// PUZZLE's PDDL domain, or its HDDL one, declared as `name` (its own name
// when empty); UsageError for a puzzle without one or a name that is no
// PDDL name.
std::string domain_text(std::string_view puzzle, std::string_view name = {}, bool hierarchical = false);
// Whether `format` is one of `puzzle`'s PDDL or HDDL problems, whose answer
// is a plan.
bool is_problem_format(std::string_view puzzle, std::string_view format);
// Whether a file of `format` is one document holding a list of instances
// (EARIN's in.txt), and whether a text of it holds one instance only, so
// that several cannot share a stream.
bool is_one_document(std::string_view puzzle, std::string_view format);
bool holds_one_instance(std::string_view puzzle, std::string_view format);

}  // namespace pg::api

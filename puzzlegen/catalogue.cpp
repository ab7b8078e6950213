// The catalogue as data, and the names the command line takes (puzzles,
// tiers, sizes), parsed once here.
#include <algorithm>
#include <charconv>

#include "core/errors.hpp"
#include "core/suggest.hpp"
#include "puzzlegen/lookup.hpp"

namespace pg::api {
namespace {

std::vector<std::string> puzzle_name_list() {
  std::vector<std::string> names;
  for (const Puzzle& puzzle : pg::puzzles()) names.emplace_back(puzzle.name());
  return names;
}

PuzzleInfo info(const Puzzle& puzzle) {
  PuzzleInfo info;
  info.name = puzzle.name();
  info.title = puzzle.codec.title();
  info.formats = puzzle.format_names();
  info.rule_sets = puzzle.rule_sets();
  for (const OptionSpec& spec : puzzle.builder.options())
    info.options.push_back({spec.name, spec.help, spec.min, spec.max, spec.choices,
                            spec.fallback.is_string() ? spec.fallback.get<std::string>() : spec.fallback.dump()});
  info.reads = puzzle.codec.limits();
  info.generates = puzzle.builder.limits();
  for (Difficulty tier : kDifficulties)
    info.smallest_side[static_cast<std::size_t>(tier)] = puzzle.builder.smallest_side(tier);
  if (puzzle.pddl != nullptr) {
    info.domain = puzzle.pddl->domain_name();
    for (std::string_view alias : puzzle.pddl->aliases()) info.domain_aliases.emplace_back(alias);
  }
  if (puzzle.hddl != nullptr) info.hierarchical_domain = puzzle.hddl->domain_name();
  return info;
}

}  // namespace

const Puzzle& puzzle_named(std::string_view name) {
  if (const Puzzle* puzzle = find_puzzle(name)) return *puzzle;
  throw UsageError(with_suggestion("unknown puzzle '" + std::string(name) + "'",
                                   nearest_names(std::string(name), puzzle_name_list()), "see 'puzzlegen list'"));
}

const Puzzle& puzzle_of(const Instance& instance) { return puzzle_named(instance.puzzle); }

sat::Budget sat_budget(Budget budget) {
  constexpr double kForever = 1e9;
  sat::Budget sat;
  if (budget.seconds > 0 && budget.seconds < kForever)
    sat.deadline = std::chrono::steady_clock::now() + std::chrono::duration_cast<std::chrono::steady_clock::duration>(
                                                          std::chrono::duration<double>(budget.seconds));
  return sat;
}

std::vector<PuzzleInfo> puzzles() {
  std::vector<PuzzleInfo> all;
  for (const Puzzle& puzzle : pg::puzzles()) all.push_back(info(puzzle));
  return all;
}

PuzzleInfo puzzle(std::string_view name) { return info(puzzle_named(name)); }

std::string stored_rules(std::string_view puzzle, const std::string& rules) {
  return puzzle_named(puzzle).rules_of(rules);
}

std::vector<std::string> format_names() {
  std::vector<std::string> all;
  for (const Puzzle& puzzle : pg::puzzles())
    for (const std::string& name : puzzle.format_names())
      if (std::find(all.begin(), all.end(), name) == all.end()) all.push_back(name);
  return all;
}

std::vector<std::string> difficulty_names() {
  std::vector<std::string> names;
  for (Difficulty tier : kDifficulties) names.emplace_back(pg::to_string(tier));
  return names;
}

std::string unknown_difficulty(const std::string& shown, std::string_view name) {
  std::string expected;
  const std::vector<std::string> names = difficulty_names();
  for (std::size_t i = 0; i < names.size(); ++i)
    expected += (i == 0 ? "" : i + 1 == names.size() ? " or " : ", ") + names[i];
  return with_suggestion("unknown difficulty " + shown, nearest_names(std::string(name), names),
                         "expected " + expected);
}

Difficulty difficulty(std::string_view name) {
  if (std::optional<Difficulty> tier = parse_difficulty(name)) return *tier;
  throw UsageError(unknown_difficulty("'" + std::string(name) + "'", name));
}

std::pair<int, int> size(std::string_view text) {
  auto number = [&](std::string_view part) {
    int value = 0;
    auto [end, error] = std::from_chars(part.data(), part.data() + part.size(), value);
    if (part.empty() || error != std::errc() || end != part.data() + part.size() || value <= 0)
      throw UsageError("invalid --size '" + std::string(text) + "': expected RxC (rows x columns) such as 14x14, or N");
    return value;
  };
  const std::size_t x = text.find_first_of("xX");
  if (x == std::string_view::npos) {
    const int n = number(text);
    return {n, n};
  }
  return {number(text.substr(0, x)), number(text.substr(x + 1))};
}

std::string domain_text(std::string_view puzzle, std::string_view name, bool hierarchical) {
  const Puzzle& found = puzzle_named(puzzle);
  const pddl::ProblemFormat* format = hierarchical ? found.hddl : found.pddl;
  if (format == nullptr)
    throw UsageError("the " + std::string(found.name()) + " puzzle has no " + (hierarchical ? "HDDL" : "PDDL") +
                     " domain");
  try {
    return format->domain_text(name);
  } catch (const FormatError& e) {
    throw UsageError(e.what());
  }
}

bool is_problem_format(std::string_view puzzle, std::string_view format) {
  return puzzle_named(puzzle).planning_format(format) != nullptr;
}

bool is_one_document(std::string_view puzzle, std::string_view format) {
  return puzzle_named(puzzle).format(format).one_document();
}

bool holds_one_instance(std::string_view puzzle, std::string_view format) {
  return puzzle_named(puzzle).format(format).one_instance_per_text();
}

}  // namespace pg::api

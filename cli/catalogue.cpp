// puzzlegen domain and list: what the catalogue holds.
#include <iostream>
#include <memory>

#include "cli/command.hpp"
#include "cli/io.hpp"
#include "cli/options.hpp"
#include "puzzles/catalogue.hpp"

namespace pg::cli {
namespace {

int domain(const std::string& puzzle_name, const std::string& name) {
  const Puzzle& puzzle = puzzle_named(puzzle_name);
  if (puzzle.pddl == nullptr) throw UsageError("the " + std::string(puzzle.name()) + " puzzle has no PDDL domain");
  std::string text;
  try {
    text = puzzle.pddl->domain_text(name);
  } catch (const FormatError& e) {
    throw UsageError(e.what());
  }
  std::cout << text;
  check_stdout();
  return kOk;
}

// One puzzle's entry of the catalogue, or every puzzle's.
int list(const std::string& only) {
  if (!only.empty()) puzzle_named(only);  // refuses a name it does not know, offering the nearest
  for (const Puzzle& puzzle : puzzles()) {
    if (!only.empty() && puzzle.name() != only) continue;
    SizeLimits read = puzzle.codec.limits(), made = puzzle.builder.limits();
    std::cout << puzzle.name() << "\t" << puzzle.codec.title() << "\n";
    std::cout << "  formats:";
    for (const std::string& name : puzzle.format_names()) std::cout << ' ' << name;
    std::cout << "\n  generates sides " << made.min_side << ".." << made.max_side << ", reads sides " << read.min_side
              << ".." << read.max_side << (read.square ? " (square)" : "") << "\n";
    // Where a tier starts later than the smallest grid, say from where.
    std::string tiers;
    for (Difficulty tier : kDifficulties) {
      const int smallest = puzzle.builder.smallest_side(tier);
      if (smallest > made.min_side)
        tiers += (tiers.empty() ? "" : ", ") + std::string(to_string(tier)) + " from " + size_string(smallest, smallest);
    }
    if (!tiers.empty()) std::cout << "  " << tiers << "\n";
    std::string options;
    for (const OptionSpec& spec : puzzle.builder.options()) {
      options += " --" + spec.name + " ";
      if (spec.choices.empty()) {
        options += std::to_string(spec.min) + ".." + std::to_string(spec.max);
      } else {
        for (std::size_t i = 0; i < spec.choices.size(); ++i) options += (i ? "|" : "") + spec.choices[i];
      }
    }
    if (!options.empty()) std::cout << "  options:" << options << "\n";
    if (!puzzle.rule_sets().empty()) {
      std::cout << "  rules:";
      for (const std::string& rules : puzzle.rule_sets()) std::cout << ' ' << rules;
      std::cout << "\n";
    }
  }
  if (only.empty()) std::cout << "difficulties: easy medium hard expert\n";
  check_stdout();
  return kOk;
}

}  // namespace

Command add_domain(CLI::App& app) {
  auto puzzle = std::make_shared<std::string>();
  auto name = std::make_shared<std::string>();
  CLI::App* command = app.add_subcommand("domain", "Print a puzzle's PDDL domain");
  command->add_option("puzzle", *puzzle, "Puzzle with a PDDL domain (" + domain_list() + ")")->required();
  command->add_option("--domain-name,--name", *name, "Domain name to declare (default: the puzzle's own)");
  return {command, [puzzle, name] { return domain(*puzzle, *name); }};
}

Command add_list(CLI::App& app) {
  auto puzzle = std::make_shared<std::string>();
  CLI::App* command = app.add_subcommand("list", "List the puzzles, their formats, sizes, tiers and options");
  command->add_option("puzzle", *puzzle, "Only this puzzle (" + puzzle_names() + ")");
  return {command, [puzzle] { return list(*puzzle); }};
}

}  // namespace pg::cli

// puzzlegen domain and list: what the catalogue holds.
#include <iostream>
#include <memory>
#include <sstream>

#include "cli/command.hpp"
#include "cli/options.hpp"
#include "puzzlegen/api.hpp"

namespace pg::cli {
namespace {

int domain(const std::string& puzzle, const std::string& name, bool hierarchical) {
  print(api::domain_text(puzzle, name, hierarchical));
  return kOk;
}

int list(const std::string& only) {
  if (!only.empty()) api::puzzle(only);  // refuses a name it does not know, offering the nearest
  std::ostringstream out;
  for (const api::PuzzleInfo& puzzle : api::puzzles()) {
    if (!only.empty() && puzzle.name != only) continue;
    const SizeLimits& read = puzzle.reads;
    const SizeLimits& made = puzzle.generates;
    out << puzzle.name << "\t" << puzzle.title << "\n";
    out << "  formats:";
    for (const std::string& name : puzzle.formats) out << ' ' << name;
    out << "\n  generates sides " << made.min_side << ".." << made.max_side << ", reads sides " << read.min_side
        << ".." << read.max_side << (read.square ? " (square)" : "") << "\n";
    std::string tiers;
    for (Difficulty tier : kDifficulties) {
      const int smallest = puzzle.smallest_side[static_cast<std::size_t>(tier)];
      if (smallest > made.min_side)
        tiers += (tiers.empty() ? "" : ", ") + std::string(to_string(tier)) + " from " + size_string(smallest, smallest);
    }
    if (!tiers.empty()) out << "  " << tiers << "\n";
    std::string options;
    for (const api::OptionInfo& spec : puzzle.options) {
      options += " --" + spec.name + " ";
      if (spec.choices.empty()) {
        options += std::to_string(spec.min) + ".." + std::to_string(spec.max);
      } else {
        for (std::size_t i = 0; i < spec.choices.size(); ++i) options += (i ? "|" : "") + spec.choices[i];
      }
    }
    if (!options.empty()) out << "  options:" << options << "\n";
    if (!puzzle.rule_sets.empty()) {
      out << "  rules:";
      for (const std::string& rules : puzzle.rule_sets) out << ' ' << rules;
      out << "\n";
    }
  }
  if (only.empty()) {
    out << "difficulties:";
    for (const std::string& tier : api::difficulty_names()) out << ' ' << tier;
    out << "\n";
  }
  print(out.str());
  return kOk;
}

}  // namespace

Command add_domain(CLI::App& app) {
  auto puzzle = std::make_shared<std::string>();
  auto name = std::make_shared<std::string>();
  auto hierarchical = std::make_shared<bool>(false);
  CLI::App* command = app.add_subcommand("domain", "Print a puzzle's PDDL domain, or with --hddl its hierarchical (HDDL) one");
  command->add_option("puzzle", *puzzle, "Puzzle with a PDDL domain (" + domain_list() + ")")->required();
  command->add_option("--domain-name,--name", *name, "Domain name to declare (default: the puzzle's own)");
  command->add_flag("--hddl", *hierarchical,
                    "The hierarchical domain (HDDL, as PANDA and HyperTensioN read it): " + hierarchical_domain_list());
  return {command, [puzzle, name, hierarchical] { return domain(*puzzle, *name, *hierarchical); }};
}

Command add_list(CLI::App& app) {
  auto puzzle = std::make_shared<std::string>();
  CLI::App* command = app.add_subcommand("list", "List the puzzles, their formats, sizes, tiers and options");
  command->add_option("puzzle", *puzzle, "Only this puzzle (" + puzzle_names() + ")");
  return {command, [puzzle] { return list(*puzzle); }};
}

}  // namespace pg::cli

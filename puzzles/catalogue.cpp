#include "puzzles/catalogue.hpp"

#include <algorithm>
#include <array>

#include "core/errors.hpp"
#include "core/suggest.hpp"
#include "formats/kuromasu/codec.hpp"
#include "formats/lightup/codec.hpp"
#include "formats/numbrix/codec.hpp"
#include "formats/nurikabe/codec.hpp"
#include "formats/takuzu/codec.hpp"
#include "generator/kuromasu/builder.hpp"
#include "generator/lightup/builder.hpp"
#include "generator/numbrix/builder.hpp"
#include "generator/nurikabe/builder.hpp"
#include "generator/takuzu/builder.hpp"
#include "pddl/kuromasu/problem.hpp"
#include "render/kuromasu/renderer.hpp"
#include "pddl/lightup/problem.hpp"
#include "render/lightup/renderer.hpp"
#include "pddl/numbrix/problem.hpp"
#include "render/numbrix/renderer.hpp"
#include "pddl/nurikabe/problem.hpp"
#include "render/nurikabe/renderer.hpp"
#include "pddl/takuzu/problem.hpp"
#include "render/takuzu/renderer.hpp"
#include "solvers/kuromasu/solver.hpp"
#include "solvers/lightup/solver.hpp"
#include "solvers/numbrix/solver.hpp"
#include "solvers/nurikabe/solver.hpp"
#include "solvers/takuzu/solver.hpp"

namespace pg {

std::span<const Puzzle> puzzles() {
  static const std::array catalogue{
      Puzzle{takuzu::codec(), takuzu::solver(), takuzu::builder(), takuzu::renderer(), &takuzu::pddl_format(), &takuzu::hddl_format()},
      Puzzle{lightup::codec(), lightup::solver(), lightup::builder(), lightup::renderer(), &lightup::pddl_format(), &lightup::hddl_format()},
      Puzzle{nurikabe::codec(), nurikabe::solver(), nurikabe::builder(), nurikabe::renderer(), &nurikabe::pddl_format(), &nurikabe::hddl_format()},
      Puzzle{kuromasu::codec(), kuromasu::solver(), kuromasu::builder(), kuromasu::renderer(), &kuromasu::pddl_format(), &kuromasu::hddl_format()},
      Puzzle{numbrix::codec(), numbrix::solver(), numbrix::builder(), numbrix::renderer(), &numbrix::pddl_format(), &numbrix::hddl_format()},
  };
  return catalogue;
}

const Puzzle* find_puzzle(std::string_view name) {
  for (const Puzzle& puzzle : puzzles())
    if (puzzle.name() == name) return &puzzle;
  return nullptr;
}

CodecResolver codec_resolver() {
  return [](std::string_view name) -> const Codec* {
    const Puzzle* puzzle = find_puzzle(name);
    return puzzle ? &puzzle->codec : nullptr;
  };
}

const Format& json_format() {
  static const JsonFormat json(codec_resolver());
  return json;
}

std::span<const pddl::ProblemFormat* const> problem_formats() {
  static const std::vector<const pddl::ProblemFormat*> formats = [] {
    std::vector<const pddl::ProblemFormat*> out;
    for (const Puzzle& puzzle : puzzles())
      for (const pddl::ProblemFormat* format : puzzle.planning_formats()) out.push_back(format);
    return out;
  }();
  return formats;
}

std::vector<const pddl::ProblemFormat*> Puzzle::planning_formats() const {
  std::vector<const pddl::ProblemFormat*> out;
  for (const pddl::ProblemFormat* format : {pddl, hddl})
    if (format != nullptr) out.push_back(format);
  return out;
}

const pddl::ProblemFormat* Puzzle::planning_format(std::string_view name) const {
  for (const pddl::ProblemFormat* format : planning_formats())
    if (format->name() == name) return format;
  return nullptr;
}

std::vector<const Format*> Puzzle::formats() const {
  std::vector<const Format*> all = codec.formats();
  for (const pddl::ProblemFormat* format : planning_formats()) all.push_back(format);
  return all;
}

std::vector<std::string> Puzzle::format_names() const {
  std::vector<std::string> names;
  for (const Format* format : formats()) names.emplace_back(format->name());
  names.emplace_back(json_format().name());
  return names;
}

const Format& Puzzle::format(std::string_view name) const {
  if (name == json_format().name()) return json_format();
  std::vector<const Format*> all = formats();
  if (name.empty()) return *all.front();
  for (const Format* format : all)
    if (format->name() == name) return *format;
  std::string names;
  for (const std::string& known : format_names()) names += (names.empty() ? "" : ", ") + known;
  throw UsageError(
      with_suggestion("the " + std::string(this->name()) + " puzzle has no format '" + std::string(name) + "'",
                      nearest_names(name, format_names()), "it has " + names));
}

std::string Puzzle::rules_of(const std::string& rules) const {
  if (rules.empty()) return rules;
  std::vector<std::string> known = rule_sets();
  if (std::find(known.begin(), known.end(), rules) == known.end()) {
    std::string list;
    for (const std::string& r : known) list += (list.empty() ? "" : ", ") + r;
    throw UsageError(with_suggestion("the " + std::string(name()) + " puzzle has no rules '" + rules + "'",
                                     nearest_names(rules, known), list.empty() ? "" : "it knows " + list));
  }
  return rules == known.front() ? std::string() : rules;
}

Job Puzzle::job(GenerateRequest request) const {
  request.puzzle = std::string(name());
  request.rules = rules_of(request.rules);
  return Job(solver, builder, std::move(request));
}

}  // namespace pg

// The catalogue: every puzzle, one line each in catalogue.cpp, joining what
// each layer has of it: its codec (formats/), its solver (solvers/), its
// builder (generator/), its pictures (render/) and, when it has a planning domain, its PDDL problems
// (pddl/). The one layer that knows every puzzle; the command line asks it
// for names, formats, options and rule sets and names no puzzle itself.
#pragma once

#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "formats/codec.hpp"
#include "formats/json.hpp"
#include "generator/builder.hpp"
#include "generator/job.hpp"
#include "pddl/problem_format.hpp"
#include "render/renderer.hpp"
#include "solvers/solver.hpp"

namespace pg {

struct Puzzle {
  const Codec& codec;
  const Solver& solver;
  const Builder& builder;
  const render::Renderer& renderer;
  const pddl::ProblemFormat* pddl = nullptr;  // none when the puzzle has no planning domain
  const pddl::ProblemFormat* hddl = nullptr;  // none when it has no hierarchical one

  std::string_view name() const { return codec.name(); }
  // Its PDDL problems, then its HDDL problems, those it has.
  std::vector<const pddl::ProblemFormat*> planning_formats() const;
  // The one of those named `name`; nullptr when none is.
  const pddl::ProblemFormat* planning_format(std::string_view name) const;
  // The puzzle's own formats, the default first, then its PDDL and HDDL problems.
  // JSON, shared by every puzzle, is json_format().
  std::vector<const Format*> formats() const;
  // Every format name it can be written in: its own, then "json".
  std::vector<std::string> format_names() const;
  // The named format (the default when `name` is empty, JSON for "json");
  // UsageError when the puzzle has none of that name.
  const Format& format(std::string_view name) const;

  // Rule sets the puzzle can be read under, the default first; empty when it
  // has only one.
  std::vector<std::string> rule_sets() const { return codec.rule_sets(); }
  // `rules` as instances store it: empty for the default rule set. UsageError
  // for rules the puzzle does not know.
  std::string rules_of(const std::string& rules) const;

  // The request made ready to generate: rules as stored, the builder's
  // defaults, the size and options checked (UsageError).
  Job job(GenerateRequest request) const;
};

std::span<const Puzzle> puzzles();
const Puzzle* find_puzzle(std::string_view name);
// For the JSON reader, which learns the puzzle from the document.
CodecResolver codec_resolver();
const Format& json_format();
// The PDDL and HDDL problem formats of the puzzles that have planning domains.
std::span<const pddl::ProblemFormat* const> problem_formats();

}  // namespace pg

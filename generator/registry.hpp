// The puzzles, one line each in registry.cpp: a puzzle is its codec
// (formats/), its solver (solvers/) and its builder (generator/).
#pragma once

#include <span>
#include <string_view>

#include "formats/codec.hpp"
#include "formats/json.hpp"
#include "generator/builder.hpp"
#include "solvers/solver.hpp"

namespace pg {

struct Puzzle {
  const Codec& codec;
  const Solver& solver;
  const Builder& builder;
  std::string_view name() const { return codec.name(); }
};

std::span<const Puzzle> puzzles();
const Puzzle* find_puzzle(std::string_view name);
// For the JSON reader, which learns the puzzle from the document.
CodecResolver codec_resolver();

}  // namespace pg

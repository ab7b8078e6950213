#include "generator/registry.hpp"

#include <array>

#include "formats/lightup.hpp"
#include "formats/nurikabe.hpp"
#include "formats/takuzu.hpp"
#include "generator/lightup.hpp"
#include "generator/nurikabe.hpp"
#include "generator/takuzu.hpp"
#include "solvers/lightup/solver.hpp"
#include "solvers/nurikabe/solver.hpp"
#include "solvers/takuzu/solver.hpp"

namespace pg {

std::span<const Puzzle> puzzles() {
  static const std::array registry{
      Puzzle{takuzu::codec(), takuzu::solver(), takuzu::builder()},
      Puzzle{lightup::codec(), lightup::solver(), lightup::builder()},
      Puzzle{nurikabe::codec(), nurikabe::solver(), nurikabe::builder()},
  };
  return registry;
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

}  // namespace pg

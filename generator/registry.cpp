#include "generator/registry.hpp"

#include <array>

#include "formats/lightup/codec.hpp"
#include "formats/nurikabe/codec.hpp"
#include "formats/takuzu/codec.hpp"
#include "generator/lightup/builder.hpp"
#include "generator/nurikabe/builder.hpp"
#include "generator/takuzu/builder.hpp"
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

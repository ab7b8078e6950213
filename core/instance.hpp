// The instance model shared by every layer: a rectangular grid of givens, the
// solution when known, and where the instance came from.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

namespace pg {

using Json = nlohmann::ordered_json;

// A cell with nothing given (a blank to fill) or not yet known to a solver.
inline constexpr int kNone = -1;
// A clue whose value is not given: a number stands in the cell, but which is
// unknown (pzprjs's '?', written '.' in its URLs and '-' in its files).
// Kuromasu and Nurikabe givens may hold it; JSON writes it "?".
inline constexpr int kUnknown = -2;

// Difficulty tiers, ordered: a puzzle's difficulty is the highest tier its
// logic solver needs. `expert` means the tiered rules do not finish it.
enum class Difficulty { easy = 0, medium = 1, hard = 2, expert = 3 };
inline constexpr std::array kDifficulties{Difficulty::easy, Difficulty::medium, Difficulty::hard,
                                          Difficulty::expert};
std::string_view to_string(Difficulty);
std::optional<Difficulty> parse_difficulty(std::string_view);

struct Cell {
  int row = 0;
  int col = 0;
  auto operator<=>(const Cell&) const = default;
};
// "(row,col)", zero-based, as messages name cells.
std::string to_string(Cell cell);

// How a generated instance was made: enough to make it again.
struct Provenance {
  std::uint64_t seed = 0;
  std::uint64_t index = 0;  // position in its corpus; each index has its own random stream
  Json parameters = Json::object();
  Json statistics = Json::object();
};

struct Instance {
  std::string puzzle;  // catalogue name, e.g. "takuzu"
  int rows = 0;
  int cols = 0;
  // The rule set the instance is read under: empty for the puzzle's default
  // (Nurikabe: "nikoli", or "ipc" for the IPC 2018 domain's rules).
  std::string rules;
  // Row-major; the meaning of a value is the puzzle's own (see its codec).
  std::vector<int> givens;
  std::optional<std::vector<int>> solution;
  std::optional<Difficulty> difficulty;
  std::optional<Provenance> provenance;

  int cells() const { return rows * cols; }
  int index(int row, int col) const { return row * cols + col; }
  Cell cell(int index) const { return {index / cols, index % cols}; }
  int given(int row, int col) const { return givens[static_cast<std::size_t>(index(row, col))]; }
  int clue_count() const;  // cells whose given is not kNone
};

// "RxC" (rows x columns), as on the command line and in file names.
std::string size_string(int rows, int cols);

// The sizes a reader accepts or a builder makes.
struct SizeLimits {
  int min_side = 1;
  int max_side = 60;
  bool square = false;  // rows == cols required
};

}  // namespace pg

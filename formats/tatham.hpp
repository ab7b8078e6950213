// Simon Tatham's game IDs, "PARAMS:DESC" on one line, as the puzzles that
// read them share them: where the parts are, and the "W[xH]" size that starts
// the parameters. Each puzzle reads the rest of its parameters and its
// description itself.
#pragma once

#include <cstddef>
#include <optional>
#include <string_view>

#include "formats/codec.hpp"
#include "core/text.hpp"

namespace pg {

struct TathamId {
  std::string_view params;  // before the ':'
  std::string_view desc;    // after it
  int line = 0;
  int column = 0;           // of params[0]
  int width = 0, height = 0;
  std::size_t after_size = 0;  // index in params just past "W[xH]"

  int params_column(std::size_t i) const { return column + static_cast<int>(i); }
  int desc_column(std::size_t k) const { return column + static_cast<int>(params.size() + 1 + k); }
};

// The parts of the first non-blank line's ID when it has the shape
// "W[xH]...:DESC" (digits; a bare W is a square) with DESC not empty;
// nullopt otherwise. For sniffing: cheap and silent.
std::optional<TathamId> tatham_shape(std::string_view text);

// One line's ID with its size read; InputError with line and column when it
// has no ':' or its size is not a number within `limits`. `game` names the
// ID in messages ("Light Up", "Unruly"); `example` shows one.
TathamId read_tatham_id(const Line& line, std::string_view game, std::string_view example, const SizeLimits& limits);

}  // namespace pg

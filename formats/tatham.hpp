// Simon Tatham's game IDs, as the puzzles that read them share them: an ID
// "PARAMS:DESC" on one line (what --generate prints, with the bare size, or
// the game's "Specific" ID with every parameter), or a saved game (File >
// Save, --save), whose PARAMS and DESC records hold the same two parts; where
// the parts are, and the "W[xH]" size that starts the parameters. Each puzzle
// reads the rest of its parameters and its description itself.
#pragma once

#include <cstddef>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>

#include "formats/codec.hpp"
#include "core/text.hpp"

namespace pg {

struct TathamId {
  std::string_view params;  // before the ':', or a saved game's PARAMS
  std::string_view desc;    // after it, or its DESC
  int line = 0;
  int column = 0;           // of params[0]
  int desc_line = 0;        // where desc[0] is: after the ':', or on the DESC record's line
  int desc_start = 0;
  std::string_view game;    // a saved game's GAME ("Light Up"); empty for an ID
  int width = 0, height = 0;
  std::size_t after_size = 0;  // index in params just past "W[xH]"

  int params_column(std::size_t i) const { return column + static_cast<int>(i); }
  int desc_column(std::size_t k) const { return desc_start + static_cast<int>(k); }
};

// The parts of the text's first ID when it has the shape "W[xH]...:DESC"
// (digits; a bare W is a square) with DESC not empty, or of the saved game it
// starts with; nullopt otherwise. For sniffing: cheap and silent.
std::optional<TathamId> tatham_shape(std::string_view text);

// What a puzzle's Tatham format reads: its game's name in messages and in
// saved games ("Light Up", "Unruly", "Range"), an ID to show, the sizes it
// takes, and how it reads an ID whose size is read.
struct TathamGame {
  std::string_view name;
  std::string_view example;
  SizeLimits limits;
  std::function<Instance(const TathamId&)> read;
};

// The instances of a text of IDs, one a line, and saved games, each from its
// "SAVEFILE" line; InputError with line and column for an ID without a ':',
// a size that is not a number within the limits, or a saved game that is
// malformed or of another game.
std::unique_ptr<ItemStream> stream_tatham(LineSource& lines, TathamGame game);

// Builds an ID's description as the games' encoders write it: the pieces a
// game writes for its cells, and between them runs of empty cells, 'a' for
// one to 'z' for 26.
class TathamDesc {
 public:
  void empty_cell();
  // `separator` goes before the piece when it follows another piece with no
  // run between them (Range's '_' between two clues).
  void piece(std::string_view text, std::string_view separator = {});
  std::string finish();

 private:
  std::string text_;
  int run_ = 0;
  bool after_piece_ = false;
};

// A puzzle's "tatham" format: IDs and saved games of its game, read by
// stream_tatham().
class TathamIdFormat : public Format {
 public:
  explicit TathamIdFormat(TathamGame game) : Format("tatham", ".txt"), game_(std::move(game)) {}

  // The first ID decides: a saved game by the game it names, an ID by
  // sniff_id().
  bool sniff(std::string_view text) const override;
  std::unique_ptr<ItemStream> stream(LineSource& lines) const override { return stream_tatham(lines, game_); }

 protected:
  // Whether an ID of that shape is the game's, cheaply and silently; read()
  // judges the rest.
  virtual bool sniff_id(const TathamId& id) const = 0;

 private:
  TathamGame game_;
};

}  // namespace pg

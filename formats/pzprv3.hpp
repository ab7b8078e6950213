// pzprjs's own files ("pzprv3", what its File > Save writes and File > Open
// reads), the part every puzzle shares: the header and the boards of cells.
//
//   pzprv3            the format, "pzprv3.N" in some versions
//   nurikabe          the puzzle's type
//   5                 rows
//   5                 columns
//   . 5 . . .         the board, one line a row, each cell followed by a space
//   ...
//
// What follows the givens' board (a puzzle's answer board, "info:{...}",
// "history:{...}") is the editor's state; the reader checks the answer board
// a puzzle writes and leaves the rest. pzprjs reads '/' as a line break, so a
// file also comes on one line ("pzprv3/nurikabe/5/5/. 5 . . . /. . 2 . . /..."),
// and inside a URL with each line percent-encoded
// ("https://puzz.link/p?pzprv3/nurikabe/5/5/.%205%20...").
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "formats/codec.hpp"
#include "formats/puzzlink.hpp"

namespace pg {

class Pzprv3Format : public Format {
 public:
  struct Spec {
    PuzzlinkType type;         // the types a file may name; the first is written
    std::string_view puzzle;   // catalogue name: "nurikabe"
    SizeLimits limits;
    int answer_boards = 0;     // boards a file holds after the givens' (Kurodoko: 1)
  };
  explicit Pzprv3Format(Spec spec) : Format("pzprv3", ".txt"), spec_(std::move(spec)) {}

  // The first line that is not blank is "pzprv3[.N]" and the next one a type of
  // the puzzle's, or the line holds "pzprv3[.N]/TYPE/".
  bool sniff(std::string_view text) const override;
  // A file, or several one after another (each from its "pzprv3" line), or
  // one file a line in the one-line or URL forms.
  std::vector<ReadItem> read_items(std::string_view text) const override;

 protected:
  std::string write_text(const Instance& instance, const WriteOptions& options) const override;

  // The given an item of the givens' board stands for, kNone for an empty
  // cell (or one the editor's answer marks); InputError naming `line` and
  // `column` for any other item. `rows` and `cols` bound a number.
  virtual int read_cell(std::string_view item, int rows, int cols, int line, int column) const = 0;
  // The item of a given, without the space after it.
  virtual std::string write_cell(int given) const = 0;
  // FormatError unless the instance can be written.
  virtual void check_writable(const Instance& instance) const = 0;

 private:
  struct Part;
  Instance read_file(const std::vector<Part>& parts) const;

  Spec spec_;
};

}  // namespace pg

// The grid text of the puzzles whose givens are numbers in cells (Nurikabe,
// Kuromasu, Numbrix), as a format ("grid"): one row per line, cells separated
// by spaces, '.' an empty cell, the number, or '?' a clue whose value is
// unknown (for the puzzles that have them); a blank line ends an instance,
// so a file holds several.
//
// Every such puzzle's grid text has the same shape, so a text reads as any of
// them that takes its numbers (a Numbrix grid as a Nurikabe grid, and as a
// Kuromasu grid when its numbers are small); the command line settles it by
// the file's name or --puzzle. What is the puzzle's own is what a given is
// called, the largest one a grid holds, what its writers check, and any rule
// over the givens of one grid (Numbrix: no number twice); the rest is written
// here once, as a PuzzlinkFormat's puzzle codes only its body.
#pragma once

#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "core/instance.hpp"
#include "core/text.hpp"
#include "formats/codec.hpp"

namespace pg {

class NumberGridFormat : public Format {
 public:
  struct Spec {
    std::string_view puzzle;             // catalogue name, of the instances and in messages: "nurikabe"
    SizeLimits limits;                   // what the reader takes
    std::string_view word;               // what a given is called in messages: "number", "clue"
    int (*largest)(int rows, int cols);  // the largest given of a rows x cols grid
    bool unknown = false;                // whether a cell may hold '?', a clue of unknown value (kUnknown)
  };
  explicit NumberGridFormat(Spec spec) : Format("grid", ".txt"), spec_(spec) {}

  // Tokens of '.', '?' and digits only, with at least one '.': digits alone are
  // far more likely a size line, a solution or coordinates (Takuzu's and
  // Numbrix's judge texts, Nurikabe's raw text) than a grid in which every
  // cell has a number. One line needs two cells, so that a lone '.' is not
  // taken for a grid.
  bool sniff(std::string_view text) const override;
  std::unique_ptr<ItemStream> stream(LineSource& lines) const override;

 protected:
  std::string write_text(const Instance& instance, const WriteOptions& options) const override;

  // FormatError unless the instance can be written as a grid its reader
  // takes: what every writer of the puzzle checks first.
  virtual void check_writable(const Instance& instance) const = 0;

  // A rule over the givens of one grid, called with each given as it is read
  // (its number, cell, line and column), in the order of the text, so that
  // the fault is reported where it is first seen; InputError to refuse it.
  using GivenCheck = std::function<void(int number, Cell cell, int line, int column)>;
  // A new check for each grid of rows x cols; none by default.
  virtual GivenCheck given_check(int /*rows*/, int /*cols*/) const { return {}; }

 private:
  // A block of `rows` rows, `lines` its first ones (all of them when it is
  // within the limits); the first row sets the width.
  Instance read_grid(const std::vector<Line>& lines, int rows) const;
  // '.', '?' (when the puzzle has such clues) or a number 1..largest of a
  // rows x cols grid.
  int read_given(const Token& token, int line, int rows, int cols) const;

  Spec spec_;
};

}  // namespace pg

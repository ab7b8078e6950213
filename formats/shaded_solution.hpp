// The solution text of the puzzles whose solution shades cells (Nurikabe's
// walls, Kuromasu's black cells): the grid, one row per line, cells joined by
// one space, a mark on each shaded cell and on each unshaded cell without a
// given, the given kept on the others. The puzzles differ only in the marks,
// the values they stand for and what a given is called, so the text is
// written and read here once.
#pragma once

#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/instance.hpp"

namespace pg {

struct ShadedSolutionText {
  int shaded;            // the solution value of a shaded cell: Nurikabe's kWall
  int unshaded;          // and of the others: kIsland
  char shaded_mark;      // '#'
  char unshaded_mark;    // on an unshaded cell without a given: '.'
  std::string_view word;  // what a given is called in messages: "number"

  // FormatError when the solution is not one value per cell of the instance.
  std::string write(const Instance& instance, std::span<const int> solution) const;

  // Lenient as solvers print: any spaces or TABs, blank lines, no final
  // newline; a cell with a given may be written with the unshaded mark as
  // well as with its given. A shaded mark on a given is kept for the rule
  // checker to report, as a wrong solution rather than unreadable text.
  // InputError naming the line and column of anything else.
  std::vector<int> read(const Instance& instance, std::string_view text) const;
};

}  // namespace pg

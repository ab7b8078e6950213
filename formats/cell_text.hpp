// Texts of one grid row per line, cells separated by spaces or TABs, as
// several puzzles' grid, judge and solution texts hold them: what their
// readers and writers share, so that a row too short or too long, or a cell
// that is none, is reported in the same words and at the same place whatever
// the puzzle.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "core/errors.hpp"
#include "core/instance.hpp"
#include "core/text.hpp"

namespace pg {

// An instance of `puzzle` (its catalogue name), rows x cols, nothing given:
// what a reader fills in.
Instance blank_instance(std::string_view puzzle, int rows, int cols);

// A token as a message shows it: a lone character as describe_char does
// (which names an unprintable byte), a longer one as describe_token.
std::string describe(const Token& token);

// The column just past the last cell of a row, where a missing one belongs.
int end_column(std::string_view row);

// Row `r` of a text: exactly `cols` cells separated by spaces or TABs, each
// passed to `read_cell(token, column_index)` in order. A row too long is
// reported at its first cell too many, before that cell is read; one too
// short at end_column.
template <class ReadCell>
void read_row(const Line& line, int r, int cols, ReadCell&& read_cell) {
  std::vector<Token> tokens = split_tokens(line.text);
  const int count = static_cast<int>(tokens.size());
  auto wrong_length = [&](int column) {
    return InputError(
        "row " + std::to_string(r) + " has " + std::to_string(count) + " cells, expected " + std::to_string(cols),
        line.number, column);
  };
  for (int c = 0; c < count; ++c) {
    if (c == cols) throw wrong_length(tokens[static_cast<std::size_t>(c)].column);
    read_cell(tokens[static_cast<std::size_t>(c)], c);
  }
  if (count < cols) throw wrong_length(end_column(line.text));
}

// Rows `first` .. `first`+rows-1 of `lines` as the IST judge texts
// (Takuzu's, Numbrix's) hold them: `cols` cells separated by TABs (any
// spaces or TABs when reading); `lines` is not empty. Each cell goes through
// `read_cell(line, token)`, which returns its value or throws, then through
// `take(r, c, value, line, token)`. The places and words are those texts'
// own, not read_row's: a cell is judged before its row's length, so that a
// bad cell past the row's end is reported as a bad cell and the first good
// one as "row R has more than C cells"; a row too short is reported just past
// the line's end, a missing row on the line after the last.
template <class ReadCell, class Take>
void read_judge_rows(const std::vector<Line>& lines, std::size_t first, int rows, int cols, ReadCell&& read_cell,
                     Take&& take) {
  for (int r = 0; r < rows; ++r) {
    const std::size_t at = first + static_cast<std::size_t>(r);
    if (at >= lines.size())
      throw InputError("expected " + std::to_string(rows) + " rows, found " + std::to_string(r),
                       lines.back().number + 1, 1);
    const Line& line = lines[at];
    std::vector<Token> tokens = split_tokens(line.text);
    for (std::size_t c = 0; c < tokens.size(); ++c) {
      const Token& token = tokens[c];
      const int value = read_cell(line, token);
      if (static_cast<int>(c) >= cols)
        throw InputError("row " + std::to_string(r) + " has more than " + std::to_string(cols) + " cells", line.number,
                         token.column);
      take(r, static_cast<int>(c), value, line, token);
    }
    if (static_cast<int>(tokens.size()) < cols)
      throw InputError("row " + std::to_string(r) + " has " + std::to_string(tokens.size()) + " cells, expected " +
                           std::to_string(cols),
                       line.number, static_cast<int>(line.text.size()) + 1);
  }
}

// A rows x cols grid as text: one row a line, every line ending in a
// newline, cells joined by `separator`, each as `cell(r, c)` writes it (a
// character or a string).
template <class WriteCell>
std::string write_rows(int rows, int cols, char separator, WriteCell&& cell) {
  std::string out;
  for (int r = 0; r < rows; ++r) {
    for (int c = 0; c < cols; ++c) {
      if (c > 0) out += separator;
      out += cell(r, c);
    }
    out += '\n';
  }
  return out;
}

}  // namespace pg

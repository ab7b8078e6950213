#include "formats/number_grid.hpp"

#include "core/errors.hpp"
#include "formats/cell_text.hpp"

namespace pg {

bool NumberGridFormat::sniff(std::string_view text) const {
  std::vector<Line> lines = nonblank_lines(text);
  bool dot = false;
  for (const Line& line : lines) {
    std::vector<Token> tokens = split_tokens(line.text);
    if (lines.size() == 1 && tokens.size() < 2) return false;
    for (const Token& token : tokens) {
      if (token.text == ".") {
        dot = true;
      } else if (!all_digits(token.text) && !(spec_.unknown && token.text == "?")) {
        return false;
      }
    }
  }
  return dot;
}

std::unique_ptr<ItemStream> NumberGridFormat::stream(LineSource& lines) const {
  return stream_each_block(lines, "rows of '.' and " + std::string(spec_.word) + "s separated by spaces",
                           [this](const std::vector<Line>& block, int rows) { return read_grid(block, rows); });
}

std::string NumberGridFormat::write_text(const Instance& instance, const WriteOptions&) const {
  check_writable(instance);
  return write_rows(instance.rows, instance.cols, ' ', [&](int r, int c) {
    const int v = instance.given(r, c);
    return v == kNone ? std::string(".") : clue_text(v);
  });
}

Instance NumberGridFormat::read_grid(const std::vector<Line>& lines, int rows) const {
  const SizeLimits& limits = spec_.limits;
  std::vector<Token> head = split_tokens(lines[0].text);
  const int cols = static_cast<int>(head.size());
  // The limits first, so that no size is trusted before it is checked; the
  // place is where the grid first exceeds them.
  int line = lines[0].number, column = 1;
  if (cols > limits.max_side) {
    column = head[static_cast<std::size_t>(limits.max_side)].column;
  } else if (rows > limits.max_side) {
    line = lines[static_cast<std::size_t>(limits.max_side)].number;
  }
  check_size(spec_.puzzle, rows, cols, limits, line, column);
  Instance instance = blank_instance(spec_.puzzle, rows, cols);
  GivenCheck check = given_check(rows, cols);
  for (int r = 0; r < rows; ++r) {
    const Line& row = lines[static_cast<std::size_t>(r)];
    read_row(row, r, cols, [&](const Token& token, int c) {
      const int given = read_given(token, row.number, rows, cols);
      if (given > 0 && check) check(given, Cell{r, c}, row.number, token.column);
      instance.givens[static_cast<std::size_t>(instance.index(r, c))] = given;
    });
  }
  return instance;
}

int NumberGridFormat::read_given(const Token& token, int line, int rows, int cols) const {
  if (token.text == ".") return kNone;
  if (spec_.unknown && token.text == "?") return kUnknown;
  const std::string word(spec_.word);
  if (!all_digits(token.text))
    throw InputError("expected '.'" + std::string(spec_.unknown ? ", '?'" : "") + " or a " + word + ", found " +
                         describe(token),
                     line, token.column);
  return parse_int(token, line, 1, spec_.largest(rows, cols),
                   "a " + word + " in a " + size_string(rows, cols) + " grid");
}

}  // namespace pg

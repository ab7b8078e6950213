#include "formats/nurikabe/codec.hpp"

#include <algorithm>
#include <optional>
#include <string>
#include <utility>

#include "core/errors.hpp"
#include "formats/puzzlink.hpp"
#include "core/text.hpp"

namespace pg::nurikabe {
namespace {

constexpr std::string_view kName = "nurikabe";

// JSON reads a given without the grid's size, so it can only hold it to the
// largest grid; the text readers know the grid and hold a number to its cells.
constexpr int kMaxNumber = kLimits.max_side * kLimits.max_side;

Instance blank_instance(int rows, int cols) {
  Instance instance;
  instance.puzzle = std::string(kName);
  instance.rows = rows;
  instance.cols = cols;
  instance.givens.assign(static_cast<std::size_t>(rows) * static_cast<std::size_t>(cols), kNone);
  return instance;
}


// A sign is allowed so that raw text with a negative coordinate still sniffs
// as raw, and read() reports the coordinate rather than some other format
// reporting the text as unreadable.
bool is_integer(std::string_view text) {
  if (!text.empty() && text.front() == '-') text.remove_prefix(1);
  return all_digits(text);
}

std::string describe(const Token& token) {
  return token.text.size() == 1 ? describe_char(token.text[0]) : describe_token(token.text);
}

// The column just past the last cell of a row, where a missing one belongs.
int end_column(std::string_view row) { return static_cast<int>(row.find_last_not_of(" \t")) + 2; }

// Row `r` of a grid text: exactly `cols` cells separated by spaces or TABs,
// each passed to `read_cell(token, column_index)`.
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

// ---------------------------------------------------------------------------
// The grid text

int read_given(const Token& token, int line, int rows, int cols) {
  if (token.text == ".") return kNone;
  if (!all_digits(token.text))
    throw InputError("expected '.' or a number, found " + describe(token), line, token.column);
  return parse_int(token, line, 1, rows * cols, "a number in a " + size_string(rows, cols) + " grid");
}

// One row per line, cells separated by spaces: '.' or the number. A blank
// line ends an instance, so a file holds several.
class GridFormat final : public Format {
 public:
  GridFormat() : Format("grid", ".txt") {}

  // Tokens of '.' and digits only, with at least one '.': digits alone are
  // far more likely a size line or raw coordinates (Takuzu's judge text, the
  // raw format) than a grid in which every cell has a number. One line needs
  // two cells, so that a lone '.' is not taken for a grid.
  bool sniff(std::string_view text) const override {
    std::vector<Line> lines = nonblank_lines(text);
    bool dot = false;
    for (const Line& line : lines) {
      std::vector<Token> tokens = split_tokens(line.text);
      if (lines.size() == 1 && tokens.size() < 2) return false;
      for (const Token& token : tokens) {
        if (token.text == ".") {
          dot = true;
        } else if (!all_digits(token.text)) {
          return false;
        }
      }
    }
    return dot;
  }

  std::vector<ReadItem> read_items(std::string_view text) const override {
    return read_each_block(text, "rows of '.' and numbers separated by spaces", [&](const std::vector<Line>& lines, std::size_t begin, std::size_t end) {
      return read_grid(lines, begin, end);
    });
  }

  std::string write_text(const Instance& instance, const WriteOptions&) const override {
    require_writable(instance);
    std::string out;
    for (int r = 0; r < instance.rows; ++r) {
      for (int c = 0; c < instance.cols; ++c) {
        if (c > 0) out += ' ';
        int v = instance.given(r, c);
        out += v == kNone ? std::string(".") : std::to_string(v);
      }
      out += '\n';
    }
    return out;
  }

 private:
  // Rows `first` .. `stop`-1; the first row sets the width.
  static Instance read_grid(const std::vector<Line>& lines, std::size_t first, std::size_t stop) {
    std::vector<Token> head = split_tokens(lines[first].text);
    const int cols = static_cast<int>(head.size());
    const int rows = static_cast<int>(stop - first);
    // The limits first, so that no size is trusted before it is checked; the
    // place is where the grid first exceeds them.
    int line = lines[first].number, column = 1;
    if (cols > kLimits.max_side) {
      column = head[static_cast<std::size_t>(kLimits.max_side)].column;
    } else if (rows > kLimits.max_side) {
      line = lines[first + static_cast<std::size_t>(kLimits.max_side)].number;
    }
    check_size(kName, rows, cols, kLimits, line, column);
    Instance instance = blank_instance(rows, cols);
    for (int r = 0; r < rows; ++r) {
      const Line& row = lines[first + static_cast<std::size_t>(r)];
      read_row(row, r, cols, [&](const Token& token, int c) {
        instance.givens[static_cast<std::size_t>(instance.index(r, c))] = read_given(token, row.number, rows, cols);
      });
    }
    return instance;
  }
};

// ---------------------------------------------------------------------------
// pddl-generators' raw text

// "W H", then "X Y N" for each number, X the column and Y the row from 0:
// what nurikabe/generate.py prints for output type "raw". One instance.
class RawFormat final : public Format {
 public:
  RawFormat() : Format("raw", ".txt") {}

  // The shape only: two integers, then lines of three; read() judges the rest.
  bool sniff(std::string_view text) const override {
    std::vector<Line> lines = nonblank_lines(text);
    if (lines.empty()) return false;
    for (std::size_t k = 0; k < lines.size(); ++k) {
      std::vector<Token> tokens = split_tokens(lines[k].text);
      if (tokens.size() != (k == 0 ? 2u : 3u)) return false;
      for (const Token& token : tokens)
        if (!is_integer(token.text)) return false;
    }
    return true;
  }

  bool one_instance_per_text() const override { return true; }

  std::vector<ReadItem> read_items(std::string_view text) const override {
    return read_whole(text, [](std::string_view whole) { return read_raw(whole); });
  }

  static Instance read_raw(std::string_view text) {
    std::vector<Line> lines = nonblank_lines(text);
    if (lines.empty()) throw InputError("empty input: expected the width and height 'W H' on the first line", 1, 1);
    const Line& header = lines[0];
    std::vector<Token> size = split_tokens(header.text);
    // The width first: text of another format is refused where it starts,
    // not at the end of its first line.
    const int width = parse_int(size[0], header.number, kLimits.min_side, kLimits.max_side, "the width W");
    if (size.size() < 2)
      throw InputError("expected the height H after the width W, found the end of the line", header.number,
                       end_column(header.text));
    if (size.size() > 2)
      throw InputError("expected the end of the line after 'W H', found " + describe(size[2]), header.number,
                       size[2].column);
    const int height = parse_int(size[1], header.number, kLimits.min_side, kLimits.max_side, "the height H");
    check_size(kName, height, width, kLimits, header.number, size[0].column);

    Instance instance = blank_instance(height, width);
    std::vector<int> source(static_cast<std::size_t>(instance.cells()), 0);  // the line of each number
    for (std::size_t k = 1; k < lines.size(); ++k) {
      const Line& line = lines[k];
      std::vector<Token> tokens = split_tokens(line.text);
      if (tokens.size() == 1)
        throw InputError("expected the row Y after the column X, found the end of the line", line.number,
                         end_column(line.text));
      if (tokens.size() == 2)
        throw InputError(
            "expected the number N after the column X and the row Y, found the end of the line (a raw file holds "
            "one instance: one 'W H' line)",
            line.number, end_column(line.text));
      if (tokens.size() > 3)
        throw InputError("expected the end of the line after 'X Y N', found " + describe(tokens[3]), line.number,
                         tokens[3].column);
      const int x = parse_int(tokens[0], line.number, 0, width - 1, "the column X");
      const int y = parse_int(tokens[1], line.number, 0, height - 1, "the row Y");
      const int n = parse_int(tokens[2], line.number, 1, instance.cells(), "the number N");
      const auto i = static_cast<std::size_t>(instance.index(y, x));
      if (source[i] != 0)
        throw InputError("expected each cell once, found X=" + std::to_string(x) + " Y=" + std::to_string(y) +
                             " again (its number " + std::to_string(instance.givens[i]) + " is on line " +
                             std::to_string(source[i]) + ")",
                         line.number, tokens[0].column);
      instance.givens[i] = n;
      source[i] = line.number;
    }
    return instance;
  }

  // Row-major, as generate.py lists the numbers.
  std::string write_text(const Instance& instance, const WriteOptions&) const override {
    require_writable(instance);
    std::string out = std::to_string(instance.cols) + " " + std::to_string(instance.rows) + "\n";
    for (int r = 0; r < instance.rows; ++r)
      for (int c = 0; c < instance.cols; ++c)
        if (int v = instance.given(r, c); v != kNone)
          out += std::to_string(c) + " " + std::to_string(r) + " " + std::to_string(v) + "\n";
    return out;
  }
};

// ---------------------------------------------------------------------------
// puzz.link / pzprjs nurikabe URLs

const PuzzlinkType kPuzzlinkType{{"nurikabe"}};

// "https://puzz.link/p?nurikabe/COLS/ROWS/BODY"; the body is pzprjs's
// encodeNumber16. One URL per line.
class NurikabePuzzlink final : public PuzzlinkFormat {
 public:
  NurikabePuzzlink()
      : PuzzlinkFormat({kPuzzlinkType, kName, kLimits, kNumber16Alphabet,
                        "https://puzz.link/p?nurikabe/5/5/g5k2o1k3g"}) {}

 protected:
  Instance read_body(const Line& line, const PuzzlinkUrl& url) const override {
    Instance instance = blank_instance(url.rows, url.cols);
    instance.givens = read_number16_body(line, url, kName, "Nurikabe", instance.cells());
    return instance;
  }

  std::string write_body(const Instance& instance) const override {
    require_writable(instance);
    return write_number16_body(instance.givens);
  }
};

// ---------------------------------------------------------------------------
// The solution text and the codec

class NurikabeCodec final : public Codec {
 public:
  std::string_view name() const override { return kName; }
  std::string_view title() const override { return "Nurikabe"; }
  SizeLimits limits() const override { return kLimits; }
  std::vector<const Format*> formats() const override { return {&grid_, &raw_, &puzzlink_}; }
  std::vector<std::string> rule_sets() const override { return {std::string(kNikoli), std::string(kIpc)}; }

  // The grid text with '#' on walls: the number on a numbered island cell,
  // '.' on the others.
  std::string write_solution(const Instance& instance, std::span<const int> solution) const override {
    if (solution.size() != static_cast<std::size_t>(instance.cells()))
      throw FormatError("the solution has " + std::to_string(solution.size()) + " cells for a " +
                        size_string(instance.rows, instance.cols) + " grid");
    std::string out;
    for (int r = 0; r < instance.rows; ++r) {
      for (int c = 0; c < instance.cols; ++c) {
        if (c > 0) out += ' ';
        const auto i = static_cast<std::size_t>(instance.index(r, c));
        const int given = i < instance.givens.size() ? instance.givens[i] : kNone;
        if (solution[i] == kWall) {
          out += '#';
        } else {
          out += given == kNone ? std::string(".") : std::to_string(given);
        }
      }
      out += '\n';
    }
    return out;
  }

  // Lenient as solvers print: any spaces or TABs, blank lines, no final
  // newline; a numbered cell may be written '.' as well as with its number.
  // A '#' on a numbered cell is kept for the rule checker to report, as a
  // wrong solution rather than unreadable text.
  std::vector<int> read_solution(const Instance& instance, std::string_view text) const override {
    const int rows = instance.rows, cols = instance.cols;
    std::vector<Line> lines = nonblank_lines(text);
    if (lines.empty())
      throw InputError("empty solution: expected " + std::to_string(rows) + " rows of '#', '.' or the numbers", 1, 1);
    std::vector<int> cells(static_cast<std::size_t>(instance.cells()), kIsland);
    for (int r = 0; r < rows; ++r) {
      if (static_cast<std::size_t>(r) >= lines.size())
        throw InputError("expected " + std::to_string(rows) + " rows, found " + std::to_string(r),
                         lines.back().number + 1, 1);
      const Line& line = lines[static_cast<std::size_t>(r)];
      read_row(line, r, cols, [&](const Token& token, int c) {
        const auto i = static_cast<std::size_t>(instance.index(r, c));
        const int given = i < instance.givens.size() ? instance.givens[i] : kNone;
        if (token.text == "#") {
          cells[i] = kWall;
        } else if (token.text == ".") {
          cells[i] = kIsland;
        } else if (given != kNone && token.text == std::to_string(given)) {
          cells[i] = kIsland;
        } else if (given != kNone) {
          throw InputError("expected '#', '.' or the number " + std::to_string(given) + " at " +
                               to_string(Cell{r, c}) + ", found " + describe(token),
                           line.number, token.column);
        } else {
          throw InputError("expected '#' or '.' at " + to_string(Cell{r, c}) + ", which has no number, found " +
                               describe(token),
                           line.number, token.column);
        }
      });
    }
    if (lines.size() > static_cast<std::size_t>(rows)) {
      const Line& extra = lines[static_cast<std::size_t>(rows)];
      throw InputError("unexpected text after the " + std::to_string(rows) + " rows of the solution", extra.number,
                       static_cast<int>(extra.text.find_first_not_of(" \t")) + 1);
    }
    return cells;
  }

  bool valid_given(int value) const override { return value == kNone || (value >= 1 && value <= kMaxNumber); }
  bool valid_solution_value(int value) const override { return value == kIsland || value == kWall; }

 private:
  GridFormat grid_;
  RawFormat raw_;
  NurikabePuzzlink puzzlink_;
};

}  // namespace

void require_writable(const Instance& instance) {
  if (instance.givens.size() != static_cast<std::size_t>(instance.cells()))
    throw FormatError("the instance has " + std::to_string(instance.givens.size()) + " givens for a " +
                      size_string(instance.rows, instance.cols) + " grid");
  for (int i = 0; i < instance.cells(); ++i) {
    int v = instance.givens[static_cast<std::size_t>(i)];
    if (v != kNone && (v < 1 || v > instance.cells()))
      throw FormatError("a Nurikabe given in a " + size_string(instance.rows, instance.cols) +
                        " grid is no number or a number 1.." + std::to_string(instance.cells()) + "; found " +
                        std::to_string(v) + " at " + to_string(instance.cell(i)));
  }
}

const Codec& codec() {
  static const NurikabeCodec instance;
  return instance;
}

}  // namespace pg::nurikabe

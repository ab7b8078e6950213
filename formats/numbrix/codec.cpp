#include "formats/numbrix/codec.hpp"

#include <algorithm>
#include <optional>
#include <span>
#include <string>
#include <utility>
#include <vector>

#include "core/errors.hpp"
#include "core/text.hpp"

namespace pg::numbrix {
namespace {

constexpr std::string_view kName = "numbrix";

// JSON reads a given without the grid's size, so it can only hold a number
// to the largest grid; the text readers know the grid and hold it to its own.
constexpr int kMaxNumber = last_number(kLimits.max_side, kLimits.max_side);

Instance blank_instance(int rows, int cols) {
  Instance instance;
  instance.puzzle = std::string(kName);
  instance.rows = rows;
  instance.cols = cols;
  instance.givens.assign(static_cast<std::size_t>(rows) * static_cast<std::size_t>(cols), kNone);
  return instance;
}

// Writers check first, so that no text is written that its reader refuses:
// every given a number of the grid, none given twice.
void require_writable(const Instance& instance) {
  if (instance.givens.size() != static_cast<std::size_t>(instance.cells()))
    throw FormatError("the instance has " + std::to_string(instance.givens.size()) + " givens for a " +
                      size_string(instance.rows, instance.cols) + " grid");
  const int last = last_number(instance.rows, instance.cols);
  std::vector<int> where(static_cast<std::size_t>(last) + 1, -1);
  for (int i = 0; i < instance.cells(); ++i) {
    const int v = instance.givens[static_cast<std::size_t>(i)];
    if (v == kNone) continue;
    if (v < 1 || v > last)
      throw FormatError("a Numbrix given in a " + size_string(instance.rows, instance.cols) + " grid is a number 1.." +
                        std::to_string(last) + "; found " + std::to_string(v) + " at " + to_string(instance.cell(i)));
    int& first = where[static_cast<std::size_t>(v)];
    if (first >= 0)
      throw FormatError("the number " + std::to_string(v) + " is given twice, at " + to_string(instance.cell(first)) +
                        " and at " + to_string(instance.cell(i)));
    first = i;
  }
}

std::string describe(const Token& token) {
  return token.text.size() == 1 ? describe_char(token.text[0]) : describe_token(token.text);
}

// Where each number was given, so that a second one names the first.
class GivenPlaces {
 public:
  explicit GivenPlaces(int last) : seen_(static_cast<std::size_t>(last) + 1) {}

  // `number` given at `cell`, written at `line` and `column`.
  void add(int number, Cell cell, int line, int column) {
    Seen& first = seen_[static_cast<std::size_t>(number)];
    if (first.line > 0)
      throw InputError("the number " + std::to_string(number) + " is given twice: at " + to_string(cell) +
                           " here and at " + to_string(first.cell) + " on line " + std::to_string(first.line) +
                           ", column " + std::to_string(first.column),
                       line, column);
    first = {cell, line, column};
  }

 private:
  struct Seen {
    Cell cell;
    int line = 0;
    int column = 0;
  };
  std::vector<Seen> seen_;
};

// Rows `first` .. `first`+rows-1 of `lines`, as the IST judge text and the
// solution text hold them: numbers separated by TABs (any spaces or TABs when
// reading), `lo`..rows*cols each; each number through `take(r, c, value,
// line, token)`. Messages and places as Takuzu's judge text, its sibling in
// the same course.
template <class Take>
void read_rows(const std::vector<Line>& lines, std::size_t first, int rows, int cols, int lo, std::string_view what,
               Take&& take) {
  const int last = last_number(rows, cols);
  for (int r = 0; r < rows; ++r) {
    const std::size_t at = first + static_cast<std::size_t>(r);
    if (at >= lines.size())
      throw InputError("expected " + std::to_string(rows) + " rows, found " + std::to_string(r),
                       lines.back().number + 1, 1);
    const Line& line = lines[at];
    std::vector<Token> tokens = split_tokens(line.text);
    for (std::size_t c = 0; c < tokens.size(); ++c) {
      const Token& t = tokens[c];
      if (!all_digits(t.text))
        throw InputError("expected a number " + std::to_string(lo) + ".." + std::to_string(last) +
                             (lo == 0 ? " (0 an empty cell)" : "") + ", found " + describe(t),
                         line.number, t.column);
      const int value = parse_int(t, line.number, lo, last, what);
      if (static_cast<int>(c) >= cols)
        throw InputError("row " + std::to_string(r) + " has more than " + std::to_string(cols) + " cells", line.number,
                         t.column);
      take(r, static_cast<int>(c), value, line.number, t);
    }
    if (static_cast<int>(tokens.size()) < cols)
      throw InputError("row " + std::to_string(r) + " has " + std::to_string(tokens.size()) + " cells, expected " +
                           std::to_string(cols),
                       line.number, static_cast<int>(line.text.size()) + 1);
  }
}

// ---------------------------------------------------------------------------
// The IST judge text

// A text's first grid as the sniff sees it: the size line, and the numbers of
// the rows after it (up to N of them); nothing when it is not of that shape.
struct JudgeShape {
  long long n = 0;
  std::vector<long long> numbers;
};

std::optional<JudgeShape> judge_shape(std::string_view text) {
  std::vector<Line> lines = nonblank_lines(text);
  if (lines.empty()) return std::nullopt;
  std::vector<Token> header = split_tokens(lines[0].text);
  if (header.size() != 1 || !all_digits(header[0].text)) return std::nullopt;
  auto value = [](std::string_view digits) {
    long long v = 0;
    for (char d : digits) v = std::min(v * 10 + (d - '0'), 1000000000LL);
    return v;
  };
  JudgeShape shape;
  shape.n = value(header[0].text);
  for (std::size_t k = 1; k < lines.size() && static_cast<long long>(k) <= shape.n; ++k)
    for (const Token& t : split_tokens(lines[k].text)) {
      if (!all_digits(t.text)) return std::nullopt;
      shape.numbers.push_back(value(t.text));
    }
  return shape;
}

// "N", then N rows of N numbers separated by one TAB, 0 an empty cell, every
// line ending in a newline; read with any spaces and TABs, CRLF, blank lines,
// no final newline. Several texts one after another are several instances.
class JudgeFormat final : public Format {
 public:
  JudgeFormat() : Format("judge", ".txt") {}

  // The shape: a size line of digits alone, then rows of digits; read()
  // judges the rest. Takuzu's judge text (same course, same shape, 0/1 given
  // and 2 blank) is claimed too when it could be a Numbrix text; a first grid
  // of 0, 1 and 2 alone that repeats a 1 or a 2 is Takuzu's only (the Numbrix
  // reader refuses a number given twice), so detection finds Takuzu's texts
  // as it did. One of 0, 1 and 2 with at most one 1 and one 2 reads as both
  // puzzles; the command line settles it by the file's name or --puzzle.
  bool sniff(std::string_view text) const override {
    std::optional<JudgeShape> shape = judge_shape(text);
    if (!shape) return false;
    bool takuzu_values = true;
    int ones = 0, twos = 0;
    for (long long v : shape->numbers) {
      takuzu_values = takuzu_values && v <= 2;
      ones += v == 1;
      twos += v == 2;
    }
    return !(takuzu_values && (ones > 1 || twos > 1));
  }

  // A text after text, each "N" and N rows. A malformed grid is refused and
  // the next one read, N rows on; a malformed size line leaves no way to find
  // the next grid, so reading stops there.
  std::vector<ReadItem> read_items(std::string_view text) const override {
    std::vector<Line> lines = nonblank_lines(text);
    if (lines.empty())
      return {{std::nullopt, InputError("empty input: expected the grid size N on the first line", 1, 1), 1}};
    std::vector<ReadItem> items;
    std::size_t at = 0;
    while (at < lines.size()) {
      const Line& header = lines[at];
      int n = 0;
      ReadItem item = ReadItem::of(header.number, [&] {
        std::vector<Token> tokens = split_tokens(header.text);
        if (tokens.size() != 1)
          throw InputError("expected the grid size N alone on its line, found " + std::to_string(tokens.size()) +
                               " values",
                           header.number, tokens[0].column);
        n = parse_int(tokens[0], header.number, kLimits.min_side, kLimits.max_side, "the grid size N");
        Instance instance = blank_instance(n, n);
        GivenPlaces places(last_number(n, n));
        read_rows(lines, at + 1, n, n, 0, "a number in a " + size_string(n, n) + " grid",
                  [&](int r, int c, int value, int line, const Token& token) {
                    if (value == 0) return;
                    places.add(value, Cell{r, c}, line, token.column);
                    instance.givens[static_cast<std::size_t>(instance.index(r, c))] = value;
                  });
        return instance;
      });
      const bool lost = item.error && n == 0;
      items.push_back(std::move(item));
      if (lost) break;
      at += 1 + static_cast<std::size_t>(n);
    }
    return items;
  }

  std::string write_text(const Instance& instance, const WriteOptions&) const override {
    require_writable(instance);
    if (instance.rows != instance.cols)
      throw FormatError("the IST Numbrix judge text holds square grids only; this one is " +
                        size_string(instance.rows, instance.cols));
    std::string out = std::to_string(instance.rows) + "\n";
    for (int r = 0; r < instance.rows; ++r) {
      for (int c = 0; c < instance.cols; ++c) {
        if (c > 0) out += '\t';
        const int v = instance.given(r, c);
        out += std::to_string(v == kNone ? 0 : v);
      }
      out += '\n';
    }
    return out;
  }
};

// ---------------------------------------------------------------------------
// The grid text

// One row per line, cells separated by spaces: '.' or the number. A blank
// line ends an instance, so a file holds several. Nurikabe's and Kuromasu's
// grid texts have the same shape: a Numbrix grid reads as a Nurikabe grid
// too, and as a Kuromasu grid when its numbers are small; the command line
// settles it by the file's name or --puzzle.
class GridFormat final : public Format {
 public:
  GridFormat() : Format("grid", ".txt") {}

  // As Nurikabe's and Kuromasu's: tokens of '.' and digits only, with at
  // least one '.' (digits alone are far more likely a size line, a solution
  // or coordinates); one line needs two cells, so that a lone '.' is not
  // taken for a grid.
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
    return read_each_block(text, "rows of '.' and numbers separated by spaces",
                           [&](const std::vector<Line>& lines, std::size_t begin, std::size_t end) {
                             return read_grid(lines, begin, end);
                           });
  }

  std::string write_text(const Instance& instance, const WriteOptions&) const override {
    require_writable(instance);
    std::string out;
    for (int r = 0; r < instance.rows; ++r) {
      for (int c = 0; c < instance.cols; ++c) {
        if (c > 0) out += ' ';
        const int v = instance.given(r, c);
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
    const int last = last_number(rows, cols);
    GivenPlaces places(last);
    for (int r = 0; r < rows; ++r) {
      const Line& row = lines[first + static_cast<std::size_t>(r)];
      std::vector<Token> tokens = split_tokens(row.text);
      const int count = static_cast<int>(tokens.size());
      auto wrong_length = [&](int at) {
        return InputError(
            "row " + std::to_string(r) + " has " + std::to_string(count) + " cells, expected " + std::to_string(cols),
            row.number, at);
      };
      for (int c = 0; c < count; ++c) {
        const Token& token = tokens[static_cast<std::size_t>(c)];
        if (c == cols) throw wrong_length(token.column);
        if (token.text == ".") continue;
        if (!all_digits(token.text))
          throw InputError("expected '.' or a number, found " + describe(token), row.number, token.column);
        const int value = parse_int(token, row.number, 1, last, "a number in a " + size_string(rows, cols) + " grid");
        places.add(value, Cell{r, c}, row.number, token.column);
        instance.givens[static_cast<std::size_t>(instance.index(r, c))] = value;
      }
      if (count < cols) throw wrong_length(static_cast<int>(row.text.find_last_not_of(" \t")) + 2);
    }
    return instance;
  }
};

// ---------------------------------------------------------------------------
// The solution text and the codec

class NumbrixCodec final : public Codec {
 public:
  std::string_view name() const override { return kName; }
  std::string_view title() const override { return "Numbrix"; }
  SizeLimits limits() const override { return kLimits; }
  std::vector<const Format*> formats() const override { return {&judge_, &grid_}; }

  // As the judge's solver prints the filled grid: rows of numbers, one TAB
  // between them, every line ending in a newline.
  std::string write_solution(const Instance& instance, std::span<const int> solution) const override {
    if (solution.size() != static_cast<std::size_t>(instance.cells()))
      throw FormatError("the solution has " + std::to_string(solution.size()) + " cells for a " +
                        size_string(instance.rows, instance.cols) + " grid");
    std::string out;
    for (int r = 0; r < instance.rows; ++r) {
      for (int c = 0; c < instance.cols; ++c) {
        if (c > 0) out += '\t';
        out += std::to_string(solution[static_cast<std::size_t>(instance.index(r, c))]);
      }
      out += '\n';
    }
    return out;
  }

  // Lenient as solvers print: any spaces or TABs, CRLF, blank lines, no final
  // newline; a leading size line "N" is accepted too (the input's header), so
  // that a filled judge text reads as well. Every cell a number 1..rows*cols;
  // whether they make a path, and keep the givens, is the rule checker's to
  // say.
  std::vector<int> read_solution(const Instance& instance, std::string_view text) const override {
    const int rows = instance.rows, cols = instance.cols;
    const int last = last_number(rows, cols);
    std::vector<Line> lines = nonblank_lines(text);
    if (lines.empty())
      throw InputError("empty solution: expected " + std::to_string(rows) + " rows of the numbers 1.." +
                           std::to_string(last),
                       1, 1);
    std::size_t first = 0;
    std::vector<Token> head = split_tokens(lines[0].text);
    if (cols > 1 && head.size() == 1 && all_digits(head[0].text)) {
      const int n = parse_int(head[0], lines[0].number, kLimits.min_side, kLimits.max_side, "the grid size N");
      if (n != rows || n != cols)
        throw InputError("the solution is for a " + size_string(n, n) + " grid, the instance is " +
                             size_string(rows, cols),
                         lines[0].number, head[0].column);
      first = 1;
    }
    std::vector<int> cells(static_cast<std::size_t>(instance.cells()), kNone);
    read_rows(lines, first, rows, cols, 1, "a number in the solution of a " + size_string(rows, cols) + " grid",
              [&](int r, int c, int value, int, const Token&) {
                cells[static_cast<std::size_t>(instance.index(r, c))] = value;
              });
    const std::size_t extra = first + static_cast<std::size_t>(rows);
    if (extra < lines.size())
      throw InputError("unexpected text after the " + std::to_string(rows) + " rows of the solution",
                       lines[extra].number, static_cast<int>(lines[extra].text.find_first_not_of(" \t")) + 1);
    return cells;
  }

  bool valid_given(int value) const override { return value == kNone || (value >= 1 && value <= kMaxNumber); }
  bool valid_solution_value(int value) const override { return value >= 1 && value <= kMaxNumber; }

 private:
  JudgeFormat judge_;
  GridFormat grid_;
};

}  // namespace

const Codec& codec() {
  static const NumbrixCodec instance;
  return instance;
}

}  // namespace pg::numbrix

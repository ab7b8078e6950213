#include "core/single.hpp"
#include "formats/numbrix/codec.hpp"

#include <algorithm>
#include <optional>
#include <span>
#include <string>
#include <utility>
#include <vector>

#include "core/errors.hpp"
#include "core/text.hpp"
#include "formats/cell_text.hpp"
#include "formats/ist_judge.hpp"
#include "formats/number_grid.hpp"

namespace pg::numbrix {
namespace {

constexpr std::string_view kName = "numbrix";

// JSON reads a given without the grid's size, so it can only hold a number
// to the largest grid; the text readers know the grid and hold it to its own.
constexpr int kMaxNumber = last_number(kLimits.max_side, kLimits.max_side);

// Writers check first, so that no text is written that its reader refuses:
// every given a number of the grid, none given twice.
void require_writable(const Instance& instance) {
  require_one_given_per_cell(instance);
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
// solution text hold them (read_judge_rows: messages and places as Takuzu's
// judge text, its sibling in the same course): numbers `lo`..rows*cols, each
// through `take(r, c, value, line, token)`.
template <class Take>
void read_rows(const std::vector<Line>& lines, std::size_t first, int rows, int cols, int lo, std::string_view what,
               Take&& take) {
  const int last = last_number(rows, cols);
  read_judge_rows(
      lines, first, rows, cols,
      [&](const Line& line, const Token& t) {
        if (!all_digits(t.text))
          throw InputError("expected a number " + std::to_string(lo) + ".." + std::to_string(last) +
                               (lo == 0 ? " (0 an empty cell)" : "") + ", found " + describe(t),
                           line.number, t.column);
        return parse_int(t, line.number, lo, last, what);
      },
      take);
}

// ---------------------------------------------------------------------------
// The IST judge text

// A text's first grid as the sniff sees it: the size line, and the numbers of
// the rows after it (up to N of them); nothing when it is not of that shape.
struct JudgeShape {
  long long n = 0;
  std::vector<long long> numbers;  // the rows' tokens of digits
  bool stray = false;              // a token that is no number
};

std::optional<JudgeShape> judge_shape(std::string_view text) {
  std::vector<Line> lines = nonblank_lines(text);
  if (lines.empty()) return std::nullopt;
  std::vector<Token> header = split_tokens(lines[0].text);
  if (header.size() != 1 || !all_digits(header[0].text)) return std::nullopt;
  auto value = [](std::string_view digits) {
    long long v = 0;
    for (char d : digits) v = std::min(v * 10 + (d - '0'), limits::kLargestNumber + 1);
    return v;
  };
  JudgeShape shape;
  shape.n = value(header[0].text);
  for (std::size_t k = 1; k < lines.size() && static_cast<long long>(k) <= shape.n; ++k)
    for (const Token& t : split_tokens(lines[k].text)) {
      if (!all_digits(t.text)) {
        shape.stray = true;
        continue;
      }
      shape.numbers.push_back(value(t.text));
    }
  return shape;
}

// The IST judge text, 0 an empty cell.
class JudgeFormat final : public IstJudgeFormat {
 public:
  JudgeFormat() : IstJudgeFormat("IST Numbrix", kLimits) {}

  // The shape: a size line of digits alone, then rows of digits (a word
  // among them only beside a number above 2); read() judges the rest.
  // Takuzu's judge text (0/1 given and 2 blank) is claimed too when it
  // could be a Numbrix text; a first grid of 0, 1 and 2 alone that repeats a
  // 1 or a 2 is Takuzu's only (the Numbrix reader refuses a number given
  // twice), so detection finds Takuzu's texts as it did. One of 0, 1 and 2
  // with at most one 1 and one 2 reads as both puzzles; the command line
  // settles it by the file's name or --puzzle.
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
    // A word among the numbers: a Numbrix text with a slip when a number
    // above 2 says it is no Takuzu text, so that read() names the slip.
    if (shape->stray) return !takuzu_values;
    return !(takuzu_values && (ones > 1 || twos > 1));
  }

 protected:
  Instance read_grid(const std::vector<Line>& grid, std::size_t first, int n) const override {
    Instance instance = blank_instance(kName, n, n);
    GivenPlaces places(last_number(n, n));
    read_rows(grid, first, n, n, 0, "a number in a " + size_string(n, n) + " grid",
              [&](int r, int c, int value, const Line& line, const Token& token) {
                if (value == 0) return;
                places.add(value, Cell{r, c}, line.number, token.column);
                instance.givens[static_cast<std::size_t>(instance.index(r, c))] = value;
              });
    return instance;
  }
  void check_writable(const Instance& instance) const override { require_writable(instance); }
  std::string cell_text(int given) const override { return std::to_string(given == kNone ? 0 : given); }
};

// ---------------------------------------------------------------------------
// The grid text

// Numbers 1..rows*cols, none given twice: refused at the second place,
// naming the first, as the judge text refuses it.
class GridFormat final : public NumberGridFormat {
 public:
  GridFormat() : NumberGridFormat({kName, kLimits, "number", last_number}) {}

 protected:
  void check_writable(const Instance& instance) const override { require_writable(instance); }

  GivenCheck given_check(int rows, int cols) const override {
    return [places = GivenPlaces(last_number(rows, cols))](int number, Cell cell, int line, int column) mutable {
      places.add(number, cell, line, column);
    };
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
    require_one_value_per_cell(instance, solution);
    return write_rows(instance.rows, instance.cols, '\t', [&](int r, int c) {
      return std::to_string(solution[static_cast<std::size_t>(instance.index(r, c))]);
    });
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
              [&](int r, int c, int value, const Line&, const Token&) {
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

const Codec& codec() { return single<NumbrixCodec>(); }

}  // namespace pg::numbrix

#include "core/single.hpp"
#include "formats/nurikabe/codec.hpp"

#include <algorithm>
#include <optional>
#include <string>
#include <utility>

#include "core/errors.hpp"
#include "core/text.hpp"
#include "formats/cell_text.hpp"
#include "formats/number_grid.hpp"
#include "formats/puzzlink.hpp"
#include "formats/pzprv3.hpp"
#include "formats/shaded_solution.hpp"

namespace pg::nurikabe {
namespace {

constexpr std::string_view kName = "nurikabe";

// JSON reads a given without the grid's size, so it can only hold it to the
// largest grid; the text readers know the grid and hold a number to its cells.
constexpr int kMaxNumber = kLimits.max_side * kLimits.max_side;

// An island holds at most every cell.
int largest_number(int rows, int cols) { return rows * cols; }

// Walls '#'; an island cell '.', or its number when it has one.
constexpr ShadedSolutionText kSolutionText{kWall, kIsland, '#', '.', "number"};

// A sign is allowed so that raw text with a negative coordinate still sniffs
// as raw, and read() reports the coordinate rather than some other format
// reporting the text as unreadable.
bool is_integer(std::string_view text) {
  if (!text.empty() && text.front() == '-') text.remove_prefix(1);
  return all_digits(text);
}

// ---------------------------------------------------------------------------
// The grid text

// Numbers 1..rows*cols.
class GridFormat final : public NumberGridFormat {
 public:
  GridFormat() : NumberGridFormat({kName, kLimits, "number", largest_number, true}) {}

 protected:
  void check_writable(const Instance& instance) const override { require_writable(instance); }
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

    Instance instance = blank_instance(kName, height, width);
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
    require_known_clues(instance, "pddl-generators' raw text");
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
constexpr std::string_view kPuzzlinkExample = "https://puzz.link/p?nurikabe/5/5/g5k2o1k3g";

// ---------------------------------------------------------------------------
// The solution text and the codec

// ---------------------------------------------------------------------------
// pzprjs's files

// pzprjs's decodeCellQnumAns: a number, '-' a '?' clue, '.' a cell without
// one, which the editor's answer marks as '#' (a wall) or '+' (an island).
class NurikabePzprv3 final : public Pzprv3Format {
 public:
  NurikabePzprv3() : Pzprv3Format({kPuzzlinkType, kName, kLimits}) {}

 protected:
  int read_cell(std::string_view item, int rows, int cols, int line, int column) const override {
    if (item == "." || item == "#" || item == "+") return kNone;
    if (item == "-") return kUnknown;
    if (!all_digits(item))
      throw InputError("expected '.', '#' or '+' (a cell without a number), '-' (a '?' clue) or a number, found " +
                           describe_token(item),
                       line, column);
    return parse_int(Token{item, column}, line, 1, rows * cols, "a number in a " + size_string(rows, cols) + " grid");
  }
  std::string write_cell(int given) const override {
    return given == kNone ? "." : given == kUnknown ? "-" : std::to_string(given);
  }
  void check_writable(const Instance& instance) const override { require_writable(instance); }
};

class NurikabeCodec final : public Codec {
 public:
  std::string_view name() const override { return kName; }
  std::string_view title() const override { return "Nurikabe"; }
  SizeLimits limits() const override { return kLimits; }
  std::vector<const Format*> formats() const override { return {&grid_, &raw_, &puzzlink_, &pzprv3_}; }
  std::vector<std::string> rule_sets() const override { return {std::string(kNikoli), std::string(kIpc)}; }

  // The grid text with '#' on walls: the number on a numbered island cell,
  // '.' on the others.
  std::string write_solution(const Instance& instance, std::span<const int> solution) const override {
    return kSolutionText.write(instance, solution);
  }
  std::vector<int> read_solution(const Instance& instance, std::string_view text) const override {
    return kSolutionText.read(instance, text);
  }

  bool valid_given(int value) const override { return value == kNone || value == kUnknown || (value >= 1 && value <= kMaxNumber); }
  bool valid_solution_value(int value) const override { return value == kIsland || value == kWall; }

 private:
  GridFormat grid_;
  RawFormat raw_;
  Number16PuzzlinkFormat puzzlink_{
      {kPuzzlinkType, kName, kLimits, kPuzzlinkExample, largest_number, require_writable}};
  NurikabePzprv3 pzprv3_;
};

}  // namespace

void require_writable(const Instance& instance) {
  require_one_given_per_cell(instance);
  for (int i = 0; i < instance.cells(); ++i) {
    int v = instance.givens[static_cast<std::size_t>(i)];
    if (v != kNone && v != kUnknown && (v < 1 || v > instance.cells()))
      throw FormatError("a Nurikabe given in a " + size_string(instance.rows, instance.cols) +
                        " grid is no number, a '?' clue or a number 1.." + std::to_string(instance.cells()) + "; found " +
                        std::to_string(v) + " at " + to_string(instance.cell(i)));
  }
}

const Codec& codec() { return single<NurikabeCodec>(); }

}  // namespace pg::nurikabe

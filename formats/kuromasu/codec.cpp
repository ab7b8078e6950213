#include "core/single.hpp"
#include "formats/kuromasu/codec.hpp"

#include <algorithm>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "core/errors.hpp"
#include "core/text.hpp"
#include "formats/cell_text.hpp"
#include "formats/kuromasu/earin.hpp"
#include "formats/number_grid.hpp"
#include "formats/puzzlink.hpp"
#include "formats/pzprv3.hpp"
#include "formats/shaded_solution.hpp"
#include "formats/tatham.hpp"

namespace pg::kuromasu {
namespace {

constexpr std::string_view kName = "kuromasu";

// JSON reads a given without the grid's size, so it can only hold a clue to
// the largest grid; the text readers know the grid and hold it to its own.
constexpr int kMaxClue = largest_clue(kLimits.max_side, kLimits.max_side);

// Black cells '#'; a white cell '0' as the EARIN boards write an empty one,
// or its clue when it has one.
constexpr ShadedSolutionText kSolutionText{kBlack, kWhite, '#', '0', "clue"};

// ---------------------------------------------------------------------------
// Simon Tatham's Range game IDs

constexpr std::string_view kTathamExample = "9x6:h7_8k10c11b7c12k6_5h";

std::optional<int> side_within_limits(std::string_view digits) {
  if (digits.empty() || digits.size() > 2) return std::nullopt;
  int side = std::stoi(std::string(digits));
  if (side < kLimits.min_side || side > kLimits.max_side) return std::nullopt;
  return side;
}

// "WxH:DESC" row-major: a..z a run of 1..26 empty cells, a clue in decimal,
// '_' between two clues that follow each other. One ID per line.
class TathamFormat final : public TathamIdFormat {
 public:
  TathamFormat() : TathamIdFormat({kTathamGame, kTathamExample, kLimits, read_id}) {}

 protected:
  // The first ID decides, read as range.c reads it: the bare size, then
  // letters, clues without leading zeros and '_'; and when the size is within
  // the limits, clues within range and exactly W*H cells. So a Light Up ID
  // (its 'B', its 0..4 side by side) is claimed only when it is a Range ID as
  // well, and an Unruly ID (its capitals) never.
  bool sniff_id(const TathamId& id) const override {
    if (id.after_size != id.params.size()) return false;
    const std::string_view params = id.params;
    const std::size_t x = params.find('x');
    std::optional<int> width = side_within_limits(params.substr(0, x));
    std::optional<int> height = x == std::string_view::npos ? width : side_within_limits(params.substr(x + 1));
    const bool sized = width && height;
    const long long largest = sized ? largest_clue(*height, *width) : 0;
    long long cells = 0;
    const std::string_view desc = id.desc;
    for (std::size_t k = 0; k < desc.size(); ++k) {
      const char c = desc[k];
      if (c >= 'a' && c <= 'z') {
        cells += c - 'a' + 1;
      } else if (c >= '1' && c <= '9') {
        long long value = 0;
        for (; k < desc.size() && desc[k] >= '0' && desc[k] <= '9'; ++k)
          value = std::min(value * 10 + (desc[k] - '0'), limits::kLargestNumber + 1);
        --k;
        if (sized && value > largest) return false;
        ++cells;
      } else if (c != '_') {
        return false;
      }
    }
    return !sized || cells == static_cast<long long>(*width) * *height;
  }

  // As range.c's encoder writes it: runs of at most 26 empty cells, '_' only
  // between two clues that follow each other.
  std::string write_text(const Instance& instance, const WriteOptions&) const override {
    require_writable(instance);
    require_known_clues(instance, "a Range game ID");
    TathamDesc desc;
    for (int v : instance.givens) {
      if (v == kNone) {
        desc.empty_cell();
      } else {
        desc.piece(std::to_string(v), "_");
      }
    }
    return std::to_string(instance.cols) + "x" + std::to_string(instance.rows) + ":" + desc.finish() + "\n";
  }

 private:
  static constexpr std::string_view kTathamGame = "Range";

  static Instance read_id(const TathamId& id) {
    // range.c's parameters are the size alone.
    if (id.after_size < id.params.size())
      throw InputError("expected ':' after the Range size WxH, found " + describe_char(id.params[id.after_size]),
                       id.line, id.params_column(id.after_size));
    check_size(kName, id.height, id.width, kLimits, id.line, id.column);
    Instance instance = blank_instance(kName, id.height, id.width);
    const int cells = instance.cells();
    const int largest = largest_clue(id.height, id.width);
    auto too_long = [&](const std::string& found, int column, int pos) {
      return InputError("the Range description is too long for " + grid_words(id.width, id.height) + ": found " +
                            found + " after " + std::to_string(pos) + " cells",
                        id.desc_line, column);
    };
    int pos = 0;
    for (std::size_t k = 0; k < id.desc.size(); ++k) {
      const char c = id.desc[k];
      const int column = id.desc_column(k);
      if (c >= 'a' && c <= 'z') {
        const int run = c - 'a' + 1;
        if (pos + run > cells) throw too_long(describe_char(c), column, pos);
        pos += run;
      } else if (c >= '1' && c <= '9') {
        std::size_t end = k;
        while (end < id.desc.size() && id.desc[end] >= '0' && id.desc[end] <= '9') ++end;
        const Token clue{id.desc.substr(k, end - k), column};
        if (pos == cells) throw too_long(describe(clue), column, pos);
        instance.givens[static_cast<std::size_t>(pos)] =
            parse_int(clue, id.desc_line, 1, largest, "a clue in " + grid_words(id.width, id.height));
        ++pos;
        k = end - 1;
      } else if (c != '_') {
        // range.c reads a '_' anywhere and writes it only between clues.
        throw InputError("expected a..z, a clue 1.." + std::to_string(largest) +
                             " or '_' in the Range description, found " + describe_char(c),
                         id.desc_line, column);
      }
    }
    if (pos < cells)
      throw InputError("the Range description is too short for " + grid_words(id.width, id.height) +
                           ": it ends after " + std::to_string(pos) + " cells",
                       id.desc_line, id.desc_column(id.desc.size()));
    return instance;
  }
};

// ---------------------------------------------------------------------------
// puzz.link / pzprjs kurodoko URLs

const PuzzlinkType kPuzzlinkType{{"kurodoko"}};

// "https://puzz.link/p?kurodoko/COLS/ROWS/BODY"; the body is pzprjs's
// encodeNumber16, as Nurikabe's. One URL per line.
constexpr std::string_view kPuzzlinkExample = "https://puzz.link/p?kurodoko/5/5/i7g5l2l2g4i";

// ---------------------------------------------------------------------------
// pzprjs's files

// pzprjs's decodeCellQnum, then decodeCellAns: a board of clues (a number,
// '-' a '?' clue, '.' none), then the editor's answer board ('#' shaded, '+'
// marked unshaded, '.'), which the reader checks and leaves, and the lines
// the editor may draw after it.
class KuromasuPzprv3 final : public Pzprv3Format {
 public:
  KuromasuPzprv3() : Pzprv3Format({kPuzzlinkType, kName, kLimits, 1}) {}

 protected:
  int read_cell(std::string_view item, int rows, int cols, int line, int column) const override {
    if (item == ".") return kNone;
    if (item == "-") return kUnknown;
    if (!all_digits(item))
      throw InputError("expected '.' (no clue), '-' (a '?' clue) or a clue, found " + describe_token(item), line,
                       column);
    return parse_int(Token{item, column}, line, 1, largest_clue(rows, cols),
                     "a clue in a " + size_string(rows, cols) + " grid");
  }
  std::string write_cell(int given) const override {
    return given == kNone ? "." : given == kUnknown ? "-" : std::to_string(given);
  }
  void check_writable(const Instance& instance) const override { require_writable(instance); }
};

// ---------------------------------------------------------------------------
// The grid text

// Clues 1..rows+cols-1, as the other formats hold them.
class GridFormat final : public NumberGridFormat {
 public:
  GridFormat() : NumberGridFormat({kName, kLimits, "clue", largest_clue, true}) {}

 protected:
  void check_writable(const Instance& instance) const override { require_writable(instance); }
};

// ---------------------------------------------------------------------------
// The solution text and the codec

class KuromasuCodec final : public Codec {
 public:
  std::string_view name() const override { return kName; }
  std::string_view title() const override { return "Kuromasu (Kurodoko; Tatham's Range)"; }
  SizeLimits limits() const override { return kLimits; }
  std::vector<const Format*> formats() const override {
    return {&earin_format(), &tatham_, &puzzlink_, &pzprv3_, &grid_};
  }

  // The board as the EARIN solver's out.txt prints it: cells joined by one
  // space, '#' black, '0' an unnumbered white cell, clues kept.
  std::string write_solution(const Instance& instance, std::span<const int> solution) const override {
    return kSolutionText.write(instance, solution);
  }
  std::vector<int> read_solution(const Instance& instance, std::string_view text) const override {
    return kSolutionText.read(instance, text);
  }

  bool valid_given(int value) const override { return value == kNone || value == kUnknown || (value >= 1 && value <= kMaxClue); }
  bool valid_solution_value(int value) const override { return value == kWhite || value == kBlack; }

 private:
  TathamFormat tatham_;
  Number16PuzzlinkFormat puzzlink_{
      {kPuzzlinkType, kName, kLimits, kPuzzlinkExample, largest_clue, require_writable}};
  KuromasuPzprv3 pzprv3_;
  GridFormat grid_;
};

}  // namespace

void require_writable(const Instance& instance) {
  require_one_given_per_cell(instance);
  const int largest = largest_clue(instance.rows, instance.cols);
  for (int i = 0; i < instance.cells(); ++i) {
    int v = instance.givens[static_cast<std::size_t>(i)];
    if (v != kNone && v != kUnknown && (v < 1 || v > largest))
      throw FormatError("a Kuromasu given in a " + size_string(instance.rows, instance.cols) +
                        " grid is no clue, a '?' clue or a clue 1.." + std::to_string(largest) + "; found " +
                        std::to_string(v) +
                        " at " + to_string(instance.cell(i)));
  }
}

const Codec& codec() { return single<KuromasuCodec>(); }

}  // namespace pg::kuromasu

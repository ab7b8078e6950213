#include "core/single.hpp"
#include "formats/lightup/codec.hpp"

#include <algorithm>
#include <cctype>
#include <optional>
#include <utility>

#include "core/errors.hpp"
#include "core/limits.hpp"
#include "formats/cell_text.hpp"
#include "formats/json.hpp"
#include "formats/tatham.hpp"
#include "formats/puzzlink.hpp"
#include "formats/pzprv3.hpp"
#include "core/text.hpp"

namespace pg::lightup {
namespace {

constexpr std::string_view kName = "lightup";

// Bulb coordinates beyond any grid still read as numbers (up to the largest
// number read anywhere), so that the error can name the bulb and the grid it
// misses.
constexpr int kMaxCoordinate = static_cast<int>(limits::kLargestNumber);

// A blank instance (formats/cell_text.hpp) has nothing given: every cell
// white.
static_assert(kWhite == kNone);

bool valid_given_value(int value) { return value == kWhite || value == kBlack || is_number(value); }

// Writers check first: a given outside the schema would otherwise come out as
// some other cell.
void require_writable(const Instance& instance) {
  require_one_given_per_cell(instance);
  for (int i = 0; i < instance.cells(); ++i) {
    int v = instance.givens[static_cast<std::size_t>(i)];
    if (!valid_given_value(v)) {
      Cell cell = instance.cell(i);
      throw FormatError("a Light Up given is white, black or 0..4; found " + std::to_string(v) + " at " +
                        to_string(cell));
    }
  }
}

// ---------------------------------------------------------------------------
// The course judge's text

std::optional<int> judge_cell(char c) {
  if (c == '-') return kWhite;
  if (c == '#') return kBlack;
  if (c >= '0' && c <= '4') return c - '0';
  return std::nullopt;
}

char judge_char(int given) {
  if (given == kWhite) return '-';
  if (given == kBlack) return '#';
  return static_cast<char>('0' + given);
}

// One row per line, one character per cell, no header; the reader finds the
// size. A blank line ends an instance, so a file holds several.
class JudgeFormat final : public Format {
 public:
  JudgeFormat() : Format("judge", ".txt") {}

  // Only cell characters, and at least one '-' or '#' somewhere: a text of
  // digits alone ("4", or "1\n0") is far more likely another puzzle's size
  // line than a grid of numbered black cells only, and read as a grid it
  // would hide that puzzle's error (N = 0, a huge N). Such a grid is read
  // when the puzzle or the format is named.
  bool sniff(std::string_view text) const override {
    bool plain_cell = false;
    for (const Line& line : split_lines(text)) {
      std::string_view row = trim(line.text);
      if (row.empty()) continue;
      if (row.find_first_not_of("-#01234") != std::string_view::npos) return false;
      if (row.find_first_of("-#") != std::string_view::npos) plain_cell = true;
    }
    return plain_cell;
  }

  std::unique_ptr<ItemStream> stream(LineSource& lines) const override {
    return stream_each_block(lines, "rows of '-', '#' or 0..4", read_grid);
  }

  std::string write_text(const Instance& instance, const WriteOptions&) const override {
    require_writable(instance);
    std::string out;
    out.reserve(static_cast<std::size_t>(instance.rows) * static_cast<std::size_t>(instance.cols + 1));
    for (int r = 0; r < instance.rows; ++r) {
      for (int c = 0; c < instance.cols; ++c) out += judge_char(instance.given(r, c));
      out += '\n';
    }
    return out;
  }

 private:
  // A block of `rows` rows, `lines` its first ones (all of them when it is
  // within the limits); spaces and TABs after a row are ignored.
  static Instance read_grid(const std::vector<Line>& lines, int rows) {
    auto row_text = [&](std::size_t i) {
      std::string_view text = lines[i].text;
      return text.substr(0, text.find_last_not_of(" \t") + 1);
    };
    const int cols = static_cast<int>(row_text(0).size());  // a line is at most limits::kLongestLine
    // The limits first, so that no size is trusted before it is checked; the
    // place is where the grid first exceeds them.
    int line = lines[0].number, column = 1;
    if (cols > kLimits.max_side) {
      column = kLimits.max_side + 1;
    } else if (rows > kLimits.max_side) {
      line = lines[static_cast<std::size_t>(kLimits.max_side)].number;
    }
    check_size(kName, rows, cols, kLimits, line, column);
    std::vector<int> cells;
    cells.reserve(static_cast<std::size_t>(rows * cols));
    for (int r = 0; r < rows; ++r) {
      const Line& row = lines[static_cast<std::size_t>(r)];
      std::string_view text = row_text(static_cast<std::size_t>(r));
      const int length = static_cast<int>(text.size());
      for (int c = 0; c < length; ++c) {
        if (c == cols)
          throw InputError("row " + std::to_string(r) + " has " + std::to_string(length) + " cells, expected " +
                               std::to_string(cols),
                           row.number, c + 1);
        char ch = text[static_cast<std::size_t>(c)];
        std::optional<int> cell = judge_cell(ch);
        if (!cell) throw InputError("expected '-', '#' or 0..4, found " + describe_char(ch), row.number, c + 1);
        cells.push_back(*cell);
      }
      if (length < cols)
        throw InputError(
            "row " + std::to_string(r) + " has " + std::to_string(length) + " cells, expected " + std::to_string(cols),
            row.number, length + 1);
    }
    Instance instance = blank_instance(kName, rows, cols);
    instance.givens = std::move(cells);
    return instance;
  }
};

// ---------------------------------------------------------------------------
// Simon Tatham's Light Up game IDs

// The parameters after the size as lightup.c's decode_params reads them, in
// its order: b<black%>, s<symmetry>, the old r flag, d<difficulty>. Only the
// size matters here: sgt's midend, too, checks no more than the size of an ID
// that carries a description. Throws unless `strict` is false, then says.
bool read_tatham_options(const TathamId& id, bool strict) {
  std::size_t i = id.after_size;
  const std::string_view params = id.params;
  auto digits = [&]() {
    std::size_t j = i;
    while (i < params.size() && std::isdigit(static_cast<unsigned char>(params[i]))) ++i;
    return i > j;
  };
  auto option = [&](char letter, std::string_view what) {
    if (i >= params.size() || params[i] != letter) return true;
    ++i;
    if (digits()) return true;
    if (strict)
      throw InputError("expected " + std::string(what) + " after '" + std::string(1, letter) + "', found " +
                           (i < params.size() ? describe_char(params[i]) : std::string("':'")),
                       id.line, id.params_column(i));
    return false;
  };
  if (!option('b', "the percentage of black cells") || !option('s', "the symmetry")) return false;
  if (i < params.size() && params[i] == 'r') ++i;
  if (!option('d', "the difficulty")) return false;
  if (i == params.size()) return true;
  if (strict)
    throw InputError("expected the Light Up parameters WxH[b<n>][s<n>][d<n>], found " + describe_char(params[i]),
                     id.line, id.params_column(i));
  return false;
}

// "WxH[b..s..d..]:DESC" row-major: a..z a run of 1..26 white cells, B a black
// cell, 0..4 a numbered black cell. One ID per line.
class TathamFormat final : public TathamIdFormat {
 public:
  TathamFormat() : TathamIdFormat({kTathamGame, "7x7:c0Bi0fBe1f1i21c", kLimits, read_id}) {}

 protected:
  // The first ID decides, by its parameter grammar (an Unruly ID such as
  // "6x6u:caDgnBEa" fails it) and, loosely, its description: letters alone
  // with capitals other than B are Unruly's. read() judges the rest, so that
  // a stray character is reported where it stands.
  bool sniff_id(const TathamId& id) const override {
    if (!read_tatham_options(id, false)) return false;
    const std::string_view desc = id.desc;
    bool letters_only = std::all_of(desc.begin(), desc.end(), [](char c) { return std::isalpha(static_cast<unsigned char>(c)) != 0; });
    bool other_capitals = std::any_of(desc.begin(), desc.end(), [](char c) { return c >= 'A' && c <= 'Z' && c != 'B'; });
    return !(letters_only && other_capitals);
  }

  // As `sgt-lightup --generate` prints it: the bare size, then runs of at
  // most 26 white cells.
  std::optional<std::string> cannot_hold(int rows, int cols, const WriteOptions&) const override {
    if (rows >= 2 && cols >= 2) return std::nullopt;
    return "Tatham's Light Up needs at least 2 rows and 2 columns; this grid is " + size_string(rows, cols);
  }
  std::string write_text(const Instance& instance, const WriteOptions&) const override {
    require_writable(instance);
    TathamDesc desc;
    for (int v : instance.givens) {
      if (v == kWhite) {
        desc.empty_cell();
      } else {
        desc.piece(v == kBlack ? "B" : std::to_string(v));
      }
    }
    return std::to_string(instance.cols) + "x" + std::to_string(instance.rows) + ":" + desc.finish() + "\n";
  }

 private:
  static constexpr std::string_view kTathamGame = "Light Up";

  static Instance read_id(const TathamId& id) {
    read_tatham_options(id, true);
    check_size(kName, id.height, id.width, kLimits, id.line, id.column);
    Instance instance = blank_instance(kName, id.height, id.width);
    const long long cells = instance.cells();
    long long pos = 0;
    for (std::size_t k = 0; k < id.desc.size(); ++k) {
      char c = id.desc[k];
      int column = id.desc_column(k);
      long long length = 1;
      int given = kWhite;
      if (c >= 'a' && c <= 'z') {
        length = c - 'a' + 1;
      } else if (c == 'B') {
        given = kBlack;
      } else if (c >= '0' && c <= '4') {
        given = c - '0';
      } else {
        throw InputError("expected a..z, 'B' or 0..4 in the Light Up description, found " + describe_char(c),
                         id.desc_line, column);
      }
      if (pos + length > cells)
        throw InputError("the Light Up description is too long for " + grid_words(id.width, id.height) +
                             ": found " + describe_char(c) + " after " + std::to_string(pos) + " cells",
                         id.desc_line, column);
      if (given != kWhite) instance.givens[static_cast<std::size_t>(pos)] = given;
      pos += length;
    }
    if (pos < cells)
      throw InputError("the Light Up description is too short for " + grid_words(id.width, id.height) +
                           ": it ends after " + std::to_string(pos) + " cells",
                       id.desc_line, id.desc_column(id.desc.size()));
    return instance;
  }
};

// ---------------------------------------------------------------------------
// puzz.link / pzprjs akari URLs

const PuzzlinkType kPuzzlinkType{{"akari", "lightup", "bijutsukan"}};

// pzprjs's encode4Cell, cells row-major, "empty" meaning white.
std::string encode_body(const Instance& instance) {
  const std::vector<int>& g = instance.givens;
  const std::size_t n = g.size();
  PuzzlinkBody body;
  for (std::size_t c = 0; c < n; ++c) {
    int v = g[c];
    if (is_number(v)) {
      // A clue absorbs the one or two white cells after it when it can.
      if (c + 1 < n && is_black(g[c + 1])) {
        body.piece(std::string(1, static_cast<char>('0' + v)));
      } else if (c + 2 < n && is_black(g[c + 2])) {
        body.piece(std::string(1, static_cast<char>('5' + v)));
        c += 1;
      } else {
        body.piece(std::string(1, static_cast<char>('a' + v)));
        c += 2;
      }
    } else if (v == kBlack) {
      body.piece(".");
    } else {
      body.empty_cell();
    }
  }
  return body.finish();
}

// "https://puzz.link/p?akari/COLS/ROWS/BODY"; the body is pzprjs's encode4Cell.
class LightUpPuzzlink final : public PuzzlinkFormat {
 public:
  LightUpPuzzlink()
      : PuzzlinkFormat({kPuzzlinkType, kName, kLimits, "0123456789abcdeghijklmnopqrstuvwxyz.",
                        "https://puzz.link/p?akari/6/6/nekcakbl"}) {}

 protected:
  Instance read_body(const Line& line, const PuzzlinkUrl& url) const override {
    Instance instance = blank_instance(kName, url.rows, url.cols);
    long long pos = 0;
    for (std::size_t k = 0; k < url.body.size(); ++k) {
      char c = url.body[k];
      int column = url.body_column + static_cast<int>(k);
      const int run = puzzlink_run_at(line, url, k, pos, "white");
      if (c >= '0' && c <= '4') {
        instance.givens[static_cast<std::size_t>(pos)] = c - '0';
        pos += 1;
      } else if (c >= '5' && c <= '9') {
        instance.givens[static_cast<std::size_t>(pos)] = c - '5';
        pos += 2;
      } else if (c >= 'a' && c <= 'e') {
        instance.givens[static_cast<std::size_t>(pos)] = c - 'a';
        pos += 3;
      } else if (run > 0) {
        pos += run;
      } else if (c == '.') {
        instance.givens[static_cast<std::size_t>(pos)] = kBlack;
        pos += 1;
      } else {
        throw InputError("expected 0..9, a..e, g..z or '.' in the akari body, found " + describe_char(c), line.number,
                         column);
      }
    }
    // pzprjs stops decoding where the body ends: the cells left are white.
    return instance;
  }

  std::string write_body(const Instance& instance) const override {
    require_writable(instance);
    return encode_body(instance);
  }
};

// ---------------------------------------------------------------------------
// pzprjs's files

// pzprjs's decodeCellQnumAns: a number 0..4, '-' a black cell without one,
// '.' a white cell, which the editor's answer marks as '#' (a bulb) or '+'
// (no bulb). The board of '-' marks the editor may add after it is its own.
class LightUpPzprv3 final : public Pzprv3Format {
 public:
  LightUpPzprv3() : Pzprv3Format({kPzprv3Type, kName, kLimits}) {}

 protected:
  int read_cell(std::string_view item, int, int, int line, int column) const override {
    if (item == "." || item == "#" || item == "+") return kWhite;
    if (item == "-") return kBlack;
    if (item.size() == 1 && item[0] >= '0' && item[0] <= '4') return item[0] - '0';
    throw InputError("expected '.', '#' or '+' (a white cell), '-' (a black cell) or 0..4 (a number), found " +
                         describe_token(item),
                     line, column);
  }
  std::string write_cell(int given) const override {
    if (given == kWhite) return ".";
    if (given == kBlack) return "-";
    return std::to_string(given);
  }
  void check_writable(const Instance& instance) const override { require_writable(instance); }

 private:
  // pzprjs names the puzzle lightup in its files, akari in its URLs.
  static inline const PuzzlinkType kPzprv3Type{{"lightup", "akari", "bijutsukan"}};
};

// ---------------------------------------------------------------------------
// The judge's solution text and the codec

// One item "(bulb R C)" of a solution line, `column` where it starts.
Cell read_bulb(const Instance& instance, std::string_view item, int line, int column) {
  auto unreadable = [&]() { return InputError("expected '(bulb R C)', found " + describe_token(item), line, column); };
  if (item.size() < 2 || item.front() != '(' || item.back() != ')') throw unreadable();
  std::vector<Token> tokens = split_tokens(item.substr(1, item.size() - 2));
  if (tokens.size() != 3 || tokens[0].text != "bulb") throw unreadable();
  auto coordinate = [&](const Token& token, std::string_view what) {
    Token placed{token.text, column + token.column};  // the item's '(' is at `column`
    if (placed.text.size() > 1 && placed.text[0] == '-' && all_digits(placed.text.substr(1)))
      throw InputError(
          "expected " + std::string(what) + " from 0, found the negative number " + describe_token(placed.text), line,
          placed.column);
    return parse_int(placed, line, 0, kMaxCoordinate, what);
  };
  int r = coordinate(tokens[1], "a bulb's row R");
  int c = coordinate(tokens[2], "a bulb's column C");
  if (r >= instance.rows || c >= instance.cols)
    throw InputError("bulb (" + std::to_string(r) + "," + std::to_string(c) + ") is outside the " +
                         size_string(instance.rows, instance.cols) + " grid",
                     line, column);
  return {r, c};
}

class LightUpCodec final : public Codec {
 public:
  std::string_view name() const override { return kName; }
  std::string_view title() const override { return "Light Up (Akari)"; }
  SizeLimits limits() const override { return kLimits; }
  std::vector<const Format*> formats() const override { return {&judge_, &tatham_, &puzzlink_, &pzprv3_}; }

  std::string write_solution(const Instance& instance, std::span<const int> solution) const override {
    std::string out;
    for (int i = 0; i < instance.cells() && static_cast<std::size_t>(i) < solution.size(); ++i) {
      if (solution[static_cast<std::size_t>(i)] != kBulb) continue;
      Cell cell = instance.cell(i);
      if (!out.empty()) out += ';';
      out += "(bulb " + std::to_string(cell.row) + " " + std::to_string(cell.col) + ")";
    }
    return out + "\n";
  }

  // Lenient as students print: blanks around items, a trailing ';', any
  // order, no final newline, no bulbs at all; but not one bulb twice. A bulb
  // on a black cell is kept for the rule checker to report.
  std::vector<int> read_solution(const Instance& instance, std::string_view text) const override {
    std::vector<int> cells(static_cast<std::size_t>(instance.cells()), kDark);
    for (std::size_t i = 0; i < cells.size() && i < instance.givens.size(); ++i)
      if (is_black(instance.givens[i])) cells[i] = kNone;
    std::vector<Line> lines = split_lines(text);
    for (std::size_t k = 1; k < lines.size(); ++k) {
      if (is_blank(lines[k].text)) continue;
      throw InputError("expected the bulbs on one line, found more text after it", lines[k].number,
                       static_cast<int>(lines[k].text.find_first_not_of(" \t")) + 1);
    }
    if (lines.empty() || is_blank(lines[0].text)) return cells;

    const Line& line = lines[0];
    std::vector<std::pair<std::size_t, std::size_t>> items;  // [begin, end) in the line
    for (std::size_t begin = 0;;) {
      auto semicolon = line.text.find(';', begin);
      std::size_t end = semicolon == std::string_view::npos ? line.text.size() : semicolon;
      items.emplace_back(begin, end);
      if (semicolon == std::string_view::npos) break;
      begin = semicolon + 1;
    }
    for (std::size_t k = 0; k < items.size(); ++k) {
      auto [begin, end] = items[k];
      std::string_view raw = line.text.substr(begin, end - begin);
      std::string_view item = trim(raw);
      if (item.empty()) {
        if (k + 1 == items.size()) continue;  // a trailing ';'
        throw InputError("expected '(bulb R C)', found an empty item before ';'", line.number,
                         static_cast<int>(end) + 1);
      }
      int column = static_cast<int>(begin + raw.find_first_not_of(" \t")) + 1;
      Cell bulb = read_bulb(instance, item, line.number, column);
      int& cell = cells[static_cast<std::size_t>(instance.index(bulb.row, bulb.col))];
      // Two bulbs cannot share a cell: a solver that names one twice has
      // gone wrong, whatever the grid it means.
      if (cell == kBulb)
        throw InputError("bulb (" + std::to_string(bulb.row) + "," + std::to_string(bulb.col) + ") is named twice",
                         line.number, column);
      cell = kBulb;
    }
    return cells;
  }

  bool valid_given(int value) const override { return valid_given_value(value); }
  bool valid_solution_value(int value) const override { return value == kBulb || value == kDark || value == kNone; }

  Json given_to_json(int value) const override {
    if (value == kWhite) return Json(nullptr);
    if (value == kBlack) return Json("#");
    return Json(value);
  }

  int given_from_json(const Json& value) const override {
    if (value.is_null()) return kWhite;
    if (value.is_string() && value.get<std::string>() == "#") return kBlack;
    std::optional<int> v = small_int(value);
    if (v && is_number(*v)) return *v;
    throw InputError("expected a Light Up given null (white), \"#\" (black) or 0..4 (numbered black), found " +
                     describe_json(value));
  }

  Json solution_to_json(int value) const override { return value == kNone ? Json(nullptr) : Json(value); }

  int solution_from_json(const Json& value) const override {
    if (value.is_null()) return kNone;
    std::optional<int> v = small_int(value);
    if (v && (*v == kBulb || *v == kDark)) return *v;
    throw InputError("expected a Light Up solution cell 1 (bulb), 0 (no bulb) or null (black), found " +
                     describe_json(value));
  }

 private:
  JudgeFormat judge_;
  TathamFormat tatham_;
  LightUpPuzzlink puzzlink_;
  LightUpPzprv3 pzprv3_;
};

}  // namespace

const Codec& codec() { return single<LightUpCodec>(); }

}  // namespace pg::lightup

#include "formats/kuromasu/codec.hpp"

#include <algorithm>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "core/errors.hpp"
#include "core/text.hpp"
#include "formats/cell_text.hpp"
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

// Writers check first, so that no text is written that its reader refuses.
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

// ---------------------------------------------------------------------------
// The EARIN miniproject's in.txt: Python source that its solver loads with
// imp.load_source, so the reader takes what Python takes of the one statement
// "BOARDS = [...]" and parses the literal itself; nothing is ever evaluated.

// A piece of Python source: what the reader needs of Python's tokens.
struct PyToken {
  enum class Kind { end, newline, name, number, string, symbol };
  Kind kind = Kind::end;
  std::string_view text;   // as written; a string with its quotes
  std::string_view value;  // a string's contents
  int line = 0;
  int column = 0;

  bool is(char symbol) const { return kind == Kind::symbol && text.size() == 1 && text[0] == symbol; }
};

// A token as a message shows it, shortened when long.
std::string describe(const PyToken& token) {
  auto bare = [](std::string_view text) {
    std::string quoted = describe_token(text);
    return quoted.substr(1, quoted.size() - 2);
  };
  switch (token.kind) {
    case PyToken::Kind::end:
      return "the end of the file";
    case PyToken::Kind::newline:
      return "the end of the line";
    case PyToken::Kind::number:
      return "the number " + bare(token.text);
    case PyToken::Kind::string:
      return "the string " + describe_token(token.value);
    case PyToken::Kind::name:
      return describe_token(token.text);
    case PyToken::Kind::symbol:
      break;
  }
  return describe_char(token.text[0]);
}

// Python's tokenizer, as far as a list literal needs it: inside brackets a
// line break is a space; outside, it ends a statement. Comments, a backslash
// before a line break and blank lines are skipped as Python skips them. It
// reads a line at a time (a token never spans two): a token's text lasts
// until the next token is read.
class PythonScanner {
 public:
  explicit PythonScanner(LineSource& lines) : lines_(lines) {}

  PyToken next() {
    skip();
    PyToken token;
    token.line = line_;
    token.column = column_;
    if (!more()) return token;
    const std::size_t start = pos_;
    const char c = text_[pos_];
    if (c == '\n') {
      advance();
      token.kind = PyToken::Kind::newline;
    } else if (is_name_start(c)) {
      while (pos_ < text_.size() && is_name_part(text_[pos_])) advance();
      token.kind = PyToken::Kind::name;
    } else if (c >= '0' && c <= '9') {
      // Any run of what Python's numbers are made of (1_000, 0x1f, 2.5e3).
      while (pos_ < text_.size() && (is_name_part(text_[pos_]) || text_[pos_] == '.')) advance();
      token.kind = PyToken::Kind::number;
    } else if (c == '\'' || c == '"') {
      advance();
      const std::size_t first = pos_;
      while (pos_ < text_.size() && text_[pos_] != c && text_[pos_] != '\n') {
        // An escaped quote does not end the string; the contents are refused
        // as no cell later.
        if (text_[pos_] == '\\' && pos_ + 1 < text_.size() && text_[pos_ + 1] != '\n') advance();
        advance();
      }
      // Only the last line of a file lacks a line break.
      if (pos_ == text_.size() || text_[pos_] != c)
        throw InputError(std::string("unterminated string: expected its closing ") + c + " before the end of the " +
                             (pos_ == text_.size() ? "file" : "line"),
                         token.line, token.column);
      token.value = text_.substr(first, pos_ - first);
      advance();
      token.kind = PyToken::Kind::string;
    } else {
      advance();
      token.kind = PyToken::Kind::symbol;
      if (c == '[' || c == '(' || c == '{') ++depth_;
      if ((c == ']' || c == ')' || c == '}') && depth_ > 0) --depth_;
    }
    token.text = text_.substr(start, pos_ - start);
    return token;
  }

 private:
  static bool is_name_start(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_'; }
  static bool is_name_part(char c) { return is_name_start(c) || (c >= '0' && c <= '9'); }

  // Whether a byte is left, reading the next line when this one is done.
  bool more() {
    while (pos_ == text_.size()) {
      std::optional<Line> line = lines_.next();
      if (!line) return false;
      text_ = lines_.raw();
      pos_ = 0;
      line_ = line->number;
      column_ = 1;
    }
    return true;
  }

  void advance() {
    if (text_[pos_] == '\n') {
      ++line_;
      column_ = 1;
    } else {
      ++column_;
    }
    ++pos_;
  }

  void skip() {
    while (more()) {
      const char c = text_[pos_];
      if (c == ' ' || c == '\t' || c == '\f' || c == '\r') {
        advance();
      } else if (c == '#') {
        while (pos_ < text_.size() && text_[pos_] != '\n') advance();
      } else if (c == '\\' && text_.substr(pos_ + 1, 1) == "\n") {
        advance();
        advance();
      } else if (c == '\\' && text_.substr(pos_ + 1, 2) == "\r\n") {
        advance();
        advance();
        advance();
      } else if (c == '\n' && depth_ > 0) {
        advance();
      } else {
        return;
      }
    }
  }

  LineSource& lines_;
  std::string_view text_;  // the line being read, with its line break
  std::size_t pos_ = 0;
  int line_ = 1;
  int column_ = 1;
  int depth_ = 0;  // open brackets
};

// A list literal as written, with the places its faults are reported at.
struct Place {
  int line = 0;
  int column = 0;
};
Place place_of(const PyToken& token) { return {token.line, token.column}; }

// A cell as the reader judges it, kept beyond its line: the start of its
// string (whatever is longer is no cell and is refused by its start and its
// length) and whether all of it is digits.
struct CellLiteral {
  static constexpr std::size_t kKept = 64;
  std::string value;
  bool digits = false;
  int line = 0;
  int column = 0;
};

std::string describe(const CellLiteral& cell) { return "the string " + describe_token(cell.value); }
Place place_of(const CellLiteral& cell) { return {cell.line, cell.column}; }

// A list is kept up to one element past the largest side, and counted whole:
// one longer than any board is refused by its length, never held.
constexpr std::size_t kKeptElements = static_cast<std::size_t>(kLimits.max_side) + 1;

struct RowLiteral {
  Place open, close;
  std::vector<CellLiteral> cells;  // the first kKeptElements
  int count = 0;
};
struct BoardLiteral {
  Place open, close;
  std::vector<RowLiteral> rows;  // the first kKeptElements
  int count = 0;
};

InputError unexpected(const std::string& expected, const PyToken& found) {
  return InputError("expected " + expected + ", found " + describe(found), found.line, found.column);
}

// What one list holds, for messages: "the row", "a cell in quotes ('0' or a
// clue)", "a cell".
struct ListWords {
  std::string_view list;
  std::string_view expected;
  std::string_view element;
};

// The elements of one list after its '[': each through `element` (given the
// element's first token; false when that starts no element), separated by
// commas, a trailing comma allowed, up to the closing ']' (returned).
template <class Element>
PyToken read_list(PythonScanner& in, const ListWords& words, Element&& element) {
  const std::string close = "the end of " + std::string(words.list) + " ']'";
  for (bool first = true;; first = false) {
    PyToken token = in.next();
    if (token.is(']')) return token;
    if (!element(token)) throw unexpected(std::string(words.expected) + (first ? "" : " or " + close), token);
    token = in.next();
    if (token.is(']')) return token;
    if (!token.is(',')) throw unexpected("',' or " + close + " after " + std::string(words.element), token);
  }
}

RowLiteral read_row_literal(PythonScanner& in, const PyToken& open) {
  RowLiteral row;
  row.open = place_of(open);
  PyToken close = read_list(in, {"the row", "a cell in quotes ('0' or a clue)", "a cell"}, [&](const PyToken& token) {
    if (token.kind != PyToken::Kind::string) return false;
    if (row.cells.size() < kKeptElements)
      row.cells.push_back({std::string(token.value.substr(0, CellLiteral::kKept)), all_digits(token.value),
                           token.line, token.column});
    ++row.count;
    return true;
  });
  row.close = place_of(close);
  return row;
}

BoardLiteral read_board_literal(PythonScanner& in, const PyToken& open) {
  BoardLiteral board;
  board.open = place_of(open);
  PyToken close = read_list(in, {"the board", "a row '['", "a row"}, [&](const PyToken& token) {
    if (!token.is('[')) return false;
    RowLiteral row = read_row_literal(in, token);
    if (board.rows.size() < kKeptElements) board.rows.push_back(std::move(row));
    ++board.count;
    return true;
  });
  board.close = place_of(close);
  return board;
}

// One cell: '0' empty, or a clue 1..largest written without leading zeros
// (the solver compares the strings).
int read_earin_cell(const CellLiteral& cell, int n) {
  const std::string_view value = cell.value;
  const int largest = largest_clue(n, n);
  if (value == "0") return kNone;
  if (!cell.digits)
    throw InputError("expected '0' (an empty cell) or a clue 1.." + std::to_string(largest) + ", found " +
                         describe(cell),
                     cell.line, cell.column);
  if (value[0] == '0')
    throw InputError("expected a clue without leading zeros, found " + describe(cell), cell.line, cell.column);
  return parse_int(Token{value, cell.column}, cell.line, 1, largest, "a clue in a " + size_string(n, n) + " board");
}

// The instance a board literal holds: a square of cells, each row as long as
// the first.
Instance board_instance(const BoardLiteral& board) {
  if (board.rows.empty())
    throw InputError("expected a row '[' in the board, found ']'", board.close.line, board.close.column);
  const RowLiteral& top = board.rows.front();
  if (top.cells.empty())
    throw InputError("expected a cell in quotes ('0' or a clue) in row 0, found ']'", top.close.line,
                     top.close.column);
  const int n = top.count;
  const int rows = board.count;
  // The limits first, so that no size is trusted before it is checked; the
  // place is where the board first exceeds them.
  Place at = board.open;
  if (n > kLimits.max_side) {
    at = place_of(top.cells[static_cast<std::size_t>(kLimits.max_side)]);
  } else if (rows > kLimits.max_side) {
    at = board.rows[static_cast<std::size_t>(kLimits.max_side)].open;
  }
  check_size(kName, rows, n, kLimits, at.line, at.column);
  auto not_square = [&](Place place) {
    return InputError("the board has " + std::to_string(rows) + " rows and " + std::to_string(n) +
                          " columns: EARIN boards are square",
                      place.line, place.column);
  };
  Instance instance = blank_instance(kName, n, n);
  for (int r = 0; r < rows; ++r) {
    const RowLiteral& row = board.rows[static_cast<std::size_t>(r)];
    if (r == n) throw not_square(row.open);
    const int count = row.count;
    auto wrong_length = [&](Place place) {
      return InputError(
          "row " + std::to_string(r) + " has " + std::to_string(count) + " cells, expected " + std::to_string(n),
          place.line, place.column);
    };
    for (int c = 0; c < count; ++c) {
      const CellLiteral& cell = row.cells[static_cast<std::size_t>(c)];
      if (c == n) throw wrong_length(place_of(cell));
      instance.givens[static_cast<std::size_t>(instance.index(r, c))] = read_earin_cell(cell, n);
    }
    if (count < n) throw wrong_length(row.close);
  }
  if (rows < n) throw not_square(board.close);
  return instance;
}

constexpr std::string_view kEarinStatement = "BOARDS = [...] as the EARIN solver's in.txt holds it";

// The boards of an in.txt one at a time. A board whose contents are wrong
// is refused and the next one read; a fault in the Python itself leaves no
// way to find the next board, so reading stops there.
class EarinItems final : public ItemStream {
 public:
  explicit EarinItems(LineSource& lines) : in_(lines) {}

  std::optional<ReadItem> next() override {
    if (done_) return std::nullopt;
    std::optional<ReadItem> item;
    try {
      item = advance();
    } catch (const InputError& e) {
      item = ReadItem{std::nullopt, e, e.line()};
      done_ = true;
    }
    if (!item) {
      done_ = true;
      if (any_) return std::nullopt;
      item = empty_input(kEarinStatement);
    }
    any_ = true;
    return item;
  }

 private:
  // Where the reader is in the statements "BOARDS = [board, ...]".
  enum class At { statement, first_board, next_board, after_board, after_list };

  static constexpr std::string_view kCloseList = "the end of the list of boards ']'";

  // The next board, or an empty list's fault, after what comes before it;
  // nullopt at the end of the file.
  std::optional<ReadItem> advance() {
    for (;;) {
      PyToken token = in_.next();
      switch (at_) {
        case At::statement:
          if (token.kind == PyToken::Kind::newline) continue;
          if (token.kind == PyToken::Kind::end) return std::nullopt;
          if (token.kind != PyToken::Kind::name || token.text != "BOARDS")
            throw unexpected(any_ ? "another 'BOARDS = [' or the end of the file" : std::string(kEarinStatement),
                             token);
          if (PyToken equals = in_.next(); !equals.is('=')) throw unexpected("'=' after BOARDS", equals);
          if (PyToken open = in_.next(); !open.is('['))
            throw unexpected("'[' (the list of boards) after 'BOARDS ='", open);
          at_ = At::first_board;
          continue;
        case At::first_board:
        case At::next_board: {
          if (token.is(']')) {
            const bool empty = at_ == At::first_board;
            at_ = At::after_list;
            if (empty)
              return ReadItem{std::nullopt, InputError("expected a board '[' in BOARDS, found ']'", token.line, token.column),
                              token.line};
            continue;
          }
          if (!token.is('['))
            throw unexpected("a board '['" + (at_ == At::first_board ? std::string() : " or " + std::string(kCloseList)),
                             token);
          const BoardLiteral literal = read_board_literal(in_, token);
          at_ = At::after_board;
          return ReadItem::of(literal.open.line, [&] { return board_instance(literal); });
        }
        case At::after_board:
          if (token.is(']')) {
            at_ = At::after_list;
          } else if (token.is(',')) {
            at_ = At::next_board;
          } else {
            throw unexpected("',' or " + std::string(kCloseList) + " after a board", token);
          }
          continue;
        case At::after_list:
          if (token.kind == PyToken::Kind::end) return std::nullopt;
          if (token.kind != PyToken::Kind::newline && !token.is(';'))
            throw unexpected("the end of the line after the list of boards", token);
          at_ = At::statement;
          continue;
      }
    }
  }

  PythonScanner in_;
  At at_ = At::statement;
  bool any_ = false, done_ = false;
};

// "BOARDS = [" then boards, each a list of rows, each a list of strings: '0'
// an empty cell, 'N' a clue. One instance per board; several statements one
// after another are read too (the CLI separates texts by a blank line).
class EarinFormat final : public Format {
 public:
  EarinFormat() : Format("earin", ".txt") {}

  // The first statement assigns BOARDS.
  bool sniff(std::string_view text) const override {
    try {
      TextLines lines(text);
      PythonScanner in(lines);
      PyToken token = in.next();
      while (token.kind == PyToken::Kind::newline) token = in.next();
      return token.kind == PyToken::Kind::name && token.text == "BOARDS" && in.next().is('=');
    } catch (const InputError&) {
      return false;
    }
  }

  std::unique_ptr<ItemStream> stream(LineSource& lines) const override { return std::make_unique<EarinItems>(lines); }

  // As the miniproject's in.txt is written: four spaces a level, one row a
  // line, a comma after every row and board.
  // One file, one BOARDS list: several boards are items of the same list.
  bool one_document() const override { return true; }
  std::string item(const Instance& instance, const WriteOptions&, bool first) const override {
    require_writable(instance);
    require_known_clues(instance, "the EARIN in.txt");
    if (instance.rows != instance.cols)
      throw FormatError("the EARIN in.txt holds square boards only; this grid is " +
                        size_string(instance.rows, instance.cols));
    std::string out = first ? "BOARDS = [\n" : "";
    out += "    [\n";
    for (int r = 0; r < instance.rows; ++r) {
      out += "        [";
      for (int c = 0; c < instance.cols; ++c) {
        if (c > 0) out += ", ";
        const int v = instance.given(r, c);
        out += "'" + (v == kNone ? std::string("0") : std::to_string(v)) + "'";
      }
      out += "],\n";
    }
    return out + "    ],\n";
  }
  std::string closing() const override { return "]\n"; }

  std::string write_text(const Instance& instance, const WriteOptions& options) const override {
    return item(instance, options, true) + closing();
  }
};

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
class TathamFormat final : public Format {
 public:
  TathamFormat() : Format("tatham", ".txt") {}

  // The first ID decides, read as range.c reads it: the bare size, then
  // letters, clues without leading zeros and '_'; and when the size is within
  // the limits, clues within range and exactly W*H cells. So a Light Up ID
  // (its 'B', its 0..4 side by side) is claimed only when it is a Range ID as
  // well, and an Unruly ID (its capitals) never.
  bool sniff(std::string_view text) const override {
    std::optional<TathamId> id = tatham_shape(text);
    if (id && !id->game.empty()) return id->game == kTathamGame;
    if (!id || id->after_size != id->params.size()) return false;
    const std::string_view params = id->params;
    const std::size_t x = params.find('x');
    std::optional<int> width = side_within_limits(params.substr(0, x));
    std::optional<int> height = x == std::string_view::npos ? width : side_within_limits(params.substr(x + 1));
    const bool sized = width && height;
    const long long largest = sized ? largest_clue(*height, *width) : 0;
    long long cells = 0;
    const std::string_view desc = id->desc;
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

  std::unique_ptr<ItemStream> stream(LineSource& lines) const override {
    return stream_tatham(lines, {kTathamGame, kTathamExample, kLimits, read_id});
  }

  // As range.c's encoder writes it: runs of at most 26 empty cells, '_' only
  // between two clues that follow each other.
  std::string write_text(const Instance& instance, const WriteOptions&) const override {
    require_writable(instance);
    require_known_clues(instance, "a Range game ID");
    std::string out = std::to_string(instance.cols) + "x" + std::to_string(instance.rows) + ":";
    int run = 0;
    bool after_clue = false;
    for (int v : instance.givens) {
      if (v == kNone) {
        if (run == 26) {
          out += 'z';
          run = 0;
        }
        ++run;
        continue;
      }
      if (run > 0) {
        out += static_cast<char>('a' - 1 + run);
      } else if (after_clue) {
        out += '_';
      }
      run = 0;
      out += std::to_string(v);
      after_clue = true;
    }
    if (run > 0) out += static_cast<char>('a' - 1 + run);
    return out + "\n";
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
class KuromasuPuzzlink final : public PuzzlinkFormat {
 public:
  KuromasuPuzzlink()
      : PuzzlinkFormat({kPuzzlinkType, kName, kLimits, kNumber16Alphabet,
                        "https://puzz.link/p?kurodoko/5/5/i7g5l2l2g4i"}) {}

 protected:
  Instance read_body(const Line& line, const PuzzlinkUrl& url) const override {
    Instance instance = blank_instance(kName, url.rows, url.cols);
    instance.givens = read_number16_body(line, url, "kurodoko", largest_clue(url.rows, url.cols));
    return instance;
  }

  std::string write_body(const Instance& instance) const override {
    require_writable(instance);
    return write_number16_body(instance.givens);
  }
};

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
    return {&earin_, &tatham_, &puzzlink_, &pzprv3_, &grid_};
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
  EarinFormat earin_;
  TathamFormat tatham_;
  KuromasuPuzzlink puzzlink_;
  KuromasuPzprv3 pzprv3_;
  GridFormat grid_;
};

}  // namespace

const Codec& codec() {
  static const KuromasuCodec instance;
  return instance;
}

}  // namespace pg::kuromasu

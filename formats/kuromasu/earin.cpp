#include "core/single.hpp"
#include "formats/kuromasu/earin.hpp"

#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "core/errors.hpp"
#include "core/text.hpp"
#include "formats/cell_text.hpp"
#include "formats/kuromasu/codec.hpp"

namespace pg::kuromasu {
namespace {

constexpr std::string_view kName = "kuromasu";

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
    token.line = in_.line;
    token.column = in_.column;
    if (!more()) return token;
    const std::size_t start = in_.pos;
    const char c = in_.peek();
    if (c == '\n') {
      in_.advance();
      token.kind = PyToken::Kind::newline;
    } else if (is_name_start(c)) {
      while (!in_.at_end() && is_name_part(in_.peek())) in_.advance();
      token.kind = PyToken::Kind::name;
    } else if (c >= '0' && c <= '9') {
      // Any run of what Python's numbers are made of (1_000, 0x1f, 2.5e3).
      while (!in_.at_end() && (is_name_part(in_.peek()) || in_.peek() == '.')) in_.advance();
      token.kind = PyToken::Kind::number;
    } else if (c == '\'' || c == '"') {
      in_.advance();
      const std::size_t first = in_.pos;
      while (!in_.at_end() && in_.peek() != c && in_.peek() != '\n') {
        // An escaped quote does not end the string; the contents are refused
        // as no cell later.
        if (in_.peek() == '\\' && in_.pos + 1 < in_.text.size() && in_.text[in_.pos + 1] != '\n') in_.advance();
        in_.advance();
      }
      // Only the last line of a file lacks a line break.
      if (in_.at_end() || in_.peek() != c)
        throw InputError(std::string("unterminated string: expected its closing ") + c + " before the end of the " +
                             (in_.at_end() ? "file" : "line"),
                         token.line, token.column);
      token.value = in_.text.substr(first, in_.pos - first);
      in_.advance();
      token.kind = PyToken::Kind::string;
    } else {
      in_.advance();
      token.kind = PyToken::Kind::symbol;
      if (c == '[' || c == '(' || c == '{') ++depth_;
      if ((c == ']' || c == ')' || c == '}') && depth_ > 0) --depth_;
    }
    token.text = in_.text.substr(start, in_.pos - start);
    return token;
  }

 private:
  static bool is_name_start(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_'; }
  static bool is_name_part(char c) { return is_name_start(c) || (c >= '0' && c <= '9'); }

  // Whether a byte is left, reading the next line when this one is done.
  bool more() {
    while (in_.at_end()) {
      std::optional<Line> line = lines_.next();
      if (!line) return false;
      in_ = TextCursor(lines_.raw(), line->number);
    }
    return true;
  }

  void skip() {
    while (more()) {
      const char c = in_.peek();
      if (c == ' ' || c == '\t' || c == '\f' || c == '\r') {
        in_.advance();
      } else if (c == '#') {
        while (!in_.at_end() && in_.peek() != '\n') in_.advance();
      } else if (c == '\\' && in_.text.substr(in_.pos + 1, 1) == "\n") {
        in_.advance();
        in_.advance();
      } else if (c == '\\' && in_.text.substr(in_.pos + 1, 2) == "\r\n") {
        in_.advance();
        in_.advance();
        in_.advance();
      } else if (c == '\n' && depth_ > 0) {
        in_.advance();
      } else {
        return;
      }
    }
  }

  LineSource& lines_;
  TextCursor in_;  // in the line being read, with its line break
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
  std::optional<std::string> cannot_hold(int rows, int cols, const WriteOptions&) const override {
    if (rows == cols) return std::nullopt;
    return "the EARIN in.txt holds square boards only; this grid is " + size_string(rows, cols);
  }
  std::string item(const Instance& instance, const WriteOptions& options, bool first) const override {
    require_writable(instance);
    require_known_clues(instance, "the EARIN in.txt");
    if (std::optional<std::string> fault = cannot_hold(instance.rows, instance.cols, options)) throw FormatError(*fault);
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

}  // namespace

const Format& earin_format() { return single<EarinFormat>(); }

}  // namespace pg::kuromasu

// Line and token scanning with 1-based positions, for readers whose errors
// must name the line and column.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace pg {

struct Line {
  std::string_view text;  // without the line break; a CR before LF is dropped
  int number = 0;         // 1-based
};

struct Token {
  std::string_view text;
  int column = 0;  // 1-based
};

// The UTF-8 byte-order mark some editors put at the start of a file. Every
// reader skips it: it is no character of the text, and a column 1 is the
// first character after it.
inline constexpr std::string_view kByteOrderMark = "\xEF\xBB\xBF";
// `text` without the byte-order mark it starts with, if it does.
std::string_view without_bom(std::string_view text);

// A text's lines; a byte-order mark at its start is skipped.
std::vector<Line> split_lines(std::string_view text);

// Lines one at a time, as split_lines numbers them, for readers that hold
// one instance's lines rather than a whole text (core/files.hpp reads a file
// so). A source may throw InputError for a fault of the text as a whole (a
// line too long); it then throws it again at every call.
class LineSource {
 public:
  virtual ~LineSource() = default;
  // The next line, its text valid until the next call; nullopt after the
  // last.
  virtual std::optional<Line> next() = 0;
  // The bytes of the line next() returned last as the text holds them, with
  // its CR and LF: what a reader of whole texts gathers.
  virtual std::string_view raw() const = 0;
};

// The lines of a text in memory, the first numbered `first_number`; a
// byte-order mark at the start of a text whose first line is line 1 is
// skipped.
class TextLines final : public LineSource {
 public:
  explicit TextLines(std::string_view text, int first_number = 1) : text_(text), number_(first_number) {}
  std::optional<Line> next() override;
  std::string_view raw() const override { return raw_; }
  // Whether next() has found the end of the text.
  bool exhausted() const { return exhausted_; }

 private:
  std::string_view text_;
  std::size_t at_ = 0;
  int number_;
  std::string_view raw_;
  bool exhausted_ = false;
};
// A reader's place in a text it takes a byte at a time: the offset of the
// next byte, and the line and column (1-based) that messages give for it.
struct TextCursor {
  TextCursor() = default;
  // At the start of `text`, which starts line `line`.
  explicit TextCursor(std::string_view text, int line = 1) : text(text), line(line) {}

  std::string_view text;
  std::size_t pos = 0;
  int line = 1;
  int column = 1;

  bool at_end() const { return pos >= text.size(); }
  // The next byte; there must be one.
  char peek() const { return text[pos]; }
  // Past the next byte; past a line break, to column 1 of the next line.
  void advance();
};

// Splits on spaces and tabs.
std::vector<Token> split_tokens(std::string_view line);
bool is_blank(std::string_view line);
// The lines that are not blank, numbered as in the whole text.
std::vector<Line> nonblank_lines(std::string_view text);
// Without leading and trailing spaces and tabs.
std::string_view trim(std::string_view text);

// A character as a message shows it: 'x', or "byte 0x07" when not printable.
std::string describe_char(char c);
// A token as a message shows it, quoted and shortened when long: UTF-8
// characters as they are, other bytes, controls and invisible marks as \xNN.
std::string describe_token(std::string_view token);
// `text` with its control bytes (and DEL) written as C writes them: "\n",
// "\t", "\r", else "\x1b": a file name so shown cannot break a message or a
// label in two, nor send a terminal its escapes.
std::string escape_controls(std::string_view text);
// A name as a message shows it, whole: 'name'.
std::string in_quotes(std::string_view name);
// "16,324,074": a count a reader compares with another at a glance.
std::string with_thousands(std::uint64_t number);

// A decimal integer in [lo, hi]; an InputError naming `what` and the place
// otherwise.
int parse_int(const Token& token, int line, int lo, int hi, std::string_view what);
bool all_digits(std::string_view text);

// "10 columns by 8 rows (80 cells)": Tatham, puzz.link and pddl-generators
// put the width first, the project the rows; words leave no doubt which is
// which.
std::string grid_words(int width, int height);

}  // namespace pg

// puzz.link (pzprjs) URLs, the part every puzzle shares: the query
// "TYPE/COLS/ROWS/BODY" and the runs of empty cells in a body. Each puzzle
// reads and writes the rest of its body itself.
#pragma once

#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "formats/codec.hpp"
#include "core/text.hpp"

namespace pg {

// Where a puzz.link URL's query starts, as pzprjs's parser finds it: after
// the first '?' ("https://puzz.link/p?", "http://pzv.jp/p.html?", any host)
// and the "name=value&" parameters its editor adds ("type=editor&"); the
// whole line when it has no '?'. `column` is 1-based in the line. A prefix
// holding a byte no URL holds (a space, a control byte) is an error there.
struct PuzzlinkQuery {
  std::string_view text;  // "akari/6/6/nekcakbl"; empty for a blank line
  int column = 0;
  std::string error;  // why the line is no URL, at `column`; empty when it is one
};
PuzzlinkQuery puzzlink_query(std::string_view line);

// The types one puzzle answers to, e.g. {"akari", "lightup"}; the first is
// the one written. The editor's "_edit" and "_play" suffixes are accepted.
struct PuzzlinkType {
  std::vector<std::string_view> names;
  bool accepts(std::string_view type) const;
  std::string listed() const;  // "akari or lightup"
};

// Whether the first line that is not blank is "[...?]TYPE/COLS/ROWS[/BODY][/]"
// with a type of `type`, decimal sides and a body within `alphabet`.
bool sniff_puzzlink(std::string_view text, const PuzzlinkType& type, std::string_view alphabet);

struct PuzzlinkUrl {
  int cols = 0;
  int rows = 0;
  std::string_view body;  // without the '/' pzprjs ends some with; empty when the URL stops after the rows
  int body_column = 0;    // 1-based column of the body's first character
};
// The header of one URL; InputError naming the line and column for another
// type, a missing or bad side, or a size outside `limits`.
PuzzlinkUrl read_puzzlink_header(const Line& line, const PuzzlinkType& type, std::string_view puzzle,
                                 const SizeLimits& limits);

// The puzz.link format of one puzzle: one URL per line,
// "https://puzz.link/p?TYPE/COLS/ROWS/BODY", with a '/' after a body that
// ends in a character other than a letter or digit, as pzprjs writes it (so
// that link shorteners keep that character). The puzzle codes the body.
class PuzzlinkFormat : public Format {
 public:
  struct Spec {
    PuzzlinkType type;
    std::string_view puzzle;      // for messages: "lightup"
    SizeLimits limits;
    std::string_view alphabet;    // every character a body may hold
    std::string_view example;     // a URL, for "empty input: expected ..."
  };
  explicit PuzzlinkFormat(Spec spec) : Format("puzzlink", ".txt"), spec_(std::move(spec)) {}

  // The first URL decides: "[...?]TYPE/COLS/ROWS[/BODY]" with a body in the
  // alphabet.
  bool sniff(std::string_view text) const override;
  std::unique_ptr<ItemStream> stream(LineSource& lines) const override;

 protected:
  std::string write_text(const Instance& instance, const WriteOptions& options) const override;
  // The instance a URL's body describes; InputError naming `line` and the
  // column of a character it cannot read.
  virtual Instance read_body(const Line& line, const PuzzlinkUrl& url) const = 0;
  // The body of an instance; FormatError when the instance cannot be written.
  virtual std::string write_body(const Instance& instance) const = 0;

 private:
  Spec spec_;
};

// Builds a body: pieces as the puzzle writes them, and between them runs of
// empty cells, 'g' for one to 'z' for twenty.
class PuzzlinkBody {
 public:
  void empty_cell();
  void piece(std::string_view text);
  std::string finish();

 private:
  void flush();
  std::string text_;
  int run_ = 0;
};

// The run of empty cells a body character stands for (1..20), 0 for any
// other character.
int puzzlink_run(char c);
// What the body's character k stands for, as puzzlink_run(), when `pos` cells
// of the URL's grid are read; InputError at the character when no cell is
// left for it, or when its run passes the last cell. `empty` names a run's
// cells in messages: "empty", "white".
int puzzlink_run_at(const Line& line, const PuzzlinkUrl& url, std::size_t k, long long pos, std::string_view empty);

// pzprjs's encodeNumber16, the body of the puzzles whose clues are numbers in
// cells (Nurikabe, Kurodoko): 0..f a number to 15, '-' and two hex digits to
// 255, '+' and three to 4095 ('=', '%' or '@', '*' and '$' for larger ones),
// '.' a '?' clue, runs g..z of empty cells.
inline constexpr std::string_view kNumber16Alphabet = "0123456789abcdefghijklmnopqrstuvwxyz.-+=%@*$";

// The body of `givens`, row-major, kNone an empty cell, kUnknown '.';
// numbers 1..4095.
std::string write_number16_body(const std::vector<int>& givens);

// The givens a body describes (kNone where empty, kUnknown for '.'), every
// number within 1..`largest`; InputError naming `line` and the column of the
// fault. `type` names the body in messages ("nurikabe").
std::vector<int> read_number16_body(const Line& line, const PuzzlinkUrl& url, std::string_view type, int largest);

// The puzz.link format of a puzzle whose body is encodeNumber16 (Nurikabe,
// Kurodoko), the body named by the type's first name in messages.
class Number16PuzzlinkFormat final : public PuzzlinkFormat {
 public:
  struct Spec {
    PuzzlinkType type;
    std::string_view puzzle;                    // for messages and instances: "nurikabe"
    SizeLimits limits;
    std::string_view example;                   // a URL, for "empty input: expected ..."
    int (*largest)(int rows, int cols);         // the largest number of a rows x cols grid
    void (*check_writable)(const Instance&);    // FormatError for givens no reader takes back
  };
  explicit Number16PuzzlinkFormat(const Spec& spec)
      : PuzzlinkFormat({spec.type, spec.puzzle, spec.limits, kNumber16Alphabet, spec.example}), spec_(spec) {}

 protected:
  Instance read_body(const Line& line, const PuzzlinkUrl& url) const override;
  std::string write_body(const Instance& instance) const override;

 private:
  Spec spec_;
};

}  // namespace pg

// What a puzzle contributes to the formats layer: its text formats (judge
// text first), its solution text, and how its cells appear in JSON.
#pragma once

#include <functional>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/errors.hpp"
#include "core/instance.hpp"
#include "core/limits.hpp"
#include "core/text.hpp"

namespace pg {

// Throws InputError unless rows x cols is within the limits.
void check_size(std::string_view puzzle, int rows, int cols, const SizeLimits& limits, int line = 0,
                int column = 0);

// Throw FormatError unless the instance has one given per cell, or the
// solution one value per cell: what a writer checks before it reads a cell,
// so that an instance made by hand is refused in words rather than read past
// its end.
void require_one_given_per_cell(const Instance& instance);
void require_one_value_per_cell(const Instance& instance, std::span<const int> solution);

// FormatError naming the first cell that holds a '?' clue (kUnknown): what a
// writer of a format that cannot state one checks, so that it refuses the
// instance rather than write a clue it does not have. `format` names the
// format in the message: "the EARIN in.txt".
void require_known_clues(const Instance& instance, std::string_view format);

// A given as the text formats write it: "?" for kUnknown, else the number.
std::string clue_text(int given);

// Choices a format may offer when writing.
struct WriteOptions {
  // The domain name a PDDL problem refers to, and a PDDL domain declares;
  // empty for the puzzle's own name.
  std::string pddl_domain;
};

// A file written beside others: its name (or, for companions, its
// extension) and its text.
struct NamedText {
  std::string name;
  std::string text;
};

// One instance of a text as a reader met it: read, or refused with the
// place and reason, so that one malformed instance does not hide the others.
struct ReadItem {
  std::optional<Instance> instance;
  std::optional<InputError> error;
  int line = 1;  // where it starts in the text

  // `read()`'s instance, or the InputError it raises, as an item.
  template <class Read>
  static ReadItem of(int line, Read&& read) {
    try {
      return {read(), std::nullopt, line};
    } catch (const InputError& e) {
      return {std::nullopt, e, line};
    }
  }
};

// The instances of a text one at a time, in order.
class ItemStream {
 public:
  virtual ~ItemStream() = default;
  // The next instance, read or refused; nullopt after the last. Throws
  // InputError for a fault in the text as a whole that ends it (a line too
  // long to read): the instances before it stand.
  virtual std::optional<ReadItem> next() = 0;
};

// Every item left in `stream`; a fault of the text as a whole is the last.
std::vector<ReadItem> read_all(ItemStream& stream);

// The text of `lines` gathered whole, for readers of one document: at most
// limits::kLargestFile bytes, or InputError at the line that passes it.
struct GatheredText {
  std::string text;
  int first_line = 1;  // the number of its first line: a source may skip a run of blank lines
};
GatheredText gather(LineSource& lines);
// `items` read from a gathered text placed where the text stands.
std::vector<ReadItem> placed(std::vector<ReadItem> items, int first_line);

// One text format of one puzzle (the JSON format is shared by all puzzles).
// A format reads its text in one of two ways and overrides the one it uses:
// instance by instance from lines (stream), or whole (read_items), when its
// text is one document; each has the other by default.
class Format {
 public:
  // `name` as on the command line ("judge", "tatham"); `extension` with the dot.
  Format(std::string_view name, std::string_view extension) : name_(name), extension_(extension) {}
  virtual ~Format() = default;
  std::string_view name() const { return name_; }
  std::string_view extension() const { return extension_; }
  // Cheap: could `text` be in this format? read() decides for certain. The
  // command line gives it the text's first lines (limits::kDecidingLines).
  virtual bool sniff(std::string_view text) const = 0;
  // Every instance in `text`, in order. InputError at the first malformed one.
  std::vector<Instance> read(std::string_view text) const;
  // Every instance in `text`, in order, each read or refused on its own: a
  // reader goes on after a malformed instance when it can tell where the next
  // one starts. Text of no instance at all is one refused item. By default,
  // what stream() gives.
  virtual std::vector<ReadItem> read_items(std::string_view text) const;
  // The same items one at a time from `lines`, which must outlive the
  // stream, holding the lines of one instance at a time. By default the text
  // is gathered whole (see gather) and read by read_items.
  virtual std::unique_ptr<ItemStream> stream(LineSource& lines) const;
  // Whether a text of this format holds exactly one instance (a PDDL
  // problem): several are then written to a directory, never to one stream.
  virtual bool one_instance_per_text() const { return false; }
  // Why this format cannot write a grid of `rows` x `cols` under `options`,
  // whatever it holds (nullopt: it can): known before any work, without
  // writing anything. write() refuses the same with a FormatError.
  virtual std::optional<std::string> cannot_hold(int /*rows*/, int /*cols*/, const WriteOptions& /*options*/) const {
    return std::nullopt;
  }
  // One instance, ending in a newline. FormatError when the format cannot
  // express it.
  std::string write(const Instance& instance, const WriteOptions& options = {}) const {
    if (std::optional<std::string> fault = cannot_hold(instance.rows, instance.cols, options)) throw FormatError(*fault);
    return write_text(instance, options);
  }
  // Several instances in one text, written as they come: `item` gives each
  // its text (`first` for the first), `closing` what ends the text. Most
  // formats put the texts one after another, an empty line between texts of
  // several lines. A format whose file is one document holding a list (the
  // EARIN in.txt: one BOARDS list of boards) says so with one_document() and
  // opens the list before the first item and closes it at the end; its
  // write() of one instance is that list of one.
  virtual bool one_document() const { return false; }
  virtual std::string item(const Instance& instance, const WriteOptions& options, bool first) const;
  virtual std::string closing() const { return {}; }
  // Files that go with each instance written into a directory, named by
  // extension (a PDDL problem's reference plan: "plan").
  virtual std::vector<NamedText> companions(const Instance& /*instance*/, const WriteOptions& /*options*/) const {
    return {};
  }
  // A file that a directory of instances in this format needs once (a PDDL
  // problem's domain: "domain.pddl").
  virtual std::optional<NamedText> directory_file(const WriteOptions& /*options*/) const { return std::nullopt; }

 protected:
  virtual std::string write_text(const Instance& instance, const WriteOptions& options) const = 0;

 private:
  std::string_view name_;
  std::string_view extension_;
};

// The item of a text with no instance at all: "empty input: expected `what`".
ReadItem empty_input(std::string_view what);

// The lines of one instance, kept: a source's lines last only until its next
// line is read.
class HeldLines {
 public:
  void clear();
  void add(const Line& line);
  // The lines added, in order; valid until the next add() or clear().
  const std::vector<Line>& lines();
  std::size_t size() const { return numbers_.size(); }

 private:
  std::vector<std::string> texts_;
  std::vector<int> numbers_;
  std::vector<Line> lines_;
};

// The stream of a text read line by line: each item starts at a line that is
// not blank, and `read` makes it, taking from the source what else it needs;
// after the end of the text nothing, and "empty input: expected `what`" when
// it held no instance. The helpers below give `read` for each way of cutting
// a text into instances.
class LineItems final : public ItemStream {
 public:
  using Read = std::function<ReadItem(LineItems& items, Line first)>;
  LineItems(LineSource& lines, std::string what, Read read)
      : lines_(lines), what_(std::move(what)), read_(std::move(read)) {}

  // Nothing once done; at the end of the text, end(); else what read()
  // makes of the next line that is not blank.
  std::optional<ReadItem> next() override;

  // For `read`: the source's next line, blank or not.
  std::optional<Line> next_line() { return lines_.next(); }
  // For `read`: the next line that is not blank; nullopt at the end of the text.
  std::optional<Line> next_nonblank();
  // For `read`: no item after this one (the end of the text was reached, or
  // nothing after a malformed line can be found).
  void stop() { done_ = true; }

 private:
  // The end of the text: nothing, or empty_input() when no item came before.
  std::optional<ReadItem> end();

  LineSource& lines_;
  std::string what_;
  Read read_;
  bool any_ = false, done_ = false;
};

// For formats with one instance per line: each non-blank line through
// `read_one(line)`; "empty input: expected `what`" when there is none.
template <class ReadOne>
std::unique_ptr<ItemStream> stream_each_line(LineSource& lines, std::string what, ReadOne read_one) {
  return std::make_unique<LineItems>(lines, std::move(what), [read_one = std::move(read_one)](LineItems&, Line line) {
    return ReadItem::of(line.number, [&] { return read_one(line); });
  });
}

// For formats with one instance per block of non-blank lines: each block
// through `read_block(lines, rows)`; "empty input: expected `what`" when there
// is none. A block is `rows` lines long, of which `lines` holds the first
// limits::kLargestSide + 1 at most: a block longer than any grid is refused
// by its length, never held.
template <class ReadBlock>
std::unique_ptr<ItemStream> stream_each_block(LineSource& lines, std::string what, ReadBlock read_block) {
  return std::make_unique<LineItems>(
      lines, std::move(what),
      [read_block = std::move(read_block), held = HeldLines()](LineItems& items, Line first) mutable {
        held.clear();
        int rows = 0;
        std::optional<Line> line = first;
        for (; line && !is_blank(line->text); line = items.next_line()) {
          if (held.size() <= static_cast<std::size_t>(limits::kLargestSide)) held.add(*line);
          ++rows;
        }
        if (!line) items.stop();
        const std::vector<Line>& block = held.lines();
        return ReadItem::of(block.front().number, [&] { return read_block(block, rows); });
      });
}

// For formats with one instance per square grid of a size line "N" and the
// N rows after it (the IST judge texts): each grid through `read_grid(lines,
// first, n)`, `first` the index in `lines` (non-blank lines) of its first
// row, after N is read within `limits`. A malformed grid is refused and the
// next one read, N rows on; a malformed size line leaves no way to find the
// next grid, so reading stops there.
template <class ReadGrid>
std::unique_ptr<ItemStream> stream_each_sized_grid(LineSource& lines, const SizeLimits& limits, ReadGrid read_grid) {
  return std::make_unique<LineItems>(
      lines, "the grid size N on the first line",
      [limits, read_grid = std::move(read_grid), held = HeldLines()](LineItems& items, Line header) mutable {
        const int at = header.number;
        int n = 0;
        try {
          std::vector<Token> tokens = split_tokens(header.text);
          if (tokens.size() != 1)
            throw InputError("expected the grid size N alone on its line, found " + std::to_string(tokens.size()) +
                                 " values",
                             at, tokens[0].column);
          n = parse_int(tokens[0], at, limits.min_side, limits.max_side, "the grid size N");
        } catch (const InputError& e) {
          items.stop();
          return ReadItem{std::nullopt, e, at};
        }
        held.clear();
        held.add(header);
        for (int r = 0; r < n; ++r) {
          std::optional<Line> row = items.next_nonblank();
          if (!row) {
            items.stop();
            break;
          }
          held.add(*row);
        }
        const std::vector<Line>& grid = held.lines();
        return ReadItem::of(at, [&] { return read_grid(grid, 1, n); });
      });
}

// For formats that hold one instance per text: `read_one(text)` as the one
// item.
template <class ReadOne>
std::vector<ReadItem> read_whole(std::string_view text, ReadOne&& read_one) {
  return {ReadItem::of(1, [&] { return read_one(text); })};
}

class Codec {
 public:
  virtual ~Codec() = default;
  virtual std::string_view name() const = 0;   // catalogue name: "takuzu"
  virtual std::string_view title() const = 0;  // for people: "Takuzu (Binairo)"
  virtual SizeLimits limits() const = 0;       // what the readers accept
  // The puzzle's own text formats; the first is the default (the judge text
  // where a judge has one).
  virtual std::vector<const Format*> formats() const = 0;
  // Rule sets the puzzle can be read under, the default first; empty when it
  // has only one.
  virtual std::vector<std::string> rule_sets() const { return {}; }
  const Format* format(std::string_view name) const;

  // The solution as the judge's solver prints it, and back (lenient about
  // whitespace, as students print it).
  virtual std::string write_solution(const Instance& instance, std::span<const int> solution) const = 0;
  virtual std::vector<int> read_solution(const Instance& instance, std::string_view text) const = 0;

  // Cell values in the JSON schema. By default a given or a solution cell is
  // null (kNone) or the integer itself.
  virtual bool valid_given(int value) const = 0;
  virtual bool valid_solution_value(int value) const = 0;
  virtual Json given_to_json(int value) const;
  virtual int given_from_json(const Json& value) const;  // InputError when not valid
  virtual Json solution_to_json(int value) const;
  virtual int solution_from_json(const Json& value) const;
};

}  // namespace pg

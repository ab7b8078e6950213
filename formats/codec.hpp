// What a puzzle contributes to the formats layer: its text formats (judge
// text first), its solution text, and how its cells appear in JSON.
#pragma once

#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/errors.hpp"
#include "core/instance.hpp"
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

// One text format of one puzzle (the JSON format is shared by all puzzles).
class Format {
 public:
  // `name` as on the command line ("judge", "tatham"); `extension` with the dot.
  Format(std::string_view name, std::string_view extension) : name_(name), extension_(extension) {}
  virtual ~Format() = default;
  std::string_view name() const { return name_; }
  std::string_view extension() const { return extension_; }
  // Cheap: could `text` be in this format? read() decides for certain.
  virtual bool sniff(std::string_view text) const = 0;
  // Every instance in `text`, in order. InputError at the first malformed one.
  std::vector<Instance> read(std::string_view text) const;
  // Every instance in `text`, in order, each read or refused on its own: a
  // reader goes on after a malformed instance when it can tell where the next
  // one starts. Text of no instance at all is one refused item.
  virtual std::vector<ReadItem> read_items(std::string_view text) const = 0;
  // Whether a text of this format holds exactly one instance (a PDDL
  // problem): several are then written to a directory, never to one stream.
  virtual bool one_instance_per_text() const { return false; }
  // One instance, ending in a newline. FormatError when the format cannot
  // express it.
  std::string write(const Instance& instance, const WriteOptions& options = {}) const {
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

// For formats with one instance per line: each non-blank line through
// `read_one`; "empty input: expected `what`" when there is none.
template <class ReadOne>
std::vector<ReadItem> read_each_line(std::string_view text, std::string_view what, ReadOne&& read_one) {
  std::vector<ReadItem> items;
  for (const Line& line : split_lines(text))
    if (!is_blank(line.text)) items.push_back(ReadItem::of(line.number, [&] { return read_one(line); }));
  if (items.empty())
    items.push_back({std::nullopt, InputError("empty input: expected " + std::string(what), 1, 1), 1});
  return items;
}

// For formats with one instance per block of non-blank lines: each block
// (its lines [begin, end) of `lines`) through `read_block`; "empty input:
// expected `what`" when there is none.
template <class ReadBlock>
std::vector<ReadItem> read_each_block(std::string_view text, std::string_view what, ReadBlock&& read_block) {
  std::vector<Line> lines = split_lines(text);
  std::size_t end = lines.size();
  while (end > 0 && is_blank(lines[end - 1].text)) --end;
  if (end == 0) return {{std::nullopt, InputError("empty input: expected " + std::string(what), 1, 1), 1}};
  std::vector<ReadItem> items;
  for (std::size_t at = 0; at < end;) {
    if (is_blank(lines[at].text)) {
      ++at;
      continue;
    }
    std::size_t stop = at;
    while (stop < end && !is_blank(lines[stop].text)) ++stop;
    items.push_back(ReadItem::of(lines[at].number, [&] { return read_block(lines, at, stop); }));
    at = stop;
  }
  return items;
}

// For formats with one instance per square grid of a size line "N" and the
// N rows after it (the IST judge texts): each grid through `read_grid(lines,
// first, n)`, `first` the index in `lines` (the non-blank lines) of its first
// row, after N is read within `limits`. A malformed grid is refused and the
// next one read, N rows on; a malformed size line leaves no way to find the
// next grid, so reading stops there.
template <class ReadGrid>
std::vector<ReadItem> read_each_sized_grid(std::string_view text, const SizeLimits& limits, ReadGrid&& read_grid) {
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
      n = parse_int(tokens[0], header.number, limits.min_side, limits.max_side, "the grid size N");
      return read_grid(lines, at + 1, n);
    });
    const bool lost = item.error && n == 0;
    items.push_back(std::move(item));
    if (lost) break;
    at += 1 + static_cast<std::size_t>(n);
  }
  return items;
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

#include "formats/codec.hpp"

#include <algorithm>

#include "core/errors.hpp"
#include "core/files.hpp"
#include "core/limits.hpp"
#include "formats/json.hpp"

namespace pg {

void check_size(std::string_view puzzle, int rows, int cols, const SizeLimits& limits, int line,
                int column) {
  auto side_ok = [&](int side) { return side >= limits.min_side && side <= limits.max_side; };
  if (!side_ok(rows) || !side_ok(cols)) {
    throw InputError(std::string(puzzle) + " size " + size_string(rows, cols) + " is out of range: each side must be between " +
                         std::to_string(limits.min_side) + " and " + std::to_string(limits.max_side),
                     line, column);
  }
  if (limits.square && rows != cols)
    throw InputError(std::string(puzzle) + " grids are square; found " + size_string(rows, cols), line, column);
}

void require_one_given_per_cell(const Instance& instance) {
  if (instance.givens.size() != static_cast<std::size_t>(instance.cells()))
    throw FormatError("the instance has " + std::to_string(instance.givens.size()) + " givens for a " +
                      size_string(instance.rows, instance.cols) + " grid");
}

void require_one_value_per_cell(const Instance& instance, std::span<const int> solution) {
  if (solution.size() != static_cast<std::size_t>(instance.cells()))
    throw FormatError("the solution has " + std::to_string(solution.size()) + " cells for a " +
                      size_string(instance.rows, instance.cols) + " grid");
}

void require_known_clues(const Instance& instance, std::string_view format) {
  for (std::size_t i = 0; i < instance.givens.size(); ++i)
    if (instance.givens[i] == kUnknown)
      throw FormatError("cell " + to_string(instance.cell(static_cast<int>(i))) +
                        " holds a '?' clue (a number whose value is unknown), which " + std::string(format) +
                        " cannot state");
}

std::string clue_text(int given) { return given == kUnknown ? std::string("?") : std::to_string(given); }

std::vector<ReadItem> read_all(ItemStream& stream) {
  std::vector<ReadItem> items;
  try {
    while (std::optional<ReadItem> item = stream.next()) items.push_back(std::move(*item));
  } catch (const InputError& e) {
    items.push_back({std::nullopt, e, e.line()});
  }
  return items;
}

GatheredText gather(LineSource& lines) {
  GatheredText gathered;
  bool first = true;
  while (std::optional<Line> line = lines.next()) {
    if (first) gathered.first_line = line->number;
    first = false;
    const std::string_view raw = lines.raw();
    if (gathered.text.size() + raw.size() > limits::kLargestFile) throw too_large_to_hold(line->number);
    gathered.text += raw;
  }
  return gathered;
}

std::vector<ReadItem> placed(std::vector<ReadItem> items, int first_line) {
  const int shift = first_line - 1;
  if (shift == 0) return items;
  for (ReadItem& item : items) {
    item.line += shift;
    if (item.error && item.error->line() > 0)
      item.error = InputError(item.error->what(), item.error->line() + shift, item.error->column());
  }
  return items;
}

ReadItem empty_input(std::string_view what) {
  return {std::nullopt, InputError("empty input: expected " + std::string(what), 1, 1), 1};
}

std::optional<Line> LineItems::next_nonblank() {
  std::optional<Line> line;
  do line = lines_.next();
  while (line && is_blank(line->text));
  return line;
}

std::optional<ReadItem> LineItems::next() {
  if (done_) return std::nullopt;
  std::optional<Line> line = next_nonblank();
  if (!line) return end();
  any_ = true;
  return read_(*this, std::move(*line));
}

std::optional<ReadItem> LineItems::end() {
  done_ = true;
  if (any_) return std::nullopt;
  return empty_input(what_);
}

void HeldLines::clear() {
  texts_.clear();
  numbers_.clear();
}

void HeldLines::add(const Line& line) {
  texts_.emplace_back(line.text);
  numbers_.push_back(line.number);
}

const std::vector<Line>& HeldLines::lines() {
  lines_.clear();
  for (std::size_t i = 0; i < texts_.size(); ++i) lines_.push_back({texts_[i], numbers_[i]});
  return lines_;
}

namespace {

// The items of a text gathered whole, read when the first is asked for, so
// that a fault in gathering is the stream's.
class GatheredItems final : public ItemStream {
 public:
  GatheredItems(const Format& format, LineSource& lines) : format_(format), lines_(lines) {}
  std::optional<ReadItem> next() override {
    if (!read_) {
      read_ = true;
      GatheredText whole = gather(lines_);
      items_ = placed(format_.read_items(whole.text), whole.first_line);
    }
    if (at_ == items_.size()) return std::nullopt;
    return std::move(items_[at_++]);
  }

 private:
  const Format& format_;
  LineSource& lines_;
  bool read_ = false;
  std::vector<ReadItem> items_;
  std::size_t at_ = 0;
};

}  // namespace

std::vector<ReadItem> Format::read_items(std::string_view text) const {
  TextLines lines(text);
  return read_all(*stream(lines));
}

std::unique_ptr<ItemStream> Format::stream(LineSource& lines) const {
  return std::make_unique<GatheredItems>(*this, lines);
}

std::vector<Instance> Format::read(std::string_view text) const {
  std::vector<Instance> instances;
  for (ReadItem& item : read_items(text)) {
    if (item.error) throw *item.error;
    instances.push_back(std::move(*item.instance));
  }
  return instances;
}

std::string Format::item(const Instance& instance, const WriteOptions& options, bool first) const {
  std::string text = write(instance, options);
  const bool several_lines = std::count(text.begin(), text.end(), '\n') > 1;
  return (!first && several_lines ? "\n" : "") + text;
}

const Format* Codec::format(std::string_view name) const {
  for (const Format* f : formats())
    if (f->name() == name) return f;
  return nullptr;
}

Json Codec::given_to_json(int value) const {
  if (value == kNone) return nullptr;
  if (value == kUnknown) return "?";
  return value;
}

int Codec::given_from_json(const Json& value) const {
  if (value.is_null()) return kNone;
  if (value.is_string() && value.get_ref<const std::string&>() == "?" && valid_given(kUnknown)) return kUnknown;
  std::optional<int> v = small_int(value);
  if (v && *v != kNone && valid_given(*v)) return *v;
  throw InputError("invalid " + std::string(name()) + " given " + describe_json(value));
}

Json Codec::solution_to_json(int value) const { return value == kNone ? Json(nullptr) : Json(value); }

int Codec::solution_from_json(const Json& value) const {
  if (value.is_null() && valid_solution_value(kNone)) return kNone;
  std::optional<int> v = small_int(value);
  if (v && valid_solution_value(*v)) return *v;
  throw InputError("invalid " + std::string(name()) + " solution cell " + describe_json(value));
}

}  // namespace pg

#include "formats/json.hpp"

#include <algorithm>
#include <iterator>
#include <limits>
#include <stdexcept>
#include <variant>

#include "core/errors.hpp"
#include "core/files.hpp"
#include "core/limits.hpp"
#include "core/text.hpp"

namespace pg {
namespace {

// Line and column of a byte offset, for parse errors.
std::pair<int, int> place_of(std::string_view text, std::size_t offset) {
  int line = 1, column = 1;
  for (std::size_t i = 0; i < offset && i < text.size(); ++i) {
    if (text[i] == '\n') {
      ++line;
      column = 1;
    } else {
      ++column;
    }
  }
  return {line, column};
}

// nlohmann quotes what it read ("last read: '...'", "parsing '...'"), which
// may be megabytes of one token: each quotation shortened as the other
// readers show tokens.
std::string shortened(const std::string& message) {
  std::string out;
  std::size_t at = 0;
  for (;;) {
    std::size_t open = message.find('\'', at);
    std::size_t close = open == std::string::npos ? open : message.find('\'', open + 1);
    if (close == std::string::npos) return out + message.substr(at);
    out += message.substr(at, open - at) + describe_token(std::string_view(message).substr(open + 1, close - open - 1));
    at = close + 1;
  }
}

// InputError at the first array or object nested deeper than
// limits::kDeepestNesting, found before nlohmann's parser, which would build
// it, and its dump and copies, which recurse, see it.
void check_depth(std::string_view text, int first_line) {
  int depth = 0, line = first_line, column = 0;
  bool in_string = false, escaped = false;
  for (char c : text) {
    ++column;
    if (c == '\n') {
      ++line;
      column = 0;
    }
    if (in_string) {
      if (escaped) {
        escaped = false;
      } else if (c == '\\') {
        escaped = true;
      } else if (c == '"') {
        in_string = false;
      }
    } else if (c == '"') {
      in_string = true;
    } else if (c == '[' || c == '{') {
      if (++depth > limits::kDeepestNesting)
        throw InputError("JSON nested deeper than " + std::to_string(limits::kDeepestNesting) + " levels", line,
                         column);
    } else if (c == ']' || c == '}') {
      --depth;
    }
  }
}

// Where a value stands in its document: the keys and indices from the root.
using JsonPath = std::vector<std::variant<std::size_t, std::string>>;

// A fault of one value of a document, placed once the document's text is at
// hand (see read_document).
class ValueError : public std::runtime_error {
 public:
  ValueError(const std::string& message, JsonPath path) : std::runtime_error(message), path_(std::move(path)) {}
  const JsonPath& path() const { return path_; }

 private:
  JsonPath path_;
};

// An iterator over a text that records how far the parser has read: nlohmann
// 3.11's SAX events carry no place, so each token's start is found from where
// the parser stood after the token before it.
class CountingIterator {
 public:
  using iterator_category = std::input_iterator_tag;
  using value_type = char;
  using difference_type = std::ptrdiff_t;
  using pointer = const char*;
  using reference = const char&;

  CountingIterator(const char* at, const char** taken) : at_(at), taken_(taken) {}
  reference operator*() const { return *at_; }
  CountingIterator& operator++() {
    *taken_ = ++at_;
    return *this;
  }
  CountingIterator operator++(int) {
    CountingIterator before = *this;
    ++*this;
    return before;
  }
  bool operator==(const CountingIterator& other) const { return at_ == other.at_; }

 private:
  const char* at_;
  const char** taken_;
};

// The start of each token a SAX handler is told of. Between two events the
// parser reads blanks, separators and one token; a number's end is known only
// from the byte after it, which is a blank or a separator too.
class TokenPlaces {
 public:
  explicit TokenPlaces(std::string_view text) : text_(text), taken_(text.data()) {}
  CountingIterator begin() { return {text_.data(), &taken_}; }
  CountingIterator end() { return {text_.data() + text_.size(), &taken_}; }

  // The offset where the token just read starts; each event asks once.
  std::size_t token_start() {
    std::size_t at = previous_;
    if (at == 0 && text_.starts_with(kByteOrderMark)) at = kByteOrderMark.size();
    while (at < text_.size() && std::string_view(" \t\r\n,:").find(text_[at]) != std::string_view::npos) ++at;
    previous_ = static_cast<std::size_t>(taken_ - text_.data());
    return at;
  }

 private:
  std::string_view text_;
  const char* taken_;
  std::size_t previous_ = 0;
};

// Line and column of an offset of a document whose text starts at line
// `first_line`.
InputError placed_error(const std::string& message, std::string_view text, std::size_t offset, int first_line) {
  auto [line, column] = place_of(text, offset);
  return InputError(message, first_line + line - 1, column);
}

// nlohmann's message after its "[json.exception.parse_error.101] parse error
// at ...: " prefix, its quotations shortened.
std::string parse_message(const Json::exception& e) {
  std::string message = e.what();
  if (auto syntax = message.find("syntax error"); syntax != std::string::npos) {
    message = message.substr(syntax);
  } else if (auto bracket = message.find("] "); bracket != std::string::npos) {
    message = message.substr(bracket + 2);
  }
  return "invalid JSON: " + shortened(message);
}

// Builds the document as nlohmann's DOM parser does, refusing a key given
// twice in one object at its place (the DOM parser keeps the last silently).
class DocumentBuilder {
 public:
  DocumentBuilder(std::string_view text, int first_line) : text_(text), first_line_(first_line), places_(text) {}

  Json parse() {
    Json::sax_parse(places_.begin(), places_.end(), this);
    return std::move(root_);
  }

  bool null() { return add(nullptr); }
  bool boolean(bool value) { return add(value); }
  bool number_integer(Json::number_integer_t value) { return add(value); }
  bool number_unsigned(Json::number_unsigned_t value) { return add(value); }
  bool number_float(Json::number_float_t value, const Json::string_t&) { return add(value); }
  bool string(Json::string_t& value) { return add(std::move(value)); }
  bool binary(Json::binary_t& value) { return add(Json::binary(value)); }
  bool start_object(std::size_t) {
    open_.push_back(&place(Json::object()));
    return true;
  }
  bool key(Json::string_t& key) {
    const std::size_t at = places_.token_start();
    if (open_.back()->contains(key))
      throw placed_error("the key " + describe_json(Json(key)) + " is given twice in one object", text_, at,
                         first_line_);
    key_ = std::move(key);
    return true;
  }
  bool end_object() { return close(); }
  bool start_array(std::size_t) {
    open_.push_back(&place(Json::array()));
    return true;
  }
  bool end_array() { return close(); }
  bool parse_error(std::size_t position, const std::string&, const Json::exception& e) {
    throw placed_error(parse_message(e), text_, position > 0 ? position - 1 : 0, first_line_);
  }

 private:
  bool add(Json value) {
    place(std::move(value));
    return true;
  }
  // Where a value goes: the root, the end of the open array, or the open
  // object under the last key. Only the innermost container grows, so the
  // pointers to those around it stay valid.
  Json& place(Json value) {
    places_.token_start();
    if (open_.empty()) {
      root_ = std::move(value);
      return root_;
    }
    Json& container = *open_.back();
    if (container.is_array()) {
      container.push_back(std::move(value));
      return container.back();
    }
    return container[key_] = std::move(value);
  }
  bool close() {
    places_.token_start();
    open_.pop_back();
    return true;
  }

  std::string_view text_;
  int first_line_;
  TokenPlaces places_;
  Json root_;
  std::vector<Json*> open_;
  std::string key_;
};

// Finds where the value at a path starts.
class ValueFinder {
 public:
  ValueFinder(std::string_view text, const JsonPath& target) : places_(text), target_(target) {}

  std::optional<std::size_t> find() {
    try {
      Json::sax_parse(places_.begin(), places_.end(), this);
    } catch (const Json::exception&) {
    }
    return found_;
  }

  bool null() { return value(); }
  bool boolean(bool) { return value(); }
  bool number_integer(Json::number_integer_t) { return value(); }
  bool number_unsigned(Json::number_unsigned_t) { return value(); }
  bool number_float(Json::number_float_t, const Json::string_t&) { return value(); }
  bool string(Json::string_t&) { return value(); }
  bool binary(Json::binary_t&) { return value(); }
  bool start_object(std::size_t) { return open(false); }
  bool key(Json::string_t& key) {
    places_.token_start();
    path_.back() = key;
    return true;
  }
  bool end_object() { return close(); }
  bool start_array(std::size_t) { return open(true); }
  bool end_array() { return close(); }
  bool parse_error(std::size_t, const std::string&, const Json::exception&) { return false; }

 private:
  // Whether to go on: not once the target is found.
  bool value() {
    const std::size_t at = places_.token_start();
    if (!path_.empty() && arrays_.back()) path_.back() = next_index_.back()++;
    if (path_ == target_) found_ = at;
    return !found_;
  }
  bool open(bool array) {
    if (!value()) return false;
    path_.emplace_back();
    arrays_.push_back(array);
    next_index_.push_back(0);
    return true;
  }
  bool close() {
    places_.token_start();
    path_.pop_back();
    arrays_.pop_back();
    next_index_.pop_back();
    return true;
  }

  TokenPlaces places_;
  const JsonPath& target_;
  JsonPath path_;
  std::vector<bool> arrays_;
  std::vector<std::size_t> next_index_;
  std::optional<std::size_t> found_;
};

Json parse_document(std::string_view text, int first_line) {
  check_depth(text, first_line);
  return DocumentBuilder(text, first_line).parse();
}

const Json& member(const Json& document, std::string_view key) {
  auto it = document.find(key);
  if (it == document.end()) throw ValueError("JSON instance lacks \"" + std::string(key) + "\"", {});
  return *it;
}

int side(const Json& document, std::string_view key) {
  const Json& value = member(document, key);
  std::optional<int> side = small_int(value);
  if (!side || *side < 1)
    throw ValueError("\"" + std::string(key) + "\" must be a positive integer, found " + describe_json(value),
                     {std::string(key)});
  return *side;
}

template <class FromJson>
std::vector<int> grid_from_json(const Json& value, const std::string& key, int rows, int cols, FromJson&& from_json) {
  if (!value.is_array() || value.size() != static_cast<std::size_t>(rows))
    throw ValueError("\"" + key + "\" must be an array of " + std::to_string(rows) + " rows", {key});
  std::vector<int> cells;
  cells.reserve(static_cast<std::size_t>(rows) * static_cast<std::size_t>(cols));
  for (std::size_t r = 0; r < static_cast<std::size_t>(rows); ++r) {
    const Json& row = value[r];
    if (!row.is_array() || row.size() != static_cast<std::size_t>(cols))
      throw ValueError("\"" + key + "\" row " + std::to_string(r) + " must be an array of " + std::to_string(cols) +
                           " cells",
                       JsonPath{key, r});
    for (std::size_t c = 0; c < static_cast<std::size_t>(cols); ++c) {
      try {
        cells.push_back(from_json(row[c]));
      } catch (const InputError& e) {
        throw ValueError(std::string(e.what()) + " in \"" + key + "\" at (" + std::to_string(r) + "," +
                             std::to_string(c) + ")",
                         JsonPath{key, r, c});
      }
    }
  }
  return cells;
}

template <class ToJson>
Json grid_to_json(const std::vector<int>& cells, int rows, int cols, ToJson&& to_json) {
  Json grid = Json::array();
  for (int r = 0; r < rows; ++r) {
    Json row = Json::array();
    for (int c = 0; c < cols; ++c) row.push_back(to_json(cells[static_cast<std::size_t>(r * cols + c)]));
    grid.push_back(std::move(row));
  }
  return grid;
}

}  // namespace

std::optional<int> small_int(const Json& value) {
  constexpr long long kLimit = limits::kLargestNumber;
  static_assert(kLimit <= std::numeric_limits<int>::max());
  if (value.is_number_unsigned()) {
    auto v = value.get<std::uint64_t>();
    if (v <= static_cast<std::uint64_t>(kLimit)) return static_cast<int>(v);
  } else if (value.is_number_integer()) {
    auto v = value.get<std::int64_t>();
    if (v >= -kLimit && v <= kLimit) return static_cast<int>(v);
  }
  return std::nullopt;
}

std::string describe_json(const Json& value) {
  std::string text = value.dump();
  if (text.size() > 40) text = text.substr(0, 37) + "...";
  return text;
}

Json instance_to_json(const Instance& instance, const Codec& codec) {
  Json doc = Json::object();
  doc["format"] = kJsonFormatName;
  doc["version"] = kJsonVersion;
  doc["puzzle"] = instance.puzzle;
  doc["rows"] = instance.rows;
  doc["cols"] = instance.cols;
  doc["givens"] = grid_to_json(instance.givens, instance.rows, instance.cols,
                               [&](int v) { return codec.given_to_json(v); });
  if (instance.solution)
    doc["solution"] = grid_to_json(*instance.solution, instance.rows, instance.cols,
                                   [&](int v) { return codec.solution_to_json(v); });
  if (!instance.rules.empty()) doc["rules"] = instance.rules;
  if (instance.difficulty) doc["difficulty"] = to_string(*instance.difficulty);
  if (instance.provenance) {
    doc["generator"] = "puzzlegen " PUZZLEGEN_VERSION;
    doc["seed"] = instance.provenance->seed;
    doc["index"] = instance.provenance->index;
    doc["parameters"] = instance.provenance->parameters;
    doc["statistics"] = instance.provenance->statistics;
  }
  return doc;
}

namespace {

// The instance a document holds; ValueError at the value that is wrong.
Instance read_instance(const Json& doc, const CodecResolver& resolve) {
  if (!doc.is_object()) throw ValueError("a JSON instance must be an object", {});
  const Json& format = member(doc, "format");
  if (format != kJsonFormatName)
    throw ValueError("\"format\" must be \"" + std::string(kJsonFormatName) + "\", found " + describe_json(format),
                     {"format"});
  const Json& version = member(doc, "version");
  if (small_int(version) != kJsonVersion)
    throw ValueError("unsupported JSON version " + describe_json(version) + "; this reader knows version " +
                         std::to_string(kJsonVersion),
                     {"version"});
  const Json& puzzle = member(doc, "puzzle");
  const Codec* codec = puzzle.is_string() ? resolve(puzzle.get<std::string>()) : nullptr;
  if (codec == nullptr) throw ValueError("unknown puzzle " + describe_json(puzzle), {"puzzle"});

  Instance instance;
  instance.puzzle = std::string(codec->name());
  instance.rows = side(doc, "rows");
  instance.cols = side(doc, "cols");
  try {
    check_size(codec->name(), instance.rows, instance.cols, codec->limits());
  } catch (const InputError& e) {
    throw ValueError(e.what(), {"rows"});
  }
  instance.givens = grid_from_json(member(doc, "givens"), "givens", instance.rows, instance.cols,
                                   [&](const Json& v) { return codec->given_from_json(v); });
  if (auto it = doc.find("solution"); it != doc.end() && !it->is_null())
    instance.solution = grid_from_json(*it, "solution", instance.rows, instance.cols,
                                       [&](const Json& v) { return codec->solution_from_json(v); });
  if (auto it = doc.find("rules"); it != doc.end() && !it->is_null()) {
    std::vector<std::string> known = codec->rule_sets();
    if (!it->is_string() || std::find(known.begin(), known.end(), it->get<std::string>()) == known.end())
      throw ValueError("unknown " + instance.puzzle + " rules " + describe_json(*it), {"rules"});
    if (it->get<std::string>() != known.front()) instance.rules = it->get<std::string>();
  }
  if (auto it = doc.find("difficulty"); it != doc.end() && !it->is_null()) {
    auto difficulty = it->is_string() ? parse_difficulty(it->get<std::string>()) : std::nullopt;
    if (!difficulty) throw ValueError("unknown difficulty " + describe_json(*it), {"difficulty"});
    instance.difficulty = difficulty;
  }
  if (auto it = doc.find("seed"); it != doc.end() && it->is_number_unsigned()) {
    Provenance provenance;
    provenance.seed = it->get<std::uint64_t>();
    if (auto index = doc.find("index"); index != doc.end() && index->is_number_unsigned())
      provenance.index = index->get<std::uint64_t>();
    if (auto p = doc.find("parameters"); p != doc.end() && p->is_object()) provenance.parameters = *p;
    if (auto s = doc.find("statistics"); s != doc.end() && s->is_object()) provenance.statistics = *s;
    instance.provenance = std::move(provenance);
  }
  return instance;
}

// The instance of a document's text, which starts at line `first_line`; its
// faults placed at the value that is wrong.
Instance read_document(std::string_view text, int first_line, const CodecResolver& resolve) {
  const Json doc = parse_document(text, first_line);
  try {
    return read_instance(doc, resolve);
  } catch (const ValueError& e) {
    if (std::optional<std::size_t> at = ValueFinder(text, e.path()).find())
      throw placed_error(e.what(), text, *at, first_line);
    throw InputError(e.what(), first_line);
  }
}

}  // namespace

Instance instance_from_json(const Json& doc, const CodecResolver& resolve, int line) {
  try {
    return read_instance(doc, resolve);
  } catch (const ValueError& e) {
    throw InputError(e.what(), line);
  }
}

bool JsonFormat::sniff(std::string_view text) const {
  text = without_bom(text);
  auto start = text.find_first_not_of(" \t\r\n");
  return start != std::string_view::npos && text[start] == '{';
}

namespace {

bool one_document_line(std::string_view line) {
  std::string_view t = trim(line);
  return t.empty() || (t.front() == '{' && t.back() == '}');
}

// The documents of a JSON text: its first lines decide whether it is one
// document or one a line.
class JsonItems final : public ItemStream {
 public:
  JsonItems(const CodecResolver& resolve, LineSource& lines) : resolve_(resolve), lines_(lines) {}

  std::optional<ReadItem> next() override {
    if (!decided_) decide();
    if (document_) {
      std::optional<ReadItem> item = std::move(document_);
      document_.reset();
      return item;
    }
    if (!one_per_line_) return std::nullopt;
    if (at_ < first_lines_.size()) return document_of(first_lines_[at_++]);
    while (std::optional<Line> line = lines_.next())
      if (!is_blank(line->text)) return document_of(*line);
    return std::nullopt;
  }

 private:
  ReadItem document_of(const Line& line) const {
    return ReadItem::of(line.number, [&] {
      return read_document(line.text, line.number, resolve_);
    });
  }

  void decide() {
    decided_ = true;
    std::string text;  // what was read, as it stands
    int first_line = 1;
    bool shaped = true, ended = false;
    // Two documents at least, to tell one a line from one in all.
    while (shaped && (first_.size() < 2 || (first_.size() < static_cast<std::size_t>(limits::kDecidingLines) &&
                                            text.size() < limits::kDecidingBytes))) {
      std::optional<Line> line = lines_.next();
      if (!line) {
        ended = true;
        break;
      }
      if (text.empty()) first_line = line->number;
      text += lines_.raw();
      if (text.size() > limits::kLargestFile) throw too_large_to_hold(line->number);
      shaped = one_document_line(line->text);
      if (!is_blank(line->text)) first_.add(*line);
    }
    one_per_line_ = shaped && first_.size() > 1;
    if (one_per_line_) {
      first_lines_ = first_.lines();
      return;
    }
    // One document: the whole text.
    if (!ended) {
      GatheredText rest = gather(lines_);
      if (text.size() + rest.text.size() > limits::kLargestFile) throw too_large_to_hold(rest.first_line);
      text += rest.text;
    }
    const bool empty = first_.size() == 0;
    document_ = ReadItem::of(1, [&] {
      if (empty) throw InputError("empty input: expected a JSON instance", 1, 1);
      return read_document(text, first_line, resolve_);
    });
  }

  const CodecResolver& resolve_;
  LineSource& lines_;
  bool decided_ = false, one_per_line_ = false;
  HeldLines first_;  // the non-blank lines read to decide
  std::vector<Line> first_lines_;
  std::size_t at_ = 0;
  std::optional<ReadItem> document_;
};

}  // namespace

std::unique_ptr<ItemStream> JsonFormat::stream(LineSource& lines) const {
  return std::make_unique<JsonItems>(resolve_, lines);
}

std::string JsonFormat::write_text(const Instance& instance, const WriteOptions&) const {
  const Codec* codec = resolve_(instance.puzzle);
  if (codec == nullptr) throw FormatError("unknown puzzle '" + instance.puzzle + "'");
  return instance_to_json(instance, *codec).dump() + "\n";
}

}  // namespace pg

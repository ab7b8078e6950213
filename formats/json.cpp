#include "formats/json.hpp"

#include <algorithm>
#include <limits>

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

Json parse_document(std::string_view text, int first_line) {
  check_depth(text, first_line);
  try {
    return Json::parse(text.begin(), text.end());
  } catch (const Json::parse_error& e) {
    auto [line, column] = place_of(text, e.byte > 0 ? e.byte - 1 : 0);
    std::string message = e.what();
    // nlohmann's message starts with "[json.exception.parse_error.101] parse error at ...: ".
    auto colon = message.find("syntax error");
    if (colon != std::string::npos) message = message.substr(colon);
    message = shortened(message);
    throw InputError("invalid JSON: " + message, first_line + line - 1, column);
  } catch (const Json::exception& e) {  // e.g. a number too large for a double
    std::string message = e.what();
    auto bracket = message.find("] ");
    if (bracket != std::string::npos) message = message.substr(bracket + 2);
    message = shortened(message);
    throw InputError("invalid JSON: " + message, first_line);
  }
}

const Json& member(const Json& document, std::string_view key, int line) {
  auto it = document.find(key);
  if (it == document.end()) throw InputError("JSON instance lacks \"" + std::string(key) + "\"", line);
  return *it;
}

int side(const Json& document, std::string_view key, int line) {
  const Json& value = member(document, key, line);
  std::optional<int> side = small_int(value);
  if (!side || *side < 1)
    throw InputError("\"" + std::string(key) + "\" must be a positive integer, found " + describe_json(value), line);
  return *side;
}

template <class FromJson>
std::vector<int> grid_from_json(const Json& value, std::string_view key, int rows, int cols, int line,
                                FromJson&& from_json) {
  if (!value.is_array() || value.size() != static_cast<std::size_t>(rows))
    throw InputError("\"" + std::string(key) + "\" must be an array of " + std::to_string(rows) + " rows", line);
  std::vector<int> cells;
  cells.reserve(static_cast<std::size_t>(rows) * static_cast<std::size_t>(cols));
  for (int r = 0; r < rows; ++r) {
    const Json& row = value[static_cast<std::size_t>(r)];
    if (!row.is_array() || row.size() != static_cast<std::size_t>(cols))
      throw InputError("\"" + std::string(key) + "\" row " + std::to_string(r) + " must be an array of " +
                           std::to_string(cols) + " cells",
                       line);
    for (int c = 0; c < cols; ++c) {
      try {
        cells.push_back(from_json(row[static_cast<std::size_t>(c)]));
      } catch (const InputError& e) {
        throw InputError(std::string(e.what()) + " in \"" + std::string(key) + "\" at (" + std::to_string(r) + "," +
                             std::to_string(c) + ")",
                         line);
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

Instance instance_from_json(const Json& doc, const CodecResolver& resolve, int line) {
  if (!doc.is_object()) throw InputError("a JSON instance must be an object", line);
  const Json& format = member(doc, "format", line);
  if (format != kJsonFormatName)
    throw InputError("\"format\" must be \"" + std::string(kJsonFormatName) + "\", found " + describe_json(format), line);
  const Json& version = member(doc, "version", line);
  if (small_int(version) != kJsonVersion)
    throw InputError("unsupported JSON version " + describe_json(version) + "; this reader knows version " +
                         std::to_string(kJsonVersion),
                     line);
  const Json& puzzle = member(doc, "puzzle", line);
  const Codec* codec = puzzle.is_string() ? resolve(puzzle.get<std::string>()) : nullptr;
  if (codec == nullptr) throw InputError("unknown puzzle " + describe_json(puzzle), line);

  Instance instance;
  instance.puzzle = std::string(codec->name());
  instance.rows = side(doc, "rows", line);
  instance.cols = side(doc, "cols", line);
  check_size(codec->name(), instance.rows, instance.cols, codec->limits(), line);
  instance.givens = grid_from_json(member(doc, "givens", line), "givens", instance.rows, instance.cols, line,
                                   [&](const Json& v) { return codec->given_from_json(v); });
  if (auto it = doc.find("solution"); it != doc.end() && !it->is_null())
    instance.solution = grid_from_json(*it, "solution", instance.rows, instance.cols, line,
                                       [&](const Json& v) { return codec->solution_from_json(v); });
  if (auto it = doc.find("rules"); it != doc.end() && !it->is_null()) {
    std::vector<std::string> known = codec->rule_sets();
    if (!it->is_string() || std::find(known.begin(), known.end(), it->get<std::string>()) == known.end())
      throw InputError("unknown " + instance.puzzle + " rules " + describe_json(*it), line);
    if (it->get<std::string>() != known.front()) instance.rules = it->get<std::string>();
  }
  if (auto it = doc.find("difficulty"); it != doc.end() && !it->is_null()) {
    auto difficulty = it->is_string() ? parse_difficulty(it->get<std::string>()) : std::nullopt;
    if (!difficulty) throw InputError("unknown difficulty " + describe_json(*it), line);
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

bool JsonFormat::sniff(std::string_view text) const {
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
      return instance_from_json(parse_document(line.text, line.number), resolve_, line.number);
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
      return instance_from_json(parse_document(text, first_line), resolve_, 0);
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

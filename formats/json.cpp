#include "formats/json.hpp"

#include <algorithm>

#include "core/errors.hpp"
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

Json parse_document(std::string_view text, int first_line) {
  auto limit_depth = [](int depth, Json::parse_event_t, Json&) {
    if (depth > kJsonMaxDepth)
      throw InputError("JSON nested deeper than " + std::to_string(kJsonMaxDepth) + " levels");
    return true;
  };
  try {
    return Json::parse(text.begin(), text.end(), limit_depth);
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
  constexpr long long kLimit = 1000000;
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

std::vector<ReadItem> JsonFormat::read_items(std::string_view text) const {
  std::vector<ReadItem> items;
  std::vector<Line> lines = split_lines(text);
  auto nonblank = std::count_if(lines.begin(), lines.end(), [](const Line& l) { return !is_blank(l.text); });
  bool one_per_line = nonblank > 1 && std::all_of(lines.begin(), lines.end(), [](const Line& l) {
                        std::string_view t = trim(l.text);
                        return t.empty() || (t.front() == '{' && t.back() == '}');
                      });
  if (one_per_line) {
    for (const Line& line : lines) {
      if (is_blank(line.text)) continue;
      items.push_back(ReadItem::of(line.number, [&] {
        return instance_from_json(parse_document(line.text, line.number), resolve_, line.number);
      }));
    }
  } else {
    items.push_back(ReadItem::of(1, [&] {
      if (nonblank == 0) throw InputError("empty input: expected a JSON instance", 1, 1);
      return instance_from_json(parse_document(text, 1), resolve_, 0);
    }));
  }
  return items;
}

std::string JsonFormat::write_text(const Instance& instance, const WriteOptions&) const {
  const Codec* codec = resolve_(instance.puzzle);
  if (codec == nullptr) throw FormatError("unknown puzzle '" + instance.puzzle + "'");
  return instance_to_json(instance, *codec).dump() + "\n";
}

}  // namespace pg

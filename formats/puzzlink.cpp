#include "formats/puzzlink.hpp"

#include <optional>

#include "core/errors.hpp"
#include "core/instance.hpp"
#include "formats/cell_text.hpp"

namespace pg {

namespace {

// What RFC 3986 lets a URL hold: letters, digits and its punctuation.
bool url_char(char c) {
  constexpr std::string_view kPunctuation = "-._~:/?#[]@!$&'()*+,;=%";
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
         kPunctuation.find(c) != std::string_view::npos;
}

bool word_char(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_'; }

// The length of a leading "name=value&" (as pzprjs's /^(\w+)=(\w+)&/), 0 when
// there is none.
std::size_t parameter_length(std::string_view text) {
  std::size_t k = 0;
  while (k < text.size() && word_char(text[k])) ++k;
  if (k == 0 || k == text.size() || text[k] != '=') return 0;
  const std::size_t value = ++k;
  while (k < text.size() && word_char(text[k])) ++k;
  if (k == value || k == text.size() || text[k] != '&') return 0;
  return k + 1;
}

// The puzzle type of a query's first part, without the editor's suffixes.
std::string_view bare_type(std::string_view type) {
  for (std::string_view suffix : {std::string_view("_edit"), std::string_view("_play")})
    if (type.size() > suffix.size() && type.ends_with(suffix)) return type.substr(0, type.size() - suffix.size());
  return type;
}

}  // namespace

PuzzlinkQuery puzzlink_query(std::string_view line) {
  const auto start = line.find_first_not_of(" \t");
  if (start == std::string_view::npos) return {};
  const std::string_view text = trim(line);
  const auto question = text.find('?');
  if (question == std::string_view::npos) return {text, static_cast<int>(start) + 1, {}};
  for (std::size_t k = 0; k < question; ++k)
    if (!url_char(text[k]))
      return {{}, static_cast<int>(start + k) + 1,
              "expected a URL (letters, digits and -._~:/?#[]@!$&'()*+,;=%) before the '?', found " +
                  describe_char(text[k])};
  std::size_t at = question + 1;
  // pzprjs takes parameters only before the type's '/'.
  if (text.find('/', at) != std::string_view::npos)
    while (std::size_t length = parameter_length(text.substr(at))) at += length;
  return {text.substr(at), static_cast<int>(start + at) + 1, {}};
}

bool PuzzlinkType::accepts(std::string_view type) const {
  type = bare_type(type);
  for (std::string_view name : names)
    if (name == type) return true;
  return false;
}

std::string PuzzlinkType::listed() const {
  std::string out;
  std::size_t i = 0;
  for (std::string_view name : names) {
    if (i > 0) out += i + 1 == names.size() ? " or " : ", ";
    out += name;
    ++i;
  }
  return out;
}

bool sniff_puzzlink(std::string_view text, const PuzzlinkType& type, std::string_view alphabet) {
  for (const Line& line : split_lines(text)) {
    if (is_blank(line.text)) continue;
    const PuzzlinkQuery found = puzzlink_query(line.text);
    if (!found.error.empty()) return false;
    const std::string_view query = found.text;
    auto first = query.find('/');
    if (first == std::string_view::npos || !type.accepts(query.substr(0, first))) return false;
    auto second = query.find('/', first + 1);
    if (second == std::string_view::npos || !all_digits(query.substr(first + 1, second - first - 1))) return false;
    auto third = query.find('/', second + 1);
    std::string_view rows = query.substr(second + 1, third == std::string_view::npos ? third : third - second - 1);
    std::string_view body = third == std::string_view::npos ? std::string_view() : query.substr(third + 1);
    if (body.ends_with('/')) body.remove_suffix(1);
    return all_digits(rows) && body.find_first_not_of(alphabet) == std::string_view::npos;
  }
  return false;
}

PuzzlinkUrl read_puzzlink_header(const Line& line, const PuzzlinkType& type, std::string_view puzzle,
                                 const SizeLimits& limits) {
  const PuzzlinkQuery found = puzzlink_query(line.text);
  if (!found.error.empty()) throw InputError(found.error, line.number, found.column);
  const std::string_view query = found.text;
  const int base = found.column;  // column of query[0]
  std::size_t at = 0;
  // The next '/'-separated part, and its column.
  auto next_part = [&]() -> Token {
    auto slash = query.find('/', at);
    std::size_t end = slash == std::string_view::npos ? query.size() : slash;
    Token part{query.substr(at, end - at), base + static_cast<int>(at)};
    at = slash == std::string_view::npos ? query.size() + 1 : slash + 1;
    return part;
  };
  Token name = next_part();
  if (name.text.starts_with("pzprv3"))
    throw InputError("this URL holds a pzprv3 file, not a puzz.link body: read it with --format pzprv3", line.number,
                     name.column);
  if (!type.accepts(name.text))
    throw InputError("expected a puzz.link URL of type " + type.listed() + ", found " + describe_token(name.text),
                     line.number, name.column);
  auto side = [&](std::string_view what) {
    if (at > query.size())
      throw InputError("expected " + std::string(what) + ", found the end of the line", line.number,
                       base + static_cast<int>(query.size()));
    return parse_int(next_part(), line.number, limits.min_side, limits.max_side, what);
  };
  PuzzlinkUrl url;
  url.cols = side("the number of columns");
  url.rows = side("the number of rows");
  check_size(puzzle, url.rows, url.cols, limits, line.number, name.column);
  std::size_t body = std::min(at, query.size());
  url.body = query.substr(body);
  // pzprjs drops one empty part at the end, the '/' it writes after a body
  // ending in a character other than a letter or digit.
  if (url.body.ends_with('/')) url.body.remove_suffix(1);
  url.body_column = base + static_cast<int>(body);
  return url;
}

bool PuzzlinkFormat::sniff(std::string_view text) const { return sniff_puzzlink(text, spec_.type, spec_.alphabet); }

std::unique_ptr<ItemStream> PuzzlinkFormat::stream(LineSource& lines) const {
  return stream_each_line(lines, "a puzz.link URL such as " + std::string(spec_.example), [this](const Line& line) {
    return read_body(line, read_puzzlink_header(line, spec_.type, spec_.puzzle, spec_.limits));
  });
}

std::string PuzzlinkFormat::write_text(const Instance& instance, const WriteOptions&) const {
  std::string url = "https://puzz.link/p?" + std::string(spec_.type.names.front()) + "/" +
                    std::to_string(instance.cols) + "/" + std::to_string(instance.rows) + "/" + write_body(instance);
  if (!word_char(url.back()) || url.back() == '_') url += '/';
  return url + "\n";
}

void PuzzlinkBody::empty_cell() {
  if (++run_ == 20) flush();
}

void PuzzlinkBody::piece(std::string_view text) {
  flush();
  text_ += text;
}

std::string PuzzlinkBody::finish() {
  flush();
  return std::move(text_);
}

void PuzzlinkBody::flush() {
  if (run_ > 0) text_ += static_cast<char>('g' + run_ - 1);
  run_ = 0;
}

int puzzlink_run(char c) { return c >= 'g' && c <= 'z' ? c - 'g' + 1 : 0; }

int puzzlink_run_at(const Line& line, const PuzzlinkUrl& url, std::size_t k, long long pos, std::string_view empty) {
  const char c = url.body[k];
  const int column = url.body_column + static_cast<int>(k);
  const long long cells = static_cast<long long>(url.cols) * url.rows;
  if (pos >= cells)
    throw InputError("expected the end of the URL after the last cell of " + grid_words(url.cols, url.rows) +
                         ", found " + describe_char(c),
                     line.number, column);
  const int run = puzzlink_run(c);
  if (run > 0 && pos + run > cells)
    throw InputError("expected at most " + std::to_string(cells - pos) + " more " + std::string(empty) + " cells in " +
                         grid_words(url.cols, url.rows) + ", found a run of " + std::to_string(run) + " (" +
                         describe_char(c) + ")",
                     line.number, column);
  return run;
}

namespace {

constexpr std::string_view kHexDigits = "0123456789abcdef";

std::optional<int> hex_value(char c) {
  auto at = kHexDigits.find(c);
  if (at == std::string_view::npos) return std::nullopt;
  return static_cast<int>(at);
}

std::string hex(int value) {
  std::string digits;
  do {
    digits.insert(digits.begin(), kHexDigits[static_cast<std::size_t>(value % 16)]);
    value /= 16;
  } while (value > 0);
  return digits;
}

}  // namespace

// Numbers stop at 3600 (a 60x60 Nurikabe), so pzprjs's '=' and '%' prefixes
// for 4096 and up are never written.
std::string write_number16_body(const std::vector<int>& givens) {
  PuzzlinkBody body;
  for (int v : givens) {
    if (v == kNone) {
      body.empty_cell();
    } else if (v == kUnknown) {
      body.piece(".");
    } else {
      body.piece(v < 16 ? hex(v) : v < 256 ? "-" + hex(v) : "+" + hex(v));
    }
  }
  return body.finish();
}

std::vector<int> read_number16_body(const Line& line, const PuzzlinkUrl& url, std::string_view type, int largest) {
  const int cols = url.cols, rows = url.rows;
  const std::string_view query = url.body;
  const int base = url.body_column;  // column of query[0]
  const int cells = cols * rows;
  std::vector<int> givens(static_cast<std::size_t>(cells), kNone);
  int pos = 0;
  std::size_t k = 0;
  while (k < query.size()) {
    const char c = query[k];
    const int column = base + static_cast<int>(k);
    if (const int run = puzzlink_run_at(line, url, k, pos, "empty"); run > 0) {
      pos += run;
      ++k;
      continue;
    }
    if (c == '.') {
      givens[static_cast<std::size_t>(pos)] = kUnknown;
      ++pos;
      ++k;
      continue;
    }
    // A number: one hex digit, or a prefix and that many hex digits. pzprjs
    // writes '=', '%' or '@', '*' and '$' only for numbers beyond any grid
    // within the limits; they are read so that the error says so.
    int digits = 3, add = 0;
    if (c == '-') {
      digits = 2;
    } else if (c == '=') {
      add = 4096;
    } else if (c == '%' || c == '@') {
      add = 8192;
    } else if (c == '*') {
      digits = 4;
      add = 12240;
    } else if (c == '$') {
      digits = 5;
      add = 77776;
    } else if (c != '+') {
      if (!hex_value(c))
        throw InputError("expected 0..9 or a..f (a number), '-' or '+' (a longer number), '.' (a '?' clue) or g..z "
                         "(empty cells) in the " +
                             std::string(type) + " body, found " + describe_char(c),
                         line.number, column);
      digits = 1;
    }
    const std::size_t first = digits == 1 ? k : k + 1;
    int value = 0;
    for (int d = 0; d < digits; ++d) {
      const std::size_t i = first + static_cast<std::size_t>(d);
      std::optional<int> digit = i < query.size() ? hex_value(query[i]) : std::nullopt;
      if (!digit)
        throw InputError("expected " + std::to_string(digits) + " hex digits 0..9, a..f after " + describe_char(c) +
                             ", found " + (i < query.size() ? describe_char(query[i]) : "the end of the line"),
                         line.number, base + static_cast<int>(i));
      value = value * 16 + *digit;
    }
    value += add;
    const std::size_t next = first + static_cast<std::size_t>(digits);
    if (value < 1 || value > largest)
      throw InputError("a number in " + grid_words(cols, rows) + " must be between 1 and " + std::to_string(largest) +
                           ", found " + std::to_string(value) + " (" + describe_token(query.substr(k, next - k)) + ")",
                       line.number, column);
    givens[static_cast<std::size_t>(pos)] = value;
    ++pos;
    k = next;
  }
  // pzprjs stops decoding where the body ends: the cells left are empty.
  return givens;
}

Instance Number16PuzzlinkFormat::read_body(const Line& line, const PuzzlinkUrl& url) const {
  Instance instance = blank_instance(spec_.puzzle, url.rows, url.cols);
  instance.givens = read_number16_body(line, url, spec_.type.names.front(), spec_.largest(url.rows, url.cols));
  return instance;
}

std::string Number16PuzzlinkFormat::write_body(const Instance& instance) const {
  spec_.check_writable(instance);
  return write_number16_body(instance.givens);
}

}  // namespace pg

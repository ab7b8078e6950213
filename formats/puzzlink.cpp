#include "formats/puzzlink.hpp"

#include <optional>

#include "core/errors.hpp"
#include "core/instance.hpp"

namespace pg {

std::pair<std::string_view, std::size_t> puzzlink_query(std::string_view line) {
  auto start = line.find_first_not_of(" \t");
  if (start == std::string_view::npos) return {{}, std::string_view::npos};
  std::string_view text = trim(line);
  auto question = text.find('?');
  std::size_t offset = question == std::string_view::npos ? 0 : question + 1;
  return {text.substr(offset), start + offset};
}

bool PuzzlinkType::accepts(std::string_view type) const {
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
    std::string_view query = puzzlink_query(line.text).first;
    auto first = query.find('/');
    if (first == std::string_view::npos || !type.accepts(query.substr(0, first))) return false;
    auto second = query.find('/', first + 1);
    if (second == std::string_view::npos || !all_digits(query.substr(first + 1, second - first - 1))) return false;
    auto third = query.find('/', second + 1);
    std::string_view rows = query.substr(second + 1, third == std::string_view::npos ? third : third - second - 1);
    std::string_view body = third == std::string_view::npos ? std::string_view() : query.substr(third + 1);
    return all_digits(rows) && body.find_first_not_of(alphabet) == std::string_view::npos;
  }
  return false;
}

PuzzlinkUrl read_puzzlink_header(const Line& line, const PuzzlinkType& type, std::string_view puzzle,
                                 const SizeLimits& limits) {
  // Not a structured binding: clang 14 cannot capture one in a lambda.
  const auto found = puzzlink_query(line.text);
  const std::string_view query = found.first;
  const int base = static_cast<int>(found.second) + 1;  // column of query[0]
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
  std::string body = write_body(instance);
  return "https://puzz.link/p?" + std::string(*spec_.type.names.begin()) + "/" + std::to_string(instance.cols) + "/" +
         std::to_string(instance.rows) + "/" + body + "\n";
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
    } else {
      body.piece(v < 16 ? hex(v) : v < 256 ? "-" + hex(v) : "+" + hex(v));
    }
  }
  return body.finish();
}

std::vector<int> read_number16_body(const Line& line, const PuzzlinkUrl& url, std::string_view type,
                                    std::string_view title, int largest) {
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
    if (pos >= cells)
      throw InputError("expected the end of the URL after the last cell of " + grid_words(cols, rows) + ", found " +
                           describe_char(c),
                       line.number, column);
    if (const int run = puzzlink_run(c); run > 0) {
      if (pos + run > cells)
        throw InputError("expected at most " + std::to_string(cells - pos) + " more empty cells in " +
                             grid_words(cols, rows) + ", found a run of " + std::to_string(run) + " (" +
                             describe_char(c) + ")",
                         line.number, column);
      pos += run;
      ++k;
      continue;
    }
    if (c == '.')
      throw InputError("expected a number, found '.' (a '?' clue): every " + std::string(title) +
                           " number must be known",
                       line.number, column);
    // A number: one hex digit, or a prefix and that many hex digits. pzprjs
    // writes '=' and '%' (plus 4096 and 8192) only for numbers beyond any
    // grid within the limits; they are read so that the error says so.
    int digits = 3, add = 0;
    if (c == '-') {
      digits = 2;
    } else if (c == '=') {
      add = 4096;
    } else if (c == '%') {
      add = 8192;
    } else if (c != '+') {
      if (!hex_value(c))
        throw InputError("expected 0..9 or a..f (a number), '-' or '+' (a longer number) or g..z (empty cells) in "
                         "the " +
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

}  // namespace pg

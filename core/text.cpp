#include "core/text.hpp"

#include <charconv>
#include <cstdio>

#include "core/errors.hpp"

namespace pg {

std::string_view without_bom(std::string_view text) {
  if (text.starts_with(kByteOrderMark)) text.remove_prefix(kByteOrderMark.size());
  return text;
}

std::vector<Line> split_lines(std::string_view text) {
  text = without_bom(text);
  std::vector<Line> lines;
  int number = 1;
  std::size_t start = 0;
  while (start < text.size()) {
    std::size_t end = text.find('\n', start);
    std::size_t next = end == std::string_view::npos ? text.size() : end + 1;
    if (end == std::string_view::npos) end = text.size();
    std::string_view line = text.substr(start, end - start);
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    lines.push_back({line, number++});
    start = next;
  }
  return lines;
}

std::optional<Line> TextLines::next() {
  if (at_ == 0 && number_ == 1 && text_.starts_with(kByteOrderMark)) at_ = kByteOrderMark.size();
  if (at_ >= text_.size()) {
    exhausted_ = true;
    raw_ = {};
    return std::nullopt;
  }
  std::size_t end = text_.find('\n', at_);
  const std::size_t next = end == std::string_view::npos ? text_.size() : end + 1;
  raw_ = text_.substr(at_, next - at_);
  std::string_view line = text_.substr(at_, (end == std::string_view::npos ? text_.size() : end) - at_);
  if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
  at_ = next;
  return Line{line, number_++};
}

void TextCursor::advance() {
  if (text[pos] == '\n') {
    ++line;
    column = 1;
  } else {
    ++column;
  }
  ++pos;
}

std::vector<Token> split_tokens(std::string_view line) {
  std::vector<Token> tokens;
  std::size_t i = 0;
  while (i < line.size()) {
    if (line[i] == ' ' || line[i] == '\t') {
      ++i;
      continue;
    }
    std::size_t start = i;
    while (i < line.size() && line[i] != ' ' && line[i] != '\t') ++i;
    tokens.push_back({line.substr(start, i - start), static_cast<int>(start) + 1});
  }
  return tokens;
}

bool is_blank(std::string_view line) {
  return line.find_first_not_of(" \t\r") == std::string_view::npos;
}

std::vector<Line> nonblank_lines(std::string_view text) {
  std::vector<Line> lines;
  for (const Line& line : split_lines(text))
    if (!is_blank(line.text)) lines.push_back(line);
  return lines;
}

std::string_view trim(std::string_view text) {
  auto first = text.find_first_not_of(" \t");
  if (first == std::string_view::npos) return {};
  auto last = text.find_last_not_of(" \t");
  return text.substr(first, last - first + 1);
}

std::string describe_char(char c) {
  auto u = static_cast<unsigned char>(c);
  if (u >= 0x20 && u < 0x7f) return std::string("'") + c + "'";
  char buffer[16];
  std::snprintf(buffer, sizeof buffer, "byte 0x%02x", u);
  return buffer;
}

namespace {

// The length of the UTF-8 sequence of a character other than a control that
// starts `text`; 0 when it does not start with one.
std::size_t utf8_character(std::string_view text) {
  const auto lead = static_cast<unsigned char>(text[0]);
  const std::size_t length = lead < 0x80 ? 1 : (lead & 0xE0) == 0xC0 ? 2 : (lead & 0xF0) == 0xE0 ? 3 : (lead & 0xF8) == 0xF0 ? 4 : 0;
  if (length == 0 || length > text.size()) return 0;
  char32_t code = length == 1 ? lead : lead & (0x7F >> length);
  for (std::size_t i = 1; i < length; ++i) {
    const auto next = static_cast<unsigned char>(text[i]);
    if ((next & 0xC0) != 0x80) return 0;
    code = (code << 6) | (next & 0x3F);
  }
  static constexpr char32_t kSmallest[] = {0, 0, 0x80, 0x800, 0x10000};
  if (code < kSmallest[length] || code > 0x10FFFF || (code >= 0xD800 && code <= 0xDFFF)) return 0;
  if (code < 0x20 || (code >= 0x7F && code < 0xA0)) return 0;  // controls, C0 and C1
  // Invisible marks and direction overrides, which would hide or reorder
  // what a message shows.
  if ((code >= 0x200B && code <= 0x200F) || (code >= 0x2028 && code <= 0x202E) || (code >= 0x2060 && code <= 0x206F) ||
      code == 0xFEFF)
    return 0;
  return length;
}

}  // namespace

std::string describe_token(std::string_view token) {
  constexpr int kShown = 20;  // characters
  std::string shown;
  int characters = 0;
  std::size_t at = 0;
  for (; at < token.size() && characters < kShown; ++characters) {
    if (const std::size_t length = utf8_character(token.substr(at))) {
      shown.append(token.substr(at, length));
      at += length;
    } else {
      char escaped[8];
      std::snprintf(escaped, sizeof escaped, "\\x%02x", static_cast<unsigned char>(token[at]));
      shown += escaped;
      ++at;
    }
  }
  if (at < token.size()) shown += "...";
  return "'" + shown + "'";
}

std::string escape_controls(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  for (char c : text) {
    const auto u = static_cast<unsigned char>(c);
    if (u >= 0x20 && u != 0x7f) {
      out += c;
    } else if (c == '\n') {
      out += "\\n";
    } else if (c == '\t') {
      out += "\\t";
    } else if (c == '\r') {
      out += "\\r";
    } else {
      char buffer[8];
      std::snprintf(buffer, sizeof buffer, "\\x%02x", u);
      out += buffer;
    }
  }
  return out;
}

std::string in_quotes(std::string_view name) { return "'" + std::string(name) + "'"; }

std::string with_thousands(std::uint64_t number) {
  std::string digits = std::to_string(number);
  for (std::size_t at = digits.size(); at > 3; at -= 3) digits.insert(at - 3, ",");
  return digits;
}

int parse_int(const Token& token, int line, int lo, int hi, std::string_view what) {
  long long value = 0;
  const char* first = token.text.data();
  const char* last = first + token.text.size();
  auto [end, error] = std::from_chars(first, last, value);
  if (end != last || token.text.empty()) {
    throw InputError("expected " + std::string(what) + ", found " + describe_token(token.text), line,
                     token.column);
  }
  if (error == std::errc::result_out_of_range || value < lo || value > hi) {
    throw InputError(std::string(what) + " must be between " + std::to_string(lo) + " and " +
                         std::to_string(hi) + ", found " + describe_token(token.text),
                     line, token.column);
  }
  return static_cast<int>(value);
}

bool all_digits(std::string_view text) {
  return !text.empty() && text.find_first_not_of("0123456789") == std::string_view::npos;
}

std::string grid_words(int width, int height) {
  return std::to_string(width) + " columns by " + std::to_string(height) + " rows (" + std::to_string(width * height) +
         " cells)";
}

}  // namespace pg

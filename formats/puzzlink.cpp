#include "formats/puzzlink.hpp"

#include "core/errors.hpp"

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
  auto [query, offset] = puzzlink_query(line.text);
  const int base = static_cast<int>(offset) + 1;  // column of query[0]
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

std::vector<ReadItem> PuzzlinkFormat::read_items(std::string_view text) const {
  return read_each_line(text, "a puzz.link URL such as " + std::string(spec_.example), [&](const Line& line) {
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

}  // namespace pg

#include "formats/pzprv3.hpp"

#include <optional>

#include "core/errors.hpp"
#include "core/text.hpp"
#include "formats/cell_text.hpp"

namespace pg {

// One line of a file as pzprjs splits it: a line of the text, or a piece of
// a one-line file between two '/'. `columns[k]` is where text[k] stands in
// its line (a percent-escape's '%' for the byte it stands for).
struct Pzprv3Format::Part {
  std::string text;
  int line = 0;
  std::vector<int> columns;
  int end_column = 1;  // just after the part

  int column(std::size_t k) const { return k < columns.size() ? columns[k] : end_column; }
  int first_column() const {
    const auto k = text.find_first_not_of(" \t");
    return column(k == std::string::npos ? text.size() : k);
  }
};

namespace {

constexpr std::string_view kExample = "a pzprv3 file: the line 'pzprv3', the puzzle's type, the rows, the columns, then the board";

// The length of "pzprv3" or "pzprv3.N" at the start of `text`, 0 when it
// does not start so.
std::size_t magic_length(std::string_view text) {
  constexpr std::string_view kMagic = "pzprv3";
  if (!text.starts_with(kMagic)) return 0;
  std::size_t k = kMagic.size();
  if (k < text.size() && text[k] == '.') {
    std::size_t digits = k + 1;
    while (digits < text.size() && text[digits] >= '0' && text[digits] <= '9') ++digits;
    if (digits > k + 1) k = digits;
  }
  return k;
}

// Whether a line starts a file of the multi-line form.
bool starts_file(std::string_view line) {
  const std::string_view text = trim(line);
  return magic_length(text) > 0;
}

// The query of a line holding a whole file ("pzprv3/TYPE/..." or a URL
// "...?pzprv3/TYPE/..."), nullopt for a line of another kind.
std::optional<PuzzlinkQuery> one_line_file(std::string_view line) {
  PuzzlinkQuery query = puzzlink_query(line);
  if (!query.error.empty()) return query;  // a URL with a bad prefix: the reader says why
  const std::size_t magic = magic_length(query.text);
  if (magic == 0 || magic >= query.text.size() || query.text[magic] != '/') return std::nullopt;
  return query;
}

std::optional<int> hex_digit(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return std::nullopt;
}

}  // namespace

bool Pzprv3Format::sniff(std::string_view text) const {
  std::vector<Line> lines = nonblank_lines(text);
  if (lines.empty()) return false;
  if (std::optional<PuzzlinkQuery> query = one_line_file(lines[0].text)) {
    if (!query->error.empty()) return false;
    std::string_view rest = query->text.substr(magic_length(query->text) + 1);
    return spec_.type.accepts(rest.substr(0, rest.find('/')));
  }
  const std::string_view head = trim(lines[0].text);
  return magic_length(head) == head.size() && lines.size() > 1 && spec_.type.accepts(trim(lines[1].text));
}

std::vector<ReadItem> Pzprv3Format::read_items(std::string_view text) const {
  const std::vector<Line> lines = split_lines(text);
  std::vector<ReadItem> items;
  auto whole = [](const Line& line) {
    Part part{std::string(line.text), line.number, {}, static_cast<int>(line.text.size()) + 1};
    for (std::size_t k = 0; k < line.text.size(); ++k) part.columns.push_back(static_cast<int>(k) + 1);
    return part;
  };
  std::size_t k = 0;
  while (k < lines.size()) {
    const Line& line = lines[k];
    if (is_blank(line.text)) {
      ++k;
      continue;
    }
    if (std::optional<PuzzlinkQuery> query = one_line_file(line.text)) {
      items.push_back(ReadItem::of(line.number, [&] {
        if (!query->error.empty()) throw InputError(query->error, line.number, query->column);
        // pzprjs percent-decodes a URL's query; a file on one line it reads as it is.
        const bool url = trim(line.text).find('?') != std::string_view::npos;
        std::vector<Part> parts(1, Part{{}, line.number, {}, 0});
        const std::string_view q = query->text;
        for (std::size_t i = 0; i < q.size(); ++i) {
          const int column = query->column + static_cast<int>(i);
          char c = q[i];
          if (url && c == '%') {
            std::optional<int> high = i + 1 < q.size() ? hex_digit(q[i + 1]) : std::nullopt;
            std::optional<int> low = i + 2 < q.size() ? hex_digit(q[i + 2]) : std::nullopt;
            if (!high || !low)
              throw InputError("expected two hex digits after '%' in the URL, found " +
                                   describe_token(q.substr(i + 1, 2)),
                               line.number, column);
            c = static_cast<char>(*high * 16 + *low);
            i += 2;
          }
          if (c == '/') {
            parts.back().end_column = column;
            parts.push_back(Part{{}, line.number, {}, 0});
            continue;
          }
          parts.back().text += c;
          parts.back().columns.push_back(column);
        }
        parts.back().end_column = query->column + static_cast<int>(q.size());
        return read_file(parts);
      }));
      ++k;
      continue;
    }
    std::vector<Part> parts{whole(line)};
    for (++k; k < lines.size() && !starts_file(lines[k].text); ++k)
      if (!is_blank(lines[k].text)) parts.push_back(whole(lines[k]));
    items.push_back(ReadItem::of(line.number, [&] { return read_file(parts); }));
  }
  if (items.empty()) items.push_back(empty_input(kExample));
  return items;
}

Instance Pzprv3Format::read_file(const std::vector<Part>& parts) const {
  std::size_t at = 0;
  auto next = [&](const std::string& what) -> const Part& {
    if (at < parts.size()) return parts[at++];
    const Part& last = parts.back();
    throw InputError("expected " + what + ", found the end of the file", last.line, last.end_column);
  };
  auto unexpected = [](const Part& part, const std::string& what) {
    return InputError("expected " + what + ", found " + describe_token(trim(part.text)), part.line,
                      part.first_column());
  };
  const Part& head = next("'pzprv3'");
  const std::string_view magic = trim(head.text);
  if (magic.starts_with("v:"))
    throw InputError("this file is of a pzprjs variant (" + describe_token(magic) + "); " +
                         std::string(spec_.puzzle) + " has none",
                     head.line, head.first_column());
  if (magic_length(magic) == 0 || magic_length(magic) != magic.size()) throw unexpected(head, "'pzprv3'");
  const Part& type = next("the puzzle's type");
  if (!spec_.type.accepts(trim(type.text)))
    throw unexpected(type, "a pzprv3 file of type " + spec_.type.listed());
  auto side = [&](const Part& part, const std::string& what) {
    return parse_int(Token{trim(part.text), part.first_column()}, part.line, spec_.limits.min_side,
                     spec_.limits.max_side, what);
  };
  const int rows = side(next("the number of rows"), "the number of rows");
  const Part& cols_part = next("the number of columns");
  const int cols = side(cols_part, "the number of columns");
  check_size(spec_.puzzle, rows, cols, spec_.limits, cols_part.line, cols_part.first_column());

  Instance instance = blank_instance(spec_.puzzle, rows, cols);
  // Each board: `rows` lines of `cols` items, each read by `read`.
  auto board = [&](std::string_view name, auto read) {
    for (int r = 0; r < rows; ++r) {
      const std::string row_words = "row " + std::to_string(r + 1) + " of " + std::string(name);
      const Part& part = next(row_words);
      // Columns of the part's text, placed where each item stands in its line.
      std::vector<Token> items = split_tokens(part.text);
      for (Token& item : items) item.column = part.column(static_cast<std::size_t>(item.column - 1));
      if (items.size() < static_cast<std::size_t>(cols))
        throw InputError("expected " + std::to_string(cols) + " cells in " + row_words + ", found " +
                             std::to_string(items.size()),
                         part.line, part.end_column);
      if (items.size() > static_cast<std::size_t>(cols))
        throw InputError("expected the end of " + row_words + " after " + std::to_string(cols) + " cells, found " +
                             describe(items[static_cast<std::size_t>(cols)]),
                         part.line, items[static_cast<std::size_t>(cols)].column);
      for (int c = 0; c < cols; ++c) read(r, c, items[static_cast<std::size_t>(c)], part.line);
    }
  };
  board("the board", [&](int r, int c, const Token& item, int line) {
    instance.givens[static_cast<std::size_t>(instance.index(r, c))] =
        read_cell(item.text, rows, cols, line, item.column);
  });
  for (int b = 0; b < spec_.answer_boards; ++b)
    board("the answer board", [&](int, int, const Token& item, int line) {
      if (item.text != "#" && item.text != "+" && item.text != ".")
        throw InputError("expected '#' (shaded), '+' (marked unshaded) or '.' in the answer board, found " +
                             describe(item),
                         line, item.column);
    });
  // The rest is the editor's (a board of marks, its metadata and history).
  return instance;
}

std::string Pzprv3Format::write_text(const Instance& instance, const WriteOptions&) const {
  check_writable(instance);
  std::string out = "pzprv3\n" + std::string(spec_.type.names.front()) + "\n" + std::to_string(instance.rows) + "\n" +
                    std::to_string(instance.cols) + "\n";
  for (int r = 0; r < instance.rows; ++r) {
    for (int c = 0; c < instance.cols; ++c) out += write_cell(instance.given(r, c)) + " ";
    out += "\n";
  }
  for (int b = 0; b < spec_.answer_boards; ++b)
    for (int r = 0; r < instance.rows; ++r) {
      for (int c = 0; c < instance.cols; ++c) out += ". ";
      out += "\n";
    }
  return out;
}

}  // namespace pg

#include "formats/tatham.hpp"

#include <cctype>
#include <string>

#include "core/errors.hpp"

namespace pg {
namespace {

std::size_t skip_digits(std::string_view s, std::size_t i) {
  while (i < s.size() && std::isdigit(static_cast<unsigned char>(s[i]))) ++i;
  return i;
}

// Where the ID starts on its line, and its parts; nullopt without a ':'.
std::optional<TathamId> split(const Line& line) {
  std::string_view id = trim(line.text);
  auto colon = id.find(':');
  if (colon == std::string_view::npos) return std::nullopt;
  TathamId result;
  result.params = id.substr(0, colon);
  result.desc = id.substr(colon + 1);
  result.line = line.number;
  result.column = static_cast<int>(line.text.find_first_not_of(" \t")) + 1;
  return result;
}

}  // namespace

std::optional<TathamId> tatham_shape(std::string_view text) {
  for (const Line& line : split_lines(text)) {
    if (is_blank(line.text)) continue;
    std::optional<TathamId> id = split(line);
    if (!id || id->desc.empty()) return std::nullopt;
    std::size_t i = skip_digits(id->params, 0);
    if (i == 0) return std::nullopt;
    if (i < id->params.size() && id->params[i] == 'x') {
      std::size_t j = skip_digits(id->params, i + 1);
      if (j == i + 1) return std::nullopt;
      i = j;
    }
    id->after_size = i;
    return id;
  }
  return std::nullopt;
}

TathamId read_tatham_id(const Line& line, std::string_view game, std::string_view example, const SizeLimits& limits) {
  std::optional<TathamId> found = split(line);
  int start = static_cast<int>(line.text.find_first_not_of(" \t")) + 1;
  if (!found)
    throw InputError("expected a " + std::string(game) + " game ID such as " + std::string(example) + ", found no ':'",
                     line.number, start);
  TathamId id = *found;
  std::size_t i = 0;
  auto number = [&](std::string_view what) {
    std::size_t end = skip_digits(id.params, i);
    if (end == i)
      throw InputError("expected " + std::string(what) + " in the " + std::string(game) + " parameters, found " +
                           (i < id.params.size() ? describe_char(id.params[i]) : std::string("':'")),
                       id.line, id.params_column(i));
    Token token{id.params.substr(i, end - i), id.params_column(i)};
    i = end;
    return parse_int(token, id.line, limits.min_side, limits.max_side, what);
  };
  id.width = number("the width");
  id.height = id.width;
  if (i < id.params.size() && id.params[i] == 'x') {
    ++i;
    id.height = number("the height");
  }
  id.after_size = i;
  return id;
}

}  // namespace pg

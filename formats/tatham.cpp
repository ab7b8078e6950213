#include "formats/tatham.hpp"

#include <cctype>
#include <string>

#include "core/errors.hpp"
#include "core/limits.hpp"

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
  result.desc_line = line.number;
  result.desc_start = result.column + static_cast<int>(colon) + 1;
  return result;
}

// The first line of every saved game.
constexpr std::string_view kSaveHeader = "SAVEFILE:41:Simon Tatham's Portable Puzzle Collection";

bool starts_save(std::string_view line) { return trim(line).starts_with("SAVEFILE:"); }

// One record of a saved game, "KEY     :LEN:VALUE" (the key padded to
// eight), its value LEN bytes long.
struct Record {
  std::string_view key;
  std::string_view value;
  int line = 0;
  int column = 0;  // of value[0]
};

// "KEY:DIGITS:...", KEY at most eight characters: how every record starts.
bool record_shaped(std::string_view text) {
  const auto colon = text.find(':');
  if (colon == std::string_view::npos || colon > 8) return false;
  const auto second = text.find(':', colon + 1);
  return second != std::string_view::npos && second > colon + 1 && all_digits(text.substr(colon + 1, second - colon - 1));
}

std::optional<Record> record(const Line& line, std::string* error, int* error_column) {
  const std::string_view text = line.text;
  const auto key_end = text.find(':');
  const auto length_end = key_end == std::string_view::npos ? key_end : text.find(':', key_end + 1);
  if (length_end == std::string_view::npos) {
    *error = "expected a saved game's record KEY:LENGTH:VALUE, found " + describe_token(trim(text));
    *error_column = 1;
    return std::nullopt;
  }
  const std::string_view length = text.substr(key_end + 1, length_end - key_end - 1);
  Record r{trim(text.substr(0, key_end)), text.substr(length_end + 1), line.number, static_cast<int>(length_end) + 2};
  if (!all_digits(length) || length.size() > 9 || std::stoul(std::string(length)) != r.value.size()) {
    *error = "expected the record's length " + describe_token(length) + " to be that of its value (" +
             std::to_string(r.value.size()) + " bytes)";
    *error_column = static_cast<int>(key_end) + 2;
    return std::nullopt;
  }
  return r;
}

// The ID a saved game holds: its GAME, PARAMS and DESC records. `lines`
// starts with the SAVEFILE line and holds every record to DESC; the GAME must
// be `game` unless that is empty.
TathamId saved_game(const std::vector<Line>& lines, std::string_view game) {
  const Line& head = lines.front();
  if (trim(head.text) != kSaveHeader)
    throw InputError("expected a saved game's first line " + in_quotes(kSaveHeader) + ", found " +
                         describe_token(trim(head.text)),
                     head.number, 1);
  std::optional<Record> name, params, desc;
  for (std::size_t k = 1; k < lines.size(); ++k) {
    std::string error;
    int column = 1;
    std::optional<Record> r = record(lines[k], &error, &column);
    if (!r) throw InputError(error, lines[k].number, column);
    if (r->key == "GAME") name = r;
    if (r->key == "PARAMS") params = r;
    if (r->key == "DESC") desc = r;
  }
  const Line& last = lines.back();
  for (auto [found, key] : {std::pair{&name, "GAME"}, std::pair{&params, "PARAMS"}, std::pair{&desc, "DESC"}})
    if (!*found)
      throw InputError(std::string("the saved game has no ") + key + " record", last.number,
                       static_cast<int>(last.text.size()) + 1);
  if (!game.empty() && name->value != game)
    throw InputError("this is a saved game of " + in_quotes(name->value) + ", not of " + in_quotes(game), name->line,
                     name->column);
  TathamId id;
  id.params = params->value;
  id.desc = desc->value;
  id.line = params->line;
  id.column = params->column;
  id.desc_line = desc->line;
  id.desc_start = desc->column;
  id.game = name->value;
  return id;
}

// Reads the size that starts an ID's parameters.
void read_size(TathamId& id, std::string_view game, const SizeLimits& limits) {
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
}

TathamId read_tatham_id(const Line& line, const TathamGame& game) {
  std::optional<TathamId> found = split(line);
  int start = static_cast<int>(line.text.find_first_not_of(" \t")) + 1;
  if (!found)
    throw InputError("expected a " + std::string(game.name) + " game ID such as " + std::string(game.example) +
                         ", found no ':'",
                     line.number, start);
  read_size(*found, game.name, game.limits);
  return *found;
}

// IDs one a line, and saved games from their SAVEFILE line to the next one
// (or the end); a saved game's lines are held to its DESC record only.
class TathamItems final : public ItemStream {
 public:
  TathamItems(LineSource& lines, TathamGame game) : lines_(lines), game_(std::move(game)) {}

  std::optional<ReadItem> next() override {
    if (done_) return std::nullopt;
    std::optional<Line> line = next_line();
    while (line && is_blank(line->text)) line = next_line();
    if (!line) {
      done_ = true;
      if (any_) return std::nullopt;
      return empty_input("a " + std::string(game_.name) + " game ID such as " + std::string(game_.example) +
                         ", or a saved game");
    }
    any_ = true;
    if (!starts_save(line->text))
      return ReadItem::of(line->number, [&] { return game_.read(read_tatham_id(*line, game_)); });
    held_.clear();
    held_.add(*line);
    bool desc = false;
    for (std::optional<Line> more = lines_.next(); more; more = lines_.next()) {
      // A saved game's records run on without a break; what is no record
      // after them (an ID, another saved game) is the next item's.
      if (starts_save(more->text) || (desc && !record_shaped(more->text))) {
        pending_ = std::string(more->text);
        pending_number_ = more->number;
        break;
      }
      if (desc || is_blank(more->text)) continue;
      held_.add(*more);
      desc = trim(more->text).starts_with("DESC") || held_.size() > static_cast<std::size_t>(limits::kLargestSide);
    }
    const std::vector<Line>& saved = held_.lines();
    return ReadItem::of(saved.front().number, [&] {
      TathamId id = saved_game(saved, game_.name);
      read_size(id, game_.name, game_.limits);
      return game_.read(id);
    });
  }

 private:
  std::optional<Line> next_line() {
    if (pending_) {
      pending_held_ = std::move(*pending_);
      pending_.reset();
      return Line{pending_held_, pending_number_};
    }
    return lines_.next();
  }

  LineSource& lines_;
  TathamGame game_;
  HeldLines held_;
  std::optional<std::string> pending_;
  std::string pending_held_;
  int pending_number_ = 0;
  bool any_ = false, done_ = false;
};

}  // namespace

std::unique_ptr<ItemStream> stream_tatham(LineSource& lines, TathamGame game) {
  return std::make_unique<TathamItems>(lines, std::move(game));
}

std::optional<TathamId> tatham_shape(std::string_view text) {
  std::vector<Line> lines = nonblank_lines(text);
  if (lines.empty()) return std::nullopt;
  std::optional<TathamId> id;
  if (trim(lines[0].text) == kSaveHeader) {
    std::vector<Line> records{lines[0]};
    for (std::size_t k = 1; k < lines.size() && !trim(records.back().text).starts_with("DESC"); ++k)
      records.push_back(lines[k]);
    try {
      id = saved_game(records, {});
    } catch (const InputError&) {
      return std::nullopt;
    }
  } else {
    id = split(lines[0]);
  }
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

void TathamDesc::empty_cell() {
  if (run_ == 26) {
    text_ += 'z';
    run_ = 0;
  }
  ++run_;
}

void TathamDesc::piece(std::string_view text, std::string_view separator) {
  if (run_ > 0) {
    text_ += static_cast<char>('a' - 1 + run_);
  } else if (after_piece_) {
    text_ += separator;
  }
  run_ = 0;
  text_ += text;
  after_piece_ = true;
}

std::string TathamDesc::finish() {
  if (run_ > 0) text_ += static_cast<char>('a' - 1 + run_);
  run_ = 0;
  return text_;
}

bool TathamIdFormat::sniff(std::string_view text) const {
  std::optional<TathamId> id = tatham_shape(text);
  if (!id) return false;
  if (!id->game.empty()) return id->game == game_.name;
  return sniff_id(*id);
}

}  // namespace pg

#include "puzzlegen/input_reader.hpp"

#include <algorithm>
#include <filesystem>
#include <optional>

#include "core/errors.hpp"
#include "core/files.hpp"
#include "core/limits.hpp"
#include "core/suggest.hpp"
#include "core/text.hpp"
#include "formats/json.hpp"
#include "puzzlegen/lookup.hpp"

namespace pg::api {
namespace {

std::vector<const Puzzle*> candidate_puzzles(const std::string& name) {
  std::vector<const Puzzle*> result;
  if (!name.empty()) {
    result.push_back(&puzzle_named(name));
    return result;
  }
  for (const Puzzle& puzzle : pg::puzzles()) result.push_back(&puzzle);
  return result;
}

}  // namespace

namespace {

std::size_t readable(const std::vector<ReadItem>& items) {
  return static_cast<std::size_t>(std::count_if(items.begin(), items.end(), [](const ReadItem& i) { return i.instance.has_value(); }));
}

// Some instances, every one read.
bool clean(const std::vector<ReadItem>& items) { return !items.empty() && readable(items) == items.size(); }

std::string listed(const std::vector<std::string>& names) {
  std::string list;
  for (const std::string& name : names) list += (list.empty() ? "" : ", ") + name;
  return list;
}

// "a", "a or b", "a, b or c" (`last` joins the last two).
std::string listed_or(const std::vector<std::string>& names, std::string_view last = " or ") {
  std::string list;
  for (std::size_t i = 0; i < names.size(); ++i)
    list += (i == 0 ? "" : i + 1 == names.size() ? std::string(last) : ", ") + names[i];
  return list;
}

}  // namespace

struct InputReader::Match {
  const Puzzle* puzzle;
  const Format* format;
};

// The lines of an input: its first ones kept (the head), to decide what it
// is, then given again before the rest.
class InputReader::Source final : public LineSource {
 public:
  // Throws std::runtime_error naming the file when it cannot be opened.
  explicit Source(const std::string& path) : live_(std::make_unique<InputLines>(path)) {}
  // The lines of a text in memory.
  explicit Source(std::unique_ptr<std::string> text)
      : text_(std::move(text)), live_(std::make_unique<TextLines>(*text_)) {}

  // Reads the head: from the first line that is not blank, up to the
  // limits::kDecidingLines-th, or as many blank lines, or
  // limits::kDecidingBytes. Of a run of blank lines at the start longer than
  // that, only the end is kept. A fault (a line too long) ends the head; the
  // replay meets it again where it stands.
  void read_head() {
    int nonblank = 0, blank = 0;
    try {
      for (;;) {
        std::optional<Line> line = live_->next();
        if (!line) {
          complete_ = true;
          return;
        }
        if (!is_blank(line->text)) {
          ++nonblank;
        } else if (nonblank == 0 && (blank >= limits::kDecidingLines || head_.size() >= limits::kDecidingBytes)) {
          head_.clear();
          blank = 1;
        } else {
          ++blank;
        }
        if (head_.empty()) first_line_ = line->number;
        head_ += live_->raw();
        last_line_ = line->number;
        if (nonblank > 0 && (nonblank >= limits::kDecidingLines || blank >= limits::kDecidingLines ||
                             head_.size() >= limits::kDecidingBytes))
          return;
      }
    } catch (const InputError& e) {
      fault_ = e;
    }
  }

  // The head grown to the whole input, for formats whose text is one
  // document: up to limits::kLargestFile and a line, past which they are
  // not judged (false).
  bool read_rest() {
    try {
      while (std::optional<Line> line = live_->next()) {
        head_ += live_->raw();
        last_line_ = line->number;
        if (head_.size() > limits::kLargestFile) return false;
      }
      complete_ = true;
    } catch (const InputError& e) {
      fault_ = e;
    }
    return complete_;
  }

  std::string_view head() const { return head_; }
  int first_line() const { return first_line_; }
  int last_line() const { return last_line_; }
  // Whether the head is the whole input.
  bool complete() const { return complete_; }
  const std::optional<InputError>& fault() const { return fault_; }
  bool blank() const { return is_blank_text(head_); }

  std::optional<Line> next() override {
    if (!replay_) replay_.emplace(head_, first_line_);
    if (!replay_->exhausted()) {
      std::optional<Line> line = replay_->next();
      if (line) {
        raw_ = replay_->raw();
        return line;
      }
      head_ = std::string();  // given again: no longer needed
    }
    std::optional<Line> line = live_->next();
    raw_ = line ? live_->raw() : std::string_view();
    return line;
  }
  std::string_view raw() const override { return raw_; }

 private:
  static bool is_blank_text(std::string_view text) { return text.find_first_not_of(" \t\r\n") == std::string_view::npos; }

  std::unique_ptr<std::string> text_;  // what live_ reads, when a text
  std::unique_ptr<LineSource> live_;
  std::string head_;
  int first_line_ = 1;
  int last_line_ = 0;
  bool complete_ = false;
  std::optional<InputError> fault_;
  std::optional<TextLines> replay_;
  std::string_view raw_;
};

namespace {

// The items of a head as `format` reads them. A head that is not the whole
// input ends where it was cut, and an instance the cut may have shortened is
// left out: it decides nothing.
std::vector<ReadItem> items_of_head(const Format& format, std::string_view head, int first_line, bool complete) {
  TextLines lines(head, first_line);
  std::unique_ptr<ItemStream> stream = format.stream(lines);
  std::vector<ReadItem> items;
  try {
    while (std::optional<ReadItem> item = stream->next()) {
      if (!complete && lines.exhausted()) break;
      items.push_back(std::move(*item));
    }
  } catch (const InputError& e) {
    if (complete || !lines.exhausted()) items.push_back({std::nullopt, e, e.line()});
  }
  return items;
}

}  // namespace

InputReader::InputReader(const std::string& path, const std::string& puzzle_name, const std::string& format_name,
                         const std::function<void(const std::string&)>& on_note)
    : path_(path), wanted_puzzle_(puzzle_name), on_note_(on_note) {
  try {
    source_ = std::make_unique<Source>(path);
    source_->read_head();
  } catch (const std::exception& e) {
    throw NoInputError(std::string("cannot read ") + e.what());
  }
  choose(puzzle_name, format_name);
}

InputReader::InputReader(const InputText& text, const std::string& puzzle_name, const std::string& format_name,
                         const std::function<void(const std::string&)>& on_note)
    : path_(text.name), wanted_puzzle_(puzzle_name), on_note_(on_note) {
  source_ = std::make_unique<Source>(std::make_unique<std::string>(text.text));
  source_->read_head();
  choose(puzzle_name, format_name);
}

void InputReader::choose(const std::string& puzzle_name, const std::string& format_name) {
  const std::string& path = path_;
  std::vector<const Puzzle*> puzzles = candidate_puzzles(puzzle_name);
  try {
    if (format_name == "json" || (format_name.empty() && json_format().sniff(source_->head()))) {
      // JSON names its puzzle in every document: one puzzle per file, the one
      // --puzzle names if given.
      json_ = true;
      format_ = "json";
      stream_ = json_format().stream(*source_);
    } else {
      std::vector<Match> candidates;
      std::vector<std::string> known;
      for (const Puzzle* puzzle : puzzles)
        for (const Format* format : puzzle->formats()) {
          if (std::find(known.begin(), known.end(), format->name()) == known.end()) known.emplace_back(format->name());
          if (format_name.empty() || format->name() == format_name) candidates.push_back({puzzle, format});
        }
      if (candidates.empty()) {
        known.emplace_back("json");
        throw UsageError(with_suggestion("unknown format '" + format_name + "'" +
                                             (puzzle_name.empty() ? "" : " for " + puzzle_name),
                                         nearest_names(format_name, known), "the formats are " + listed(known)));
      }
      const Match chosen = candidates.size() == 1 ? candidates[0] : decide(candidates, puzzle_name, format_name);
      puzzle_ = chosen.puzzle;
      format_ = std::string(chosen.format->name());
      stream_ = chosen.format->stream(*source_);
    }
    judge();
  } catch (const InputError& e) {
    throw located(path, e);
  }
}

InputReader::~InputReader() = default;

InputReader::Match InputReader::decide(const std::vector<Match>& candidates, const std::string& puzzle_name,
                                       const std::string& format_name) const {
  Source& source = *source_;
  if (source.blank()) {
    if (source.fault()) throw *source.fault();
    throw InputError("empty input", 1, 1);
  }
  // The formats whose shape fits, or failing that every format, read the
  // head; exactly one must read every instance. Failing that, the one that
  // reads the most of them, when one does: the others are malformed
  // instances of it.
  std::vector<Match> pool;
  for (const Match& m : candidates)
    if (m.format->sniff(source.head())) pool.push_back(m);
  const bool shaped = !pool.empty();
  if (!shaped) pool = candidates;
  // A text of one instance is judged whole.
  if (shaped && !source.complete() &&
      std::any_of(pool.begin(), pool.end(), [](const Match& m) { return m.format->one_instance_per_text(); }) &&
      !source.read_rest())
    std::erase_if(pool, [](const Match& m) { return m.format->one_instance_per_text(); });
  std::vector<std::pair<Match, std::vector<ReadItem>>> read;
  for (const Match& m : pool)
    read.emplace_back(m, items_of_head(*m.format, source.head(), source.first_line(), source.complete()));
  std::vector<std::size_t> whole;
  for (std::size_t i = 0; i < read.size(); ++i)
    if (clean(read[i].second)) whole.push_back(i);
  if (whole.size() == 1) return read[whole[0]].first;
  if (whole.size() > 1) {
    // Two puzzles can share a text (Nurikabe's and Kuromasu's grids are
    // both numbers and dots). The file's name settles it when it names one
    // of them, as the files puzzlegen writes do; otherwise the puzzle whose
    // default format it is, the text a bare `generate` prints, said aloud.
    auto only = [&](auto&& fits) -> std::optional<std::size_t> {
      std::optional<std::size_t> found;
      for (std::size_t i : whole)
        if (fits(read[i].first)) {
          if (found) return std::nullopt;
          found = i;
        }
      return found;
    };
    const std::string file = path_ == "-" ? "" : std::filesystem::path(path_).filename().string();
    if (auto named = only([&](const Match& m) { return file.find(m.puzzle->name()) != std::string::npos; }))
      return read[*named].first;
    if (auto usual = only([](const Match& m) { return m.puzzle->formats().front() == m.format; })) {
      std::string others;
      for (std::size_t i : whole)
        if (i != *usual) others += (others.empty() ? "" : ", ") + std::string(read[i].first.puzzle->name());
      const Match& m = read[*usual].first;
      if (on_note_)
        on_note_(display_name(path_) + " reads as a " + std::string(m.puzzle->name()) + " " +
                 std::string(m.format->name()) + " (its default format) or as " + others + "; read as " +
                 std::string(m.puzzle->name()) + " (--puzzle names another)");
      return m;
    }
    std::string options;
    for (std::size_t i : whole)
      options += (options.empty() ? "" : ", ") + std::string(read[i].first.puzzle->name()) + " " +
                 std::string(read[i].first.format->name());
    throw InputError("the input reads as any of: " + options + "; name one with --puzzle and --format");
  }
  if (shaped) {
    std::size_t best = 0, best_count = 0, ties = 0;
    for (std::size_t i = 0; i < read.size(); ++i) {
      std::size_t count = readable(read[i].second);
      if (count > best_count) {
        best = i;
        best_count = count;
        ties = 0;
      } else if (count == best_count) {
        ++ties;
      }
    }
    if (best_count > 0 && ties == 0) return read[best].first;
  }
  // Nothing read: the reader that got furthest most likely is the one meant,
  // and its error says what is wrong; named, unless it was the only one whose
  // shape fits, since then it is a guess.
  struct Stop {
    const Match* match;
    InputError error;
  };
  std::vector<Stop> stops;
  for (const auto& [m, items] : read)
    for (const ReadItem& item : items)
      if (item.error) {
        stops.push_back({&m, *item.error});
        break;
      }
  auto place = [](const Stop& s) { return std::pair(s.error.line(), s.error.column()); };
  std::stable_sort(stops.begin(), stops.end(), [&](const Stop& a, const Stop& b) { return place(a) > place(b); });
  // The readers that stop furthest.
  std::vector<const Stop*> furthest;
  for (const Stop& s : stops)
    if (place(s) == place(stops.front())) furthest.push_back(&s);
  auto reader_name = [](const Match& m) { return std::string(m.puzzle->name()) + " " + std::string(m.format->name()); };
  const std::string others = !puzzle_name.empty()   ? "--format names another"
                             : !format_name.empty() ? "--puzzle names another"
                                                    : "--puzzle and --format name another";
  const bool same = !furthest.empty() && std::all_of(furthest.begin(), furthest.end(), [&](const Stop* s) {
    return std::string_view(s->error.what()) == furthest.front()->error.what();
  });
  const bool placed = !stops.empty() && stops.front().error.line() > 0;
  if (!stops.empty() && same && (shaped || place(stops.front()) > std::pair(1, 1))) {
    std::vector<std::string> names;
    for (const Stop* s : furthest) names.push_back(reader_name(*s->match));
    const InputError& error = furthest.front()->error;
    if (read.size() == 1) throw error;
    throw InputError("read as a " + listed_or(names) + " text (" + others + "): " + error.what(), error.line(),
                     error.column());
  }
  // Say what is left to name (the user may have named the other already),
  // and how far the readers got.
  std::string why;
  if (placed) {
    std::vector<std::string> names;
    for (std::size_t i = 0; i < furthest.size() && i < 3; ++i) names.push_back(reader_name(*furthest[i]->match));
    if (furthest.size() > 3) names.push_back(std::to_string(furthest.size() - 3) + " others");
    why = ": no reader gets past here, where " +
          (furthest.size() == 1 ? names.front() + " stops: " + furthest.front()->error.what()
                                : listed_or(names, " and ") + " stop");
  }
  const int line = placed ? stops.front().error.line() : 0;
  const int column = placed ? stops.front().error.column() : 0;
  std::vector<std::string> tried;
  for (const Match& m : candidates)
    tried.push_back(std::string(puzzle_name.empty() ? m.puzzle->name() : m.format->name()));
  if (!puzzle_name.empty())
    throw InputError("no " + puzzle_name + " format reads this (" + listed(tried) + ")" + why +
                         "; name one with --format to see where it fails",
                     line, column);
  if (!format_name.empty())
    throw InputError("no puzzle's " + format_name + " format reads this (" + listed(tried) + ")" + why +
                         "; name the puzzle with --puzzle to see where it fails",
                     line, column);
  throw InputError("cannot tell what puzzle and format this is" + why + "; name them with --puzzle and --format", line,
                   column);
}

void InputReader::judge() {
  const bool whole = source_->complete();
  const int last_line = source_->last_line();
  for (;;) {
    std::optional<ReadItem> item = pull();
    if (!item) break;
    const bool beyond = !whole && item->line > last_line;
    pending_.push_back(std::move(*item));
    if (pending_.back().instance || beyond) break;
  }
  auto read = std::find_if(pending_.begin(), pending_.end(), [](const ReadItem& i) { return i.instance.has_value(); });
  // Not one instance read: the file is not of this format at all, and its
  // first fault says so better than one per instance.
  if (read == pending_.end()) throw *pending_.front().error;
  if (json_) puzzle_ = find_puzzle(read->instance->puzzle);
}

std::optional<ReadItem> InputReader::pull() {
  if (ended_) return std::nullopt;
  try {
    std::optional<ReadItem> item = stream_->next();
    if (!item) ended_ = true;
    return item;
  } catch (const InputError& e) {
    ended_ = true;
    return ReadItem{std::nullopt, e, e.line()};
  } catch (const std::system_error& e) {
    throw NoInputError(std::string("cannot read ") + e.what());
  }
}

std::optional<ReadItem> InputReader::next() {
  std::optional<ReadItem> item;
  if (!pending_.empty()) {
    item = std::move(pending_.front());
    pending_.pop_front();
  } else {
    item = pull();
  }
  if (!item || !json_ || !item->instance) return item;
  std::optional<InputError> wrong;
  if (!wanted_puzzle_.empty() && item->instance->puzzle != wanted_puzzle_)
    wrong = InputError("the JSON holds a " + item->instance->puzzle + " instance, not " + wanted_puzzle_, item->line);
  else if (item->instance->puzzle != puzzle_->name())
    wrong = InputError("the JSON mixes puzzles (" + std::string(puzzle_->name()) + " and " + item->instance->puzzle +
                           "); give one puzzle per file",
                       item->line);
  if (wrong) {
    item->instance.reset();
    item->error = wrong;
  }
  return item;
}

}  // namespace pg::api

// The instances of every input: files, directories of files, or standard
// input, each file read and detected on its own, one instance at a time.
#include <algorithm>
#include <deque>
#include <filesystem>

#include "core/errors.hpp"
#include "core/files.hpp"
#include "core/text.hpp"
#include "puzzlegen/api.hpp"
#include "puzzlegen/input_reader.hpp"
#include "puzzlegen/lookup.hpp"
#include "verifier/verify.hpp"

namespace pg::api {
namespace {

namespace fs = std::filesystem;

// What a directory of generated instances holds beside them.
bool companion(const fs::path& path) {
  const std::string name = path.filename().string();
  return name.empty() || name.front() == '.' || path.extension() == ".plan" || name == "domain.pddl" || name == "domain.hddl" ||
         name.rfind("manifest.", 0) == 0;
}

// `rules` as instances store them (empty: as read).
std::string stored_rules(const Puzzle& puzzle, const std::string& rules) {
  return rules.empty() ? std::string() : puzzle.rules_of(rules);
}

}  // namespace

std::string display_name(const std::string& path) { return path == "-" ? "<stdin>" : escape_controls(path); }

LocatedInputError located(const std::string& path, const InputError& error) {
  // No message runs on for pages, whatever text a reader quotes.
  constexpr std::size_t kLongest = 1000;
  std::string message = display_name(path) + (error.line() > 0 ? ":" : ": ") + error.located();
  if (message.size() > kLongest) message = message.substr(0, kLongest) + "...";
  return LocatedInputError(message, display_name(path), error.line(), error.column());
}

std::string_view to_string(Refusal refusal) {
  switch (refusal) {
    case Refusal::none: return "";
    case Refusal::unreadable: return "unreadable";
    case Refusal::wrong_solution: return "wrong-solution";
    case Refusal::malformed: return "malformed";
  }
  return "malformed";
}

std::vector<std::string> input_files(const std::vector<std::string>& paths) {
  std::vector<std::string> files;
  for (const std::string& path : paths) {
    std::error_code ec;
    if (path == "-" || !fs::is_directory(path, ec)) {
      files.push_back(path);
      continue;
    }
    std::vector<std::string> found;
    for (auto it = fs::recursive_directory_iterator(path, ec); !ec && it != fs::recursive_directory_iterator();
         it.increment(ec)) {
      if (it->path().filename().string().front() == '.') {
        if (it->is_directory(ec)) it.disable_recursion_pending();
        continue;
      }
      if (it->is_regular_file(ec) && !companion(it->path())) found.push_back(it->path().string());
    }
    if (ec) throw NoInputError("cannot read the directory " + display_name(path) + ": " + ec.message());
    if (found.empty()) throw NoInputError(display_name(path) + ": no instance files in this directory");
    std::sort(found.begin(), found.end());
    files.insert(files.end(), found.begin(), found.end());
  }
  return files;
}

struct Inputs::State {
  std::vector<std::string> files;
  std::size_t next_file = 0;
  ReadOptions options;
  // The file being read.
  std::unique_ptr<InputReader> reader;
  std::string file, shown, rules;
  int number = 0;
  bool several = false;
  std::deque<ReadItem> items;  // read ahead in it
  std::deque<Entry> ahead;     // read ahead of the caller

  std::optional<Entry> read();
};

Inputs::Inputs(const std::vector<std::string>& paths, ReadOptions options)
    : state_(std::make_unique<State>()) {
  state_->files = input_files(paths);
  state_->options = std::move(options);
}

Inputs::~Inputs() = default;

std::size_t Inputs::files() const { return state_->files.size(); }

std::optional<Entry> Inputs::next() {
  if (state_->ahead.empty()) return state_->read();
  Entry entry = std::move(state_->ahead.front());
  state_->ahead.pop_front();
  return entry;
}

bool Inputs::several() {
  while (state_->ahead.size() < 2) {
    std::optional<Entry> entry = state_->read();
    if (!entry) break;
    state_->ahead.push_back(std::move(*entry));
  }
  return state_->ahead.size() > 1;
}

std::optional<Entry> Inputs::State::read() {
  for (;;) {
    if (!reader) {
      if (next_file == files.size()) return std::nullopt;
      file = files[next_file++];
      shown = file == "-" ? std::string("<stdin>") : file;  // escaped where shown
      try {
        reader = std::make_unique<InputReader>(file, options.puzzle, options.format, options.on_note);
      } catch (const NoInputError& e) {
        return Entry{shown, 1, false, std::nullopt, e.what(), Refusal::unreadable, {}, 0};
      } catch (const LocatedInputError& e) {
        return Entry{shown, 1, false, std::nullopt, e.what(), Refusal::malformed, {}, 0, e.line(), e.column()};
      }
      rules = stored_rules(reader->puzzle(), options.rules);
      number = 0;
      items.clear();
      while (items.size() < 2)
        if (std::optional<ReadItem> item = reader->next()) {
          items.push_back(std::move(*item));
        } else {
          break;
        }
      several = items.size() > 1;
    }
    std::optional<ReadItem> item;
    if (!items.empty()) {
      item = std::move(items.front());
      items.pop_front();
    } else {
      item = reader->next();
    }
    if (!item) {
      reader.reset();
      continue;
    }
    Entry entry{shown, ++number, several, std::nullopt, {}, Refusal::none, reader->format(), item->line};
    if (item->instance) {
      entry.instance = std::move(item->instance);
      if (!options.rules.empty()) entry.instance->rules = rules;
      if (std::optional<std::string> fault = stored_solution_fault(reader->puzzle().solver, *entry.instance)) {
        entry.instance.reset();
        entry.error = instance_fault(entry, *fault);
        entry.refusal = Refusal::wrong_solution;
        entry.error_line = entry.line;
      }
    } else {
      const LocatedInputError fault = located(file, *item->error);
      entry.error = fault.what();
      entry.error_line = fault.line();
      entry.error_column = fault.column();
      entry.refusal = Refusal::malformed;
    }
    return entry;
  }
}

std::string instance_fault(const Entry& entry, const std::string& message) {
  return display_name(entry.file) + (entry.line > 0 ? ":" + std::to_string(entry.line) : std::string()) + ": " +
         (entry.several ? "instance " + std::to_string(entry.number) + ": " : std::string()) + message;
}

std::string label(const Entry& entry, std::size_t files) {
  std::string out;
  if (files > 1) out += display_name(entry.file) + ": ";
  if (entry.several) out += "instance " + std::to_string(entry.number) + ": ";
  return out;
}

namespace {

// The instances `reader` reads, each with its rules set from `options`; the
// first that does not read throws (LocatedInputError). With `keep` false
// only the first is kept: the others are counted.
std::pair<std::vector<Loaded>, std::size_t> read_every(InputReader& reader, const std::string& path,
                                                       const ReadOptions& options, bool keep) {
  std::vector<Loaded> loaded;
  std::size_t count = 0;
  while (std::optional<ReadItem> item = reader.next()) {
    if (item->error) throw located(path, *item->error);
    if (++count > 1 && !keep) continue;
    loaded.push_back({std::move(*item->instance), reader.format(), item->line});
    if (!options.rules.empty()) loaded.back().instance.rules = stored_rules(reader.puzzle(), options.rules);
  }
  return {std::move(loaded), count};
}

// WrongSolutionError, "FILE:LINE: ...", when the solution `loaded` holds breaks
// the rules (the rules it is read under included).
void check_stored(const Loaded& loaded, const std::string& path) {
  if (std::optional<std::string> fault = stored_solution_fault(loaded.instance))
    throw WrongSolutionError(display_name(path) + (loaded.line > 0 ? ":" + std::to_string(loaded.line) : "") + ": " +
                             *fault);
}

std::vector<Loaded> checked(std::vector<Loaded> loaded, const std::string& path) {
  for (const Loaded& one : loaded) check_stored(one, path);
  return loaded;
}

}  // namespace

Loaded read_one(const std::string& path, const ReadOptions& options, std::string_view taker) {
  InputReader reader(path, options.puzzle, options.format, options.on_note);
  auto [loaded, count] = read_every(reader, path, options, false);
  if (count != 1)
    throw LocatedInputError(display_name(path) + ": holds " + std::to_string(count) + " instances; " +
                            std::string(taker) + " takes one");
  check_stored(loaded.front(), path);
  return std::move(loaded.front());
}

std::vector<Loaded> read_all(const std::string& path, const ReadOptions& options) {
  InputReader reader(path, options.puzzle, options.format, options.on_note);
  return checked(read_every(reader, path, options, true).first, path);
}

std::vector<Loaded> read_all_text(std::string_view text, const std::string& name, const ReadOptions& options) {
  InputReader reader(InputText{name, text}, options.puzzle, options.format, options.on_note);
  return checked(read_every(reader, name, options, true).first, name);
}

std::vector<Instance> read_text(std::string_view text, std::string_view puzzle, std::string_view format) {
  return puzzle_named(puzzle).format(format).read(text);
}

std::string read_file(const std::string& path) {
  try {
    std::string text = read_input(path);
    if (text.starts_with(kByteOrderMark)) text.erase(0, kByteOrderMark.size());
    return text;
  } catch (const InputError& e) {
    throw located(path, e);
  } catch (const std::exception& e) {
    throw NoInputError(std::string("cannot read ") + e.what());
  }
}

}  // namespace pg::api

// Reading instances whatever their format, and writing them.
#pragma once

#include <deque>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "formats/codec.hpp"
#include "cli/exit_codes.hpp"
#include "core/errors.hpp"
#include "core/files.hpp"
#include "puzzles/catalogue.hpp"

namespace pg::cli {

// An input file could not be read (exit 66).
class NoInputError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};
// An output file could not be written (exit 73).
class CantCreateError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// An InputError, now knowing the file it came from.
class LocatedInputError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};
// An instance that reads but holds a wrong solution (exit 4): "FILE:LINE:
// the stored solution breaks the rules: ...".
class WrongSolutionError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// "FILE:LINE:COL: message" (or "FILE: message"), FILE as display_name shows it.
LocatedInputError located(const std::string& path, const InputError& error);

struct Loaded {
  const Puzzle* puzzle = nullptr;
  std::string format;            // the format the input was read as
  std::vector<Instance> instances;  // load_instances: every instance
  std::vector<ReadItem> items;      // load_items: each instance, or why it could not be read
  int line = 0;                     // load_one: the line where its instance starts
};

// The whole of a file (or standard input, "-") that is not an instance file:
// a plan, a domain, a solution, without the byte-order mark it may start
// with. NoInputError naming it when it cannot be read;
// LocatedInputError when it is larger than limits::kLargestFile.
std::string read_named(const std::string& path);

// The name used in messages and labels: "<stdin>" for "-", control bytes
// escaped ("a\nb.txt").
std::string display_name(const std::string& path);

// The instances of FILE (or stdin for "-") one at a time, its puzzle and
// format detected unless given. Detection, and the judgement that a file none
// of whose instances reads is not of that format at all, look at its first
// lines only (limits::kDecidingLines); then its instances are read one at a
// time, so that memory holds one however many the file has.
class InputReader {
 public:
  // Throws NoInputError, LocatedInputError (file:line:col: ...) when the file
  // as a whole cannot be read, or UsageError (unknown puzzle or format
  // names).
  InputReader(const std::string& path, const std::string& puzzle, const std::string& format);
  ~InputReader();
  InputReader(const InputReader&) = delete;
  InputReader& operator=(const InputReader&) = delete;

  const Puzzle& puzzle() const { return *puzzle_; }
  const std::string& format() const { return format_; }
  // The next instance, or why it could not be read (unlocated: the caller
  // names the file); nullopt after the last. A fault that ends the file (a
  // line too long) is its last item. Throws NoInputError when reading fails.
  std::optional<ReadItem> next();

 private:
  class Source;
  struct Match;
  // The one of several puzzles and formats that reads the head.
  Match decide(const std::vector<Match>& candidates, const std::string& puzzle_name,
               const std::string& format_name) const;
  // Reads ahead to the first instance that reads, within the head: none is
  // the file's fault, as a whole.
  void judge();
  std::optional<ReadItem> pull();

  std::string path_;
  std::string wanted_puzzle_;  // --puzzle, which JSON documents must name
  const Puzzle* puzzle_ = nullptr;
  std::string format_;
  std::unique_ptr<Source> source_;
  std::unique_ptr<ItemStream> stream_;
  std::deque<ReadItem> pending_;  // read to judge the file, not yet returned
  bool json_ = false;
  bool ended_ = false;
};

// Reads FILE as InputReader does, every item at once: for files known to be
// small.
Loaded load_items(const std::string& path, const std::string& puzzle, const std::string& format);
// The same, every instance or the first one's error (LocatedInputError).
Loaded load_instances(const std::string& path, const std::string& puzzle, const std::string& format);
// FILE's one instance, or the first one's error, or LocatedInputError "FILE:
// holds N instances; ... takes one" (`taker` names the command). Its stored
// solution, if any, is not yet checked: see require_sound_solution.
Loaded load_one(const std::string& path, const std::string& puzzle, const std::string& format,
                std::string_view taker);

// `rules` checked against the puzzle and set on every instance (nothing
// when empty). UsageError for rules the puzzle does not know.
void apply_rules(const Puzzle& puzzle, const std::string& rules, std::vector<Instance>& instances);

// WrongSolutionError when the solution load_one's instance holds breaks the
// rules (once its rules are set: they are part of what it is checked against).
void require_sound_solution(const std::string& path, const Loaded& loaded);

// Writes `content` to stdout, or atomically to `path` (CantCreateError).
void emit(const std::optional<std::string>& path, const std::string& content);

// What emit writes at once, written as it comes: to stdout, or to `path`
// through a temporary renamed over it by finish(), so that no reader sees
// half of it and a failed run leaves what was there. CantCreateError when it
// cannot write.
class OutputStream {
 public:
  explicit OutputStream(const std::optional<std::string>& path);
  ~OutputStream();
  OutputStream(const OutputStream&) = delete;
  OutputStream& operator=(const OutputStream&) = delete;

  void write(std::string_view text);
  void finish();

 private:
  std::unique_ptr<StreamedOutput> file_;
};

// For a file written among others (a corpus directory): an existing file
// of the same content is left as it is; one of other content is replaced only
// with `force` (CantCreateError otherwise), so that two runs into one
// directory never silently overwrite each other.
void emit_into_directory(const std::string& path, const std::string& content, bool force);

// The puzzle's formats that can write `instance` (JSON always can), for
// the message of one that cannot: "tatham or json".
std::string formats_that_can(const Puzzle& puzzle, const Instance& instance, const WriteOptions& options);

// Standard output failing (a full disk, a closed pipe) is an output error:
// CantCreateError.
void check_stdout();

}  // namespace pg::cli

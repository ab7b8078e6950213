// Reading instances: any input the command line reads, its puzzle and format
// detected, every error placed in its file, line and column.
// Part of the library API: a program includes puzzlegen/api.hpp.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/errors.hpp"
#include "core/instance.hpp"

namespace pg::api {

struct ReadOptions {
  std::string puzzle;  // empty: detected
  std::string format;  // empty: detected
  std::string rules;   // empty: as read (the puzzle's default unless the input says)
  // Told what detection chose when an input reads as several puzzles.
  std::function<void(const std::string& note)> on_note;
};

// Why an entry could not be answered.
enum class Refusal {
  none,
  malformed,       // it does not read
  unreadable,      // its file cannot be read
  wrong_solution,  // it reads, but the solution it holds breaks the rules
};
// "malformed", "unreadable", "wrong-solution" (as verify prints them).
std::string_view to_string(Refusal refusal);

// One instance of the inputs, or why it could not be read.
struct Entry {
  std::string file;  // as named ("<stdin>" for "-"), or found in a directory
  int number = 1;    // in its file, from 1
  bool several = false;  // its file holds more than one instance (read or not)
  std::optional<Instance> instance;
  std::string error;  // "FILE:LINE:COL: message" when not read
  Refusal refusal = Refusal::none;
  std::string format;  // the format it was read as
  int line = 0;        // where it starts in its file (0: unknown)
  // Where in its file the error is, as `error` says it (0: no place).
  int error_line = 0, error_column = 0;
};

// The instance files of `paths`: a file as given ("-" for standard input), a
// directory as the instance files under it, sorted, at any depth, without
// what a directory of generated instances holds beside them (hidden files,
// reference plans, domain.pddl, manifests). NoInputError for a path that does
// not exist or a directory without instances.
std::vector<std::string> input_files(const std::vector<std::string>& paths);

// Every instance of `paths`, in order, one at a time, each file opened,
// detected and read as its turn comes, so that memory holds an instance or
// two however many there are. An instance whose stored solution breaks the
// rules is refused (Refusal::wrong_solution); a file that cannot be read is
// an entry with its error. UsageError (a bad puzzle, format or rules name)
// stops at once.
class Inputs {
 public:
  // NoInputError as input_files.
  Inputs(const std::vector<std::string>& paths, ReadOptions options);
  ~Inputs();
  Inputs(const Inputs&) = delete;
  Inputs& operator=(const Inputs&) = delete;

  std::size_t files() const;
  // The next entry, or nullopt after the last.
  std::optional<Entry> next();
  // Whether there is more than one entry in all (reading ahead as far as the
  // second).
  bool several();

 private:
  struct State;
  std::unique_ptr<State> state_;
};

// What tells an answer apart from the others: "" for a lone instance,
// "instance K: " for one of several in one file, "FILE: " or
// "FILE: instance K: " when there are several files.
std::string label(const Entry& entry, std::size_t files);
// "FILE:LINE: [instance K: ]MESSAGE": what is wrong with an instance that
// reads, named so that it can be found.
std::string instance_fault(const Entry& entry, const std::string& message);

struct Loaded {
  Instance instance;
  std::string format;  // the format it was read as
  int line = 0;        // where it starts in its file
};
// PATH's one instance ("-": standard input), its rules set from `options`
// and its stored solution checked (WrongSolutionError). LocatedInputError
// "FILE: holds N instances; TAKER takes one" unless it holds exactly one.
Loaded read_one(const std::string& path, const ReadOptions& options, std::string_view taker);
// Every instance of PATH ("-": standard input), or of a text in memory that
// messages call `name`, read as Inputs reads a file (puzzle and format
// detected unless `options` names them, rules set, stored solutions
// checked), all or nothing: the first fault throws (LocatedInputError, with
// its place apart; WrongSolutionError; NoInputError for a file that cannot
// be read).
std::vector<Loaded> read_all(const std::string& path, const ReadOptions& options);
std::vector<Loaded> read_all_text(std::string_view text, const std::string& name, const ReadOptions& options);
// The instances of `text`, a text of `puzzle`'s `format` (empty: the
// default), in order; InputError, placed in the text, as the reader refuses
// the first it cannot read.
std::vector<Instance> read_text(std::string_view text, std::string_view puzzle, std::string_view format);
// The whole of a file that is not an instance (a plan, a domain, a solution),
// without a byte-order mark. NoInputError when it cannot be read.
std::string read_file(const std::string& path);
// The name messages use: "<stdin>" for "-", control bytes escaped.
std::string display_name(const std::string& path);
// "FILE:LINE:COL: message" from a reader's error.
LocatedInputError located(const std::string& path, const InputError& error);
// What `read` returns, an InputError it throws placed in the file `path`.
template <class Read>
auto located_in(const std::string& path, Read&& read) {
  try {
    return read();
  } catch (const InputError& e) {
    throw located(path, e);
  }
}

}  // namespace pg::api

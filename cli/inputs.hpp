// The instances of every input a command is given: files, directories of
// files, or standard input, each file read and detected on its own, each
// instance answered on its own, labelled so that the answers can be told
// apart. Instances come one at a time, however many the inputs hold.
#pragma once

#include <deque>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "cli/io.hpp"
#include "cli/options.hpp"
#include "core/instance.hpp"
#include "puzzles/catalogue.hpp"

namespace pg::cli {

// The files named: a file as given ("-" for standard input), a directory as
// the instance files under it, sorted, at any depth. What a directory of
// generated instances holds beside them is left out: hidden files (a
// temporary being written), reference plans (.plan), domain.pddl, manifests.
// NoInputError for a path that does not exist.
std::vector<std::string> input_files(const std::vector<std::string>& paths);

// One instance of the input, or why it could not be read.
struct Entry {
  std::string file;  // as named on the command line ("<stdin>" for "-"), or found in a directory
  int number = 1;    // in its file, from 1
  bool several = false;  // its file holds more than one instance (read or not)
  const Puzzle* puzzle = nullptr;
  std::optional<Instance> instance;
  std::string error;  // "FILE:LINE:COL: message" when not read
  // When not read: kBadInput (malformed), kNoInput (the file unreadable) or
  // kWrongSolution (it reads, but the solution it holds breaks the rules).
  int status = 0;
  std::string format;  // the format it was read as
  int line = 0;        // where it starts in its file (0: unknown)
};

// The verdict of an entry that was not read, as verify names it:
// "malformed", "unreadable" or "wrong-solution".
std::string_view refusal_name(const Entry& entry);

// "FILE:LINE: [instance K: ]MESSAGE": what is wrong with an instance that
// reads, named so that it can be found.
std::string instance_fault(const Entry& entry, const std::string& message);

// Every instance of `paths`, in order, under `input`'s --puzzle, --format
// and --rules, one at a time, an instance whose stored solution breaks the
// rules refused (kWrongSolution): each file is opened, detected and read as its
// turn comes, so that memory holds an instance or two however many there
// are. Files that cannot be read are entries with their error; UsageError (a
// bad --puzzle, --format or --rules) stops at once.
class EntryStream {
 public:
  // NoInputError for a path that does not exist (see input_files).
  EntryStream(const std::vector<std::string>& paths, const InputOptions& input);
  ~EntryStream();
  EntryStream(const EntryStream&) = delete;
  EntryStream& operator=(const EntryStream&) = delete;

  std::size_t files() const { return files_.size(); }
  // The next entry, or nullopt after the last.
  std::optional<Entry> next();
  // Whether there is more than one entry in all (reading ahead as far as the
  // second).
  bool several();

 private:
  std::optional<Entry> read();

  std::vector<std::string> files_;
  std::size_t next_file_ = 0;
  InputOptions input_;
  // The file being read.
  std::unique_ptr<InputReader> reader_;
  std::string file_, shown_, rules_;
  int number_ = 0;
  bool several_ = false;
  std::deque<ReadItem> items_;  // read ahead in it
  std::deque<Entry> ahead_;     // read ahead of the caller
};

// What tells an answer apart from the others: "" for a lone instance,
// "instance K: " for one of several in one file, "FILE: " or
// "FILE: instance K: " when there are several files, FILE as display_name
// shows it.
std::string label(const Entry& entry, std::size_t files);

}  // namespace pg::cli

// The instances of every input a command is given: files, directories of
// files, or standard input, each file read and detected on its own, each
// instance answered on its own, labelled so that the answers can be told
// apart.
#pragma once

#include <optional>
#include <string>
#include <vector>

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
  std::string file;  // as named on the command line, or found in a directory
  int number = 1;    // in its file, from 1
  int count = 1;     // instances (read or not) in its file
  const Puzzle* puzzle = nullptr;
  std::optional<Instance> instance;
  std::string error;  // "FILE:LINE:COL: message" when not read
  int status = 0;     // kBadInput or kNoInput when not read
  std::string format;  // the format it was read as
};

struct Entries {
  std::vector<Entry> entries;
  std::size_t files = 0;
};

// Every instance of `paths`, in order, under `input`'s --puzzle, --format
// and --rules. Files that cannot be read are entries with their error;
// UsageError (a bad --puzzle, --format or --rules) stops at once.
Entries read_entries(const std::vector<std::string>& paths, const InputOptions& input);

// What tells an answer apart from the others: "" for a lone instance,
// "instance K: " for one of several in one file, "FILE: " or
// "FILE: instance K: " when there are several files.
std::string label(const Entry& entry, const Entries& all);

}  // namespace pg::cli

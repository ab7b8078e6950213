// Reading instances whatever their format, and writing them.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "formats/codec.hpp"
#include "cli/exit_codes.hpp"
#include "core/errors.hpp"
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

// "FILE:LINE:COL: message" (or "FILE: message"), FILE as display_name shows it.
LocatedInputError located(const std::string& path, const InputError& error);

struct Loaded {
  const Puzzle* puzzle = nullptr;
  std::string format;            // the format the input was read as
  std::vector<Instance> instances;  // load_instances: every instance
  std::vector<ReadItem> items;      // load_items: each instance, or why it could not be read
};

// The whole of a file (or standard input, "-") that is not an instance file:
// a plan, a domain, a solution. NoInputError naming it when it cannot be read.
std::string read_named(const std::string& path);

// The name used in messages: "<stdin>" for "-".
std::string display_name(const std::string& path);

// Reads FILE (or stdin for "-"), detecting the puzzle and format unless
// given, instance by instance: a malformed instance is an item with its error
// (unlocated: the caller names the file). Throws NoInputError,
// LocatedInputError (file:line:col: ...) when the file as a whole cannot be
// read, or UsageError (unknown puzzle or format names).
Loaded load_items(const std::string& path, const std::string& puzzle, const std::string& format);
// The same, every instance or the first one's error (LocatedInputError).
Loaded load_instances(const std::string& path, const std::string& puzzle, const std::string& format);

// `rules` checked against the puzzle and set on every instance (nothing
// when empty). UsageError for rules the puzzle does not know.
void apply_rules(const Puzzle& puzzle, const std::string& rules, std::vector<Instance>& instances);

// Writes `content` to stdout, or atomically to `path` (CantCreateError).
void emit(const std::optional<std::string>& path, const std::string& content);

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

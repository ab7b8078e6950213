// The errors a user can cause, each with its own exit status in the CLI.
#pragma once

#include <stdexcept>
#include <string>

namespace pg {

// Input that is not a well-formed instance or solution. Carries the 1-based
// line and column when the problem has a place (0 when it has none); the CLI
// adds the file name. Exit status 65.
class InputError : public std::runtime_error {
 public:
  explicit InputError(const std::string& message, int line = 0, int column = 0)
      : std::runtime_error(message), line_(line), column_(column) {}
  int line() const { return line_; }
  int column() const { return column_; }
  // "LINE:COL: message", "LINE: message" or "message".
  std::string located() const;

 private:
  int line_;
  int column_;
};

// A valid instance that a format cannot express (e.g. odd sizes in Tatham's
// Unruly IDs). Exit status 65.
class FormatError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// A request the program cannot satisfy as asked (bad option values, sizes out
// of range). Exit status 64.
class UsageError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// A broken internal invariant: a solver contradicted the rule checker. Never
// expected; reported loudly rather than risking a wrong answer. Exit status 70.
class InternalError : public std::logic_error {
 public:
  using std::logic_error::logic_error;
};

}  // namespace pg

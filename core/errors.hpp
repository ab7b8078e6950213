// The errors a user can cause, each with its own exit status in the CLI.
#pragma once

#include <stdexcept>
#include <string>
#include <utility>

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

// Errors whose message is complete: the place is already in it
// ("FILE:LINE:COL: message"), so that the CLI prints it as it is.
//   NoInputError: an input file could not be read (exit 66).
//   CantCreateError: an output could not be written (exit 73).
//   LocatedInputError: an InputError, now knowing its file (exit 65).
//   WrongSolutionError: an instance that reads but holds a solution that
//     breaks the rules, "FILE:LINE: the stored solution ..." (exit 4).
//   GenerateError: no puzzle of the requested tier came out within the
//     budget; the message says how far the attempts got (exit 1).
struct NoInputError : std::runtime_error { using std::runtime_error::runtime_error; };
struct CantCreateError : std::runtime_error { using std::runtime_error::runtime_error; };
// A LocatedInputError made from an InputError keeps its place apart too
// (`file` as messages show it, `line` and `column` 0 when unknown), for a
// caller that reports places as data rather than text.
class LocatedInputError : public std::runtime_error {
 public:
  explicit LocatedInputError(const std::string& message, std::string file = {}, int line = 0, int column = 0)
      : std::runtime_error(message), file_(std::move(file)), line_(line), column_(column) {}
  const std::string& file() const { return file_; }
  int line() const { return line_; }
  int column() const { return column_; }

 private:
  std::string file_;
  int line_;
  int column_;
};
struct WrongSolutionError : std::runtime_error { using std::runtime_error::runtime_error; };
struct GenerateError : std::runtime_error { using std::runtime_error::runtime_error; };

// A broken internal invariant: a solver contradicted the rule checker. Never
// expected; reported loudly rather than risking a wrong answer. Exit status 70.
class InternalError : public std::logic_error {
 public:
  using std::logic_error::logic_error;
};

}  // namespace pg

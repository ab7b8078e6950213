// The verifier's answers: how many solutions, one of them, the tier, the
// logic solver's steps.
// Part of the library API: a program includes puzzlegen/api.hpp.
#pragma once

#include <optional>
#include <span>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "core/instance.hpp"
#include "core/verdict.hpp"

namespace pg::api {

// The time ran out before the work that was asked for was done.
struct OutOfTime : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// Seconds an answer may take; 0: no limit.
struct Budget {
  double seconds = 0;
};

struct Verification {
  Verdict verdict = Verdict::unknown;
  std::vector<std::vector<int>> solutions;  // one when unique, two when multiple
  std::vector<Cell> differing;              // where the two differ
  std::optional<Difficulty> difficulty;     // when unique: the tier the logic solver needs
  // When unique and the instance holds a solution other than the one:
  // "the stored solution differs from the unique solution at (R,C)".
  std::optional<std::string> stored_differs;
  // The report: "unique\n", "none\n", "unknown\n", or "multiple\n" and the
  // two solutions in the judge's output text with the cells where they
  // differ; and as data, with what the logic solver did.
  std::string text;
  Json json;
};
Verification verify(const Instance& instance, Budget budget = {});

struct Solved {
  Verdict verdict = Verdict::unknown;  // unique: found (one of them); none; unknown: the time ran out
  std::vector<int> solution;
};
Solved solve(const Instance& instance, Budget budget = {});
// The answer a solver prints: the solution in the judge's text, or for an
// instance read from a PDDL problem (`format`), the reference plan that
// carries it out (FormatError when the solution has no plan).
std::string answer_text(const Instance& instance, std::span<const int> solution, std::string_view format);

// The logic solver's steps, one reason each, then how it ends.
struct Explained {
  Verdict verdict = Verdict::unknown;  // as verify says, after the steps
  std::string text;                    // "1. RULE: ...", then the end
  Json json;                           // the same as data
};
Explained explain(const Instance& instance, Budget budget = {});

}  // namespace pg::api

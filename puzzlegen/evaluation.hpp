// Sets for evaluating solvers and models: each puzzle asked as its text in a
// chosen format (the question), with its one solution in the judge's text
// (the answer), one JSON Lines entry each; an answer to a question is scored
// by the rules, not by likeness to the stored answer.
// Part of the library API: a program includes puzzlegen/api.hpp.
#pragma once

#include <string>
#include <string_view>

#include "core/instance.hpp"
#include "puzzlegen/write.hpp"

namespace pg::api {

// {"puzzle", "size", "rows", "cols", "difficulty", "seed", "index",
// ["rules",] "format", "question", "answer"}: `instance` (which holds its
// solution, as a generated one does) asked in `format` (empty: the puzzle's
// default). FormatError when the format cannot state it; UsageError when the
// instance holds no solution.
Json evaluation_entry(const Instance& instance, std::string_view format = {}, const WriteOptions& options = {});

struct Score {
  bool correct = false;  // the answer keeps every rule, the givens included
  std::string rule;      // when not: the rule it breaks, or "unreadable answer"
  std::string detail;    // and where, or why it does not read
  bool stored = false;   // the answer is the entry's own
};
// An answer, in the judge's text, to the question of `entry` (an
// evaluation_entry, as read back from its line): the question read in its
// format and the answer held to the rules. An answer that does not read is
// wrong, with where and why. InputError for an entry that is not one;
// InternalError for a valid answer other than the entry's own, which would
// mean the puzzle was never unique.
Score score(const Json& entry, std::string_view answer);

}  // namespace pg::api

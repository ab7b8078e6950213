// What verify, grade and solve share: their options, the answer to each
// instance, and the loop that answers every instance of the inputs in
// parallel, printing in input order.
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <CLI/CLI.hpp>

#include "cli/options.hpp"
#include "puzzlegen/api.hpp"

namespace pg::cli {

struct AnswerOptions {
  std::vector<std::string> files;
  InputOptions input;
  bool explain = false;  // solve: the logic solver's steps, one reason each
  bool json = false;
  bool summary = false;
  int jobs = 1;
  double timeout = 0;   // seconds; 0: none
  std::string output;   // solve: a file or a directory of solutions
  bool force = false;   // solve -o DIR: replace files of other content
  bool manifest = false;  // verify DIR --manifest: the corpus against its manifest
  bool verdicts = false;  // verify and grade: every answer a verdict on standard output
};

// What the answer to one entry prints, and how it counts.
struct Answer {
  std::string out;
  std::string err;
  int status = kOk;
  std::optional<Verdict> verdict;
  std::optional<Difficulty> difficulty;
  // Not answered: "malformed", "unreadable" or "wrong-solution".
  std::string_view refused;
  std::string to_output;  // solve -o FILE: the answer, written in input order
};

// What an answer needs to know of the inputs beside its own entry.
struct Inputs {
  std::size_t files = 0;
  bool several = false;  // more than one entry in all
};

// The exit status of a verdict, as verify and grade give it.
int verdict_exit(Verdict verdict);

// The answer to an entry that was not read: the error on standard error,
// and its verdict on standard output when the answers need telling apart; in
// verify and grade, always for a wrong solution, a verdict on an instance that
// reads (verify --json: always, with the error).
Answer refused(const AnswerOptions& o, const api::Entry& entry, const Inputs& inputs);

// Answers every entry of the inputs with `answer`, in parallel, printing in
// input order (and telling `each_in_order` of each), after `prepare` has
// seen whether there are several; the exit status is the most severe of the
// answers'. Entries are read a batch at a time, so that memory holds a batch
// however many there are.
int answer_each(const AnswerOptions& o, const std::function<Answer(const api::Entry&, const Inputs&)>& answer,
                const std::function<void(const Inputs&)>& prepare = {},
                const std::function<void(const Answer&)>& each_in_order = {});

// FILES, --puzzle, --format, --rules, --timeout, --jobs.
void add_answer_options(CLI::App* command, AnswerOptions& o);

}  // namespace pg::cli

// puzzlegen solve: a solution of every instance of the inputs (a plan for
// a PDDL problem), or with --explain the logic solver's steps.
#include <filesystem>
#include <iostream>
#include <memory>

#include "cli/answers.hpp"
#include "cli/command.hpp"

namespace pg::cli {
namespace {

using api::Entry;

// "STEM[-K].EXTENSION": the input file's name, the instance's number when
// its file holds several.
std::string solution_name(const Entry& entry, std::string_view extension) {
  std::string stem = entry.file == "<stdin>" ? std::string("stdin") : std::filesystem::path(entry.file).stem().string();
  if (entry.several) stem += "-" + std::to_string(entry.number);
  return stem + std::string(extension);
}

// " (instance K)" after a file's name, when it holds several.
std::string which(const Entry& entry) {
  return entry.several ? " (instance " + std::to_string(entry.number) + ")" : "";
}

// solve --explain: the logic solver's steps, then how it ends; the exit
// status as solve's. Its text for `answer.out`, or the output.
Answer explain_one(const AnswerOptions& o, const Entry& entry, const Inputs& inputs, std::string& text) {
  Answer answer;
  if (api::is_problem_format(entry.instance->puzzle, entry.format)) {
    answer.status = kUsage;
    answer.err = "puzzlegen: " + api::display_name(entry.file) + which(entry) +
                 ": --explain explains a puzzle, and a PDDL problem's answer is a plan; explain the puzzle in "
                 "another format (puzzlegen convert FILE --to json)\n";
    if (inputs.several) answer.out = api::label(entry, inputs.files) + "not explained\n";
    return answer;
  }
  api::Explained explained = api::explain(*entry.instance, {o.timeout});
  const Verdict verdict = explained.verdict;
  answer.verdict = verdict == Verdict::multiple ? Verdict::unique : verdict;  // solved, as solve counts it
  answer.status = verdict == Verdict::none ? kNoSolution : verdict == Verdict::unknown ? kUnknown : kOk;
  if (verdict == Verdict::none) answer.err = "puzzlegen: " + api::display_name(entry.file) + which(entry) + ": no solution\n";
  if (verdict == Verdict::unknown)
    answer.err = "puzzlegen: " + api::display_name(entry.file) + which(entry) + ": no answer within the time limit\n";
  if (o.json) {
    Json doc = {{"file", entry.file}, {"instance", entry.number}};
    for (const auto& [key, value] : explained.json.items()) doc[key] = value;
    text = doc.dump() + "\n";
  } else {
    text = std::move(explained.text);
  }
  return answer;
}

int solve(const AnswerOptions& o) {
  if (o.json && !o.explain) throw UsageError("solve --json gives the steps of --explain as data; add --explain");
  std::optional<api::Output> output;
  auto prepare = [&](const Inputs& inputs) {
    api::OutputRequest where;
    where.path = o.output;
    where.several = inputs.several;
    where.force = o.force;
    where.several_to_file = " is not a directory; the solutions of several instances go to -o DIR, one file each";
    output.emplace(where, std::cout);
  };
  // The answer's text to the output, or to standard output with the entry's
  // label on a line of its own before it.
  auto put = [&](Answer& answer, const Entry& entry, const Inputs& inputs, const std::string& text,
                 std::string_view extension, bool labelled) {
    if (output->kind() == api::Output::Kind::directory) {
      output->file(solution_name(entry, extension), text);
    } else if (output->kind() == api::Output::Kind::file) {
      answer.to_output = text;
    } else {
      const std::string tag = api::label(entry, inputs.files);
      answer.out = (inputs.several && labelled ? tag.substr(0, tag.size() - 1) + "\n" : std::string()) + text;
    }
  };
  auto answer_one = [&](const Entry& entry, const Inputs& inputs) {
    if (o.explain) {
      std::string text;
      Answer answer = explain_one(o, entry, inputs, text);
      if (answer.status != kUsage)
        put(answer, entry, inputs, text, o.json ? ".explanation.json" : ".explanation.txt", !o.json);
      return answer;
    }
    Answer answer;
    const api::Solved solved = api::solve(*entry.instance, {o.timeout});
    // No answer: why on standard error, and a word on standard output when
    // the answers need telling apart.
    auto unanswered = [&](Verdict verdict, int status, const std::string& why, const std::string& word) {
      answer.verdict = verdict;
      answer.status = status;
      answer.err = "puzzlegen: " + api::display_name(entry.file) + which(entry) + ": " + why + "\n";
      if (inputs.several) answer.out = api::label(entry, inputs.files) + word + "\n";
      return answer;
    };
    if (solved.verdict == Verdict::unknown)
      return unanswered(Verdict::unknown, kUnknown, "no answer within the time limit", "unknown");
    if (solved.verdict == Verdict::none) return unanswered(Verdict::none, kNoSolution, "no solution", "no solution");
    const bool plan = api::is_problem_format(entry.instance->puzzle, entry.format);
    std::string text;
    try {
      text = api::answer_text(*entry.instance, solved.solution, entry.format);
    } catch (const FormatError& e) {
      return unanswered(Verdict::none, kNoSolution, e.what(), "no plan");
    }
    answer.verdict = Verdict::unique;  // solved; --summary counts it with the unique ones
    put(answer, entry, inputs, text, plan ? ".plan" : ".solution.txt", true);
    return answer;
  };
  bool written = false;
  auto write = [&](const Answer& answer) {
    if (answer.to_output.empty()) return;
    output->append(answer.to_output);
    written = true;
  };
  const int code = answer_each(o, answer_one, prepare, write);
  if (written) output->finish();
  return code;
}

}  // namespace

Command add_solve(CLI::App& app) {
  auto o = std::make_shared<AnswerOptions>();
  CLI::App* command = app.add_subcommand(
      "solve", "Print a solution in the judge's output format, or for a PDDL or HDDL problem a plan (exit 120: none)");
  add_answer_options(command, *o);
  command->add_option("-o,--output", o->output,
                      "Write the solution to this file; several go to a directory, one file each");
  command->add_flag("--force", o->force, "In a directory, replace files of other content");
  command->add_flag("--summary", o->summary, "End with the counts per answer and the time taken");
  command->add_flag("--explain", o->explain,
                    "Print the logic solver's steps, one a line: the rule, the cells it decides and why, until solved "
                    "or stuck (then what search finds), and the solution");
  command->add_flag("--json", o->json, "With --explain: the steps as data, one JSON document per instance");
  return {command, [o] { return solve(*o); }};
}

}  // namespace pg::cli

// puzzlegen verify and grade: the verifier's answers about every instance
// of the inputs, in input order whatever the number of jobs.
#include <memory>

#include "cli/answers.hpp"
#include "cli/command.hpp"
#include "cli/corpus.hpp"

namespace pg::cli {
namespace {

using api::Entry;

// The verifier's report on one entry, counted as its verdict says; the
// caller writes what it prints.
std::pair<api::Verification, Answer> verified(const AnswerOptions& o, const Entry& entry) {
  api::Verification verification = api::verify(*entry.instance, {o.timeout});
  Answer answer;
  answer.verdict = verification.verdict;
  answer.difficulty = verification.difficulty;
  answer.status = verdict_exit(verification.verdict);
  return {std::move(verification), std::move(answer)};
}

// The stored solution of an instance that has one solution must be that
// one: a refusal, as refused() gives it, when it is not.
std::optional<Answer> wrong_stored(const AnswerOptions& o, const Entry& entry, const Inputs& inputs,
                                   const api::Verification& verification) {
  if (!verification.stored_differs) return std::nullopt;
  Entry wrong = entry;
  wrong.instance.reset();
  wrong.refusal = api::Refusal::wrong_solution;
  wrong.error = api::instance_fault(entry, *verification.stored_differs);
  return refused(o, wrong, inputs);
}

// The report's text with the entry's label before its first line.
Answer verify_one(const AnswerOptions& o, const Entry& entry, const Inputs& inputs) {
  auto [verification, answer] = verified(o, entry);
  if (std::optional<Answer> wrong = wrong_stored(o, entry, inputs, verification)) return std::move(*wrong);
  if (o.json) {
    Json line = {{"file", entry.file}, {"instance", entry.number}};
    for (const auto& [key, value] : verification.json.items()) line[key] = value;
    answer.out = line.dump() + "\n";
  } else {
    answer.out = api::label(entry, inputs.files) + verification.text;
  }
  return answer;
}

Answer grade_one(const AnswerOptions& o, const Entry& entry, const Inputs& inputs) {
  auto [verification, answer] = verified(o, entry);
  if (std::optional<Answer> wrong = wrong_stored(o, entry, inputs, verification)) return std::move(*wrong);
  const Verdict verdict = verification.verdict;
  std::string said = verdict == Verdict::unique    ? std::string(to_string(*verification.difficulty))
                     : verdict == Verdict::unknown ? std::string("unknown")
                                                   : "not unique: " + std::string(to_string(verdict));
  answer.out = api::label(entry, inputs.files) + said + "\n";
  return answer;
}

}  // namespace

Command add_verify(CLI::App& app) {
  auto o = std::make_shared<AnswerOptions>();
  o->verdicts = true;
  CLI::App* command =
      app.add_subcommand("verify", "Count solutions up to two: prints unique, multiple (with two solutions) or none");
  add_answer_options(command, *o);
  command->add_flag("--json", o->json, "Print a JSON report per instance");
  command->add_flag("--summary", o->summary, "End with the counts per verdict and per tier, and the time taken");
  command->add_flag("--manifest", o->manifest,
                    "FILES is a corpus directory written by 'puzzlegen corpus' (or its manifest.csv): check it "
                    "against its manifest (every file there with its sha256, none unlisted, each instance unique at "
                    "its stated difficulty)");
  return {command, [o] {
            if (o->manifest) {
              if (o->files.size() != 1)
                throw UsageError("--manifest checks one corpus directory; found " + std::to_string(o->files.size()) +
                                 " paths");
              return verify_manifest(o->files.front(), o->jobs);
            }
            return answer_each(*o, [&](const Entry& entry, const Inputs& inputs) { return verify_one(*o, entry, inputs); });
          }};
}

Command add_grade(CLI::App& app) {
  auto o = std::make_shared<AnswerOptions>();
  o->verdicts = true;
  CLI::App* command = app.add_subcommand("grade", "Print the difficulty tier the logic solver needs");
  add_answer_options(command, *o);
  command->add_flag("--summary", o->summary, "End with the counts per verdict and per tier, and the time taken");
  return {command, [o] {
            return answer_each(*o, [&](const Entry& entry, const Inputs& inputs) { return grade_one(*o, entry, inputs); });
          }};
}

}  // namespace pg::cli

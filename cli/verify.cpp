// puzzlegen verify, grade and solve: the verifier's answers about every
// instance of the inputs, in input order whatever the number of jobs.
#include <algorithm>
#include <array>
#include <chrono>
#include <filesystem>
#include <functional>
#include <iomanip>
#include <iostream>
#include <memory>
#include <sstream>
#include <thread>

#include "cli/command.hpp"
#include "cli/corpus.hpp"
#include "cli/inputs.hpp"
#include "cli/io.hpp"
#include "cli/options.hpp"
#include "core/errors.hpp"
#include "core/files.hpp"
#include "core/parallel.hpp"
#include "verifier/report.hpp"
#include "verifier/verify.hpp"

namespace pg::cli {
namespace {

struct VerifyOptions {
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
  // Not answered: "malformed", "unreadable" or "wrong-solution" (see
  // refusal_name).
  std::string_view refused;
};

int verdict_exit(Verdict verdict) {
  switch (verdict) {
    case Verdict::unique: return kOk;
    case Verdict::multiple: return kMultiple;
    case Verdict::none: return kUnsolvable;
    case Verdict::unknown: return kUnknown;
  }
  return kInternal;
}

// The counts --summary prints.
class Tally {
 public:
  void add(const Answer& answer) {
    ++instances_;
    if (answer.refused == "unreadable") {
      ++unreadable_;
    } else if (answer.refused == "wrong-solution") {
      ++wrong_solution_;
    } else if (!answer.refused.empty()) {
      ++malformed_;
    } else if (answer.verdict) {
      ++verdicts_[static_cast<std::size_t>(*answer.verdict)];
      if (answer.difficulty) ++tiers_[static_cast<std::size_t>(*answer.difficulty)];
    }
  }

  std::string text(std::size_t files, double seconds) const {
    std::ostringstream out;
    out << "summary: " << instances_ << (instances_ == 1 ? " instance" : " instances") << " in " << files
        << (files == 1 ? " file" : " files") << ": " << count(Verdict::unique) << " unique (";
    for (Difficulty d : kDifficulties)
      out << (d == Difficulty::easy ? "" : ", ") << to_string(d) << " " << tiers_[static_cast<std::size_t>(d)];
    out << "), " << count(Verdict::multiple) << " multiple, " << count(Verdict::none) << " none, "
        << count(Verdict::unknown) << " unknown, " << wrong_solution_ << " wrong-solution, " << malformed_
        << " malformed, " << unreadable_ << " unreadable; " << std::fixed
        << std::setprecision(2) << seconds << " s\n";
    return out.str();
  }

  Json json(std::size_t files, double seconds) const {
    Json tiers = Json::object();
    for (Difficulty d : kDifficulties) tiers[std::string(to_string(d))] = tiers_[static_cast<std::size_t>(d)];
    Json summary = {{"files", files},
                    {"instances", instances_},
                    {"unique", count(Verdict::unique)},
                    {"multiple", count(Verdict::multiple)},
                    {"none", count(Verdict::none)},
                    {"unknown", count(Verdict::unknown)},
                    {"wrong-solution", wrong_solution_},
                    {"malformed", malformed_},
                    {"unreadable", unreadable_},
                    {"tiers", std::move(tiers)},
                    {"seconds", seconds}};
    return Json{{"summary", std::move(summary)}};
  }

 private:
  int count(Verdict v) const { return verdicts_[static_cast<std::size_t>(v)]; }
  int instances_ = 0, malformed_ = 0, unreadable_ = 0, wrong_solution_ = 0;
  std::array<int, 4> verdicts_{};
  std::array<int, kDifficulties.size()> tiers_{};
};

int threads_for(int jobs) {
  return jobs > 0 ? jobs : static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
}

// What an answer needs to know of the inputs beside its own entry.
struct Inputs {
  std::size_t files = 0;
  bool several = false;  // more than one entry in all
};

// The answer to an entry that was not read: the error on standard error,
// and its verdict on standard output when the answers need telling apart; in
// verify and grade, always for a wrong solution, a verdict on an instance that
// reads (verify --json: always, with the error).
Answer refused(const VerifyOptions& o, const Entry& entry, const Inputs& inputs) {
  Answer answer;
  answer.refused = refusal_name(entry);
  answer.status = entry.status;
  answer.err = "puzzlegen: " + entry.error + "\n";
  if (o.json) {
    Json line = {{"file", entry.file},
                 {"instance", entry.number},
                 {"verdict", std::string(answer.refused)},
                 {"error", entry.error}};
    answer.out = line.dump() + "\n";
  } else if (inputs.several || (o.verdicts && entry.status == kWrongSolution)) {
    answer.out = label(entry, inputs.files) + std::string(answer.refused) + "\n";
  }
  return answer;
}

// Answers every entry of the inputs with `answer`, in parallel, printing in
// input order, after `prepare` has seen whether there are several; the exit
// status is the most severe of the answers'. Entries are read a batch at a
// time, so that memory holds a batch however many there are.
int answer_each(const VerifyOptions& o, const std::function<Answer(const Entry&, const Inputs&)>& answer,
                const std::function<void(const Inputs&)>& prepare = {}) {
  const auto start = std::chrono::steady_clock::now();
  EntryStream stream(o.files, o.input);
  const Inputs inputs{stream.files(), stream.several()};
  if (prepare) prepare(inputs);
  Tally tally;
  int code = kOk;
  const int threads = threads_for(o.jobs);
  // Many times the threads' window, so that a batch's end seldom leaves a
  // thread idle.
  const std::size_t batch_size = static_cast<std::size_t>(std::max(256, 64 * threads));
  std::vector<Entry> batch;
  for (;;) {
    batch.clear();
    while (batch.size() < batch_size)
      if (std::optional<Entry> entry = stream.next()) {
        batch.push_back(std::move(*entry));
      } else {
        break;
      }
    if (batch.empty()) break;
    in_order(
        batch.size(), threads,
        [&](std::uint64_t i) {
          const Entry& entry = batch[static_cast<std::size_t>(i)];
          if (entry.instance) return answer(entry, inputs);
          return refused(o, entry, inputs);
        },
        [&](std::uint64_t, Answer&& result) {
          std::cout << result.out;
          check_stdout();
          if (!result.err.empty()) std::cerr << result.err << std::flush;
          code = std::max(code, result.status);
          tally.add(result);
        });
  }
  if (o.summary) {
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    std::cout << (o.json ? tally.json(inputs.files, seconds).dump() + "\n" : tally.text(inputs.files, seconds));
    check_stdout();
  }
  return code;
}

// The verifier's report on one entry, counted as its verdict says; the
// caller writes what it prints.
std::pair<Report, Answer> verified(const VerifyOptions& o, const Entry& entry) {
  Report report = pg::verify(entry.puzzle->solver, *entry.instance, budget_for(o.timeout));
  Answer answer;
  answer.verdict = report.verdict;
  answer.difficulty = report.difficulty;
  answer.status = verdict_exit(report.verdict);
  return {std::move(report), std::move(answer)};
}

// The stored solution of an instance that has one solution must be that
// one: a refusal, as refused() gives it, when it is not. The rule checker has
// passed it already (EntryStream), so this catches only what the rule checker
// missed.
std::optional<Answer> wrong_stored(const VerifyOptions& o, const Entry& entry, const Inputs& inputs,
                                   const Report& report) {
  if (report.verdict != Verdict::unique) return std::nullopt;
  std::optional<std::string> differs = stored_solution_differs(*entry.instance, report.solutions.front());
  if (!differs) return std::nullopt;
  Entry wrong = entry;
  wrong.instance.reset();
  wrong.status = kWrongSolution;
  wrong.error = instance_fault(entry, *differs);
  return refused(o, wrong, inputs);
}

// The report's text with the entry's label before its first line.
Answer verify_one(const VerifyOptions& o, const Entry& entry, const Inputs& inputs) {
  auto [report, answer] = verified(o, entry);
  if (std::optional<Answer> wrong = wrong_stored(o, entry, inputs, report)) return std::move(*wrong);
  if (o.json) {
    Json line = {{"file", entry.file}, {"instance", entry.number}};
    const Json report_lines = report_json(report, *entry.instance, entry.puzzle->codec);
    for (const auto& [key, value] : report_lines.items()) line[key] = value;
    answer.out = line.dump() + "\n";
  } else {
    answer.out = label(entry, inputs.files) + report_text(report, *entry.instance, entry.puzzle->codec);
  }
  return answer;
}

Answer grade_one(const VerifyOptions& o, const Entry& entry, const Inputs& inputs) {
  auto [report, answer] = verified(o, entry);
  if (std::optional<Answer> wrong = wrong_stored(o, entry, inputs, report)) return std::move(*wrong);
  std::string said = report.verdict == Verdict::unique    ? std::string(to_string(*report.difficulty))
                     : report.verdict == Verdict::unknown ? std::string("unknown")
                                                          : "not unique: " + std::string(to_string(report.verdict));
  answer.out = label(entry, inputs.files) + said + "\n";
  return answer;
}

// Where solve -o writes: a directory when it is one, or when there are
// several solutions to write; else a file.
bool solutions_to_directory(const VerifyOptions& o, bool several) {
  namespace fs = std::filesystem;
  std::error_code ec;
  if (o.output.empty() || o.output == "-") return false;
  if (fs::is_directory(o.output, ec)) return true;
  if (!several) return false;
  if (output_kind(o.output) == OutputKind::created) return true;
  throw UsageError(o.output + " is not a directory; the solutions of several instances go to -o DIR, one file each");
}

// "DIR/STEM[-K].solution.txt": the input file's name, the instance's number
// when its file holds several.
std::string solution_path(const VerifyOptions& o, const Entry& entry, std::string_view extension) {
  std::string stem = entry.file == "<stdin>" ? std::string("stdin") : std::filesystem::path(entry.file).stem().string();
  if (entry.several) stem += "-" + std::to_string(entry.number);
  return (std::filesystem::path(o.output) / (stem + std::string(extension))).string();
}

// The planning domain a PDDL problem was read in, whose plan is the answer
// to solve; none for every other format.
const pddl::ProblemFormat* problem_format_of(const Entry& entry) {
  const pddl::ProblemFormat* pddl = entry.puzzle->pddl;
  return pddl != nullptr && entry.format == pddl->name() ? pddl : nullptr;
}

// solve --explain as data: one reason and the cells it forces per step.
Json cell_json(int cell, const Instance& instance) {
  const Cell at = instance.cell(cell);
  return Json::array({at.row, at.col});
}

Json decision_json(const Decision& decision, const Instance& instance, const Codec& codec) {
  return {{"cell", cell_json(decision.cell, instance)},
          {"value", codec.solution_to_json(decision.value)},
          {"says", decision.says}};
}

Json step_json(const Step& step, std::size_t number, const Instance& instance, const Codec& codec) {
  Json out = {{"step", number},
              {"rule", step.rule.empty() ? Json(nullptr) : Json(std::string(step.rule))},
              {"tier", step.rule.empty() ? Json(nullptr) : Json(to_string(step.tier))},
              {"contradiction", step.contradiction}};
  Json decided = Json::array(), ruled_out = Json::array(), follows = Json::array();
  if (!step.contradiction)
    for (const Decision& decision : step.decided)
      (decision.kind == Decision::Kind::is       ? decided
       : decision.kind == Decision::Kind::is_not ? ruled_out
                                                 : follows)
          .push_back(decision_json(decision, instance, codec));
  out["decided"] = std::move(decided);
  out["ruled_out"] = std::move(ruled_out);
  out["follows"] = std::move(follows);
  Json cells = Json::array();
  for (int cell : step.reason.cells) cells.push_back(cell_json(cell, instance));
  out["reason"] = {{"text", step.reason.text}, {"cells", std::move(cells)}, {"trial", step.reason.trial}};
  if (step.contradiction && !step.decided.empty()) {
    out["clash"] = decision_json(step.decided.front(), instance, codec);
    out["against"] = step.against;
  }
  out["text"] = step_text(step, instance.cols);
  return out;
}

Json grid_json(const std::vector<int>& solution, const Instance& instance, const Codec& codec) {
  Json grid = Json::array();
  for (int r = 0; r < instance.rows; ++r) {
    Json row = Json::array();
    for (int c = 0; c < instance.cols; ++c)
      row.push_back(codec.solution_to_json(solution[static_cast<std::size_t>(instance.index(r, c))]));
    grid.push_back(std::move(row));
  }
  return grid;
}

// solve --explain: the logic solver's steps in order, each one rule's reason
// and the cells it forces, then how it ends (solved, a contradiction, or
// stuck with what SAT then finds); the exit status as solve's. Its text for
// `answer.out`, or the file -o names.
Answer explain_one(const VerifyOptions& o, const Entry& entry, const Inputs& inputs, std::string& text) {
  Answer answer;
  const std::string which = entry.several ? " (instance " + std::to_string(entry.number) + ")" : "";
  const std::string tag = label(entry, inputs.files);
  if (problem_format_of(entry) != nullptr) {
    answer.status = kUsage;
    answer.err = "puzzlegen: " + display_name(entry.file) + which +
                 ": --explain explains a puzzle, and a PDDL problem's answer is a plan; explain the puzzle in "
                 "another format (puzzlegen convert FILE --to json)\n";
    if (inputs.several) answer.out = tag + "not explained\n";
    return answer;
  }
  const Solver& solver = entry.puzzle->solver;
  const Codec& codec = entry.puzzle->codec;
  const Instance& instance = *entry.instance;
  const sat::Budget budget = budget_for(o.timeout);
  const Deduction logic = solver.explain(instance, Difficulty::hard, budget.deadline);
  const Explanation& explanation = *logic.explanation;
  // SAT's answer: the solution to show, and a check of the rules' end.
  Report report;
  if (!logic.out_of_time) report = pg::verify(solver, instance, budget);
  if (!logic.out_of_time && report.verdict != Verdict::unknown && report.logic.status != logic.status)
    throw InternalError("the logic solver ended otherwise when it explained its steps");
  const Verdict verdict = logic.out_of_time ? Verdict::unknown : report.verdict;
  answer.verdict = verdict == Verdict::multiple ? Verdict::unique : verdict;  // solved, as solve counts it
  answer.status = verdict == Verdict::none ? kNoSolution : verdict == Verdict::unknown ? kUnknown : kOk;
  if (verdict == Verdict::none) answer.err = "puzzlegen: " + display_name(entry.file) + which + ": no solution\n";
  if (verdict == Verdict::unknown)
    answer.err = "puzzlegen: " + display_name(entry.file) + which + ": no answer within the time limit\n";
  const std::size_t steps = explanation.steps.size();
  const std::string after = std::to_string(steps) + (steps == 1 ? " step" : " steps");
  using Status = Deduction::Status;

  if (o.json) {
    Json doc = {{"file", entry.file}, {"instance", entry.number}, {"puzzle", instance.puzzle},
                {"rows", instance.rows}, {"cols", instance.cols}};
    doc["status"] = logic.out_of_time           ? "unknown"
                    : logic.status == Status::solved ? "solved"
                    : logic.status == Status::stuck  ? "stuck"
                                                     : "contradiction";
    doc["hardest"] = to_string(logic.hardest);
    Json list = Json::array();
    for (std::size_t k = 0; k < steps; ++k) list.push_back(step_json(explanation.steps[k], k + 1, instance, codec));
    doc["steps"] = std::move(list);
    doc["open"] = explanation.open;
    doc["verdict"] = to_string(verdict);
    doc["solution"] = report.solutions.empty() ? Json(nullptr) : grid_json(report.solutions.front(), instance, codec);
    text = doc.dump() + "\n";
    return answer;
  }
  text.clear();
  for (std::size_t k = 0; k < steps; ++k)
    text += std::to_string(k + 1) + ". " + step_text(explanation.steps[k], instance.cols) + "\n";
  const std::string solution =
      report.solutions.empty() ? std::string() : codec.write_solution(instance, report.solutions.front());
  if (logic.out_of_time) {
    text += "stopped after " + after + ": the time limit ran out\n";
  } else if (logic.status == Status::solved) {
    text += "solved in " + after + " (hardest tier: " + std::string(to_string(logic.hardest)) + "):\n" + solution;
  } else if (logic.status == Status::contradiction) {
    text += "contradiction at step " + std::to_string(steps) + ": no solution\n";
  } else {
    text += "stuck after " + after + ": " + std::to_string(explanation.open) +
            (explanation.open == 1 ? " cell" : " cells") + " left; the rest needs search, which finds ";
    switch (verdict) {
      case Verdict::unique: text += "one solution:\n" + solution; break;
      case Verdict::multiple: text += "several solutions; one of them:\n" + solution; break;
      case Verdict::none: text += "no solution\n"; break;
      case Verdict::unknown: text += "nothing within the time limit\n"; break;
    }
  }
  return answer;
}

int solve(const VerifyOptions& o) {
  if (o.json && !o.explain) throw UsageError("solve --json gives the steps of --explain as data; add --explain");
  bool to_directory = false;
  auto prepare = [&](const Inputs& inputs) {
    to_directory = solutions_to_directory(o, inputs.several);
    std::error_code ec;
    if (to_directory && !std::filesystem::create_directories(o.output, ec) && ec)
      throw CantCreateError(o.output + ": cannot create this directory: " + ec.message());
  };
  auto answer_one = [&](const Entry& entry, const Inputs& inputs) {
    if (o.explain) {
      std::string text;
      Answer answer = explain_one(o, entry, inputs, text);
      if (answer.status == kUsage) return answer;
      if (to_directory) {
        emit_into_directory(solution_path(o, entry, o.json ? ".explanation.json" : ".explanation.txt"), text, o.force);
      } else if (!o.output.empty() && o.output != "-") {
        emit(o.output, text);
      } else {
        const std::string tag = label(entry, inputs.files);
        answer.out = (inputs.several && !o.json ? tag.substr(0, tag.size() - 1) + "\n" : std::string()) + text;
      }
      return answer;
    }
    Answer answer;
    bool unknown = false;
    auto solution = pg::solve(entry.puzzle->solver, *entry.instance, budget_for(o.timeout), &unknown);
    const bool several = inputs.several;
    const std::string tag = label(entry, inputs.files);
    const std::string which = entry.several ? " (instance " + std::to_string(entry.number) + ")" : "";
    const pddl::ProblemFormat* problem = problem_format_of(entry);
    std::string text;
    if (solution && problem != nullptr) {
      // A problem's answer is a plan: the reference plan of the solution.
      Instance solved = *entry.instance;
      solved.solution = *solution;
      try {
        text = problem->reference_plan(solved);
      } catch (const FormatError& e) {
        answer.verdict = Verdict::none;
        answer.status = kNoSolution;
        answer.err = "puzzlegen: " + display_name(entry.file) + which + ": " + e.what() + "\n";
        if (several) answer.out = tag + "no plan\n";
        return answer;
      }
    } else if (solution) {
      text = entry.puzzle->codec.write_solution(*entry.instance, *solution);
    }
    if (solution) {
      answer.verdict = Verdict::unique;  // solved; --summary counts it with the unique ones
      if (to_directory) {
        emit_into_directory(solution_path(o, entry, problem != nullptr ? ".plan" : ".solution.txt"), text, o.force);
      } else if (!o.output.empty() && o.output != "-") {
        emit(o.output, text);
      } else {
        answer.out = (several ? tag.substr(0, tag.size() - 1) + "\n" : std::string()) + text;
      }
    } else if (unknown) {
      answer.verdict = Verdict::unknown;
      answer.status = kUnknown;
      answer.err = "puzzlegen: " + display_name(entry.file) + which + ": no answer within the time limit\n";
      if (several) answer.out = tag + "unknown\n";
    } else {
      answer.verdict = Verdict::none;
      answer.status = kNoSolution;
      answer.err = "puzzlegen: " + display_name(entry.file) + which + ": no solution\n";
      if (several) answer.out = tag + "no solution\n";
    }
    return answer;
  };
  return answer_each(o, answer_one, prepare);
}

void add_inputs(CLI::App* command, VerifyOptions& o) {
  command->add_option("files", o.files, "Instance files or directories, or - for standard input")->required();
  command->add_option("--puzzle,-p", o.input.puzzle, "Puzzle (" + puzzle_names() + "); detected when omitted");
  command->add_option("--format,-f", o.input.format, "Input format (" + format_list() + "); detected when omitted");
  add_rules(command, o.input.rules);
  add_timeout(command, o.timeout);
  command->add_option("--jobs,-j", o.jobs, "Instances answered at once (0: one per hardware thread); output in input order")
      ->check(CLI::Range(0, 1024))
      ->capture_default_str();
}

}  // namespace

Command add_verify(CLI::App& app) {
  auto o = std::make_shared<VerifyOptions>();
  o->verdicts = true;
  CLI::App* command =
      app.add_subcommand("verify", "Count solutions up to two: prints unique, multiple (with two solutions) or none");
  add_inputs(command, *o);
  command->add_flag("--json", o->json, "Print a JSON report per instance");
  command->add_flag("--summary", o->summary, "End with the counts per verdict and per tier, and the time taken");
  command->add_flag("--manifest", o->manifest,
                    "FILES is a corpus directory written by 'puzzlegen corpus': check it against its manifest (every "
                    "file there with its sha256, none unlisted, each instance unique at its stated difficulty)");
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

Command add_solve(CLI::App& app) {
  auto o = std::make_shared<VerifyOptions>();
  CLI::App* command = app.add_subcommand(
      "solve", "Print a solution in the judge's output format, or for a PDDL problem a plan (exit 120: none)");
  add_inputs(command, *o);
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

Command add_grade(CLI::App& app) {
  auto o = std::make_shared<VerifyOptions>();
  o->verdicts = true;
  CLI::App* command = app.add_subcommand("grade", "Print the difficulty tier the logic solver needs");
  add_inputs(command, *o);
  command->add_flag("--summary", o->summary, "End with the counts per verdict and per tier, and the time taken");
  return {command, [o] {
            return answer_each(*o, [&](const Entry& entry, const Inputs& inputs) { return grade_one(*o, entry, inputs); });
          }};
}

}  // namespace pg::cli

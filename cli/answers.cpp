#include "cli/answers.hpp"

#include <algorithm>
#include <array>
#include <chrono>
#include <iomanip>
#include <iostream>
#include <sstream>
#include <thread>

#include "core/parallel.hpp"

namespace pg::cli {
namespace {

using api::Entry;

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

}  // namespace

int verdict_exit(Verdict verdict) {
  switch (verdict) {
    case Verdict::unique: return kOk;
    case Verdict::multiple: return kMultiple;
    case Verdict::none: return kUnsolvable;
    case Verdict::unknown: return kUnknown;
  }
  return kInternal;
}

Answer refused(const AnswerOptions& o, const Entry& entry, const Inputs& inputs) {
  Answer answer;
  answer.refused = api::to_string(entry.refusal);
  answer.status = exit_for(entry.refusal);
  answer.err = "puzzlegen: " + entry.error + "\n";
  if (o.json) {
    Json line = {{"file", entry.file},
                 {"instance", entry.number},
                 {"verdict", std::string(answer.refused)},
                 {"error", entry.error}};
    answer.out = line.dump() + "\n";
  } else if (inputs.several || (o.verdicts && entry.refusal == api::Refusal::wrong_solution)) {
    answer.out = api::label(entry, inputs.files) + std::string(answer.refused) + "\n";
  }
  return answer;
}

int answer_each(const AnswerOptions& o, const std::function<Answer(const Entry&, const Inputs&)>& answer,
                const std::function<void(const Inputs&)>& prepare,
                const std::function<void(const Answer&)>& each_in_order) {
  const auto start = std::chrono::steady_clock::now();
  api::Inputs stream(o.files, o.input.read());
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
          print(result.out);
          if (each_in_order) each_in_order(result);
          if (!result.err.empty()) std::cerr << result.err << std::flush;
          code = std::max(code, result.status);
          tally.add(result);
        });
  }
  if (o.summary) {
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    print(o.json ? tally.json(inputs.files, seconds).dump() + "\n" : tally.text(inputs.files, seconds));
  }
  return code;
}

void add_answer_options(CLI::App* command, AnswerOptions& o) {
  add_inputs(command, o.files, o.input);
  add_timeout(command, o.timeout);
  command->add_option("--jobs,-j", o.jobs, "Instances answered at once (0: one per hardware thread); output in input order")
      ->check(CLI::Range(0, 1024))
      ->capture_default_str();
}

}  // namespace pg::cli

// puzzlegen verify, grade and solve: the verifier's answers about instances.
#include <algorithm>
#include <functional>
#include <iostream>
#include <memory>

#include "cli/command.hpp"
#include "cli/io.hpp"
#include "cli/options.hpp"
#include "verifier/report.hpp"
#include "verifier/verify.hpp"

namespace pg::cli {
namespace {

struct VerifyOptions {
  InputOptions input;
  bool json = false;
  double timeout = 0;  // seconds; 0: none
};

int verdict_exit(Verdict verdict) {
  switch (verdict) {
    case Verdict::unique: return kOk;
    case Verdict::multiple: return kMultiple;
    case Verdict::none: return kNone;
    case Verdict::unknown: return kUnknown;
  }
  return kInternal;
}

// The input's instances, under the rules asked for.
Loaded load(const InputOptions& input) {
  Loaded loaded = load_instances(input.file, input.puzzle, input.format);
  apply_rules(*loaded.puzzle, input.rules, loaded.instances);
  return loaded;
}

// Verifies every instance of the input, hands each report to `print`, and
// returns the most severe exit status.
int verify_each(const VerifyOptions& o,
                const std::function<void(const Instance&, const Report&, const Codec&)>& print) {
  Loaded loaded = load(o.input);
  int code = kOk;
  for (std::size_t i = 0; i < loaded.instances.size(); ++i) {
    const Instance& instance = loaded.instances[i];
    Report report = pg::verify(loaded.puzzle->solver, instance, budget_for(o.timeout));
    code = std::max(code, verdict_exit(report.verdict));
    if (loaded.instances.size() > 1 && !o.json) std::cout << "instance " << i + 1 << ": ";
    print(instance, report, loaded.puzzle->codec);
    check_stdout();
  }
  return code;
}

int verify(const VerifyOptions& o) {
  return verify_each(o, [&](const Instance& instance, const Report& report, const Codec& codec) {
    if (o.json) {
      std::cout << report_json(report, instance, codec).dump() << '\n';
    } else {
      std::cout << report_text(report, instance, codec);
    }
  });
}

int grade(const VerifyOptions& o) {
  return verify_each(o, [](const Instance&, const Report& report, const Codec&) {
    if (report.verdict == Verdict::unique) {
      std::cout << to_string(*report.difficulty) << '\n';
    } else if (report.verdict == Verdict::unknown) {
      std::cout << "unknown\n";
    } else {
      std::cout << "not unique: " << to_string(report.verdict) << '\n';
    }
  });
}

int solve(const VerifyOptions& o) {
  Loaded loaded = load(o.input);
  int code = kOk;
  int printed = 0;
  for (std::size_t i = 0; i < loaded.instances.size(); ++i) {
    const Instance& instance = loaded.instances[i];
    bool unknown = false;
    auto solution = pg::solve(loaded.puzzle->solver, instance, budget_for(o.timeout), &unknown);
    std::string which = loaded.instances.size() > 1 ? " (instance " + std::to_string(i + 1) + ")" : "";
    if (solution) {
      std::cout << separated(loaded.puzzle->codec.write_solution(instance, *solution), printed++ == 0);
      check_stdout();
    } else if (unknown) {
      std::cerr << "puzzlegen: " << display_name(o.input.file) << which << ": no answer within the time limit\n";
      code = std::max(code, static_cast<int>(kUnknown));
    } else {
      std::cerr << "puzzlegen: " << display_name(o.input.file) << which << ": no solution\n";
      code = kNoSolution;
    }
  }
  return code;
}

}  // namespace

Command add_verify(CLI::App& app) {
  auto o = std::make_shared<VerifyOptions>();
  CLI::App* command =
      app.add_subcommand("verify", "Count solutions up to two: prints unique, multiple (with two solutions) or none");
  add_input(command, o->input);
  command->add_flag("--json", o->json, "Print a JSON report");
  add_timeout(command, o->timeout);
  return {command, [o] { return verify(*o); }};
}

Command add_solve(CLI::App& app) {
  auto o = std::make_shared<VerifyOptions>();
  CLI::App* command = app.add_subcommand("solve", "Print a solution in the judge's output format (exit 120: none)");
  add_input(command, o->input);
  add_timeout(command, o->timeout);
  return {command, [o] { return solve(*o); }};
}

Command add_grade(CLI::App& app) {
  auto o = std::make_shared<VerifyOptions>();
  CLI::App* command = app.add_subcommand("grade", "Print the difficulty tier the logic solver needs");
  add_input(command, o->input);
  add_timeout(command, o->timeout);
  return {command, [o] { return grade(*o); }};
}

}  // namespace pg::cli

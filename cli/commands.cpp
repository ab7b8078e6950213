#include "cli/commands.hpp"

#include <algorithm>
#include <charconv>
#include <filesystem>
#include <functional>
#include <iostream>
#include <limits>
#include <thread>

#include "cli/exit_codes.hpp"
#include "cli/io.hpp"
#include "core/errors.hpp"
#include "core/files.hpp"
#include "core/text.hpp"
#include "generator/corpus.hpp"
#include "generator/generate.hpp"
#include "pddl/language.hpp"
#include "pddl/simulate.hpp"
#include "puzzles/catalogue.hpp"
#include "verifier/report.hpp"
#include "verifier/verify.hpp"

namespace pg::cli {
namespace {

// "RxC" or "N" (square).
std::pair<int, int> parse_size(const std::string& text) {
  auto number = [&](std::string_view part) {
    int value = 0;
    auto [end, error] = std::from_chars(part.data(), part.data() + part.size(), value);
    if (part.empty() || error != std::errc() || end != part.data() + part.size() || value <= 0)
      throw UsageError("invalid --size '" + text + "': expected RxC (rows x columns) such as 14x14, or N");
    return value;
  };
  auto x = text.find_first_of("xX");
  if (x == std::string::npos) {
    int n = number(text);
    return {n, n};
  }
  return {number(std::string_view(text).substr(0, x)), number(std::string_view(text).substr(x + 1))};
}

// A whole number in 0 .. 2^64-1, nothing else (no sign, no wrap-around).
std::uint64_t unsigned_option(const std::string& name, const std::string& text) {
  std::uint64_t value = 0;
  auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (text.empty() || error != std::errc() || end != text.data() + text.size())
    throw UsageError("invalid " + name + " '" + text + "': expected a whole number from 0 to 18446744073709551615");
  return value;
}

Difficulty difficulty_option(const std::string& text) {
  auto difficulty = parse_difficulty(text);
  if (!difficulty) throw UsageError("unknown difficulty '" + text + "'; expected easy, medium, hard or expert");
  return *difficulty;
}

int verdict_exit(Verdict verdict) {
  switch (verdict) {
    case Verdict::unique: return kOk;
    case Verdict::multiple: return kMultiple;
    case Verdict::none: return kNone;
    case Verdict::unknown: return kUnknown;
  }
  return kInternal;
}

sat::Budget budget_for(double timeout) {
  // Past about thirty years a limit means none (and would overflow the clock).
  constexpr double kForever = 1e9;
  sat::Budget budget;
  if (timeout > 0 && timeout < kForever)
    budget.deadline = std::chrono::steady_clock::now() +
                      std::chrono::duration_cast<std::chrono::steady_clock::duration>(
                          std::chrono::duration<double>(timeout));
  return budget;
}

// The input's instances, under the rules asked for.
Loaded load(const InputOptions& input) {
  Loaded loaded = load_instances(input.file, input.puzzle, input.format);
  apply_rules(*loaded.puzzle, input.rules, loaded.instances);
  return loaded;
}

// Several instances in one stream: multi-line texts get an empty line between.
std::string separated(const std::string& text, bool first) {
  bool multiline = std::count(text.begin(), text.end(), '\n') > 1;
  return (!first && multiline ? "\n" : "") + text;
}

// Standard output failing (a full disk, a closed pipe) is an output error.
void check_stdout() {
  std::cout.flush();
  if (!std::cout) throw CantCreateError("standard output: write failed");
}

std::string file_name(const GenerateRequest& request, const Format& format, std::uint64_t index, int width) {
  std::string number = std::to_string(index);
  if (static_cast<int>(number.size()) < width) number.insert(0, static_cast<std::size_t>(width) - number.size(), '0');
  return request.puzzle + "-" + size_string(request.rows, request.cols) + "-" +
         std::string(to_string(request.difficulty)) + "-s" + std::to_string(request.seed) + "-" + number +
         std::string(format.extension());
}

}  // namespace

int generate(const GenerateOptions& o) {
  const Puzzle* puzzle = find_puzzle(o.puzzle);
  if (puzzle == nullptr) throw UsageError("unknown puzzle '" + o.puzzle + "'; see 'puzzlegen list'");
  auto [rows, cols] = parse_size(o.size);
  GenerateRequest request;
  request.rows = rows;
  request.cols = cols;
  request.difficulty = difficulty_option(o.difficulty);
  request.seed = unsigned_option("--seed", o.seed);
  request.options = parse_options(puzzle->builder, puzzle->name(), o.options);
  request.rules = o.rules;
  const Job job = puzzle->job(std::move(request));
  const std::uint64_t first = unsigned_option("--index", o.index);
  if (first > std::numeric_limits<std::uint64_t>::max() - (o.count - 1))
    throw UsageError("--index " + o.index + " with --count " + std::to_string(o.count) +
                     " runs past the last index, 18446744073709551615");
  const Format& format = puzzle->format(o.format);
  WriteOptions write_options;
  write_options.pddl_domain = o.domain_name;
  // Learn now, not after the work, whether the format can express this size.
  {
    Instance blank;
    blank.puzzle = job.request().puzzle;
    blank.rows = rows;
    blank.cols = cols;
    blank.givens.assign(static_cast<std::size_t>(rows * cols), kNone);
    try {
      format.write(blank, write_options);
    } catch (const FormatError& e) {
      throw UsageError(e.what());
    }
  }
  int threads = o.threads > 0 ? o.threads : static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));

  namespace fs = std::filesystem;
  std::error_code ec;
  bool to_directory = !o.output.empty() && (o.count > 1 || fs::is_directory(o.output, ec));
  if (to_directory) {
    fs::create_directories(o.output, ec);
    if (!fs::is_directory(o.output, ec)) throw CantCreateError(o.output + ": cannot create this directory");
    if (auto shared = format.directory_file(write_options))
      emit((fs::path(o.output) / shared->name).string(), shared->text);
  }
  const int width = std::max<int>(4, static_cast<int>(std::to_string(first + o.count - 1).size()));
  std::uint64_t written = 0;
  std::string single;
  run_corpus(job, first, o.count, threads, [&](Instance&& instance) {
    std::string text = format.write(instance, write_options);
    if (to_directory) {
      fs::path path = fs::path(o.output) / file_name(job.request(), format, first + written, width);
      emit(path.string(), text);
      for (const NamedText& extra : format.companions(instance, write_options))
        emit(fs::path(path).replace_extension(extra.name).string(), extra.text);
    } else if (!o.output.empty()) {
      single = std::move(text);
    } else {
      std::cout << separated(text, written == 0);
      check_stdout();
    }
    ++written;
  });
  if (!to_directory && !o.output.empty()) emit(o.output, single);
  return kOk;
}

namespace {

// Verifies every instance of the input, hands each report to `print`, and
// returns the most severe exit status.
int verify_each(const VerifyOptions& o,
                const std::function<void(std::size_t, const Instance&, const Report&, const Codec&)>& print) {
  Loaded loaded = load(o.input);
  int code = kOk;
  for (std::size_t i = 0; i < loaded.instances.size(); ++i) {
    const Instance& instance = loaded.instances[i];
    Report report = pg::verify(loaded.puzzle->solver, instance, budget_for(o.timeout));
    code = std::max(code, verdict_exit(report.verdict));
    if (loaded.instances.size() > 1 && !o.json) std::cout << "instance " << i + 1 << ": ";
    print(i, instance, report, loaded.puzzle->codec);
    check_stdout();
  }
  return code;
}

}  // namespace

int verify(const VerifyOptions& o) {
  return verify_each(o, [&](std::size_t, const Instance& instance, const Report& report, const Codec& codec) {
    if (o.json) {
      std::cout << report_json(report, instance, codec).dump() << '\n';
    } else {
      std::cout << report_text(report, instance, codec);
    }
  });
}

int grade(const VerifyOptions& o) {
  return verify_each(o, [](std::size_t, const Instance&, const Report& report, const Codec&) {
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

namespace {

std::string read_named(const std::string& path) {
  try {
    return read_input(path);
  } catch (const std::exception& e) {
    throw NoInputError(std::string("cannot read ") + e.what());
  }
}

// check --plan: the problem, the domain and the plan are each read (and
// their errors placed) in their own file; a plan that reads but does not
// work is an answer, not an error.
int check_plan(const CheckOptions& o) {
  const std::string problem_text = read_named(o.input.file);
  const std::string plan_text = read_named(o.solution);
  pddl::Problem problem;
  try {
    problem = pddl::read_problem(problem_text);
  } catch (const InputError& e) {
    throw located(o.input.file, e);
  }
  pddl::Domain domain;
  if (!o.domain.empty()) {
    const std::string domain_text = read_named(o.domain);
    try {
      domain = pddl::read_domain(domain_text);
    } catch (const InputError& e) {
      throw located(o.domain, e);
    }
  } else {
    const pddl::ProblemFormat* ours = pddl::find_domain(problem_formats(), problem.domain);
    if (ours == nullptr)
      throw UsageError(display_name(o.input.file) + " is a problem for domain '" + problem.domain +
                       "', which is none of puzzlegen's (" + pddl::domain_names(problem_formats()) +
                       "): give it with --domain FILE");
    domain = ours->domain(problem.domain);
  }
  try {
    pddl::check_problem(domain, problem);
  } catch (const InputError& e) {
    throw located(o.input.file, e);
  }
  pddl::PlanCheck result;
  try {
    result = pddl::validate_plan(domain, problem, pddl::read_plan(plan_text));
  } catch (const InputError& e) {
    throw located(o.solution, e);
  }
  if (result.valid) {
    std::cout << "valid plan: " << result.steps << (result.steps == 1 ? " step" : " steps") << "\n";
  } else {
    std::cout << "invalid plan: " << display_name(o.solution)
              << (result.line > 0 ? ":" + std::to_string(result.line) : std::string()) << ": " << result.message
              << "\n";
  }
  check_stdout();
  return result.valid ? kOk : kMultiple;
}

}  // namespace

int check(const CheckOptions& o) {
  if (o.plan) return check_plan(o);
  Loaded loaded = load(o.input);
  if (loaded.instances.size() != 1)
    throw LocatedInputError(display_name(o.input.file) + ": holds " + std::to_string(loaded.instances.size()) +
                            " instances; check takes one");
  const Instance& instance = loaded.instances.front();
  std::string text;
  try {
    text = read_input(o.solution);
  } catch (const std::exception& e) {
    throw NoInputError(std::string("cannot read ") + e.what());
  }
  std::vector<int> solution;
  try {
    solution = loaded.puzzle->codec.read_solution(instance, text);
  } catch (const InputError& e) {
    throw located(o.solution, e);
  }
  RuleCheck result = loaded.puzzle->solver.check(instance, solution);
  if (result.valid) {
    std::cout << "valid\n";
    for (const std::string& note : result.notes) std::cout << "note: " << note << "\n";
  } else {
    std::cout << "invalid: " << result.rule << ": " << result.detail << "\n";
  }
  check_stdout();
  return result.valid ? kOk : kMultiple;
}

int convert(const ConvertOptions& o) {
  Loaded loaded = load(o.input);
  const Format& format = loaded.puzzle->format(o.to);
  WriteOptions options;
  options.pddl_domain = o.domain_name;
  std::string out;
  for (const Instance& instance : loaded.instances) out += separated(format.write(instance, options), out.empty());
  emit(o.output.empty() ? std::nullopt : std::optional(o.output), out);
  return kOk;
}

int domain(const std::string& puzzle_name, const std::string& name) {
  const Puzzle* puzzle = find_puzzle(puzzle_name);
  if (puzzle == nullptr) throw UsageError("unknown puzzle '" + puzzle_name + "'; see 'puzzlegen list'");
  if (puzzle->pddl == nullptr) throw UsageError("the " + std::string(puzzle->name()) + " puzzle has no PDDL domain");
  std::string text;
  try {
    text = puzzle->pddl->domain_text(name);
  } catch (const FormatError& e) {
    throw UsageError(e.what());
  }
  std::cout << text;
  check_stdout();
  return kOk;
}

int list() {
  for (const Puzzle& puzzle : puzzles()) {
    SizeLimits read = puzzle.codec.limits(), made = puzzle.builder.limits();
    std::cout << puzzle.name() << "\t" << puzzle.codec.title() << "\n";
    std::cout << "  formats:";
    for (const std::string& name : puzzle.format_names()) std::cout << ' ' << name;
    std::cout << "\n  generates sides " << made.min_side << ".." << made.max_side << ", reads sides " << read.min_side
              << ".." << read.max_side << (read.square ? " (square)" : "") << "\n";
  }
  std::cout << "difficulties: easy medium hard expert\n";
  check_stdout();
  return kOk;
}

}  // namespace pg::cli

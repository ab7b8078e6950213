#include <algorithm>
#include <functional>
#include <iostream>
#include <map>
#include <utility>
#include <vector>
#include <new>

#include <CLI/CLI.hpp>

#include "cli/cli.hpp"
#include "cli/commands.hpp"
#include "cli/exit_codes.hpp"
#include "cli/io.hpp"
#include "core/errors.hpp"
#include "generator/builder.hpp"
#include "generator/generate.hpp"
#include "puzzles/catalogue.hpp"

namespace pg::cli {
namespace {

constexpr const char* kFooter = R"(
Exit status:
  0    success; verify: exactly one solution; check: the solution (or --plan: the plan) is valid
  1    verify/grade: several solutions; check: invalid; generate: no puzzle of that tier
  2    verify/grade: no solution
  3    verify/grade/solve: --timeout ran out before an answer
  64   bad command line     65  malformed input      66  input file unreadable
  70   internal error       73  output not writable  120 solve: no solution
Coordinates are zero-based (row, col). See README.md for formats and the JSON schema.)";

// Every format some puzzle can be written in.
std::string format_list() {
  std::vector<std::string> all;
  for (const Puzzle& puzzle : puzzles())
    for (const std::string& name : puzzle.format_names())
      if (std::find(all.begin(), all.end(), name) == all.end()) all.push_back(name);
  std::string list;
  for (const std::string& name : all) list += (list.empty() ? "" : "|") + name;
  return list;
}

std::string puzzle_names() {
  std::string names;
  for (const Puzzle& puzzle : puzzles()) names += (names.empty() ? "" : "|") + std::string(puzzle.name());
  return names;
}

// "PUZZLE: DEFAULT|OTHER": the puzzles with more than one rule set.
std::string rule_set_list() {
  std::string list;
  for (const Puzzle& puzzle : puzzles()) {
    std::string sets;
    for (const std::string& name : puzzle.rule_sets()) sets += (sets.empty() ? "" : "|") + name;
    if (!sets.empty()) list += (list.empty() ? "" : "; ") + std::string(puzzle.name()) + ": " + sets;
  }
  return list;
}

// "PUZZLE: default NAME, or ALIAS": the puzzles with a planning domain, and
// the names it goes by.
std::string domain_list() {
  std::string list;
  for (const Puzzle& puzzle : puzzles()) {
    if (puzzle.pddl == nullptr) continue;
    const pddl::ProblemFormat* domain = puzzle.pddl;
    list += (list.empty() ? "" : "; ") + std::string(puzzle.name()) + ": default " + std::string(domain->domain_name());
    for (std::string_view alias : domain->aliases()) list += ", or " + std::string(alias);
  }
  return list;
}

std::string rules_help() {
  return "Rule set (" + rule_set_list() + "); default: the puzzle's own, or the input's";
}

void add_rules(CLI::App* command, std::string& rules) { command->add_option("--rules", rules, rules_help()); }

void add_input(CLI::App* command, InputOptions& input) {
  command->add_option("file", input.file, "Instance file, or - for standard input")->required();
  command->add_option("--puzzle,-p", input.puzzle, "Puzzle (" + puzzle_names() + "); detected when omitted");
  command->add_option("--format,-f", input.format, "Input format (" + format_list() + "); detected when omitted");
  add_rules(command, input.rules);
}

int fail(int code, const std::string& message) {
  std::cerr << "puzzlegen: " << message << '\n';
  return code;
}

}  // namespace

int run(int argc, char** argv) {
  CLI::App app{"puzzlegen " PUZZLEGEN_VERSION
               ": generates puzzles with exactly one solution and verifies any instance.\n"
               "Puzzles: " +
                   puzzle_names(),
               "puzzlegen"};
  app.require_subcommand(1);
  app.set_version_flag("--version", "puzzlegen " PUZZLEGEN_VERSION);
  app.footer(kFooter);

  GenerateOptions gen;
  auto* generate_cmd = app.add_subcommand("generate", "Generate puzzles that have exactly one solution");
  generate_cmd->add_option("puzzle", gen.puzzle, "Puzzle (" + puzzle_names() + ")")->required();
  generate_cmd->add_option("--size,-s", gen.size, "Grid size RxC (rows x columns), or N for NxN")->required();
  generate_cmd->add_option("--difficulty,-d", gen.difficulty, "easy|medium|hard|expert")->capture_default_str();
  generate_cmd->add_option("--seed", gen.seed, "Seed, 0 to 2^64-1; the same seed and options give the same bytes")
      ->capture_default_str();
  generate_cmd->add_option("--count,-n", gen.count, "Number of puzzles")
      ->check(CLI::Range(std::uint64_t{1}, std::uint64_t{100000000}))
      ->capture_default_str();
  generate_cmd->add_option("--index", gen.index,
                           "Index of the first puzzle; instance I of a corpus is --index I --count 1")
      ->capture_default_str();
  generate_cmd->add_option("--format,-f", gen.format,
                           "Output format (" + format_list() + "); default: the puzzle's first (puzzlegen list)");
  add_rules(generate_cmd, gen.rules);
  generate_cmd->add_option("--domain-name", gen.domain_name,
                           "PDDL output: the domain name problems refer to (" + domain_list() + ")");
  generate_cmd->add_option("-o,--output", gen.output,
                           "Output file; with --count above 1 (or an existing directory), a directory of files");
  generate_cmd->add_option("--threads,-j", gen.threads, "Worker threads (0: one per hardware thread)")
      ->check(CLI::Range(0, 1024))
      ->capture_default_str();
  // Each puzzle's own generator options; which ones were given is checked
  // against the chosen puzzle after parsing.
  std::map<std::string, std::string> option_values;
  std::vector<std::pair<std::string, CLI::Option*>> puzzle_options;
  for (const Puzzle& puzzle : puzzles()) {
    for (const OptionSpec& spec : puzzle.builder.options()) {
      auto known = std::find_if(puzzle_options.begin(), puzzle_options.end(),
                                [&](const auto& entry) { return entry.first == spec.name; });
      if (known != puzzle_options.end()) continue;
      std::string range = spec.choices.empty()
                              ? std::to_string(spec.min) + ".." + std::to_string(spec.max)
                              : [&] {
                                  std::string list;
                                  for (const std::string& c : spec.choices) list += (list.empty() ? "" : "|") + c;
                                  return list;
                                }();
      std::string fallback = spec.fallback.is_string() ? spec.fallback.get<std::string>() : spec.fallback.dump();
      std::string help = "(" + std::string(puzzle.name()) + ") " + spec.help + ": " + range + ", default " + fallback;
      puzzle_options.emplace_back(spec.name, generate_cmd->add_option("--" + spec.name, option_values[spec.name], help));
    }
  }

  VerifyOptions ver;
  auto* verify_cmd = app.add_subcommand(
      "verify", "Count solutions up to two: prints unique, multiple (with two solutions) or none");
  add_input(verify_cmd, ver.input);
  verify_cmd->add_flag("--json", ver.json, "Print a JSON report");
  verify_cmd->add_option("--timeout", ver.timeout, "Give up after this many seconds (0: never)")
      ->check(CLI::NonNegativeNumber);

  VerifyOptions sol;
  auto* solve_cmd = app.add_subcommand("solve", "Print a solution in the judge's output format (exit 120: none)");
  add_input(solve_cmd, sol.input);
  solve_cmd->add_option("--timeout", sol.timeout, "Give up after this many seconds (0: never)")
      ->check(CLI::NonNegativeNumber);

  CheckOptions chk;
  auto* check_cmd = app.add_subcommand(
      "check",
      "Check a solution against the rules and the givens; with --plan, a PDDL plan against its problem and domain");
  check_cmd->add_option("instance", chk.input.file, "Instance file (with --plan: a PDDL problem), or - for standard input")
      ->required();
  check_cmd->add_option("solution", chk.solution,
                        "Solution in the judge's output format (with --plan: a plan, one (action args) per line)")
      ->required();
  auto* check_puzzle = check_cmd->add_option("--puzzle,-p", chk.input.puzzle, "Puzzle; detected when omitted");
  auto* check_format = check_cmd->add_option("--format,-f", chk.input.format, "Instance format; detected when omitted");
  auto* check_rules = check_cmd->add_option("--rules", chk.input.rules, rules_help());
  auto* check_plan = check_cmd->add_flag("--plan", chk.plan,
                                         "Simulate a sequential plan (Fast Downward's sas_plan text) from the PDDL "
                                         "problem's initial state and check its goal");
  check_plan->excludes(check_puzzle)->excludes(check_format)->excludes(check_rules);
  check_cmd
      ->add_option("--domain", chk.domain,
                   "With --plan: the PDDL domain file (default: puzzlegen's own domain of the name in the problem's "
                   "(:domain NAME): " + pddl::domain_names(problem_formats()) + ")")
      ->needs(check_plan);

  VerifyOptions grd;
  auto* grade_cmd = app.add_subcommand("grade", "Print the difficulty tier the logic solver needs");
  add_input(grade_cmd, grd.input);
  grade_cmd->add_option("--timeout", grd.timeout, "Give up after this many seconds (0: never)")
      ->check(CLI::NonNegativeNumber);

  ConvertOptions cnv;
  auto* convert_cmd = app.add_subcommand("convert", "Convert instances to another format");
  add_input(convert_cmd, cnv.input);
  convert_cmd->add_option("--to,-t", cnv.to, "Output format (" + format_list() + ")")->required();
  convert_cmd->add_option("-o,--output", cnv.output, "Output file (default: standard output)");
  convert_cmd->add_option("--domain-name", cnv.domain_name, "PDDL output: the domain name problems refer to");

  std::string domain_puzzle, domain_name;
  auto* domain_cmd = app.add_subcommand("domain", "Print a puzzle's PDDL domain");
  domain_cmd->add_option("puzzle", domain_puzzle, "Puzzle with a PDDL domain (" + domain_list() + ")")->required();
  domain_cmd->add_option("--domain-name,--name", domain_name, "Domain name to declare (default: the puzzle's own)");

  auto* list_cmd = app.add_subcommand("list", "List the puzzles, their formats and sizes");

  // CLI11 answers "A subcommand is required" to a mistyped one; name it.
  if (argc > 1 && argv[1][0] != '-') {
    std::string first = argv[1];
    auto all = app.get_subcommands(std::function<bool(CLI::App*)>{});
    bool known = std::any_of(all.begin(), all.end(), [&](CLI::App* sub) { return sub->check_name(first); });
    if (!known) return fail(kUsage, "unknown command '" + first + "'; see 'puzzlegen --help'");
  }
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    int code = app.exit(e);
    return code == 0 ? kOk : kUsage;
  }

  try {
    for (const auto& [name, option] : puzzle_options)
      if (option->count() > 0) gen.options[name] = option_values[name];
    if (*generate_cmd) return generate(gen);
    if (*verify_cmd) return verify(ver);
    if (*solve_cmd) return solve(sol);
    if (*check_cmd) return check(chk);
    if (*grade_cmd) return grade(grd);
    if (*convert_cmd) return convert(cnv);
    if (*domain_cmd) return domain(domain_puzzle, domain_name);
    if (*list_cmd) return list();
  } catch (const UsageError& e) {
    return fail(kUsage, std::string("error: ") + e.what());
  } catch (const LocatedInputError& e) {
    return fail(kBadInput, e.what());
  } catch (const InputError& e) {
    return fail(kBadInput, e.located());
  } catch (const FormatError& e) {
    return fail(kBadInput, std::string("error: ") + e.what());
  } catch (const NoInputError& e) {
    return fail(kNoInput, e.what());
  } catch (const CantCreateError& e) {
    return fail(kCantCreate, e.what());
  } catch (const GenerateError& e) {
    return fail(kMultiple, std::string("error: ") + e.what());
  } catch (const InternalError& e) {
    return fail(kInternal, std::string("internal error (please report): ") + e.what());
  } catch (const std::bad_alloc&) {
    return fail(kInternal, "out of memory");
  } catch (const std::exception& e) {
    return fail(kInternal, std::string("internal error (please report): ") + e.what());
  }
  return kUsage;
}

}  // namespace pg::cli

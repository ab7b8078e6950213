#include <algorithm>
#include <functional>
#include <iostream>
#include <new>
#include <optional>
#include <string>
#include <vector>

#include <CLI/CLI.hpp>

#include "cli/cli.hpp"
#include "cli/command.hpp"
#include "cli/exit_codes.hpp"
#include "cli/options.hpp"
#include "core/errors.hpp"
#include "core/suggest.hpp"

namespace pg::cli {
namespace {

constexpr const char* kFooter = R"(
Exit status:
  0    success; verify: exactly one solution; check: the solution (or --plan: the plan) is valid
  1    verify/grade: several solutions; check: invalid; generate: no puzzle of that tier
  2    verify/grade: no solution
  3    verify/grade/solve: --timeout ran out before an answer
  4    an instance's stored solution is wrong (verify: wrong-solution)
  64   bad command line     65  malformed input      66  input file unreadable
  70   internal error       73  output not writable  120 solve: no solution
Coordinates are zero-based (row, col).
Documentation: docs/*.md (installed in share/doc/puzzlegen/docs); man puzzlegen.)";

int fail(int code, const std::string& message) {
  // No message runs on for pages, whatever text it quotes.
  constexpr std::size_t kLongest = 1000;
  std::cerr << "puzzlegen: " << (message.size() > kLongest ? message.substr(0, kLongest) + "..." : message) << '\n';
  return code;
}

// `status`, once what was printed has reached standard output; a full disk
// or a closed pipe there is said, not kept quiet.
int printed(int status) {
  std::cout.flush();
  if (!std::cout) return fail(kCantCreate, "standard output: write failed");
  return status;
}

// Every command's name (and alias), "help" among them.
std::vector<std::string> command_names(CLI::App& app) {
  std::vector<std::string> names;
  for (const CLI::App* sub : app.get_subcommands(std::function<bool(CLI::App*)>{})) {
    names.push_back(sub->get_name());
    for (const std::string& alias : sub->get_aliases()) names.push_back(alias);
  }
  return names;
}

// An option on the command line that `command` does not have, and the names
// of its options it was likely meant for.
struct MistypedOption {
  std::string typed;  // as given, without an "=VALUE"
  std::vector<std::string> meant;  // "--difficulty", "-d"
};

// The first option CLI11 left unparsed for which `command` has a near name.
// Compared without their dashes, so that "--s" finds -s and "-size" --size;
// "--dificulty=hard" is compared by its name.
std::optional<MistypedOption> mistyped_option(const CLI::App& command, const std::vector<std::string>& unexpected) {
  std::vector<std::string> bare, dashed;
  for (const CLI::Option* option : command.get_options()) {
    for (const std::string& name : option->get_lnames()) {
      bare.push_back(name);
      dashed.push_back("--" + name);
    }
    for (const std::string& name : option->get_snames()) {
      bare.push_back(name);
      dashed.push_back("-" + name);
    }
  }
  // A negative number is a value, not an option.
  auto is_option = [](const std::string& arg) {
    return arg.size() > 1 && arg[0] == '-' && !(arg[1] >= '0' && arg[1] <= '9') && arg[1] != '.';
  };
  for (const std::string& arg : unexpected) {
    if (!is_option(arg)) continue;
    const std::string typed = arg.substr(0, arg.find('='));
    const std::size_t name = typed.find_first_not_of('-');
    if (name == std::string::npos) continue;  // "--" or "--=x": no name to compare
    const std::vector<std::string> near = nearest_names(typed.substr(name), bare);
    if (near.empty()) continue;
    MistypedOption found{typed, {}};
    for (const std::string& name : near)
      found.meant.push_back(dashed[static_cast<std::size_t>(std::find(bare.begin(), bare.end(), name) - bare.begin())]);
    return found;
  }
  return std::nullopt;
}

// What an exception out of a command says, and the exit status it ends with.
struct Failure {
  int status;
  std::string message;
};

template <typename Kind>
bool is(const std::exception& e) {
  return dynamic_cast<const Kind*>(&e) != nullptr;
}

Failure failure_of(const std::exception& e) {
  const std::string what = e.what();
  if (is<UsageError>(e)) return {kUsage, "error: " + what};
  if (is<LocatedInputError>(e)) return {kBadInput, what};
  if (is<WrongSolutionError>(e)) return {kWrongSolution, what};
  if (const auto* input = dynamic_cast<const InputError*>(&e)) return {kBadInput, input->located()};
  if (is<FormatError>(e)) return {kBadInput, "error: " + what};
  if (is<NoInputError>(e)) return {kNoInput, what};
  if (is<CantCreateError>(e)) return {kCantCreate, what};
  if (is<GenerateError>(e)) return {kMultiple, "error: " + what};
  if (is<std::bad_alloc>(e)) return {kInternal, "out of memory"};
  return {kInternal, "internal error (please report): " + what};
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

  const std::vector<Command> commands{add_generate(app), add_corpus(app), add_verify(app), add_solve(app), add_check(app),
                                      add_grade(app),    add_convert(app), add_domain(app), add_render(app),
                                      add_animate(app),  add_list(app),    add_completion(app)};

  // "puzzlegen help [COMMAND]", as git and many tools take it; answered
  // before parsing, while no subcommand is selected (CLI11 would show the
  // selected one's help).
  CLI::App* help = app.add_subcommand("help", "Print this help, or a command's (puzzlegen help generate)");
  help->add_option("command", "A command");
  if (argc > 1 && std::string(argv[1]) == "help") {
    if (argc == 2) {
      std::cout << app.help();
      return printed(kOk);
    }
    if (argc > 3) return fail(kUsage, "error: help takes one command; see 'puzzlegen --help'");
    for (CLI::App* sub : app.get_subcommands(std::function<bool(CLI::App*)>{}))
      if (sub->check_name(argv[2])) {
        std::cout << sub->help("puzzlegen");
        return printed(kOk);
      }
    const std::string asked = argv[2];
    return fail(kUsage, with_suggestion("error: no command '" + asked + "'", nearest_names(asked, command_names(app)),
                                        "see 'puzzlegen --help'"));
  }

  // CLI11 answers "A subcommand is required" to a mistyped one; name it.
  if (argc > 1 && argv[1][0] != '-') {
    std::string first = argv[1];
    auto all = app.get_subcommands(std::function<bool(CLI::App*)>{});
    bool known = std::any_of(all.begin(), all.end(), [&](CLI::App* sub) { return sub->check_name(first); });
    if (!known)
      return fail(kUsage, with_suggestion("error: unknown command '" + first + "'", nearest_names(first, command_names(app)),
                                          "see 'puzzlegen --help'"));
  }
  try {
    app.parse(argc, argv);
  } catch (const CLI::CallForHelp& e) {
    return printed(app.exit(e) == 0 ? kOk : kUsage);
  } catch (const CLI::CallForAllHelp& e) {
    return printed(app.exit(e) == 0 ? kOk : kUsage);
  } catch (const CLI::CallForVersion& e) {
    return printed(app.exit(e) == 0 ? kOk : kUsage);
  } catch (const CLI::ParseError& e) {
    // CLI11's own words, said as every other error is, with the way to help.
    const CLI::App* sub = nullptr;
    for (const Command& command : commands)
      if (command.app->parsed()) sub = command.app;
    const std::string see = "see 'puzzlegen " + (sub ? sub->get_name() + " " : std::string()) + "--help'";
    std::string message = std::string("error: ") + e.what();
    // A mistyped option may be what CLI11 complains of ("not expected"), or
    // lie behind another complaint ("--size is required" after "--sise 6"):
    // either way it is named with the options meant.
    const std::optional<MistypedOption> mistyped = mistyped_option(sub ? *sub : app, app.remaining(true));
    if (!mistyped) return fail(kUsage, message + "; " + see);
    // CLI11's "not expected" lists every argument left over, values too and
    // last first ("hard --dificulty"): the option alone is what matters.
    if (dynamic_cast<const CLI::ExtrasError*>(&e) != nullptr)
      message = "error: unknown option '" + mistyped->typed + "'";
    else
      message += "; unknown option '" + mistyped->typed + "'";
    return fail(kUsage, with_suggestion(message, mistyped->meant, see));
  }

  try {
    for (const Command& command : commands)
      if (*command.app) return command.run();
  } catch (const std::exception& e) {
    const Failure failure = failure_of(e);
    return fail(failure.status, failure.message);
  }
  return kUsage;
}

}  // namespace pg::cli

// Installation: `cmake --install` of this build into a scratch prefix puts the
// binary, the man page, the bash completion, the README and the license where
// the README says; the man page covers every command, and the completion,
// driven as bash drives it, offers what the catalogue holds.
#include <sys/wait.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <set>
#include <string>
#include <vector>

#include <catch2/catch.hpp>

#include "cli_support.hpp"
#include "core/instance.hpp"
#include "puzzles/catalogue.hpp"

namespace {

namespace fs = std::filesystem;
using namespace pg::test::cli;
using Words = std::set<std::string>;

// This build installed under a fresh prefix, removed afterwards.
struct Installed {
  TempDir prefix;
  fs::path bin, man, completion, doc;

  Installed() {
    Result r = shell(quote(PUZZLEGEN_CMAKE) + " --install " + quote(PUZZLEGEN_BUILD_DIR) + " --prefix " +
                     quote(prefix.path().string()));
    INFO(r.out << r.err);
    REQUIRE(r.status == 0);
    bin = prefix.path() / "bin" / "puzzlegen";
    man = prefix.path() / "share" / "man" / "man1" / "puzzlegen.1";
    completion = prefix.path() / "share" / "bash-completion" / "completions" / "puzzlegen";
    doc = prefix.path() / "share" / "doc" / "puzzlegen";
  }
};

// The commands `puzzlegen --help` lists.
Words commands() {
  Words names;
  bool listed = false;
  for (const std::string& line : lines_of(output_of({"--help"}))) {
    if (line == "Subcommands:") {
      listed = true;
    } else if (listed && line.empty()) {
      break;
    } else if (listed && starts_with(line, "  ") && line[2] != ' ') {
      names.insert(line.substr(2, line.find(' ', 2) - 2));
    }
  }
  return names;
}

// `text` as roff reads it in the man page (a minus sign, not a hyphen).
std::string roff(const std::string& text) {
  std::string out;
  for (char c : text) out += c == '-' ? std::string("\\-") : c == '\\' ? std::string("\\e") : std::string(1, c);
  return out;
}

Words words_of(const std::vector<std::string>& list) { return Words(list.begin(), list.end()); }

// What the installed completion offers for each command line of `lines` (its
// last word the one under the cursor), in the directory `cwd`: set up as bash
// sets it up before calling the function `complete -p` names, then COMPREPLY.
// One bash runs them all, each in a subshell of its own.
std::vector<Words> complete(const Installed& installed, const fs::path& cwd,
                            const std::vector<std::vector<std::string>>& lines) {
  TempDir scratch;
  std::string script = R"(source "$1" || exit 1
spec=$(complete -p puzzlegen) || exit 1
function=${spec#*-F }
function=${function%% *}
offer() {
  COMP_WORDS=("$@")
  COMP_CWORD=$(($# - 1))
  COMP_LINE="$*"
  COMP_POINT=${#COMP_LINE}
  COMPREPLY=()
  "$function" puzzlegen "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD-1]}"
  printf '%s\n' "${COMPREPLY[@]}" @@
}
)";
  for (const std::vector<std::string>& words : lines) {
    script += "(offer";
    for (const std::string& word : words) script += " " + quote(word);
    script += ")\n";
  }
  const std::string driver = scratch.write("driver.bash", script);
  Result r = shell("cd " + quote(cwd.string()) + " && bash --norc --noprofile " + quote(driver) + " " +
                   quote(installed.completion.string()));
  INFO(r.err);
  REQUIRE(r.status == 0);
  CHECK(r.err.empty());
  std::vector<Words> offered(1);
  for (const std::string& line : lines_of(r.out)) {
    if (line == "@@") {
      offered.emplace_back();
    } else if (!line.empty()) {
      offered.back().insert(line);
    }
  }
  offered.pop_back();
  REQUIRE(offered.size() == lines.size());
  return offered;
}

struct Completion {
  std::vector<std::string> words;  // the last one under the cursor
  Words expected;
};

void check_completions(const Installed& installed, const fs::path& cwd, const std::vector<Completion>& cases) {
  std::vector<std::vector<std::string>> lines;
  for (const Completion& c : cases) lines.push_back(c.words);
  const std::vector<Words> offered = complete(installed, cwd, lines);
  for (std::size_t i = 0; i < cases.size(); ++i) {
    std::string line;
    for (const std::string& word : cases[i].words) line += " '" + word + "'";
    INFO("completing" << line);
    CHECK(offered[i] == cases[i].expected);
  }
}

TEST_CASE("install: cmake --install puts the binary, man page, completion, README, docs and LICENSE under the prefix",
          "[install]") {
  Installed installed;
  Result version = shell(quote(installed.bin.string()) + " --version");
  CHECK(version.status == 0);
  CHECK(version.out == "puzzlegen " PUZZLEGEN_VERSION "\n");

  CHECK(fs::is_regular_file(installed.man));
  CHECK(fs::is_regular_file(installed.completion));
  CHECK(slurp(installed.doc / "README.md") == slurp(fs::path(PUZZLEGEN_SOURCE_DIR) / "README.md"));
  // The README's links lead into docs/: its pages are installed beside it,
  // the scripts that make its pictures are not.
  const fs::path docs = fs::path(PUZZLEGEN_SOURCE_DIR) / "docs";
  int pages = 0;
  for (const auto& entry : fs::recursive_directory_iterator(docs)) {
    const fs::path relative = fs::relative(entry.path(), docs);
    INFO("docs/" << relative.generic_string());
    if (entry.path().extension() == ".sh") {
      CHECK_FALSE(fs::exists(installed.doc / "docs" / relative));
    } else if (entry.is_regular_file()) {
      pages += entry.path().extension() == ".md";
      CHECK(slurp(installed.doc / "docs" / relative) == slurp(entry.path()));
    }
  }
  CHECK(pages > 10);
  const std::string license = slurp(installed.doc / "LICENSE");
  CHECK(license == slurp(fs::path(PUZZLEGEN_SOURCE_DIR) / "LICENSE"));
  CHECK(starts_with(license, "MIT License\n"));
  CHECK(contains(license, "Copyright (c) 2026 The puzzlegen authors"));
}

TEST_CASE("install: a C++ program finds the library with find_package(puzzlegen) and runs on its API",
          "[install]") {
  Installed installed;
  CHECK(fs::is_regular_file(installed.prefix.path() / "include" / "puzzlegen" / "puzzlegen" / "api.hpp"));
  CHECK(fs::is_regular_file(installed.prefix.path() / "lib" / "cmake" / "puzzlegen" / "puzzlegenConfig.cmake"));
  // examples/api, built in a scratch directory against the installed tree
  // only: nothing of the build or the sources is on its paths.
  TempDir build;
  const std::string example = (fs::path(PUZZLEGEN_SOURCE_DIR) / "examples" / "api").string();
  Result configured = shell(quote(PUZZLEGEN_CMAKE) + " -S " + quote(example) + " -B " + quote(build.path().string()) +
                            " -DCMAKE_PREFIX_PATH=" + quote(installed.prefix.path().string()));
  INFO(configured.out << configured.err);
  REQUIRE(configured.status == 0);
  Result built = shell(quote(PUZZLEGEN_CMAKE) + " --build " + quote(build.path().string()));
  INFO(built.out << built.err);
  REQUIRE(built.status == 0);
  Result ran = shell(quote((build.path() / "puzzle_pair").string()));
  INFO(ran.out << ran.err);
  CHECK(ran.status == 0);
  // Two puzzles, each unique at the tier asked for; the blank grid has
  // several solutions.
  CHECK(contains(ran.out, "verdict: unique, hard\n"));
  CHECK(ran.out.ends_with("no clue: multiple\n"));
  // The same puzzles as the command line makes from the same request (which
  // sets a stream's instances apart by a blank line).
  Result cli = run({"generate", "takuzu", "--size", "6", "--difficulty", "hard", "--seed", "2026", "--count", "2"});
  REQUIRE(cli.status == 0);
  std::string made, printed;
  for (const std::string& line : lines_of(ran.out))
    if (!starts_with(line, "verdict:") && !starts_with(line, "no clue:")) made += line + "\n";
  for (const std::string& line : lines_of(cli.out))
    if (!line.empty()) printed += line + "\n";
  CHECK(made == printed);
}

#ifdef PUZZLEGEN_PYTHON_EXECUTABLE
TEST_CASE("install: python3 imports the installed module from the prefix, where Debian's python3 looks",
          "[install][python]") {
  Installed installed;
  const fs::path package = installed.prefix.path() / PUZZLEGEN_PYTHON_INSTALL_DIR / "puzzlegen";
  for (const char* file : {"__init__.py", "_errors.py", "_puzzlegen.pyi", "py.typed"})
    CHECK(fs::is_regular_file(package / file));
  bool module = false;
  for (const auto& entry : fs::directory_iterator(package))
    module = module || (starts_with(entry.path().filename().string(), "_puzzlegen.") && entry.path().extension() == ".so");
  CHECK(module);
  // Imported from the prefix alone (nothing of the build or the sources on
  // its path, run from a scratch directory), it makes the puzzle the
  // installed command makes.
  TempDir cwd;
  const std::string python = quote(PUZZLEGEN_PYTHON_EXECUTABLE);
  Result imported = shell("cd " + quote(cwd.path().string()) + " && env -u PYTHONPATH PYTHONPATH=" +
                          quote(package.parent_path().string()) + " PYTHONDONTWRITEBYTECODE=1 " + python +
                          " -c 'import puzzlegen; print(puzzlegen.__file__); "
                          "print(next(puzzlegen.generate(\"numbrix\", 5, seed=3)).text(), end=\"\")'");
  INFO(imported.out << imported.err);
  REQUIRE(imported.status == 0);
  const std::vector<std::string> lines = lines_of(imported.out);
  REQUIRE_FALSE(lines.empty());
  CHECK(lines.front() == (package / "__init__.py").string());
  Result made = shell(quote(installed.bin.string()) + " generate numbrix --size 5 --seed 3");
  CHECK(imported.out.substr(lines.front().size() + 1) == made.out);
  // Under /usr/local, the default prefix, the package's directory is one
  // Debian's python3 imports from (lib/python3.X/dist-packages); another
  // interpreter's own prefix is its business.
  if (!contains(PUZZLEGEN_PYTHON_INSTALL_DIR, "dist-packages")) return;
  Result path = shell(python + " -c 'import sys; print(\"/usr/local/" + std::string(PUZZLEGEN_PYTHON_INSTALL_DIR) +
                      "\" in sys.path)'");
  CHECK(path.out == "True\n");
}
#endif

TEST_CASE("install: the man page is help2man's and holds every command's own help", "[install]") {
  Installed installed;
  const std::string man = slurp(installed.man);
  CHECK(contains(man, "generated by help2man"));
  CHECK(contains(man, ".TH PUZZLEGEN \"1\""));
  CHECK(contains(man, "\"puzzlegen " PUZZLEGEN_VERSION "\""));
  for (const char* section : {".SH NAME", ".SH SYNOPSIS", ".SH DESCRIPTION", ".SH OPTIONS", ".SH COMMANDS"})
    CHECK(contains(man, section));

  const Words names = commands();
  CHECK(names.count("generate") == 1);
  CHECK(names.count("completion") == 1);
  for (const std::string& name : names) {
    INFO("command " << name);
    CHECK(contains(man, ".SS \"puzzlegen " + name + "\"\n.nf\n"));
    // Its usage line and each of its options.
    for (const std::string& line : lines_of(output_of({"help", name}))) {
      if (starts_with(line, "Usage: ")) CHECK(contains(man, "\n" + roff(line) + "\n"));
      for (std::size_t at = line.find("--"); at != std::string::npos; at = line.find("--", at + 2))
        CHECK(contains(man, roff(line.substr(at, line.find_first_of(" ,=:)", at) - at))));
    }
  }
}

TEST_CASE("install: the bash completion is what puzzlegen completion bash prints, and loads", "[install]") {
  Installed installed;
  CHECK(slurp(installed.completion) == output_of({"completion", "bash"}));
  Result loaded = shell("bash --norc --noprofile -c " +
                        quote("source " + quote(installed.completion.string()) + " && complete -p puzzlegen"));
  CHECK(loaded.status == 0);
  CHECK(loaded.err.empty());
  CHECK(starts_with(loaded.out, "complete -F "));
  CHECK(contains(loaded.out, " puzzlegen\n"));
}

TEST_CASE("install: the bash completion offers the commands, puzzles, formats, tiers and options of the catalogue",
          "[install]") {
  Installed installed;
  TempDir cwd;
  cwd.write("instance.txt", "");
  cwd.write("notes.md", "");
  fs::create_directory(cwd.path() / "out");
  Words all_puzzles, with_domain, every_format, tiers;
  for (const pg::Puzzle& puzzle : pg::puzzles()) {
    all_puzzles.insert(std::string(puzzle.name()));
    if (puzzle.pddl != nullptr) with_domain.insert(std::string(puzzle.name()));
    for (const std::string& format : puzzle.format_names()) every_format.insert(format);
  }
  for (pg::Difficulty difficulty : pg::kDifficulties) tiers.insert(std::string(pg::to_string(difficulty)));

  std::vector<Completion> cases{
      // Commands.
      {{"puzzlegen", ""}, commands()},
      {{"puzzlegen", "gen"}, {"generate"}},
      {{"puzzlegen", "--v"}, {"--version"}},
      {{"puzzlegen", "help", "gen"}, {"generate"}},
      {{"puzzlegen", "completion", ""}, {"bash"}},
      // Puzzles where a puzzle is expected, past options and their values.
      {{"puzzlegen", "generate", ""}, all_puzzles},
      {{"puzzlegen", "generate", "--size", "10", ""}, all_puzzles},
      {{"puzzlegen", "verify", "x.txt", "--puzzle", ""}, all_puzzles},
      {{"puzzlegen", "check", "a", "b", "-p", ""}, all_puzzles},
      {{"puzzlegen", "domain", ""}, with_domain},
      // Formats before a puzzle is named, and --option=value as bash splits it
      // (and as one word when '=' is not a word break).
      {{"puzzlegen", "convert", "x.txt", "--to", ""}, every_format},
      {{"puzzlegen", "convert", "x.txt", "--to", "=", "js"}, {"json"}},
      {{"puzzlegen", "convert", "x.txt", "--to=js"}, {"--to=json"}},
      // Each command's own options.
      {{"puzzlegen", "generate", "takuzu", "--diff"}, {"--difficulty"}},
      {{"puzzlegen", "verify", "x.txt", "--diff"}, {}},
      {{"puzzlegen", "verify", "x.txt", "--difficulty", ""}, {}},
      {{"puzzlegen", "list", "--"}, {"--help"}},
      // Files where a file is expected; nothing for numbers.
      {{"puzzlegen", "verify", "ins"}, {"instance.txt"}},
      {{"puzzlegen", "verify", "--json", ""}, {"instance.txt", "notes.md", "out"}},
      {{"puzzlegen", "check", "instance.txt", "no"}, {"notes.md"}},
      {{"puzzlegen", "generate", "takuzu", "-o", "o"}, {"out"}},
      {{"puzzlegen", "generate", "takuzu", "--count", ""}, {}},
      {{"puzzlegen", "generate", "takuzu", "--seed", ""}, {}},
  };
  // Once a puzzle is named: its formats, rule sets, tiers and the choices of
  // its generator options.
  for (const pg::Puzzle& puzzle : pg::puzzles()) {
    const std::string name(puzzle.name());
    const Words formats = words_of(puzzle.format_names());
    cases.push_back({{"puzzlegen", "generate", name, "--format", ""}, formats});
    cases.push_back({{"puzzlegen", "generate", "-s", "8", name, "-f", ""}, formats});
    cases.push_back({{"puzzlegen", "convert", "x.txt", "-p", name, "--to", ""}, formats});
    cases.push_back(
        {{"puzzlegen", "verify", "x.txt", "--puzzle", "=", name, "--rules", ""}, words_of(puzzle.rule_sets())});
    cases.push_back({{"puzzlegen", "generate", name, "--difficulty", ""}, tiers});
    for (const pg::OptionSpec& spec : puzzle.builder.options())
      if (!spec.choices.empty())
        cases.push_back({{"puzzlegen", "generate", name, "--" + spec.name, ""}, words_of(spec.choices)});
  }
  check_completions(installed, cwd.path(), cases);

  // `generate PUZZLE --` offers the common options and that puzzle's own,
  // not the other puzzles'.
  std::vector<std::vector<std::string>> lines;
  for (const pg::Puzzle& puzzle : pg::puzzles())
    lines.push_back({"puzzlegen", "generate", std::string(puzzle.name()), "--"});
  lines.push_back({"puzzlegen", "verify", "x.txt", "--"});
  const std::vector<Words> offered = complete(installed, cwd.path(), lines);
  for (std::size_t i = 0; i < pg::puzzles().size(); ++i) {
    const pg::Puzzle& puzzle = pg::puzzles()[i];
    INFO("generate " << puzzle.name() << " --");
    CHECK(offered[i].count("--size") == 1);
    CHECK(offered[i].count("--format") == 1);
    const auto own = puzzle.builder.options();
    for (const pg::Puzzle& other : pg::puzzles())
      for (const pg::OptionSpec& spec : other.builder.options()) {
        const bool its_own =
            std::any_of(own.begin(), own.end(), [&](const pg::OptionSpec& o) { return o.name == spec.name; });
        CHECK(offered[i].count("--" + spec.name) == (its_own ? 1u : 0u));
      }
  }
  const Words& verify = offered.back();
  CHECK(verify.count("--json") == 1);
  CHECK(verify.count("--timeout") == 1);
  CHECK(verify.count("--difficulty") == 0);
}

TEST_CASE("completion: a shell other than bash is a usage error", "[install]") {
  Result r = run({"completion", "zsh"});
  CHECK(r.status == 64);
  CHECK(r.out.empty());
  CHECK(contains(r.err, "'zsh'"));
  CHECK(contains(r.err, "bash"));
  CHECK(run({"completion"}).status == 64);
}

}  // namespace

// "Did you mean ...?" on the command line and in a corpus recipe: every
// refusal of an unknown name offers the near ones (core/suggest.hpp), and
// says what it said before when none is near.
#include <string>
#include <vector>

#include <catch2/catch.hpp>

#include "cli_support.hpp"

namespace {

using namespace pg::test::cli;

std::string sgt_lightup() { return std::string(PUZZLEGEN_TEST_DATA) + "/sgt-lightup.txt"; }

// A usage error: status 64, nothing on standard output, and `message` as
// the one line on standard error.
void check_usage(const Result& r, const std::string& message) {
  INFO("standard error: " << r.err);
  CHECK(r.status == 64);
  CHECK(r.out.empty());
  CHECK(r.err == "puzzlegen: " + message + "\n");
}

}  // namespace

// ---------------------------------------------------------------------------
// The command line
// ---------------------------------------------------------------------------

TEST_CASE("cli suggest: an unknown command", "[cli][suggest]") {
  check_usage(run({"generat", "takuzu"}),
              "error: unknown command 'generat'; did you mean 'generate'? (see 'puzzlegen --help')");
  check_usage(run({"help", "generat"}), "error: no command 'generat'; did you mean 'generate'? (see 'puzzlegen --help')");
  check_usage(run({"verfy", "x"}), "error: unknown command 'verfy'; did you mean 'verify'? (see 'puzzlegen --help')");
  // Far from every command: said as before.
  check_usage(run({"frobnicate"}), "error: unknown command 'frobnicate'; see 'puzzlegen --help'");
  check_usage(run({"help", "frobnicate"}), "error: no command 'frobnicate'; see 'puzzlegen --help'");
}

TEST_CASE("cli suggest: an unknown puzzle", "[cli][suggest]") {
  TempDir dir;
  const std::string instance = dir.write("t", "4\n2\t2\t0\t1\n1\t0\t2\t1\n0\t2\t1\t0\n1\t2\t2\t2\n");
  const std::string meant = "error: unknown puzzle 'takuzo'; did you mean 'takuzu'? (see 'puzzlegen list')";
  check_usage(run({"generate", "takuzo", "--size", "6"}), meant);
  check_usage(run({"verify", "--puzzle", "takuzo", instance}), meant);
  check_usage(run({"solve", "-p", "takuzo", instance}), meant);
  check_usage(run({"domain", "takuzo"}), meant);
  check_usage(run({"list", "takuzo"}), meant);
  check_usage(run({"generate", "Nurikabe", "--size", "7"}),
              "error: unknown puzzle 'Nurikabe'; did you mean 'nurikabe'? (see 'puzzlegen list')");
  check_usage(run({"generate", "sudoku", "--size", "9"}), "error: unknown puzzle 'sudoku'; see 'puzzlegen list'");
}

TEST_CASE("cli suggest: an unknown option", "[cli][suggest]") {
  SECTION("a slip") {
    check_usage(run({"generate", "takuzu", "--size", "6", "--dificulty", "hard"}),
                "error: unknown option '--dificulty'; did you mean '--difficulty'? "
                "(see 'puzzlegen generate --help')");
  }
  SECTION("with its value after '='") {
    check_usage(run({"generate", "takuzu", "--size", "6", "--dificulty=hard"}),
                "error: unknown option '--dificulty'; did you mean '--difficulty'? "
                "(see 'puzzlegen generate --help')");
  }
  SECTION("behind another complaint") {
    // CLI11 first misses --size; the slip that hid it is what matters.
    check_usage(run({"generate", "takuzu", "--sise", "6"}),
                "error: --size is required; unknown option '--sise'; did you mean '--size'? "
                "(see 'puzzlegen generate --help')");
  }
  SECTION("a short name with two dashes") {
    check_usage(run({"generate", "takuzu", "--size", "6", "--q"}),
                "error: unknown option '--q'; did you mean '-q'? "
                "(see 'puzzlegen generate --help')");
  }
  SECTION("two slips: the first is named") {
    check_usage(run({"generate", "takuzu", "--size", "6", "--sed", "3", "--qiuet"}),
                "error: unknown option '--sed'; "
                "did you mean '--seed'? (see 'puzzlegen generate --help')");
  }
  SECTION("another command's options") {
    check_usage(run({"verify", "--timout", "3", "x"}),
                "error: unknown option '--timout'; did you mean '--timeout'? "
                "(see 'puzzlegen verify --help')");
  }
  SECTION("nothing near") {
    check_usage(run({"generate", "takuzu", "--size", "6", "--frobnicate"}),
                "error: The following argument was not expected: --frobnicate; see 'puzzlegen generate --help'");
    check_usage(run({"generate", "takuzu", "--size", "6", "-x"}),
                "error: The following argument was not expected: -x; see 'puzzlegen generate --help'");
  }
}

TEST_CASE("cli suggest: an unknown format", "[cli][suggest]") {
  const std::string lightup = sgt_lightup();
  const std::string formats = "it has judge, tatham, puzzlink, pzprv3, pddl, hddl, json";
  check_usage(run({"generate", "lightup", "--size", "7", "-f", "puzlink"}),
              "error: the lightup puzzle has no format 'puzlink'; did you mean 'puzzlink'? (" + formats + ")");
  check_usage(run({"convert", lightup, "--to", "puzlink"}),
              "error: the lightup puzzle has no format 'puzlink'; did you mean 'puzzlink'? (" + formats + ")");
  Result verified = run({"verify", "--format", "puzlink", lightup});
  CHECK(verified.status == 64);
  CHECK(starts_with(verified.err, "puzzlegen: error: unknown format 'puzlink'; did you mean 'puzzlink'? (the formats are "));
  Result solved = run({"solve", "--puzzle", "lightup", "--format", "puzlink", lightup});
  CHECK(solved.status == 64);
  CHECK(starts_with(solved.err,
                    "puzzlegen: error: unknown format 'puzlink' for lightup; did you mean 'puzzlink'? (the formats are "));
  // Nothing near: said as before.
  check_usage(run({"generate", "lightup", "--size", "7", "-f", "xml"}),
              "error: the lightup puzzle has no format 'xml'; " + formats);
}

TEST_CASE("cli suggest: an unknown rule set or tier or option value", "[cli][suggest]") {
  check_usage(run({"generate", "nurikabe", "--size", "7", "--rules", "ipcc"}),
              "error: the nurikabe puzzle has no rules 'ipcc'; did you mean 'ipc'? (it knows nikoli, ipc)");
  check_usage(run({"generate", "nurikabe", "--size", "7", "--rules", "sokoban"}),
              "error: the nurikabe puzzle has no rules 'sokoban'; it knows nikoli, ipc");
  check_usage(run({"generate", "takuzu", "--size", "6", "--difficulty", "hadr"}),
              "error: unknown difficulty 'hadr'; did you mean 'hard'? (expected easy, medium, hard or expert)");
  check_usage(run({"generate", "takuzu", "--size", "6", "--difficulty", "insane"}),
              "error: unknown difficulty 'insane'; expected easy, medium, hard or expert");
  check_usage(run({"generate", "lightup", "--size", "7", "--symmetry", "rot5"}),
              "error: invalid --symmetry 'rot5'; did you mean 'rot2' or 'rot4'? "
              "(expected one of none, mirror2, rot2, mirror4, rot4)");
  check_usage(run({"generate", "numbrix", "--size", "8", "--ends", "kep"}),
              "error: invalid --ends 'kep'; did you mean 'keep'? (expected one of free, keep)");
  check_usage(run({"generate", "numbrix", "--size", "8", "--ends", "both"}),
              "error: invalid --ends 'both': expected one of free, keep");
}

// ---------------------------------------------------------------------------
// A corpus recipe
// ---------------------------------------------------------------------------

TEST_CASE("cli suggest: a slip in a corpus recipe keeps its line and column", "[cli][suggest][corpus]") {
  TempDir dir;
  struct Slip {
    const char* name;
    std::string text;
    std::string place;
    std::string message;
  };
  const std::vector<Slip> cases = {
      {"puzzle", "seed 1\ntakuzo --size 6\n", "2:1",
       "unknown puzzle 'takuzo'; did you mean 'takuzu'? (a line is 'seed N' or an entry, "
       "takuzu|lightup|nurikabe|kuromasu|numbrix and its options)"},
      {"seed line", "sed 1\ntakuzu --size 6\n", "1:1", "unknown puzzle 'sed'; did you mean 'seed'?"},
      {"option", "seed 1\ntakuzu --size 6 --dificulty hard\n", "2:17",
       "unknown option --dificulty; did you mean '--difficulty'? (a takuzu entry takes --size, --difficulty, "},
      {"difficulty", "seed 1\nlightup --size 7 --difficulty easy,hadr\n", "2:36",
       "unknown difficulty 'hadr'; did you mean 'hard'? (expected easy, medium, hard or expert)"},
      {"format", "seed 1\nlightup --size 7 --format judge,puzlink\n", "2:33",
       "the lightup puzzle has no format 'puzlink'; did you mean 'puzzlink'? (it has "},
      {"rules", "seed 1\nnurikabe --size 8 --rules ipcc\n", "2:27",
       "the nurikabe puzzle has no rules 'ipcc'; did you mean 'ipc'? (it knows nikoli, ipc)"},
      {"option value", "seed 1\nlightup --size 7 --symmetry rot5\n", "2:29",
       "invalid --symmetry 'rot5'; did you mean 'rot2' or 'rot4'?"},
  };
  for (const Slip& c : cases) {
    SECTION(c.name) {
      const std::string recipe = dir.write("slip.recipe", c.text);
      check_refused(run({"corpus", recipe, "-o", dir / "out"}), 65, recipe, c.place, c.message);
    }
  }
  SECTION("nothing near") {
    const std::string recipe = dir.write("far.recipe", "seed 1\nsudoku --size 9\n");
    Result r = run({"corpus", recipe, "-o", dir / "out"});
    check_refused(r, 65, recipe, "2:1", "unknown puzzle 'sudoku'; a line is 'seed N' or an entry, ");
    CHECK_FALSE(contains(r.err, "did you mean"));
  }
}

// Batch use from the command line: output that never harms, many inputs,
// messages a user can act on.
#include <catch2/catch.hpp>

#include <sys/stat.h>

#include <filesystem>
#include <fstream>
#include <future>
#include <string>

#include <nlohmann/json.hpp>

#include "cli_support.hpp"

namespace fs = std::filesystem;
using namespace pg::test::cli;

TEST_CASE("cli batch: -o writes through devices, FIFOs and symlinks, and - is standard output", "[cli][output]") {
  TempDir dir;
  // /dev/null stays the device it is.
  Result null = run({"generate", "takuzu", "--size", "6", "-o", "/dev/null"});
  CHECK(null.status == 0);
  struct stat info {};
  REQUIRE(::lstat("/dev/null", &info) == 0);
  CHECK(S_ISCHR(info.st_mode));

  // "-" is standard output: the puzzle is printed, no file named "-" appears.
  const Result plain = run({"generate", "takuzu", "--size", "6"});
  Result dash = run({"generate", "takuzu", "--size", "6", "-o", "-"});
  CHECK(dash.status == 0);
  CHECK(dash.out == plain.out);
  CHECK_FALSE(fs::exists("-"));

  // /dev/stdout is standard output too (here a file the test reads back).
  Result stdout_link = run({"generate", "takuzu", "--size", "6", "-o", "/dev/stdout"});
  CHECK(stdout_link.status == 0);
  CHECK(stdout_link.out == plain.out);
  REQUIRE(::lstat("/dev/stdout", &info) == 0);
  CHECK(S_ISLNK(info.st_mode));

  // A symlink: its target gets the puzzle, the link stays a link.
  const std::string target = dir.write("target.txt", "old\n");
  fs::create_symlink(target, dir.path() / "link.txt");
  CHECK(run({"generate", "takuzu", "--size", "6", "-o", dir / "link.txt"}).status == 0);
  CHECK(fs::is_symlink(dir.path() / "link.txt"));
  CHECK(slurp(target) == plain.out);

  // A FIFO takes the stream of several puzzles.
  const std::string fifo = dir / "fifo";
  REQUIRE(::mkfifo(fifo.c_str(), 0600) == 0);
  auto reader = std::async(std::launch::async, [&] { return slurp(fifo); });
  Result to_fifo = run({"generate", "takuzu", "--size", "6", "--count", "2", "-o", fifo});
  CHECK(to_fifo.status == 0);
  CHECK(reader.get() == run({"generate", "takuzu", "--size", "6", "--count", "2"}).out);
  REQUIRE(::lstat(fifo.c_str(), &info) == 0);
  CHECK(S_ISFIFO(info.st_mode));

  // A full device is an output error, named.
  if (fs::exists("/dev/full")) {
    Result full = run({"generate", "takuzu", "--size", "6", "-o", "/dev/full"});
    CHECK(full.status == 73);
    CHECK(starts_with(full.err, "puzzlegen: /dev/full: write failed"));
  }
  // Several puzzles into an existing regular file: refused, the file kept.
  Result several = run({"generate", "takuzu", "--size", "6", "--count", "2", "-o", target});
  CHECK(several.status == 64);
  CHECK(contains(several.err, "with --count above 1, -o names a directory"));
  CHECK(slurp(target) == plain.out);
  CHECK(sorted_entries(dir.path()) == std::vector<std::string>{"fifo", "link.txt", "target.txt"});
}

TEST_CASE("cli batch: command-line mistakes are said as every error is, with where to find help", "[cli][messages]") {
  Result twice = run({"generate", "takuzu", "--size", "6", "--size", "7"});
  CHECK(twice.status == 64);
  CHECK(starts_with(twice.err, "puzzlegen: error: --size"));
  CHECK(contains(twice.err, "see 'puzzlegen generate --help'"));
  CHECK(lines_of(twice.err).size() == 1);

  Result negative = run({"verify", "x.txt", "--timeout", "-1"});
  CHECK(negative.status == 64);
  CHECK(negative.err ==
        "puzzlegen: error: --timeout: expected a number of seconds, 0 or more, found '-1'; see 'puzzlegen verify "
        "--help'\n");

  Result help = run({"help"});
  CHECK(help.status == 0);
  CHECK(starts_with(help.out, "puzzlegen "));
  CHECK(contains(help.out, "Subcommands:"));
  Result help_generate = run({"help", "generate"});
  CHECK(help_generate.status == 0);
  CHECK(help_generate.out == run({"generate", "--help"}).out);
  CHECK(contains(help_generate.out, "Usage: puzzlegen generate"));
  Result help_unknown = run({"help", "frobnicate"});
  CHECK(help_unknown.status == 64);
  CHECK(help_unknown.err == "puzzlegen: error: no command 'frobnicate'; see 'puzzlegen --help'\n");
}

TEST_CASE("cli batch: corpora of different options never overwrite each other", "[cli][output]") {
  TempDir dir;
  const std::string out = dir / "corpus";
  Result a = run({"generate", "lightup", "--size", "8", "--count", "2", "-o", out});
  Result b = run({"generate", "lightup", "--size", "8", "--count", "2", "--black", "30", "--symmetry", "none", "-o", out});
  REQUIRE(a.status == 0);
  REQUIRE(b.status == 0);
  CHECK(sorted_entries(out) ==
        std::vector<std::string>{"lightup-8x8-medium-black-30-symmetry-none-s1-0000.txt",
                                 "lightup-8x8-medium-black-30-symmetry-none-s1-0001.txt",
                                 "lightup-8x8-medium-s1-0000.txt", "lightup-8x8-medium-s1-0001.txt"});
  const std::string first = slurp(fs::path(out) / "lightup-8x8-medium-s1-0000.txt");
  // The same run again finds the same bytes there: nothing to do, no error.
  CHECK(run({"generate", "lightup", "--size", "8", "--count", "2", "-o", out}).status == 0);
  // A file of other content under a name this run writes stops the run,
  // named; --force replaces it.
  std::ofstream(fs::path(out) / "lightup-8x8-medium-s1-0001.txt") << "edited by hand\n";
  Result clash = run({"generate", "lightup", "--size", "8", "--count", "2", "-o", out});
  CHECK(clash.status == 73);
  CHECK(contains(clash.err, "lightup-8x8-medium-s1-0001.txt: exists with other content"));
  CHECK(contains(clash.err, "--force"));
  CHECK(slurp(fs::path(out) / "lightup-8x8-medium-s1-0001.txt") == "edited by hand\n");
  Result forced = run({"generate", "lightup", "--size", "8", "--count", "2", "-o", out, "--force"});
  CHECK(forced.status == 0);
  CHECK(slurp(fs::path(out) / "lightup-8x8-medium-s1-0000.txt") == first);
  CHECK(slurp(fs::path(out) / "lightup-8x8-medium-s1-0001.txt") != "edited by hand\n");
}

TEST_CASE("cli batch: a malformed instance is reported and counted, the others answered", "[cli][inputs]") {
  // Two Unruly IDs, the second without 'u' (not Takuzu's rules), a third good.
  const std::string ids = "6x6u:caDgnBEa\n6x6:caDgnBEa\n6x6u:caDgnBEa\n";
  Result verified = run({"verify", "-"}, ids);
  CHECK(verified.status == 65);
  CHECK(verified.out == "instance 1: unique\ninstance 2: malformed\ninstance 3: unique\n");
  CHECK(verified.err == "puzzlegen: <stdin>:2:1: this Unruly ID lacks 'u' (unique rows and columns): its rules are "
                        "not Takuzu's\n");
  Result json = run({"verify", "--json", "-"}, ids);
  CHECK(json.status == 65);
  std::vector<std::string> lines = lines_of(json.out);
  REQUIRE(lines.size() == 3);
  nlohmann::json bad = nlohmann::json::parse(lines[1]);
  CHECK(bad.at("verdict") == "malformed");
  CHECK(bad.at("instance") == 2);
  CHECK(bad.at("error") == "<stdin>:2:1: this Unruly ID lacks 'u' (unique rows and columns): its rules are not Takuzu's");
  CHECK(nlohmann::json::parse(lines[2]).at("verdict") == "unique");
  // The most severe status wins: a file that cannot be read (66) over 65.
  TempDir dir;
  Result both = run({"verify", dir.write("ids.txt", ids), dir / "missing.txt"});
  CHECK(both.status == 66);
  CHECK(contains(both.out, dir / "ids.txt" + ": instance 3: unique\n"));
  CHECK(contains(both.out, dir / "missing.txt" + ": unreadable\n"));
  // Grade and convert likewise go on past it.
  Result graded = run({"grade", "-"}, ids);
  CHECK(graded.status == 65);
  CHECK(lines_of(graded.out).size() == 3);
  Result converted = run({"convert", "-", "--to", "json"}, ids);
  CHECK(converted.status == 65);
  CHECK(lines_of(converted.out).size() == 2);
}

TEST_CASE("cli batch: verify takes files and directories, labels each answer, sums up", "[cli][inputs]") {
  TempDir dir;
  const std::string corpus = dir / "corpus";
  REQUIRE(run({"generate", "lightup", "--size", "7", "--count", "3", "-o", corpus}).status == 0);
  REQUIRE(run({"generate", "nurikabe", "--size", "6", "--count", "2", "-f", "pddl", "-o", corpus}).status == 0);
  const std::string takuzu = dir.write("two.txt", run({"generate", "takuzu", "--size", "6", "--count", "2"}).out);
  // The directory: its instance files sorted, reference plans and the domain
  // left out; mixed puzzles, each file detected on its own.
  Result r = run({"verify", corpus, takuzu});
  CHECK(r.status == 0);
  const std::vector<std::string> lines = lines_of(r.out);
  REQUIRE(lines.size() == 7);
  CHECK(lines[0] == corpus + "/lightup-7x7-medium-s1-0000.txt: unique");
  CHECK(lines[3] == corpus + "/nurikabe-6x6-medium-s1-0000.pddl: unique");
  CHECK(lines[5] == takuzu + ": instance 1: unique");
  CHECK(lines[6] == takuzu + ": instance 2: unique");

  // The same answers whatever the number of jobs, in the same order.
  CHECK(run({"verify", corpus, takuzu, "--jobs", "3"}).out == r.out);
  CHECK(run({"grade", corpus, takuzu, "-j", "2"}).out == run({"grade", corpus, takuzu}).out);

  Result summary = run({"verify", corpus, takuzu, "--summary"});
  CHECK(summary.status == 0);
  const std::string last = lines_of(summary.out).back();
  CHECK(starts_with(last, "summary: 7 instances in 6 files: 7 unique (easy 0, medium 7, hard 0, expert 0), 0 multiple, "
                          "0 none, 0 unknown, 0 wrong-solution, 0 malformed, 0 unreadable; "));
  Result json = run({"verify", corpus, "--json", "--summary"});
  const nlohmann::json totals = nlohmann::json::parse(lines_of(json.out).back()).at("summary");
  CHECK(totals.at("instances") == 5);
  CHECK(totals.at("files") == 5);
  CHECK(totals.at("tiers").at("medium") == 5);
  CHECK(nlohmann::json::parse(lines_of(json.out).front()).at("file") == corpus + "/lightup-7x7-medium-s1-0000.txt");
}

TEST_CASE("cli batch: solve writes one solution file per instance with -o DIR", "[cli][inputs]") {
  TempDir dir;
  const std::string two = dir.write("two.txt", run({"generate", "takuzu", "--size", "6", "--count", "2"}).out);
  const std::string one = dir.write("one.txt", run({"generate", "lightup", "--size", "6"}).out);
  const std::string out = dir / "solutions";
  Result r = run({"solve", two, one, "-o", out});
  CHECK(r.status == 0);
  CHECK(r.out.empty());
  CHECK(sorted_entries(out) == std::vector<std::string>{"one.solution.txt", "two-1.solution.txt", "two-2.solution.txt"});
  CHECK(slurp(fs::path(out) / "one.solution.txt") == run({"solve", one}).out);
  CHECK(run({"check", one, (fs::path(out) / "one.solution.txt").string()}).out == "valid\n");
  // Several solutions into a file: refused, nothing written.
  Result into_file = run({"solve", two, "-o", one});
  CHECK(into_file.status == 64);
  CHECK(contains(into_file.err, "-o DIR"));
}

TEST_CASE("cli batch: convert writes a directory, and PDDL only one problem per file", "[cli][inputs]") {
  TempDir dir;
  const std::string grids = dir.write("grids.txt", run({"generate", "nurikabe", "--size", "6", "--count", "3"}).out);
  Result stream = run({"convert", grids, "--to", "pddl"});
  CHECK(stream.status == 64);
  CHECK(stream.out.empty());
  CHECK(contains(stream.err, "the pddl format holds one instance per file; write the 3 instances with -o DIR"));
  const std::string out = dir / "ipc";
  Result converted = run({"convert", grids, "--to", "pddl", "-o", out});
  CHECK(converted.status == 0);
  CHECK(sorted_entries(out) ==
        std::vector<std::string>{"domain.pddl", "grids-1.pddl", "grids-2.pddl", "grids-3.pddl"});
  CHECK(run({"verify", out}).out ==
        out + "/grids-1.pddl: unique\n" + out + "/grids-2.pddl: unique\n" + out + "/grids-3.pddl: unique\n");
  // One instance converts to a stream as before.
  CHECK(run({"convert", "-", "--to", "pddl"}, run({"generate", "nurikabe", "--size", "6"}).out).status == 0);
}

TEST_CASE("cli batch: convert of several instances to -o FILE writes one stream there", "[cli][inputs]") {
  TempDir dir;
  const std::string grids = dir.write("grids.txt", run({"generate", "takuzu", "--size", "6", "--count", "3"}).out);
  const std::string stream = run({"convert", grids, "--to", "json"}).out;
  REQUIRE(lines_of(stream).size() == 3);
  // A new file, then the same file again.
  const std::string file = dir / "all.json";
  for (int time = 0; time < 2; ++time) {
    Result r = run({"convert", grids, "--to", "json", "-o", file});
    INFO(r.err);
    CHECK(r.status == 0);
    REQUIRE(fs::is_regular_file(file));
    CHECK(slurp(file) == stream);
  }
  // A name ending in '/' is a directory, a file per instance.
  Result into_dir = run({"convert", grids, "--to", "json", "-o", dir / "json/"});
  CHECK(into_dir.status == 0);
  CHECK(sorted_entries(dir / "json").size() == 3);
}

TEST_CASE("cli batch: option ranges mean what they say", "[cli][options]") {
  // More islands than a layout holds: refused before any work, with the most.
  Result islands = run({"generate", "nurikabe", "--size", "10", "--islands", "60"});
  CHECK(islands.status == 64);
  CHECK(islands.err ==
        "puzzlegen: error: --islands 60: a 10x10 grid holds at most 30 islands as this generator lays them out\n");
  // A count within reach is met, within a tenth (at least 2).
  Result twelve = run({"generate", "nurikabe", "--size", "8", "--islands", "12", "--seed", "4", "-f", "json"});
  REQUIRE(twelve.status == 0);
  const int made = nlohmann::json::parse(twelve.out).at("statistics").at("givens");
  CHECK(std::abs(made - 12) <= 2);
  // --black stops where puzzles stop: an all-black grid is no puzzle.
  Result black = run({"generate", "lightup", "--size", "10", "--black", "99"});
  CHECK(black.status == 64);
  CHECK(contains(black.err, "expected a whole number from 5 to 90"));
  CHECK(run({"generate", "lightup", "--size", "10", "--black", "90", "--seed", "1"}).status == 0);
  // The smallest grids hold the easy tier only: said before any work, and
  // list says from where each tier comes.
  Result small = run({"generate", "nurikabe", "--size", "3"});
  CHECK(small.status == 64);
  CHECK(small.err ==
        "puzzlegen: error: the nurikabe generator makes medium puzzles from 4x4 (16 cells) up; asked for 3x3\n");
  CHECK(run({"generate", "nurikabe", "--size", "3", "--difficulty", "easy"}).status == 0);
  CHECK(contains(run({"list"}).out, "  medium from 4x4, hard from 4x4, expert from 6x6\n"));
  // A rare tier comes with the default budget (it gave up after 0.4 s before).
  Result expert = run({"generate", "lightup", "--difficulty", "expert", "--size", "14", "--seed", "2"});
  CHECK(expert.status == 0);
  CHECK(run({"grade", "-"}, expert.out).out == "expert\n");
}

TEST_CASE("cli batch: long work shows progress on a terminal, and a summary, which --quiet silences", "[cli][progress]") {
  // Not a terminal (as here): silent unless asked.
  Result plain = run({"generate", "takuzu", "--size", "8", "--count", "3"});
  CHECK(plain.err.empty());
  Result asked = run({"generate", "takuzu", "--size", "8", "--count", "3", "--progress"});
  CHECK(asked.status == 0);
  CHECK(asked.out == plain.out);
  CHECK(starts_with(lines_of(asked.err).back(), "puzzlegen: 3 puzzles in "));
  CHECK(contains(asked.err, " per second)"));
  CHECK(asked.err.find('\r') == std::string::npos);  // lines for a log, not redrawn
  CHECK(run({"generate", "takuzu", "--size", "8", "--quiet", "--progress"}).status == 64);
  // On a terminal (script(1) gives it one): the line is redrawn in place.
  if (std::system("command -v script >/dev/null 2>&1") == 0) {
    TempDir dir;
    const std::string log = dir / "terminal.log";
    const std::string command = "script -qec \"" + std::string(PUZZLEGEN_BINARY) +
                                " generate nurikabe --size 12 --difficulty hard --count 3 --threads 1 -o " +
                                (dir / "out") + "\" " + log + " >/dev/null 2>&1";
    REQUIRE(std::system(command.c_str()) == 0);
    const std::string seen = slurp(log);
    CHECK(contains(seen, "\r\033[Kpuzzlegen: 3 puzzles in "));
    Result quiet = run({"generate", "takuzu", "--size", "8", "--count", "3", "--quiet"});
    CHECK(quiet.err.empty());
  }
}

TEST_CASE("cli batch: an output directory that cannot be written is reported before any work", "[cli][output]") {
  // /proc takes no new files, even from root.
  Result r = run({"generate", "nurikabe", "--size", "30", "--difficulty", "hard", "--count", "2", "-o", "/proc"});
  CHECK(r.status == 73);
  CHECK(r.out.empty());
  CHECK(contains(r.err, "/proc: cannot create a file in this directory"));
  Result file = run({"generate", "nurikabe", "--size", "30", "--difficulty", "hard", "-o", "/proc/puzzle.txt"});
  CHECK(file.status == 73);
  CHECK(contains(file.err, "/proc/puzzle.txt: cannot create a file in /proc"));
}

TEST_CASE("cli batch: messages say what the user can act on", "[cli][messages]") {
  TempDir dir;
  const std::string takuzu = dir.write("t.txt", run({"generate", "takuzu", "--size", "6"}).out);
  // The user named the puzzle: the message asks for what is left, the format.
  Result named = run({"verify", takuzu, "--puzzle", "lightup"});
  CHECK(named.status == 65);
  CHECK_FALSE(contains(named.err, "--puzzle and --format"));
  Result format = run({"verify", takuzu, "--format", "puzzlink"});
  CHECK(format.status == 65);
  CHECK_FALSE(contains(format.err, "name them with --puzzle and --format"));
  // An unknown format is followed by the ones there are.
  Result unknown = run({"verify", takuzu, "--format", "svg"});
  CHECK(unknown.status == 64);
  CHECK(contains(unknown.err, "unknown format 'svg'; the formats are judge, tatham, "));
  Result to = run({"convert", takuzu, "--to", "svg"});
  CHECK(to.status == 64);
  CHECK(contains(to.err, "the takuzu puzzle has no format 'svg'; it has judge, tatham, pddl, hddl, json"));
  // A rectangle the judge text cannot hold: the formats that can are named.
  Result rectangle = run({"generate", "takuzu", "--size", "10x12"});
  CHECK(rectangle.status == 64);
  CHECK(contains(rectangle.err, "square grids only; this one is 10x12; --format tatham, pddl, hddl or json can hold it"));
  // A huge token is shortened in every message, JSON's included.
  const std::string ones = dir.write("ones.txt", std::string(200000, '1') + "\n");
  Result json = run({"verify", ones, "-f", "json"});
  CHECK(json.status == 65);
  CHECK(json.err.size() < 300);
  CHECK(contains(json.err, "'11111111111111111111...'"));
}

TEST_CASE("cli batch: verify DIR --manifest checks a corpus against its manifest", "[cli][corpus]") {
  const std::string reference = std::string(PUZZLEGEN_SOURCE_DIR) + "/corpus/takuzu";
  Result good = run({"verify", reference, "--manifest"});
  CHECK(good.status == 0);
  CHECK(contains(good.out, "no problems"));
  TempDir dir;
  fs::copy(reference, dir.path() / "takuzu", fs::copy_options::recursive);
  const fs::path judge = dir.path() / "takuzu" / "judge";
  const fs::path changed = *fs::directory_iterator(judge);
  std::ofstream(changed, std::ios::app) << "\n";
  Result bad = run({"verify", (dir.path() / "takuzu").string(), "--manifest", "--jobs", "2"});
  CHECK(bad.status == 1);
  CHECK(contains(bad.out, changed.string() + ": changed"));
  CHECK(run({"verify", reference, reference, "--manifest"}).status == 64);
  // The manifest named rather than its directory: the same check.
  Result named = run({"verify", reference + "/manifest.csv", "--manifest"});
  CHECK(named.status == 0);
  CHECK(contains(named.out, "no problems"));
  // Any other file is not a corpus.
  Result other = run({"verify", reference + "/manifest.json", "--manifest"});
  CHECK(other.status == 66);
  CHECK(contains(other.err, "manifest.json: a file, not a corpus directory (the directory that holds manifest.csv)"));
}

TEST_CASE("cli batch: statistics count the work that mending does", "[cli][options]") {
  // Nurikabe is mended, not carved: its logic runs and SAT solves are there.
  Result r = run({"generate", "nurikabe", "--size", "8", "--seed", "2", "-f", "json"});
  REQUIRE(r.status == 0);
  const nlohmann::json statistics = nlohmann::json::parse(r.out).at("statistics");
  CHECK(statistics.at("logic_runs").get<int>() > 0);
  CHECK(statistics.at("removals_tried") == 0);
}

TEST_CASE("an output name ending in a slash is a new directory, even for one instance", "[cli]") {
  TempDir dir;
  const std::string target = dir / "plan/";
  const Result r = run({"generate", "nurikabe", "--size", "5", "--difficulty", "easy", "--seed", "4", "-f", "pddl", "-o", target});
  INFO(r.err);
  REQUIRE(r.status == 0);
  CHECK(sorted_entries(dir.path() / "plan") ==
        std::vector<std::string>{"domain.pddl", "nurikabe-5x5-easy-s4-0000.pddl", "nurikabe-5x5-easy-s4-0000.plan"});
}

TEST_CASE("an output name ending in a slash is a new directory for convert and solve too", "[cli][output]") {
  TempDir dir;
  const std::string one = dir.write("one.txt", run({"generate", "takuzu", "--size", "6", "--seed", "3"}).out);
  Result converted = run({"convert", one, "--to", "json", "-o", dir / "json/"});
  INFO(converted.err);
  REQUIRE(converted.status == 0);
  CHECK(sorted_entries(dir.path() / "json") == std::vector<std::string>{"one.json"});
  Result solved = run({"solve", one, "-o", dir / "solutions/"});
  INFO(solved.err);
  REQUIRE(solved.status == 0);
  CHECK(slurp(dir.path() / "solutions" / "one.solution.txt") == run({"solve", one}).out);
}

TEST_CASE("names up to the file system's longest are written, the temporary's included", "[cli][output]") {
  TempDir dir;
  for (std::size_t length : {237, 238, 250, 255}) {
    INFO(length << " bytes");
    const std::string name = std::string(length - 4, 'n') + ".txt";
    Result r = run({"generate", "takuzu", "--size", "6", "-o", dir / name});
    INFO(r.err);
    CHECK(r.status == 0);
    CHECK(slurp(dir.path() / name) == run({"generate", "takuzu", "--size", "6"}).out);
    // Written again over itself: the temporary beside it must fit too.
    CHECK(run({"generate", "takuzu", "--size", "6", "-o", dir / name}).status == 0);
  }
  // Only the files: no temporary left behind.
  CHECK(sorted_entries(dir.path()).size() == 4);
}

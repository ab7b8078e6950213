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
  CHECK(contains(both.out, dir / "missing.txt" + ": malformed\n"));
  // Grade and convert likewise go on past it.
  Result graded = run({"grade", "-"}, ids);
  CHECK(graded.status == 65);
  CHECK(lines_of(graded.out).size() == 3);
  Result converted = run({"convert", "-", "--to", "json"}, ids);
  CHECK(converted.status == 65);
  CHECK(lines_of(converted.out).size() == 2);
}

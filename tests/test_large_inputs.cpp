// Inputs of any size: read line by line and one instance at a time, what they
// are decided from their first lines, and every limit of core/limits.hpp
// refused with exit 65 and the place, before the memory or the work it bounds.
#include <sys/resource.h>

#include <filesystem>
#include <fstream>
#include <string>

#include <catch2/catch.hpp>

#include "cli_support.hpp"
#include "core/errors.hpp"
#include "core/files.hpp"
#include "core/limits.hpp"
#include "core/text.hpp"
#include "formats/codec.hpp"
#include "formats/lightup/codec.hpp"
#include "puzzles/catalogue.hpp"

using namespace pg::test::cli;
namespace fs = std::filesystem;

namespace {

constexpr const char* kId = "6x6u:caDgnBEa";  // a unique Takuzu, graded hard
const std::string kLongest = std::to_string(pg::limits::kLongestLine);

// Writes `size` bytes of nothing (a sparse file: no disk, no time).
std::string sparse_file(const TempDir& dir, const std::string& name, std::uintmax_t size) {
  const std::string path = dir / name;
  std::ofstream(path).close();
  fs::resize_file(path, size);
  return path;
}

// Writes `text` then `count` copies of `line`.
std::string repeated_file(const TempDir& dir, const std::string& name, const std::string& text,
                          const std::string& line, std::size_t count) {
  const std::string path = dir / name;
  std::ofstream out(path, std::ios::binary);
  out << text;
  for (std::size_t i = 0; i < count; ++i) out << line;
  out.close();
  REQUIRE(out.good());
  return path;
}

std::string bin() { return quote(PUZZLEGEN_BINARY); }

}  // namespace

TEST_CASE("InputLines: lines as split_lines gives them, read a block at a time", "[limits][files]") {
  TempDir dir;
  // Across many reads: lines longer than a read's block, CRLF, no final newline.
  std::string text;
  for (int i = 0; i < 300; ++i) text += std::string(static_cast<std::size_t>(i * 997 % 70001), 'x') + (i % 3 ? "\n" : "\r\n");
  text += "last";
  const std::string path = dir.write("lines.txt", text);
  pg::InputLines lines(path);
  std::string gathered;
  std::vector<pg::Line> expected = pg::split_lines(text);
  std::size_t k = 0;
  while (std::optional<pg::Line> line = lines.next()) {
    REQUIRE(k < expected.size());
    CHECK(line->number == expected[k].number);
    CHECK(line->text == expected[k].text);
    gathered += lines.raw();
    ++k;
  }
  CHECK(k == expected.size());
  CHECK(gathered == text);
  CHECK_FALSE(lines.next());
}

TEST_CASE("InputLines: a line longer than kLongestLine is refused at its place, and again", "[limits][files]") {
  TempDir dir;
  const std::string longest(pg::limits::kLongestLine, 'a');
  const std::string path = dir.write("long.txt", "first\n" + longest + "\n" + longest + "b\nnever\n");
  pg::InputLines lines(path);
  CHECK(lines.next()->text == "first");
  CHECK(lines.next()->text.size() == pg::limits::kLongestLine);  // the longest line is a line
  for (int again = 0; again < 2; ++again) {
    try {
      lines.next();
      FAIL("a line of kLongestLine + 1 bytes was read");
    } catch (const pg::InputError& e) {
      CHECK(e.line() == 3);
      CHECK(e.column() == static_cast<int>(pg::limits::kLongestLine) + 1);
      CHECK(std::string(e.what()) == "line longer than " + kLongest + " bytes");
    }
  }
}

TEST_CASE("Formats stream: a block longer than any grid is refused by its length, whole", "[limits][formats]") {
  // 100000 rows of a Light Up judge text, held no further than row 61: the
  // message still counts them all.
  std::string text;
  for (int r = 0; r < 100000; ++r) text += "---\n";
  pg::TextLines lines(text);
  const pg::Format* judge = pg::lightup::codec().format("judge");
  std::vector<pg::ReadItem> items = pg::read_all(*judge->stream(lines));
  REQUIRE(items.size() == 1);
  REQUIRE(items[0].error);
  CHECK(items[0].error->line() == 61);
  CHECK(contains(items[0].error->what(), "100000x3 is out of range"));
}

TEST_CASE("cli: a line over kLongestLine is refused with 65 at its place", "[limits][cli]") {
  TempDir dir;
  SECTION("the first line: the file as a whole") {
    const std::string path = dir.write("long.txt", std::string(pg::limits::kLongestLine + 1, '1') + "\n");
    check_refused(run({"verify", path}), 65, path, "1:" + std::to_string(pg::limits::kLongestLine + 1),
                  "line longer than " + kLongest + " bytes");
  }
  SECTION("after instances: they are answered, the rest is malformed") {
    const std::string path =
        dir.write("ids.txt", std::string(kId) + "\n" + kId + "\n" + std::string(pg::limits::kLongestLine + 7, 'a') +
                                 "\n" + kId + "\n");
    Result r = run({"grade", path});
    CHECK(r.status == 65);
    CHECK(lines_of(r.out) == std::vector<std::string>{"instance 1: hard", "instance 2: hard", "instance 3: malformed"});
    CHECK(r.err == "puzzlegen: " + path + ":3:" + std::to_string(pg::limits::kLongestLine + 1) + ": line longer than " +
                       kLongest + " bytes\n");
  }
  SECTION("in a solution") {
    const std::string instance = dir.write("i.txt", std::string(kId) + "\n");
    const std::string solution = dir.write("s.txt", std::string(pg::limits::kLongestLine + 1, '0'));
    Result r = run({"check", instance, solution});
    CHECK(r.status == 65);
  }
}

TEST_CASE("cli: a bad first line of an endless input is reported without reading on", "[limits][cli]") {
  // Standard input never ends: a reader that looked at all of it before
  // deciding would never answer.
  SECTION("named format: none of the first instances reads") {
    Result r = shell("yes '6x6u:caDgnBEa!' | " + bin() + " verify --puzzle takuzu --format tatham -");
    check_refused(r, 65, "<stdin>", "1:14", "the Unruly description runs past the 36 cells of a 6x6 grid");
  }
  SECTION("detected: no format reads the first lines") {
    Result r = shell("yes 'no puzzle here' | " + bin() + " convert --to json -");
    CHECK(r.status == 65);
    CHECK(starts_with(r.err, "puzzlegen: <stdin>"));
    CHECK(r.out.empty());
  }
  SECTION("a line too long, endless") {
    Result r = shell("tr -d '\\n' </dev/zero | " + bin() + " verify -");
    check_refused(r, 65, "<stdin>", "1:" + std::to_string(pg::limits::kLongestLine + 1),
                  "line longer than " + kLongest + " bytes");
  }
  SECTION("blank lines without end") {
    // Detection waits for a line that is not blank, keeping none of them:
    // the output's first line comes, then puzzlegen is stopped by the pipe.
    Result r = shell("{ yes '' | head -n 3000000; echo " + std::string(kId) + "; yes " + kId + "; } | " + bin() +
                     " grade - | head -n 2");
    CHECK(lines_of(r.out) == std::vector<std::string>{"instance 1: hard", "instance 2: hard"});
  }
}

TEST_CASE("cli: detection after many blank lines, and places past them", "[limits][cli]") {
  TempDir dir;
  SECTION("one line, then 1.2 million blank lines") {
    const std::string path = repeated_file(dir, "one.txt", std::string(kId) + "\n", "\n", 1200000);
    Result r = run({"grade", path});
    CHECK(r.status == 0);
    CHECK(r.out == "hard\n");
  }
  SECTION("two million blank lines first: an error's line counts them") {
    const std::string path = repeated_file(dir, "late.txt", "", "\n", 2000000);
    std::ofstream(path, std::ios::app) << kId << "\n6x6u:caDgnBE!\n";
    Result r = run({"grade", path});
    CHECK(r.status == 65);
    CHECK(r.out == "instance 1: hard\ninstance 2: malformed\n");
    CHECK(starts_with(r.err, "puzzlegen: " + path + ":2000002:13: "));
  }
  SECTION("a text read whole after them: its places too") {
    const std::string path = repeated_file(dir, "raw.txt", "", "\n", 2000000);
    std::ofstream(path, std::ios::app) << "3 3\n0 0 1\n9 0 2\n";
    Result r = run({"verify", path, "--puzzle", "nurikabe"});
    check_refused(r, 65, path, "2000003:1", "the column X must be between 0 and 2");
  }
  SECTION("nothing but blank lines") {
    const std::string path = repeated_file(dir, "blank.txt", "", "\n", 3000000);
    check_refused(run({"verify", path}), 65, path, "1:1", "empty input");
  }
}

TEST_CASE("cli: a multi-instance file reads the same whatever its size", "[limits][cli]") {
  TempDir dir;
  // Past the lines detection looks at, the format is the one decided.
  const std::string ids = output_of({"generate", "takuzu", "--size", "6", "--count", "20", "--format", "tatham"});
  std::string many;
  for (int i = 0; i < 200; ++i) many += ids;  // 4000 lines
  const std::string path = dir.write("many.txt", many + "6x6u:oops\n");
  Result r = run({"convert", "--to", "judge", path});
  CHECK(r.status == 65);
  CHECK(r.err == "puzzlegen: " + path + ":4001:8: the Unruly description runs past the 36 cells of a 6x6 grid\n");
  Result named = run({"convert", "--to", "judge", "--puzzle", "takuzu", "--format", "tatham", path});
  CHECK(named.out == r.out);
  CHECK(std::count(r.out.begin(), r.out.end(), '\n') == 4000 * 7 + 3999);
}

TEST_CASE("cli: JSON nested beyond kDeepestNesting is refused with 65 at the place", "[limits][cli]") {
  const int deepest = pg::limits::kDeepestNesting;
  // The document's '{' is the first level.
  const std::string too_deep = "{\"a\":" + std::string(static_cast<std::size_t>(deepest), '[') +
                               std::string(static_cast<std::size_t>(deepest), ']') + "}";
  check_refused(run({"verify", "-"}, too_deep), 65, "<stdin>", "1:" + std::to_string(5 + deepest),
                "JSON nested deeper than " + std::to_string(deepest) + " levels");
  // As deep as allowed: refused for what it lacks, not for its depth.
  const std::string deep = "{\"a\":" + std::string(static_cast<std::size_t>(deepest - 1), '[') +
                           std::string(static_cast<std::size_t>(deepest - 1), ']') + "}";
  Result r = run({"verify", "-"}, deep);
  CHECK(r.status == 65);
  CHECK(contains(r.err, "lacks \"format\""));
  // Brackets in strings are no nesting.
  const std::vector<pg::ReadItem> items = pg::json_format().read_items("{\"a\":\"" + std::string(1000, '[') + "\"}");
  REQUIRE(items.size() == 1);
  REQUIRE(items[0].error);
  CHECK(contains(items[0].error->what(), "lacks \"format\""));
}

TEST_CASE("cli: numbers over kLargestNumber are refused with 65", "[limits][cli]") {
  TempDir dir;
  const std::string over = std::to_string(pg::limits::kLargestNumber + 1);
  SECTION("a JSON side") {
    Result r = run({"verify", "-"}, "{\"format\":\"puzzlegen\",\"version\":1,\"puzzle\":\"takuzu\",\"rows\":" + over +
                                        ",\"cols\":2,\"givens\":[]}");
    CHECK(r.status == 65);
    CHECK(contains(r.err, "\"rows\" must be a positive integer, found " + over));
  }
  SECTION("a JSON given") {
    Result r = run({"verify", "-"}, "{\"format\":\"puzzlegen\",\"version\":1,\"puzzle\":\"nurikabe\",\"rows\":1,"
                                    "\"cols\":1,\"givens\":[[" + over + "]]}");
    CHECK(r.status == 65);
    CHECK(contains(r.err, "invalid nurikabe given " + over));
  }
  SECTION("a bulb's coordinate") {
    const std::string instance = dir.write("i.txt", "--\n--\n");
    const std::string solution = dir.write("s.txt", "(bulb " + over + " 0)\n");
    check_refused(run({"check", instance, solution, "--puzzle", "lightup"}), 65, solution, "1:7",
                  "a bulb's row R must be between 0 and " + std::to_string(pg::limits::kLargestNumber));
  }
  SECTION("a size") {
    check_refused(run({"verify", "--puzzle", "takuzu", "--format", "tatham", "-"}, over + "x6u:a\n"), 65, "<stdin>",
                  "1:1", "the width must be between 1 and " + std::to_string(pg::limits::kLargestSide));
  }
}

TEST_CASE("cli: a file larger than kLargestFile read whole is refused from its size", "[limits][cli]") {
  TempDir dir;
  const std::string big = sparse_file(dir, "big.txt", pg::limits::kLargestFile + 1);
  const std::string message = "larger than " + std::to_string(pg::limits::kLargestFile) + " bytes";
  SECTION("a solution") {
    const std::string instance = dir.write("i.txt", std::string(kId) + "\n");
    check_refused(run({"check", instance, big}), 65, big, "", message);
  }
  SECTION("a plan") {
    const std::string problem = output_of({"generate", "nurikabe", "--size", "5", "--format", "pddl"});
    check_refused(run({"check", "--plan", dir.write("p.pddl", problem), big}), 65, big, "", message);
  }
  SECTION("a domain") {
    const std::string problem = output_of({"generate", "nurikabe", "--size", "5", "--format", "pddl"});
    const std::string plan = dir.write("p.plan", "(move pos-0-0 pos-0-1)\n");
    check_refused(run({"check", "--plan", dir.write("p.pddl", problem), plan, "--domain", big}), 65, big, "", message);
  }
}

TEST_CASE("cli: memory stays flat in the number of instances", "[limits][cli]") {
#ifdef PUZZLEGEN_SANITIZER_STATUS
  SUCCEED("the sanitizers reserve address space beyond any limit");
#else
  // 400000 instances (5.6 MB of IDs) under a 200 MiB address-space limit:
  // held all at once they take more than that; one at a time, a few. Grading
  // solves each (0.4 ms), so the runner's part reads fewer of them.
  const std::string limited = "ulimit -v 204800; ";
  const std::string ids = "yes " + std::string(kId) + " | head -n ";
  Result converted = shell(limited + ids + "400000 | " + bin() + " convert --to json --puzzle takuzu - | wc -l");
  CHECK(converted.out == "400000\n");
  Result counted = shell(limited + ids + "20000 | " + bin() + " grade --summary - | tail -n 1 | cut -d';' -f1");
  CHECK(counted.out == "summary: 20000 instances in 1 file: 20000 unique (easy 0, medium 0, hard 20000, expert 0), "
                       "0 multiple, 0 none, 0 unknown, 0 wrong-solution, 0 malformed, 0 unreadable\n");
#endif
}

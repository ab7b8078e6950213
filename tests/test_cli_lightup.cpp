// Command-line tests for Light Up (Akari): the built puzzlegen binary on the
// course statement's example, small boards with known answers, every input
// format, malformed input and the generator's own options.
#include <algorithm>
#include <cstddef>
#include <fstream>
#include <functional>
#include <iterator>
#include <set>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include "cli_support.hpp"

namespace {

using namespace pg::test::cli;

using CellSet = std::set<std::pair<int, int>>;

// The course statement's example and the solver's expected output, byte for byte.
const std::string kSeed =
    "--#----\n"
    "-1---3-\n"
    "------#\n"
    "-------\n"
    "2------\n"
    "-3---1-\n"
    "----0--\n";
const std::string kSeedSolution =
    "(bulb 0 1);(bulb 0 5);(bulb 1 4);(bulb 1 6);(bulb 2 3);(bulb 3 0);(bulb 4 5);(bulb 5 0);(bulb 5 2);"
    "(bulb 6 1);(bulb 6 6)\n";

// An empty 3x3 board: a bulb on a diagonal of every 2x2 corner works, among others.
const std::string kOpen3 = "---\n---\n---\n";

// A 6x6 puzz.link URL, decoded: a 4 at (1,2), a 2 at (2,4), a 0 at (3,1), a 1
// at (4,3). The 4 takes its four neighbours; the 2 then has only (3,4) and
// (2,5) free; the 1 only (5,3); column 0 can only be lit from (4,0). Unique.
const std::string kPuzzlink = "https://puzz.link/p?akari/6/6/nekcakbl";
const std::string kPuzzlinkJudge = "------\n--4---\n----2-\n-0----\n---1--\n------\n";
const std::string kPuzzlinkSolution =
    "(bulb 0 2);(bulb 1 1);(bulb 1 3);(bulb 2 2);(bulb 2 5);(bulb 3 4);(bulb 4 0);(bulb 5 3)\n";

// Takuzu inputs that must still be read as Takuzu.
const std::string kTakuzuT01 = "4\n2\t2\t0\t1\n1\t0\t2\t1\n0\t2\t1\t0\n1\t2\t2\t2\n";
const std::string kUnrulyId = "6x6u:caDgnBEa\n";

std::string sgt_lightup() { return std::string(PUZZLEGEN_TEST_DATA) + "/sgt-lightup.txt"; }

std::string without_final_newline(std::string text) {
  if (!text.empty() && text.back() == '\n') text.pop_back();
  return text;
}

// The bulbs of a solution line "(bulb R C);(bulb R C)...", written strictly.
CellSet parse_bulbs(const std::string& line) {
  CellSet bulbs;
  std::size_t at = 0;
  while (at < line.size()) {
    const std::size_t end = std::min(line.find(';', at), line.size());
    const std::string item = line.substr(at, end - at);
    REQUIRE(item.size() > 7);
    REQUIRE(starts_with(item, "(bulb "));
    REQUIRE(item.back() == ')');
    std::istringstream in(item.substr(6, item.size() - 7));
    int r = -1, c = -1;
    in >> r >> c;
    REQUIRE(in);
    REQUIRE(in.peek() == std::char_traits<char>::eof());
    bulbs.insert({r, c});
    at = end + 1;
  }
  return bulbs;
}

// The black cells (plain or numbered) of a judge text.
CellSet black_cells(const std::vector<std::string>& rows) {
  CellSet black;
  for (std::size_t r = 0; r < rows.size(); ++r)
    for (std::size_t c = 0; c < rows[r].size(); ++c)
      if (rows[r][c] != '-') black.insert({static_cast<int>(r), static_cast<int>(c)});
  return black;
}

// Checks that `text` is a judge text of `rows` lines of `cols` cells, each
// '-', '#' or 0..4, ending in a newline; returns its rows.
std::vector<std::string> judge_rows(const std::string& text, std::size_t rows, std::size_t cols) {
  REQUIRE_FALSE(text.empty());
  CHECK(text.back() == '\n');
  std::vector<std::string> lines = lines_of(text);
  REQUIRE(lines.size() == rows);
  for (const std::string& line : lines) {
    INFO(line);
    CHECK(line.size() == cols);
    CHECK(line.find_first_not_of("-#01234") == std::string::npos);
  }
  return lines;
}

Result generate(std::vector<std::string> extra) {
  std::vector<std::string> args = {"generate", "lightup"};
  args.insert(args.end(), extra.begin(), extra.end());
  return run(args);
}

}  // namespace

// ---------------------------------------------------------------------------
// The course statement's example
// ---------------------------------------------------------------------------

TEST_CASE("cli lightup: the course example verifies unique and solves to the expected line", "[cli][lightup]") {
  TempDir dir;
  const std::string with_newline = dir.write("seed.txt", kSeed);
  const std::string without_newline = dir.write("seed-no-newline.txt", without_final_newline(kSeed));

  for (const std::string& text : {kSeed, without_final_newline(kSeed)}) {
    const std::string file = text == kSeed ? with_newline : without_newline;
    for (const std::string& where : {file, std::string("-")}) {
      INFO("input " << where << (text == kSeed ? " with" : " without") << " the final newline");
      Result verified = run({"verify", where}, text);
      CHECK(verified.status == 0);
      CHECK(verified.out == "unique\n");
      CHECK(verified.err.empty());

      Result solved = run({"solve", where}, text);
      CHECK(solved.status == 0);
      CHECK(solved.out == kSeedSolution);
      CHECK(solved.err.empty());

      Result graded = run({"grade", where}, text);
      CHECK(graded.status == 0);
      REQUIRE(lines_of(graded.out).size() == 1);
      CHECK(is_tier(first_line(graded.out)));
    }
  }

  // The JSON report agrees with solve and grade.
  Result report = run({"verify", "--json", with_newline});
  REQUIRE(report.status == 0);
  auto doc = nlohmann::json::parse(report.out);
  CHECK(doc.at("verdict") == "unique");
  CHECK(doc.at("puzzle") == "lightup");
  CHECK(doc.at("rows") == 7);
  CHECK(doc.at("cols") == 7);
  CHECK(doc.at("difficulty") == first_line(run({"grade", with_newline}).out));
  REQUIRE(doc.at("solutions").size() == 1);
  CellSet bulbs;
  const auto& grid = doc.at("solutions")[0];
  for (int r = 0; r < 7; ++r)
    for (int c = 0; c < 7; ++c)
      if (grid.at(r).at(c) == 1) bulbs.insert({r, c});
  CHECK(bulbs == parse_bulbs(first_line(kSeedSolution)));
  CHECK(grid.at(0).at(2).is_null());  // a black cell
}

TEST_CASE("cli lightup: check accepts the expected solution as written and as students print it",
          "[cli][lightup]") {
  TempDir dir;
  const std::string instance = dir.write("seed.txt", kSeed);
  std::string spaced = kSeedSolution;
  for (std::size_t at = spaced.find(';'); at != std::string::npos; at = spaced.find(';', at + 2))
    spaced.insert(at + 1, " ");
  REQUIRE(contains(spaced, "(bulb 0 1); (bulb 0 5); (bulb 1 4)"));

  const std::vector<std::pair<const char*, std::string>> solutions = {
      {"as solve writes it", kSeedSolution},
      {"without the final newline", without_final_newline(kSeedSolution)},
      {"with spaces after ';'", spaced},
      {"with spaces after ';' and without the final newline", without_final_newline(spaced)},
      {"with a trailing ';'", without_final_newline(kSeedSolution) + ";\n"},
  };
  for (const auto& [name, text] : solutions) {
    INFO(name);
    check_accepted(instance, text);
  }

  // One bulb fewer is not a solution: check does look at the bulbs.
  const std::string missing = "(bulb 0 1);(bulb 0 5);(bulb 1 4);(bulb 1 6);(bulb 2 3);(bulb 3 0);(bulb 4 5);"
                              "(bulb 5 0);(bulb 5 2);(bulb 6 1)\n";
  Result short_one = run({"check", instance, "-"}, missing);
  CHECK(short_one.status == 1);
  CHECK(starts_with(short_one.out, "invalid: "));
}

TEST_CASE("cli lightup: convert to tatham, puzzlink and json and back gives the original judge text",
          "[cli][lightup]") {
  TempDir dir;
  const std::string original = dir.write("seed.txt", kSeed);
  const std::string trimmed = dir.write("seed-no-newline.txt", without_final_newline(kSeed));
  // Decoded by hand: runs of white cells (a..z in Tatham's IDs, g..z in
  // puzz.link's), 'B' / '.' black, and a puzz.link number absorbs the white
  // cells after it (b: a 1 and two whites, d: a 3 and two whites).
  const std::vector<std::pair<std::string, std::string>> expected = {
      {"tatham", "7x7:bBe1c3gBg2g3c1e0b\n"},
      {"puzzlink", "https://puzz.link/p?akari/7/7/h.kbgdk.mckdgbia\n"},
  };
  for (const std::string& input : {original, trimmed}) {
    for (const std::string& format : std::vector<std::string>{"tatham", "puzzlink", "json", "judge"}) {
      INFO(input << " to " << format);
      Result converted = run({"convert", input, "--to", format});
      REQUIRE(converted.status == 0);
      CHECK(converted.err.empty());
      CHECK(lines_of(converted.out).size() == (format == "judge" ? 7u : 1u));
      for (const auto& [name, text] : expected)
        if (name == format) CHECK(converted.out == text);
      if (format == "json") {
        auto doc = nlohmann::json::parse(converted.out);
        CHECK(doc.at("puzzle") == "lightup");
        CHECK(doc.at("givens").at(0) == nlohmann::json::parse(R"([null,null,"#",null,null,null,null])"));
        CHECK(doc.at("givens").at(6).at(4) == 0);
      }
      // Back to judge text, detected on standard input: the original bytes.
      Result back = run({"convert", "-", "--to", "judge"}, converted.out);
      CHECK(back.status == 0);
      CHECK(back.out == kSeed);
      // And the converted text is the same puzzle to verify.
      Result verified = run({"verify", "-"}, converted.out);
      CHECK(verified.status == 0);
      CHECK(verified.out == "unique\n");
    }
  }
}

// ---------------------------------------------------------------------------
// check: each rule, and malformed solution lines
// ---------------------------------------------------------------------------

TEST_CASE("cli lightup: check names each broken rule", "[cli][lightup]") {
  check_broken_solutions({
      {"bulb-on-black", "-#-\n---\n---\n", "(bulb 0 1)\n",
       "invalid: bulb-on-black: a bulb at (0,1) is on a black cell"},
      {"bulbs-see-each-other in a row", kOpen3, "(bulb 0 0);(bulb 0 2);(bulb 1 1);(bulb 2 1)\n",
       "invalid: bulbs-see-each-other: the bulbs at (0,0) and (0,2) light each other"},
      {"bulbs-see-each-other in a column", "---\n#--\n---\n", "(bulb 0 1);(bulb 2 1)\n",
       "invalid: bulbs-see-each-other: the bulbs at (0,1) and (2,1) light each other"},
      {"number", "-2-\n---\n---\n", "(bulb 0 0);(bulb 2 1)\n",
       "invalid: number: the 2 at (0,1) has 1 bulbs next to it"},
      {"number with too many", "---\n-0-\n---\n", "(bulb 0 1);(bulb 1 0);(bulb 2 2)\n",
       "invalid: number: the 0 at (1,1) has 2 bulbs next to it"},
      {"unlit", kOpen3, "(bulb 1 0)\n", "invalid: unlit: cell (0,1) is not lit"},
      {"unlit with no bulbs at all", kOpen3, "", "invalid: unlit: cell (0,0) is not lit"},
  });
}

TEST_CASE("cli lightup: a malformed solution line is reported at its place in the solution file",
          "[cli][lightup]") {
  check_malformed_solutions(
      kSeed, {
                 {"a bulb with one coordinate", "(bulb 1)\n", "1:1", "expected '(bulb R C)', found '(bulb 1)'"},
                 {"a lamp", "(bulb 0 1);(lamp 0 0)\n", "1:12", "expected '(bulb R C)', found '(lamp 0 0)'"},
                 {"a bulb below the grid", "(bulb 0 1);(bulb 7 1)\n", "1:12", "bulb (7,1) is outside the 7x7 grid"},
                 {"a bulb right of the grid", "(bulb 0 7)\n", "1:1", "bulb (0,7) is outside the 7x7 grid"},
                 {"a negative column", "(bulb 0 -1)\n", "1:9", "negative number '-1'"},
                 {"an empty item", "(bulb 0 1);;(bulb 0 5)\n", "1:12", "empty item"},
                 {"a second line", "(bulb 0 1)\n(bulb 0 5)\n", "2:1", "expected the bulbs on one line"},
             });
}

// ---------------------------------------------------------------------------
// Several solutions, none
// ---------------------------------------------------------------------------

TEST_CASE("cli lightup: a board with several solutions prints two that each pass check", "[cli][lightup]") {
  TempDir dir;
  const std::string board = dir.write("open3.txt", kOpen3);
  const TwoSolutions two = check_multiple(board, 1);
  const CellSet first = parse_bulbs(first_line(two.first));
  const CellSet second = parse_bulbs(first_line(two.second));
  CHECK(first != second);
  CellSet differing;
  std::set_symmetric_difference(first.begin(), first.end(), second.begin(), second.end(),
                                std::inserter(differing, differing.end()));
  std::string expected = "differing cells (row,col):";
  for (auto [row, col] : differing) expected += " (" + std::to_string(row) + "," + std::to_string(col) + ")";
  CHECK(two.differing == expected);

  Result report = run({"verify", "--json", "-"}, kOpen3);
  CHECK(report.status == 1);
  auto doc = nlohmann::json::parse(report.out);
  CHECK(doc.at("verdict") == "multiple");
  CHECK(doc.at("solutions").size() == 2);
  CHECK(doc.at("differing").size() == differing.size());

  // solve still prints one of them.
  Result solved = run({"solve", board});
  CHECK(solved.status == 0);
  CHECK(run({"check", board, "-"}, solved.out).out == "valid\n");
}

TEST_CASE("cli lightup: boards without a solution give none, and solve exits 120 with nothing on stdout",
          "[cli][lightup]") {
  // A 4 in a corner has two neighbours; the white centre cell among 0s can be
  // lit by nothing but a bulb of its own, which the 0s forbid.
  const std::vector<std::pair<const char*, std::string>> boards = {
      {"a 4 in a corner", "4-\n--\n"},
      {"a white cell walled in by 0s", "-0-\n0-0\n-0-\n"},
  };
  for (const auto& [name, board] : boards) {
    SECTION(name) { check_no_solution(board); }
  }
}

TEST_CASE("cli lightup: several judge texts in one input get one answer each", "[cli][lightup]") {
  Result r = run({"verify", "-"}, kSeed + "\n" + kOpen3 + "\n4-\n--\n");
  CHECK(r.status == 2);
  std::vector<std::string> lines = lines_of(r.out);
  REQUIRE(lines.size() == 8);
  CHECK(lines[0] == "instance 1: unique");
  CHECK(lines[1] == "instance 2: multiple");
  CHECK(lines[7] == "instance 3: none");
}

// ---------------------------------------------------------------------------
// Detection of the puzzle and the format
// ---------------------------------------------------------------------------

TEST_CASE("cli lightup: the Tatham IDs of tests/data/sgt-lightup.txt all verify unique", "[cli][lightup]") {
  check_each_unique(sgt_lightup(), 8);

  Result report = run({"verify", "--json", sgt_lightup()});
  CHECK(report.status == 0);
  std::vector<std::string> docs = lines_of(report.out);
  REQUIRE(docs.size() == 8);
  auto third = nlohmann::json::parse(docs[2]);  // 12x8: 12 columns, 8 rows
  CHECK(third.at("puzzle") == "lightup");
  CHECK(third.at("rows") == 8);
  CHECK(third.at("cols") == 12);

  // Each one's solution passes check.
  std::ifstream in(sgt_lightup());
  int k = 0;
  for (std::string id; std::getline(in, id);) {
    if (id.empty()) continue;
    INFO(id);
    TempDir dir;
    const std::string file = dir.write("id.txt", id + "\n");
    Result solved = run({"solve", file});
    REQUIRE(solved.status == 0);
    CHECK(run({"check", file, "-"}, solved.out).out == "valid\n");
    ++k;
  }
  CHECK(k == 8);
}

TEST_CASE("cli lightup: a puzz.link URL is detected and its one solution found", "[cli][lightup]") {
  Result verified = run({"verify", "-"}, kPuzzlink + "\n");
  CHECK(verified.status == 0);
  CHECK(verified.out == "unique\n");

  Result without_newline = run({"verify", "-"}, kPuzzlink);
  CHECK(without_newline.status == 0);
  CHECK(without_newline.out == "unique\n");

  Result judge = run({"convert", "-", "--to", "judge"}, kPuzzlink + "\n");
  CHECK(judge.status == 0);
  CHECK(judge.out == kPuzzlinkJudge);

  Result solved = run({"solve", "-"}, kPuzzlink + "\n");
  CHECK(solved.status == 0);
  CHECK(solved.out == kPuzzlinkSolution);

  // The reader also takes the lightup type name and the bare query.
  for (const std::string& url : {std::string("https://puzz.link/p?lightup/6/6/nekcakbl"),
                                 std::string("akari/6/6/nekcakbl")}) {
    INFO(url);
    Result other = run({"convert", "-", "--to", "judge"}, url + "\n");
    CHECK(other.status == 0);
    CHECK(other.out == kPuzzlinkJudge);
  }
}

TEST_CASE("cli lightup: a JSON instance is detected", "[cli][lightup]") {
  Result json = run({"convert", "-", "--to", "json"}, kSeed);
  REQUIRE(json.status == 0);
  Result verified = run({"verify", "-"}, json.out);
  CHECK(verified.status == 0);
  CHECK(verified.out == "unique\n");
  Result solved = run({"solve", "-"}, json.out);
  CHECK(solved.status == 0);
  CHECK(solved.out == kSeedSolution);

  // Hand-written: a 2x2 with a 4 in a corner has no solution.
  const std::string none =
      R"({"format":"puzzlegen","version":1,"puzzle":"lightup","rows":2,"cols":2,"givens":[[4,null],[null,null]]})";
  Result refused = run({"verify", "-"}, none + "\n");
  CHECK(refused.status == 2);
  CHECK(refused.out == "none\n");
}

TEST_CASE("cli lightup: Takuzu judge text and Unruly IDs are still read as Takuzu", "[cli][lightup]") {
  for (const std::string& text : {kTakuzuT01, kUnrulyId}) {
    INFO(text);
    Result r = run({"verify", "-"}, text);
    CHECK(r.status == 0);
    CHECK(r.out == "unique\n");
    Result report = run({"verify", "--json", "-"}, text);
    CHECK(report.status == 0);
    CHECK(nlohmann::json::parse(report.out).at("puzzle") == "takuzu");
  }
}

// ---------------------------------------------------------------------------
// Malformed Light Up input: status 65, FILE:LINE:COL
// ---------------------------------------------------------------------------

TEST_CASE("cli lightup: malformed input is reported with its file, line and column", "[cli][lightup]") {
  const std::string wide(61, '-');
  std::string tall;
  for (int r = 0; r < 61; ++r) tall += "-----\n";
  check_malformed_instances(
      {
          {"a row too long", "---\n----\n---\n", "2:4", "row 1 has 4 cells, expected 3"},
          {"a row too short", "---\n--\n---\n", "2:3", "row 1 has 2 cells, expected 3"},
          {"a stray letter", "---\n-x-\n---\n", "2:2", "expected '-', '#' or 0..4, found 'x'"},
          {"a 5", "---\n-5-\n---\n", "2:2", "expected '-', '#' or 0..4, found '5'"},
          {"an empty file", "", "1:1", "empty input"},
          {"61 columns", wide + "\n", "1:61", "between 1 and 60"},
          {"61 rows", tall, "61:1", "between 1 and 60"},
          {"a Tatham ID too short", "7x7:bBe1c3gBg2g3c1e0\n", "1:21",
           "the Light Up description is too short for 7 columns by 7 rows (49 cells)"},
          {"a Tatham ID too long", "7x7:bBe1c3gBg2g3c1e0bB\n", "1:22", "the Light Up description is too long"},
          {"a puzz.link URL with a bad character", "https://puzz.link/p?akari/7/7/h.kbgdk.m!kdgbia\n", "1:40",
           "found '!'"},
          {"a puzz.link URL with an 'f'", "https://puzz.link/p?akari/7/7/h.kbgdkfmckdgbia\n", "1:38", "found 'f'"},
          {"a puzz.link URL past the last cell", "https://puzz.link/p?akari/7/7/h.kbgdk.mckdgbiaF\n", "1:47",
           "expected the end of the URL"},
          {"a puzz.link URL 61 columns wide", "https://puzz.link/p?akari/61/5/\n", "1:27",
           "the number of columns must be between 1 and 60"},
      },
      {"--puzzle", "lightup"});
}

TEST_CASE("cli lightup: a Tatham ID with a bad character is reported at that character", "[cli][lightup]") {
  // The Light Up reader knows the place ("--puzzle lightup" shows it); the
  // detected reading must not call it an Unruly ID without 'u'.
  for (const std::vector<std::string>& options :
       {std::vector<std::string>{}, std::vector<std::string>{"--format", "tatham"}}) {
    std::vector<std::string> args = {"verify", "-"};
    args.insert(args.end(), options.begin(), options.end());
    check_refused(run(args, "7x7:bBe1c3gBgXg3c1e0b\n"), 65, "<stdin>", "1:14", "found 'X'");
  }
}

TEST_CASE("cli lightup: a Tatham ID with a side above 60 is reported with its line and column",
          "[cli][lightup]") {
  // Both Tatham readers stop at 1:1; neither may leave the place out.
  const std::string id = "61x5:" + std::string(11, 'z') + "i\n";
  check_refused(run({"verify", "-"}, id), 65, "<stdin>", "1:1", "61");
}

// ---------------------------------------------------------------------------
// generate
// ---------------------------------------------------------------------------

TEST_CASE("cli lightup: generate writes a judge text that verifies unique", "[cli][lightup]") {
  Result r = generate({"--size", "10", "--seed", "4"});
  REQUIRE(r.status == 0);
  CHECK(r.err.empty());
  judge_rows(r.out, 10, 10);
  Result verified = run({"verify", "-"}, r.out);
  CHECK(verified.status == 0);
  CHECK(verified.out == "unique\n");

  // Rows x columns, as for every puzzle.
  Result rectangle = generate({"--size", "6x11", "--seed", "4"});
  REQUIRE(rectangle.status == 0);
  judge_rows(rectangle.out, 6, 11);
  CHECK(run({"verify", "-"}, rectangle.out).out == "unique\n");
}

TEST_CASE("cli lightup: generate --format json records the defaults of --black and --symmetry", "[cli][lightup]") {
  Result r = generate({"--size", "10", "--seed", "4", "--format", "json"});
  REQUIRE(r.status == 0);
  REQUIRE(lines_of(r.out).size() == 1);
  auto doc = nlohmann::json::parse(r.out);
  CHECK(doc.at("puzzle") == "lightup");
  CHECK(doc.at("rows") == 10);
  CHECK(doc.at("cols") == 10);
  CHECK(doc.at("parameters").at("black") == 20);
  CHECK(doc.at("parameters").at("symmetry") == "rot2");
  CHECK(doc.at("parameters").at("size") == "10x10");
  CHECK(doc.at("difficulty") == "medium");
  CHECK(doc.at("seed") == 4);

  // The same puzzle as the judge text, with its solution.
  Result judge = run({"convert", "-", "--to", "judge"}, r.out);
  CHECK(judge.out == generate({"--size", "10", "--seed", "4"}).out);
  Result graded = run({"grade", "-"}, r.out);
  CHECK(graded.out == "medium\n");
  Result solved = run({"solve", "-"}, r.out);
  REQUIRE(solved.status == 0);
  CellSet bulbs;
  for (int row = 0; row < 10; ++row)
    for (int col = 0; col < 10; ++col)
      if (doc.at("solution").at(row).at(col) == 1) bulbs.insert({row, col});
  CHECK(parse_bulbs(first_line(solved.out)) == bulbs);

  Result explicit_options = generate({"--size", "10", "--seed", "4", "--black", "20", "--symmetry", "rot2"});
  CHECK(explicit_options.out == judge.out);
}

TEST_CASE("cli lightup: generator options out of range are usage errors", "[cli][lightup]") {
  check_usage_errors({
      {"rot4 on a rectangle", {"generate", "lightup", "--symmetry", "rot4", "--size", "7x9"}, "rot4"},
      {"--black 3", {"generate", "lightup", "--size", "10", "--black", "3"}, "--black"},
      {"--black 4", {"generate", "lightup", "--size", "10", "--black", "4"}, "--black"},
      {"--black 101", {"generate", "lightup", "--size", "10", "--black", "101"}, "--black"},
      {"--black 20.5", {"generate", "lightup", "--size", "10", "--black", "20.5"}, "--black"},
      {"--black abc", {"generate", "lightup", "--size", "10", "--black", "abc"}, "--black"},
      {"--symmetry rot5", {"generate", "lightup", "--size", "10", "--symmetry", "rot5"}, "rot5"},
      {"--black for takuzu", {"generate", "takuzu", "--size", "6", "--black", "30"}, "--black"},
      {"--symmetry for takuzu", {"generate", "takuzu", "--size", "6", "--symmetry", "rot2"}, "--symmetry"},
      {"a side of 2", {"generate", "lightup", "--size", "2"}, "from 3 to 60"},
      {"a side of 61", {"generate", "lightup", "--size", "61x10"}, "from 3 to 60"},
  });
  // The edges of --black are accepted.
  CHECK(generate({"--size", "10", "--black", "5", "--seed", "2"}).status == 0);
  CHECK(generate({"--size", "8", "--symmetry", "rot4", "--seed", "2"}).status == 0);
}

TEST_CASE("cli lightup: generate gives the same bytes for the same command whatever the thread count",
          "[cli][lightup]") {
  const std::vector<std::string> base = {"generate", "lightup", "--size", "10", "--seed", "7", "--count", "4"};
  const std::string once = output_of(base, {"--threads", "1"});
  CHECK(std::count(once.begin(), once.end(), '\n') == 4 * 10 + 3);  // four 10-row texts, 3 empty lines between
  CHECK(output_of(base, {"--threads", "1"}) == once);
  CHECK(output_of(base, {"--threads", "2"}) == once);
  CHECK(output_of(base) == once);

  Result all = run({"verify", "-"}, once);
  CHECK(all.status == 0);
  CHECK(all.out == "instance 1: unique\ninstance 2: unique\ninstance 3: unique\ninstance 4: unique\n");

  const std::string json = output_of(base, {"--threads", "1", "--format", "json"});
  CHECK(output_of(base, {"--threads", "2", "--format", "json"}) == json);

  // --index I --count 1 is instance I of the run.
  Result third = generate({"--size", "10", "--seed", "7", "--index", "2", "--count", "1", "--format", "json"});
  REQUIRE(third.status == 0);
  CHECK(third.out == lines_of(json).at(2) + "\n");

  Result other_seed = generate({"--size", "10", "--seed", "8", "--count", "4"});
  REQUIRE(other_seed.status == 0);
  CHECK(other_seed.out != once);
}

TEST_CASE("cli lightup: --black sets the share of black cells", "[cli][lightup]") {
  std::vector<std::string> puzzles;
  for (int black : {10, 20, 50}) {
    Result r = generate({"--size", "10", "--seed", "3", "--black", std::to_string(black)});
    REQUIRE(r.status == 0);
    const CellSet cells = black_cells(judge_rows(r.out, 10, 10));
    INFO("--black " << black << ": " << cells.size() << " black cells");
    // Placed first, then only added to where the grid is mended.
    CHECK(cells.size() >= static_cast<std::size_t>(black));
    if (black == 50) CHECK(cells.size() <= 60u);
    CHECK(run({"verify", "-"}, r.out).status == 0);
    puzzles.push_back(r.out);
  }
  CHECK(puzzles[0] != puzzles[1]);
  CHECK(puzzles[1] != puzzles[2]);
  CHECK(puzzles[0] != puzzles[2]);
}

TEST_CASE("cli lightup: the black cells follow --symmetry", "[cli][lightup]") {
  using Map = std::function<std::pair<int, int>(int, int, int, int)>;
  const std::vector<std::pair<std::string, std::vector<Map>>> symmetries = {
      {"mirror2", {[](int r, int c, int, int cols) { return std::pair(r, cols - 1 - c); }}},
      {"rot2", {[](int r, int c, int rows, int cols) { return std::pair(rows - 1 - r, cols - 1 - c); }}},
      {"mirror4",
       {[](int r, int c, int, int cols) { return std::pair(r, cols - 1 - c); },
        [](int r, int c, int rows, int) { return std::pair(rows - 1 - r, c); }}},
      {"rot4", {[](int r, int c, int rows, int) { return std::pair(c, rows - 1 - r); }}},
  };
  for (const auto& [symmetry, maps] : symmetries) {
    for (const auto& [rows, cols] : {std::pair(9, 9), std::pair(10, 10), std::pair(8, 11)}) {
      if (symmetry == "rot4" && rows != cols) continue;
      const std::string size = std::to_string(rows) + "x" + std::to_string(cols);
      INFO("--symmetry " << symmetry << " --size " << size);
      Result r = generate({"--size", size, "--seed", "4", "--symmetry", symmetry});
      REQUIRE(r.status == 0);
      const CellSet black = black_cells(judge_rows(r.out, static_cast<std::size_t>(rows), static_cast<std::size_t>(cols)));
      CHECK(black.size() >= 5u);
      for (const Map& map : maps)
        for (auto [row, col] : black) {
          INFO("black cell (" << row << "," << col << ")");
          CHECK(black.count(map(row, col, rows, cols)) == 1);
        }
      CHECK(run({"verify", "-"}, r.out).out == "unique\n");
    }
  }

  // Without symmetry the black cells of this puzzle are not even symmetric under a half turn.
  Result none = generate({"--size", "10", "--seed", "4", "--symmetry", "none"});
  REQUIRE(none.status == 0);
  const CellSet black = black_cells(judge_rows(none.out, 10, 10));
  bool half_turn = true;
  for (auto [row, col] : black) half_turn = half_turn && black.count({9 - row, 9 - col}) == 1;
  CHECK_FALSE(half_turn);
  CHECK(run({"verify", "-"}, none.out).out == "unique\n");
}

TEST_CASE("cli lightup: each tier at 10x10 gives a puzzle of that grade", "[cli][lightup]") {
  for (const std::string tier : {"easy", "medium", "hard"}) {
    SECTION(tier) {
      check_generated_tier({"generate", "lightup", "--size", "10", "--difficulty", tier, "--seed", "5", "--count", "2",
                            "--format", "json"},
                           tier);

      Result judge = generate({"--size", "10", "--difficulty", tier, "--seed", "5"});
      REQUIRE(judge.status == 0);
      CHECK(run({"grade", "-"}, judge.out).out == tier + "\n");
    }
  }
}

TEST_CASE("cli lightup: generated puzz.link and Tatham output reads back", "[cli][lightup]") {
  const std::vector<std::string> base = {"generate", "lightup", "--size", "10x12", "--seed", "6", "--count", "2"};
  const std::string judge = output_of(base, {"--format", "judge"});
  const std::string puzzlink = output_of(base, {"--format", "puzzlink"});
  const std::string tatham = output_of(base, {"--format", "tatham"});

  std::vector<std::string> urls = lines_of(puzzlink);
  REQUIRE(urls.size() == 2);
  for (const std::string& url : urls) CHECK(starts_with(url, "https://puzz.link/p?akari/12/10/"));
  std::vector<std::string> ids = lines_of(tatham);
  REQUIRE(ids.size() == 2);
  for (const std::string& id : ids) CHECK(starts_with(id, "12x10:"));

  for (const std::string& text : {puzzlink, tatham}) {
    INFO(text);
    Result verified = run({"verify", "-"}, text);
    CHECK(verified.status == 0);
    CHECK(verified.out == "instance 1: unique\ninstance 2: unique\n");
    Result back = run({"convert", "-", "--to", "judge"}, text);
    CHECK(back.status == 0);
    CHECK(back.out == judge);
  }
}

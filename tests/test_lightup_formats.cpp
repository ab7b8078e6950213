// Light Up formats: the course judge's text and solution line, Tatham's game
// IDs, puzz.link URLs and the JSON cells.
#include <catch2/catch.hpp>

#include <fstream>
#include <initializer_list>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/errors.hpp"
#include "formats/lightup/codec.hpp"
#include "formats/takuzu/codec.hpp"
#include "generator/rng.hpp"
#include "puzzles/catalogue.hpp"
#include "format_contract.hpp"

using pg::Instance;
using pg::kNone;
using pg::lightup::kBlack;
using pg::lightup::kBulb;
using pg::lightup::kDark;
using pg::lightup::kWhite;

namespace {

const pg::Codec& codec() { return pg::lightup::codec(); }
const pg::Format& judge() { return *codec().format("judge"); }
const pg::Format& tatham() { return *codec().format("tatham"); }
const pg::Format& puzzlink() { return *codec().format("puzzlink"); }

// The course statement's example and the solution line it prints.
const std::string kCourse = "--#----\n-1---3-\n------#\n-------\n2------\n-3---1-\n----0--\n";
const std::string kCourseSolution =
    "(bulb 0 1);(bulb 0 5);(bulb 1 4);(bulb 1 6);(bulb 2 3);(bulb 3 0);(bulb 4 5);(bulb 5 0);(bulb 5 2);"
    "(bulb 6 1);(bulb 6 6)\n";

// Cells as the judge text writes them: '-' white, '#' black, digits clues.
std::vector<int> grid(std::initializer_list<std::string_view> rows) {
  std::vector<int> cells;
  for (auto row : rows)
    for (char c : row) cells.push_back(c == '-' ? kWhite : c == '#' ? kBlack : c - '0');
  return cells;
}

Instance board(std::initializer_list<std::string_view> rows) {
  Instance instance;
  instance.puzzle = "lightup";
  instance.rows = static_cast<int>(rows.size());
  instance.cols = static_cast<int>(rows.begin()->size());
  instance.givens = grid(rows);
  return instance;
}

Instance course() { return board({"--#----", "-1---3-", "------#", "-------", "2------", "-3---1-", "----0--"}); }

// The course solution as a grid: bulbs, dark white cells, kNone on black.
std::vector<int> course_solution() {
  Instance instance = course();
  std::vector<int> cells;
  for (int v : instance.givens) cells.push_back(pg::lightup::is_black(v) ? kNone : kDark);
  for (auto [r, c] : {std::pair{0, 1}, {0, 5}, {1, 4}, {1, 6}, {2, 3}, {3, 0}, {4, 5}, {5, 0}, {5, 2}, {6, 1}, {6, 6}})
    cells[static_cast<std::size_t>(r * 7 + c)] = kBulb;
  return cells;
}

std::string slurp_lines(const std::string& path, std::vector<std::string>& lines) {
  std::ifstream file(path);
  std::string line, all;
  while (std::getline(file, line)) {
    lines.push_back(line);
    all += line + "\n";
  }
  return all;
}

}  // namespace

TEST_CASE("Light Up codec: its name, title and formats, judge first", "[lightup][formats]") {
  CHECK(codec().name() == "lightup");
  CHECK(codec().title() == "Light Up (Akari)");
  CHECK(codec().limits().max_side == 60);
  std::vector<std::string> names;
  for (const pg::Format* format : codec().formats()) names.emplace_back(format->name());
  CHECK(names == std::vector<std::string>{"judge", "tatham", "puzzlink", "pzprv3"});
  for (const pg::Format* format : codec().formats()) CHECK(format->extension() == ".txt");
  CHECK(codec().format("json") == nullptr);
}

// ---------------------------------------------------------------------------
// Judge text

TEST_CASE("Light Up judge text: the course example reads and writes back byte for byte", "[lightup][formats]") {
  const Instance instance = pg::test::reads_back(judge(), kCourse);
  CHECK(instance.puzzle == "lightup");
  CHECK(instance.rows == 7);
  CHECK(instance.cols == 7);
  std::vector<int> expected(49, kWhite);
  expected[2] = kBlack;
  expected[8] = 1;
  expected[12] = 3;
  expected[20] = kBlack;
  expected[28] = 2;
  expected[36] = 3;
  expected[40] = 1;
  expected[46] = 0;
  CHECK(instance.givens == expected);

  // No final newline, CRLF, trailing blank lines.
  CHECK(judge().read(kCourse.substr(0, kCourse.size() - 1))[0].givens == expected);
  std::string crlf;
  for (char c : kCourse) crlf += c == '\n' ? std::string("\r\n") : std::string(1, c);
  CHECK(judge().read(crlf)[0].givens == expected);
  CHECK(judge().read(kCourse + "\n\n  \n").size() == 1);

  // Several instances, separated by one or more blank lines.
  auto two = judge().read(kCourse + "\n" + "-#\n0-\n");
  REQUIRE(two.size() == 2);
  CHECK(two[0].givens == expected);
  CHECK(two[1].rows == 2);
  CHECK(two[1].givens == grid({"-#", "0-"}));
  CHECK(judge().read(kCourse + "\r\n\r\n" + kCourse).size() == 2);

  // Rectangles, and a lone number: a 1x1 grid.
  const Instance wide = pg::test::reads_back(judge(), "--4\n#--\n");
  CHECK(wide.rows == 2);
  CHECK(wide.cols == 3);
  auto one = judge().read("0");
  CHECK(one[0].rows == 1);
  CHECK(one[0].givens == std::vector<int>{0});
}

TEST_CASE("Light Up judge text: malformed input is refused with line and column", "[lightup][formats]") {
  // Sizes are checked before anything is built on them: a huge first row
  // over many short ones is an error, not an allocation.
  std::string huge = std::string(100000, '-') + "\n";
  for (int i = 0; i < 100000; ++i) huge += "-\n";
  std::string tall;
  for (int r = 0; r < 61; ++r) tall += "-\n";
  pg::test::check_refusals(
      judge(),
      {
          {"", 1, 1, "empty input: expected rows of '-', '#' or 0..4"},
          {"\n \n", 1, 1, "empty input: expected rows of '-', '#' or 0..4"},
          {huge, 1, 61, "lightup size 100001x100000 is out of range: each side must be between 1 and 60"},
          {"---\n--\n---\n", 2, 3, "row 1 has 2 cells, expected 3"},
          {"---\n---\n-----\n", 3, 4, "row 2 has 5 cells, expected 3"},
          {"--#\n-x-\n", 2, 2, "expected '-', '#' or 0..4, found 'x'"},
          {"--5\n", 1, 3, "expected '-', '#' or 0..4, found '5'"},
          {"- -\n", 1, 2, "expected '-', '#' or 0..4, found ' '"},
          {"-\t-\n", 1, 2, "expected '-', '#' or 0..4, found byte 0x09"},
          // The second instance is checked as well, on its own width.
          {"--\n--\n\n---\n--\n", 5, 3, "row 1 has 2 cells, expected 3"},
          {std::string(61, '-') + "\n", 1, 61, "lightup size 1x61 is out of range: each side must be between 1 and 60"},
          {tall, 61, 1, "lightup size 61x1 is out of range: each side must be between 1 and 60"},
      });
  // Blank lines before the grid and spaces after a row are ignored.
  auto lenient = judge().read("\n\n--- \n-#-\t\n");
  REQUIRE(lenient.size() == 1);
  CHECK(lenient[0].rows == 2);
  CHECK(lenient[0].cols == 3);
  CHECK_NOTHROW(judge().read(std::string(60, '-')));

  Instance bad = board({"--"});
  bad.givens[1] = 7;
  CHECK_THROWS_AS(judge().write(bad), pg::FormatError);
}

// ---------------------------------------------------------------------------
// Solution text

TEST_CASE("Light Up solution text: the course example's line, written and read back leniently", "[lightup][formats]") {
  Instance instance = course();
  std::vector<int> cells = course_solution();
  CHECK(codec().write_solution(instance, cells) == kCourseSolution);
  CHECK(codec().read_solution(instance, kCourseSolution) == cells);

  // As students print it.
  std::string spaced =
      "(bulb 0 1); (bulb 0 5) ;\t(bulb 1 4);( bulb 1 6 );(bulb  2 3);(bulb 3 0);(bulb 4 5);"
      "(bulb 5 0);(bulb 5 2);(bulb 6 1);(bulb 6 6)";
  CHECK(codec().read_solution(instance, spaced) == cells);
  CHECK(codec().read_solution(instance, spaced + ";\r\n") == cells);
  CHECK(codec().read_solution(instance, spaced + " ; \n\n") == cells);
  std::string reversed =
      "(bulb 6 6);(bulb 6 1);(bulb 5 2);(bulb 5 0);(bulb 4 5);(bulb 3 0);(bulb 2 3);"
      "(bulb 1 6);(bulb 1 4);(bulb 0 5);(bulb 0 1)\n";
  CHECK(codec().read_solution(instance, reversed) == cells);

  // No bulbs: every white cell dark, black cells kNone.
  std::vector<int> none = cells;
  for (int& v : none)
    if (v == kBulb) v = kDark;
  CHECK(codec().read_solution(instance, "") == none);
  CHECK(codec().read_solution(instance, "\n") == none);
  std::vector<int> empty(49, kDark);
  CHECK(codec().write_solution(instance, empty) == "\n");

  // A bulb on a black cell is kept for the rule checker.
  std::vector<int> on_black = none;
  on_black[2] = kBulb;
  CHECK(codec().read_solution(instance, "(bulb 0 2)\n") == on_black);
}

TEST_CASE("Light Up solution text: unreadable items are refused with line and column", "[lightup][formats]") {
  Instance instance = course();
  pg::test::check_solution_refusals(
      codec(), instance,
      {
          {"(bulb 9 2)\n", 1, 1, "bulb (9,2) is outside the 7x7 grid"},
          {"(bulb 0 1);(bulb 2 7)\n", 1, 12, "bulb (2,7) is outside the 7x7 grid"},
          {"(bulb 0 1);(lamp 0 2)\n", 1, 12, "expected '(bulb R C)', found '(lamp 0 2)'"},
          {"(bulb 0 1) (bulb 0 2)\n", 1, 1, "expected '(bulb R C)', found '(bulb 0 1) (bulb 0 2...'"},
          {"bulb 0 1\n", 1, 1, "expected '(bulb R C)', found 'bulb 0 1'"},
          {"(bulb 0)\n", 1, 1, "expected '(bulb R C)', found '(bulb 0)'"},
          {"(bulb x 1)\n", 1, 7, "expected a bulb's row R, found 'x'"},
          {"(bulb 0 1.5)\n", 1, 9, "expected a bulb's column C, found '1.5'"},
          {"(bulb -1 2)\n", 1, 7, "expected a bulb's row R from 0, found the negative number '-1'"},
          {"(bulb 0 1);;(bulb 0 5)\n", 1, 12, "expected '(bulb R C)', found an empty item before ';'"},
          {"(bulb 0 1)\n(bulb 0 5)\n", 2, 1, "expected the bulbs on one line, found more text after it"},
          {"(bulb 0 1)\n\n  x\n", 3, 3, "expected the bulbs on one line, found more text after it"},
      });
}

// ---------------------------------------------------------------------------
// Tatham

TEST_CASE("Light Up Tatham IDs: read and written both ways", "[lightup][formats]") {
  const Instance seven = pg::test::reads_back(tatham(), "7x7:c0Bi0fBe1f1i21c", "7x7:c0Bi0fBe1f1i21c\n");
  CHECK(seven.rows == 7);
  CHECK(seven.givens == grid({"---0#--", "-------", "0------", "#-----1", "------1", "-------", "--21---"}));

  // The course example, by hand: runs b, e, c, g, g, g, c, e, b.
  CHECK(tatham().write(course()) == "7x7:bBe1c3gBg2g3c1e0b\n");
  CHECK(tatham().read("7x7:bBe1c3gBg2g3c1e0b")[0].givens == course().givens);

  // Full parameters (the FORMATS example), the old 'r' flag, W alone: written back bare.
  const Instance full =
      pg::test::reads_back(tatham(), "7x7b20s4d0:a2bBfBa300qB0Ba0f0bBa\n", "7x7:a2bBfBa300qB0Ba0f0bBa\n");
  CHECK(tatham().read("7x7b20s4rd2:a2bBfBa300qB0Ba0f0bBa")[0].givens == full.givens);
  CHECK(tatham().read("7x7r:a2bBfBa300qB0Ba0f0bBa")[0].givens == full.givens);
  CHECK(tatham().read("7:a2bBfBa300qB0Ba0f0bBa")[0].givens == full.givens);

  // W is the number of columns.
  const std::string rectangle = "10x8:a0aBBaB2e0kB0d1gBa1g1e1Bf2g1a0BaBBb";
  const Instance wide = pg::test::reads_back(tatham(), rectangle, rectangle + "\n");
  CHECK(wide.cols == 10);
  CHECK(wide.rows == 8);
  CHECK(wide.given(0, 1) == 0);
  CHECK(wide.given(0, 3) == kBlack);
  CHECK(wide.given(0, 9) == kWhite);
  CHECK(wide.given(1, 0) == kWhite);

  // One ID per line; blank lines between them are skipped.
  const std::string large = "14x14:aB0Bf0Bh10eBBb0bBf11b0b0cBBaBuBg0cBd1B0b0B0d1c0g0uBaBBc2b1b01f1bBbBBe00h00fBB1a";
  auto three = tatham().read("7x7:c0Bi0fBe1f1i21c\n\n" + rectangle + "\r\n" + large + "\n");
  REQUIRE(three.size() == 3);
  CHECK(tatham().write(three[0]) + tatham().write(three[1]) + tatham().write(three[2]) ==
        "7x7:c0Bi0fBe1f1i21c\n" + rectangle + "\n" + large + "\n");

  // Runs longer than 26: 'z' then the rest, as sgt-lightup's encoder.
  Instance sparse = board({"------------------------------", "-----------------------------1"});
  CHECK(tatham().write(sparse) == "30x2:zzg1\n");  // 59 white cells: 26, 26, 7
  CHECK(tatham().read("30x2:zzg1")[0].givens == sparse.givens);
  Instance exact = board({"--------------------------#", "---------------------------"});
  CHECK(tatham().write(exact) == "27x2:zBza\n");
  CHECK(tatham().read("27x2:zBza")[0].givens == exact.givens);
}

TEST_CASE("Light Up Tatham IDs: every ID sgt-lightup made reads and writes back unchanged", "[lightup][formats]") {
  std::vector<std::string> ids;
  std::string all = slurp_lines(PUZZLEGEN_TEST_DATA "/sgt-lightup.txt", ids);
  REQUIRE(ids.size() == 8);
  bool rectangular = false;
  for (const std::string& id : ids) {
    const Instance read = pg::test::reads_back(tatham(), id, id + "\n");
    pg::test::check_detected(tatham(), id);
    rectangular = rectangular || read.rows != read.cols;
    // The same board through the other formats.
    pg::test::round_trip(judge(), read);
    pg::test::round_trip(puzzlink(), read);
  }
  CHECK(rectangular);
  auto every = tatham().read(all);
  REQUIRE(every.size() == ids.size());
  std::string written;
  for (const Instance& instance : every) written += tatham().write(instance);
  CHECK(written == all);
}

TEST_CASE("Light Up Tatham IDs: malformed IDs are refused with line and column", "[lightup][formats]") {
  pg::test::check_refusals(
      tatham(),
      {
          {"7x7:c0Bi0fBe1f1i21", 1, 19,
           "the Light Up description is too short for 7 columns by 7 rows (49 cells): it ends after 46 cells"},
          {"7x7:c0Bi0fBe1f1i21cB", 1, 20,
           "the Light Up description is too long for 7 columns by 7 rows (49 cells): found 'B' after 49 cells"},
          {"7x7:c0Bi0fBe1f1i21d", 1, 19,
           "the Light Up description is too long for 7 columns by 7 rows (49 cells): found 'd' after 46 cells"},
          {"7x7:c0Bi5fBe1f1i21c", 1, 9, "expected a..z, 'B' or 0..4 in the Light Up description, found '5'"},
          {"7x7:c0Bi0fCe1f1i21c", 1, 11, "expected a..z, 'B' or 0..4 in the Light Up description, found 'C'"},
          {"7x7:c0Bi0fBe1f1i21c\n  7x7:c0Bi0fBe1f1i21c!\n", 2, 22,
           "expected a..z, 'B' or 0..4 in the Light Up description, found '!'"},
          {"7x7u:c0Bi0fBe1f1i21c", 1, 4, "expected the Light Up parameters WxH[b<n>][s<n>][d<n>], found 'u'"},
          {"7x7bs4:c0Bi0fBe1f1i21c", 1, 5, "expected the percentage of black cells after 'b', found 's'"},
          {"7x:c0Bi0fBe1f1i21c", 1, 3, "expected the height in the Light Up parameters, found ':'"},
          {"x7:c0Bi0fBe1f1i21c", 1, 1, "expected the width in the Light Up parameters, found 'x'"},
          {"61x7:c", 1, 1, "the width must be between 1 and 60, found '61'"},
          {"7x0:c", 1, 3, "the height must be between 1 and 60, found '0'"},
          {"7x7 c0Bi0fBe1f1i21c", 1, 1, "expected a Light Up game ID such as 7x7:c0Bi0fBe1f1i21c, found no ':'"},
          {"\n\n", 1, 1, "empty input: expected a Light Up game ID such as 7x7:c0Bi0fBe1f1i21c, or a saved game"},
      });

  // sgt-lightup refuses sides below 2.
  CHECK_THROWS_AS(tatham().write(board({"-#-"})), pg::FormatError);
  CHECK_THROWS_AS(tatham().write(board({"-", "#"})), pg::FormatError);
  CHECK(tatham().read("3x1:a0a")[0].givens == grid({"-0-"}));
}

// ---------------------------------------------------------------------------
// puzz.link

TEST_CASE("Light Up puzz.link URLs: the checked string, the course example, each clue code", "[lightup][formats]") {
  const Instance checked =
      pg::test::reads_back(puzzlink(), "akari/6/6/nekcakbl", "https://puzz.link/p?akari/6/6/nekcakbl\n");
  std::vector<int> expected(36, kWhite);
  expected[8] = 4;
  expected[16] = 2;
  expected[19] = 0;
  expected[27] = 1;
  CHECK(checked.rows == 6);
  CHECK(checked.cols == 6);
  CHECK(checked.givens == expected);

  for (std::string url : {"https://puzz.link/p?akari/6/6/nekcakbl", "http://pzv.jp/p.html?akari/6/6/nekcakbl",
                          "https://puzz.link/p?lightup/6/6/nekcakbl", "lightup/6/6/nekcakbl",
                          "  https://puzz.link/p?akari/6/6/nekcakbl \r\n"}) {
    INFO(url);
    CHECK(puzzlink().read(url)[0].givens == expected);
  }

  // The course example, by hand: 2 white, '.', 5 white, clue 1 + 2 skipped, ...
  CHECK(puzzlink().write(course()) == "https://puzz.link/p?akari/7/7/h.kbgdk.mckdgbia\n");
  CHECK(puzzlink().read("akari/7/7/h.kbgdk.mckdgbia")[0].givens == course().givens);

  // Columns come first. The last clue's 'a' covers the one white cell left.
  Instance wide = board({"----", "--0-"});
  CHECK(puzzlink().write(wide) == "https://puzz.link/p?akari/4/2/la\n");
  CHECK(puzzlink().read("akari/4/2/la")[0].rows == 2);
  CHECK(puzzlink().read("akari/4/2/la")[0].givens == wide.givens);

  // Each clue code: digit when the next cell is black, 5+n when the one after
  // is, a..e otherwise, also at the board's end where the skipped cells are
  // missing.
  CHECK(puzzlink().write(board({"21--"})) == "https://puzz.link/p?akari/4/1/2b\n");
  CHECK(puzzlink().write(board({"2-#-"})) == "https://puzz.link/p?akari/4/1/7.g\n");
  CHECK(puzzlink().write(board({"--3"})) == "https://puzz.link/p?akari/3/1/hd\n");
  CHECK(puzzlink().write(board({"-3-"})) == "https://puzz.link/p?akari/3/1/gd\n");
  CHECK(puzzlink().write(board({"-3", "#4"})) == "https://puzz.link/p?akari/2/2/g3.e\n");
  for (auto rows : {std::initializer_list<std::string_view>{"21--"}, {"2-#-"}, {"--3"}, {"-3-"}})
    pg::test::round_trip(puzzlink(), board(rows));
  // Runs of white cells are cut at 20.
  Instance long_run = board({"-------------------------"});
  CHECK(puzzlink().write(long_run) == "https://puzz.link/p?akari/25/1/zk\n");
  CHECK(puzzlink().read("akari/25/1/zk")[0].givens == long_run.givens);
  // pzprjs stops where the body ends: the rest is white.
  CHECK(puzzlink().read("akari/6/6/nekcakb")[0].givens == expected);
  std::vector<int> without_last = expected;
  without_last[27] = kWhite;
  CHECK(puzzlink().read("akari/6/6/nekcak")[0].givens == without_last);
  CHECK(puzzlink().read("akari/3/3")[0].givens == std::vector<int>(9, kWhite));
  CHECK(puzzlink().read("akari/3/3/")[0].givens == std::vector<int>(9, kWhite));
  CHECK(puzzlink().read("akari/2/1/6")[0].givens == grid({"1-"}));  // a skip past the end
  CHECK(puzzlink().read("akari/6/6/nekcakbl\nakari/3/1/gd\n").size() == 2);
}

TEST_CASE("Light Up puzz.link URLs: malformed URLs are refused with line and column", "[lightup][formats]") {
  pg::test::check_refusals(
      puzzlink(),
      {
          {"akari/6/6/nekfakbl", 1, 14, "expected 0..9, a..e, g..z or '.' in the akari body, found 'f'"},
          {"https://puzz.link/p?akari/6/6/nek/akbl", 1, 34,
           "expected 0..9, a..e, g..z or '.' in the akari body, found '/'"},
          {"https://puzz.link/p?akari/6/6/nekcakbl//", 1, 39,
           "expected the end of the URL after the last cell of 6 columns by 6 rows (36 cells), found '/'"},
          {"akari/6/6/nekcaKbl", 1, 16, "expected 0..9, a..e, g..z or '.' in the akari body, found 'K'"},
          {"akari/6/6/nekcakblg", 1, 19,
           "expected the end of the URL after the last cell of 6 columns by 6 rows (36 cells), found 'g'"},
          {"akari/6/6/nekcakbm", 1, 18,
           "expected at most 6 more white cells in 6 columns by 6 rows (36 cells), found a run of 7 ('m')"},
          {"https://puzz.link/p?nurikabe/5/5/g5k2o1k3g", 1, 21,
           "expected a puzz.link URL of type akari, lightup or bijutsukan, found 'nurikabe'"},
          {"akari/6", 1, 8, "expected the number of rows, found the end of the line"},
          {"akari/x/6/g", 1, 7, "expected the number of columns, found 'x'"},
          {"akari/61/6/g", 1, 7, "the number of columns must be between 1 and 60, found '61'"},
          {"akari/6/0/g", 1, 9, "the number of rows must be between 1 and 60, found '0'"},
          {"akari/6/6/nekcakbl\n\nakari/6/6/q!", 3, 12,
           "expected 0..9, a..e, g..z or '.' in the akari body, found '!'"},
          {"", 1, 1, "empty input: expected a puzz.link URL such as https://puzz.link/p?akari/6/6/nekcakbl"},
      });
}

// ---------------------------------------------------------------------------
// Every format on random boards

TEST_CASE("Light Up formats: random boards round-trip through every format and JSON", "[lightup][formats]") {
  pg::Rng rng(2025, 11);
  int written = 0;
  for (int rows = 1; rows <= 8; ++rows) {
    for (int cols = 1; cols <= 8; ++cols) {
      for (int trial = 0; trial < 12; ++trial) {
        Instance instance;
        instance.puzzle = "lightup";
        instance.rows = rows;
        instance.cols = cols;
        int black = static_cast<int>(rng.below(101));  // percent, so that some boards are all white or all black
        for (int i = 0; i < rows * cols; ++i) {
          int v = kWhite;
          if (static_cast<int>(rng.below(100)) < black) v = rng.coin() ? kBlack : static_cast<int>(rng.below(5));
          instance.givens.push_back(v);
        }
        INFO(judge().write(instance));
        // sgt-lightup refuses sides below 2: so does its ID.
        std::vector<const pg::Format*> formats;
        for (const pg::Format* format : codec().formats()) {
          if (format == &tatham() && (rows < 2 || cols < 2))
            CHECK_THROWS_AS(format->write(instance), pg::FormatError);
          else
            formats.push_back(format);
        }
        written += pg::test::round_trip_all(formats, instance);
      }
    }
  }
  CHECK(written == 64 * 12 * 3 + 49 * 12);
}

// ---------------------------------------------------------------------------
// JSON

TEST_CASE("Light Up JSON cells: givens null, \"#\" or 0..4, solution cells 1, 0 or null", "[lightup][formats]") {
  const pg::Format& json = pg::json_format();
  Instance instance = board({"-#", "3-"});
  instance.solution = std::vector<int>{kBulb, kNone, kNone, kDark};
  const pg::test::RoundTrip trip = pg::test::round_trip(json, instance);
  CHECK(trip.text.find("\"givens\":[[null,\"#\"],[3,null]],\"solution\":[[1,null],[null,0]]") != std::string::npos);
  CHECK(trip.back.solution == instance.solution);

  CHECK(codec().valid_given(kWhite));
  CHECK(codec().valid_given(kBlack));
  CHECK(codec().valid_given(4));
  CHECK_FALSE(codec().valid_given(6));
  CHECK_FALSE(codec().valid_given(-2));
  CHECK(codec().valid_solution_value(kNone));
  CHECK(codec().valid_solution_value(kBulb));
  CHECK_FALSE(codec().valid_solution_value(2));

  auto document = [](const std::string& givens, const std::string& solution = "") {
    return "{\"format\":\"puzzlegen\",\"version\":1,\"puzzle\":\"lightup\",\"rows\":1,\"cols\":2,\"givens\":[" +
           givens + "]" + (solution.empty() ? "" : ",\"solution\":[" + solution + "]") + "}";
  };
  CHECK_NOTHROW(json.read(document("[null,\"#\"]", "[1,null]")));
  using pg::test::part_of;
  // A lone document's errors name the cell, and its line and column.
  pg::test::check_refusals(
      json,
      {
          // 5 is the internal value of a black cell: JSON spells that "#".
          {document("[null,5]"), 1, 88,
           "expected a Light Up given null (white), \"#\" (black) or 0..4 (numbered black), found 5 in \"givens\" at "
           "(0,1)"},
          {document("[\"x\",0]"), 1, 83, part_of("found \"x\" in \"givens\" at (0,0)")},
          {document("[-1,0]"), 1, 83, part_of("found -1")},
          {document("[1.5,0]"), 1, 83, part_of("found 1.5")},
          {document("[null,null]", "[2,0]"), 1, 108,
           "expected a Light Up solution cell 1 (bulb), 0 (no bulb) or null (black), found 2 in \"solution\" at (0,0)"},
          {document("[null,null]", "[true,0]"), 1, 108, part_of("found true")},
      });
}

// ---------------------------------------------------------------------------
// Sniffing

TEST_CASE("Light Up formats: each sniffs its own examples and no other's", "[lightup][formats]") {
  using pg::test::check_each_detected;
  using pg::test::check_not_sniffed;
  check_each_detected(judge(), {kCourse, kCourse + "\n" + kCourse, "0123\n----"});
  check_each_detected(tatham(), {"7x7:c0Bi0fBe1f1i21c\n", "7x7b20s4d0:a2bBfBa300qB0Ba0f0bBa\n"});
  // Unruly's reader sniffs this too (its parameters take letters); read() tells them apart.
  pg::test::check_sniffed(tatham(), {"10x8r:aaa"});
  check_each_detected(puzzlink(), {"https://puzz.link/p?akari/6/6/nekcakbl\n", "lightup/6/6/nekcakbl",
                                   "http://pzv.jp/p.html?akari/7/7/h.kbgdk.mckdgbia", "akari/3/3"});
  // Takuzu's readers keep their own: its judge text and Unruly IDs.
  const pg::Codec& takuzu = pg::takuzu::codec();
  check_each_detected(*takuzu.format("judge"), {"4\n2\t2\t0\t1\n1\t0\t2\t1\n0\t2\t1\t0\n1\t2\t2\t2\n"});
  check_each_detected(*takuzu.format("tatham"), {"6x6u:caDgnBEa", "6x6udn:caDgnBEa\n"});

  // Digits alone are a size line far more often than a grid of clues.
  check_not_sniffed(judge(), {"4\n", "0", "1\n0\n", ""});
  check_not_sniffed(tatham(), {"6x6:caDgnBEa", "7x7b20s4dn:c0Bi0fBe1f1i21c", "7x7:"});
  check_not_sniffed(puzzlink(),
                    {"https://puzz.link/p?nurikabe/5/5/g5k2o1k3g", "akari/6/x/nekcakbl", "akari/6/6/nekfakbl"});
}

// Nurikabe formats: the grid text and its solution text, pddl-generators' raw
// text, puzz.link URLs and the JSON cells.
#include <catch2/catch.hpp>

#include <algorithm>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/errors.hpp"
#include "formats/kuromasu/codec.hpp"
#include "formats/lightup/codec.hpp"
#include "formats/nurikabe/codec.hpp"
#include "formats/takuzu/codec.hpp"
#include "generator/rng.hpp"
#include "puzzles/catalogue.hpp"
#include "format_contract.hpp"

using pg::Instance;
using pg::kNone;
using pg::nurikabe::kIsland;
using pg::nurikabe::kWall;

namespace {

const pg::Codec& codec() { return pg::nurikabe::codec(); }
const pg::Format& grid() { return *codec().format("grid"); }
const pg::Format& raw() { return *codec().format("raw"); }
const pg::Format& puzzlink() { return *codec().format("puzzlink"); }

// Row-major cells, 0 standing for a cell without a number.
Instance board(int rows, int cols, const std::vector<int>& cells) {
  Instance instance;
  instance.puzzle = "nurikabe";
  instance.rows = rows;
  instance.cols = cols;
  for (int v : cells) instance.givens.push_back(v == 0 ? kNone : v);
  REQUIRE(instance.givens.size() == static_cast<std::size_t>(rows * cols));
  return instance;
}

// The grid format's example.
const std::string kExample = ". 3 . . .\n. . . . 2\n. . . . .\n1 . . . .\n. . . 3 .\n";
Instance example() {
  return board(5, 5, {0, 3, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 3, 0});
}

// The puzz.link checked string, decoded by hand: g one empty cell, 5, k
// (20 - 15) five empty, 2, o nine empty, 1, k five empty, 3, g one empty.
const std::string kChecked = "nurikabe/5/5/g5k2o1k3g";
Instance checked() {
  return board(5, 5, {0, 5, 0, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 3, 0});
}
// Its one solution (the 5 down the left side and round the corner).
const std::string kCheckedSolution = ". 5 # # #\n. # 2 . #\n. # # # #\n. # 1 # .\n# # # 3 .\n";
std::vector<int> checked_solution() {
  const int I = kIsland, W = kWall;
  return {I, I, W, W, W, I, W, I, I, W, I, W, W, W, W, I, W, I, W, I, W, W, W, I, I};
}

std::string crlf(const std::string& text) {
  std::string out;
  for (char c : text) out += c == '\n' ? std::string("\r\n") : std::string(1, c);
  return out;
}

}  // namespace

TEST_CASE("Nurikabe codec: its name, title, rule sets and formats, grid first", "[nurikabe][formats]") {
  CHECK(codec().name() == "nurikabe");
  CHECK(codec().title() == "Nurikabe");
  CHECK(codec().limits().min_side == 1);
  CHECK(codec().limits().max_side == 60);
  CHECK_FALSE(codec().limits().square);
  CHECK(codec().rule_sets() == std::vector<std::string>{"nikoli", "ipc"});
  std::vector<std::string> names;
  for (const pg::Format* format : codec().formats()) names.emplace_back(format->name());
  CHECK(names == std::vector<std::string>{"grid", "raw", "puzzlink", "pzprv3"});
  for (const pg::Format* format : codec().formats()) CHECK(format->extension() == ".txt");
  CHECK(codec().format("json") == nullptr);
  // The catalogue adds the problems of its planning domains, PDDL and HDDL.
  CHECK(pg::find_puzzle("nurikabe")->format_names() ==
        std::vector<std::string>{"grid", "raw", "puzzlink", "pzprv3", "pddl", "hddl", "json"});
  CHECK(pg::find_puzzle("nurikabe")->format("pddl").extension() == ".pddl");
  CHECK(pg::find_puzzle("nurikabe")->format("hddl").extension() == ".hddl");
}

// ---------------------------------------------------------------------------
// Grid text

TEST_CASE("Nurikabe grid text: the example reads and writes back byte for byte", "[nurikabe][formats]") {
  const Instance instance = pg::test::reads_back(grid(), kExample);
  CHECK(instance.puzzle == "nurikabe");
  CHECK(instance.rows == 5);
  CHECK(instance.cols == 5);
  CHECK(instance.rules.empty());
  CHECK(instance.givens == example().givens);
  CHECK(instance.given(0, 1) == 3);
  CHECK(instance.given(1, 4) == 2);
  CHECK(instance.given(3, 0) == 1);
  CHECK(instance.given(4, 3) == 3);

  // No final newline, CRLF, any run of spaces and TABs, trailing blanks and blank lines.
  CHECK(grid().read(kExample.substr(0, kExample.size() - 1))[0].givens == example().givens);
  CHECK(grid().read(crlf(kExample))[0].givens == example().givens);
  CHECK(grid().read("  .\t3  . .\t\t.\n. . . . 2   \n. . . . .\t\n1 . . . .\n. . . 3 .\n\n \n")[0].givens ==
        example().givens);

  // Several instances, separated by one or more blank lines.
  auto two = grid().read(kExample + "\n\n" + ". 2\n. .\n");
  REQUIRE(two.size() == 2);
  CHECK(two[0].givens == example().givens);
  CHECK(two[1].rows == 2);
  CHECK(two[1].givens == board(2, 2, {0, 2, 0, 0}).givens);
  CHECK(grid().read(crlf(kExample) + "\r\n" + crlf(kExample)).size() == 2);

  // Numbers of several digits, rectangles both ways, a lone cell.
  Instance big = board(4, 5, {12, 0, 0, 0, 0, 0, 0, 0, 0, 20, 0, 0, 1, 0, 0, 0, 0, 0, 0, 7});
  const std::string big_text = "12 . . . .\n. . . . 20\n. . 1 . .\n. . . . 7\n";
  CHECK(pg::test::round_trip(grid(), big).text == big_text);
  auto tall = grid().read(". 3\n. .\n. .\n");
  REQUIRE(tall.size() == 1);
  CHECK(tall[0].rows == 3);
  CHECK(tall[0].cols == 2);
  CHECK(tall[0].given(0, 1) == 3);
  CHECK(grid().write(board(1, 1, {1})) == "1\n");
  CHECK(grid().read("1")[0].givens == std::vector<int>{1});
  CHECK(grid().read(".")[0].givens == std::vector<int>{kNone});
  // A leading zero is still the number; it is written without.
  CHECK(grid().read(". 03\n. .")[0].given(0, 1) == 3);
}

TEST_CASE("Nurikabe grid text: malformed input is refused with line and column", "[nurikabe][formats]") {
  // Sizes are checked before anything is built on them, where the grid first exceeds them.
  std::string wide;
  for (int c = 0; c < 61; ++c) wide += ". ";
  std::string tall;
  for (int r = 0; r < 61; ++r) tall += ".\n";
  pg::test::check_refusals(
      grid(),
      {
          {"", 1, 1, "empty input: expected rows of '.' and numbers separated by spaces"},
          {"\n \r\n\t\n", 1, 1, "empty input: expected rows of '.' and numbers separated by spaces"},
          {". . .\n. .\n. . .\n", 2, 4, "row 1 has 2 cells, expected 3"},
          {". . .\n. .  \t\n. . .\n", 2, 4, "row 1 has 2 cells, expected 3"},
          {". . .\n. . .\n. . . .\n", 3, 7, "row 2 has 4 cells, expected 3"},
          {". . .\n. x .\n", 2, 3, "expected '.', '?' or a number, found 'x'"},
          {". . #\n", 1, 5, "expected '.', '?' or a number, found '#'"},
          {".. .\n", 1, 1, "expected '.', '?' or a number, found '..'"},
          {". 3a\n. .\n", 1, 3, "expected '.', '?' or a number, found '3a'"},
          {". -3\n. .\n", 1, 3, "expected '.', '?' or a number, found '-3'"},
          {".\x07.\n", 1, 1, "expected '.', '?' or a number, found '.\\x07.'"},
          {". \x07\n", 1, 3, "expected '.', '?' or a number, found byte 0x07"},
          {". 0 .\n. . .\n. . .\n", 1, 3, "a number in a 3x3 grid must be between 1 and 9, found '0'"},
          {". . .\n. . .\n. . 10\n", 3, 5, "a number in a 3x3 grid must be between 1 and 9, found '10'"},
          {"5 . . .\n", 1, 1, "a number in a 1x4 grid must be between 1 and 4, found '5'"},
          {"99999999999999999999 .\n", 1, 1,
           "a number in a 1x2 grid must be between 1 and 2, found '99999999999999999999'"},
          // The second instance is checked as well, on its own size.
          {". .\n. .\n\n. . .\n. .\n", 5, 4, "row 1 has 2 cells, expected 3"},
          {". 4\n. .\n\n. 4\n", 4, 3, "a number in a 1x2 grid must be between 1 and 2, found '4'"},
          {wide + "\n", 1, 121, "nurikabe size 1x61 is out of range: each side must be between 1 and 60"},
          {tall, 61, 1, "nurikabe size 61x1 is out of range: each side must be between 1 and 60"},
      });
  CHECK_NOTHROW(grid().read(wide.substr(0, 120)));

  // A given the readers would refuse is not written.
  Instance bad = board(2, 2, {0, 0, 0, 0});
  bad.givens[1] = 5;
  CHECK_THROWS_AS(grid().write(bad), pg::FormatError);
  bad.givens[1] = 0;
  CHECK_THROWS_AS(grid().write(bad), pg::FormatError);
  bad.givens[1] = 4;
  CHECK(grid().write(bad) == ". 4\n. .\n");
  bad.givens.pop_back();
  CHECK_THROWS_AS(grid().write(bad), pg::FormatError);
}

// ---------------------------------------------------------------------------
// Solution text

TEST_CASE("Nurikabe solution text: written as the grid with walls, read back leniently", "[nurikabe][formats]") {
  Instance instance = checked();
  std::vector<int> cells = checked_solution();
  CHECK(codec().write_solution(instance, cells) == kCheckedSolution);
  CHECK(codec().read_solution(instance, kCheckedSolution) == cells);

  // As solvers print it: TABs, runs of spaces, CRLF, blank lines, no final newline.
  CHECK(codec().read_solution(instance, crlf(kCheckedSolution)) == cells);
  CHECK(codec().read_solution(instance, "\n.\t5 #  # #\n\n. # 2 . #   \n. # # # #\n. # 1 # .\n# # # 3 .") == cells);
  // A numbered cell may be written '.' too.
  CHECK(codec().read_solution(instance, ". . # # #\n. # . . #\n. # # # #\n. # . # .\n# # # . .\n") == cells);
  // A wall on a number is a wrong solution, left to the rule checker.
  std::vector<int> on_number = cells;
  on_number[1] = kWall;
  CHECK(codec().read_solution(instance, ". # # # #\n. # 2 . #\n. # # # #\n. # 1 # .\n# # # 3 .\n") == on_number);
  CHECK(codec().write_solution(instance, on_number) == ". # # # #\n. # 2 . #\n. # # # #\n. # 1 # .\n# # # 3 .\n");

  // Numbers of several digits, a rectangle.
  Instance wide = board(2, 6, {0, 0, 0, 0, 0, 11, 0, 0, 0, 0, 0, 0});
  std::vector<int> all_island(12, kIsland);
  CHECK(codec().write_solution(wide, all_island) == ". . . . . 11\n. . . . . .\n");
  CHECK(codec().read_solution(wide, ". . . . . 11\n. . . . . .\n") == all_island);

  CHECK_THROWS_AS(codec().write_solution(instance, std::vector<int>(24, kWall)), pg::FormatError);
}

TEST_CASE("Nurikabe solution text: unreadable text is refused with line and column", "[nurikabe][formats]") {
  Instance instance = checked();
  pg::test::check_solution_refusals(
      codec(), instance,
      {
          {"", 1, 1, "empty solution: expected 5 rows of '#', '.' or the numbers"},
          {" \n\n", 1, 1, "empty solution: expected 5 rows of '#', '.' or the numbers"},
          {". 5 # # #\n. # 2 . #\n. # # # #\n. # 1 # .\n", 5, 1, "expected 5 rows, found 4"},
          {kCheckedSolution + "\n  # # # # #\n", 7, 3, "unexpected text after the 5 rows of the solution"},
          {". 5 # # #\n. # 2 .\n. # # # #\n. # 1 # .\n# # # 3 .\n", 2, 8, "row 1 has 4 cells, expected 5"},
          {". 5 # # #\n. # 2 . # #\n. # # # #\n. # 1 # .\n# # # 3 .\n", 2, 11, "row 1 has 6 cells, expected 5"},
          {". 4 # # #\n. # 2 . #\n. # # # #\n. # 1 # .\n# # # 3 .\n", 1, 3,
           "expected '#', '.' or the number 5 at (0,1), found '4'"},
          {". 05 # # #\n. # 2 . #\n. # # # #\n. # 1 # .\n# # # 3 .\n", 1, 3,
           "expected '#', '.' or the number 5 at (0,1), found '05'"},
          {". 5 # # #\n. # 2 . #\n. # # # #\n. # 1 # .\n# # # 3 7\n", 5, 9,
           "expected '#' or '.' at (4,4), which has no number, found '7'"},
          {". 5 # # #\n. # 2 . #\n. # x # #\n. # 1 # .\n# # # 3 .\n", 3, 5,
           "expected '#' or '.' at (2,2), which has no number, found 'x'"},
          {". 5 # # #\n. # 2 . #\n. # # # #\n. # o # .\n# # # 3 .\n", 4, 5,
           "expected '#', '.' or the number 1 at (3,2), found 'o'"},
          {".5 # # #\n", 1, 1, "expected '#' or '.' at (0,0), which has no number, found '.5'"},
      });
}

// ---------------------------------------------------------------------------
// Raw text

TEST_CASE("Nurikabe raw text: width first, numbers row-major, read in any order", "[nurikabe][formats]") {
  const std::string text = "5 5\n1 0 5\n2 1 2\n2 3 1\n3 4 3\n";
  CHECK(raw().write(checked()) == text);
  const Instance back = pg::test::reads_back(raw(), text);
  CHECK(back.puzzle == "nurikabe");
  CHECK(back.givens == checked().givens);
  CHECK(raw().write(example()) == "5 5\n1 0 3\n4 1 2\n0 3 1\n3 4 3\n");

  // W is the number of columns, X the column.
  Instance wide = board(2, 3, {0, 0, 0, 0, 0, 6});
  CHECK(raw().write(wide) == "3 2\n2 1 6\n");
  auto rectangle = raw().read("3 2\n2 1 6\n");
  CHECK(rectangle[0].rows == 2);
  CHECK(rectangle[0].cols == 3);
  CHECK(rectangle[0].given(1, 2) == 6);

  // Any order, blank lines, blanks, CRLF, no final newline.
  CHECK(raw().read("5 5\n\n3 4 3\n 2\t3 1\r\n1 0 5\n\n2   1 2")[0].givens == checked().givens);
  // No numbers at all, and several digits.
  CHECK(raw().read("2 2\n")[0].givens == std::vector<int>(4, kNone));
  CHECK(raw().write(board(1, 1, {0})) == "1 1\n");
  Instance big = board(4, 5, {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 20});
  CHECK(pg::test::round_trip(raw(), big).text == "5 4\n4 3 20\n");
}

TEST_CASE("Nurikabe raw text: malformed input is refused with line and column", "[nurikabe][formats]") {
  pg::test::check_refusals(
      raw(),
      {
          {"", 1, 1, "empty input: expected the width and height 'W H' on the first line"},
          {"\n\n", 1, 1, "empty input: expected the width and height 'W H' on the first line"},
          // The header.
          {"5\n1 0 5\n", 1, 2, "expected the height H after the width W, found the end of the line"},
          {"5 5 5\n", 1, 5, "expected the end of the line after 'W H', found '5'"},
          {"x 5\n", 1, 1, "expected the width W, found 'x'"},
          {"5 5x\n", 1, 3, "expected the height H, found '5x'"},
          {"61 5\n", 1, 1, "the width W must be between 1 and 60, found '61'"},
          {"5 0\n", 1, 3, "the height H must be between 1 and 60, found '0'"},
          // Coordinates.
          {"5 5\n5 0 3\n", 2, 1, "the column X must be between 0 and 4, found '5'"},
          {"3 2\n0 2 1\n", 2, 3, "the row Y must be between 0 and 1, found '2'"},
          {"3 2\n-1 0 1\n", 2, 1, "the column X must be between 0 and 2, found '-1'"},
          {"3 2\n0 y 1\n", 2, 3, "expected the row Y, found 'y'"},
          // A cell twice.
          {"5 5\n1 0 5\n\n1 0 4\n", 4, 1, "expected each cell once, found X=1 Y=0 again (its number 5 is on line 2)"},
          // Token counts.
          {"5 5\n1\n", 2, 2, "expected the row Y after the column X, found the end of the line"},
          {"5 5\n1 0 \n", 2, 4,
           "expected the number N after the column X and the row Y, found the end of the line (a raw file holds "
           "one instance: one 'W H' line)"},
          {"5 5\n1 0 5\n\n5 5\n1 0 5\n", 4, 4,
           "expected the number N after the column X and the row Y, found the end of the line (a raw file holds "
           "one instance: one 'W H' line)"},
          {"5 5\n1 0 5 9\n", 2, 7, "expected the end of the line after 'X Y N', found '9'"},
          // The number.
          {"5 5\n1 0 26\n", 2, 5, "the number N must be between 1 and 25, found '26'"},
          {"5 5\n1 0 0\n", 2, 5, "the number N must be between 1 and 25, found '0'"},
          {"5 5\n1 0 x\n", 2, 5, "expected the number N, found 'x'"},
      });
}

// ---------------------------------------------------------------------------
// puzz.link

TEST_CASE("Nurikabe puzz.link URLs: the checked string both ways and each number code", "[nurikabe][formats]") {
  auto decoded = puzzlink().read(kChecked);
  REQUIRE(decoded.size() == 1);
  CHECK(decoded[0].puzzle == "nurikabe");
  CHECK(decoded[0].rows == 5);
  CHECK(decoded[0].cols == 5);
  CHECK(decoded[0].givens == checked().givens);
  CHECK(puzzlink().write(checked()) == "https://puzz.link/p?" + kChecked + "\n");
  CHECK(puzzlink().write(decoded[0]) == "https://puzz.link/p?" + kChecked + "\n");
  CHECK(puzzlink().write(example()) == "https://puzz.link/p?nurikabe/5/5/g3m2k1m3g\n");

  for (std::string url : {"https://puzz.link/p?nurikabe/5/5/g5k2o1k3g", "http://pzv.jp/p.html?nurikabe/5/5/g5k2o1k3g",
                          "  https://puzz.link/p?nurikabe/5/5/g5k2o1k3g \r\n", "nurikabe/5/5/g5k2o1k3g\n\n"}) {
    INFO(url);
    auto read = puzzlink().read(url);
    REQUIRE(read.size() == 1);
    CHECK(read[0].givens == checked().givens);
  }
  CHECK(puzzlink().read(kChecked + "\n\nnurikabe/2/1/2g\n").size() == 2);

  // Columns first.
  Instance wide = board(2, 3, {0, 0, 0, 0, 0, 6});
  CHECK(puzzlink().write(wide) == "https://puzz.link/p?nurikabe/3/2/k6\n");
  CHECK(puzzlink().read("nurikabe/3/2/k6")[0].givens == wide.givens);
  CHECK(puzzlink().read("nurikabe/3/2/k6")[0].rows == 2);

  // One hex digit to 15, '-' and two digits to 255, '+' and three beyond.
  Instance codes = board(4, 5, {1, 0, 15, 16, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 20});
  CHECK(pg::test::round_trip(puzzlink(), codes).text == "https://puzz.link/p?nurikabe/5/4/1gf-10u-14\n");
  CHECK(puzzlink().read("nurikabe/5/4/1gf-10u-14")[0].givens == codes.givens);
  Instance large(board(20, 20, std::vector<int>(400, 0)));
  large.givens[0] = 300;
  large.givens[399] = 255;
  const std::string large_body = "+12c" + std::string(19, 'z') + "x-ff";
  CHECK(puzzlink().write(large) == "https://puzz.link/p?nurikabe/20/20/" + large_body + "\n");
  CHECK(puzzlink().read("nurikabe/20/20/" + large_body)[0].givens == large.givens);
  Instance full(board(60, 60, std::vector<int>(3600, 0)));
  full.givens[3599] = 3600;
  CHECK(puzzlink().write(full).substr(0, 40) == "https://puzz.link/p?nurikabe/60/60/zzzzz");
  CHECK(puzzlink().write(full).substr(puzzlink().write(full).size() - 6) == "y+e10\n");
  CHECK(puzzlink().read(puzzlink().write(full))[0].givens == full.givens);
  // pzprjs's decoder takes a short number after a prefix too.
  CHECK(puzzlink().read("nurikabe/4/4/-0f+003")[0].givens ==
        board(4, 4, {15, 3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}).givens);

  // Runs of empty cells: cut at 20, flushed before a number and at the end.
  CHECK(puzzlink().write(board(1, 21, std::vector<int>(21, 0))) == "https://puzz.link/p?nurikabe/21/1/zg\n");
  std::vector<int> twenty(21, 0);
  twenty[20] = 3;
  CHECK(puzzlink().write(board(1, 21, twenty)) == "https://puzz.link/p?nurikabe/21/1/z3\n");
  CHECK(puzzlink().read("nurikabe/21/1/z3")[0].givens == board(1, 21, twenty).givens);
  CHECK(puzzlink().write(board(1, 1, {0})) == "https://puzz.link/p?nurikabe/1/1/g\n");
  CHECK(puzzlink().write(board(1, 1, {1})) == "https://puzz.link/p?nurikabe/1/1/1\n");

  // pzprjs stops where the body ends: the rest is empty.
  std::vector<int> without_last = checked().givens;
  without_last[23] = kNone;
  CHECK(puzzlink().read("nurikabe/5/5/g5k2o1k")[0].givens == without_last);
  CHECK(puzzlink().read("nurikabe/5/5/g5k2o1k3")[0].givens == checked().givens);
  CHECK(puzzlink().read("nurikabe/3/3")[0].givens == std::vector<int>(9, kNone));
  CHECK(puzzlink().read("nurikabe/3/3/")[0].givens == std::vector<int>(9, kNone));
}

TEST_CASE("Nurikabe puzz.link URLs: malformed URLs are refused with line and column", "[nurikabe][formats]") {
  pg::test::check_refusals(
      puzzlink(),
      {
          {"nurikabe/5/5/g5k2o1K3g", 1, 20,
           "expected 0..9 or a..f (a number), '-' or '+' (a longer number), '.' (a '?' clue) or g..z (empty cells) "
           "in the nurikabe body, found 'K'"},
          {"https://puzz.link/p?nurikabe/5/5/g5/2o1k3g", 1, 36,
           "expected 0..9 or a..f (a number), '-' or '+' (a longer number), '.' (a '?' clue) or g..z (empty cells) "
           "in the nurikabe body, found '/'"},
          {"nurikabe/5/5/g5k2o1k3g1", 1, 23,
           "expected the end of the URL after the last cell of 5 columns by 5 rows (25 cells), found '1'"},
          {"https://puzz.link/p?nurikabe/5/5/g5k2o1k3g//", 1, 43,
           "expected the end of the URL after the last cell of 5 columns by 5 rows (25 cells), found '/'"},
          {"nurikabe/5/5/g5k2o1k3h", 1, 22,
           "expected at most 1 more empty cells in 5 columns by 5 rows (25 cells), found a run of 2 ('h')"},
          {"nurikabe/5/5/g0", 1, 15,
           "a number in 5 columns by 5 rows (25 cells) must be between 1 and 25, found 0 ('0')"},
          {"nurikabe/5/5/g-1a", 1, 15,
           "a number in 5 columns by 5 rows (25 cells) must be between 1 and 25, found 26 ('-1a')"},
          {"nurikabe/60/60/=000", 1, 16,
           "a number in 60 columns by 60 rows (3600 cells) must be between 1 and 3600, found 4096 ('=000')"},
          {"nurikabe/60/60/%001", 1, 16,
           "a number in 60 columns by 60 rows (3600 cells) must be between 1 and 3600, found 8193 ('%001')"},
          {"nurikabe/5/5/g-1", 1, 17, "expected 2 hex digits 0..9, a..f after '-', found the end of the line"},
          {"nurikabe/5/5/+1g2", 1, 16, "expected 3 hex digits 0..9, a..f after '+', found 'g'"},
          {"nurikabe/5/5/-A0", 1, 15, "expected 2 hex digits 0..9, a..f after '-', found 'A'"},
          {"https://puzz.link/p?akari/6/6/nekcakbl", 1, 21, "expected a puzz.link URL of type nurikabe, found 'akari'"},
          {"nurikabe/5", 1, 11, "expected the number of rows, found the end of the line"},
          {"nurikabe/x/5/g", 1, 10, "expected the number of columns, found 'x'"},
          {"nurikabe/61/5/g", 1, 10, "the number of columns must be between 1 and 60, found '61'"},
          {"nurikabe/5/0/g", 1, 12, "the number of rows must be between 1 and 60, found '0'"},
          {kChecked + "\n\n  nurikabe/5/5/q!", 3, 17,
           "expected 0..9 or a..f (a number), '-' or '+' (a longer number), '.' (a '?' clue) or g..z (empty cells) "
           "in the nurikabe body, found '!'"},
          {"", 1, 1, "empty input: expected a puzz.link URL such as https://puzz.link/p?nurikabe/5/5/g5k2o1k3g"},
      });
}

// ---------------------------------------------------------------------------
// Every format on random boards

TEST_CASE("Nurikabe formats: random boards round-trip through every format and JSON", "[nurikabe][formats]") {
  pg::Rng rng(2025, 17);
  int written = 0, above_15 = 0, above_255 = 0;
  auto round_trip = [&](int rows, int cols, int percent) {
    Instance instance;
    instance.puzzle = "nurikabe";
    instance.rows = rows;
    instance.cols = cols;
    const int cells = rows * cols;
    for (int i = 0; i < cells; ++i) {
      int v = kNone;
      if (static_cast<int>(rng.below(100)) < percent) {
        // Half the numbers from the top of the range, where the long codes are.
        v = rng.coin() ? 1 + static_cast<int>(rng.below(static_cast<std::uint32_t>(cells)))
                       : cells - static_cast<int>(rng.below(static_cast<std::uint32_t>(std::min(cells, 8))));
        above_15 += v > 15;
        above_255 += v > 255;
      }
      instance.givens.push_back(v);
    }
    INFO(pg::size_string(rows, cols) << ":\n" << grid().write(instance));
    written += pg::test::round_trip_all(pg::find_puzzle("nurikabe")->formats(), instance);
  };
  for (int rows = 1; rows <= 12; ++rows)
    for (int cols = 1; cols <= 12; ++cols)
      for (int trial = 0; trial < 4; ++trial) round_trip(rows, cols, static_cast<int>(rng.below(101)));
  for (auto [rows, cols] : {std::pair{16, 16}, {20, 31}, {45, 7}, {60, 60}, {1, 60}})
    for (int trial = 0; trial < 3; ++trial) round_trip(rows, cols, 2 + trial * 20);
  CHECK(written == (144 * 4 + 15) * 6);
  CHECK(above_15 > 100);
  CHECK(above_255 > 20);
}

// ---------------------------------------------------------------------------
// JSON

TEST_CASE("Nurikabe JSON cells: givens null or the number, solution cells 0 or 1, rules", "[nurikabe][formats]") {
  const pg::Format& json = pg::json_format();
  Instance instance = board(1, 3, {0, 3, 0});
  instance.solution = std::vector<int>{kWall, kIsland, kIsland};
  pg::test::RoundTrip trip = pg::test::round_trip(json, instance);
  CHECK(trip.text.find("\"givens\":[[null,3,null]],\"solution\":[[1,0,0]]") != std::string::npos);
  CHECK(trip.text.find("\"rules\"") == std::string::npos);
  CHECK(trip.back.solution == instance.solution);

  // The IPC rules travel with the instance; the default is stored as none.
  instance.rules = std::string(pg::nurikabe::kIpc);
  trip = pg::test::round_trip(json, instance);
  CHECK(trip.text.find("\"rules\":\"ipc\"") != std::string::npos);
  CHECK(trip.back.rules == "ipc");
  CHECK(pg::nurikabe::ipc_rules(trip.back));

  CHECK(codec().valid_given(kNone));
  CHECK(codec().valid_given(1));
  CHECK(codec().valid_given(3600));
  CHECK_FALSE(codec().valid_given(0));
  CHECK_FALSE(codec().valid_given(3601));
  CHECK(codec().valid_given(pg::kUnknown));
  CHECK_FALSE(codec().valid_given(-3));
  CHECK(codec().valid_solution_value(kIsland));
  CHECK(codec().valid_solution_value(kWall));
  CHECK_FALSE(codec().valid_solution_value(kNone));
  CHECK_FALSE(codec().valid_solution_value(2));

  auto document = [](const std::string& givens, const std::string& solution = "", const std::string& rules = "") {
    return "{\"format\":\"puzzlegen\",\"version\":1,\"puzzle\":\"nurikabe\",\"rows\":1,\"cols\":2,\"givens\":[" +
           givens + "]" + (solution.empty() ? "" : ",\"solution\":[" + solution + "]") +
           (rules.empty() ? "" : ",\"rules\":" + rules) + "}";
  };
  CHECK(json.read(document("[null,2]", "[1,0]", "\"nikoli\""))[0].rules.empty());
  // A lone document's errors name the cell, and its line and column.
  pg::test::check_refusals(
      json,
      {
          {document("[null,0]"), 1, 89, "invalid nurikabe given 0 in \"givens\" at (0,1)"},
          {document("[3601,null]"), 1, 84, "invalid nurikabe given 3601 in \"givens\" at (0,0)"},
          {document("[\"#\",null]"), 1, 84, "invalid nurikabe given \"#\" in \"givens\" at (0,0)"},
          {document("[null,2]", "[2,0]"), 1, 106, "invalid nurikabe solution cell 2 in \"solution\" at (0,0)"},
          {document("[null,2]", "[null,0]"), 1, 106, "invalid nurikabe solution cell null in \"solution\" at (0,0)"},
          {document("[null,2]", "", "\"paint\""), 1, 101, "unknown nurikabe rules \"paint\""},
      });
}

// ---------------------------------------------------------------------------
// Sniffing

TEST_CASE("Nurikabe formats: each sniffs its own examples and no other's", "[nurikabe][formats]") {
  using pg::test::check_each_detected;
  using pg::test::check_not_sniffed;
  const std::string raw_text = "5 5\n1 0 5\n2 1 2\n2 3 1\n3 4 3\n";
  // Kuromasu's grid is the same text (numbers and dots): both sniff it, and
  // the command line settles it by file name or default format (cli tests).
  const std::vector<std::string> grids{kExample, crlf(kExample) + "\r\n" + kExample, ". 3", "12\t.\n. 10\n", ".\n."};
  pg::test::check_sniffed(grid(), grids);
  pg::test::check_sniffed(*pg::kuromasu::codec().format("grid"), grids);
  pg::test::check_not_sniffed(raw(), grids);
  pg::test::check_not_sniffed(puzzlink(), grids);
  check_each_detected(raw(), {raw_text, "5 5\n", "\n3 2\r\n-1 0 1\n\n2 1 6"});
  check_each_detected(puzzlink(), {"https://puzz.link/p?" + kChecked + "\n", kChecked,
                                   "http://pzv.jp/p.html?nurikabe/20/20/+12czzzzzzzzzzzzzzzzzzx-ff", "nurikabe/3/3",
                                   "nurikabe/5/5/g.k2o1k3g"});
  // The other puzzles' texts are theirs alone.
  check_each_detected(*pg::takuzu::codec().format("judge"), {"4\n2\t2\t0\t1\n1\t0\t2\t1\n0\t2\t1\t0\n1\t2\t2\t2\n"});
  check_each_detected(*pg::lightup::codec().format("judge"), {"--#----\n-1---3-\n"});
  check_each_detected(*pg::lightup::codec().format("puzzlink"), {"https://puzz.link/p?akari/6/6/nekcakbl"});
  check_each_detected(pg::json_format(), {"{\"format\":\"puzzlegen\"}"});

  // A solution is no instance, and near misses are left to the other readers.
  for (const pg::Format* format : {&grid(), &raw(), &puzzlink()}) check_not_sniffed(*format, {kCheckedSolution});
  check_not_sniffed(grid(), {"3 4\n1 2\n", ".", ". x\n", ""});
  check_not_sniffed(raw(), {"5 5\n1 0\n", "5 5 5\n", "5 x\n", ""});
  check_not_sniffed(puzzlink(), {"nurikabe/5/x/g5k2o1k3g", "nurikabe/5/5/g5k2o1K3g", "nurikabe"});
}

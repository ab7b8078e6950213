// Kuromasu formats: the EARIN miniproject's in.txt and its out.txt board,
// Tatham's Range IDs, puzz.link kurodoko URLs, the grid text and the JSON
// cells.
#include <catch2/catch.hpp>

#include <algorithm>
#include <string>
#include <utility>
#include <vector>

#include "core/errors.hpp"
#include "formats/kuromasu/codec.hpp"
#include "formats/lightup/codec.hpp"
#include "formats/nurikabe/codec.hpp"
#include "formats/takuzu/codec.hpp"
#include "generator/rng.hpp"
#include "puzzles/catalogue.hpp"
#include "puzzlegen/input_reader.hpp"
#include "cli_support.hpp"
#include "format_contract.hpp"

using pg::Instance;
using pg::kNone;
using pg::kuromasu::kBlack;
using pg::kuromasu::kWhite;

namespace {

const pg::Codec& codec() { return pg::kuromasu::codec(); }
const pg::Format& earin() { return *codec().format("earin"); }
const pg::Format& tatham() { return *codec().format("tatham"); }
const pg::Format& puzzlink() { return *codec().format("puzzlink"); }
const pg::Format& grid() { return *codec().format("grid"); }
const pg::Solver& solver() { return pg::find_puzzle("kuromasu")->solver; }

// Row-major cells, 0 standing for a cell without a clue.
Instance board(int rows, int cols, const std::vector<int>& cells) {
  Instance instance;
  instance.puzzle = "kuromasu";
  instance.rows = rows;
  instance.cols = cols;
  for (int v : cells) instance.givens.push_back(v == 0 ? kNone : v);
  REQUIRE(instance.givens.size() == static_cast<std::size_t>(rows * cols));
  return instance;
}

// FORMATS.md's in.txt example, as the miniproject writes it, and the board its
// solver prints for it.
const std::string kEarinExample =
    "BOARDS = [\n"
    "    [\n"
    "        ['0', '2'],\n"
    "        ['2', '3'],\n"
    "    ],\n"
    "]\n";
Instance earin_example() { return board(2, 2, {0, 2, 2, 3}); }
const std::string kEarinSolution = "# 2\n2 3\n";

// The puzz.link checked string, decoded by hand: i three empty cells, 7, g
// one, 5, l six, 2, l six, 2, g one, 4, i three.
const std::string kChecked = "kurodoko/5/5/i7g5l2l2g4i";
Instance checked() {
  return board(5, 5, {0, 0, 0, 7, 0, 5, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 2, 0, 4, 0, 0, 0});
}
// Its one solution, as the EARIN solver would print it.
const std::string kCheckedSolution = "0 # 0 7 0\n5 0 # 0 0\n0 # 2 0 #\n0 0 # 0 2\n# 4 0 0 #\n";
std::vector<int> checked_solution() {
  const int W = kWhite, B = kBlack;
  return {W, B, W, W, W, W, W, B, W, W, W, B, W, W, B, W, W, B, W, W, B, W, W, W, B};
}

// FORMATS.md's Range example, decoded by hand: h eight empty cells, 7, 8, k
// eleven, 10, c three, 11, b two, 7, c three, 12, k eleven, 6, 5, h eight.
const std::string kRangeExample = "9x6:h7_8k10c11b7c12k6_5h";
Instance range_example() {
  Instance instance = board(6, 9, std::vector<int>(54, 0));
  for (auto [at, clue] : {std::pair{8, 7}, {9, 8}, {21, 10}, {25, 11}, {28, 7}, {32, 12}, {44, 6}, {45, 5}})
    instance.givens[static_cast<std::size_t>(at)] = clue;
  return instance;
}

// IDs `sgt-range --generate 20 12x9` made (sgt-puzzles 20230122), each of
// which puzzlegen verified unique: one with a 'z' run, one with a clue of 20,
// one opening with a clue and several '_', one ending with a clue.
const std::vector<std::string> kSgtRange{
    "12x9:c2b11m8b4a6a4_4a11_8d8a4zd3a4d9_5a3_3a4a2b5m7b3c",
    "12x9:a3_6g6d10k15g3b9i2c6b5c9i5b14g20k13d4g5_7a",
    "12x9:13c13f14c7_5_9_12n7g11d5n17d17g7n8_16_9_10c3f3c7",
    "12x9:3_4b10h9e14b10k17d6b7e3j7e8b3d5k5b7e11h6b10_2",
};

const std::string kGridExample = ". . . 7 .\n5 . . . .\n. . 2 . .\n. . . . 2\n. 4 . . .\n";

std::string crlf(const std::string& text) {
  std::string out;
  for (char c : text) out += c == '\n' ? std::string("\r\n") : std::string(1, c);
  return out;
}

// A one-board in.txt of `rows`, each a row as Python writes it ("['0', '2']").
std::string earin_text(const std::vector<std::string>& rows) {
  std::string text = "BOARDS = [\n    [\n";
  for (const std::string& row : rows) text += "        " + row + ",\n";
  return text + "    ],\n]\n";
}

}  // namespace

TEST_CASE("Kuromasu codec: its name, title and formats, EARIN's in.txt first", "[kuromasu][formats]") {
  CHECK(codec().name() == "kuromasu");
  CHECK(codec().title() == "Kuromasu (Kurodoko; Tatham's Range)");
  CHECK(codec().limits().min_side == 1);
  CHECK(codec().limits().max_side == 60);
  CHECK_FALSE(codec().limits().square);  // only the EARIN text is square; it says so itself
  CHECK(codec().rule_sets().empty());
  std::vector<std::string> names;
  for (const pg::Format* format : codec().formats()) names.emplace_back(format->name());
  CHECK(names == std::vector<std::string>{"earin", "tatham", "puzzlink", "pzprv3", "grid"});
  for (const pg::Format* format : codec().formats()) CHECK(format->extension() == ".txt");
  CHECK(codec().format("json") == nullptr);
  CHECK(pg::find_puzzle("kuromasu")->format_names() ==
        std::vector<std::string>{"earin", "tatham", "puzzlink", "pzprv3", "grid", "pddl", "hddl", "json"});
  CHECK(&pg::find_puzzle("kuromasu")->format("") == &earin());
}

// ---------------------------------------------------------------------------
// EARIN in.txt

TEST_CASE("Kuromasu EARIN in.txt: the FORMATS example reads and writes back byte for byte", "[kuromasu][formats]") {
  const Instance instance = pg::test::reads_back(earin(), kEarinExample);
  CHECK(instance.puzzle == "kuromasu");
  CHECK(instance.rows == 2);
  CHECK(instance.cols == 2);
  CHECK(instance.givens == earin_example().givens);
  CHECK(earin().write(earin_example()) == kEarinExample);

  // Four spaces a level, one row a line, ", " between cells, a comma after
  // every row and board; '0' an empty cell, clues of several digits.
  CHECK(pg::test::round_trip(earin(), checked()).text ==
        earin_text({"['0', '0', '0', '7', '0']", "['5', '0', '0', '0', '0']", "['0', '0', '2', '0', '0']",
                    "['0', '0', '0', '0', '2']", "['0', '4', '0', '0', '0']"}));
  Instance large = board(6, 6, std::vector<int>(36, 0));
  large.givens[0] = 11;
  large.givens[35] = 10;
  CHECK(pg::test::round_trip(earin(), large).text ==
        earin_text({"['11', '0', '0', '0', '0', '0']", "['0', '0', '0', '0', '0', '0']",
                    "['0', '0', '0', '0', '0', '0']", "['0', '0', '0', '0', '0', '0']",
                    "['0', '0', '0', '0', '0', '0']", "['0', '0', '0', '0', '0', '10']"}));
  CHECK(earin().write(board(1, 1, {1})) == earin_text({"['1']"}));
  CHECK(earin().read(earin_text({"['0']"}))[0].givens == std::vector<int>{kNone});
}

TEST_CASE("Kuromasu EARIN in.txt: many boards a file, in one BOARDS list", "[kuromasu][formats]") {
  // As the miniproject's in.txt holds them: boards of growing size in one list.
  const std::string file =
      "BOARDS = [\n"
      "    [\n"
      "        ['0', '2'],\n"
      "        ['2', '3'],\n"
      "    ],\n"
      "    [\n"
      "        ['3', '0', '0'],\n"
      "        ['0', '0', '0'],\n"
      "        ['0', '0', '5'],\n"
      "    ],\n"
      "    [\n"
      "        ['0', '0', '0', '7', '0'],\n"
      "        ['5', '0', '0', '0', '0'],\n"
      "        ['0', '0', '2', '0', '0'],\n"
      "        ['0', '0', '0', '0', '2'],\n"
      "        ['0', '4', '0', '0', '0'],\n"
      "    ],\n"
      "]\n";
  auto three = earin().read(file);
  REQUIRE(three.size() == 3);
  CHECK(three[0].givens == earin_example().givens);
  CHECK(three[1].givens == board(3, 3, {3, 0, 0, 0, 0, 0, 0, 0, 5}).givens);
  CHECK(three[2].givens == checked().givens);
  // Each item knows the line its board opens on.
  auto items = earin().read_items(file);
  REQUIRE(items.size() == 3);
  CHECK(items[0].line == 2);
  CHECK(items[1].line == 6);
  CHECK(items[2].line == 11);

  // Written as one document: the list opened before the first board and
  // closed after the last, the same bytes again.
  CHECK(earin().one_document());
  for (const pg::Format* other : {&tatham(), &puzzlink(), &grid()}) CHECK_FALSE(other->one_document());
  std::string written;
  for (std::size_t i = 0; i < three.size(); ++i) written += earin().item(three[i], {}, i == 0);
  written += earin().closing();
  CHECK(written == file);
  // A non-square board is refused as an item too.
  CHECK_THROWS_AS(earin().item(board(1, 2, {0, 2}), {}, false), pg::FormatError);

  // Statements one after another (texts joined by hand) are read in order.
  std::string statements;
  for (const Instance& instance : three) statements += (statements.empty() ? "" : "\n") + earin().write(instance);
  auto again = earin().read(statements);
  REQUIRE(again.size() == 3);
  for (std::size_t i = 0; i < 3; ++i) CHECK(again[i].givens == three[i].givens);
  CHECK(earin().read("BOARDS = [[['1']]]; BOARDS = [[['1']]]\n").size() == 2);
}

TEST_CASE("Kuromasu EARIN in.txt: read as Python reads the literal, never evaluated", "[kuromasu][formats]") {
  const std::vector<int> expected = earin_example().givens;
  auto reads_example = [&](const std::string& text) {
    INFO("text: " << text);
    auto read = earin().read(text);
    REQUIRE(read.size() == 1);
    CHECK(read[0].rows == 2);
    CHECK(read[0].givens == expected);
  };
  // Any spacing, on one line or many; no trailing commas, or trailing commas
  // everywhere.
  reads_example("BOARDS=[[['0','2'],['2','3']]]");
  reads_example("BOARDS = [ [ [ '0' , '2' ] , [ '2' , '3' ] , ] , ]");
  reads_example("BOARDS = [[['0', '2'], ['2', '3'],],]\n");
  reads_example("BOARDS = [\n[\n['0',\n'2'],\n['2',\n  '3']\n]\n]");
  reads_example("BOARDS\t=\t[[['0',\t'2'], ['2', '3']]]\n");
  // Single or double quotes, mixed.
  reads_example("BOARDS = [[[\"0\", \"2\"], [\"2\", '3']]]\n");
  // Comments, also with brackets and quotes in them, and blank lines.
  reads_example(
      "# Kuromasu boards ['x']\n"
      "\n"
      "BOARDS = [  # the list ]\n"
      "    [  # board 0 \"\n"
      "\n"
      "        ['0', '2'],  # row 0 '\n"
      "        # ['9', '9'],\n"
      "        ['2', '3'],\n"
      "    ],\n"
      "]  # end\n"
      "# after\n");
  // Line continuations: inside brackets, and a backslash outside them.
  reads_example("BOARDS = \\\n[[['0', '2'],\n\n  ['2', '3']]]\n");
  reads_example("BOARDS = [[['0', '2'], \\\n['2', '3']]]\n");
  // CRLF, a form feed, a ';' after the statement, no final newline.
  reads_example(crlf(kEarinExample));
  reads_example("BOARDS = \\\r\n[[['0', '2'], ['2', '3']]]\r\n");
  reads_example("\fBOARDS = [[['0', '2'], ['2', '3']]];\n");
  reads_example(kEarinExample.substr(0, kEarinExample.size() - 1));
  // More lenient than Python: an indented statement (Python's "unexpected
  // indent") is read all the same.
  reads_example("  \tBOARDS = [[['0', '2'], ['2', '3']]]\n");
  // The largest clue, a whole row and column.
  CHECK(earin().read("BOARDS = [[['3', '0'], ['0', '0']]]")[0].givens == std::vector<int>{3, kNone, kNone, kNone});
}

TEST_CASE("Kuromasu EARIN in.txt: anything but the literal is refused with line and column", "[kuromasu][formats]") {
  // Sizes are checked where a board first exceeds them.
  std::string wide = "BOARDS = [[[";
  for (int c = 0; c < 61; ++c) wide += "'0', ";
  wide += "]]]";
  std::string tall = "BOARDS = [[\n";
  for (int r = 0; r < 61; ++r) tall += "['0'],\n";
  tall += "]]\n";
  const std::string cell = "a cell in quotes ('0' or a clue)";
  pg::test::check_refusals(
      earin(),
      {
          {"", 1, 1, "empty input: expected BOARDS = [...] as the EARIN solver's in.txt holds it"},
          {"# only a comment\n\n", 1, 1, "empty input: expected BOARDS = [...] as the EARIN solver's in.txt holds it"},
          // Ints are not what the solver takes: it compares strings.
          {"BOARDS = [[[0, 2], [2, 3]]]", 1, 13, "expected " + cell + ", found the number 0"},
          {"BOARDS = [[['0', 2], ['2', '3']]]", 1, 18,
           "expected " + cell + " or the end of the row ']', found the number 2"},
          // Function calls, names and arithmetic are never evaluated.
          {"BOARDS = list()", 1, 10, "expected '[' (the list of boards) after 'BOARDS =', found 'list'"},
          {"BOARDS = [[['0', '2'], ['2', str(3)]]]", 1, 30,
           "expected " + cell + " or the end of the row ']', found 'str'"},
          {"BOARDS = [[[__import__('os').system('rm -rf /')]]]", 1, 13, "expected " + cell + ", found '__import__'"},
          {"BOARDS = [[['0', '2'], ['2', x]]]", 1, 30, "expected " + cell + " or the end of the row ']', found 'x'"},
          {"BOARDS = [[['0', '2'], ['2', '1'+'2']]]", 1, 33,
           "expected ',' or the end of the row ']' after a cell, found '+'"},
          {"BOARDS = [[['1']] * 2]", 1, 19,
           "expected ',' or the end of the list of boards ']' after a board, found '*'"},
          {"BOARDS = [[['0' '2'], ['2', '3']]]", 1, 17,
           "expected ',' or the end of the row ']' after a cell, found the string '2'"},
          {"BOARDS = [[('0', '2'), ('2', '3')]]", 1, 12, "expected a row '[', found '('"},
          {"BOARDS = {}", 1, 10, "expected '[' (the list of boards) after 'BOARDS =', found '{'"},
          {"BOARDS == [[['0']]]", 1, 9, "expected '[' (the list of boards) after 'BOARDS =', found '='"},
          {"boards = [[['0']]]", 1, 1, "expected BOARDS = [...] as the EARIN solver's in.txt holds it, found 'boards'"},
          {"import os\nBOARDS = [[['0']]]", 1, 1,
           "expected BOARDS = [...] as the EARIN solver's in.txt holds it, found 'import'"},
          {"BOARDS = [[['0']]]\nprint(BOARDS)\n", 2, 1,
           "expected another 'BOARDS = [' or the end of the file, found 'print'"},
          {"BOARDS = [[['0']]] + []", 1, 20, "expected the end of the line after the list of boards, found '+'"},
          // Unbalanced brackets and strings.
          {"BOARDS = [[['0', '2'], ['2', '3']]", 1, 35,
           "expected ',' or the end of the list of boards ']' after a board, found the end of the file"},
          {"BOARDS = [[['0', '2'], ['2', '3']]]]", 1, 36,
           "expected the end of the line after the list of boards, found ']'"},
          {"BOARDS = [[['0', '2'], ['2', '3']]]\n]\n", 2, 1,
           "expected another 'BOARDS = [' or the end of the file, found ']'"},
          {"BOARDS = [\n    [\n        ['0', '2',\n        ['2', '3'],\n    ],\n]\n", 4, 9,
           "expected " + cell + " or the end of the row ']', found '['"},
          {"BOARDS = [[['0', '2'], ['2', '3]]]", 1, 30,
           "unterminated string: expected its closing ' before the end of the file"},
          {"BOARDS = [[['0', '2'], ['2', \"3]]]\n]]]\n", 1, 30,
           "unterminated string: expected its closing \" before the end of the line"},
          {"BOARDS = [[['0', '2'],, ['2', '3']]]", 1, 23, "expected a row '[' or the end of the board ']', found ','"},
          // Empty lists.
          {"BOARDS = []", 1, 11, "expected a board '[' in BOARDS, found ']'"},
          {"BOARDS = [[]]", 1, 12, "expected a row '[' in the board, found ']'"},
          {"BOARDS = [[[]]]", 1, 13, "expected " + cell + " in row 0, found ']'"},
          // Square boards only, rows as long as the first.
          {"BOARDS = [[['0', '2', '0'], ['2', '3', '0']]]", 1, 44,
           "the board has 2 rows and 3 columns: EARIN boards are square"},
          {"BOARDS = [\n    [\n        ['0'],\n        ['2'],\n    ],\n]\n", 4, 9,
           "the board has 2 rows and 1 columns: EARIN boards are square"},
          {"BOARDS = [[['0', '2'], ['2', '3', '0']]]", 1, 35, "row 1 has 3 cells, expected 2"},
          {"BOARDS = [[['0', '2'], ['2']]]", 1, 28, "row 1 has 1 cells, expected 2"},
          {"BOARDS = [[['0', '2'], []]]", 1, 25, "row 1 has 0 cells, expected 2"},
          {wide, 1, 313, "kuromasu size 1x61 is out of range: each side must be between 1 and 60"},
          {tall, 62, 1, "kuromasu size 61x1 is out of range: each side must be between 1 and 60"},
          // Cells: '0', or a clue 1..2n-1 as the solver compares it.
          {"BOARDS = [[['0', '4'], ['2', '3']]]", 1, 18, "a clue in a 2x2 board must be between 1 and 3, found '4'"},
          {"BOARDS = [[['0', '99999999999999999999'], ['2', '3']]]", 1, 18,
           "a clue in a 2x2 board must be between 1 and 3, found '99999999999999999999'"},
          {"BOARDS = [[['0', '02'], ['2', '3']]]", 1, 18, "expected a clue without leading zeros, found the string '02'"},
          {"BOARDS = [[['0', '00'], ['2', '3']]]", 1, 18, "expected a clue without leading zeros, found the string '00'"},
          {"BOARDS = [[['0', '-1'], ['2', '3']]]", 1, 18,
           "expected '0' (an empty cell) or a clue 1..3, found the string '-1'"},
          {"BOARDS = [[['0', ' 2'], ['2', '3']]]", 1, 18,
           "expected '0' (an empty cell) or a clue 1..3, found the string ' 2'"},
          {"BOARDS = [[['#', '2'], ['2', '3']]]", 1, 13,
           "expected '0' (an empty cell) or a clue 1..3, found the string '#'"},
          {"BOARDS = [[['', '2'], ['2', '3']]]", 1, 13,
           "expected '0' (an empty cell) or a clue 1..3, found the string ''"},
      });

  // A board whose contents are wrong is refused and the next one read; a
  // fault in the Python stops reading there, the boards before it kept.
  auto items = earin().read_items(
      "BOARDS = [\n    [['0', '2'], ['2', '3']],\n    [['0', '9'], ['0', '0']],\n    [['1']],\n]\n");
  REQUIRE(items.size() == 3);
  CHECK(items[0].instance);
  REQUIRE(items[1].error);
  CHECK(items[1].line == 3);
  CHECK(items[1].error->line() == 3);
  CHECK(items[1].error->column() == 12);
  CHECK(std::string(items[1].error->what()) == "a clue in a 2x2 board must be between 1 and 3, found '9'");
  CHECK(items[2].instance);
  auto stopped = earin().read_items("BOARDS = [\n    [['1']],\n    [['1']] + [],\n    [['1']],\n]\n");
  REQUIRE(stopped.size() == 3);
  CHECK(stopped[0].instance);
  CHECK(stopped[1].instance);  // the board before the '+'
  REQUIRE(stopped[2].error);
  CHECK(stopped[2].error->line() == 3);
  CHECK(stopped[2].error->column() == 13);
  CHECK(std::string(stopped[2].error->what()) ==
        "expected ',' or the end of the list of boards ']' after a board, found '+'");

  // What the solver cannot hold is not written.
  CHECK_THAT(pg::test::format_error([] { earin().write(board(2, 3, std::vector<int>(6, 0))); }),
             Catch::Equals("the EARIN in.txt holds square boards only; this grid is 2x3"));
  Instance bad = earin_example();
  bad.givens[0] = 4;
  CHECK_THROWS_AS(earin().write(bad), pg::FormatError);
  bad.givens[0] = 0;
  CHECK_THROWS_AS(earin().write(bad), pg::FormatError);
  bad.givens.pop_back();
  CHECK_THROWS_AS(earin().write(bad), pg::FormatError);
}

// ---------------------------------------------------------------------------
// Solution text

TEST_CASE("Kuromasu solution text: the EARIN out.txt board, written and read back leniently", "[kuromasu][formats]") {
  // FORMATS.md's example: the one black cell in the corner.
  Instance example = earin_example();
  std::vector<int> example_cells{kBlack, kWhite, kWhite, kWhite};
  CHECK(codec().write_solution(example, example_cells) == kEarinSolution);
  CHECK(codec().read_solution(example, kEarinSolution) == example_cells);
  CHECK(solver().check(example, example_cells).valid);

  Instance instance = checked();
  std::vector<int> cells = checked_solution();
  CHECK(codec().write_solution(instance, cells) == kCheckedSolution);
  CHECK(codec().read_solution(instance, kCheckedSolution) == cells);
  CHECK(solver().check(instance, cells).valid);

  // As solvers print it: TABs, runs of spaces, CRLF, blank lines, no final newline.
  CHECK(codec().read_solution(instance, crlf(kCheckedSolution)) == cells);
  CHECK(codec().read_solution(instance, "\n0\t#  0 7 0\n\n5 0 # 0 0   \n0 # 2 0 #\n0 0 # 0 2\n# 4 0 0 #") == cells);
  // A clue cell may be written '0' too.
  CHECK(codec().read_solution(instance, "0 # 0 0 0\n0 0 # 0 0\n0 # 0 0 #\n0 0 # 0 0\n# 0 0 0 #\n") == cells);
  // Black on a clue is a wrong solution, left to the rule checker.
  std::vector<int> on_clue = cells;
  on_clue[3] = kBlack;
  const std::string on_clue_text = "0 # 0 # 0\n5 0 # 0 0\n0 # 2 0 #\n0 0 # 0 2\n# 4 0 0 #\n";
  CHECK(codec().read_solution(instance, on_clue_text) == on_clue);
  CHECK(codec().write_solution(instance, on_clue) == on_clue_text);
  CHECK_FALSE(solver().check(instance, on_clue).valid);

  // Clues of several digits, a rectangle.
  Instance wide = board(2, 6, {0, 0, 0, 0, 0, 7, 0, 0, 0, 0, 0, 0});
  std::vector<int> all_white(12, kWhite);
  CHECK(codec().write_solution(wide, all_white) == "0 0 0 0 0 7\n0 0 0 0 0 0\n");
  CHECK(codec().read_solution(wide, "0 0 0 0 0 7\n0 0 0 0 0 0\n") == all_white);
  Instance tens = board(6, 6, std::vector<int>(36, 0));
  tens.givens[0] = 11;
  CHECK(codec().write_solution(tens, std::vector<int>(36, kWhite)).substr(0, 13) == "11 0 0 0 0 0\n");

  CHECK_THROWS_AS(codec().write_solution(instance, std::vector<int>(24, kWhite)), pg::FormatError);
}

TEST_CASE("Kuromasu solution text: unreadable text is refused with line and column", "[kuromasu][formats]") {
  Instance instance = checked();
  pg::test::check_solution_refusals(
      codec(), instance,
      {
          {"", 1, 1, "empty solution: expected 5 rows of '#', '0' or the clues"},
          {" \n\n", 1, 1, "empty solution: expected 5 rows of '#', '0' or the clues"},
          // What out.txt prints when its solver finds none is no solution.
          {"UNSOLVABLE\n", 1, 1, "expected '#' or '0' at (0,0), which has no clue, found 'UNSOLVABLE'"},
          {"0 # 0 7 0\n5 0 # 0 0\n0 # 2 0 #\n0 0 # 0 2\n", 5, 1, "expected 5 rows, found 4"},
          {kCheckedSolution + "\n  step count:  1\n", 7, 3, "unexpected text after the 5 rows of the solution"},
          {"0 # 0 7 0\n5 0 # 0\n0 # 2 0 #\n0 0 # 0 2\n# 4 0 0 #\n", 2, 8, "row 1 has 4 cells, expected 5"},
          {"0 # 0 7 0\n5 0 # 0 0 0\n0 # 2 0 #\n0 0 # 0 2\n# 4 0 0 #\n", 2, 11, "row 1 has 6 cells, expected 5"},
          {"0 # 0 6 0\n5 0 # 0 0\n0 # 2 0 #\n0 0 # 0 2\n# 4 0 0 #\n", 1, 7,
           "expected '#', '0' or the clue 7 at (0,3), found '6'"},
          {"0 # 0 07 0\n5 0 # 0 0\n0 # 2 0 #\n0 0 # 0 2\n# 4 0 0 #\n", 1, 7,
           "expected '#', '0' or the clue 7 at (0,3), found '07'"},
          {"0 # 0 7 0\n5 0 # 0 0\n0 # 2 0 #\n0 0 # 0 2\n# 4 0 0 1\n", 5, 9,
           "expected '#' or '0' at (4,4), which has no clue, found '1'"},
          {"0 # 0 7 0\n5 0 . 0 0\n0 # 2 0 #\n0 0 # 0 2\n# 4 0 0 #\n", 2, 5,
           "expected '#' or '0' at (1,2), which has no clue, found '.'"},
          {"0 # 0 7 0\n5 0 # 0 0\n0 # W 0 #\n0 0 # 0 2\n# 4 0 0 #\n", 3, 5,
           "expected '#', '0' or the clue 2 at (2,2), found 'W'"},
          {"0# 0 7 0\n", 1, 1, "expected '#' or '0' at (0,0), which has no clue, found '0#'"},
      });
}

// ---------------------------------------------------------------------------
// Tatham's Range IDs

TEST_CASE("Kuromasu Range IDs: the FORMATS example both ways, byte for byte", "[kuromasu][formats]") {
  const Instance example = pg::test::reads_back(tatham(), kRangeExample, kRangeExample + "\n");
  CHECK(example.puzzle == "kuromasu");
  CHECK(example.cols == 9);  // W first
  CHECK(example.rows == 6);
  CHECK(example.givens == range_example().givens);
  CHECK(example.given(0, 8) == 7);
  CHECK(example.given(1, 0) == 8);  // the '_' between 7 and 8 though they are on two rows
  CHECK(example.given(5, 0) == 5);
  CHECK(tatham().write(range_example()) == kRangeExample + "\n");

  // '_' only between two clues that follow each other; range.c reads it
  // anywhere, so does the reader, and it writes the canonical form.
  pg::test::reads_back(tatham(), "9x6:_h7__8k10c11b7c12k6_5h_\n", kRangeExample + "\n");
  pg::test::reads_back(tatham(), "9x6:h_7_8k_10c11b7c12k6_5_h", kRangeExample + "\n");
  CHECK(tatham().write(board(1, 3, {1, 2, 3})) == "3x1:1_2_3\n");
  CHECK(tatham().write(board(1, 3, {0, 1, 0})) == "3x1:a1a\n");
  CHECK(tatham().write(board(2, 2, {0, 0, 0, 0})) == "2x2:d\n");
  CHECK(tatham().write(board(1, 1, {1})) == "1x1:1\n");
  // W alone is a square.
  CHECK(tatham().read("2:1_2_3_3")[0].givens == board(2, 2, {1, 2, 3, 3}).givens);

  // Runs longer than 26: 'z' then the rest. Clues of two digits, up to W+H-1.
  Instance sparse = board(2, 30, std::vector<int>(60, 0));
  sparse.givens[59] = 31;
  CHECK(pg::test::round_trip(tatham(), sparse).text == "30x2:zzg31\n");
  CHECK(tatham().write(board(1, 27, std::vector<int>(27, 0))) == "27x1:za\n");
  CHECK(tatham().write(board(1, 26, std::vector<int>(26, 0))) == "26x1:z\n");
  Instance full = board(60, 60, std::vector<int>(3600, 0));
  full.givens[0] = 119;
  full.givens[1] = 1;
  const std::string full_id = pg::test::round_trip(tatham(), full).text;
  CHECK(full_id.substr(0, 16) == "60x60:119_1zzzzz");
  CHECK(full_id.size() == 6 + 5 + 138 + 1 + 1);  // 3598 empty cells: 138 'z' and a 'j'
  CHECK(full_id.substr(full_id.size() - 3) == "zj\n");

  // One ID per line; blank lines between them are skipped.
  auto two = tatham().read(kRangeExample + "\n\n" + kSgtRange[0] + "\r\n");
  REQUIRE(two.size() == 2);
  CHECK(tatham().write(two[0]) + tatham().write(two[1]) == kRangeExample + "\n" + kSgtRange[0] + "\n");
}

TEST_CASE("Kuromasu Range IDs: sgt-range's IDs read back unchanged, each with one solution", "[kuromasu][formats]") {
  std::string all;
  for (const std::string& id : kSgtRange) {
    const Instance read = pg::test::reads_back(tatham(), id, id + "\n");
    CHECK(read.cols == 12);
    CHECK(read.rows == 9);
    // Light Up's reader sniffs every ID of a bare size too; it refuses
    // these (their '_' and clues above 4), so detection reads them as Range.
    pg::test::check_sniffed(tatham(), {id});
    CHECK_THROWS_AS(pg::lightup::codec().format("tatham")->read(id), pg::InputError);
    CHECK(pg::test::sat_count(solver(), read, 2) == 1);
    // The same board through the other formats that take a rectangle.
    pg::test::round_trip(puzzlink(), read);
    pg::test::round_trip(grid(), read);
    pg::test::round_trip(pg::json_format(), read);
    all += id + "\n";
  }
  const std::vector<int> twenty = tatham().read(kSgtRange[1])[0].givens;
  CHECK(*std::max_element(twenty.begin(), twenty.end()) == 20);
  auto every = tatham().read(all);
  REQUIRE(every.size() == kSgtRange.size());
  std::string written;
  for (const Instance& instance : every) written += tatham().write(instance);
  CHECK(written == all);
}

TEST_CASE("Kuromasu Range IDs: malformed IDs are refused with line and column", "[kuromasu][formats]") {
  const std::string size = "9 columns by 6 rows (54 cells)";
  pg::test::check_refusals(
      tatham(),
      {
          {"9x6:h7_8k10c11b7c12k6_5", 1, 24, "the Range description is too short for " + size + ": it ends after 46 cells"},
          {"9x6:h7_8k10c11b7c12k6_5i", 1, 24,
           "the Range description is too long for " + size + ": found 'i' after 46 cells"},
          {"9x6:h7_8k10c11b7c12k6_5h1", 1, 25,
           "the Range description is too long for " + size + ": found '1' after 54 cells"},
          {"9x6:h7_8k10c11b7c12k65h", 1, 21, "a clue in " + size + " must be between 1 and 14, found '65'"},
          {"9x6:h7_8k10c11b7c12k6_0h", 1, 23, "expected a..z, a clue 1..14 or '_' in the Range description, found '0'"},
          {"9x6:h07_8k10c11b7c12k6_5h", 1, 6, "expected a..z, a clue 1..14 or '_' in the Range description, found '0'"},
          {"9x6:h7_8k10c11b7c12k6_5H", 1, 24, "expected a..z, a clue 1..14 or '_' in the Range description, found 'H'"},
          {"9x6:h7_8k10c11b7c12k6_5h\n  9x6:h7_8k10c11b7c12k6_5h!\n", 2, 27,
           "expected a..z, a clue 1..14 or '_' in the Range description, found '!'"},
          {"9x6d2:h7_8k10c11b7c12k6_5h", 1, 4, "expected ':' after the Range size WxH, found 'd'"},
          {"_9x6:h", 1, 1, "expected the width in the Range parameters, found '_'"},
          {"61x6:h", 1, 1, "the width must be between 1 and 60, found '61'"},
          {"9x0:h", 1, 3, "the height must be between 1 and 60, found '0'"},
          {"9x6 h7", 1, 1, "expected a Range game ID such as 9x6:h7_8k10c11b7c12k6_5h, found no ':'"},
          {"\n\n", 1, 1, "empty input: expected a Range game ID such as 9x6:h7_8k10c11b7c12k6_5h, or a saved game"},
      });
  // A clue beyond W+H-1 is not written.
  Instance bad = board(1, 3, {0, 0, 0});
  bad.givens[0] = 4;
  CHECK_THROWS_AS(tatham().write(bad), pg::FormatError);
}

// ---------------------------------------------------------------------------
// puzz.link

TEST_CASE("Kuromasu puzz.link URLs: the checked string both ways and each number code", "[kuromasu][formats]") {
  const Instance decoded = pg::test::reads_back(puzzlink(), kChecked, "https://puzz.link/p?" + kChecked + "\n");
  CHECK(decoded.puzzle == "kuromasu");
  CHECK(decoded.rows == 5);
  CHECK(decoded.cols == 5);
  CHECK(decoded.givens == checked().givens);
  CHECK(puzzlink().write(checked()) == "https://puzz.link/p?" + kChecked + "\n");
  CHECK(pg::test::sat_count(solver(), decoded, 2) == 1);

  for (std::string url : {"https://puzz.link/p?kurodoko/5/5/i7g5l2l2g4i", "http://pzv.jp/p.html?kurodoko/5/5/i7g5l2l2g4i",
                          "  https://puzz.link/p?kurodoko/5/5/i7g5l2l2g4i \r\n", "kurodoko/5/5/i7g5l2l2g4i\n\n"}) {
    INFO(url);
    auto read = puzzlink().read(url);
    REQUIRE(read.size() == 1);
    CHECK(read[0].givens == checked().givens);
  }
  CHECK(puzzlink().read(kChecked + "\n\nkurodoko/2/1/2g\n").size() == 2);

  // Columns first; the FORMATS Range example the same board.
  Instance wide = board(2, 3, {0, 0, 0, 0, 0, 4});
  CHECK(puzzlink().write(wide) == "https://puzz.link/p?kurodoko/3/2/k4\n");
  CHECK(puzzlink().read("kurodoko/3/2/k4")[0].rows == 2);
  CHECK(puzzlink().read("kurodoko/3/2/k4")[0].givens == wide.givens);
  CHECK(pg::test::round_trip(puzzlink(), range_example()).text == "https://puzz.link/p?kurodoko/9/6/n78qaibh7icq65n\n");

  // One hex digit to 15, '-' and two digits from 16: a 9x9 board holds 17,
  // a 60x60 one 119.
  Instance codes = board(9, 9, std::vector<int>(81, 0));
  codes.givens[0] = 15;
  codes.givens[40] = 17;
  codes.givens[80] = 16;
  CHECK(pg::test::round_trip(puzzlink(), codes).text == "https://puzz.link/p?kurodoko/9/9/fzy-11zy-10\n");
  CHECK(puzzlink().read("kurodoko/9/9/fzy-11zy-10")[0].givens == codes.givens);
  Instance large = board(60, 60, std::vector<int>(3600, 0));
  large.givens[0] = 119;
  large.givens[3599] = 100;
  const std::string large_url = pg::test::round_trip(puzzlink(), large).text;
  CHECK(large_url.substr(0, 40) == "https://puzz.link/p?kurodoko/60/60/-77zz");
  CHECK(large_url.substr(large_url.size() - 5) == "x-64\n");
  // pzprjs's decoder takes a short number after a prefix too.
  CHECK(puzzlink().read("kurodoko/2/2/-03+002")[0].givens == board(2, 2, {3, 2, 0, 0}).givens);

  // pzprjs stops where the body ends: the rest is empty.
  std::vector<int> without_last = checked().givens;
  without_last[21] = kNone;
  CHECK(puzzlink().read("kurodoko/5/5/i7g5l2l2g")[0].givens == without_last);
  CHECK(puzzlink().read("kurodoko/3/3")[0].givens == std::vector<int>(9, kNone));
  CHECK(puzzlink().read("kurodoko/3/3/")[0].givens == std::vector<int>(9, kNone));
}

TEST_CASE("Kuromasu puzz.link URLs: malformed URLs are refused with line and column", "[kuromasu][formats]") {
  const std::string size = "5 columns by 5 rows (25 cells)";
  const std::string codes =
      "expected 0..9 or a..f (a number), '-' or '+' (a longer number), '.' (a '?' clue) or g..z (empty cells) in the "
      "kurodoko body, ";
  pg::test::check_refusals(
      puzzlink(),
      {
          {"kurodoko/5/5/i7g5l2L2g4i", 1, 20, codes + "found 'L'"},
          {"kurodoko/5/5/i7g5l2l2g4j", 1, 24, "expected at most 3 more empty cells in " + size + ", found a run of 4 ('j')"},
          {"kurodoko/5/5/i7g5l2l2g4ig", 1, 25, "expected the end of the URL after the last cell of " + size + ", found 'g'"},
          {"https://puzz.link/p?kurodoko/5/5/i7g5l2l2g4i//", 1, 45,
           "expected the end of the URL after the last cell of " + size + ", found '/'"},
          {"kurodoko/5/5/i0", 1, 15, "a number in " + size + " must be between 1 and 9, found 0 ('0')"},
          {"kurodoko/5/5/ia", 1, 15, "a number in " + size + " must be between 1 and 9, found 10 ('a')"},
          {"kurodoko/5/5/-10", 1, 14, "a number in " + size + " must be between 1 and 9, found 16 ('-10')"},
          {"kurodoko/60/60/+078", 1, 16,
           "a number in 60 columns by 60 rows (3600 cells) must be between 1 and 119, found 120 ('+078')"},
          {"kurodoko/5/5/-1", 1, 16, "expected 2 hex digits 0..9, a..f after '-', found the end of the line"},
          {"https://puzz.link/p?nurikabe/5/5/g5k2o1k3g", 1, 21, "expected a puzz.link URL of type kurodoko, found 'nurikabe'"},
          {"kurodoko/5", 1, 11, "expected the number of rows, found the end of the line"},
          {"kurodoko/61/5/g", 1, 10, "the number of columns must be between 1 and 60, found '61'"},
          {"kurodoko/5/0/g", 1, 12, "the number of rows must be between 1 and 60, found '0'"},
          {kChecked + "\n\n  kurodoko/5/5/q!", 3, 17, codes + "found '!'"},
          {"", 1, 1, "empty input: expected a puzz.link URL such as https://puzz.link/p?kurodoko/5/5/i7g5l2l2g4i"},
      });
}

// ---------------------------------------------------------------------------
// Grid text

TEST_CASE("Kuromasu grid text: read and written back byte for byte", "[kuromasu][formats]") {
  const Instance instance = pg::test::reads_back(grid(), kGridExample);
  CHECK(instance.puzzle == "kuromasu");
  CHECK(instance.givens == checked().givens);
  CHECK(grid().write(checked()) == kGridExample);

  // No final newline, CRLF, any run of spaces and TABs, trailing blank lines.
  CHECK(grid().read(kGridExample.substr(0, kGridExample.size() - 1))[0].givens == checked().givens);
  CHECK(grid().read(crlf(kGridExample))[0].givens == checked().givens);
  CHECK(grid().read("  .\t.  . 7\t\t.\n5 . . . .   \n. . 2 . .\t\n. . . . 2\n. 4 . . .\n\n \n")[0].givens ==
        checked().givens);

  // Several instances, separated by blank lines; rectangles; clues of two digits.
  auto two = grid().read(kGridExample + "\n\n" + ". . 3\n");
  REQUIRE(two.size() == 2);
  CHECK(two[1].rows == 1);
  CHECK(two[1].cols == 3);
  CHECK(two[1].givens == board(1, 3, {0, 0, 3}).givens);
  CHECK(pg::test::round_trip(grid(), range_example()).text ==
        ". . . . . . . . 7\n8 . . . . . . . .\n. . . 10 . . . 11 .\n. 7 . . . 12 . . .\n"
        ". . . . . . . . 6\n5 . . . . . . . .\n");
}

TEST_CASE("Kuromasu grid text: malformed input is refused with line and column", "[kuromasu][formats]") {
  pg::test::check_refusals(
      grid(),
      {
          {"", 1, 1, "empty input: expected rows of '.' and clues separated by spaces"},
          {". . .\n. .\n. . .\n", 2, 4, "row 1 has 2 cells, expected 3"},
          {". . .\n. x .\n", 2, 3, "expected '.', '?' or a clue, found 'x'"},
          {". . #\n", 1, 5, "expected '.', '?' or a clue, found '#'"},
          {". 0 .\n. . .\n. . .\n", 1, 3, "a clue in a 3x3 grid must be between 1 and 5, found '0'"},
          {". . .\n. . .\n. . 6\n", 3, 5, "a clue in a 3x3 grid must be between 1 and 5, found '6'"},
          {". .\n. .\n\n. . 4\n", 4, 5, "a clue in a 1x3 grid must be between 1 and 3, found '4'"},
      });
  Instance bad = board(2, 2, {0, 0, 0, 0});
  bad.givens[1] = 4;
  CHECK_THROWS_AS(grid().write(bad), pg::FormatError);
  bad.givens[1] = 3;
  CHECK(grid().write(bad) == ". 3\n. .\n");
}

// ---------------------------------------------------------------------------
// Every format on random boards

TEST_CASE("Kuromasu formats: random boards round-trip through every format and JSON", "[kuromasu][formats]") {
  pg::Rng rng(2025, 23);
  int written = 0, above_15 = 0, refused = 0;
  auto round_trip = [&](int rows, int cols, int percent) {
    Instance instance;
    instance.puzzle = "kuromasu";
    instance.rows = rows;
    instance.cols = cols;
    const int largest = pg::kuromasu::largest_clue(rows, cols);
    for (int i = 0; i < rows * cols; ++i) {
      int v = kNone;
      if (static_cast<int>(rng.below(100)) < percent) {
        // Half the clues from the top of the range, where the long codes are.
        v = rng.coin() ? 1 + static_cast<int>(rng.below(static_cast<std::uint32_t>(largest)))
                       : largest - static_cast<int>(rng.below(static_cast<std::uint32_t>(std::min(largest, 4))));
        above_15 += v > 15;
      }
      instance.givens.push_back(v);
    }
    INFO(pg::size_string(rows, cols) << ":\n" << grid().write(instance));
    // The EARIN text holds square boards only, and says so.
    std::vector<const pg::Format*> formats;
    for (const pg::Format* format : codec().formats()) {
      if (format == &earin() && rows != cols) {
        CHECK_THROWS_AS(format->write(instance), pg::FormatError);
        ++refused;
      } else {
        formats.push_back(format);
      }
    }
    written += pg::test::round_trip_all(formats, instance);
  };
  for (int rows = 1; rows <= 9; ++rows)
    for (int cols = 1; cols <= 9; ++cols)
      for (int trial = 0; trial < 4; ++trial) round_trip(rows, cols, static_cast<int>(rng.below(101)));
  for (auto [rows, cols] : {std::pair{16, 16}, {20, 31}, {45, 7}, {60, 60}, {1, 60}, {60, 1}})
    for (int trial = 0; trial < 3; ++trial) round_trip(rows, cols, 2 + trial * 20);
  CHECK(refused == 72 * 4 + 4 * 3);
  CHECK(written == (9 * 4 + 2 * 3) * 5 + (72 * 4 + 4 * 3) * 4);
  CHECK(above_15 > 50);
}

// ---------------------------------------------------------------------------
// JSON

TEST_CASE("Kuromasu JSON cells: givens null or the clue, solution cells 0 (white) or 1 (black)", "[kuromasu][formats]") {
  const pg::Format& json = pg::json_format();
  Instance instance = earin_example();
  instance.solution = std::vector<int>{kBlack, kWhite, kWhite, kWhite};
  const pg::test::RoundTrip trip = pg::test::round_trip(json, instance);
  CHECK(trip.text.find("\"givens\":[[null,2],[2,3]],\"solution\":[[1,0],[0,0]]") != std::string::npos);
  CHECK(trip.back.solution == instance.solution);

  CHECK(codec().valid_given(kNone));
  CHECK(codec().valid_given(1));
  CHECK(codec().valid_given(119));
  CHECK_FALSE(codec().valid_given(0));
  CHECK_FALSE(codec().valid_given(120));
  CHECK(codec().valid_given(pg::kUnknown));  // a '?' clue
  CHECK_FALSE(codec().valid_given(-3));
  CHECK(codec().valid_solution_value(kWhite));
  CHECK(codec().valid_solution_value(kBlack));
  CHECK_FALSE(codec().valid_solution_value(kNone));
  CHECK_FALSE(codec().valid_solution_value(2));

  auto document = [](const std::string& givens, const std::string& solution = "") {
    return "{\"format\":\"puzzlegen\",\"version\":1,\"puzzle\":\"kuromasu\",\"rows\":1,\"cols\":2,\"givens\":[" +
           givens + "]" + (solution.empty() ? "" : ",\"solution\":[" + solution + "]") + "}";
  };
  CHECK(json.read(document("[null,2]", "[0,0]"))[0].givens == std::vector<int>{kNone, 2});
  // A lone document's errors name the cell, and its line and column.
  pg::test::check_refusals(
      json,
      {
          {document("[null,0]"), 1, 89, "invalid kuromasu given 0 in \"givens\" at (0,1)"},
          {document("[120,null]"), 1, 84, "invalid kuromasu given 120 in \"givens\" at (0,0)"},
          {document("[\"2\",null]"), 1, 84, "invalid kuromasu given \"2\" in \"givens\" at (0,0)"},
          {document("[null,2]", "[2,0]"), 1, 106, "invalid kuromasu solution cell 2 in \"solution\" at (0,0)"},
          {document("[null,2]", "[null,0]"), 1, 106, "invalid kuromasu solution cell null in \"solution\" at (0,0)"},
      });
}

// ---------------------------------------------------------------------------
// Sniffing

TEST_CASE("Kuromasu formats: each sniffs its own examples and no other's", "[kuromasu][formats]") {
  using pg::test::check_each_detected;
  using pg::test::check_not_sniffed;
  check_each_detected(earin(), {kEarinExample, crlf(kEarinExample), "BOARDS=[[['1']]]",
                                "# in.txt\n\nBOARDS = [\n", "BOARDS = [[[0]]]",
                                // read() explains what is wrong with these
                                "BOARDS = list()"});
  // Light Up's Tatham reader sniffs every ID of a bare size as well (its
  // parameters may be the size alone); read() tells them apart (below).
  std::vector<std::string> ranges{kRangeExample, kRangeExample + "\n" + kSgtRange[0] + "\n",
                                  "9x6:_h7__8k10c11b7c12k6_5h_"};
  ranges.insert(ranges.end(), kSgtRange.begin(), kSgtRange.end());
  pg::test::check_sniffed(tatham(), ranges);
  for (const std::string& id : ranges)
    for (const pg::Puzzle& puzzle : pg::puzzles())
      for (const pg::Format* other : puzzle.formats())
        if (other != &tatham() && other != pg::lightup::codec().format("tatham")) {
          INFO(id << " sniffed by " << puzzle.name() << " " << other->name());
          CHECK_FALSE(other->sniff(id));
        }
  check_each_detected(puzzlink(), {"https://puzz.link/p?" + kChecked + "\n", kChecked,
                                   "http://pzv.jp/p.html?kurodoko/9/9/fzy-11zy-10", "kurodoko/3/3",
                                   "kurodoko/5/5/i.g5l2l2g4i"});  // read() explains the '?' clue
  // Nurikabe's grid is the same text (clues and dots): both sniff it, and the
  // command line settles it by file name or default format (cli tests).
  const std::vector<std::string> grids{kGridExample, crlf(kGridExample) + "\r\n" + kGridExample, ". 3", ".\n."};
  pg::test::check_sniffed(grid(), grids);
  pg::test::check_sniffed(*pg::nurikabe::codec().format("grid"), grids);
  for (const pg::Format* format : {&earin(), &tatham(), &puzzlink()}) check_not_sniffed(*format, grids);
  // The other puzzles' texts are theirs alone.
  check_each_detected(*pg::takuzu::codec().format("judge"), {"4\n2\t2\t0\t1\n1\t0\t2\t1\n0\t2\t1\t0\n1\t2\t2\t2\n"});
  check_each_detected(*pg::takuzu::codec().format("tatham"), {"6x6udn:caDgnBEa"});
  check_each_detected(*pg::lightup::codec().format("tatham"), {"7x7b20s4d0:a2bBfBa300qB0Ba0f0bBa"});
  check_each_detected(*pg::lightup::codec().format("puzzlink"), {"https://puzz.link/p?akari/6/6/nekcakbl"});
  check_each_detected(*pg::nurikabe::codec().format("puzzlink"), {"nurikabe/5/5/g5k2o1k3g"});
  check_each_detected(pg::json_format(), {pg::test::json_of(earin_example())});

  // A solution is no instance, and near misses are left to the other readers.
  for (const pg::Format* format : codec().formats()) check_not_sniffed(*format, {kCheckedSolution, kEarinSolution});
  check_not_sniffed(earin(), {"boards = [[['1']]]", "BOARDS", "x = 1\nBOARDS = [[['1']]]", "'", ""});
  // A Range ID's parameters are the size alone, its clues within W+H-1 and
  // its cells exactly W*H.
  check_not_sniffed(tatham(), {"9x6d2:h7_8k10c11b7c12k6_5h", "9x6:h7_8k10c11b7c12k6_5", "9x6:h7_8k10c11b7c12k6_5i",
                               "9x6:h7_8k10c11b7c12k65h", "6x6:caDgnBEa", "7x7:c0Bi0fBe1f1i21c", "9x6:"});
  check_not_sniffed(puzzlink(), {"kurodoko/5/x/i7g5l2l2g4i", "kurodoko/5/5/i7g5l2L2g4i", "kurodoko",
                                 "https://puzz.link/p?nurikabe/5/5/g5k2o1k3g"});
}

TEST_CASE("Kuromasu formats: detection reads each text as Kuromasu in its own format", "[kuromasu][formats]") {
  pg::test::cli::TempDir dir;
  auto detected = [&](const std::string& name, const std::string& text, const std::string& format,
                      std::size_t instances, const std::string& puzzle = "") {
    INFO(name << ": " << text);
    pg::api::InputReader reader(dir.write(name, text), puzzle, "");
    CHECK(reader.puzzle().name() == "kuromasu");
    CHECK(reader.format() == format);
    std::size_t read = 0;
    while (std::optional<pg::ReadItem> item = reader.next()) {
      CHECK(item->instance);
      ++read;
    }
    CHECK(read == instances);
  };
  detected("in.txt", kEarinExample, "earin", 1);
  detected("boards.py", "BOARDS = [[['0', '2'], ['2', '3']], [['1']]]\n", "earin", 2);
  detected("range.txt", kRangeExample + "\n", "tatham", 1);
  std::string ids;
  for (const std::string& id : kSgtRange) ids += id + "\n";
  detected("sgt.txt", ids, "tatham", kSgtRange.size());
  detected("url.txt", "https://puzz.link/p?" + kChecked + "\n" + "kurodoko/9/9/fzy-11zy-10\n", "puzzlink", 2);
  detected("doc.json", pg::test::json_of(checked()), "json", 1);
  // Nurikabe's grid is the same text: the file's name settles it, or --puzzle.
  detected("kuromasu-5x5.txt", kGridExample, "grid", 1);
  detected("board.txt", kGridExample, "grid", 1, "kuromasu");
  // A Range ID of clues 0..4 without '_' is a Light Up ID too.
  detected("kuromasu-3x3.txt", "3x3:a2g\n", "tatham", 1);
  CHECK(pg::lightup::codec().format("tatham")->read("3x3:a2g").size() == 1);
  CHECK_THROWS_WITH(pg::api::InputReader(dir.write("id.txt", "3x3:a2g\n"), "", ""),
                    Catch::EndsWith("id.txt: the input reads as any of: lightup tatham, kuromasu tatham; name one with "
                                    "--puzzle and --format"));
}

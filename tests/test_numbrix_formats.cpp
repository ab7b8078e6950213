// Numbrix formats: the IST judge text and its solution text, the grid text,
// the JSON cells, and which texts other puzzles' formats claim as well.
//
// The codec is tested through pg::numbrix::codec(), JSON through the
// catalogue's JSON format.
#include <catch2/catch.hpp>

#include <algorithm>
#include <numeric>
#include <string>
#include <utility>
#include <vector>

#include "core/errors.hpp"
#include "formats/kuromasu/codec.hpp"
#include "formats/lightup/codec.hpp"
#include "formats/numbrix/codec.hpp"
#include "formats/nurikabe/codec.hpp"
#include "formats/takuzu/codec.hpp"
#include "generator/rng.hpp"
#include "puzzles/catalogue.hpp"
#include "format_contract.hpp"

using pg::Instance;
using pg::kNone;

namespace {

const pg::Codec& codec() { return pg::numbrix::codec(); }
const pg::Format& judge() { return *codec().format("judge"); }
const pg::Format& grid() { return *codec().format("grid"); }
const pg::Format& takuzu_judge() { return *pg::takuzu::codec().format("judge"); }
const pg::Format& nurikabe_grid() { return *pg::nurikabe::codec().format("grid"); }
const pg::Format& kuromasu_grid() { return *pg::kuromasu::codec().format("grid"); }

const pg::Format& json() { return pg::json_format(); }

bool is_numbrix_format(const pg::Format* format) {
  const std::vector<const pg::Format*> own = codec().formats();
  return std::find(own.begin(), own.end(), format) != own.end();
}

// Every other puzzle's format and the shared JSON, named "PUZZLE FORMAT":
// what check_detected walks through besides Numbrix's own formats.
std::vector<std::pair<std::string, const pg::Format*>> other_formats() {
  std::vector<std::pair<std::string, const pg::Format*>> formats;
  for (const pg::Puzzle& puzzle : pg::puzzles())
    for (const pg::Format* format : puzzle.formats())
      if (!is_numbrix_format(format))
        formats.emplace_back(std::string(puzzle.name()) + " " + std::string(format->name()), format);
  formats.emplace_back("json", &pg::json_format());
  return formats;
}

// The formats, Numbrix's and the others', that sniff `text` and read every
// instance in it: what the command line chooses among, by file name or
// --puzzle, when there are several.
std::vector<std::string> readers_of(const std::string& text) {
  std::vector<std::pair<std::string, const pg::Format*>> all = other_formats();
  for (const pg::Format* format : codec().formats())
    all.emplace_back("numbrix " + std::string(format->name()), format);
  std::vector<std::string> readers;
  for (const auto& [name, format] : all) {
    if (!format->sniff(text)) continue;
    const std::vector<pg::ReadItem> items = format->read_items(text);
    if (std::all_of(items.begin(), items.end(), [](const pg::ReadItem& item) { return item.instance.has_value(); }))
      readers.push_back(name);
  }
  std::sort(readers.begin(), readers.end());
  return readers;
}

// `text` is sniffed by `format` and by no other format but `also` (the
// formats of the same shape, named "PUZZLE FORMAT").
void check_claimed(const pg::Format& format, const std::string& text, const std::vector<std::string>& also = {}) {
  INFO(format.name() << " text: " << text);
  CHECK(format.sniff(text));
  for (const pg::Format* own : codec().formats())
    if (own != &format) {
      INFO("sniffed by numbrix " << own->name());
      CHECK_FALSE(own->sniff(text));
    }
  for (const auto& [name, other] : other_formats()) {
    INFO("sniffed by " << name);
    const bool shares = std::find(also.begin(), also.end(), name) != also.end();
    CHECK(other->sniff(text) == shares);
  }
}

// Row-major cells, 0 standing for an empty cell.
Instance board(int rows, int cols, const std::vector<int>& cells) {
  Instance instance;
  instance.puzzle = "numbrix";
  instance.rows = rows;
  instance.cols = cols;
  for (int v : cells) instance.givens.push_back(v == 0 ? kNone : v);
  REQUIRE(instance.givens.size() == static_cast<std::size_t>(rows * cols));
  return instance;
}

std::string crlf(const std::string& text) {
  std::string out;
  for (char c : text) out += c == '\n' ? std::string("\r\n") : std::string(1, c);
  return out;
}

// FORMATS.md's example (seed 004) and its solution, byte for byte.
const std::string kSeed = "3\n0\t0\t0\n0\t0\t2\n0\t6\t0\n";
const std::string kSeedSolution = "9\t4\t3\n8\t5\t2\n7\t6\t1\n";
Instance seed() { return board(3, 3, {0, 0, 0, 0, 0, 2, 0, 6, 0}); }
const std::vector<int> kSeedCells{9, 4, 3, 8, 5, 2, 7, 6, 1};

// A 4x4 of ours with numbers of two digits, and its path (a snake by rows).
const std::string kFour = "4\n1\t0\t0\t4\n0\t0\t6\t0\n0\t10\t0\t0\n16\t0\t0\t13\n";
Instance four() { return board(4, 4, {1, 0, 0, 4, 0, 0, 6, 0, 0, 10, 0, 0, 16, 0, 0, 13}); }
const std::vector<int> kFourCells{1, 2, 3, 4, 8, 7, 6, 5, 9, 10, 11, 12, 16, 15, 14, 13};

// The official Takuzu judge test input_T01 (same course, same shape).
const std::string kT01 = "4\n2\t2\t0\t1\n1\t0\t2\t1\n0\t2\t1\t0\n1\t2\t2\t2\n";

const std::string kGridSeed = ". . .\n. . 2\n. 6 .\n";

}  // namespace

TEST_CASE("Numbrix codec: its name, title and formats, the IST judge text first", "[numbrix][formats]") {
  CHECK(codec().name() == "numbrix");
  CHECK(codec().title() == "Numbrix");
  CHECK(codec().limits().min_side == 1);
  CHECK(codec().limits().max_side == 60);
  CHECK_FALSE(codec().limits().square);  // only the judge text is square; it says so itself
  CHECK(codec().rule_sets().empty());
  std::vector<std::string> names;
  for (const pg::Format* format : codec().formats()) names.emplace_back(format->name());
  CHECK(names == std::vector<std::string>{"judge", "grid"});
  for (const pg::Format* format : codec().formats()) {
    CHECK(format->extension() == ".txt");
    CHECK_FALSE(format->one_document());
    CHECK_FALSE(format->one_instance_per_text());
  }
  // pzprjs has no Numbrix type, Tatham's collection no Numbrix game.
  CHECK(codec().format("puzzlink") == nullptr);
  CHECK(codec().format("tatham") == nullptr);
  CHECK(codec().format("json") == nullptr);
}

// ---------------------------------------------------------------------------
// The IST judge text

TEST_CASE("Numbrix judge text: the FORMATS example reads and writes back byte for byte", "[numbrix][formats]") {
  const Instance instance = pg::test::reads_back(judge(), kSeed);
  CHECK(instance.puzzle == "numbrix");
  CHECK(instance.rows == 3);
  CHECK(instance.cols == 3);
  CHECK(instance.rules.empty());
  CHECK(instance.givens == seed().givens);
  CHECK(judge().write(seed()) == kSeed);

  // Numbers of several digits, one TAB between them, 0 for an empty cell.
  CHECK(pg::test::reads_back(judge(), kFour).givens == four().givens);
  // The smallest grids; the largest number N*N.
  CHECK(judge().write(board(1, 1, {1})) == "1\n1\n");
  CHECK(judge().write(board(1, 1, {0})) == "1\n0\n");
  Instance wide = board(60, 60, std::vector<int>(3600, 0));
  wide.givens[0] = 3600;
  wide.givens[3599] = 1;
  const std::string text = pg::test::round_trip(judge(), wide).text;
  CHECK(text.substr(0, 12) == "60\n3600\t0\t0\t");
  CHECK(text.substr(text.size() - 7) == "\t0\t0\t1\n");
}

TEST_CASE("Numbrix judge text: read leniently, as student files are written", "[numbrix][formats]") {
  const std::vector<int> expected = seed().givens;
  auto reads_seed = [&](const std::string& text) {
    INFO("text: " << text);
    const std::vector<Instance> read = judge().read(text);
    REQUIRE(read.size() == 1);
    CHECK(read[0].rows == 3);
    CHECK(read[0].givens == expected);
  };
  reads_seed(crlf(kSeed));
  reads_seed(kSeed.substr(0, kSeed.size() - 1));   // no final newline
  reads_seed(kSeed + "\n\n  \n\t\n");                // trailing blank lines
  reads_seed("3\n0 0 0\n0 0 2\n0 6 0\n");           // spaces, as some student files have
  reads_seed("  3 \n0  0\t 0\t\n\t0 0 2   \n0\t\t6\t0");  // any run of spaces and TABs
  reads_seed("\n\n3\n\n0\t0\t0\n0\t0\t2\n\n0\t6\t0\n");  // blank lines before and among the rows
  reads_seed("3\r\n0 0 0\r\n0 0 2\r\n0 6 0");
  // Leading zeros, as Python's int() takes them; written without.
  CHECK(pg::test::reads_back(judge(), "3\n00\t0\t0\n0\t0\t02\n0\t006\t0\n", kSeed).givens == expected);

  // Several instances: one after another as the CLI writes them (an empty
  // line between), or with no line between, each item where its size is.
  const std::string two = kSeed + "\n" + kFour;
  CHECK(judge().item(seed(), {}, true) + judge().item(four(), {}, false) == two);
  std::vector<pg::ReadItem> items = judge().read_items(two);
  REQUIRE(items.size() == 2);
  CHECK(items[0].line == 1);
  CHECK(items[1].line == 6);
  REQUIRE(items[1].instance);
  CHECK(items[1].instance->givens == four().givens);
  const std::vector<Instance> packed = judge().read(kSeed + kFour + kSeed);
  REQUIRE(packed.size() == 3);
  CHECK(packed[1].givens == four().givens);
  CHECK(packed[2].givens == expected);
}

TEST_CASE("Numbrix judge text: malformed input is refused with line and column", "[numbrix][formats]") {
  std::string wide = "3\n0\t0\t0\t0\n";
  pg::test::check_refusals(
      judge(),
      {
          {"", 1, 1, "empty input: expected the grid size N on the first line"},
          {"\n \n\t\n", 1, 1, "empty input: expected the grid size N on the first line"},
          // The size line, as Takuzu's judge text says it.
          {"0\n", 1, 1, "the grid size N must be between 1 and 60, found '0'"},
          {"61\n", 1, 1, "the grid size N must be between 1 and 60, found '61'"},
          {"99999999999999999999\n0\n", 1, 1, "the grid size N must be between 1 and 60, found '99999999999999999999'"},
          {"x\n", 1, 1, "expected the grid size N, found 'x'"},
          {"-3\n", 1, 1, "the grid size N must be between 1 and 60, found '-3'"},
          {"3 3\n0\t0\t0\n", 1, 1, "expected the grid size N alone on its line, found 2 values"},
          {"  3\t3\n", 1, 3, "expected the grid size N alone on its line, found 2 values"},
          // Numbers: 0 (empty) to N*N, digits only.
          {"3\n0\t0\t0\n0\t0\t10\n0\t6\t0\n", 3, 5, "a number in a 3x3 grid must be between 0 and 9, found '10'"},
          {"3\n0\t0\t0\n0\t0\t99999999999\n0\t6\t0\n", 3, 5,
           "a number in a 3x3 grid must be between 0 and 9, found '99999999999'"},
          {"3\n0\t0\t0\n0\t-1\t2\n0\t6\t0\n", 3, 3, "expected a number 0..9 (0 an empty cell), found '-1'"},
          {"3\n0\t0\t0\n0\tx\t2\n0\t6\t0\n", 3, 3, "expected a number 0..9 (0 an empty cell), found 'x'"},
          {"3\n0\t0\t0\n0\t.\t2\n0\t6\t0\n", 3, 3, "expected a number 0..9 (0 an empty cell), found '.'"},
          {"3\n0\t0\t0\n0\t0\t+2\n0\t6\t0\n", 3, 5, "expected a number 0..9 (0 an empty cell), found '+2'"},
          {"3\n0,0,0\n0\t0\t2\n0\t6\t0\n", 2, 1, "expected a number 0..9 (0 an empty cell), found '0,0,0'"},
          {"2\n1\t2.5\n0\t0\n", 2, 3, "expected a number 0..4 (0 an empty cell), found '2.5'"},
          // No number given twice: the second named, and the first's place.
          {"3\n0\t0\t0\n0\t0\t2\n0\t2\t0\n", 4, 3,
           "the number 2 is given twice: at (2,1) here and at (1,2) on line 3, column 5"},
          {"3\n9 0 0\n\n0   0 2\n0 6 9\n", 5, 5, "the number 9 is given twice: at (2,2) here and at (0,0) on line 2, column 1"},
          // Rows of N numbers, N of them.
          {wide + "0\t0\t2\n0\t6\t0\n", 2, 7, "row 0 has more than 3 cells"},
          {"3\n0\t0\t0\n0\t0\n0\t6\t0\n", 3, 4, "row 1 has 2 cells, expected 3"},
          {"3\n0\t0\t0\n0\t0  \n0\t6\t0\n", 3, 6, "row 1 has 2 cells, expected 3"},
          {"3\n0\t0\t0\n0\t0\t2\n", 4, 1, "expected 3 rows, found 2"},
          {"3\n0\t0\t0\n0\t0\t2\n\n\n", 4, 1, "expected 3 rows, found 2"},
          {"3\n", 2, 1, "expected 3 rows, found 0"},
          {"3\r\n0\t0\t0\r\n0\t0\t10\r\n0\t6\t0\r\n", 3, 5, "a number in a 3x3 grid must be between 0 and 9, found '10'"},
          // A row too many is read as the next size line.
          {kSeed + "0\t0\t0\n", 5, 1, "expected the grid size N alone on its line, found 3 values"},
          // The second instance's faults are placed in the whole text.
          {kSeed + "\n2\n1\t0\n0\t5\n", 8, 3, "a number in a 2x2 grid must be between 0 and 4, found '5'"},
      });

  // A malformed grid is refused and the next one read, N rows on; a
  // malformed size line stops reading there.
  std::vector<pg::ReadItem> items = judge().read_items("2\n1\t1\n0\t0\n\n" + kSeed + "\nx\n" + kSeed);
  REQUIRE(items.size() == 3);
  REQUIRE(items[0].error);
  CHECK(items[0].error->line() == 2);
  CHECK(items[0].error->column() == 3);
  CHECK(items[1].line == 5);
  REQUIRE(items[1].instance);
  CHECK(items[1].instance->givens == seed().givens);
  REQUIRE(items[2].error);
  CHECK(items[2].line == 10);
  CHECK(std::string(items[2].error->what()) == "expected the grid size N, found 'x'");
}

TEST_CASE("Numbrix judge text: what it cannot hold is not written", "[numbrix][formats]") {
  CHECK_THAT(pg::test::format_error([] { judge().write(board(2, 3, std::vector<int>(6, 0))); }),
             Catch::Equals("the IST Numbrix judge text holds square grids only; this one is 2x3"));
  Instance bad = seed();
  bad.givens[0] = 10;
  CHECK_THAT(pg::test::format_error([&] { judge().write(bad); }),
             Catch::Equals("a Numbrix given in a 3x3 grid is a number 1..9; found 10 at (0,0)"));
  bad.givens[0] = 0;
  CHECK_THROWS_AS(judge().write(bad), pg::FormatError);
  bad.givens[0] = 6;
  CHECK_THAT(pg::test::format_error([&] { judge().write(bad); }),
             Catch::Equals("the number 6 is given twice, at (0,0) and at (2,1)"));
  bad.givens[0] = 1;
  CHECK(judge().write(bad) == "3\n1\t0\t0\n0\t0\t2\n0\t6\t0\n");
  bad.givens.pop_back();
  CHECK_THROWS_AS(judge().write(bad), pg::FormatError);
  CHECK_THROWS_AS(grid().write(bad), pg::FormatError);
}

// ---------------------------------------------------------------------------
// The solution text

TEST_CASE("Numbrix solution text: the judge's output, written and read back leniently", "[numbrix][formats]") {
  CHECK(codec().write_solution(seed(), kSeedCells) == kSeedSolution);
  CHECK(codec().read_solution(seed(), kSeedSolution) == kSeedCells);
  CHECK(codec().write_solution(four(), kFourCells) == "1\t2\t3\t4\n8\t7\t6\t5\n9\t10\t11\t12\n16\t15\t14\t13\n");
  CHECK(codec().read_solution(four(), codec().write_solution(four(), kFourCells)) == kFourCells);

  // As solvers print it: spaces, CRLF, blank lines, no final newline; the
  // input's size line before the rows.
  CHECK(codec().read_solution(seed(), crlf(kSeedSolution)) == kSeedCells);
  CHECK(codec().read_solution(seed(), "9 4 3\n8 5 2\n7 6 1") == kSeedCells);
  CHECK(codec().read_solution(seed(), "\n 9  4\t3\n\n8\t5 2  \n7 6 1\n\n") == kSeedCells);
  CHECK(codec().read_solution(seed(), "3\n" + kSeedSolution) == kSeedCells);
  CHECK(codec().read_solution(seed(), "3\r\n9\t4\t3\r\n8\t5\t2\r\n7\t6\t1") == kSeedCells);

  // Rectangles (from the grid text), a single row, a single column.
  const Instance strip = board(2, 3, {0, 0, 0, 0, 0, 0});
  const std::vector<int> strip_cells{1, 2, 3, 6, 5, 4};
  CHECK(codec().write_solution(strip, strip_cells) == "1\t2\t3\n6\t5\t4\n");
  CHECK(codec().read_solution(strip, "1 2 3\n6 5 4\n") == strip_cells);
  CHECK(codec().read_solution(board(1, 4, {0, 0, 0, 0}), "4 3 2 1") == std::vector<int>{4, 3, 2, 1});
  CHECK(codec().read_solution(board(3, 1, {0, 0, 0}), "1\n2\n3\n") == std::vector<int>{1, 2, 3});

  // Whether the numbers make a path through the givens is the rule
  // checker's to say: any numbers 1..R*C read.
  CHECK(codec().read_solution(seed(), "1 1 1\n1 1 1\n9 9 9\n") == std::vector<int>{1, 1, 1, 1, 1, 1, 9, 9, 9});

  CHECK_THROWS_AS(codec().write_solution(seed(), std::vector<int>(8, 1)), pg::FormatError);
}

TEST_CASE("Numbrix solution text: unreadable text is refused with line and column", "[numbrix][formats]") {
  pg::test::check_solution_refusals(
      codec(), seed(),
      {
          {"", 1, 1, "empty solution: expected 3 rows of the numbers 1..9"},
          {" \n\n", 1, 1, "empty solution: expected 3 rows of the numbers 1..9"},
          {"9\t4\t3\n8\t0\t2\n7\t6\t1\n", 2, 3, "a number in the solution of a 3x3 grid must be between 1 and 9, found '0'"},
          {"9\t4\t3\n8\t10\t2\n7\t6\t1\n", 2, 3,
           "a number in the solution of a 3x3 grid must be between 1 and 9, found '10'"},
          {"9\t4\t3\n8\tx\t2\n7\t6\t1\n", 2, 3, "expected a number 1..9, found 'x'"},
          {"9\t4\t3\n8\t.\t2\n7\t6\t1\n", 2, 3, "expected a number 1..9, found '.'"},
          {"9\t4\t3\n8\t-5\t2\n7\t6\t1\n", 2, 3, "expected a number 1..9, found '-5'"},
          {"9\t4\t3\t1\n8\t5\t2\n7\t6\t1\n", 1, 7, "row 0 has more than 3 cells"},
          {"9\t4\t3\n8\t5\n7\t6\t1\n", 2, 4, "row 1 has 2 cells, expected 3"},
          {"9\t4\t3\n8\t5\t2\n", 3, 1, "expected 3 rows, found 2"},
          {"9\t4\t3\n8\t5\t2\n7\t6\t1\n  1 2 3\n", 4, 3, "unexpected text after the 3 rows of the solution"},
          {"4\n9\t4\t3\n8\t5\t2\n7\t6\t1\n", 1, 1, "the solution is for a 4x4 grid, the instance is 3x3"},
          {"0\n9\t4\t3\n8\t5\t2\n7\t6\t1\n", 1, 1, "the grid size N must be between 1 and 60, found '0'"},
          {"3\n9\t4\t3\n8\t5\t2\n", 4, 1, "expected 3 rows, found 2"},
          {"9\t4\t3\r\n8\t5\t2\r\n7\t6\t\r\n", 3, 5, "row 2 has 2 cells, expected 3"},
          // What a solver prints when it finds none is no solution.
          {"no solution\n", 1, 1, "expected a number 1..9, found 'no'"},
      });
  // A rectangle has no size line: one number alone is a row too short.
  pg::test::check_solution_refusals(codec(), board(2, 3, std::vector<int>(6, 0)),
                                    {
                                        {"1 2 3\n6 5\n", 2, 4, "row 1 has 2 cells, expected 3"},
                                        {"2\n1 2 3\n6 5 4\n", 1, 1, "the solution is for a 2x2 grid, the instance is 2x3"},
                                        {"1 2 3\n6 5 7\n", 2, 5,
                                         "a number in the solution of a 2x3 grid must be between 1 and 6, found '7'"},
                                    });
}

// ---------------------------------------------------------------------------
// The grid text

TEST_CASE("Numbrix grid text: read and written back byte for byte, rectangles too", "[numbrix][formats]") {
  const Instance instance = pg::test::reads_back(grid(), kGridSeed);
  CHECK(instance.puzzle == "numbrix");
  CHECK(instance.givens == seed().givens);
  CHECK(grid().write(seed()) == kGridSeed);
  CHECK(pg::test::round_trip(grid(), four()).text == "1 . . 4\n. . 6 .\n. 10 . .\n16 . . 13\n");

  // No final newline, CRLF, any run of spaces and TABs, trailing blank lines.
  CHECK(grid().read(kGridSeed.substr(0, kGridSeed.size() - 1))[0].givens == seed().givens);
  CHECK(grid().read(crlf(kGridSeed))[0].givens == seed().givens);
  CHECK(grid().read("  .\t.  .\n. . 2   \n.\t6 .\t\n\n \n")[0].givens == seed().givens);

  // Several instances, separated by blank lines; rectangles; a 1x1.
  auto three = grid().read(kGridSeed + "\n\n" + ". . 3\n6 . .\n\n1\n");
  REQUIRE(three.size() == 3);
  CHECK(three[1].rows == 2);
  CHECK(three[1].cols == 3);
  CHECK(three[1].givens == board(2, 3, {0, 0, 3, 6, 0, 0}).givens);
  CHECK(three[2].givens == std::vector<int>{1});
  CHECK(grid().item(seed(), {}, true) + grid().item(board(2, 3, {0, 0, 3, 6, 0, 0}), {}, false) ==
        kGridSeed + "\n. . 3\n6 . .\n");
  Instance tall = board(60, 1, std::vector<int>(60, 0));
  tall.givens[59] = 60;
  CHECK(pg::test::round_trip(grid(), tall).text.substr(0, 6) == ".\n.\n.\n");
}

TEST_CASE("Numbrix grid text: malformed input is refused with line and column", "[numbrix][formats]") {
  std::string wide;
  for (int c = 0; c < 61; ++c) wide += ". ";
  std::string tall;
  for (int r = 0; r < 61; ++r) tall += ". .\n";
  pg::test::check_refusals(
      grid(),
      {
          {"", 1, 1, "empty input: expected rows of '.' and numbers separated by spaces"},
          {". . .\n. .\n. . .\n", 2, 4, "row 1 has 2 cells, expected 3"},
          {". . .\n. . . .\n. . .\n", 2, 7, "row 1 has 4 cells, expected 3"},
          {". . .\n. x .\n", 2, 3, "expected '.' or a number, found 'x'"},
          {". . #\n", 1, 5, "expected '.' or a number, found '#'"},
          {". . -1\n", 1, 5, "expected '.' or a number, found '-1'"},
          {". 0 .\n. . .\n. . .\n", 1, 3, "a number in a 3x3 grid must be between 1 and 9, found '0'"},
          {". . .\n. . .\n. . 10\n", 3, 5, "a number in a 3x3 grid must be between 1 and 9, found '10'"},
          {". .\n. .\n\n. . 4\n", 4, 5, "a number in a 1x3 grid must be between 1 and 3, found '4'"},
          {". 2 .\n. . .\n. . 2\n", 3, 5, "the number 2 is given twice: at (2,2) here and at (0,1) on line 1, column 3"},
          {wide + "\n", 1, 121, "numbrix size 1x61 is out of range: each side must be between 1 and 60"},
          {tall, 61, 1, "numbrix size 61x2 is out of range: each side must be between 1 and 60"},
      });
}

// ---------------------------------------------------------------------------
// Every format on random instances

TEST_CASE("Numbrix formats: random instances round-trip through every format and JSON", "[numbrix][formats]") {
  pg::Rng rng(2026, 4);
  int written = 0, refused = 0, two_digits = 0;
  auto round_trip = [&](int rows, int cols, int percent) {
    Instance instance;
    instance.puzzle = "numbrix";
    instance.rows = rows;
    instance.cols = cols;
    // A random path's numbers stand in for a solution: each number once.
    std::vector<int> numbers(static_cast<std::size_t>(rows * cols));
    std::iota(numbers.begin(), numbers.end(), 1);
    rng.shuffle(numbers);
    for (int v : numbers) {
      const bool given = static_cast<int>(rng.below(100)) < percent;
      instance.givens.push_back(given ? v : kNone);
      two_digits += given && v >= 10;
    }
    if (rng.coin()) instance.solution = numbers;
    INFO(pg::size_string(rows, cols) << ":\n" << grid().write(instance));
    for (const pg::Format* format : codec().formats()) {
      if (format == &judge() && rows != cols) {
        CHECK_THROWS_AS(format->write(instance), pg::FormatError);
        ++refused;
        continue;
      }
      pg::test::round_trip(*format, instance);
      ++written;
    }
    const pg::test::RoundTrip trip = pg::test::round_trip(json(), instance);
    CHECK(trip.back.solution == instance.solution);
    // The solution text too, when there is one.
    if (instance.solution) {
      const std::string text = codec().write_solution(instance, *instance.solution);
      CHECK(codec().read_solution(instance, text) == *instance.solution);
    }
  };
  for (int rows = 1; rows <= 9; ++rows)
    for (int cols = 1; cols <= 9; ++cols)
      for (int trial = 0; trial < 4; ++trial) round_trip(rows, cols, static_cast<int>(rng.below(101)));
  for (auto [rows, cols] : {std::pair{16, 16}, {20, 31}, {45, 7}, {60, 60}, {1, 60}, {60, 1}})
    for (int trial = 0; trial < 3; ++trial) round_trip(rows, cols, 2 + trial * 30);
  CHECK(refused == 72 * 4 + 4 * 3);
  CHECK(written == (81 * 4 + 6 * 3) * 2 - refused);
  CHECK(two_digits > 1000);
}

// ---------------------------------------------------------------------------
// JSON

TEST_CASE("Numbrix JSON cells: givens null or the number, solution cells the number", "[numbrix][formats]") {
  Instance instance = seed();
  instance.solution = kSeedCells;
  const pg::test::RoundTrip trip = pg::test::round_trip(json(), instance);
  CHECK(trip.text.find("\"puzzle\":\"numbrix\",\"rows\":3,\"cols\":3,"
                       "\"givens\":[[null,null,null],[null,null,2],[null,6,null]],"
                       "\"solution\":[[9,4,3],[8,5,2],[7,6,1]]") != std::string::npos);
  CHECK(trip.back.solution == instance.solution);

  // The codec knows no grid size here: it holds numbers to the largest grid,
  // as Kuromasu's and Nurikabe's do; the text readers hold them to their own.
  CHECK(codec().valid_given(kNone));
  CHECK(codec().valid_given(1));
  CHECK(codec().valid_given(3600));
  CHECK_FALSE(codec().valid_given(0));
  CHECK_FALSE(codec().valid_given(3601));
  CHECK_FALSE(codec().valid_given(-2));
  CHECK(codec().valid_solution_value(1));
  CHECK(codec().valid_solution_value(3600));
  CHECK_FALSE(codec().valid_solution_value(kNone));
  CHECK_FALSE(codec().valid_solution_value(0));
  CHECK_FALSE(codec().valid_solution_value(3601));

  auto document = [](const std::string& givens, const std::string& solution = "") {
    return "{\"format\":\"puzzlegen\",\"version\":1,\"puzzle\":\"numbrix\",\"rows\":1,\"cols\":2,\"givens\":[" +
           givens + "]" + (solution.empty() ? "" : ",\"solution\":[" + solution + "]") + "}";
  };
  CHECK(json().read(document("[null,2]", "[1,2]"))[0].givens == std::vector<int>{kNone, 2});
  pg::test::check_refusals(
      json(),
      {
          {document("[null,0]"), 1, 88, "invalid numbrix given 0 in \"givens\" at (0,1)"},
          {document("[3601,null]"), 1, 83, "invalid numbrix given 3601 in \"givens\" at (0,0)"},
          {document("[\"2\",null]"), 1, 83, "invalid numbrix given \"2\" in \"givens\" at (0,0)"},
          {document("[null,2]", "[0,2]"), 1, 105, "invalid numbrix solution cell 0 in \"solution\" at (0,0)"},
          {document("[null,2]", "[null,2]"), 1, 105, "invalid numbrix solution cell null in \"solution\" at (0,0)"},
      });
  // What JSON holds beyond the grid (a number above R*C, one given twice)
  // the text writers refuse rather than write what their readers refuse.
  const Instance beyond = json().read(document("[5,null]"))[0];
  CHECK_THROWS_AS(grid().write(beyond), pg::FormatError);
  const Instance twice = json().read(document("[1,1]"))[0];
  CHECK_THROWS_AS(grid().write(twice), pg::FormatError);
}

// ---------------------------------------------------------------------------
// Sniffing, and the texts other puzzles read as well

TEST_CASE("Numbrix formats: each sniffs its own texts, and these other formats share them", "[numbrix][formats]") {
  // The judge text has Takuzu's judge text's shape (same course): Takuzu's
  // sniff claims it too, and Takuzu's reader refuses any number above 2, so
  // a real Numbrix text is read as Numbrix only.
  const std::vector<std::string> judge_texts{kSeed,
                                             crlf(kSeed),
                                             "3\n0 0 0\n0 0 2\n0 6 0",
                                             kFour,
                                             kSeed + "\n" + kFour,
                                             "3\n0\t0\t0\n0\t0\t6\n0\t6\t0\n",  // read() explains the repeat
                                             "3\n0\t0\t0\n0\t0\t10\n0\t6\t0\n"};  // and the range
  for (const std::string& text : judge_texts) check_claimed(judge(), text, {"takuzu judge"});
  for (const std::string& text : {kSeed, kFour, kSeed + "\n" + kFour}) {
    INFO(text);
    CHECK(readers_of(text) == std::vector<std::string>{"numbrix judge"});
    CHECK_THROWS_AS(takuzu_judge().read(text), pg::InputError);
  }

  // Takuzu's texts stay Takuzu's: a grid of 0, 1 and 2 alone that repeats a
  // 1 or a 2 (every Takuzu puzzle with two blanks) is no Numbrix text, and
  // Numbrix's sniff leaves it alone, so check_detected keeps holding for
  // Takuzu's judge text once Numbrix joins the catalogue.
  const std::string blank4 = "4\n2\t2\t2\t2\n2\t2\t2\t2\n2\t2\t2\t2\n2\t2\t2\t2\n";
  for (const std::string& text : {kT01, blank4, std::string("2\n0\t1\n1\t0\n"), crlf(kT01)}) {
    INFO(text);
    CHECK_FALSE(judge().sniff(text));
    CHECK_THROWS_AS(judge().read(text), pg::InputError);
    CHECK(readers_of(text) == std::vector<std::string>{"takuzu judge"});
  }
  CHECK_THAT(std::string(pg::test::input_error([&] { judge().read(kT01); }).message),
             Catch::Equals("the number 2 is given twice: at (0,1) here and at (0,0) on line 2, column 1"));

  // A Takuzu text with a stray 3 is sniffed by both and read by neither: the
  // command line reports the reader that got further, Takuzu's, at the 3.
  const std::string stray = "4\n2\t2\t0\t1\n1\t0\t3\t1\n0\t2\t1\t0\n1\t2\t2\t2\n";
  CHECK(judge().sniff(stray));
  CHECK(readers_of(stray).empty());
  const pg::test::Raised as_numbrix = pg::test::input_error([&] { judge().read(stray); });
  const pg::test::Raised as_takuzu = pg::test::input_error([&] { takuzu_judge().read(stray); });
  CHECK(as_numbrix.located == "2:3: the number 2 is given twice: at (0,1) here and at (0,0) on line 2, column 1");
  CHECK(as_takuzu.located == "3:5: expected 0, 1 or 2 (blank), found '3'");

  // Genuinely ambiguous: a grid of 0, 1 and 2 with at most one 1 and one 2
  // reads as both puzzles (Takuzu: 0 and 1 given, 2 blank; Numbrix: 0 empty,
  // 1 and 2 given). Both sniff it; the command line settles it by the file's
  // name or --puzzle (both are their puzzle's default format).
  for (const std::string& text : {std::string("2\n1\t0\n0\t0\n"), std::string("2\n1\t2\n0\t0\n"),
                                  std::string("3\n0\t0\t0\n0\t0\t0\n0\t0\t0\n"), std::string("1\n1\n"),
                                  std::string("1\n0\n")}) {
    INFO(text);
    CHECK(judge().sniff(text));
    CHECK(takuzu_judge().sniff(text));
    CHECK(readers_of(text) == std::vector<std::string>{"numbrix judge", "takuzu judge"});
  }
  // A word among numbers above 2 is a Numbrix text with a slip, Numbrix's
  // to explain; among 0, 1 and 2 alone it stays Takuzu's.
  const std::string slip = "3\n0\t0\t0\n0\t0\t7\tx\n0\t6\t0\n";
  CHECK(judge().sniff(slip));
  CHECK(readers_of(slip).empty());
  CHECK(pg::test::input_error([&] { judge().read(slip); }).located == "3:7: expected a number 0..9 (0 an empty cell), found 'x'");
  CHECK_FALSE(judge().sniff("4\n2 2 x 1\n1 0 2 1\n0 2 1 0\n1 2 2 2\n"));
  // A Takuzu 1x1 blank is no Numbrix grid (2 > 1*1).
  CHECK(readers_of("1\n2\n") == std::vector<std::string>{"takuzu judge"});

  // The grid text has Nurikabe's and Kuromasu's grid shape: every Numbrix
  // grid reads as a Nurikabe grid (numbers 1..R*C, repeats allowed there),
  // and as a Kuromasu grid when its numbers are at most R+C-1. Neither is
  // Numbrix's default format; Nurikabe's grid is Nurikabe's, so a Numbrix
  // grid in a file not named for Numbrix is read as Nurikabe, with a note.
  const std::vector<std::string> grid_texts{kGridSeed, crlf(kGridSeed), ". 3", ".\n.",
                                            "1 . . 4\n. . 6 .\n. 10 . .\n16 . . 13\n"};
  for (const std::string& text : grid_texts) check_claimed(grid(), text, {"nurikabe grid", "kuromasu grid"});
  CHECK(readers_of(kGridSeed) == std::vector<std::string>{"numbrix grid", "nurikabe grid"});
  CHECK(nurikabe_grid().read(kGridSeed)[0].givens == seed().givens);
  CHECK_THAT(std::string(pg::test::input_error([] { kuromasu_grid().read(kGridSeed); }).message),
             Catch::Equals("a clue in a 3x3 grid must be between 1 and 5, found '6'"));
  CHECK(readers_of(". 3\n2 .\n") == std::vector<std::string>{"kuromasu grid", "numbrix grid", "nurikabe grid"});
  // Nurikabe's and Kuromasu's grids that repeat a number are theirs alone.
  CHECK(readers_of(". . .\n. . .\n2 . 2\n") == std::vector<std::string>{"kuromasu grid", "nurikabe grid"});

  // A solution is no instance; each format leaves the other's texts alone.
  for (const pg::Format* format : codec().formats())
    pg::test::check_not_sniffed(*format, {kSeedSolution, "1 2\n4 3\n", "9 4 3"});
  pg::test::check_not_sniffed(judge(), grid_texts);
  pg::test::check_not_sniffed(grid(), judge_texts);
  pg::test::check_not_sniffed(judge(), {"", "\n\n", "x\n0 0\n", "3 3\n0 0 0\n", "3\n0 x 0\n", "3\n0 . 0\n",
                                        "3\n0 -1 0\n", "--#----\n-1---3-\n", "0123\n----", "5 5\n1 1 2\n",
                                        "6x6u:caDgnBEa", "nurikabe/5/5/g5k2o1k3g", "BOARDS = [[['1']]]",
                                        pg::test::json_of(pg::takuzu::codec().format("judge")->read(kT01)[0])});
  pg::test::check_not_sniffed(grid(), {"", ".", "1 2\n3 4\n", ". x\n", "5 5\n1 1 2\n"});
  // And the other puzzles' own texts are not Numbrix's.
  for (const std::string& text :
       {std::string("--#----\n-1---3-\n"), std::string("6x6udn:caDgnBEa"), std::string("7x7b20s4d0:a2bBfBa300qB0Ba0f0bBa"),
        std::string("https://puzz.link/p?akari/6/6/nekcakbl"), std::string("nurikabe/5/5/g5k2o1k3g"),
        std::string("5 5\n1 1 2\n"), std::string("BOARDS = [[['0', '2'], ['2', '3']]]\n"), std::string("9x6:h7_8k10c11b7c12k6_5h")})
    for (const pg::Format* format : codec().formats()) {
      INFO(text);
      CHECK_FALSE(format->sniff(text));
    }
  // JSON of a Numbrix instance is JSON's.
  const std::string document = json().write(seed());
  CHECK(pg::json_format().sniff(document));
  for (const pg::Format* format : codec().formats()) CHECK_FALSE(format->sniff(document));
}

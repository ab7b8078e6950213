// Takuzu: the rule checker, the formats, SAT counts against brute force, the
// logic solver against SAT.
#include <catch2/catch.hpp>

#include <fstream>
#include <sstream>

#include "core/errors.hpp"
#include "formats/takuzu/codec.hpp"
#include "puzzles/catalogue.hpp"
#include "generator/rng.hpp"
#include "solvers/takuzu/logic.hpp"
#include "solvers/takuzu/rules.hpp"
#include "solvers/takuzu/solver.hpp"
#include "format_contract.hpp"
#include "solver_contract.hpp"
#include "support.hpp"

using pg::Difficulty;
using pg::Instance;
using pg::kNone;

namespace {

Instance blank(int rows, int cols) { return pg::test::blank_instance("takuzu", rows, cols); }

std::vector<int> grid(std::initializer_list<std::string_view> rows) {
  std::vector<int> cells;
  for (auto row : rows)
    for (char c : row) cells.push_back(c == '.' ? kNone : c - '0');
  return cells;
}

Instance puzzle(int n, std::initializer_list<std::string_view> rows) {
  Instance instance = blank(n, n);
  instance.givens = grid(rows);
  return instance;
}

const pg::Format& judge() { return *pg::takuzu::codec().format("judge"); }
const pg::Format& tatham() { return *pg::takuzu::codec().format("tatham"); }

// Brute force, independent of the encoding and of the logic solver: every
// grid, row by row from the lines that pass a plain line check, then the rule
// checker on the whole.
bool line_ok(const std::vector<int>& line) {
  int ones = 0, n = static_cast<int>(line.size());
  for (int i = 0; i < n; ++i) {
    ones += line[static_cast<std::size_t>(i)];
    if (i >= 2 && line[static_cast<std::size_t>(i)] == line[static_cast<std::size_t>(i - 1)] &&
        line[static_cast<std::size_t>(i)] == line[static_cast<std::size_t>(i - 2)])
      return false;
  }
  return 2 * ones >= n - 1 && 2 * ones <= n + 1;
}

std::vector<std::vector<int>> all_solutions(int rows, int cols) {
  std::vector<std::vector<int>> lines;
  for (unsigned m = 0; m < (1u << cols); ++m) {
    std::vector<int> line(static_cast<std::size_t>(cols));
    for (int c = 0; c < cols; ++c) line[static_cast<std::size_t>(c)] = (m >> c) & 1;
    if (line_ok(line)) lines.push_back(line);
  }
  std::vector<std::vector<int>> result;
  std::vector<int> cells;
  Instance empty = blank(rows, cols);
  auto columns_possible = [&](int filled_rows) {
    for (int c = 0; c < cols; ++c) {
      int ones = 0;
      for (int r = 0; r < filled_rows; ++r) {
        int v = cells[static_cast<std::size_t>(r * cols + c)];
        ones += v;
        if (r >= 2 && v == cells[static_cast<std::size_t>((r - 1) * cols + c)] &&
            v == cells[static_cast<std::size_t>((r - 2) * cols + c)])
          return false;
      }
      if (2 * ones > rows + 1 || 2 * (filled_rows - ones) > rows + 1) return false;
    }
    return true;
  };
  std::function<void(int)> place = [&](int row) {
    if (row == rows) {
      if (pg::takuzu::check_rules(empty, cells).valid) result.push_back(cells);
      return;
    }
    for (const auto& line : lines) {
      cells.insert(cells.end(), line.begin(), line.end());
      if (columns_possible(row + 1)) place(row + 1);
      cells.resize(cells.size() - line.size());
    }
  };
  place(0);
  return result;
}

int brute_count(const std::vector<std::vector<int>>& solutions, const Instance& instance) {
  int count = 0;
  for (const auto& s : solutions) {
    bool match = true;
    for (std::size_t i = 0; i < s.size() && match; ++i)
      match = instance.givens[i] == kNone || instance.givens[i] == s[i];
    count += match;
  }
  return count;
}

const pg::Solver& solver() { return pg::takuzu::solver(); }

}  // namespace

// ---------------------------------------------------------------------------
// Rules

TEST_CASE("the rule checker accepts a valid grid and names each broken rule", "[takuzu][rules]") {
  Instance empty = blank(4, 4);
  auto valid = grid({"0101", "1001", "0110", "1010"});
  CHECK(pg::takuzu::check_rules(empty, valid).valid);

  auto rule_of = [&](const Instance& instance, const std::vector<int>& cells) {
    pg::RuleCheck check = pg::takuzu::check_rules(instance, cells);
    CHECK_FALSE(check.valid);
    CHECK_FALSE(check.detail.empty());
    return check.rule;
  };
  Instance given = puzzle(4, {"1...", "....", "....", "...."});
  CHECK(rule_of(given, valid) == "givens");
  CHECK(rule_of(empty, grid({"0001", "1101", "0110", "1010"})) == "three-in-a-row");
  CHECK(rule_of(empty, grid({"1101", "0110", "1001", "0110"})) == "balance");  // row 0: three 1s
  CHECK(rule_of(empty, grid({"0110", "1001", "0110", "1001"})) == "distinct-rows");
  CHECK(rule_of(empty, grid({"0101", "1010", "0101", "1010"})) == "distinct-rows");
  // Rows distinct, columns 0 and 1 equal (4x4 cannot do that: 4x6 can).
  Instance wide = blank(4, 6);
  pg::RuleCheck columns = pg::takuzu::check_rules(wide, grid({"001011", "110100", "001101", "110010"}));
  CHECK(columns.rule == "distinct-columns");
  CHECK(columns.detail == "columns 0 and 1 are equal");
  CHECK(rule_of(empty, grid({"0101", "1001", "0120", "1010"})) == "filled");
  CHECK(rule_of(empty, std::vector<int>(15, 0)) == "size");
  // Column three in a row, rows all fine.
  CHECK(rule_of(blank(3, 4), grid({"0110", "0101", "0011"})) == "three-in-a-row");
}

TEST_CASE("odd sides: counts may differ by one", "[takuzu][rules]") {
  Instance empty = blank(5, 5);
  auto valid = grid({"01011", "10100", "01010", "10101", "00110"});
  pg::RuleCheck check = pg::takuzu::check_rules(empty, valid);
  INFO(check.rule << ": " << check.detail);
  CHECK(check.valid);
  CHECK(pg::takuzu::check_rules(empty, grid({"01011", "10100", "01010", "10101", "00100"})).rule == "balance");
}

// ---------------------------------------------------------------------------
// Formats

TEST_CASE("the IST judge text reads and writes byte for byte", "[takuzu][formats]") {
  const std::string t01 = "4\n2\t2\t0\t1\n1\t0\t2\t1\n0\t2\t1\t0\n1\t2\t2\t2\n";
  const Instance instance = pg::test::reads_back(judge(), t01);
  CHECK(instance.rows == 4);
  CHECK(instance.givens == grid({"..01", "10.1", "0.10", "1..."}));

  // Lenient reading: spaces, CRLF, no final newline, several instances.
  auto loose = judge().read("4\r\n2 2 0 1\r\n1 0  2 1\n0\t2 1 0\n1 2 2 2");
  REQUIRE(loose.size() == 1);
  CHECK(loose[0].givens == instance.givens);
  CHECK(judge().read(t01 + "\n" + t01).size() == 2);
  pg::test::check_detected(judge(), t01);
}

TEST_CASE("the judge text reports malformed input with line and column", "[takuzu][formats]") {
  pg::test::check_refusals(
      judge(),
      {
          {"", 1, 1, "empty input: expected the grid size N on the first line"},
          {"0\n", 1, 1, "the grid size N must be between 1 and 60, found '0'"},
          {"1000\n", 1, 1, "the grid size N must be between 1 and 60, found '1000'"},
          {"99999999999999999999\n", 1, 1, "the grid size N must be between 1 and 60, found '99999999999999999999'"},
          {"x\n", 1, 1, "expected the grid size N, found 'x'"},
          {"2\n0\t3\n1\t0\n", 2, 3, "expected 0, 1 or 2 (blank), found '3'"},
          {"2\n0\t1\t1\n1\t0\n", 2, 5, "row 0 has more than 2 cells"},
          {"2\n0\n1\t0\n", 2, 2, "row 0 has 1 cells, expected 2"},
          {"3\n0\t1\t2\n1\t0\t2\n", 4, 1, "expected 3 rows, found 2"},
          {"2 2\n0\t1\n", 1, 1, "expected the grid size N alone on its line, found 2 values"},
      });
}

TEST_CASE("Tatham Unruly IDs read and write both ways", "[takuzu][formats]") {
  const Instance instance = pg::test::reads_back(tatham(), "6x6udn:caDgnBEa", "6x6u:caDgnBEa\n");
  CHECK(instance.rows == 6);
  CHECK(instance.cols == 6);
  std::vector<int> expected(36, kNone);
  expected[2] = 0;
  expected[3] = 0;
  expected[7] = 1;
  expected[14] = 0;
  expected[28] = 0;
  expected[30] = 1;
  expected[35] = 1;
  CHECK(instance.givens == expected);
  pg::test::check_detected(tatham(), "6x6udn:caDgnBEa\n");

  // Every ID sgt-unruly made comes back unchanged (long runs use z/Z).
  std::ifstream file(PUZZLEGEN_TEST_DATA "/sgt-unruly.txt");
  std::string id;
  int seen = 0;
  while (std::getline(file, id)) {
    pg::test::reads_back(tatham(), id, id + "\n");
    ++seen;
  }
  CHECK(seen == 12);
  // A run of 30 blank cells needs a 'z'.
  Instance sparse = blank(6, 6);
  sparse.givens[30] = 1;
  CHECK(tatham().write(sparse) == "6x6u:ZFf\n");  // Tatham's encoder: Z before a 1, lowercase sentinel
  CHECK(tatham().read("6x6u:ZFf")[0].givens == sparse.givens);
  CHECK(tatham().read("6x6u:zFf")[0].givens == sparse.givens);

  // Rectangles: W (columns) before H (rows).
  Instance wide = blank(6, 8);
  wide.givens[9] = 1;
  std::string text = tatham().write(wide);
  CHECK(text.rfind("8x6u:", 0) == 0);
  CHECK(tatham().read(text)[0].givens == wide.givens);
  CHECK(tatham().read(text)[0].rows == 6);
}

TEST_CASE("malformed Unruly IDs and unwritable sizes are refused clearly", "[takuzu][formats]") {
  pg::test::check_refusals(
      tatham(),
      {
          {"6x6u:caDg", 1, 10, "the Unruly description is too short for a 6x6 grid"},
          {"6x6u:caDgnBEaa", 1, 14, "the Unruly description runs past the 36 cells of a 6x6 grid"},
          {"6x6u:ca3gnBEa", 1, 8, "unexpected '3' in the Unruly description"},
          {"6x6:caDgnBEa", 1, 1, "this Unruly ID lacks 'u' (unique rows and columns): its rules are not Takuzu's"},
          {"6x6uq:caDgnBEa", 1, 5, "unexpected 'q' in the Unruly parameters"},
          {"0x6u:a", 1, 1, "the width must be between 1 and 60, found '0'"},
      });
  CHECK_THROWS_AS(tatham().write(blank(5, 5)), pg::FormatError);
  CHECK_THROWS_AS(tatham().write(blank(4, 4)), pg::FormatError);
  CHECK_THROWS_AS(judge().write(blank(4, 6)), pg::FormatError);
}

TEST_CASE("solution text: written with TABs, read leniently, shape checked", "[takuzu][formats]") {
  const pg::Codec& codec = pg::takuzu::codec();
  Instance instance = blank(4, 4);
  auto cells = grid({"0101", "1001", "0110", "1010"});
  std::string text = codec.write_solution(instance, cells);
  CHECK(text == "0\t1\t0\t1\n1\t0\t0\t1\n0\t1\t1\t0\n1\t0\t1\t0\n");
  CHECK(codec.read_solution(instance, text) == cells);
  CHECK(codec.read_solution(instance, "0 1 0 1\n1 0 0 1\n0 1 1 0\n1 0 1 0") == cells);
  CHECK(codec.read_solution(instance, "4\n" + text) == cells);
  CHECK_THROWS_AS(codec.read_solution(instance, "0\t1\t0\n"), pg::InputError);
  CHECK_THROWS_AS(codec.read_solution(instance, text + "1\t1\t1\t1\n"), pg::InputError);
  CHECK_THROWS_AS(codec.read_solution(instance, "0\t1\t0\t2\n1\t0\t0\t1\n0\t1\t1\t0\n1\t0\t1\t0\n"),
                  pg::InputError);
  CHECK_THROWS_AS(codec.read_solution(instance, "6\n" + text), pg::InputError);
}

TEST_CASE("JSON round-trips every field it writes", "[takuzu][formats]") {
  const pg::Format& json = pg::json_format();
  Instance instance = puzzle(4, {"..01", "10.1", "0.10", "1..."});
  instance.solution = grid({"0101", "1001", "0110", "1010"});
  instance.difficulty = Difficulty::medium;
  pg::Provenance provenance;
  provenance.seed = 18446744073709551615ULL;
  provenance.index = 7;
  provenance.parameters["size"] = "4x4";
  provenance.statistics["givens"] = 9;
  instance.provenance = provenance;
  const pg::test::RoundTrip trip = pg::test::round_trip(json, instance);
  CHECK(std::count(trip.text.begin(), trip.text.end(), '\n') == 1);
  CHECK(trip.text.rfind("{\"format\":\"puzzlegen\",\"version\":1,\"puzzle\":\"takuzu\"", 0) == 0);
  CHECK(trip.back.solution == instance.solution);
  CHECK(trip.back.difficulty == instance.difficulty);
  REQUIRE(trip.back.provenance);
  CHECK(trip.back.provenance->seed == provenance.seed);
  CHECK(trip.back.provenance->index == 7);
  CHECK(json.read(trip.text + trip.text).size() == 2);

  // A lone document's errors name what is wrong in it, with the line and
  // column of the value; a key given twice is refused at the second.
  pg::test::check_refusals(
      json,
      {
          {"{\"format\":\"puzzlegen\",\"version\":2}", 1, 33, "unsupported JSON version 2; this reader knows version 1"},
          {"{\"format\":\"puzzlegen\",\"version\":1,\"puzzle\":\"chess\"}", 1, 44, "unknown puzzle \"chess\""},
          {"{\"format\":\"puzzlegen\",\"version\":1,\"puzzle\":\"takuzu\",\"rows\":2,\"cols\":2,"
           "\"givens\":[[0,1],[1,5]]}",
           1, 90, "invalid takuzu given 5 in \"givens\" at (1,1)"},
          {"{\"format\":\"puzzlegen\",\"version\":1,\"puzzle\":\"takuzu\",\"rows\":2,\"cols\":2,"
           "\"givens\":[[0,1]]}",
           1, 80, "\"givens\" must be an array of 2 rows"},
          {"{\"format\": \"puzzlegen\",\n \"version\": }", 2, 13, pg::test::part_of("invalid JSON")},
          {"{\"format\": \"puzzlegen\",\n \"version\": 1, \"format\": \"puzzlegen\"}", 2, 16,
           "the key \"format\" is given twice in one object"},
      });
}

// ---------------------------------------------------------------------------
// SAT against brute force

TEST_CASE("SAT counts equal brute-force counts on every clue subset of 4x4 grids", "[takuzu][sat][brute]") {
  auto solutions = all_solutions(4, 4);
  REQUIRE(solutions.size() == 72);
  CHECK(pg::test::sat_count(solver(), blank(4, 4), 100) == 72);
  for (std::size_t g : {std::size_t{0}, std::size_t{41}}) {
    const auto& solution = solutions[g];
    for (unsigned subset = 0; subset < (1u << 16); subset += (g == 0 ? 1 : 7)) {
      std::vector<bool> keep(16);
      for (int i = 0; i < 16; ++i) keep[static_cast<std::size_t>(i)] = (subset >> i) & 1;
      Instance instance = pg::test::with_givens("takuzu", 4, 4, solution, keep);
      INFO("grid " << g << " subset " << subset);
      const int expected = brute_count(solutions, instance);
      REQUIRE(pg::test::sat_count(solver(), instance, 100) == expected);
      if (subset % 64 == 0) REQUIRE(pg::test::complete_count(solver(), instance, 100) == expected);
    }
  }
  // The complete encoding states distinct lines: without them a blank 6x6
  // would have 5,868 solutions with distinct rows (by brute force), 4,140
  // with distinct columns too.
  CHECK(pg::test::complete_count(solver(), blank(4, 4), 100) == 72);
  CHECK(pg::test::complete_count(solver(), blank(6, 6), 5000) == 4140);
}

TEST_CASE("SAT counts equal brute-force counts on random 5x5, 6x6 and 4x6 instances", "[takuzu][sat][brute]") {
  pg::Rng rng(2024, 1);
  for (auto [rows, cols] : {std::pair{5, 5}, std::pair{6, 6}, std::pair{4, 6}, std::pair{5, 6}}) {
    auto solutions = all_solutions(rows, cols);
    REQUIRE_FALSE(solutions.empty());
    const int cells = rows * cols;
    for (int trial = 0; trial < 150; ++trial) {
      Instance instance = blank(rows, cols);
      const auto& base = solutions[rng.below(static_cast<std::uint32_t>(solutions.size()))];
      int density = 10 + static_cast<int>(rng.below(50));  // percent
      bool noisy = trial % 5 == 0;                            // givens not from one solution
      for (int i = 0; i < cells; ++i) {
        if (static_cast<int>(rng.below(100)) >= density) continue;
        instance.givens[static_cast<std::size_t>(i)] = noisy ? static_cast<int>(rng.below(2)) : base[static_cast<std::size_t>(i)];
      }
      int expected = brute_count(solutions, instance);
      INFO(rows << "x" << cols << " trial " << trial);
      REQUIRE(pg::test::sat_count(solver(), instance, 1000) == std::min(expected, 1000));
    }
  }
}

// ---------------------------------------------------------------------------
// Logic against SAT

TEST_CASE("the logic solver never contradicts SAT on random instances", "[takuzu][logic]") {
  pg::Rng rng(77, 3);
  pg::test::Outcomes outcomes;
  for (int trial = 0; trial < 400; ++trial) {
    int rows = 4 + static_cast<int>(rng.below(7)), cols = 4 + static_cast<int>(rng.below(7));
    if (trial % 2 == 0) cols = rows;
    Instance instance = blank(rows, cols);
    // Givens from a SAT solution with random holes, sometimes with noise.
    pg::sat::Session session;
    auto encoding = solver().encode(session, instance);
    pg::sat::Found base = pg::sat::search(session, *encoding, {});
    if (base.outcome != pg::sat::Outcome::sat) continue;
    int density = 20 + static_cast<int>(rng.below(60));
    for (int i = 0; i < rows * cols; ++i) {
      if (static_cast<int>(rng.below(100)) >= density) continue;
      int v = base.solution[static_cast<std::size_t>(i)];
      if (trial % 7 == 0 && rng.below(10) == 0) v = 1 - v;
      instance.givens[static_cast<std::size_t>(i)] = v;
    }
    INFO(rows << "x" << cols << " trial " << trial);
    pg::test::check_logic_sound(solver(), instance, Difficulty::expert, outcomes);
  }
  pg::test::check_every_outcome(outcomes, 20, 20, 5);
}

TEST_CASE("each tier's rules fire where the documentation says", "[takuzu][logic]") {
  auto row0 = [](const Instance& instance, Difficulty tier) {
    pg::Deduction d = pg::takuzu::deduce(instance, tier);
    std::string s;
    for (int c = 0; c < instance.cols; ++c) {
      int v = d.cells[static_cast<std::size_t>(c)];
      s += v == kNone ? '.' : static_cast<char>('0' + v);
    }
    return s;
  };
  // easy: pairs and sandwiches.
  CHECK(row0(puzzle(6, {".11...", "......", "......", "......", "......", "......"}), Difficulty::easy) == "0110..");
  CHECK(row0(puzzle(6, {".11.0.", "......", "......", "......", "......", "......"}), Difficulty::easy) == "011001");
  CHECK(row0(puzzle(6, {"1.1...", "......", "......", "......", "......", "......"}), Difficulty::easy) == "101...");
  // medium: a line with its three 1s takes 0 everywhere else; easy alone cannot.
  Instance counts = puzzle(6, {"1.1..1", "......", "......", "......", "......", "......"});
  CHECK(row0(counts, Difficulty::easy) == "101..1");
  CHECK(row0(counts, Difficulty::medium) == "101001");
  // hard: 0 . . . . 0 with two 1s... the middle four hold exactly three 1s
  // and no three in a row: 0 1 1 0 1 0 or 0 1 0 1 1 0, so cell 1 is 1.
  Instance line = puzzle(6, {"0....0", "......", "......", "......", "......", "......"});
  CHECK(row0(line, Difficulty::medium) == "0....0");
  CHECK(row0(line, Difficulty::hard).substr(0, 2) == "01");
  // hard: a row that could only copy row 1 or become its one alternative.
  Instance copy = puzzle(4, {"01..", "0110", "....", "...."});
  CHECK(row0(copy, Difficulty::medium) == "01..");
  CHECK(row0(copy, Difficulty::hard) == "0101");
}

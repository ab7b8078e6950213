// Command-line tests for Numbrix: the built puzzlegen binary on the IST
// course's judge text (called with a file path, as the course calls its
// solver), its tab-separated solution text, the grid text, malformed input
// and the generator's options.
#include <algorithm>
#include <string>
#include <vector>

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include "cli_support.hpp"

namespace {

using namespace pg::test::cli;

// FORMATS.md's example and the solution the course's judge expects.
const std::string kSeed = "3\n0\t0\t0\n0\t0\t2\n0\t6\t0\n";
const std::string kSeedSolution = "9\t4\t3\n8\t5\t2\n7\t6\t1\n";

Result generate(std::vector<std::string> args) {
  args.insert(args.begin(), {"generate", "numbrix"});
  return run(args);
}

// The givens of a judge text or a JSON document, row by row, 0 for empty.
std::vector<std::vector<int>> givens_of(const std::string& text) {
  Result json = run({"convert", "-", "--puzzle", "numbrix", "--to", "json"}, text);
  REQUIRE(json.status == 0);
  const nlohmann::json doc = nlohmann::json::parse(lines_of(json.out).at(0));
  std::vector<std::vector<int>> grid;
  for (const auto& row : doc.at("givens")) {
    grid.emplace_back();
    for (const auto& cell : row) grid.back().push_back(cell.is_null() ? 0 : cell.get<int>());
  }
  return grid;
}

TEST_CASE("cli numbrix: the seed example, called with a file path as the course calls its solver",
          "[cli][numbrix]") {
  TempDir dir;
  const std::string input = dir.write("input1.txt", kSeed);
  Result verified = run({"verify", input});
  CHECK(verified.status == 0);
  CHECK(verified.out == "unique\n");
  Result solved = run({"solve", input});
  CHECK(solved.status == 0);
  CHECK(solved.out == kSeedSolution);
  check_accepted(input, kSeedSolution);
  // The judge's expected output with spaces, as some student files have it.
  check_accepted(input, "9 4 3\n8 5 2\n7 6 1");
  Result graded = run({"grade", input});
  CHECK(graded.status == 0);
  CHECK(is_tier(first_line(graded.out)));
  // A file named for no puzzle, spaces instead of TABs: still Numbrix (a
  // 6 is no Takuzu digit).
  Result spaced = run({"solve", dir.write("puzzle.txt", "3\n0 0 0\n0 0 2\n0 6 0\n")});
  CHECK(spaced.status == 0);
  CHECK(spaced.out == kSeedSolution);
}

TEST_CASE("cli numbrix: several solutions are shown, two of them, and no solution is said", "[cli][numbrix]") {
  TempDir dir;
  // 1 and 16 at the ends of one side: many paths join them.
  const TwoSolutions two = check_multiple(dir.write("input.txt", "4\n1\t0\t0\t0\n0\t0\t0\t0\n0\t0\t0\t0\n16\t0\t0\t0\n"), 4);
  CHECK(starts_with(two.first, "1\t"));
  CHECK(starts_with(two.second, "1\t"));
  // 1 and 4 on the same colour of a 2x2 checkerboard: a step changes colour,
  // so 1 and the even 4 never share one.
  check_no_solution("2\n1\t0\n0\t4\n");
}

TEST_CASE("cli numbrix: check names each broken rule", "[cli][numbrix]") {
  check_broken_solutions({
      {"a number twice", kSeed, "9\t4\t3\n8\t5\t2\n7\t6\t2\n", "invalid: each-once: the number 2 is at (1,2) and at (2,2)"},
      {"a given changed", kSeed, "1\t2\t3\n6\t5\t4\n7\t8\t9\n", "invalid: given: cell (1,2) is given 2 but holds 4"},
      {"consecutive numbers apart", kSeed, "9\t4\t3\n8\t5\t2\n1\t6\t7\n",
       "invalid: consecutive-adjacent: the 1 at (2,0) and the 2 at (1,2) are not orthogonally adjacent"},
  });
  check_malformed_solutions(kSeed, {
                                       {"a number too large", "9\t4\t3\n8\t5\t2\n7\t6\t10\n", "3:5", "between 1 and 9"},
                                       {"a row missing", "9\t4\t3\n8\t5\t2\n", "3:1", "expected 3 rows, found 2"},
                                       {"a word", "9\t4\t3\n8\tx\t2\n7\t6\t1\n", "2:3", "found 'x'"},
                                   });
}

TEST_CASE("cli numbrix: malformed judge text is reported with its file, line and column", "[cli][numbrix]") {
  const std::vector<std::string> kJudge = {"--puzzle", "numbrix", "--format", "judge"};
  check_malformed_instances({
      {"a number given twice", "3\n0\t0\t0\n0\t0\t6\n0\t6\t0\n", "4:3", "the number 6 is given twice", kJudge},
      {"a number too large", "3\n0\t0\t0\n0\t0\t10\n0\t6\t0\n", "3:5", "10", kJudge},
      {"a row too short", "3\n0\t0\t0\n0\t0\n0\t6\t0\n", "3:4", "row 1 has 2 cells, expected 3", kJudge},
      {"a word", "3\n0\t0\t0\n0\tx\t2\n0\t6\t0\n", "3:3", "'x'", kJudge},
      {"rows missing", "3\n0\t0\t0\n", "3:1", "expected 3 rows, found 1", kJudge},
  });
}

TEST_CASE("cli numbrix: a slip in a file named for no puzzle is explained as Numbrix's", "[cli][numbrix]") {
  // Its 6 and 7 make it no Takuzu text, so the Takuzu reader's complaint
  // about the 7 would mislead.
  TempDir dir;
  const std::string input = dir.write("input.txt", "3\n0\t0\t0\n0\t0\t7\tx\n0\t6\t0\n");
  check_refused(run({"solve", input}), 65, input, "3:7", "found 'x'");
}

TEST_CASE("cli numbrix: convert through the grid text and JSON and back gives the same judge text",
          "[cli][numbrix]") {
  TempDir dir;
  const std::string input = dir.write("input.txt", kSeed);
  Result grid = run({"convert", input, "--to", "grid"});
  REQUIRE(grid.status == 0);
  CHECK(grid.out == ". . .\n. . 2\n. 6 .\n");
  Result json = run({"convert", "-", "--puzzle", "numbrix", "--to", "json"}, grid.out);
  REQUIRE(json.status == 0);
  Result back = run({"convert", "-", "--to", "judge"}, json.out);
  CHECK(back.status == 0);
  CHECK(back.out == kSeed);
}

TEST_CASE("cli numbrix: generate writes judge texts, the same bytes whatever the thread count", "[cli][numbrix]") {
  const std::vector<std::string> base = {"generate", "numbrix", "--size", "9", "--seed", "7", "--count", "4"};
  const std::string once = output_of(base, {"--threads", "1"});
  CHECK(output_of(base, {"--threads", "2"}) == once);
  CHECK(starts_with(once, "9\n"));
  TempDir dir;
  const std::string file = dir.write("puzzles.txt", once);
  check_each_unique(file, 4);
  // Solutions printed as the judge's expected output, 9 rows tab-separated,
  // each under "instance K:".
  Result solved = run({"solve", file});
  CHECK(solved.status == 0);
  const std::vector<std::string> lines = lines_of(solved.out);
  REQUIRE(lines.size() == 4 * 10);
  CHECK(lines[10] == "instance 2:");
  CHECK(std::count(lines[11].begin(), lines[11].end(), '\t') == 8);
}

TEST_CASE("cli numbrix: each tier at 9x9 gives a puzzle of that grade", "[cli][numbrix]") {
  for (const std::string tier : {"easy", "medium", "hard", "expert"}) {
    SECTION(tier) {
      check_generated_tier({"generate", "numbrix", "--size", "9", "--difficulty", tier, "--seed", "5", "--count",
                            "2", "--format", "json"},
                           tier);
    }
  }
}

TEST_CASE("cli numbrix: the givens follow --symmetry, --ends keep gives 1 and the last, rectangles as grids",
          "[cli][numbrix]") {
  for (const std::string symmetry : {"rot2", "mirror2", "rot4", "mirror4"}) {
    SECTION(symmetry) {
      const std::vector<std::vector<int>> g =
          givens_of(output_of({"generate", "numbrix", "--size", "8", "--seed", "2", "--symmetry", symmetry}));
      const int n = static_cast<int>(g.size());
      REQUIRE(n == 8);
      auto given = [&](int r, int c) { return g[static_cast<std::size_t>(r)][static_cast<std::size_t>(c)] != 0; };
      for (int r = 0; r < n; ++r)
        for (int c = 0; c < n; ++c) {
          INFO(symmetry << " at " << r << "," << c);
          if (symmetry == "rot2") CHECK(given(r, c) == given(n - 1 - r, n - 1 - c));
          if (symmetry == "rot4") CHECK(given(r, c) == given(c, n - 1 - r));
          if (symmetry == "mirror2") CHECK(given(r, c) == given(r, n - 1 - c));
          if (symmetry == "mirror4") CHECK((given(r, c) == given(r, n - 1 - c) && given(r, c) == given(n - 1 - r, c)));
        }
    }
  }
  SECTION("--ends keep") {
    for (const std::string seed : {"1", "2", "3"}) {
      const std::vector<std::vector<int>> g = givens_of(
          output_of({"generate", "numbrix", "--size", "7", "--seed", seed, "--ends", "keep", "--symmetry", "none"}));
      int ends = 0;
      for (const auto& row : g)
        for (int v : row) ends += v == 1 || v == 49;
      CHECK(ends == 2);
    }
  }
  SECTION("a rectangle") {
    Result json = generate({"--size", "5x7", "--seed", "4", "--format", "json"});
    REQUIRE(json.status == 0);
    const nlohmann::json doc = nlohmann::json::parse(json.out);
    CHECK(doc.at("rows") == 5);
    CHECK(doc.at("cols") == 7);
    CHECK(run({"verify", "-"}, json.out).out == "unique\n");
  }
}

TEST_CASE("cli numbrix: generator options out of range are usage errors", "[cli][numbrix]") {
  check_usage_errors({
      {"a rectangle in the judge text", {"generate", "numbrix", "--size", "6x8"}, "--format grid, pddl, hddl or json"},
      {"rot4 on a rectangle", {"generate", "numbrix", "--size", "6x8", "--symmetry", "rot4", "-f", "grid"}, "square"},
      {"an unknown symmetry", {"generate", "numbrix", "--size", "8", "--symmetry", "rot3"}, "rot3"},
      {"an unknown end rule", {"generate", "numbrix", "--size", "8", "--ends", "both"}, "expected one of free, keep"},
      {"an option of another puzzle", {"generate", "numbrix", "--size", "8", "--black", "20"}, "black"},
      {"too large", {"generate", "numbrix", "--size", "31"}, "30"},
  });
}

}  // namespace

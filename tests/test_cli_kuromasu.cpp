// Command-line tests for Kuromasu (Kurodoko, Tatham's Range): the built
// puzzlegen binary on EARIN in.txt files of several boards, the solution text
// of its out.txt, Range IDs from sgt-range, the grid text it shares with
// Nurikabe, malformed input and the generator's options.
#include <algorithm>
#include <string>
#include <vector>

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include "cli_support.hpp"

namespace {

using namespace pg::test::cli;

// FORMATS.md's example, as the EARIN repository writes in.txt: the corner
// must be black (white, the 2 beside it would see three cells).
const std::string kExample =
    "BOARDS = [\n"
    "    [\n"
    "        ['0', '2'],\n"
    "        ['2', '3'],\n"
    "    ],\n"
    "]\n";
const std::string kExampleSolution = "# 2\n2 3\n";

// Three boards in one file: several solutions, none, one.
const std::string kThreeBoards =
    "# a blank board, a 1 that walls a white cell off, the example\n"
    "BOARDS = [[['0', '0', '0'], ['0', '0', '0'], ['0', '0', '0']],\n"
    "          [[\"1\", \"0\"], [\"0\", \"0\"]],\n"
    "          [['0', '2'], ['2', '3']]]\n";

std::string sgt_range() { return std::string(PUZZLEGEN_TEST_DATA) + "/sgt-range.txt"; }

Result generate(std::vector<std::string> args) {
  args.insert(args.begin(), {"generate", "kuromasu"});
  return run(args);
}

// The clues of an EARIN text, board by board, as rows of strings.
std::vector<std::vector<std::string>> boards_of(const std::string& earin) {
  Result json = run({"convert", "-", "--to", "json"}, earin);
  REQUIRE(json.status == 0);
  std::vector<std::vector<std::string>> boards;
  for (const std::string& line : lines_of(json.out)) {
    std::vector<std::string> rows;
    const nlohmann::json doc = nlohmann::json::parse(line);
    for (const auto& row : doc.at("givens")) {
      std::string text;
      for (const auto& cell : row) text += cell.is_null() ? '.' : '#';
      rows.push_back(text);
    }
    boards.push_back(rows);
  }
  return boards;
}

TEST_CASE("cli kuromasu: the FORMATS.md example verifies unique and solves as out.txt prints boards",
          "[cli][kuromasu]") {
  TempDir dir;
  const std::string in = dir.write("in.txt", kExample);
  Result verified = run({"verify", in});
  CHECK(verified.status == 0);
  CHECK(verified.out == "unique\n");
  Result solved = run({"solve", in});
  CHECK(solved.status == 0);
  CHECK(solved.out == kExampleSolution);
  check_accepted(in, kExampleSolution);
  CHECK(run({"grade", in}).out == "easy\n");
}

TEST_CASE("cli kuromasu: one in.txt of several boards gets an answer per board, the worst status wins",
          "[cli][kuromasu]") {
  TempDir dir;
  const std::string in = dir.write("in.txt", kThreeBoards);
  Result verified = run({"verify", in});
  INFO(verified.out << verified.err);
  CHECK(verified.status == 2);
  const std::vector<std::string> out = lines_of(verified.out);
  REQUIRE(out.size() == 12);
  CHECK(out[0] == "instance 1: multiple");
  CHECK(out[1] == "solution 1:");
  CHECK(out[5] == "solution 2:");
  CHECK(starts_with(out[9], "differing cells (row,col):"));
  CHECK(out[10] == "instance 2: none");
  CHECK(out[11] == "instance 3: unique");

  // Each of the two solutions shown passes check against the blank board.
  const std::string blank = dir.write("blank.txt", "BOARDS = [[['0','0','0'],['0','0','0'],['0','0','0']]]\n");
  check_accepted(blank, out[2] + "\n" + out[3] + "\n" + out[4] + "\n");
  check_accepted(blank, out[6] + "\n" + out[7] + "\n" + out[8] + "\n");

  Result summary = run({"verify", in, "--summary"});
  CHECK(contains(summary.out + summary.err, "1 unique"));
}

TEST_CASE("cli kuromasu: check names each broken rule", "[cli][kuromasu]") {
  const std::string board = "BOARDS = [[['0', '0', '0'], ['0', '3', '0'], ['0', '0', '0']]]\n";
  check_broken_solutions({
      {"a black number", kExample, "0 #\n2 3\n", "invalid: numbered-black: the numbered cell (0,1) is black"},
      {"black cells side by side", board, "# # 0\n0 3 0\n0 0 0\n",
       "invalid: black-adjacent: the black cells (0,0) and (0,1) touch"},
      {"white cells apart", board, "0 # 0\n# 3 #\n0 # 0\n",
       "invalid: white-connected: the white cells are split: (0,0) and (0,2) are not connected"},
      {"a number that sees too many", board, "0 0 0\n0 3 0\n0 0 0\n", "invalid: clue: the 3 at (1,1) sees 5 white cells"},
  });
}

TEST_CASE("cli kuromasu: the Range IDs of tests/data/sgt-range.txt all verify unique", "[cli][kuromasu]") {
  Result verified = run({"verify", sgt_range()});
  INFO(verified.err);
  CHECK(verified.status == 0);
  const std::vector<std::string> lines = lines_of(verified.out);
  REQUIRE(lines.size() == 10);
  for (const std::string& line : lines) CHECK(contains(line, ": unique"));
  // Each solution passes the rule checker: check it through the command.
  Result solved = run({"solve", sgt_range(), "--format", "tatham"});
  CHECK(solved.status == 0);
  // Range IDs are WxH: 12x8 is 12 columns and 8 rows.
  Result wide = run({"convert", sgt_range(), "--to", "json"});
  REQUIRE(wide.status == 0);
  const nlohmann::json doc = nlohmann::json::parse(lines_of(wide.out).at(6));
  CHECK(doc.at("rows") == 8);
  CHECK(doc.at("cols") == 12);
}

TEST_CASE("cli kuromasu: convert through every format and back gives the same in.txt", "[cli][kuromasu]") {
  const std::string in = output_of({"generate", "kuromasu", "--size", "9", "--seed", "4", "--count", "3"});
  std::string text = in;
  for (const std::string format : {"tatham", "puzzlink", "grid", "json", "earin"}) {
    INFO("to " << format);
    Result converted = run({"convert", "-", "--puzzle", "kuromasu", "--to", format}, text);
    REQUIRE(converted.status == 0);
    text = converted.out;
  }
  CHECK(text == in);
}

TEST_CASE("cli kuromasu: a grid text both Nurikabe and Kuromasu read is settled by the file's name",
          "[cli][kuromasu]") {
  TempDir dir;
  // Read as Nurikabe: a 2 and a 1 make two islands; as Kuromasu the 1 walls
  // its neighbours in and nothing fits.
  const std::string grid = ". . .\n. . .\n2 . 1\n";
  const std::string plain = dir.write("grid.txt", grid);
  Result usual = run({"verify", plain});
  CHECK(contains(usual.err, "note:"));
  CHECK(contains(usual.err, "nurikabe"));
  Result named = run({"verify", dir.write("kuromasu-5.txt", grid)});
  CHECK(named.err.empty());
  Result asked = run({"verify", plain, "--puzzle", "kuromasu"});
  CHECK(asked.err.empty());
  CHECK(named.out == asked.out);
  CHECK(asked.out == "none\n");
  CHECK(asked.status == 2);
}

TEST_CASE("cli kuromasu: malformed in.txt is reported with its file, line and column", "[cli][kuromasu]") {
  const std::vector<std::string> kEarin = {"--puzzle", "kuromasu", "--format", "earin"};
  check_malformed_instances({
      {"a call", "BOARDS = [[['0', '2'], ['2', len('3')]]]\n", "1:30", "found 'len'", kEarin},
      {"a name other than BOARDS", "boards = [[['1']]]\n", "1:1", "expected BOARDS = [...]", kEarin},
      {"an unclosed board", "BOARDS = [\n    [['0', '2'],\n     ['2', '3'],\n", "4:1", "found the end of the file", kEarin},
      {"rows of two lengths", "BOARDS = [[['0', '2'], ['2']]]\n", "1:28", "expected 2", kEarin},
      {"a board that is not square", "BOARDS = [[['0', '2', '0'], ['2', '3', '0']]]\n", "1:44", "square", kEarin},
      {"a clue too large for the board", "BOARDS = [[['0', '9'], ['2', '3']]]\n", "1:18", "between 1 and 3", kEarin},
      {"a clue that is no number", "BOARDS = [[['0', 'x'], ['2', '3']]]\n", "1:18", "found the string 'x'", kEarin},
  });
}

TEST_CASE("cli kuromasu: generate --count writes one BOARDS list, to standard output or one file",
          "[cli][kuromasu]") {
  TempDir dir;
  Result three = generate({"--size", "6", "--seed", "3", "--count", "3"});
  REQUIRE(three.status == 0);
  CHECK(starts_with(three.out, "BOARDS = [\n    [\n"));
  CHECK(std::count(three.out.begin(), three.out.end(), '=') == 1);
  CHECK(three.out.size() > 3);
  CHECK(three.out.substr(three.out.size() - 2) == "]\n");
  CHECK(boards_of(three.out).size() == 3);

  const std::string file = (dir / "in.txt");
  Result written = generate({"--size", "6", "--seed", "3", "--count", "3", "-o", file});
  REQUIRE(written.status == 0);
  CHECK(slurp(file) == three.out);
  check_each_unique(file, 3);

  // Other formats still give a directory of files with --count above 1.
  Result ids = generate({"--size", "6", "--seed", "3", "--count", "3", "-f", "tatham", "-o", dir / "ids"});
  REQUIRE(ids.status == 0);
  CHECK(sorted_entries(dir / "ids").size() == 3);
}

TEST_CASE("cli kuromasu: generate gives the same bytes whatever the thread count", "[cli][kuromasu]") {
  const std::vector<std::string> base = {"generate", "kuromasu", "--size", "10", "--seed", "7", "--count", "4",
                                         "--format", "tatham"};
  const std::string once = output_of(base, {"--threads", "1"});
  CHECK(output_of(base, {"--threads", "2"}) == once);
  CHECK(lines_of(once).size() == 4);
  for (const std::string& id : lines_of(once)) CHECK(starts_with(id, "10x10:"));
}

TEST_CASE("cli kuromasu: each tier at 10x10 gives a puzzle of that grade", "[cli][kuromasu]") {
  for (const std::string tier : {"easy", "medium", "hard", "expert"}) {
    SECTION(tier) {
      check_generated_tier({"generate", "kuromasu", "--size", "10", "--difficulty", tier, "--seed", "5", "--count",
                            "2", "--format", "json"},
                           tier);
    }
  }
}

TEST_CASE("cli kuromasu: the clues follow --symmetry and the black cells --black", "[cli][kuromasu]") {
  for (const std::string symmetry : {"rot2", "mirror2", "rot4", "mirror4"}) {
    SECTION(symmetry) {
      const std::string in = output_of({"generate", "kuromasu", "--size", "9", "--seed", "2", "--count", "2",
                                        "--symmetry", symmetry});
      for (const std::vector<std::string>& board : boards_of(in)) {
        const int n = static_cast<int>(board.size());
        auto at = [&](int r, int c) { return board[static_cast<std::size_t>(r)][static_cast<std::size_t>(c)]; };
        for (int r = 0; r < n; ++r)
          for (int c = 0; c < n; ++c) {
            INFO(symmetry << " at " << r << "," << c);
            if (symmetry == "rot2") CHECK(at(r, c) == at(n - 1 - r, n - 1 - c));
            if (symmetry == "rot4") CHECK(at(r, c) == at(c, n - 1 - r));
            if (symmetry == "mirror2") CHECK(at(r, c) == at(r, n - 1 - c));
            if (symmetry == "mirror4") CHECK((at(r, c) == at(r, n - 1 - c) && at(r, c) == at(n - 1 - r, c)));
          }
      }
    }
  }
  // --black: the share of black cells in the solution, near what was asked.
  for (const int black : {10, 30}) {
    const std::string json = output_of({"generate", "kuromasu", "--size", "12", "--seed", "1", "--black",
                                        std::to_string(black), "--format", "json"});
    const nlohmann::json doc = nlohmann::json::parse(json);
    int blacks = 0;
    for (const auto& row : doc.at("solution"))
      for (const auto& cell : row) blacks += cell == 1;
    INFO("--black " << black << ": " << blacks << " of 144");
    CHECK(blacks >= 144 * black / 100 - 8);
    CHECK(blacks <= 144 * black / 100 + 2);
  }
}

TEST_CASE("cli kuromasu: generator options out of range are usage errors", "[cli][kuromasu]") {
  check_usage_errors({
      {"too many black cells", {"generate", "kuromasu", "--size", "8", "--black", "41"}, "from 0 to 40"},
      {"rot4 on a rectangle", {"generate", "kuromasu", "--size", "8x9", "--symmetry", "rot4"}, "square"},
      {"an unknown symmetry", {"generate", "kuromasu", "--size", "8", "--symmetry", "rot3"}, "rot3"},
      {"an option of another puzzle", {"generate", "kuromasu", "--size", "8", "--islands", "3"}, "islands"},
      {"a rectangle in EARIN", {"generate", "kuromasu", "--size", "8x9"}, "square"},
  });
}

}  // namespace

// Command-line tests: run the built puzzlegen binary through /bin/sh and check
// its exit status, standard output and standard error against the contract
// printed by `puzzlegen --help`.
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <optional>
#include <set>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include "cli_support.hpp"

namespace {

namespace fs = std::filesystem;
using namespace pg::test::cli;

// Parses rows of TAB-separated 0/1 cells.
std::vector<std::vector<int>> parse_grid(const std::vector<std::string>& rows) {
  std::vector<std::vector<int>> grid;
  for (const std::string& row : rows) {
    std::vector<int> cells;
    std::istringstream in(row);
    for (std::string cell; std::getline(in, cell, '\t');) cells.push_back(std::stoi(cell));
    grid.push_back(cells);
  }
  return grid;
}

// The official judge test input_T01 and its only solution.
const std::string kT01 = "4\n2\t2\t0\t1\n1\t0\t2\t1\n0\t2\t1\t0\n1\t2\t2\t2\n";
const std::string kT01Solution = "0\t1\t0\t1\n1\t0\t0\t1\n0\t1\t1\t0\n1\t0\t1\t0\n";
const std::string kBlank4 = "4\n2\t2\t2\t2\n2\t2\t2\t2\n2\t2\t2\t2\n2\t2\t2\t2\n";
// Three 0s given side by side: no solution.
const std::string kNone4 = "4\n0\t0\t0\t2\n2\t2\t2\t2\n2\t2\t2\t2\n2\t2\t2\t2\n";

std::string blank_grid(int n) {
  std::string text = std::to_string(n) + "\n";
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < n; ++c) text += (c == 0 ? "" : "\t") + std::string("2") + (c + 1 == n ? "\n" : "");
  return text;
}

std::string sgt_unruly() { return std::string(PUZZLEGEN_TEST_DATA) + "/sgt-unruly.txt"; }

}  // namespace

// ---------------------------------------------------------------------------
// verify / solve / grade / check on known instances
// ---------------------------------------------------------------------------

TEST_CASE("cli: input_T01 verifies unique and its solution passes check and grade", "[cli]") {
  TempDir dir;
  const std::string instance = dir.write("input_T01", kT01);

  Result verified = run({"verify", instance});
  CHECK(verified.status == 0);
  CHECK(verified.out == "unique\n");
  CHECK(verified.err.empty());

  Result from_stdin = run({"verify", "-"}, kT01);
  CHECK(from_stdin.status == 0);
  CHECK(from_stdin.out == "unique\n");

  Result solved = run({"solve", instance});
  REQUIRE(solved.status == 0);
  CHECK(solved.out == kT01Solution);
  CHECK(solved.err.empty());

  check_accepted(instance, solved.out);

  Result graded = run({"grade", instance});
  CHECK(graded.status == 0);
  REQUIRE(lines_of(graded.out).size() == 1);
  const std::string tier = first_line(graded.out);
  CHECK(is_tier(tier));

  // The JSON report agrees with grade and solve.
  Result report = run({"verify", "--json", instance});
  REQUIRE(report.status == 0);
  REQUIRE(lines_of(report.out).size() == 1);
  auto doc = nlohmann::json::parse(report.out);
  CHECK(doc.at("verdict") == "unique");
  CHECK(doc.at("puzzle") == "takuzu");
  CHECK(doc.at("rows") == 4);
  CHECK(doc.at("cols") == 4);
  CHECK(doc.at("difficulty") == tier);
  REQUIRE(doc.at("solutions").size() == 1);
  CHECK(doc.at("solutions")[0] == nlohmann::json::parse("[[0,1,0,1],[1,0,0,1],[0,1,1,0],[1,0,1,0]]"));
  CHECK(doc.at("differing").empty());
}

TEST_CASE("cli: an all-blank 4x4 has several solutions that each pass check", "[cli]") {
  TempDir dir;
  const TwoSolutions two = check_multiple(dir.write("blank4", kBlank4), 4);
  auto first = parse_grid(lines_of(two.first));
  auto second = parse_grid(lines_of(two.second));
  std::string expected = "differing cells (row,col):";
  for (int row = 0; row < 4; ++row)
    for (int col = 0; col < 4; ++col)
      if (first.at(row).at(col) != second.at(row).at(col))
        expected += " (" + std::to_string(row) + "," + std::to_string(col) + ")";
  CHECK(two.differing == expected);

  Result report = run({"verify", "--json", "-"}, kBlank4);
  CHECK(report.status == 1);
  auto doc = nlohmann::json::parse(report.out);
  CHECK(doc.at("verdict") == "multiple");
  CHECK(doc.at("difficulty").is_null());
  REQUIRE(doc.at("solutions").size() == 2);
  CHECK(doc.at("solutions")[0] == nlohmann::json(first));
  CHECK(doc.at("solutions")[1] == nlohmann::json(second));
  CHECK_FALSE(doc.at("differing").empty());
}

TEST_CASE("cli: an instance without a solution gives verify none and solve 120 and grade none", "[cli]") {
  check_no_solution(kNone4);

  TempDir dir;
  Result report = run({"verify", "--json", dir.write("none4", kNone4)});
  CHECK(report.status == 2);
  auto doc = nlohmann::json::parse(report.out);
  CHECK(doc.at("verdict") == "none");
  CHECK(doc.at("solutions").empty());
}

TEST_CASE("cli: several instances in one input are numbered and the worst verdict sets the status", "[cli]") {
  Result r = run({"verify", "-"}, kT01 + kNone4);
  CHECK(r.status == 2);
  CHECK(r.out == "instance 1: unique\ninstance 2: none\n");

  Result json = run({"verify", "--json", "-"}, kT01 + "\n" + kBlank4);
  CHECK(json.status == 1);
  std::vector<std::string> lines = lines_of(json.out);
  REQUIRE(lines.size() == 2);
  CHECK(nlohmann::json::parse(lines[0]).at("verdict") == "unique");
  CHECK(nlohmann::json::parse(lines[1]).at("verdict") == "multiple");

  // Each answer labelled, the one with no solution too.
  Result solved = run({"solve", "-"}, kT01 + kNone4);
  CHECK(solved.status == 120);
  CHECK(solved.out == "instance 1:\n" + kT01Solution + "instance 2: no solution\n");
  CHECK(contains(solved.err, "<stdin> (instance 2): no solution"));

  Result graded = run({"grade", "-"}, kT01 + kT01);
  CHECK(graded.status == 0);
  std::vector<std::string> tiers = lines_of(graded.out);
  REQUIRE(tiers.size() == 2);
  CHECK(starts_with(tiers[0], "instance 1: "));
  CHECK(starts_with(tiers[1], "instance 2: "));
  CHECK(is_tier(tiers[0].substr(12)));
}

TEST_CASE("cli: every Unruly ID in tests/data/sgt-unruly.txt verifies unique", "[cli]") {
  check_each_unique(sgt_unruly(), 12);

  Result graded = run({"grade", sgt_unruly()});
  CHECK(graded.status == 0);
  std::vector<std::string> tiers = lines_of(graded.out);
  REQUIRE(tiers.size() == 12);
  for (std::size_t i = 0; i < tiers.size(); ++i) {
    const std::string prefix = "instance " + std::to_string(i + 1) + ": ";
    REQUIRE(starts_with(tiers[i], prefix));
    CHECK(is_tier(tiers[i].substr(prefix.size())));
  }

  Result report = run({"verify", "--json", sgt_unruly()});
  CHECK(report.status == 0);
  std::vector<std::string> docs = lines_of(report.out);
  REQUIRE(docs.size() == 12);
  auto last = nlohmann::json::parse(docs.back());
  CHECK(last.at("verdict") == "unique");
  CHECK(last.at("rows") == 12);  // 8x12u: 8 wide, 12 high
  CHECK(last.at("cols") == 8);
}

TEST_CASE("cli: a Tatham Unruly ID on standard input verifies", "[cli]") {
  Result r = run({"verify", "-"}, "6x6u:caDgnBEa\n");
  CHECK(r.status == 0);
  CHECK(r.out == "unique\n");
}

TEST_CASE("cli: a timeout that has run out gives unknown and status 3", "[cli]") {
  const std::string blank = blank_grid(20);
  Result verified = run({"verify", "--timeout", "0.000001", "-"}, blank);
  CHECK(verified.status == 3);
  CHECK(verified.out == "unknown\n");

  Result solved = run({"solve", "--timeout", "0.000001", "-"}, blank);
  CHECK(solved.status == 3);
  CHECK(solved.out.empty());
  CHECK(contains(solved.err, "<stdin>: no answer within the time limit"));

  Result negative = run({"verify", "--timeout", "-1", "-"}, kT01);
  CHECK(negative.status == 64);
  CHECK(negative.out.empty());
}

// ---------------------------------------------------------------------------
// Malformed input: status 65, FILE:LINE:COL or FILE: in the message
// ---------------------------------------------------------------------------

TEST_CASE("cli: malformed instances are reported with their file and place", "[cli]") {
  const std::vector<std::string> judge = {"--puzzle", "takuzu", "--format", "judge"};
  const std::vector<std::string> tatham = {"--puzzle", "takuzu", "--format", "tatham"};
  check_malformed_instances({
      {"a row with too few cells", "4\n2\t2\t0\n1\t0\t2\t1\n0\t2\t1\t0\n1\t2\t2\t2\n", "2:6",
       "row 0 has 3 cells, expected 4"},
      {"a row with too many cells", "4\n2\t2\t0\t1\t2\n1\t0\t2\t1\n0\t2\t1\t0\n1\t2\t2\t2\n", "2:9",
       "row 0 has more than 4 cells"},
      {"a stray 3", "4\n2\t2\t0\t1\n1\t0\t3\t1\n0\t2\t1\t0\n1\t2\t2\t2\n", "3:5",
       "expected 0, 1 or 2 (blank), found '3'"},
      {"a stray x", "4\n2\t2\t0\t1\n1\t0\tx\t1\n0\t2\t1\t0\n1\t2\t2\t2\n", "3:5",
       "expected 0, 1 or 2 (blank), found 'x'"},
      {"an empty file", "", "1:1", "empty input"},
      {"an empty file read as judge text", "", "1:1", "empty input", judge},
      {"N = 0", "0\n2\n", "1:1", "the grid size N must be between 1 and 60, found '0'"},
      {"N = 0 alone, read as judge text", "0\n", "1:1", "the grid size N must be between 1 and 60, found '0'", judge},
      {"a huge N", "1000\n2\t2\n", "1:1", "the grid size N must be between 1 and 60, found '1000'"},
      {"an N beyond any integer", "99999999999999999999999\n2\n", "1:1", "the grid size N must be between 1 and 60"},
      {"too few rows", "4\n2\t2\t0\t1\n1\t0\t2\t1\n", "4:1", "expected 4 rows, found 2"},
      {"a Tatham ID too short", "6x6u:caDg\n", "1:10", "the Unruly description is too short for a 6x6 grid"},
      {"a Tatham ID too long", "6x6u:caDgnBEaz\n", "1:14", "runs past the 36 cells of a 6x6 grid"},
      {"a Tatham ID with a bad character", "6x6u:ca1gnBEa\n", "1:8", "unexpected '1' in the Unruly description",
       tatham},
      {"a Tatham ID with bad parameters", "6y6u:caDgnBEa\n", "1:2", "unexpected 'y' in the Unruly parameters", tatham},
      {"a Tatham ID without u", "6x6:caDgnBEa\n", "1:1", "lacks 'u'"},
      {"invalid JSON", "{\"format\": }\n", "1:12", "invalid JSON: syntax error"},
      {"judge text read as JSON", kT01, "2:1", "invalid JSON", {"--format", "json"}},
      {"JSON of an unknown puzzle",
       "{\"format\":\"puzzlegen\",\"version\":1,\"puzzle\":\"sudoku\",\"rows\":4,\"cols\":4,\"givens\":[]}\n", "1:44",
       "unknown puzzle \"sudoku\""},
      {"JSON with a bad given",
       "{\"format\":\"puzzlegen\",\"version\":1,\"puzzle\":\"takuzu\",\"rows\":2,\"cols\":2,"
       "\"givens\":[[null,2],[null,null]]}\n",
       "1:87", "invalid takuzu given 2"},
      {"text that is no known format", "hello world\n", "1:1", "cannot tell what puzzle and format this is"},
  });
}

TEST_CASE("cli: malformed input is reported at its line:column when the format is named or detected",
          "[cli]") {
  // The reader for the named (or evidently meant) format knows the place of the
  // fault; a generic "cannot tell what puzzle and format this is" would hide it.
  check_malformed_instances({
      {"a Tatham ID with a bad character, format named",
       "6x6u:ca1gnBEa\n",
       "1:8",
       "unexpected '1' in the Unruly description",
       {"--format", "tatham"}},
      {"a Tatham ID with a bad character, format detected", "6x6u:ca1gnBEa\n", "1:8",
       "unexpected '1' in the Unruly description"},
      {"judge text N = 0 alone, format named",
       "0\n",
       "1:1",
       "the grid size N must be between 1 and 60",
       {"--format", "judge"}},
  });
}

TEST_CASE("cli: an unreadable input file gives status 66", "[cli]") {
  TempDir dir;
  const std::string missing = dir / "no-such-file.txt";
  for (const char* command : {"verify", "solve", "grade"}) {
    Result r = run({command, missing});
    INFO(command);
    CHECK(r.status == 66);
    CHECK(r.out.empty());
    CHECK(contains(r.err, missing));
  }
  Result converted = run({"convert", missing, "--to", "json"});
  CHECK(converted.status == 66);

  // A directory is read as its instance files: none is an input error.
  Result directory = run({"verify", dir.path().string()});
  CHECK(directory.status == 66);
  CHECK(contains(directory.err, dir.path().string() + ": no instance files"));

  const std::string instance = dir.write("t01", kT01);
  Result no_solution = run({"check", instance, missing});
  CHECK(no_solution.status == 66);
  CHECK(contains(no_solution.err, missing));
}

// ---------------------------------------------------------------------------
// Command line
// ---------------------------------------------------------------------------

TEST_CASE("cli: command-line errors give status 64", "[cli]") {
  TempDir dir;
  const std::string instance = dir.write("t01", kT01);
  check_usage_errors({
      {"no subcommand", {}, ""},
      {"an unknown subcommand", {"frobnicate"}, ""},
      {"an unknown option", {"verify", "--frobnicate", instance}, "--frobnicate"},
      {"a missing input", {"verify"}, ""},
      {"an unknown puzzle to generate", {"generate", "sudoku", "--size", "9"}, "unknown puzzle 'sudoku'"},
      {"an unknown puzzle to verify", {"verify", "--puzzle", "sudoku", instance}, "unknown puzzle 'sudoku'"},
      {"no --size", {"generate", "takuzu"}, "--size"},
      {"--size 14y14", {"generate", "takuzu", "--size", "14y14"}, "invalid --size '14y14'"},
      {"--size 0x5", {"generate", "takuzu", "--size", "0x5"}, "invalid --size '0x5'"},
      {"--size x6", {"generate", "takuzu", "--size", "x6"}, "invalid --size 'x6'"},
      {"--size 3 (below the generator's range)", {"generate", "takuzu", "--size", "3"}, "from 4 to 60"},
      {"--size 61 (above the generator's range)", {"generate", "takuzu", "--size", "61x6"}, "from 4 to 60"},
      {"an unknown difficulty",
       {"generate", "takuzu", "--size", "6", "--difficulty", "insane"},
       "unknown difficulty 'insane'"},
      {"--count 0", {"generate", "takuzu", "--size", "6", "--count", "0"}, "--count"},
      {"--seed abc", {"generate", "takuzu", "--size", "6", "--seed", "abc"}, "--seed"},
      {"an unknown output format", {"generate", "takuzu", "--size", "6", "--format", "xml"}, "no format 'xml'"},
      {"tatham with an odd size", {"generate", "takuzu", "--size", "7", "--format", "tatham"}, "even sides"},
      {"judge with a non-square size",
       {"generate", "takuzu", "--size", "6x8", "--format", "judge"},
       "square grids only"},
      {"an unknown input format", {"verify", "--format", "xml", instance}, "unknown format 'xml'"},
      {"convert to an unknown format", {"convert", instance, "--to", "xml"}, "no format 'xml'"},
      {"check without a solution", {"check", instance}, ""},
  });
}

TEST_CASE("cli: an unknown subcommand is named in the error", "[cli]") {
  // Not CLI11's "A subcommand is required", which misleads when one was given.
  Result r = run({"frobnicate"});
  CHECK(r.status == 64);
  CHECK(contains(r.err, "frobnicate"));
}

TEST_CASE("cli: help and version options and list succeed", "[cli]") {
  Result help = run({"--help"});
  CHECK(help.status == 0);
  CHECK(contains(help.out, "generate"));
  CHECK(contains(help.out, "verify"));
  CHECK(contains(help.out, "Exit status:"));

  Result sub_help = run({"verify", "--help"});
  CHECK(sub_help.status == 0);
  CHECK(contains(sub_help.out, "Usage:"));
  CHECK(contains(sub_help.out, "--json"));

  Result version = run({"--version"});
  CHECK(version.status == 0);
  CHECK(starts_with(version.out, "puzzlegen "));

  Result list = run({"list"});
  CHECK(list.status == 0);
  CHECK(starts_with(list.out, "takuzu\t"));
  CHECK(contains(list.out, "formats: judge tatham pddl hddl json"));
  CHECK(contains(list.out, "generates sides 4..60"));

  // list PUZZLE: that puzzle's entry of the whole list, word for word.
  for (const char* puzzle : {"takuzu", "nurikabe", "numbrix"}) {
    INFO(puzzle);
    Result one = run({"list", puzzle});
    CHECK(one.status == 0);
    REQUIRE(starts_with(one.out, std::string(puzzle) + "\t"));
    const std::size_t at = list.out.find(one.out);
    REQUIRE(at != std::string::npos);
    CHECK((at == 0 || list.out[at - 1] == '\n'));
    const std::string after = list.out.substr(at + one.out.size());
    CHECK((starts_with(after, "difficulties:") || (!after.empty() && after[0] != ' ')));
    CHECK_FALSE(contains(one.out, "difficulties:"));
  }
}

// ---------------------------------------------------------------------------
// check
// ---------------------------------------------------------------------------

TEST_CASE("cli: check names the rule a solution breaks", "[cli]") {
  const std::string blank6 = blank_grid(6);
  check_broken_solutions({
      {"givens", kT01, "0\t1\t1\t1\n1\t0\t0\t1\n0\t1\t1\t0\n1\t0\t1\t0\n",
       "invalid: givens: cell (0,2) is given 0 but holds 1"},
      {"three-in-a-row in a row", kBlank4, "0\t0\t0\t1\n1\t0\t0\t1\n0\t1\t1\t0\n1\t0\t1\t0\n",
       "invalid: three-in-a-row: row 0 has three 0s in a row at columns 0-2"},
      {"three-in-a-row in a column", kBlank4, "0\t1\t0\t1\n0\t1\t1\t0\n0\t1\t0\t1\n1\t0\t1\t0\n",
       "invalid: three-in-a-row: column 0 has three 0s in a row at rows 0-2"},
      {"balance", kBlank4, "0\t1\t0\t0\n1\t0\t1\t1\n0\t1\t0\t0\n1\t0\t1\t1\n",
       "invalid: balance: row 0 has 1 1s and 3 0s"},
      {"distinct-rows", kBlank4, "0\t1\t0\t1\n1\t0\t1\t0\n0\t1\t0\t1\n1\t0\t1\t0\n",
       "invalid: distinct-rows: rows 0 and 2 are equal"},
      {"distinct-columns", blank6,
       "0\t0\t1\t0\t1\t1\n0\t0\t1\t1\t0\t1\n1\t1\t0\t0\t1\t0\n0\t1\t0\t1\t1\t0\n1\t0\t1\t0\t0\t1\n1\t1\t0\t1\t0\t0\n",
       "invalid: distinct-columns: columns 2 and 5 are equal"},
  });
}

TEST_CASE("cli: check accepts a solution that starts with a size line as the input text does", "[cli]") {
  TempDir dir;
  const std::string instance = dir.write("t01", kT01);
  Result r = run({"check", instance, dir.write("solution", "4\n" + kT01Solution)});
  CHECK(r.status == 0);
  CHECK(r.out == "valid\n");
}

TEST_CASE("cli: check reports a malformed solution file as malformed input naming it", "[cli]") {
  check_malformed_solutions(
      kT01,
      {
          {"too few rows", "0\t1\t0\t1\n1\t0\t0\t1\n0\t1\t1\t0\n", "4:1", "expected 4 rows, found 3"},
          {"a blank in the solution", "0\t1\t0\t1\n1\t0\t0\t1\n0\t1\t1\t0\n1\t0\t1\t2\n", "4:7",
           "expected 0 or 1, found '2'"},
          {"a short row", "0\t1\t0\t1\n1\t0\t0\n0\t1\t1\t0\n1\t0\t1\t0\n", "2:6", "row 1 has 3 cells, expected 4"},
          {"rows after the grid", kT01Solution + "1\t1\t1\t1\n", "5:1", "unexpected text after the 4 rows"},
          {"the size line of another grid", "5\n" + kT01Solution, "1:1", "the solution is for a 5x5 grid"},
          {"an empty file", "", "1:1", "empty solution"},
      });
}

TEST_CASE("cli: check takes exactly one instance", "[cli]") {
  TempDir dir;
  const std::string solution = dir.write("solution", kT01Solution);
  Result r = run({"check", "-", solution}, kT01 + kT01);
  CHECK(r.status == 65);
  CHECK(r.out.empty());
  CHECK(contains(r.err, "<stdin>: holds 2 instances"));
}

// ---------------------------------------------------------------------------
// convert
// ---------------------------------------------------------------------------

TEST_CASE("cli: convert judge -> json -> judge gives back the same bytes", "[cli]") {
  Result json = run({"convert", "-", "--to", "json"}, kT01);
  REQUIRE(json.status == 0);
  REQUIRE(lines_of(json.out).size() == 1);
  auto doc = nlohmann::json::parse(json.out);
  CHECK(doc.at("puzzle") == "takuzu");
  CHECK(doc.at("rows") == 4);
  CHECK(doc.at("cols") == 4);
  CHECK(doc.at("givens") == nlohmann::json::parse("[[null,null,0,1],[1,0,null,1],[0,null,1,0],[1,null,null,null]]"));

  Result judge = run({"convert", "-", "--to", "judge"}, json.out);
  CHECK(judge.status == 0);
  CHECK(judge.out == kT01);

  // Several instances: one JSON document per line, judge texts separated by an empty line.
  Result many = run({"convert", "-", "--to", "json"}, kT01 + kBlank4);
  REQUIRE(many.status == 0);
  REQUIRE(lines_of(many.out).size() == 2);
  Result back = run({"convert", "-", "--to", "judge"}, many.out);
  CHECK(back.status == 0);
  CHECK(back.out == kT01 + "\n" + kBlank4);
}

TEST_CASE("cli: convert judge -> tatham -> judge and tatham -> judge -> tatham round trips", "[cli]") {
  Result generated = run({"generate", "takuzu", "--size", "8", "--seed", "11"});
  REQUIRE(generated.status == 0);
  Result tatham = run({"convert", "-", "--to", "tatham"}, generated.out);
  REQUIRE(tatham.status == 0);
  CHECK(starts_with(tatham.out, "8x8u:"));
  CHECK(lines_of(tatham.out).size() == 1);
  Result judge = run({"convert", "-", "--to", "judge"}, tatham.out);
  CHECK(judge.status == 0);
  CHECK(judge.out == generated.out);

  // The Unruly IDs of the data file survive tatham -> json -> tatham byte for byte.
  const std::string ids = [] {
    std::ifstream in(sgt_unruly(), std::ios::binary);
    return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
  }();
  REQUIRE(lines_of(ids).size() == 12);
  Result json = run({"convert", sgt_unruly(), "--to", "json"});
  REQUIRE(json.status == 0);
  CHECK(lines_of(json.out).size() == 12);
  Result again = run({"convert", "-", "--to", "tatham"}, json.out);
  CHECK(again.status == 0);
  CHECK(again.out == ids);

  // The first ID through judge text and back.
  const std::string first = lines_of(ids).front() + "\n";
  Result text = run({"convert", "-", "--to", "judge"}, first);
  REQUIRE(text.status == 0);
  CHECK(first_line(text.out) == "14");
  Result id = run({"convert", "-", "--to", "tatham"}, text.out);
  CHECK(id.status == 0);
  CHECK(id.out == first);
}

TEST_CASE("cli: convert refuses a format that cannot hold the grid", "[cli]") {
  Result odd = run({"convert", "-", "--to", "tatham"}, blank_grid(5));
  CHECK(odd.status == 65);
  CHECK(odd.out.empty());
  CHECK(contains(odd.err, "Tatham's Unruly needs even sides of at least 6; this grid is 5x5"));

  Result small = run({"convert", "-", "--to", "tatham"}, kT01);
  CHECK(small.status == 65);
  CHECK(contains(small.err, "this grid is 4x4"));

  // The data file's last two IDs are 8x12 grids, which the square judge text
  // cannot hold: they are refused, named, the ten others converted.
  Result rectangular = run({"convert", sgt_unruly(), "--to", "judge"});
  CHECK(rectangular.status == 65);
  CHECK(lines_of(rectangular.err) ==
        std::vector<std::string>{"puzzlegen: instance 11: error: the Takuzu judge text holds square grids only; this "
                                 "one is 12x8; --to tatham, pddl, hddl or json can hold it",
                                 "puzzlegen: instance 12: error: the Takuzu judge text holds square grids only; this "
                                 "one is 12x8; --to tatham, pddl, hddl or json can hold it"});
  CHECK(std::count(rectangular.out.begin(), rectangular.out.end(), '\n') ==
        6 * 15 + 2 * 11 + 2 * 9 + 9);  // ten grids, N+1 lines each, a blank line between them
}

TEST_CASE("cli: convert with -o writes the file or fails with status 73", "[cli]") {
  TempDir dir;
  const std::string target = dir / "t01.json";
  Result r = run({"convert", "-", "--to", "json", "-o", target}, kT01);
  CHECK(r.status == 0);
  CHECK(r.out.empty());
  Result expected = run({"convert", "-", "--to", "json"}, kT01);
  CHECK(slurp(target) == expected.out);
  CHECK(sorted_entries(dir.path()) == std::vector<std::string>{"t01.json"});

  const std::string unwritable = dir / "no-such-dir/t01.json";
  Result failed = run({"convert", "-", "--to", "json", "-o", unwritable}, kT01);
  CHECK(failed.status == 73);
  CHECK(contains(failed.err, unwritable));
}

// ---------------------------------------------------------------------------
// generate
// ---------------------------------------------------------------------------

TEST_CASE("cli: generate writes a unique puzzle of the requested size to standard output", "[cli]") {
  Result r = run({"generate", "takuzu", "--size", "6x6", "--seed", "4"});
  REQUIRE(r.status == 0);
  CHECK(r.err.empty());
  std::vector<std::string> lines = lines_of(r.out);
  REQUIRE(lines.size() == 7);
  CHECK(lines[0] == "6");
  for (std::size_t i = 1; i < lines.size(); ++i) {
    INFO("row " << i);
    CHECK(lines[i].size() == 11);
    CHECK(std::count(lines[i].begin(), lines[i].end(), '\t') == 5);
  }
  CHECK(r.out.back() == '\n');
  Result verified = run({"verify", "-"}, r.out);
  CHECK(verified.status == 0);
  CHECK(verified.out == "unique\n");

  Result tatham = run({"generate", "takuzu", "--size", "6x8", "--seed", "4", "--format", "tatham", "--count", "2"});
  REQUIRE(tatham.status == 0);
  std::vector<std::string> ids = lines_of(tatham.out);
  REQUIRE(ids.size() == 2);
  for (const std::string& id : ids) CHECK(starts_with(id, "8x6u:"));
  Result both = run({"verify", "-"}, tatham.out);
  CHECK(both.status == 0);
  CHECK(both.out == "instance 1: unique\ninstance 2: unique\n");
}

TEST_CASE("cli: generated puzzles have the requested difficulty", "[cli]") {
  for (const std::string& tier : kTiers) {
    SECTION(tier) {
      check_generated_tier({"generate", "takuzu", "--size", "6", "--difficulty", tier, "--count", "2", "--format",
                            "json", "--seed", "9"},
                           tier);
    }
  }
}

TEST_CASE("cli: generate exits 1 when the tier is not reached within the budget, saying how far it got", "[cli]") {
  Result r = run({"generate", "takuzu", "--size", "4", "--difficulty", "expert", "--seed", "3", "--max-attempts", "20"});
  CHECK(r.status == 1);
  CHECK(r.out.empty());
  CHECK(starts_with(r.err, "puzzlegen: error: no expert takuzu 4x4 puzzle after 20 attempts in "));
  CHECK(contains(r.err, "20 puzzles came out easier; --max-attempts gives it more attempts"));
  // Rare is not impossible: the default budget finds one.
  Result rare = run({"generate", "takuzu", "--size", "4", "--difficulty", "expert", "--seed", "3"});
  CHECK(rare.status == 0);
  CHECK(run({"grade", "-"}, rare.out).out == "expert\n");
}

TEST_CASE("cli: generate --count K -o DIR writes K files with the documented names", "[cli]") {
  TempDir dir;
  const fs::path out = dir.path() / "corpus";
  Result r = run({"generate", "takuzu", "--size", "8x8", "--difficulty", "hard", "--seed", "7", "--count", "3", "-o",
                  out.string()});
  REQUIRE(r.status == 0);
  CHECK(r.out.empty());
  const std::vector<std::string> expected = {"takuzu-8x8-hard-s7-0000.txt", "takuzu-8x8-hard-s7-0001.txt",
                                             "takuzu-8x8-hard-s7-0002.txt"};
  REQUIRE(sorted_entries(out) == expected);
  for (std::size_t i = 0; i < expected.size(); ++i) {
    const std::string file = (out / expected[i]).string();
    INFO(file);
    Result verified = run({"verify", file});
    CHECK(verified.status == 0);
    CHECK(verified.out == "unique\n");
    Result single = run({"generate", "takuzu", "--size", "8x8", "--difficulty", "hard", "--seed", "7", "--index",
                         std::to_string(i), "--count", "1"});
    REQUIRE(single.status == 0);
    CHECK(slurp(file) == single.out);
  }

  const fs::path json = dir.path() / "json";
  Result j = run({"generate", "takuzu", "--size", "6", "--seed", "2", "--index", "5", "--count", "2", "--format",
                  "json", "-o", json.string()});
  REQUIRE(j.status == 0);
  CHECK(sorted_entries(json) ==
        std::vector<std::string>{"takuzu-6x6-medium-s2-0005.json", "takuzu-6x6-medium-s2-0006.json"});
  CHECK(nlohmann::json::parse(slurp(json / "takuzu-6x6-medium-s2-0006.json")).at("index") == 6);
}

TEST_CASE("cli: generate -o FILE writes that file and nothing else", "[cli]") {
  TempDir dir;
  const std::string target = dir / "puzzle.txt";
  Result r = run({"generate", "takuzu", "--size", "10", "--seed", "5", "-o", target});
  REQUIRE(r.status == 0);
  CHECK(r.out.empty());
  CHECK(sorted_entries(dir.path()) == std::vector<std::string>{"puzzle.txt"});
  Result expected = run({"generate", "takuzu", "--size", "10", "--seed", "5"});
  CHECK(slurp(target) == expected.out);

  // An existing file is replaced, still leaving nothing else behind.
  Result again = run({"generate", "takuzu", "--size", "10", "--seed", "6", "-o", target});
  REQUIRE(again.status == 0);
  CHECK(sorted_entries(dir.path()) == std::vector<std::string>{"puzzle.txt"});
  CHECK(slurp(target) != expected.out);
  CHECK(first_line(slurp(target)) == "10");
}

TEST_CASE("cli: generate reports an output that cannot be written with status 73", "[cli]") {
  TempDir dir;
  const std::string file = dir.write("regular-file", "not a directory\n");
  SECTION("the parent directory does not exist") {
    const std::string target = dir / "missing/puzzle.txt";
    Result r = run({"generate", "takuzu", "--size", "6", "-o", target});
    CHECK(r.status == 73);
    CHECK(r.out.empty());
    CHECK(contains(r.err, target));
    CHECK_FALSE(fs::exists(dir.path() / "missing"));
  }
  SECTION("the parent is a regular file") {
    const std::string target = file + "/puzzle.txt";
    Result r = run({"generate", "takuzu", "--size", "6", "-o", target});
    CHECK(r.status == 73);
    CHECK(contains(r.err, target));
  }
  SECTION("a corpus directory under a regular file") {
    const std::string target = file + "/corpus";
    Result r = run({"generate", "takuzu", "--size", "6", "--count", "2", "-o", target});
    CHECK(r.status == 73);
    CHECK(contains(r.err, target));
  }
  CHECK(slurp(file) == "not a directory\n");
}

TEST_CASE("cli: generate gives the same bytes for the same seed whatever the thread count", "[cli]") {
  const std::vector<std::string> base = {"generate", "takuzu", "--size", "8", "--seed", "42", "--count", "6"};
  const std::string once = output_of(base, {"--threads", "1"});
  CHECK(std::count(once.begin(), once.end(), '\n') == 6 * 9 + 5);  // six 9-line texts, 5 empty lines between
  CHECK(output_of(base, {"--threads", "1"}) == once);
  CHECK(output_of(base, {"--threads", "2"}) == once);
  CHECK(output_of(base, {"--threads", "4"}) == once);

  const std::string json1 = output_of(base, {"--threads", "1", "--format", "json"});
  CHECK(output_of(base, {"--threads", "2", "--format", "json"}) == json1);
  CHECK(lines_of(json1).size() == 6);

  Result other = run({"generate", "takuzu", "--size", "8", "--seed", "43", "--count", "6"});
  REQUIRE(other.status == 0);
  CHECK(other.out != once);
}

TEST_CASE("cli: generate --index I --count 1 reproduces instance I of a corpus", "[cli]") {
  Result corpus = run({"generate", "takuzu", "--size", "8", "--seed", "5", "--count", "5", "--format", "json"});
  REQUIRE(corpus.status == 0);
  std::vector<std::string> docs = lines_of(corpus.out);
  REQUIRE(docs.size() == 5);
  CHECK(std::set<std::string>(docs.begin(), docs.end()).size() == 5);

  Result single =
      run({"generate", "takuzu", "--size", "8", "--seed", "5", "--index", "3", "--count", "1", "--format", "json"});
  REQUIRE(single.status == 0);
  CHECK(single.out == docs[3] + "\n");
  auto doc = nlohmann::json::parse(single.out);
  CHECK(doc.at("index") == 3);
  CHECK(doc.at("seed") == 5);
}

// ---------------------------------------------------------------------------
// Edges of the contract
// ---------------------------------------------------------------------------

TEST_CASE("cli: verify of a 1x1 blank prints only the verdict report on standard output", "[cli]") {
  // CaDiCaL reports a falsified clause here unless it is kept quiet.
  Result r = run({"verify", "-"}, "1\n2\n");
  CHECK(r.status == 1);
  CHECK(first_line(r.out) == "multiple");
  Result json = run({"verify", "--json", "-"}, "1\n2\n");
  CHECK(json.status == 1);
  CHECK(starts_with(json.out, "{"));
}

TEST_CASE("cli: generate rejects a seed outside 0..2^64-1", "[cli]") {
  // Not saturated to 2^64-1, not wrapped from -1.
  for (const char* seed : {"18446744073709551616", "-1"}) {
    Result r = run({"generate", "takuzu", "--size", "6", "--seed", seed});
    INFO("--seed " << seed);
    CHECK(r.status == 64);
    CHECK(r.out.empty());
  }
}

TEST_CASE("cli: generate rejects an --index whose corpus runs past 2^64-1", "[cli]") {
  // Index 2^64-1 + 1 would wrap to 0 and repeat instance 0 of the corpus.
  Result r = run({"generate", "takuzu", "--size", "6", "--index", "18446744073709551615", "--count", "2"});
  CHECK(r.status == 64);
  CHECK(r.out.empty());
}

namespace {

// Runs a whole shell command line (for redirections `run` cannot express).
int shell_status(const std::string& command) {
  const int raw = std::system(command.c_str());
  REQUIRE(raw != -1);
  REQUIRE(WIFEXITED(raw));
  return WEXITSTATUS(raw);
}

}  // namespace

TEST_CASE("cli: hostile JSON is refused as malformed input without a crash", "[cli]") {
  SECTION("nesting far deeper than any instance") {
    std::string deep = "{\"format\":" + std::string(200000, '[') + std::string(200000, ']') + "}";
    Result r = run({"verify", "-"}, deep);
    CHECK(r.status == 65);
    CHECK(contains(r.err, "nested deeper than 500 levels"));
  }
  SECTION("deep nesting inside an otherwise valid instance") {
    std::string doc = "{\"format\":\"puzzlegen\",\"version\":1,\"puzzle\":\"takuzu\",\"rows\":1,\"cols\":1,"
                      "\"givens\":[[null]],\"seed\":1,\"statistics\":{\"a\":" +
                      std::string(5000, '[') + std::string(5000, ']') + "}}";
    CHECK(run({"convert", "--to", "json", "-"}, doc).status == 65);
  }
  SECTION("a number too large for a double") {
    Result r = run({"verify", "-"}, "{\"format\":\"puzzlegen\",\"version\":1,\"puzzle\":\"takuzu\",\"rows\":1e400}");
    CHECK(r.status == 65);
    CHECK(starts_with(r.err, "puzzlegen: <stdin>"));
  }
  SECTION("givens other than null, 0 and 1") {
    for (const char* cell : {"-1", "18446744073709551615", "2", "0.5", "\"1\""}) {
      std::string doc = std::string("{\"format\":\"puzzlegen\",\"version\":1,\"puzzle\":\"takuzu\",\"rows\":1,") +
                        "\"cols\":2,\"givens\":[[0," + cell + "]]}";
      Result r = run({"convert", "--to", "judge", "-"}, doc);
      INFO("given " << cell);
      CHECK(r.status == 65);
      CHECK(contains(r.err, "invalid takuzu given"));
    }
  }
}

TEST_CASE("cli: a failing standard output is an output error", "[cli]") {
  if (!fs::exists("/dev/full")) return;
  const std::string bin = quote(PUZZLEGEN_BINARY);
  CHECK(shell_status(bin + " generate takuzu --size 6 >/dev/full 2>/dev/null") == 73);
  CHECK(shell_status(bin + " generate takuzu --size 6 --count 3 -j 2 >/dev/full 2>/dev/null") == 73);
  TempDir dir;
  const std::string t01 = dir.write("t01.txt", kT01);
  CHECK(shell_status(bin + " verify --json " + quote(t01) + " >/dev/full 2>/dev/null") == 73);
  CHECK(shell_status(bin + " convert --to json " + quote(t01) + " >/dev/full 2>/dev/null") == 73);
  // Help and the version too: a help that never arrived is no success.
  for (const std::string words : {"--help", "--version", "help", "help generate", "generate --help", "corpus --help"}) {
    INFO(words);
    CHECK(shell_status(bin + " " + words + " >/dev/full 2>/dev/null") == 73);
  }
}

TEST_CASE("cli: a directory that cannot be made is refused with the reason", "[cli]") {
  TempDir dir;
  const std::string file = dir.write("file", "not a directory\n");
  Result under_a_file = run({"generate", "takuzu", "--size", "6", "-o", file + "/sub/"});
  CHECK(under_a_file.status == 73);
  CHECK(contains(under_a_file.err, "cannot create this directory: Not a directory"));
  Result corpus = run({"corpus", dir.write("r.recipe", "seed 1\ntakuzu --size 6\n"), "-o", file + "/sub"});
  CHECK(corpus.status == 73);
  CHECK(contains(corpus.err, "cannot create this directory: Not a directory"));
}

TEST_CASE("cli: an unreadable standard input is an input error", "[cli]") {
  const std::string bin = quote(PUZZLEGEN_BINARY);
  CHECK(shell_status(bin + " verify - <&- 2>/dev/null") == 66);
  CHECK(shell_status(bin + " verify - </ 2>/dev/null") == 66);
}

TEST_CASE("cli: --timeout bounds the search and a huge one means no limit", "[cli]") {
  for (const char* timeout : {"1e10", "1e300"}) {
    Result r = run({"verify", "--timeout", timeout, "-"}, kT01);
    INFO("--timeout " << timeout);
    CHECK(r.status == 0);
    CHECK(r.out == "unique\n");
  }
  std::string blank20 = "20\n";
  for (int r = 0; r < 20; ++r) {
    for (int c = 0; c < 20; ++c) blank20 += c ? "\t2" : "2";
    blank20 += "\n";
  }
  Result g = run({"grade", "--timeout", "0.000001", "-"}, blank20);
  CHECK(g.status == 3);
  CHECK(g.out == "unknown\n");
}

TEST_CASE("cli: impossible shapes are refused with the reason", "[cli]") {
  Result r = run({"generate", "takuzu", "--size", "4x7", "--format", "json"});
  CHECK(r.status == 64);
  CHECK(contains(r.err, "no 4x7 Takuzu grid exists: columns of 4 cells have only 6 valid patterns, and 7 distinct "
                        "ones are needed"));
}

TEST_CASE("cli: generate --jsonl writes one evaluation entry a line, the puzzle in --format asked", "[cli]") {
  Result r = run({"generate", "lightup", "--size", "6", "--count", "3", "--seed", "4", "--format", "tatham",
                  "--jsonl"});
  REQUIRE(r.status == 0);
  const std::vector<std::string> lines = lines_of(r.out);
  REQUIRE(lines.size() == 3);
  for (std::size_t i = 0; i < lines.size(); ++i) {
    const nlohmann::json entry = nlohmann::json::parse(lines[i]);
    CHECK(entry["puzzle"] == "lightup");
    CHECK(entry["format"] == "tatham");
    CHECK(entry["index"] == i);
    CHECK(entry["seed"] == 4);
    // The question is the puzzle as --format writes it alone; the answer is
    // what solve prints of it.
    Result alone = run({"generate", "lightup", "--size", "6", "--seed", "4", "--index", std::to_string(i), "--format",
                        "tatham"});
    CHECK(entry["question"] == alone.out);
    Result solved = run({"solve", "-"}, alone.out);
    CHECK(entry["answer"] == solved.out);
  }
  // -o names one file, written whole.
  TempDir dir;
  REQUIRE(run({"generate", "lightup", "--size", "6", "--count", "3", "--seed", "4", "--format", "tatham", "--jsonl",
               "-o", dir / "set.jsonl"})
              .status == 0);
  CHECK(slurp(dir / "set.jsonl") == r.out);
}

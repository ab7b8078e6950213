// Command-line tests of inputs as they come from elsewhere: files saved by
// editors (a byte-order mark, CRLF line ends), stored solutions that are
// wrong, texts no format reads, JSON faults placed at their value, a Light Up
// answer that names a bulb twice, files that cannot be read and file names
// that hold control bytes.
#include <algorithm>
#include <filesystem>
#include <string>
#include <vector>

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include "cli_support.hpp"
#include "core/instance.hpp"
#include "verifier/verify.hpp"

namespace {

namespace fs = std::filesystem;
using namespace pg::test::cli;

const std::string kBom = "\xEF\xBB\xBF";

// `text` as a Windows editor saves it: a byte-order mark, then CRLF line ends.
std::string as_saved(const std::string& text) {
  std::string out = kBom;
  for (char c : text) {
    if (c == '\n') out += '\r';
    out += c;
  }
  return out;
}

// Each puzzle and a size it generates quickly.
struct Sample {
  std::string puzzle;
  std::string size;
};
const std::vector<Sample> kSamples = {
    {"takuzu", "6"}, {"lightup", "6"}, {"nurikabe", "5"}, {"kuromasu", "5"}, {"numbrix", "4"},
};

// A generated instance of `sample`, in `format` ("" for the default).
std::string generated(const Sample& sample, const std::string& format = "") {
  std::vector<std::string> args = {"generate", sample.puzzle, "--size", sample.size, "--difficulty", "easy"};
  if (!format.empty()) args.insert(args.end(), {"--format", format});
  return output_of(args);
}

// The JSON instance of `sample` with `change` made to its document.
template <class Change>
std::string changed_json(const Sample& sample, Change&& change) {
  nlohmann::ordered_json doc = nlohmann::ordered_json::parse(generated(sample, "json"));
  change(doc);
  return doc.dump() + "\n";
}

// A cell of the stored solution changed so that the grid is no solution: a
// unique puzzle has no other, so any change breaks a rule (or a given).
void break_solution(const std::string& puzzle, nlohmann::ordered_json& doc) {
  nlohmann::ordered_json& solution = doc.at("solution");
  for (auto& row : solution)
    for (auto& cell : row) {
      if (cell.is_null()) continue;  // a Light Up black cell
      if (puzzle == "numbrix") {
        cell = cell.get<int>() == 1 ? 2 : 1;
      } else {
        cell = 1 - cell.get<int>();
      }
      return;
    }
}

}  // namespace

// ---------------------------------------------------------------------------
// 1. The byte-order mark

TEST_CASE("cli inputs: a byte-order mark and CRLF line ends are read in every puzzle's default format and JSON",
          "[cli][inputs][bom]") {
  TempDir dir;
  for (const Sample& sample : kSamples) {
    for (const std::string& format : {std::string(), std::string("json")}) {
      INFO(sample.puzzle << " " << (format.empty() ? "default" : format));
      const std::string text = generated(sample, format);
      const std::string file = dir.write(sample.puzzle + "-saved.txt", as_saved(text));
      Result verified = run({"verify", file});
      INFO(verified.err);
      CHECK(verified.status == 0);
      CHECK(verified.out == "unique\n");
      // Standard input too, and converting reads what the text without the
      // mark and CRs reads.
      CHECK(run({"verify", "-"}, as_saved(text)).out == "unique\n");
      Result converted = run({"convert", file, "--to", "json"});
      CHECK(converted.status == 0);
      CHECK(converted.out == (format.empty() ? run({"convert", "-", "--to", "json"}, text).out : text));
    }
  }
}

TEST_CASE("cli inputs: a Takuzu judge text with a byte-order mark is detected, with and without --puzzle",
          "[cli][inputs][bom]") {
  const std::string text = kBom + "4\r\n2\t2\t0\t1\r\n1\t0\t2\t1\r\n0\t2\t1\t0\r\n1\t2\t2\t2\r\n";
  for (const std::vector<std::string>& args :
       {std::vector<std::string>{"verify", "-"}, std::vector<std::string>{"verify", "-", "--puzzle", "takuzu"}}) {
    Result r = run(args, text);
    INFO(r.err);
    CHECK(r.status == 0);
    CHECK(r.out == "unique\n");
  }
}

TEST_CASE("cli inputs: after a byte-order mark, column 1 is the first character", "[cli][inputs][bom]") {
  // 'x' is the second character of line 1 after the mark.
  Result r = run({"verify", "-", "--puzzle", "takuzu", "--format", "judge"}, kBom + "4x\r\n");
  check_refused(r, 65, "<stdin>", "1:1", "the grid size N");
  // A bad cell on a later line keeps its column too.
  Result cell = run({"verify", "-"}, kBom + "4\r\n2\t2\t0\t1\r\n1\tx\t2\t1\r\n0\t2\t1\t0\r\n1\t2\t2\t2\r\n");
  check_refused(cell, 65, "<stdin>", "3:3", "expected 0, 1 or 2 (blank), found 'x'");
}

TEST_CASE("cli inputs: solutions, plans and recipes may start with a byte-order mark", "[cli][inputs][bom]") {
  TempDir dir;
  const std::string instance = dir.write("t01.txt", "4\n2\t2\t0\t1\n1\t0\t2\t1\n0\t2\t1\t0\n1\t2\t2\t2\n");
  const std::string solution = dir.write("solution.txt", as_saved("0\t1\t0\t1\n1\t0\t0\t1\n0\t1\t1\t0\n1\t0\t1\t0\n"));
  Result checked = run({"check", instance, solution});
  INFO(checked.err);
  CHECK(checked.status == 0);
  CHECK(checked.out == "valid\n");

  // A PDDL problem and its plan, both saved with a mark.
  const std::string pddl = dir / "pddl";
  REQUIRE(run({"generate", "lightup", "--size", "5", "--difficulty", "easy", "-f", "pddl", "-o", pddl + "/"}).status ==
          0);
  const std::string stem = pddl + "/lightup-5x5-easy-s1-0000";
  const std::string problem = dir.write("problem.pddl", as_saved(slurp(stem + ".pddl")));
  const std::string plan = dir.write("plan.txt", as_saved(slurp(stem + ".plan")));
  Result planned = run({"check", problem, plan, "--plan"});
  INFO(planned.err);
  CHECK(planned.status == 0);
  CHECK(starts_with(planned.out, "valid plan: "));

  // A recipe.
  const std::string recipe =
      dir.write("small.recipe", as_saved("seed 3\ntakuzu --size 4 --difficulty easy\n"));
  Result made = run({"corpus", recipe, "-o", dir / "corpus", "--quiet"});
  INFO(made.err);
  CHECK(made.status == 0);
}

// ---------------------------------------------------------------------------
// 2. Stored solutions

TEST_CASE("cli inputs: a Numbrix stored solution with 61 for 9 is a wrong solution, not unique",
          "[cli][inputs][wrong-solution]") {
  TempDir dir;
  std::string json = changed_json({"numbrix", "4"}, [](nlohmann::ordered_json& doc) {
    for (auto& row : doc.at("solution"))
      for (auto& cell : row)
        if (cell == 9) cell = 61;
  });
  const std::string file = dir.write("wrong.json", json);
  Result verified = run({"verify", file});
  CHECK(verified.status == 4);
  CHECK(verified.out == "wrong-solution\n");
  CHECK(starts_with(verified.err, "puzzlegen: " + file + ":1: the stored solution breaks the rules: "));
  CHECK(lines_of(verified.err).size() == 1);

  Result json_report = run({"verify", file, "--json"});
  CHECK(json_report.status == 4);
  const nlohmann::json line = nlohmann::json::parse(json_report.out);
  CHECK(line.at("verdict") == "wrong-solution");
  CHECK(line.at("instance") == 1);
  CHECK(starts_with(line.at("error").get<std::string>(), file + ":1: the stored solution breaks the rules: "));
}

TEST_CASE("cli inputs: a Takuzu stored solution with a row of six 1s is a wrong solution",
          "[cli][inputs][wrong-solution]") {
  TempDir dir;
  std::string json = changed_json({"takuzu", "6"}, [](nlohmann::ordered_json& doc) {
    doc.at("solution").at(2) = nlohmann::ordered_json::parse("[1,1,1,1,1,1]");
  });
  const std::string file = dir.write("wrong.json", json);
  Result verified = run({"verify", file});
  CHECK(verified.status == 4);
  CHECK(verified.out == "wrong-solution\n");
  CHECK(contains(verified.err, file + ":1: the stored solution breaks the rules: "));

  // convert copies no wrong solution: it refuses, naming the file and where
  // the instance is, and writes nothing to -o.
  const std::string out = dir / "out.json";
  Result converted = run({"convert", file, "--to", "json", "-o", out});
  check_refused(converted, 4, file, "1", "the stored solution breaks the rules");
  CHECK_FALSE(fs::exists(out));
}

TEST_CASE("cli inputs: a broken stored solution of each puzzle is refused by every command that reads it",
          "[cli][inputs][wrong-solution]") {
  TempDir dir;
  for (const Sample& sample : kSamples) {
    INFO(sample.puzzle);
    const std::string file = dir.write(sample.puzzle + "-wrong.json",
                                       changed_json(sample, [&](auto& doc) { break_solution(sample.puzzle, doc); }));
    Result verified = run({"verify", file});
    INFO(verified.err);
    CHECK(verified.status == 4);
    CHECK(verified.out == "wrong-solution\n");
    CHECK(contains(verified.err, "the stored solution breaks the rules: "));

    Result graded = run({"grade", file});
    CHECK(graded.status == 4);
    CHECK(graded.out == "wrong-solution\n");

    for (const std::vector<std::string>& args :
         {std::vector<std::string>{"convert", file, "--to", "json"}, std::vector<std::string>{"solve", file},
          std::vector<std::string>{"render", file, "-o", dir / "picture.svg"}}) {
      INFO(args.front());
      check_refused(run(args), 4, file, "1", "the stored solution breaks the rules: ");
    }
    CHECK_FALSE(fs::exists(dir / "picture.svg"));

    // check, whatever the answer it is given.
    const std::string answer = dir.write("answer.txt", "");
    check_refused(run({"check", file, answer}), 4, file, "1", "the stored solution breaks the rules: ");
  }
}

TEST_CASE("cli inputs: in a file of several instances, the wrong one is named and the others answered",
          "[cli][inputs][wrong-solution]") {
  const Sample takuzu{"takuzu", "6"};
  const std::string good = generated(takuzu, "json");
  const std::string bad = changed_json(takuzu, [](auto& doc) { break_solution("takuzu", doc); });
  const std::string text = good + bad + good;
  Result verified = run({"verify", "-"}, text);
  CHECK(verified.status == 4);
  CHECK(verified.out == "instance 1: unique\ninstance 2: wrong-solution\ninstance 3: unique\n");
  CHECK(starts_with(verified.err, "puzzlegen: <stdin>:2: instance 2: the stored solution breaks the rules: "));

  Result summary = run({"verify", "-", "--summary"}, text);
  CHECK(contains(summary.out, ", 1 wrong-solution, 0 malformed, 0 unreadable; "));
  Result json = run({"verify", "-", "--summary", "--json"}, text);
  CHECK(nlohmann::json::parse(lines_of(json.out).back()).at("summary").at("wrong-solution") == 1);

  // convert writes the two good ones and refuses the other.
  Result converted = run({"convert", "-", "--to", "json"}, text);
  CHECK(converted.status == 4);
  CHECK(converted.out == good + good);
  CHECK(starts_with(converted.err, "puzzlegen: <stdin>:2: instance 2: the stored solution breaks the rules: "));
}

TEST_CASE("cli inputs: a stored solution is held to the unique one", "[cli][inputs][wrong-solution]") {
  // The rule checker passes every solution of the givens, so a stored
  // solution that passes it and is not the unique one cannot come from a
  // file; the comparison itself is checked here.
  pg::Instance instance;
  instance.rows = 2;
  instance.cols = 3;
  instance.solution = std::vector<int>{0, 1, 0, 1, 0, 1};
  CHECK_FALSE(pg::stored_solution_differs(instance, std::vector<int>{0, 1, 0, 1, 0, 1}));
  CHECK(pg::stored_solution_differs(instance, std::vector<int>{0, 1, 0, 1, 1, 1}) ==
        "the stored solution differs from the unique solution at (1,1)");
  CHECK(pg::stored_solution_differs(instance, std::vector<int>{1, 1, 0, 1, 1, 0}) ==
        "the stored solution differs from the unique solution at (0,0) and 2 other cells");
  instance.solution.reset();
  CHECK_FALSE(pg::stored_solution_differs(instance, std::vector<int>{1, 1, 0, 1, 1, 0}));
}

// ---------------------------------------------------------------------------
// 3. Detection failures

TEST_CASE("cli inputs: when no format reads a text, the message says where the readers stopped",
          "[cli][inputs][detect]") {
  // A Takuzu text whose size line is -1 is read as Takuzu, whose reader
  // says what is wrong, rather than as Light Up, which reads further.
  const std::string minus = "-1\n1\t0\t1\t0\n0\t1\t0\t1\n";
  check_refused(run({"verify", "-"}, minus), 65, "<stdin>", "1:1",
                "the grid size N must be between 1 and 60, found '-1'");
  // A text no format's shape fits: the reader that gets furthest is named,
  // as a guess, with its reason.
  Result r = run({"verify", "-"}, "--\n-x\n");
  check_refused(r, 65, "<stdin>", "2:2",
                "read as a lightup judge text (--puzzle and --format name another): expected '-', '#' or 0..4, "
                "found 'x'");

  // Nothing gets past the first character: the place and the readers.
  Result nothing = run({"verify", "-"}, "x\n");
  check_refused(nothing, 65, "<stdin>", "1:1",
                "cannot tell what puzzle and format this is: no reader gets past here, where ");
  CHECK(contains(nothing.err, "; name them with --puzzle and --format"));

  // With --puzzle, the puzzle's formats alike.
  Result puzzle = run({"verify", "-", "--puzzle", "takuzu"}, "x\n");
  check_refused(puzzle, 65, "<stdin>", "1:1", "no takuzu format reads this (judge, tatham, pddl, hddl): no reader gets past");
}

TEST_CASE("cli inputs: a Takuzu JSON document with a byte-order mark is read as JSON, not as Light Up",
          "[cli][inputs][detect][bom]") {
  const std::string json = generated({"takuzu", "6"}, "json");
  Result r = run({"verify", "-"}, kBom + json);
  INFO(r.err);
  CHECK(r.status == 0);
  CHECK(r.out == "unique\n");
}

// ---------------------------------------------------------------------------
// 4. JSON faults placed

TEST_CASE("cli inputs: JSON content errors carry the line and column of the value", "[cli][inputs][json]") {
  const std::string head = R"({"format":"puzzlegen","version":)";
  check_refused(run({"verify", "-"}, head + "1e+20}\n"), 65, "<stdin>", "1:33", "unsupported JSON version 1e+20");

  // A document over several lines: the cell's own line and column.
  const std::string doc = "{\"format\": \"puzzlegen\", \"version\": 1, \"puzzle\": \"takuzu\",\n"
                          " \"rows\": 4, \"cols\": 4,\n"
                          " \"givens\": [[null,null,null,null],[null,null,null,null],[null,null,null,null],"
                          "[null,null,null,null]],\n"
                          " \"solution\": [[0,1,1,0],\n"
                          "              [1,1,0,0],\n"
                          "              [1,0,0,1],\n"
                          "              [0,0,61,1]]}\n";
  check_refused(run({"verify", "-"}, doc), 65, "<stdin>", "7:20",
                "invalid takuzu solution cell 61 in \"solution\" at (3,2)");
  // One document a line: each placed in its own line.
  const std::string good = generated({"takuzu", "4"}, "json");
  Result second = run({"verify", "-"}, good + head + "2}\n");
  CHECK(second.status == 65);
  CHECK(contains(second.err, "<stdin>:2:33: unsupported JSON version 2"));
  // A missing key: the object that lacks it.
  check_refused(run({"verify", "-", "--format", "json"}, "\n  " + head + "1}\n"), 65, "<stdin>", "2:3",
                "JSON instance lacks \"puzzle\"");
}

TEST_CASE("cli inputs: a JSON key given twice is refused at the second", "[cli][inputs][json]") {
  const std::string json = generated({"takuzu", "4"}, "json");
  // "rows" again, just before the closing brace.
  const std::string twice = json.substr(0, json.rfind('}')) + ",\"rows\":4}\n";
  const std::size_t column = twice.rfind("\"rows\"") + 1;
  check_refused(run({"verify", "-"}, twice), 65, "<stdin>", "1:" + std::to_string(column),
                "the key \"rows\" is given twice in one object");
  // In a nested object too.
  const std::string nested = R"({"format":"puzzlegen","version":1,"parameters":{"size":"4x4","size":"6x6"}})";
  check_refused(run({"verify", "-"}, nested + "\n"), 65, "<stdin>", "1:" + std::to_string(nested.rfind("\"size\"") + 1),
                "the key \"size\" is given twice");
}

// ---------------------------------------------------------------------------
// 5. A bulb named twice

TEST_CASE("cli inputs: check refuses a Light Up answer that names one bulb twice", "[cli][inputs][lightup]") {
  TempDir dir;
  const std::string instance = dir.write("open.txt", "-----\n-----\n--0--\n-----\n-----\n");
  // A valid answer, then the same with its first bulb again.
  const std::string valid = "(bulb 0 2);(bulb 1 1);(bulb 2 0);(bulb 3 4);(bulb 4 3)";
  check_accepted(instance, valid + "\n");
  const std::string twice = valid + ";(bulb 0 2)\n";
  check_refused(run({"check", instance, dir.write("twice.txt", twice)}), 65, dir / "twice.txt", "1:56",
                "bulb (0,2) is named twice");
  check_refused(run({"check", instance, "-"}, twice), 65, "<stdin>", "1:56", "bulb (0,2) is named twice");
}

// ---------------------------------------------------------------------------
// 6. Unreadable files and their names

TEST_CASE("cli inputs: a missing file is unreadable, not malformed", "[cli][inputs][unreadable]") {
  TempDir dir;
  const std::string good = dir.write("good.txt", generated({"takuzu", "6"}));
  const std::string missing = dir / "missing.txt";
  Result r = run({"verify", good, missing});
  CHECK(r.status == 66);
  CHECK(r.out == good + ": unique\n" + missing + ": unreadable\n");
  CHECK(contains(r.err, "cannot read " + missing));

  Result json = run({"verify", good, missing, "--json", "--summary"});
  const std::vector<std::string> lines = lines_of(json.out);
  REQUIRE(lines.size() == 3);
  CHECK(nlohmann::json::parse(lines[1]).at("verdict") == "unreadable");
  CHECK(nlohmann::json::parse(lines[2]).at("summary").at("unreadable") == 1);
  CHECK(nlohmann::json::parse(lines[2]).at("summary").at("malformed") == 0);
}

TEST_CASE("cli inputs: file names with control bytes are escaped in labels and messages", "[cli][inputs][names]") {
  TempDir dir;
  const std::string text = generated({"takuzu", "6"});
  const std::string odd = dir.write("a\nb.txt", text);
  const std::string tab = dir.write("c\td\x1b.txt", "4\n2\tx\n");
  const std::string shown_odd = dir / "a\\nb.txt";
  const std::string shown_tab = dir / "c\\td\\x1b.txt";
  Result r = run({"verify", odd, tab});
  CHECK(r.status == 65);
  CHECK(r.out == shown_odd + ": unique\n" + shown_tab + ": malformed\n");
  CHECK(lines_of(r.err).size() == 1);
  CHECK(starts_with(r.err, "puzzlegen: " + shown_tab + ":2:"));
  // JSON escapes them itself: the name as it is.
  Result json = run({"verify", odd, tab, "--json"});
  CHECK(nlohmann::json::parse(lines_of(json.out).at(0)).at("file") == odd);
  // A missing one likewise.
  Result missing = run({"verify", odd, dir / "gone\n.txt"});
  CHECK(missing.status == 66);
  CHECK(contains(missing.out, dir / "gone\\n.txt: unreadable\n"));
  CHECK(lines_of(missing.err).size() == 1);
}

// Command-line tests for the PDDL side: `domain`, `check --plan`, and
// `generate nurikabe -f pddl -o DIR` with its domain and reference plans.
#include <algorithm>
#include <filesystem>
#include <string>
#include <vector>

#include <catch2/catch.hpp>

#include "cli_support.hpp"
#include "support.hpp"

namespace {

namespace fs = std::filesystem;
using namespace pg::test::cli;

// 3 rows by 4 columns: 3 . . 1 / . . 1 . / . . . .
const std::string& grid_text() {
  static const std::string text = pg::test::read_data("pddl/nurikabe-3x4.txt");
  return text;
}

// A plan for it, as Fast Downward prints one: the 3 down the first column,
// then the two 1s.
const std::string& plan_text() {
  static const std::string text = pg::test::read_data("pddl/nurikabe-3x4.plan");
  return text;
}

// The problem for grid_text(), written by puzzlegen convert into `dir`.
std::string write_problem(const TempDir& dir, const std::vector<std::string>& extra = {}) {
  const std::string grid = dir.write("grid.txt", grid_text());
  std::vector<std::string> args = {"convert", grid, "--to", "pddl", "-o", dir / "problem.pddl"};
  args.insert(args.end(), extra.begin(), extra.end());
  Result r = run(args);
  INFO(r.err);
  REQUIRE(r.status == 0);
  return dir / "problem.pddl";
}

}  // namespace

TEST_CASE("cli pddl: domain prints the Nurikabe domain under its own name or the one given", "[cli][pddl]") {
  Result r = run({"domain", "nurikabe"});
  REQUIRE(r.status == 0);
  CHECK(r.err.empty());
  CHECK(contains(r.out, "\n(define (domain nurikabe)\n"));
  CHECK(contains(r.out, "(:action move-painting"));

  Result paint = run({"domain", "nurikabe", "--domain-name", "paint-nurikabe"});
  REQUIRE(paint.status == 0);
  CHECK(contains(paint.out, "\n(define (domain paint-nurikabe)\n"));
  std::string renamed = paint.out;
  renamed.replace(renamed.find("paint-nurikabe"), std::string("paint-nurikabe").size(), "nurikabe");
  CHECK(renamed == r.out);

  CHECK(run({"domain", "nurikabe", "--name", "paint-nurikabe"}).out == paint.out);
  Result bad_name = run({"domain", "nurikabe", "--domain-name", "two words"});
  CHECK(bad_name.status == 64);
  CHECK(contains(bad_name.err, "invalid PDDL domain name"));
  Result none = run({"domain", "sudoku"});
  CHECK(none.status == 64);
  CHECK(contains(none.err, "sudoku"));
}

TEST_CASE("cli pddl: check --help describes --plan and --domain", "[cli][pddl]") {
  Result help = run({"check", "--help"});
  CHECK(help.status == 0);
  CHECK(contains(help.out, "--plan"));
  CHECK(contains(help.out, "--domain"));
  CHECK(contains(run({"domain", "--help"}).out, "--domain-name"));
}

TEST_CASE("cli pddl: check --plan accepts a plan that paints the islands", "[cli][pddl]") {
  TempDir dir;
  const std::string problem = write_problem(dir);
  const std::string plan = dir.write("plan.txt", plan_text());
  Result r = run({"check", problem, plan, "--plan"});
  INFO(r.err);
  CHECK(r.status == 0);
  // In our own domain, the solution the plan carries out is judged too.
  CHECK(r.out == "valid plan: 13 steps; the nurikabe solution it carries out passes the rules\n");

  // The same with the domain given as a file, and the problem on standard input.
  const std::string domain = dir.write("domain.pddl", run({"domain", "nurikabe"}).out);
  Result with_domain = run({"check", "-", plan, "--plan", "--domain", domain}, slurp(problem));
  CHECK(with_domain.status == 0);
  CHECK(with_domain.out == "valid plan: 13 steps\n");
}

TEST_CASE("cli pddl: check --plan names the plan's file and line where it fails", "[cli][pddl]") {
  TempDir dir;
  const std::string problem = write_problem(dir);
  SECTION("a step whose precondition is false") {
    std::string text = plan_text();
    text.replace(text.find("(move pos-0-2 pos-1-2)"), std::string("(move pos-0-2 pos-1-2)").size(),
                 "(move pos-0-2 pos-0-1)");
    const std::string plan = dir.write("plan.txt", text);
    Result r = run({"check", problem, plan, "--plan"});
    CHECK(r.status == 1);
    CHECK(r.out == "invalid plan: " + plan +
                       ":5: step 5 (move pos-0-2 pos-0-1): precondition (not (painted pos-0-1)) is false\n");
  }
  SECTION("a plan that stops short of the goal") {
    std::string text = plan_text().substr(0, plan_text().find("(end-painting g1)"));
    const std::string plan = dir.write("plan.txt", text);
    Result r = run({"check", problem, plan, "--plan"});
    CHECK(r.status == 1);
    CHECK(r.out == "invalid plan: " + plan + ": goal (group-painted g1) is false after the last step (12)\n");
  }
}

TEST_CASE("cli pddl: check --plan reports malformed and unreadable files by name", "[cli][pddl]") {
  TempDir dir;
  const std::string problem = write_problem(dir);
  const std::string plan = dir.write("plan.txt", plan_text());
  SECTION("garbage for a plan") {
    const std::string garbage = dir.write("garbage.txt", "(start-painting pos-0-0 g0 n3 n2)\nthis is no plan\n");
    check_refused(run({"check", problem, garbage, "--plan"}), 65, garbage, "2:1",
                  "expected a step in parentheses such as (move a b), found 'this'");
  }
  SECTION("a step naming an object the problem lacks") {
    const std::string wrong = dir.write("wrong.txt", "(move pos-0-0 pos-9-9)\n");
    check_refused(run({"check", problem, wrong, "--plan"}), 65, wrong, "1:15", "unknown object 'pos-9-9'");
  }
  SECTION("garbage for a problem") {
    const std::string garbage =
        dir.write("garbage.pddl", "(define (problem p)\n  (:domain nurikabe)\n  (:init (moving)\n");
    check_refused(run({"check", garbage, plan, "--plan"}), 65, garbage, "3:3", "not closed");
  }
  SECTION("a problem that breaks the domain") {
    std::string text = slurp(problem);
    text.replace(text.find("(moving)"), std::string("(moving)").size(), "(walking)");
    const std::string broken = dir.write("broken.pddl", text);
    check_refused(run({"check", broken, plan, "--plan"}), 65, broken,
                  pg::test::to_string(pg::test::place_of(text, "(walking)")), "unknown predicate 'walking'");
  }
  SECTION("a malformed domain file") {
    const std::string domain = dir.write("domain.pddl", "(define (domain nurikabe)\n  (:predicates (p)\n");
    check_refused(run({"check", problem, plan, "--plan", "--domain", domain}), 65, domain, "2:3", "not closed");
  }
  SECTION("a domain puzzlegen does not have") {
    std::string text = slurp(problem);
    text.replace(text.find("(:domain nurikabe)"), std::string("(:domain nurikabe)").size(), "(:domain blocks)");
    const std::string other = dir.write("other.pddl", text);
    Result r = run({"check", other, plan, "--plan"});
    CHECK(r.status == 64);
    CHECK(contains(r.err, "domain 'blocks'"));
    CHECK(contains(r.err, "--domain FILE"));
  }
  SECTION("files that cannot be read") {
    CHECK(run({"check", dir / "missing.pddl", plan, "--plan"}).status == 66);
    CHECK(run({"check", problem, dir / "missing.txt", "--plan"}).status == 66);
    CHECK(run({"check", problem, plan, "--plan", "--domain", dir / "missing-domain.pddl"}).status == 66);
  }
  SECTION("options that do not go with --plan") {
    CHECK(run({"check", problem, plan, "--domain", problem}).status == 64);
    CHECK(run({"check", problem, plan, "--plan", "--puzzle", "nurikabe"}).status == 64);
  }
}

TEST_CASE("cli pddl: verify and convert read a PDDL problem", "[cli][pddl]") {
  TempDir dir;
  const std::string problem = write_problem(dir, {"--domain-name", "paint-nurikabe"});
  CHECK(contains(slurp(problem), "(:domain paint-nurikabe)"));
  Result back = run({"convert", problem, "--to", "grid"});
  INFO(back.err);
  REQUIRE(back.status == 0);
  CHECK(back.out == grid_text());
  Result verified = run({"verify", problem});
  CHECK(verified.err.empty());
  CHECK((verified.status == 0 || verified.status == 1 || verified.status == 2));
  CHECK(verified.out == run({"verify", dir.write("grid2.txt", grid_text())}).out);
}

TEST_CASE("cli pddl: generate nurikabe -f pddl -o DIR writes the domain, the problems and their plans", "[cli][pddl]") {
  TempDir dir;
  const fs::path out = dir.path() / "pddl";
  fs::create_directories(out);
  Result r = run({"generate", "nurikabe", "--size", "5", "-f", "pddl", "-o", out.string()});
  INFO(r.err);
  REQUIRE(r.status == 0);
  CHECK(r.out.empty());
  const std::vector<std::string> expected = {"domain.pddl", "nurikabe-5x5-medium-s1-0000.pddl",
                                             "nurikabe-5x5-medium-s1-0000.plan"};
  REQUIRE(sorted_entries(out) == expected);
  CHECK(slurp(out / "domain.pddl") == run({"domain", "nurikabe"}).out);
  const std::string problem = (out / expected[1]).string(), plan = (out / expected[2]).string();
  CHECK(contains(slurp(problem), "(define (problem puzzlegen-nurikabe-5x5-seed-1-index-0)\n"));

  Result checked = run({"check", problem, plan, "--plan", "--domain", (out / "domain.pddl").string()});
  INFO(checked.err);
  CHECK(checked.status == 0);
  CHECK(starts_with(checked.out, "valid plan: "));
  CHECK(run({"check", problem, plan, "--plan"}).out ==
        checked.out.substr(0, checked.out.size() - 1) + "; the nurikabe solution it carries out passes the rules\n");

  Result verified = run({"verify", problem});
  CHECK(verified.status == 0);
  CHECK(verified.out == "unique\n");

  // Several at once, under pddl-generators' domain name.
  const fs::path many = dir.path() / "many";
  Result several = run({"generate", "nurikabe", "--size", "6x4", "--seed", "3", "--count", "3", "-f", "pddl",
                        "--domain-name", "paint-nurikabe", "-o", many.string()});
  INFO(several.err);
  REQUIRE(several.status == 0);
  CHECK(sorted_entries(many).size() == 1 + 2 * 3);
  CHECK(contains(slurp(many / "domain.pddl"), "(define (domain paint-nurikabe)"));
  for (int i = 0; i < 3; ++i) {
    const std::string stem = (many / ("nurikabe-6x4-medium-s3-000" + std::to_string(i))).string();
    CHECK(contains(slurp(stem + ".pddl"), "(:domain paint-nurikabe)"));
    Result ok = run({"check", stem + ".pddl", stem + ".plan", "--plan"});
    INFO(ok.err);
    CHECK(ok.status == 0);
  }
}

TEST_CASE("cli pddl: every domain's problems are solved into their reference plans and read back", "[cli][pddl]") {
  int domains = 0;
  for (const pg::Puzzle& puzzle : pg::puzzles()) {
    if (puzzle.pddl == nullptr) continue;
    ++domains;
    const std::string name(puzzle.name());
    INFO(name);
    TempDir dir;
    const fs::path out = dir.path() / "pddl";
    Result made = run({"generate", name, "--size", "6", "--seed", "2", "--count", "2", "-f", "pddl", "-o", out.string()});
    INFO(made.err);
    REQUIRE(made.status == 0);
    REQUIRE(sorted_entries(out).size() == 5);
    CHECK(slurp(out / "domain.pddl") == run({"domain", name}).out);
    for (const std::string& entry : sorted_entries(out)) {
      if (entry == "domain.pddl" || fs::path(entry).extension() != ".pddl") continue;
      const std::string problem = (out / entry).string();
      const std::string plan = fs::path(problem).replace_extension(".plan").string();
      // solve prints the reference plan, which check --plan accepts, its
      // solution judged by the rule checker too.
      CHECK(output_of({"solve", problem}) == slurp(plan));
      Result checked = run({"check", problem, plan, "--plan"});
      CHECK(checked.status == 0);
      CHECK(contains(checked.out, "; the " + name + " solution it carries out passes the rules"));
      // The problem reads back into the puzzle: unique, as generated.
      CHECK(output_of({"verify", problem}) == "unique\n");
      const std::string text = output_of({"convert", problem, "--to", std::string(puzzle.format("").name())});
      CHECK(output_of({"verify", dir.write("puzzle.txt", text)}) == "unique\n");
      // A plan without its last step does not reach the goal.
      std::string shorter = slurp(plan);
      shorter.erase(shorter.rfind('(', shorter.rfind("; cost")));
      Result cut = run({"check", problem, dir.write("short.plan", shorter), "--plan"});
      CHECK(cut.status == 1);
      CHECK(starts_with(cut.out, "invalid plan: "));
      CHECK(contains(cut.out, "goal "));
    }
    // A directory of problems: a plan each.
    Result solved = run({"solve", out.string(), "-o", (dir.path() / "plans").string()});
    INFO(solved.err);
    CHECK(solved.status == 0);
    CHECK(sorted_entries(dir.path() / "plans").size() == 2);
  }
  CHECK(domains == 5);
}

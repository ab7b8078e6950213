// The CNF written for other SAT solvers: complete (a model of it is a
// solution, whatever solver found it), its --unique form unsatisfiable
// exactly when verify says unique, every variable named; and solvers' models
// read back in each solver's style. The external solvers are Debian's cadical
// and picosat binaries, which `make test` installs.
#include <catch2/catch.hpp>

#include <map>
#include <string>
#include <vector>

#include "core/errors.hpp"
#include "formats/dimacs.hpp"
#include "generator/generate.hpp"
#include "generator/rng.hpp"
#include "puzzles/catalogue.hpp"
#include "verifier/cnf.hpp"
#include "verifier/verify.hpp"
#include "cli_support.hpp"
#include "support.hpp"

using pg::Instance;
using pg::kNone;
using pg::Verdict;
using pg::dimacs::Model;
namespace cli = pg::test::cli;
using cli::Result;
using cli::TempDir;

namespace {

// An external solver's answer to `cnf`, as it prints it.
std::string external(const std::string& solver, const pg::dimacs::Cnf& cnf) {
  TempDir dir;
  const std::string file = dir.write("formula.cnf", pg::dimacs::write(cnf));
  Result r = cli::shell("command -v " + solver + " >/dev/null || exit 127; " + solver + " " +
                             (solver == "cadical" ? "-q " : "") + cli::quote(file));
  INFO(r.err);
  if (r.status == 127) FAIL(solver + " is not installed (make test installs it: Debian package " + solver + ")");
  // The SAT competition's exit statuses: 10 satisfiable, 20 unsatisfiable.
  REQUIRE((r.status == 10 || r.status == 20));
  return r.out;
}

// Small puzzles of every kind: generated ones (unique), each with a few
// givens taken away (often several solutions), and the blank grid.
struct Sample {
  const pg::Puzzle* puzzle;
  Instance instance;
};

std::vector<Sample> samples(int per_puzzle, std::uint64_t seed) {
  const std::map<std::string, std::pair<int, int>> sizes = {
      {"takuzu", {6, 6}}, {"lightup", {5, 5}}, {"nurikabe", {5, 5}}, {"kuromasu", {5, 5}}, {"numbrix", {4, 4}}};
  std::vector<Sample> out;
  pg::Rng rng(seed, 0);
  for (const pg::Puzzle& puzzle : pg::puzzles()) {
    const auto [rows, cols] = sizes.at(std::string(puzzle.name()));
    for (int i = 0; i < per_puzzle; ++i) {
      const pg::Difficulty tier = i % 2 ? pg::Difficulty::hard : pg::Difficulty::easy;
      Instance generated = pg::generate(
          puzzle.job(pg::test::request(std::string(puzzle.name()), rows, cols, tier, seed)), static_cast<std::uint64_t>(i));
      generated.provenance.reset();
      out.push_back({&puzzle, generated});
      Instance fewer = generated;
      fewer.solution.reset();
      const int take = 1 + static_cast<int>(rng.below(4));
      for (int t = 0; t < take; ++t) {
        std::vector<int> given;
        for (int cell = 0; cell < fewer.cells(); ++cell)
          if (fewer.givens[static_cast<std::size_t>(cell)] != kNone) given.push_back(cell);
        if (given.empty()) break;
        fewer.givens[static_cast<std::size_t>(given[rng.below(static_cast<std::uint32_t>(given.size()))])] = kNone;
      }
      out.push_back({&puzzle, fewer});
    }
    out.push_back({&puzzle, pg::test::blank_instance(std::string(puzzle.name()), rows, cols)});
  }
  return out;
}

// One instance of each puzzle with no solution.
std::vector<Sample> unsolvable() {
  auto make = [](const std::string& name, int rows, int cols, std::vector<int> givens) {
    Instance instance;
    instance.puzzle = name;
    instance.rows = rows;
    instance.cols = cols;
    instance.givens = std::move(givens);
    return Sample{pg::find_puzzle(name), instance};
  };
  return {
      make("takuzu", 4, 4, {1, 1, 1, kNone, kNone, kNone, kNone, kNone, kNone, kNone, kNone, kNone, kNone, kNone, kNone, kNone}),
      make("lightup", 1, 1, {1}),          // a 1 with no neighbour
      make("nurikabe", 1, 2, {1, 1}),      // two numbers side by side
      make("kuromasu", 1, 3, {3, kNone, 1}),  // the 1 needs a black neighbour, the 3 none
      make("numbrix", 2, 2, {1, kNone, kNone, 2}),  // 1 and 2 apart
  };
}

std::vector<std::string> header() { return {"test"}; }

}  // namespace

TEST_CASE("cnf: models that cadical and picosat find decode to solutions the rule checker accepts", "[cnf]") {
  int solved = 0, none = 0;
  std::vector<Sample> all = samples(2, 5);
  for (Sample& s : unsolvable()) all.push_back(s);
  for (const Sample& s : all) {
    INFO(s.puzzle->name() << "\n" << pg::test::json_of(s.instance));
    const Verdict verdict = pg::verify(s.puzzle->solver, s.instance).verdict;
    REQUIRE(verdict != Verdict::unknown);
    const pg::dimacs::Cnf cnf = pg::export_cnf(s.puzzle->solver, s.instance, header());
    for (const std::string solver : {"cadical", "picosat"}) {
      INFO(solver);
      const pg::ModelCheck check = pg::check_model(s.puzzle->solver, s.instance, external(solver, cnf));
      if (verdict == Verdict::none) {
        CHECK(check.answer == Model::Answer::unsatisfiable);
        ++none;
        continue;
      }
      ++solved;
      REQUIRE(check.answer == Model::Answer::satisfiable);
      CHECK(check.falsified.empty());
      CHECK(check.rules.valid);
      if (s.instance.solution) CHECK(check.solution == *s.instance.solution);
    }
  }
  CHECK(solved >= 40);
  CHECK(none >= 10);
}

TEST_CASE("cnf: the --unique formula is unsatisfiable exactly when verify says unique", "[cnf]") {
  int unique = 0, multiple = 0;
  for (const Sample& s : samples(3, 9)) {
    INFO(s.puzzle->name() << "\n" << pg::test::json_of(s.instance));
    const pg::Report report = pg::verify(s.puzzle->solver, s.instance);
    REQUIRE(report.verdict != Verdict::unknown);
    if (report.verdict == Verdict::none) continue;  // nothing to differ from: the CLI refuses it
    const std::vector<int>& first = report.solutions.front();
    const pg::dimacs::Cnf cnf = pg::export_cnf(s.puzzle->solver, s.instance, header(), first);
    const pg::ModelCheck check = pg::check_model(s.puzzle->solver, s.instance, external("cadical", cnf));
    if (report.verdict == Verdict::unique) {
      ++unique;
      CHECK(check.answer == Model::Answer::unsatisfiable);
    } else {
      ++multiple;
      REQUIRE(check.answer == Model::Answer::satisfiable);
      CHECK(check.rules.valid);
      CHECK(check.solution != first);
    }
  }
  CHECK(unique >= 10);
  CHECK(multiple >= 10);
}

TEST_CASE("cnf: a comment line names every variable, and the header counts what follows", "[cnf]") {
  for (const Sample& s : samples(1, 3)) {
    INFO(s.puzzle->name());
    const pg::dimacs::Cnf cnf = pg::export_cnf(s.puzzle->solver, s.instance, {"first line", "", "third"});
    const std::string text = pg::dimacs::write(cnf);
    const std::vector<std::string> lines = cli::lines_of(text);
    REQUIRE(lines.size() > 4);
    CHECK(lines[0] == "c first line");
    CHECK(lines[1] == "c");
    CHECK(lines[2] == "c third");
    int named = 0, clauses = 0, vars = -1, said = -1;
    for (std::size_t i = 3; i < lines.size(); ++i) {
      const std::string& line = lines[i];
      if (line.rfind("c ", 0) == 0) {
        const std::size_t space = line.find(' ', 2);
        const std::string range = line.substr(2, space - 2);
        const std::size_t dash = range.find('-');
        const int first = std::stoi(range.substr(0, dash));
        const int last = dash == std::string::npos ? first : std::stoi(range.substr(dash + 1));
        CHECK(first == named + 1);  // in order, none left out
        CHECK(last >= first);
        CHECK(line.size() > space + 1);
        named = last;
      } else if (line.rfind("p cnf ", 0) == 0) {
        std::istringstream in(line.substr(6));
        in >> vars >> said;
      } else {
        REQUIRE(vars > 0);
        CHECK(line.back() == '0');
        ++clauses;
      }
    }
    CHECK(named == vars);
    CHECK(clauses == said);
    // The encoding's own variables say which cell they are about.
    CHECK_THAT(text, Catch::Contains("c 1 cell (0,0)") || Catch::Contains("c 1 a bulb on") ||
                         Catch::Contains("c 1 true"));
  }
}

TEST_CASE("dimacs: models read in the competition's style and MiniSat's", "[cnf][formats]") {
  using pg::dimacs::read_model;
  SECTION("competition output, comments and several v lines") {
    const Model m = read_model("c CaDiCaL\nc\ns SATISFIABLE\nv 1 -2\nv 3 0\nc done\n", 4);
    CHECK(m.answer == Model::Answer::satisfiable);
    CHECK(m.values == std::vector<int>{0, 1, -1, 1, 0});
    CHECK(m.line == 3);
  }
  SECTION("MiniSat's result file") {
    const Model m = read_model("SAT\n-1 2 3 0\n", 3);
    CHECK(m.answer == Model::Answer::satisfiable);
    CHECK(m.values == std::vector<int>{0, -1, 1, 1});
    CHECK(read_model("UNSAT\n", 3).answer == Model::Answer::unsatisfiable);
    CHECK(read_model("INDET\n", 3).answer == Model::Answer::unknown);
  }
  SECTION("unsatisfiable and unknown answers") {
    CHECK(read_model("s UNSATISFIABLE\n", 3).answer == Model::Answer::unsatisfiable);
    CHECK(read_model("s UNKNOWN\n", 3).answer == Model::Answer::unknown);
  }
  SECTION("what does not read is refused at its place") {
    auto refused = [](const std::string& text, int line, int column, const std::string& says) {
      INFO(text);
      try {
        read_model(text, 5);
        FAIL("accepted");
      } catch (const pg::InputError& e) {
        CHECK(e.line() == line);
        CHECK(e.column() == column);
        CHECK_THAT(e.what(), Catch::Contains(says));
      }
    };
    refused("hello\n", 1, 1, "expected a SAT solver's answer");
    refused("s MAYBE\n", 1, 3, "expected SATISFIABLE");
    refused("s SATISFIABLE\nv 1 x 0\n", 2, 5, "expected a literal");
    refused("s SATISFIABLE\nv 1 9 0\n", 2, 5, "variable 9 is not in the formula, which has 5");
    refused("s SATISFIABLE\nv 1 -1 0\n", 2, 5, "a second value");
    refused("s SATISFIABLE\nv 1 0 2\n", 2, 7, "after the 0");
    refused("s SATISFIABLE\ns SATISFIABLE\n", 2, 1, "a second answer line");
    refused("s SATISFIABLE\nx 1 0\n", 2, 1, "expected a 'v' line");
    refused("s UNSATISFIABLE\nv 1 0\n", 1, 0, "not SATISFIABLE");
    refused("c nothing\n", 0, 0, "no answer");
  }
}

TEST_CASE("cli cnf: convert --to cnf [--unique] and check --model", "[cnf][cli]") {
  TempDir dir;
  const std::string puzzle = dir / "p.txt";
  cli::output_of({"generate", "lightup", "--size", "6", "--seed", "4", "-o", puzzle});
  SECTION("the CNF, which cadical solves, and its model checked") {
    const std::string cnf = dir / "p.cnf";
    cli::output_of({"convert", puzzle, "--to", "cnf", "-o", cnf});
    const std::string text = cli::slurp(cnf);
    CHECK(cli::starts_with(text, "c puzzlegen: Light Up"));
    Result model = cli::shell("cadical -q " + cli::quote(cnf));
    REQUIRE(model.status == 10);
    Result r = cli::run({"check", puzzle, dir.write("m", model.out), "--model"});
    CHECK(r.status == 0);
    CHECK(cli::starts_with(r.out, "valid model"));
    // The solution printed is the one solve prints.
    CHECK(r.out.substr(r.out.find('\n') + 1) == cli::output_of({"solve", puzzle}));
    // A literal flipped: a clause names what it breaks.
    std::string broken = cli::slurp(dir / "m");
    const std::size_t v = broken.find("\nv ") + 3;
    if (broken[v] == '-') {
      broken.erase(v, 1);
    } else {
      broken.insert(v, "-");
    }
    r = cli::run({"check", puzzle, dir.write("broken", broken), "--model"});
    CHECK(r.status == 1);
    CHECK(cli::starts_with(r.out, "invalid model: it falsifies clause "));
  }
  SECTION("--unique: unsatisfiable for the unique puzzle") {
    const std::string cnf = dir / "u.cnf";
    cli::output_of({"convert", puzzle, "--to", "cnf", "--unique", "-o", cnf});
    CHECK_THAT(cli::slurp(cnf), Catch::Contains("unsatisfiable exactly when the puzzle is unique"));
    CHECK(cli::shell("cadical -q " + cli::quote(cnf)).status == 20);
  }
  SECTION("errors: no solution for --unique, --unique alone, a bad model") {
    const std::string none = dir.write("none.txt", "4\n1\t1\t1\t2\n2\t2\t2\t2\n2\t2\t2\t2\n2\t2\t2\t2\n");
    Result r = cli::run({"convert", none, "--to", "cnf", "--unique"});
    CHECK(r.status == 120);
    CHECK_THAT(r.err, Catch::Contains("none.txt: no solution, so no --unique formula"));
    CHECK(r.out.empty());
    // The plain CNF is written all the same: unsatisfiable.
    r = cli::run({"convert", none, "--to", "cnf", "-o", dir / "none.cnf"});
    CHECK(r.status == 0);
    CHECK(cli::shell("cadical -q " + cli::quote(dir / "none.cnf")).status == 20);
    Result alone = cli::run({"convert", puzzle, "--to", "grid", "--unique"});
    CHECK(alone.status == 64);
    CHECK_THAT(alone.err, Catch::Contains("--unique goes with --to cnf"));
    Result bad = cli::run({"check", puzzle, dir.write("bad", "s SATISFIABLE\nv 1 q 0\n"), "--model"});
    CHECK(bad.status == 65);
    CHECK_THAT(bad.err, Catch::Contains("bad:2:5: expected a literal"));
  }
}

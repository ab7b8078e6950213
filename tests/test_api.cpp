// The library API (puzzlegen/api.hpp) as a program uses it: the catalogue as
// data, generation that is the same whatever the threads and that stops when
// asked, reading with the place of every error, writing, verifying,
// checking, and the one output destination. What the command line prints
// from these is tested through the binary elsewhere.
#include <sstream>
#include <stop_token>

#include <catch2/catch.hpp>

#include "cli_support.hpp"
#include "puzzlegen/api.hpp"

namespace {

namespace api = pg::api;
using pg::test::cli::TempDir;

api::GenerateRequest takuzu(int side, std::uint64_t count) {
  api::GenerateRequest request;
  request.puzzle = "takuzu";
  request.rows = request.cols = side;
  request.difficulty = pg::Difficulty::medium;
  request.seed = 11;
  request.count = count;
  request.threads = 1;
  return request;
}

std::vector<pg::Instance> made(const api::GenerateRequest& request) {
  std::vector<pg::Instance> instances;
  api::Generation(request).run([&](pg::Instance&& instance) { instances.push_back(std::move(instance)); });
  return instances;
}

}  // namespace

TEST_CASE("api: the catalogue is data, and names it does not know are refused with the nearest", "[api]") {
  const std::vector<api::PuzzleInfo> puzzles = api::puzzles();
  REQUIRE(puzzles.size() == 5);
  for (const api::PuzzleInfo& puzzle : puzzles) {
    INFO(puzzle.name);
    CHECK(api::puzzle(puzzle.name).title == puzzle.title);
    CHECK(puzzle.formats.back() == "json");
    CHECK(puzzle.generates.min_side <= puzzle.generates.max_side);
  }
  CHECK(api::difficulty_names() == std::vector<std::string>{"easy", "medium", "hard", "expert"});
  CHECK(api::difficulty("hard") == pg::Difficulty::hard);
  CHECK_THROWS_AS(api::difficulty("hrad"), pg::UsageError);
  CHECK_THROWS_WITH(api::difficulty("hrad"), Catch::Contains("did you mean 'hard'?"));
  CHECK_THROWS_AS(api::puzzle("takuzo"), pg::UsageError);
  CHECK_THROWS_WITH(api::puzzle("takuzo"), Catch::Contains("did you mean 'takuzu'?"));
  CHECK(api::size("6x8") == std::pair{6, 8});
  CHECK(api::size("7") == std::pair{7, 7});
  CHECK_THROWS_AS(api::size("6x"), pg::UsageError);
  CHECK(api::domain_text("nurikabe").find("(define (domain") != std::string::npos);
  CHECK_THROWS_AS(api::domain_text("nurikabe", "no domain"), pg::UsageError);
}

TEST_CASE("api: generation gives the same instances whatever the threads, one at a time or all", "[api]") {
  api::GenerateRequest request = takuzu(6, 4);
  const std::vector<pg::Instance> alone = made(request);
  request.threads = 3;
  const std::vector<pg::Instance> together = made(request);
  REQUIRE(alone.size() == 4);
  REQUIRE(together.size() == 4);
  const api::Generation generation(request);
  for (std::size_t i = 0; i < alone.size(); ++i) {
    INFO("instance " << i);
    CHECK(api::write(alone[i], "json") == api::write(together[i], "json"));
    CHECK(api::write(generation.one(i), "json") == api::write(alone[i], "json"));
    const api::Verification verification = api::verify(alone[i]);
    CHECK(verification.verdict == pg::Verdict::unique);
    CHECK(verification.difficulty == pg::Difficulty::medium);
  }
  CHECK(generation.file_name(3, 4) == "takuzu-6x6-medium-s11-0003");
  request.rows = 200;  // beyond what the generator makes
  CHECK_THROWS_AS(api::Generation(request), pg::UsageError);
}

TEST_CASE("api: a generation stops when its stop token is asked to", "[api]") {
  api::GenerateRequest request = takuzu(8, 1000);
  std::stop_source stop;
  request.stop = stop.get_token();
  int given = 0;
  CHECK_THROWS_AS(api::Generation(request).run([&](pg::Instance&&) {
    if (++given == 3) stop.request_stop();
  }),
                  api::Cancelled);
  CHECK(given == 3);
  // Asked before it starts: nothing is made.
  given = 0;
  CHECK_THROWS_AS(api::Generation(request).run([&](pg::Instance&&) { ++given; }), api::Cancelled);
  CHECK(given == 0);
}

TEST_CASE("api: reading places every error in its file, line and column", "[api]") {
  TempDir dir;
  const std::string good = dir.write("good.txt", api::write(made(takuzu(6, 1)).front()));
  const api::Loaded loaded = api::read_one(good, {}, "this test");
  CHECK(loaded.instance.puzzle == "takuzu");
  CHECK(loaded.format == "judge");
  const std::string bad = dir.write("bad.txt", "4\n2\t2\t2\t2\n2\t2\tx\t2\n2\t2\t2\t2\n2\t2\t2\t2\n");
  CHECK_THROWS_AS(api::read_one(bad, api::ReadOptions{"takuzu", "judge", "", {}}, "this test"), pg::LocatedInputError);
  CHECK_THROWS_WITH(api::read_one(bad, api::ReadOptions{"takuzu", "judge", "", {}}, "this test"), Catch::StartsWith(bad + ":3:5: "));
  const std::string two = dir.write("two.txt", api::write(made(takuzu(6, 1)).front()) + "\n" + pg::test::cli::slurp(good));
  CHECK_THROWS_AS(api::read_one(two, {}, "this test"), pg::LocatedInputError);
  CHECK_THROWS_WITH(api::read_one(two, {}, "this test"), Catch::EndsWith("holds 2 instances; this test takes one"));
  CHECK_THROWS_AS(api::read_one(dir / "absent.txt", {}, "this test"), pg::NoInputError);

  // Every instance of a directory, one at a time, each with its file.
  api::Inputs inputs({dir.path().string()}, {});
  CHECK(inputs.files() == 3);
  std::vector<api::Refusal> refusals;
  while (std::optional<api::Entry> entry = inputs.next()) refusals.push_back(entry->refusal);
  CHECK(refusals == std::vector<api::Refusal>{api::Refusal::malformed, api::Refusal::none, api::Refusal::none,
                                              api::Refusal::none});
}

TEST_CASE("api: writing says which formats can hold a size, and answers are checked", "[api]") {
  const std::optional<std::string> why = api::cannot_write("takuzu", "judge", 6, 8);
  REQUIRE(why);
  CHECK_THAT(*why, Catch::Contains("square grids only") && Catch::EndsWith("can hold it"));
  CHECK_FALSE(api::cannot_write("takuzu", "judge", 6, 6));

  const pg::Instance instance = made(takuzu(6, 1)).front();
  const api::Solved solved = api::solve(instance);
  REQUIRE(solved.verdict == pg::Verdict::unique);
  CHECK(solved.solution == *instance.solution);
  const std::string text = api::solution_text(instance, solved.solution);
  CHECK(api::check_solution(instance, text).valid);
  std::vector<int> broken = solved.solution;
  broken[0] = 1 - broken[0];
  const api::RuleResult wrong = api::check_solution(instance, api::solution_text(instance, broken));
  CHECK_FALSE(wrong.valid);
  CHECK_FALSE(wrong.rule.empty());

  pg::Instance blank = instance;
  blank.givens.assign(blank.givens.size(), pg::kNone);
  blank.solution.reset();
  const api::Verification several = api::verify(blank);
  CHECK(several.verdict == pg::Verdict::multiple);
  CHECK(several.solutions.size() == 2);
  CHECK_FALSE(several.differing.empty());
  CHECK(several.text.starts_with("multiple\n"));
  CHECK(several.json["verdict"] == "multiple");
}

TEST_CASE("api: an output is decided once: a stream, a file or a directory", "[api][output]") {
  TempDir dir;
  std::ostringstream out;
  const pg::Instance instance = made(takuzu(6, 1)).front();
  {
    api::Output stream({"-"}, out);
    CHECK(stream.kind() == api::Output::Kind::standard_output);
    stream.instance(instance, "judge", {}, "unused");
    stream.finish();
    CHECK(out.str() == api::write(instance));
  }
  api::OutputRequest several{dir / "new", true};
  CHECK(api::Output::kind_of(several) == api::Output::Kind::directory);
  CHECK_FALSE(std::filesystem::exists(dir / "new"));  // deciding touches nothing
  {
    api::Output directory(several, out);
    directory.instance(instance, "pddl", {}, "first");
    CHECK(pg::test::cli::sorted_entries(dir / "new") ==
          std::vector<std::string>{"domain.pddl", "first.pddl", "first.plan"});
  }
  const std::string file = dir.write("file.txt", "x\n");
  CHECK_THROWS_AS(api::Output({file, true}, out), pg::UsageError);
  CHECK_THROWS_WITH(api::Output({file, true}, out), Catch::StartsWith(file + " is a file; "));
  {
    api::Output one({file}, out);
    CHECK(one.kind() == api::Output::Kind::file);
    one.append("y\n");
    CHECK(pg::test::cli::slurp(file) == "x\n");  // whole or not at all: nothing until finish
    one.finish();
  }
  CHECK(pg::test::cli::slurp(file) == "y\n");
  // A file among others: the same content is left, other content needs force.
  CHECK_NOTHROW(api::write_among_others(file, "y\n", false));
  CHECK_THROWS_AS(api::write_among_others(file, "z\n", false), pg::CantCreateError);
  api::write_among_others(file, "z\n", true);
  CHECK(pg::test::cli::slurp(file) == "z\n");
}

// The library API (puzzlegen/api.hpp) as a program uses it: the catalogue as
// data, generation that is the same whatever the threads and that stops when
// asked, reading with the place of every error, writing, verifying,
// checking, and the one output destination. What the command line prints
// from these is tested through the binary elsewhere.
#include <sstream>
#include <chrono>
#include <stop_token>
#include <thread>

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

TEST_CASE("api: read_all reads every instance of a file or a text, detected, its first fault placed apart", "[api]") {
  TempDir dir;
  const std::vector<pg::Instance> two = made(takuzu(6, 2));
  const std::string text = api::write(two[0]) + "\n" + api::write(two[1]);
  const std::string file = dir.write("two.txt", text);
  for (const std::vector<api::Loaded>& read : {api::read_all(file, {}), api::read_all_text(text, "<text>", {})}) {
    REQUIRE(read.size() == 2);
    CHECK(read[0].format == "judge");
    CHECK(read[1].line == 9);
    CHECK(read[0].instance.givens == two[0].givens);
    CHECK(read[1].instance.givens == two[1].givens);
  }
  // A text of another puzzle, detected as a file of it would be.
  const std::string tatham = "6x6u:dafkbAhac\n";
  CHECK(api::read_all_text(tatham, "<text>", {}).front().format == "tatham");

  const std::string bad = "4\n2\t2\t2\t2\n2\t2\tx\t2\n2\t2\t2\t2\n2\t2\t2\t2\n";
  try {
    api::read_all_text(bad, "<text>", api::ReadOptions{"takuzu", "", "", {}});
    FAIL("a malformed text read");
  } catch (const pg::LocatedInputError& e) {
    CHECK(e.file() == "<text>");
    CHECK(e.line() == 3);
    CHECK(e.column() == 5);
    CHECK_THAT(e.what(), Catch::StartsWith("<text>:3:5: "));
  }
  // The Inputs' entries keep the place apart too.
  dir.write("bad.txt", bad);
  api::Inputs inputs({(dir / "bad.txt")}, {"takuzu", "", "", {}});
  const std::optional<api::Entry> entry = inputs.next();
  REQUIRE(entry);
  CHECK(entry->refusal == api::Refusal::malformed);
  CHECK(entry->error_line == 3);
  CHECK(entry->error_column == 5);

  // A stored solution that breaks the rules is refused, with its line.
  pg::Json document = api::document(two[0]);
  document["solution"][0][0] = 1 - document["solution"][0][0].get<int>();
  document["solution"][0][1] = 1 - document["solution"][0][1].get<int>();
  CHECK_THROWS_AS(api::read_all_text(document.dump(), "<text>", {}), pg::WrongSolutionError);
}

TEST_CASE("api: check_solution takes cells as well as text, and refuses a grid of another size", "[api]") {
  const pg::Instance instance = made(takuzu(6, 1)).front();
  CHECK(api::check_solution(instance, std::span<const int>(*instance.solution)).valid);
  std::vector<int> broken = *instance.solution;
  broken[5] = 1 - broken[5];
  const api::RuleResult wrong = api::check_solution(instance, std::span<const int>(broken));
  CHECK_FALSE(wrong.valid);
  CHECK(wrong.rule == api::check_solution(instance, api::solution_text(instance, broken)).rule);
  broken.pop_back();
  CHECK_THROWS_AS(api::check_solution(instance, std::span<const int>(broken)), pg::InputError);
}

TEST_CASE("api: an evaluation entry asks the puzzle without its answer, and score holds answers to the rules",
          "[api][evaluation]") {
  const pg::Instance instance = made(takuzu(6, 1)).front();
  for (const std::string format : {"judge", "json", "tatham", "pddl"}) {
    INFO(format);
    const pg::Json entry = api::evaluation_entry(instance, format);
    CHECK(entry["puzzle"] == "takuzu");
    CHECK(entry["size"] == "6x6");
    CHECK(entry["format"] == format);
    CHECK(entry["seed"] == 11);
    CHECK(entry["index"] == 0);
    CHECK(entry["difficulty"] == "medium");
    CHECK(entry["answer"] == api::solution_text(instance, *instance.solution));
    // The question reads back as the puzzle, and holds no solution.
    const std::vector<pg::Instance> asked = api::read_text(entry["question"].get<std::string>(), "takuzu", format);
    REQUIRE(asked.size() == 1);
    CHECK(asked.front().givens == instance.givens);
    CHECK_FALSE(asked.front().solution);

    const api::Score right = api::score(entry, entry["answer"].get<std::string>());
    CHECK(right.correct);
    CHECK(right.stored);
    std::vector<int> broken = *instance.solution;
    broken[0] = 1 - broken[0];
    const api::Score wrong = api::score(entry, api::solution_text(instance, broken));
    CHECK_FALSE(wrong.correct);
    CHECK_FALSE(wrong.rule.empty());
    const api::Score junk = api::score(entry, "no grid here");
    CHECK_FALSE(junk.correct);
    CHECK(junk.rule == "unreadable answer");
    CHECK_THAT(junk.detail, Catch::StartsWith("1:"));
  }
  pg::Json lacking = api::evaluation_entry(instance);
  lacking.erase("question");
  CHECK_THROWS_AS(api::score(lacking, ""), pg::InputError);
  pg::Instance unsolved = instance;
  unsolved.solution.reset();
  CHECK_THROWS_AS(api::evaluation_entry(unsolved), pg::UsageError);
}

TEST_CASE("api: score says so when a valid answer differs from the stored one of a puzzle that is not unique",
          "[api][evaluation]") {
  // An entry whose puzzle was emptied of its clues: many solutions, so
  // another valid answer than the stored one exists. score refuses to count
  // it as correct or wrong: it is the entry that is wrong.
  pg::Instance open = made(takuzu(6, 1)).front();
  open.givens.assign(open.givens.size(), pg::kNone);
  const pg::Json entry = api::evaluation_entry(open);
  std::vector<int> other = *open.solution;
  std::vector<int> flipped(other.size());
  for (std::size_t i = 0; i < other.size(); ++i) flipped[i] = 1 - other[i];  // the complement keeps every rule
  CHECK(api::check_solution(open, std::span<const int>(flipped)).valid);
  CHECK_THROWS_AS(api::score(entry, api::solution_text(open, flipped)), pg::InternalError);
}

TEST_CASE("api: a generation's stream gives run()'s instances in order, ends, and stops from another thread",
          "[api]") {
  using Took = api::Generation::Stream::Took;
  api::GenerateRequest request = takuzu(6, 5);
  const std::vector<pg::Instance> alone = made(request);
  for (int threads : {1, 2, 3}) {
    INFO(threads << " threads");
    request.threads = threads;
    const api::Generation generation(request);
    api::Generation::Stream stream = generation.stream();
    std::vector<pg::Instance> taken;
    pg::Instance instance;
    for (;;) {
      const Took took = stream.take(std::chrono::milliseconds(20), instance);
      if (took == Took::ended) break;
      if (took == Took::instance) taken.push_back(std::move(instance));
    }
    REQUIRE(taken.size() == alone.size());
    for (std::size_t i = 0; i < taken.size(); ++i) CHECK(api::write(taken[i], "json") == api::write(alone[i], "json"));
    CHECK(stream.take(std::chrono::milliseconds(0), instance) == Took::ended);
  }

  // A take that waits ends when another thread stops the stream (the stop
  // token first, so that the attempt in hand ends too).
  api::GenerateRequest slow = takuzu(40, 1000);
  slow.difficulty = pg::Difficulty::expert;
  slow.threads = 1;
  std::stop_source stop;
  slow.stop = stop.get_token();
  const api::Generation generation(slow);
  api::Generation::Stream stream = generation.stream();
  std::thread stopper([&] {
    std::this_thread::sleep_for(std::chrono::milliseconds(200));
    stop.request_stop();
    stream.stop();
  });
  pg::Instance instance;
  Took took = Took::waiting;
  const auto begun = std::chrono::steady_clock::now();
  while (took != Took::ended) took = stream.take(std::chrono::milliseconds(50), instance);
  stopper.join();
  CHECK(std::chrono::steady_clock::now() - begun < std::chrono::seconds(30));

  // A puzzle that cannot be made is the take's error.
  api::GenerateRequest impossible = takuzu(4, 2);
  impossible.difficulty = pg::Difficulty::expert;
  impossible.attempts = 1;
  impossible.threads = 2;
  const api::Generation failing(impossible);
  api::Generation::Stream failed = failing.stream();
  CHECK_THROWS_AS(failed.take(std::chrono::hours(1), instance), pg::GenerateError);
}

TEST_CASE("api: pictures refuse a solution not of the grid's size and a sheet laid out with no room", "[api]") {
  const pg::Instance instance = made(takuzu(6, 1)).front();
  api::PictureOptions svg;
  CHECK(api::draw(instance, &*instance.solution, svg).find("<svg") != std::string::npos);
  const std::vector<int> none;  // what solve() gives a puzzle without a solution
  CHECK_THROWS_WITH(api::draw(instance, &none, svg), "the puzzle has no solution to draw");
  api::PictureOptions pdf;
  pdf.kind = api::PictureKind::pdf;
  const std::vector<api::SheetItem> items{{instance, *instance.solution}, {instance, none}};
  CHECK_THROWS_WITH(api::draw_sheet(items, 2, 2, pdf), "instance 2 has no solution to draw");
  CHECK(api::draw_sheet(std::span(items).first(1), 2, 2, pdf).starts_with("%PDF"));
  for (auto [rows, columns] : {std::pair{0, 2}, {2, 0}, {11, 1}})
    CHECK_THROWS_WITH(api::draw_sheet(std::span(items).first(1), rows, columns, pdf), Catch::Contains("1 to 10"));
  CHECK_THROWS_WITH(api::draw_sheet({}, 2, 2, pdf), "a sheet needs at least one instance");
}

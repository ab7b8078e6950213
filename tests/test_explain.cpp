// Explained solutions: every step the logic solver explains is one of its
// rules, decides cells still open, and decides them as every solution has
// them (SAT finds none with the decision undone); the steps replayed give
// the deduction's cells; a contradiction is the last step, and only where
// there is no solution. Then `solve --explain` (text and JSON) and `render
// --explain K` on the command line.
#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>
#include <pugixml.hpp>

#include <algorithm>
#include <map>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "cli_support.hpp"
#include "core/lightup.hpp"
#include "generator/generate.hpp"
#include "generator/rng.hpp"
#include "puzzles/catalogue.hpp"
#include "solvers/sat/search.hpp"
#include "support.hpp"

namespace {

using pg::Decision;
using pg::Deduction;
using pg::Difficulty;
using pg::Instance;
using pg::kNone;
using pg::Step;
using namespace pg::test::cli;

// What a sample of explanations went through, so that a test can require
// that it saw each kind.
struct Seen {
  int instances = 0;
  int steps = 0;
  int decisions = 0;  // each one checked against SAT
  int ruled_out = 0;  // of them, values a cell cannot hold
  int follows = 0;    // of them, cells that follow from another decision
  int trials = 0;
  int hard = 0;  // steps of the hard tier
  int solved = 0;
  int stuck = 0;
  int contradictions = 0;
  int without_solution = 0;
};

// The explanation of `instance` against the deduction and against SAT.
void check_explained(const pg::Solver& solver, const Instance& instance, Seen& seen) {
  const Deduction plain = solver.deduce(instance, Difficulty::hard);
  const Deduction explained = solver.explain(instance, Difficulty::hard, std::nullopt);
  CHECK_FALSE(plain.explanation);
  REQUIRE(explained.explanation);
  // Explaining changes nothing the solver finds.
  CHECK(explained.status == plain.status);
  CHECK(explained.cells == plain.cells);
  CHECK(explained.hardest == plain.hardest);
  CHECK(explained.steps == plain.steps);
  const pg::Explanation& explanation = *explained.explanation;

  std::map<std::string, Difficulty> rules;
  for (const pg::RuleSteps& rule : explained.rules) rules.emplace(rule.name, rule.tier);

  pg::sat::Session session;
  auto encoding = solver.encode(session, instance);
  const std::vector<int> selectors = encoding->selectors();
  const pg::sat::Found any = pg::sat::search(session, *encoding, selectors);
  REQUIRE(any.outcome != pg::sat::Outcome::unknown);
  const bool solvable = any.outcome == pg::sat::Outcome::sat;

  ++seen.instances;
  seen.without_solution += !solvable;
  seen.solved += explained.status == Deduction::Status::solved;
  seen.stuck += explained.status == Deduction::Status::stuck;
  seen.contradictions += explained.status == Deduction::Status::contradiction;

  // The start holds what the givens decide, as every solution has it.
  REQUIRE(explanation.start.size() == static_cast<std::size_t>(instance.cells()));
  if (solvable)
    for (std::size_t i = 0; i < explanation.start.size(); ++i)
      if (explanation.start[i] != kNone) CHECK(explanation.start[i] == any.solution[i]);

  int credited = 0;  // the deductions the ladder counts, as the steps make them
  for (std::size_t k = 0; k < explanation.steps.size(); ++k) {
    const Step& step = explanation.steps[k];
    INFO("step " << k + 1 << ": " << pg::step_text(step, instance.cols));
    ++seen.steps;
    if (step.contradiction) {
      // The last step, where SAT finds no solution either.
      CHECK(k + 1 == explanation.steps.size());
      CHECK(explained.status == Deduction::Status::contradiction);
      CHECK_FALSE(solvable);
      CHECK_FALSE(pg::contradiction_text(step, instance.cols).empty());
      if (!step.decided.empty()) CHECK_FALSE(step.against.empty());
      continue;
    }
    const auto rule = rules.find(std::string(step.rule));
    REQUIRE(rule != rules.end());
    CHECK(rule->second == step.tier);
    CHECK(step.tier <= explained.hardest);
    CHECK_FALSE(step.reason.text.empty());
    REQUIRE_FALSE(step.decided.empty());
    seen.trials += step.reason.trial;
    seen.hard += step.tier == Difficulty::hard;
    for (int cell : step.reason.cells) CHECK((cell >= 0 && cell < instance.cells()));

    const std::vector<int> before = pg::cells_after(explanation, k);
    bool strikes = false;
    for (const Decision& decision : step.decided) {
      INFO("cell " << pg::to_string(instance.cell(decision.cell)) << " " << decision.says);
      ++seen.decisions;
      CHECK_FALSE(decision.says.empty());
      std::vector<int> one(static_cast<std::size_t>(instance.cells()), kNone);
      one[static_cast<std::size_t>(decision.cell)] = decision.value;
      const std::vector<int> holds = encoding->literals_of(one);
      if (decision.kind == Decision::Kind::is_not) {
        // No solution holds the value ruled out.
        ++seen.ruled_out;
        strikes = true;
        std::vector<int> assumptions = selectors;
        assumptions.insert(assumptions.end(), holds.begin(), holds.end());
        CHECK(pg::sat::search(session, *encoding, assumptions).outcome == pg::sat::Outcome::unsat);
        continue;
      }
      // A cell still open before the step, and no solution has it otherwise.
      CHECK(before[static_cast<std::size_t>(decision.cell)] == kNone);
      seen.follows += decision.kind == Decision::Kind::follows;
      credited += decision.kind == Decision::Kind::is;
      CHECK(pg::sat::search_other(session, *encoding, selectors, holds).outcome == pg::sat::Outcome::unsat);
    }
    // Values ruled out of a cell, or of a gap, count as one deduction.
    credited += strikes;
  }
  int counted = 0;
  for (int steps : explained.steps) counted += steps;
  CHECK(credited == counted);

  if (explained.status == Deduction::Status::contradiction) {
    REQUIRE_FALSE(explanation.steps.empty());
    CHECK(explanation.steps.back().contradiction);
    return;
  }
  // The steps replayed give the deduction's cells, and leave its open ones.
  CHECK(pg::cells_after(explanation, explanation.steps.size()) == explained.cells);
  if (solvable) {
    int open = 0;
    for (std::size_t i = 0; i < explained.cells.size(); ++i)
      open += explained.cells[i] == kNone && any.solution[i] != kNone;
    CHECK(explanation.open == open);
  }
  if (explained.status == Deduction::Status::solved) CHECK(explanation.open == 0);
}

// Sides for each puzzle's small instances: a Numbrix grid's last number
// grows as its area.
int side_of(const std::string& puzzle) { return puzzle == "numbrix" ? 5 : 6; }

// `instance` with about half its clues taken away (Light Up's numbers
// become plain black cells): often several solutions.
Instance fewer_clues(const Instance& instance, pg::Rng& rng) {
  Instance fewer = instance;
  fewer.solution.reset();
  fewer.difficulty.reset();
  for (int& given : fewer.givens) {
    if (given == kNone || !rng.coin()) continue;
    if (instance.puzzle == "lightup")
      given = pg::lightup::is_number(given) ? pg::lightup::kBlack : given;
    else
      given = kNone;
  }
  return fewer;
}

// `instance` with one clue that its solution breaks: no solution (Light Up
// and Nurikabe: a number off by one, which seldom leaves one).
Instance wrong_clue(const Instance& instance, pg::Rng& rng) {
  REQUIRE(instance.solution);
  const std::vector<int>& solution = *instance.solution;
  Instance wrong = instance;
  wrong.solution.reset();
  wrong.difficulty.reset();
  std::vector<int> cells;
  const std::string& puzzle = instance.puzzle;
  for (int cell = 0; cell < instance.cells(); ++cell) {
    const int given = instance.givens[static_cast<std::size_t>(cell)];
    const int solved = solution[static_cast<std::size_t>(cell)];
    const bool fits = puzzle == "lightup"    ? pg::lightup::is_number(given)
                      : puzzle == "nurikabe" ? given != kNone
                      : puzzle == "kuromasu" ? given == kNone && solved == 1  // a black cell: clues are white
                                             : given == kNone;
    if (fits) cells.push_back(cell);
  }
  REQUIRE_FALSE(cells.empty());
  const int cell = cells[rng.below(static_cast<std::uint32_t>(cells.size()))];
  int& given = wrong.givens[static_cast<std::size_t>(cell)];
  const int solved = solution[static_cast<std::size_t>(cell)];
  if (puzzle == "takuzu") given = 1 - solved;
  if (puzzle == "kuromasu") given = 2;
  if (puzzle == "lightup") given = given < 4 ? given + 1 : given - 1;
  if (puzzle == "nurikabe") given = given + 1;
  if (puzzle == "numbrix") {
    // A number given nowhere else, which the solution has elsewhere.
    for (int v = 1; v <= instance.cells(); ++v)
      if (v != solved && std::find(instance.givens.begin(), instance.givens.end(), v) == instance.givens.end()) {
        given = v;
        break;
      }
  }
  return wrong;
}

}  // namespace

TEST_CASE("explain: every step of every puzzle is forced, on unique, several and no solutions", "[explain]") {
  for (const pg::Puzzle& puzzle : pg::puzzles()) {
    const std::string name(puzzle.name());
    const int side = side_of(name);
    Seen seen;
    pg::Rng rng(11, 0);
    for (Difficulty tier : pg::kDifficulties) {
      for (std::uint64_t index = 0; index < 2; ++index) {
        const Instance instance =
            pg::generate(puzzle.job(pg::test::request(name, side, side, tier, 3)), index);
        INFO(name << " " << pg::to_string(tier) << " #" << index << "\n" << pg::test::json_of(instance));
        check_explained(puzzle.solver, instance, seen);
        const Instance fewer = fewer_clues(instance, rng);
        INFO("fewer clues\n" << pg::test::json_of(fewer));
        check_explained(puzzle.solver, fewer, seen);
        const Instance wrong = wrong_clue(instance, rng);
        INFO("a wrong clue\n" << pg::test::json_of(wrong));
        check_explained(puzzle.solver, wrong, seen);
      }
    }
    INFO(name << ": " << seen.instances << " instances, " << seen.steps << " steps, " << seen.decisions
              << " decisions (" << seen.ruled_out << " ruled out, " << seen.follows << " following), "
              << seen.trials << " trials, " << seen.hard << " hard steps; solved " << seen.solved << ", stuck " << seen.stuck << ", contradictions "
              << seen.contradictions << ", without a solution " << seen.without_solution);
    // The sample reached every ending, and explained steps of the hard tier.
    CHECK(seen.solved > 0);
    CHECK(seen.stuck > 0);
    CHECK(seen.contradictions > 0);
    CHECK(seen.hard > 0);
    // Takuzu's hard rules read whole lines; the others' try a guess.
    if (name != "takuzu") CHECK(seen.trials > 0);
    if (name == "numbrix") CHECK(seen.ruled_out > 0);
    if (name == "lightup") CHECK(seen.follows > 0);
  }
}

TEST_CASE("explain: a step reads as its rule, its cells and its reason", "[explain]") {
  // Two 0s side by side force a 1 beside them; three 0s are a contradiction.
  Instance instance;
  instance.puzzle = "takuzu";
  instance.rows = instance.cols = 4;
  instance.givens = {0, 0, kNone, kNone, kNone, kNone, kNone, kNone,
                     kNone, kNone, kNone, kNone, kNone, kNone, kNone, kNone};
  const pg::Solver& solver = pg::find_puzzle("takuzu")->solver;
  const Deduction first = solver.explain(instance, Difficulty::easy, std::nullopt);
  REQUIRE(first.explanation);
  REQUIRE_FALSE(first.explanation->steps.empty());
  const Step& step = first.explanation->steps.front();
  CHECK(pg::step_text(step, 4) == "pairs and sandwiches (easy): (0,2) = 1, because (0,0) and (0,1) are 0");
  CHECK(step.reason.cells == std::vector<int>{0, 1});

  instance.givens[2] = 0;
  const Deduction none = solver.explain(instance, Difficulty::hard, std::nullopt);
  REQUIRE(none.explanation);
  REQUIRE(none.explanation->steps.size() == 1);
  CHECK(none.status == Deduction::Status::contradiction);
  CHECK(pg::step_text(none.explanation->steps.front(), 4) ==
        "pairs and sandwiches (easy): contradiction: row 0 has three 0s in a row");
  CHECK(none.explanation->steps.front().reason.cells == std::vector<int>{0, 1, 2});

  // Ruled-out values, and cells that follow, in words.
  Step made;
  made.rule = "dead end";
  made.tier = Difficulty::medium;
  made.decided = {{7, 5, Decision::Kind::is_not, "5"}, {7, 9, Decision::Kind::is_not, "9"}};
  made.reason.text = "no two of its neighbours can hold the numbers just before and after any of them";
  CHECK(pg::step_text(made, 4) == "dead end (medium): (1,3) is not 5 or 9, because no two of its neighbours can "
                                  "hold the numbers just before and after any of them");
  made.decided = {{0, 1, Decision::Kind::is, "bulb"}, {1, 0, Decision::Kind::follows, "no bulb"},
                  {2, 0, Decision::Kind::follows, "no bulb"}};
  made.reason.text = "why";
  CHECK(pg::step_text(made, 4) == "dead end (medium): (0,0) = bulb, because why; so (0,1) and (0,2) = no bulb");
}

// ---------------------------------------------------------------------------
// The command line

namespace {

const std::string kBlank4 = "4\n2\t2\t2\t2\n2\t2\t2\t2\n2\t2\t2\t2\n2\t2\t2\t2\n";
const std::string kNone4 = "4\n0\t0\t0\t2\n2\t2\t2\t2\n2\t2\t2\t2\n2\t2\t2\t2\n";

nlohmann::json json_line(const std::string& text) {
  const std::vector<std::string> lines = lines_of(text);
  REQUIRE(lines.size() == 1);
  return nlohmann::json::parse(lines.front());
}

std::set<std::pair<int, int>> cells_of(const nlohmann::json& list) {
  std::set<std::pair<int, int>> out;
  for (const auto& item : list) {
    const nlohmann::json& at = item.is_object() ? item.at("cell") : item;
    out.insert({at.at(0).get<int>(), at.at(1).get<int>()});
  }
  return out;
}

std::set<std::pair<int, int>> svg_cells(const pugi::xml_document& doc, const std::string& role) {
  std::set<std::pair<int, int>> out;
  for (const pugi::xpath_node& node : doc.select_nodes(("//*[@class='" + role + "']").c_str()))
    out.insert({node.node().attribute("data-row").as_int(-1), node.node().attribute("data-col").as_int(-1)});
  return out;
}

}  // namespace

TEST_CASE("cli solve --explain: numbered steps, the solution, and the same as data", "[explain][cli]") {
  TempDir dir;
  for (const std::string puzzle : {"takuzu", "lightup", "nurikabe", "kuromasu", "numbrix"}) {
    INFO(puzzle);
    const std::string file = dir.write(puzzle + ".json", output_of({"generate", puzzle, "--size", "6", "--difficulty",
                                                                     "hard", "--seed", "4", "--format", "json"}));
    const Result text = run({"solve", file, "--explain"});
    INFO(text.err);
    REQUIRE(text.status == 0);
    const Result json = run({"solve", file, "--explain", "--json"});
    REQUIRE(json.status == 0);
    const nlohmann::json doc = json_line(json.out);
    CHECK(doc.at("puzzle") == puzzle);
    CHECK(doc.at("status") == "solved");
    CHECK(doc.at("verdict") == "unique");
    CHECK(doc.at("hardest") == "hard");
    const nlohmann::json& steps = doc.at("steps");
    REQUIRE_FALSE(steps.empty());

    // One line per step, numbered, as the JSON says it; then the end and
    // the solution, as solve prints it.
    const std::vector<std::string> lines = lines_of(text.out);
    REQUIRE(lines.size() > steps.size());
    bool hard = false;
    for (std::size_t k = 0; k < steps.size(); ++k) {
      const nlohmann::json& step = steps[k];
      CHECK(step.at("step") == k + 1);
      CHECK(lines[k] == std::to_string(k + 1) + ". " + step.at("text").get<std::string>());
      CHECK_FALSE(step.at("contradiction").get<bool>());
      CHECK(step.at("decided").size() + step.at("ruled_out").size() > 0);
      CHECK_FALSE(step.at("reason").at("text").get<std::string>().empty());
      hard = hard || step.at("tier") == "hard";
    }
    CHECK(hard);
    CHECK(lines[steps.size()] == "solved in " + std::to_string(steps.size()) + " steps (hardest tier: hard):");
    const std::string solution = output_of({"solve", file});
    std::string rest;
    for (std::size_t k = steps.size() + 1; k < lines.size(); ++k) rest += lines[k] + "\n";
    CHECK(rest == solution);
    CHECK(doc.at("solution") == nlohmann::json::parse(output_of({"verify", file, "--json"})).at("solutions").at(0));
  }
}

TEST_CASE("cli solve --explain: stuck, contradictions, several instances and refusals", "[explain][cli]") {
  TempDir dir;
  SECTION("stuck: search finds several solutions, and one is printed") {
    const Result r = run({"solve", "-p", "takuzu", "-", "--explain"}, kBlank4);
    INFO(r.err);
    CHECK(r.status == 0);
    const std::vector<std::string> lines = lines_of(r.out);
    REQUIRE(lines.size() == 5);
    CHECK(lines[0] == "stuck after 0 steps: 16 cells left; the rest needs search, which finds several solutions; "
                      "one of them:");
    const nlohmann::json doc = json_line(run({"solve", "-p", "takuzu", "-", "--explain", "--json"}, kBlank4).out);
    CHECK(doc.at("status") == "stuck");
    CHECK(doc.at("verdict") == "multiple");
    CHECK(doc.at("open") == 16);
  }
  SECTION("a contradiction ends the steps: no solution, exit 120") {
    const Result r = run({"solve", "-p", "takuzu", "-", "--explain"}, kNone4);
    CHECK(r.status == 120);
    CHECK(contains(r.err, "no solution"));
    CHECK(r.out == "1. pairs and sandwiches (easy): contradiction: row 0 has three 0s in a row\n"
                   "contradiction at step 1: no solution\n");
    const Result json = run({"solve", "-p", "takuzu", "-", "--explain", "--json"}, kNone4);
    CHECK(json.status == 120);
    const nlohmann::json doc = json_line(json.out);
    CHECK(doc.at("status") == "contradiction");
    CHECK(doc.at("verdict") == "none");
    CHECK(doc.at("solution").is_null());
    REQUIRE(doc.at("steps").size() == 1);
    CHECK(doc.at("steps")[0].at("contradiction") == true);
    CHECK(cells_of(doc.at("steps")[0].at("reason").at("cells")) ==
          std::set<std::pair<int, int>>{{0, 0}, {0, 1}, {0, 2}});
  }
  SECTION("several instances: each explanation under its label") {
    const std::string two = dir.write("two.json", output_of({"generate", "takuzu", "--size", "4", "--count", "2",
                                                             "--format", "json"}));
    const Result r = run({"solve", two, "--explain"});
    CHECK(r.status == 0);
    const std::vector<std::string> lines = lines_of(r.out);
    REQUIRE_FALSE(lines.empty());
    CHECK(lines.front() == "instance 1:");
    CHECK(std::count(lines.begin(), lines.end(), "instance 2:") == 1);
    CHECK(lines_of(run({"solve", two, "--explain", "--json"}).out).size() == 2);
    // Into a directory, a file each.
    CHECK(run({"solve", two, "--explain", "-o", dir / "out/"}).status == 0);
    CHECK(sorted_entries(dir.path() / "out") ==
          std::vector<std::string>{"two-1.explanation.txt", "two-2.explanation.txt"});
  }
  SECTION("refusals") {
    const std::string file = dir.write("t.txt", kBlank4);
    check_usage_errors({{"--json without --explain", {"solve", file, "--json"}, "--explain"}});
    // A PDDL problem's answer is a plan: explaining it is a usage error.
    REQUIRE(run({"generate", "takuzu", "--size", "4", "--format", "pddl", "-o", dir / "pddl/"}).status == 0);
    std::string problem;
    for (const std::string& name : sorted_entries(dir.path() / "pddl"))
      if (name != "domain.pddl" && name.find(".plan") == std::string::npos) problem = dir / ("pddl/" + name);
    REQUIRE_FALSE(problem.empty());
    const Result r = run({"solve", problem, "--explain"});
    CHECK(r.status == 64);
    CHECK(r.out.empty());
    CHECK(contains(r.err, "plan"));
  }
}

TEST_CASE("cli render --explain: the board before step K, its cells outlined, its words under it", "[explain][cli]") {
  TempDir dir;
  for (const std::string puzzle : {"takuzu", "lightup", "nurikabe", "kuromasu", "numbrix"}) {
    INFO(puzzle);
    const std::string file = dir.write(puzzle + ".json", output_of({"generate", puzzle, "--size", "6", "--difficulty",
                                                                     "hard", "--seed", "4", "--format", "json"}));
    const nlohmann::json steps = json_line(output_of({"solve", file, "--explain", "--json"})).at("steps");
    REQUIRE(steps.size() > 2);
    // The first step, one in the middle and the last.
    for (const std::size_t k : {std::size_t{1}, steps.size() / 2, steps.size()}) {
      INFO("step " << k);
      const nlohmann::json& step = steps[k - 1];
      const Result r = run({"render", file, "--explain", std::to_string(k)});
      INFO(r.err);
      REQUIRE(r.status == 0);
      pugi::xml_document doc;
      REQUIRE(doc.load_string(r.out.c_str()));
      std::set<std::pair<int, int>> decided = cells_of(step.at("decided"));
      for (const auto& cell : cells_of(step.at("ruled_out"))) decided.insert(cell);
      for (const auto& cell : cells_of(step.at("follows"))) decided.insert(cell);
      CHECK(svg_cells(doc, "decided") == decided);
      std::set<std::pair<int, int>> reason;
      for (const auto& cell : cells_of(step.at("reason").at("cells")))
        if (!decided.count(cell)) reason.insert(cell);
      CHECK(svg_cells(doc, "reason") == reason);
      // The caption, wrapped, is the step's line.
      std::string caption;
      for (const pugi::xpath_node& line : doc.select_nodes("//*[@class='caption']"))
        caption += (caption.empty() ? "" : " ") + std::string(line.node().child_value());
      CHECK(caption == std::to_string(k) + ". " + step.at("text").get<std::string>());
      if (puzzle == "takuzu") {
        // The board before the step: the cells the steps before it decided.
        std::set<std::pair<int, int>> before;
        for (std::size_t j = 0; j + 1 < k; ++j)
          for (const auto& cell : cells_of(steps[j].at("decided"))) before.insert(cell);
        CHECK(svg_cells(doc, "solved") == before);
      }
    }
    const std::vector<std::pair<std::vector<std::string>, std::string>> refused = {
        {{"render", file, "--explain", std::to_string(steps.size() + 1)}, "only " + std::to_string(steps.size())},
        {{"render", file, "--explain", "0"}, "--explain"},
        {{"render", file, "--explain", "1", "--solution"}, "--solution"},
        {{"render", file, "--explain", "1", "--sheet", "1x1"}, "sheet"},
    };
    for (const auto& [args, message] : refused) {
      const Result r = run(args);
      INFO(args.back() << ": " << r.err);
      CHECK(r.status == 64);
      CHECK(r.out.empty());
      CHECK(contains(r.err, message));
    }
  }
  // An instance the rules decide nothing in has no step to draw.
  const std::string blank = dir.write("blank.txt", kBlank4);
  const Result r = run({"render", "-p", "takuzu", blank, "--explain", "1"});
  CHECK(r.status == 64);
  CHECK(contains(r.err, "decide nothing"));
}

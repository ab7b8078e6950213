// Every logic solver is a ladder of named rules: the table reads easiest
// first, each deduction is credited to one rule, and the grade is the tier of
// the hardest rule used.
#include <catch2/catch.hpp>

#include <algorithm>
#include <set>
#include <string>

#include "generator/generate.hpp"
#include "puzzles/catalogue.hpp"
#include "support.hpp"
#include "verifier/report.hpp"
#include "verifier/verify.hpp"

using pg::Difficulty;
using pg::Instance;

TEST_CASE("ladder: every puzzle's rules have names, tiers ascending, and cover easy to hard", "[ladder]") {
  for (const pg::Puzzle& puzzle : pg::puzzles()) {
    INFO(puzzle.name());
    Instance instance = pg::generate(puzzle.job(pg::test::request(std::string(puzzle.name()), 6, 6,
                                                                  Difficulty::easy, 1)),
                                     0);
    const pg::Deduction deduction = puzzle.solver.deduce(instance, Difficulty::hard);
    REQUIRE_FALSE(deduction.rules.empty());
    std::set<std::string> names;
    for (std::size_t i = 0; i < deduction.rules.size(); ++i) {
      const pg::RuleSteps& rule = deduction.rules[i];
      CHECK_FALSE(rule.name.empty());
      CHECK(names.insert(std::string(rule.name)).second);
      CHECK(rule.tier != Difficulty::expert);
      if (i > 0) CHECK(deduction.rules[i - 1].tier <= rule.tier);
    }
    for (Difficulty tier : {Difficulty::easy, Difficulty::medium, Difficulty::hard})
      CHECK(std::any_of(deduction.rules.begin(), deduction.rules.end(),
                        [&](const pg::RuleSteps& rule) { return rule.tier == tier; }));
  }
}

TEST_CASE("ladder: each deduction is one rule's, and the grade is the hardest rule used", "[ladder]") {
  for (const pg::Puzzle& puzzle : pg::puzzles()) {
    for (Difficulty target : {Difficulty::easy, Difficulty::medium, Difficulty::hard}) {
      for (std::uint64_t index = 0; index < 3; ++index) {
        Instance instance = pg::generate(
            puzzle.job(pg::test::request(std::string(puzzle.name()), 8, 8, target, 5)), index);
        INFO(puzzle.name() << " " << pg::to_string(target) << " #" << index);
        const pg::Deduction deduction = puzzle.solver.deduce(instance, Difficulty::hard);
        REQUIRE(deduction.status == pg::Deduction::Status::solved);
        CHECK(deduction.hardest == target);
        // Per tier, the rules' steps add up to the tier's.
        std::array<int, pg::kDifficulties.size()> per_tier{};
        int used_hardest = 0;
        for (const pg::RuleSteps& rule : deduction.rules) {
          CHECK(rule.steps >= 0);
          per_tier[static_cast<std::size_t>(rule.tier)] += rule.steps;
          if (rule.steps > 0) used_hardest = std::max(used_hardest, static_cast<int>(rule.tier));
        }
        CHECK(per_tier == deduction.steps);
        // A rule of the puzzle's tier decided a cell, and none above it did.
        CHECK(used_hardest == static_cast<int>(target));
        // Every blank cell was decided by some rule (givens are no deductions);
        // a Numbrix deduction may also strike numbers off a cell's pencil
        // marks, which it counts as a step of its own.
        int total = 0;
        for (int steps : deduction.steps) total += steps;
        const int most = puzzle.name() == "numbrix" ? instance.cells() * (instance.cells() + 1) : instance.cells();
        CHECK(total > 0);
        CHECK(total <= most);
      }
    }
  }
}

TEST_CASE("ladder: verify --json reports the steps of every rule by name", "[ladder][verify]") {
  const pg::Puzzle& puzzle = *pg::find_puzzle("nurikabe");
  Instance instance = pg::generate(puzzle.job(pg::test::request("nurikabe", 7, 7, Difficulty::hard, 2)), 0);
  const pg::Report report = pg::verify(puzzle.solver, instance);
  const pg::Json json = pg::report_json(report, instance, puzzle.codec);
  const pg::Json& rules = json.at("logic").at("rules");
  REQUIRE(rules.is_array());
  REQUIRE(rules.size() == report.logic.rules.size());
  int hard = 0;
  for (std::size_t i = 0; i < rules.size(); ++i) {
    CHECK(rules[i].at("rule") == std::string(report.logic.rules[i].name));
    CHECK(rules[i].at("tier") == std::string(pg::to_string(report.logic.rules[i].tier)));
    CHECK(rules[i].at("steps") == report.logic.rules[i].steps);
    if (rules[i].at("tier") == "hard") hard += rules[i].at("steps").get<int>();
  }
  CHECK(hard == json.at("logic").at("steps").at("hard"));
  CHECK(hard > 0);
}

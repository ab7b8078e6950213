// The trial on the ladder (solvers/ladder.hpp), on a strip of cells that
// alternate between "one" and "zero": its only easy rule finds two equal
// neighbours and decides nothing, so every deduction is the trial's, made as
// the helpers make it for Kuromasu and Nurikabe.
#include <catch2/catch.hpp>

#include <array>
#include <span>
#include <string>
#include <vector>

#include "core/grid.hpp"
#include "solvers/ladder.hpp"

namespace {

using pg::Difficulty;

class Strip : public pg::Ladder<Strip> {
 public:
  // `cells` cells, the first given as one.
  explicit Strip(int cells) : grid_(1, cells), value_(static_cast<std::size_t>(cells), pg::kNone) {
    value_[0] = 1;
  }

  std::vector<int> cells() const { return value_; }
  int undecided() const {
    int open = 0;
    for (int v : value_) open += v == pg::kNone;
    return open;
  }
  static std::span<const pg::Rule<Strip>> rules() {
    static constexpr std::array<pg::Rule<Strip>, 2> table{{
        {Difficulty::easy, "no two alike", &Strip::no_two_alike},
        {Difficulty::hard, "trial", &Strip::trial},
    }};
    return table;
  }
  static std::string say(int value) { return value == 1 ? "one" : "zero"; }
  bool finished() {
    if (undecided() > 0) return false;
    no_two_alike();
    return true;
  }

  // What a trial of `value` at `cell` finds, as the ladder's helpers see it.
  bool refutes(int cell, int value) {
    return refuted(cell, grid_.cols(), [&](Strip& trial) { return trial.give(cell, value); }, Difficulty::easy,
                   [&] { return "if it were " + say(value); });
  }
  Strip after(int cell, int value) const {
    return follow([&](Strip& trial) { return trial.give(cell, value); }, Difficulty::easy);
  }

 private:
  bool give(int cell, int value) {
    int& here = value_[static_cast<std::size_t>(cell)];
    if (here == value) return true;
    if (here != pg::kNone) {
      clash(cell, value);
      return false;
    }
    here = value;
    count_step(cell, value);
    return true;
  }
  bool no_two_alike() {
    for (int cell = 0; cell + 1 < grid_.cells(); ++cell) {
      const int a = value_[static_cast<std::size_t>(cell)], b = value_[static_cast<std::size_t>(cell + 1)];
      if (a != pg::kNone && a == b) {
        conflict([&] { return pg::Reason{{cell, cell + 1}, "two cells alike side by side", false}; });
        return true;
      }
    }
    return false;
  }
  bool trial() {
    return frontier_trial(grid_, [&](int cell) { return value_[static_cast<std::size_t>(cell)] == pg::kNone; }, 1, 0,
                          Difficulty::easy, [](Strip& board, int cell, int value) { return board.give(cell, value); });
  }

  pg::Grid grid_;
  std::vector<int> value_;
};

}  // namespace

TEST_CASE("trial: a guess is followed on a copy, the board itself unchanged", "[ladder][trial]") {
  Strip strip(4);
  const Strip one = strip.after(1, 1);
  CHECK(one.contradiction());
  const Strip zero = strip.after(1, 0);
  CHECK_FALSE(zero.contradiction());
  CHECK(zero.cells() == std::vector<int>{1, 0, pg::kNone, pg::kNone});
  CHECK(strip.cells() == std::vector<int>{1, pg::kNone, pg::kNone, pg::kNone});
  CHECK_FALSE(strip.contradiction());
}

TEST_CASE("trial: only a guess that meets a contradiction is refuted", "[ladder][trial]") {
  Strip strip(4);
  CHECK(strip.refutes(1, 1));
  CHECK_FALSE(strip.refutes(1, 0));
  // A cell with no decided neighbour meets nothing on the easy rule.
  CHECK_FALSE(strip.refutes(3, 1));
  CHECK_FALSE(strip.refutes(3, 0));
  CHECK(strip.cells() == std::vector<int>{1, pg::kNone, pg::kNone, pg::kNone});
}

TEST_CASE("trial: the frontier trial decides each cell in turn, going on from its last finding, and says why", "[ladder][trial]") {
  Strip strip(5);
  const pg::Deduction deduction = pg::conclude(strip, Difficulty::hard, std::nullopt, true);
  REQUIRE(deduction.status == pg::Deduction::Status::solved);
  CHECK(deduction.cells == std::vector<int>{1, 0, 1, 0, 1});
  CHECK(deduction.hardest == Difficulty::hard);
  REQUIRE(deduction.rules.size() == 2);
  CHECK(deduction.rules[0].steps == 0);
  CHECK(deduction.rules[1].steps == 4);
  // Each cell after the first tried "one" first: refuted at the zeros'
  // cells, which then take the other value; at the ones' cells "one" holds
  // and "zero" is refuted.
  REQUIRE(deduction.explanation);
  const std::vector<pg::Step>& steps = deduction.explanation->steps;
  REQUIRE(steps.size() == 4);
  for (std::size_t k = 0; k < steps.size(); ++k) {
    const int cell = static_cast<int>(k) + 1;
    INFO("cell " << cell);
    CHECK(steps[k].rule == "trial");
    CHECK(steps[k].reason.trial);
    CHECK(steps[k].reason.cells == std::vector<int>{cell});
    const std::string tried = cell % 2 == 1 ? "one" : "zero";
    CHECK(steps[k].reason.text.rfind("if it were " + tried + ", then ", 0) == 0);
    CHECK(steps[k].reason.text.find("two cells alike side by side") != std::string::npos);
    REQUIRE(steps[k].decided.size() == 1);
    CHECK(steps[k].decided[0].cell == cell);
    CHECK(steps[k].decided[0].value == (cell % 2 == 1 ? 0 : 1));
  }
}

TEST_CASE("trial: without the trial's tier the easy rule alone is stuck", "[ladder][trial]") {
  Strip strip(3);
  const pg::Deduction deduction = pg::conclude(strip, Difficulty::medium);
  CHECK(deduction.status == pg::Deduction::Status::stuck);
  CHECK(deduction.cells == std::vector<int>{1, pg::kNone, pg::kNone});
}

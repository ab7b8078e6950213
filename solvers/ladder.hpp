// A logic solver as a ladder of named rules, the way a player reasons: a
// table of rules, each with its tier and the name a player gives it, easiest
// first (as Tatham's range.c keeps its reasonings[] and microsoft/nurikabe
// chains its named analyses). The first rule that changes the board sends the
// ladder back to the first rule, so that every deduction is made, and graded,
// by the easiest rule that can make it; a puzzle's difficulty is the tier of
// the hardest rule it needs.
//
// A board derives from Ladder<Board> and supplies
//   static std::span<const Rule<Board>> rules();  its table, tiers ascending
//   bool finished();  every cell decided (may find a contradiction)
// where each rule is a member function `bool rule()` that applies the rule
// once, true when it changed the board or found a contradiction; and it
// counts each cell it decides with count_step().
#pragma once

#include <algorithm>
#include <array>
#include <cstddef>
#include <span>
#include <string_view>

#include "core/errors.hpp"
#include "core/instance.hpp"
#include "solvers/solver.hpp"

namespace pg {

template <class Board>
struct Rule {
  Difficulty tier;
  std::string_view name;
  bool (Board::*apply)();
};

template <class Board>
class Ladder {
 public:
  Deduction::Status propagate(Difficulty limit) {
    Board& board = static_cast<Board&>(*this);
    const std::span<const Rule<Board>> rules = Board::rules();
    if (rules.size() > kMaxRules) throw InternalError("a logic solver has more rules than its ladder counts");
    for (;;) {
      if (contradiction_) return Deduction::Status::contradiction;
      if (watch_.expired()) return Deduction::Status::stuck;
      if (board.finished()) return contradiction_ ? Deduction::Status::contradiction : Deduction::Status::solved;
      bool changed = false;
      for (std::size_t r = 0; r < rules.size() && !changed; ++r) {
        const Rule<Board>& rule = rules[r];
        if (rule.tier > limit || rule.tier == Difficulty::expert) break;
        current_ = r;
        changed = (board.*rule.apply)();
      }
      if (!changed) return Deduction::Status::stuck;
      hardest_ = std::max(hardest_, rules[current_].tier);
    }
  }

  bool contradiction() const { return contradiction_; }
  DeadlineWatch& watch() { return watch_; }
  Difficulty hardest() const { return hardest_; }
  // Deductions per tier, and per rule in the table's order.
  std::array<int, kDifficulties.size()> steps() const {
    std::array<int, kDifficulties.size()> per_tier{};
    const std::span<const Rule<Board>> rules = Board::rules();
    for (std::size_t r = 0; r < rules.size(); ++r) per_tier[static_cast<std::size_t>(rules[r].tier)] += steps_[r];
    return per_tier;
  }
  std::vector<RuleSteps> rule_steps() const {
    std::vector<RuleSteps> out;
    const std::span<const Rule<Board>> rules = Board::rules();
    for (std::size_t r = 0; r < rules.size(); ++r) out.push_back({rules[r].name, rules[r].tier, steps_[r]});
    return out;
  }

 protected:
  // One deduction, credited to the rule at work.
  void count_step() { ++steps_[current_]; }
  // What the board was given (e.g. numbers) is no deduction.
  void forget_steps() { steps_ = {}; }

  bool contradiction_ = false;

 private:
  static constexpr std::size_t kMaxRules = 16;

  DeadlineWatch watch_;  // copied into trial boards, which stop with it
  std::size_t current_ = 0;
  Difficulty hardest_ = Difficulty::easy;
  std::array<int, kMaxRules> steps_{};
};

// What a puzzle's logic board reached with the rules up to `limit`.
template <class Board>
Deduction conclude(Board& board, Difficulty limit, Deadline deadline = std::nullopt) {
  static_assert(requires { Board::rules(); });
  Deduction result;
  board.watch().stop_at(deadline);
  result.status = board.propagate(limit);
  result.out_of_time = board.watch().passed();
  result.cells = board.cells();
  result.hardest = board.hardest();
  result.steps = board.steps();
  result.rules = board.rule_steps();
  return result;
}

}  // namespace pg

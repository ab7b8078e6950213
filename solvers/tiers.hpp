// The order of work every tiered logic board shares: the easiest tier whose
// rules still change something runs, then the board starts again from easy,
// so that each deduction is graded by the easiest tier that could make it.
// A board derives from Tiered<Board> and supplies
//   bool finished();  every cell decided (may find a contradiction)
//   bool easy(), medium(), hard();  a tier's rules once: true when they changed the board
// and counts its steps with count_step().
#pragma once

#include <algorithm>
#include <array>

#include "core/instance.hpp"
#include "solvers/solver.hpp"

namespace pg {

template <class Board>
class Tiered {
 public:
  Deduction::Status propagate(Difficulty limit) {
    Board& board = static_cast<Board&>(*this);
    for (;;) {
      if (contradiction_) return Deduction::Status::contradiction;
      if (watch_.expired()) return Deduction::Status::stuck;
      if (board.finished()) return contradiction_ ? Deduction::Status::contradiction : Deduction::Status::solved;
      bool changed = false;
      for (Difficulty tier : kDifficulties) {
        if (tier > limit || tier == Difficulty::expert) break;
        current_ = tier;
        changed = tier == Difficulty::easy     ? board.easy()
                  : tier == Difficulty::medium ? board.medium()
                                               : board.hard();
        if (changed) break;
      }
      if (!changed) return Deduction::Status::stuck;
      hardest_ = std::max(hardest_, current_);
    }
  }

  bool contradiction() const { return contradiction_; }
  DeadlineWatch& watch() { return watch_; }
  Difficulty hardest() const { return hardest_; }
  const std::array<int, kDifficulties.size()>& steps() const { return steps_; }

 protected:
  // One deduction, graded by the tier at work.
  void count_step() { ++steps_[static_cast<std::size_t>(current_)]; }
  // What the board was given (e.g. numbers) is no deduction.
  void forget_steps() { steps_ = {}; }

  bool contradiction_ = false;

 private:
  DeadlineWatch watch_;  // copied into trial boards, which stop with it
  Difficulty current_ = Difficulty::easy;
  Difficulty hardest_ = Difficulty::easy;
  std::array<int, kDifficulties.size()> steps_{};
};

}  // namespace pg

// Light Up's logic solver, a ladder of named rules (solvers/ladder.hpp).
//
//   easy    number count: a number with all its bulbs takes no more, and a
//           number with exactly as many free neighbours as bulbs still needed
//           takes them all.
//           only one can light it: an unlit cell that only one free cell can
//           light gets its bulb there.
//   medium  must-light sets of two or three cells: the free cells that could
//           light an unlit cell, and for a number needing m of its u free
//           neighbours every u-m+1 of them, each hold a bulb; a free cell
//           whose bulb would rule out every member of such a set stays dark
//           (a bulb rules out the cells it lights, and the other free
//           neighbours of a number it completes). This is the 3 in a corner,
//           the 1 next to 1. Larger sets are left alone: over a million of
//           them tried while generating 40x40 puzzles never gave a deduction.
//   hard    pair trial: where one of two cells must hold a bulb, each choice
//           is followed with the easy rules; what one choice contradicts, or
//           both choices imply, is decided.
//   expert  the rules above do not finish it: only search (SAT) proves the
//           solution unique. Minimal puzzles that need it are rare below
//           about 20x20.
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <vector>

#include "core/instance.hpp"
#include "solvers/ladder.hpp"
#include "solvers/lightup/geometry.hpp"
#include "solvers/solver.hpp"

namespace pg::lightup {

inline constexpr int kMustLightLimit = 3;

class Board : public Ladder<Board> {
 public:
  Board(std::shared_ptr<const Geometry> geometry, int cols);

  // Places a bulb (false on a contradiction), or rules one out.
  bool place(int cell);
  bool darken(int cell);


  std::vector<int> cells() const;  // kBulb, kDark, kNone (unknown or black)
  int undecided() const;

  static std::span<const Rule<Board>> rules();
  static std::string say(int value);
  bool finished();

 private:
  enum Mark : std::uint8_t { kFree = 0, kHasBulb = 1, kNoBulb = 2 };

  bool free(int cell) const { return mark_[static_cast<std::size_t>(cell)] == kFree; }
  bool bulb(int cell) const { return mark_[static_cast<std::size_t>(cell)] == kHasBulb; }
  bool lit(int cell) const { return lit_[static_cast<std::size_t>(cell)] != 0; }
  void settle(int cell, Mark mark);  // a free cell decided
  void queue_segment(int segment);
  void queue_number(int numbered_index);
  void clear_queues();
  int need(int numbered_index) const;  // bulbs a number still needs
  // The free cells that could still light `cell`: how many, and which.
  int candidate_count(int cell) const;
  void candidates(int cell, std::vector<int>& out) const;
  int free_around(int numbered_index) const;

  // The rules.
  bool number_count();
  bool only_one_can_light_it();
  bool must_light_sets();
  bool pair_trial();

  // A bulb at `a` rules out a bulb at `b` (b != a, both free).
  bool rules_out(int a, int b) const;
  template <class Visit>
  void for_each_ruled_out(int cell, Visit&& visit) const;
  // `why()` is the Reason the set must hold a bulb, asked when explaining.
  template <class Why>
  bool discount(const std::vector<int>& must_light, Why&& why);
  // Follows a bulb at `cell` in trial board `slot` with the rules up to `limit`.
  const Board& with_bulb(int cell, Difficulty limit, std::size_t slot) const;

  // Words and cells for explanations: "(2,3)", "the 2 at (1,1)"; a
  // number's cell and its neighbours that are `kept` (free, or holding bulbs).
  std::string cell_text(int cell) const { return to_string(Cell{cell / cols_, cell % cols_}); }
  std::string number_text(int numbered_index) const;
  std::vector<int> number_cells(int numbered_index, Mark kept) const;

  std::shared_ptr<const Geometry> geo_;
  int cols_;
  std::vector<std::uint8_t> mark_;
  std::vector<std::uint8_t> lit_;
  std::vector<int> segment_free_;  // free cells per segment
  int unlit_ = 0;                  // white cells not yet lit
  // What the easy rules have yet to look at: segments that lost a free cell
  // (their unlit cells have fewer candidates) and numbers next to a change.
  std::vector<int> segments_to_check_, numbers_to_check_;
  std::vector<std::uint8_t> segment_queued_, number_queued_;
  std::vector<int> only_;  // scratch for the easy rules' single candidate
};

Deduction deduce(const Instance& instance, Difficulty limit, Deadline deadline = std::nullopt, bool explain = false);

}  // namespace pg::lightup

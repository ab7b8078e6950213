// Nurikabe's tiered logic solver.
//
//   easy    a complete island is walled in; a cell next to two numbered
//           islands is wall; a cell no island can reach within its remaining
//           size is wall; an island (numbered or not yet) with a single free
//           neighbour grows into it; nikoli rules: a 2x2 block with three
//           walls opens its fourth cell.
//   medium  nikoli rules: a wall part with a single way out takes it while
//           there is wall elsewhere; an island a few cells short of its
//           number: every way to complete it is listed, and a cell that all
//           of them take is island, one that borders all of them is wall.
//   hard    trial on a free cell next to an island or a wall: a colour whose
//           easy and medium consequences contradict is ruled out.
//   expert  the tiers above do not finish it: only search (SAT) proves the
//           solution unique.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "core/grid.hpp"
#include "core/instance.hpp"
#include "solvers/solver.hpp"
#include "solvers/tiers.hpp"

namespace pg::nurikabe {

class Board : public Tiered<Board> {
 public:
  explicit Board(const Instance& instance);

  std::vector<int> cells() const;  // kIsland, kWall, kNone while unknown

 private:
  enum State : std::uint8_t { kFree = 0, kWhite = 1, kBlack = 2 };

  bool whiten(int cell);
  bool blacken(int cell);
  int root(int cell) const;
  void join(int a, int b);
  // The number a white cell's region holds (its numbered cell), or -1.
  int owner(int cell) const { return owner_[static_cast<std::size_t>(root(cell))]; }
  int size_of(int cell) const { return size_[static_cast<std::size_t>(root(cell))]; }
  int target(int numbered_cell) const { return number_[static_cast<std::size_t>(numbered_cell)]; }

  bool easy();
  bool medium();
  // Single ways out: of an unfinished island, and with `walls_too` of a wall
  // part (nikoli rules); without it, the 2x2 rule (nikoli rules).
  bool exits(bool walls_too);
  // The ways to complete each island short of a few cells (medium).
  bool completions();
  bool hard();
  friend class Tiered<Board>;
  bool finished();
  // What the numbered islands could still take: per cell, whether any
  // island reaches it; per numbered cell (by index), how many cells its
  // island reaches, its own included.
  struct Reach {
    std::vector<char> any;
    std::vector<int> count;
  };
  Reach reaches();

  Grid grid_;
  bool ipc_;
  std::vector<int> number_;          // per cell: its number, 0 when none
  std::vector<int> numbered_;        // the numbered cells
  std::vector<std::uint8_t> state_;
  mutable std::vector<int> parent_;  // union-find over white cells
  std::vector<int> size_, owner_;    // per region root
  int free_ = 0;
};

Deduction deduce(const Instance& instance, Difficulty limit, Deadline deadline = std::nullopt);

}  // namespace pg::nurikabe

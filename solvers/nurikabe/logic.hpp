// Nurikabe's logic solver, a ladder of named rules (solvers/ladder.hpp), as
// microsoft/nurikabe chains its analyses.
//
// A '?' clue is an island's one clue of unknown size: it keeps other islands
// away as a number does, but no rule counts its cells (it is never complete,
// never short, and reaches as far as the board lets it).
//
//   easy    complete island: a complete island is walled in.
//           between two islands: a cell next to two numbered islands is wall.
//           unreachable: a cell no island can reach within its remaining
//           size is wall.
//           island single exit: an island (numbered or not yet) with a single
//           free neighbour grows into it.
//           no wall pool (nikoli rules): a 2x2 block with three walls opens
//           its fourth cell.
//   medium  wall single exit (nikoli rules): a wall part with a single way
//           out takes it while there is wall elsewhere.
//           island completions: for an island a few cells short of its
//           number every way to complete it is listed; a cell that all of
//           them take is island, one that borders all of them is wall.
//   hard    trial: on a free cell next to an island or a wall, a colour whose
//           easy and medium consequences contradict is ruled out.
//   expert  the rules above do not finish it: only search (SAT) proves the
//           solution unique.
#pragma once

#include <array>
#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "core/grid.hpp"
#include "core/instance.hpp"
#include "solvers/ladder.hpp"
#include "solvers/solver.hpp"

namespace pg::nurikabe {

class Board : public Ladder<Board> {
 public:
  explicit Board(const Instance& instance);

  std::vector<int> cells() const;  // kIsland, kWall, kNone while unknown
  int undecided() const { return free_; }

  static std::span<const Rule<Board>> rules();
  static std::string say(int value);
  bool finished();

 private:
  enum State : std::uint8_t { kFree = 0, kWhite = 1, kBlack = 2 };

  bool whiten(int cell);
  bool blacken(int cell);
  // A free cell takes `colour`, a deduction of `value`; false when it had
  // one already (the other: a contradiction).
  bool settle(int cell, std::uint8_t colour, int value);
  int root(int cell) const;
  void join(int a, int b);
  // The number a white cell's region holds (its numbered cell), or -1.
  int owner(int cell) const { return owner_[static_cast<std::size_t>(root(cell))]; }
  int size_of(int cell) const { return size_[static_cast<std::size_t>(root(cell))]; }
  // A numbered cell's clue: whether it gives the island's size (a '?' does
  // not), that size, and the most cells the island may take (for a '?', the
  // whole grid: nothing but the board bounds it).
  bool sized(int numbered_cell) const { return number_[static_cast<std::size_t>(numbered_cell)] > 0; }
  int target(int numbered_cell) const { return number_[static_cast<std::size_t>(numbered_cell)]; }
  int most(int numbered_cell) const { return sized(numbered_cell) ? target(numbered_cell) : grid_.cells(); }
  // "3", or "?" for a clue of unknown size.
  std::string clue_text(int numbered_cell) const;

  // The rules.
  bool complete_island();
  bool between_two_islands();
  bool unreachable();
  bool island_single_exit();
  bool no_wall_pool();
  bool wall_single_exit();
  bool island_completions();
  bool trial();
  // Single ways out of the regions of one colour (kWhite: islands; kBlack:
  // wall parts), read from one snapshot of the board.
  bool single_exits(std::uint8_t colour);
  // What the numbered islands could still take: per cell, whether any
  // island reaches it; per numbered cell (by index), how many cells its
  // island reaches, its own included.
  struct Reach {
    std::vector<char> any;
    std::vector<int> count;
  };
  Reach reaches();

  // Words and cells for explanations: "(2,3)", "the island of the 3 at
  // (1,1)", the white or black cells joined to a cell.
  std::string cell_text(int cell) const { return to_string(grid_.at(cell)); }
  std::string island_text(int cell) const;
  std::vector<int> region(int cell) const;

  Grid grid_;
  bool ipc_;
  std::vector<int> number_;          // per cell: its given (a number or kUnknown), 0 when none
  std::vector<int> numbered_;        // the clue cells, '?' included
  std::vector<std::uint8_t> state_;
  mutable std::vector<int> parent_;  // union-find over white cells
  std::vector<int> size_, owner_;    // per region root
  int free_ = 0;
};

Deduction deduce(const Instance& instance, Difficulty limit, Deadline deadline = std::nullopt, bool explain = false);

}  // namespace pg::nurikabe

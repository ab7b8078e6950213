// Takuzu's logic solver, a ladder of named rules (solvers/ladder.hpp).
//
//   easy    pairs and sandwiches: two equal neighbours, or two equal cells
//           with one gap, force the other digit beside / between them.
//   medium  full share: a line holding its full share of one digit takes
//           the other digit in every blank cell.
//   hard    line completions: the cells on which every completion of the
//           line agrees (no three in a row, balanced counts).
//           unique lines: for a line with at most 8 blanks, completions that
//           would copy a full line are discarded (rows and columns distinct).
//   expert  the rules above do not finish it: only search (SAT) proves the
//           solution unique.
//
// Every rule looks at one line, so the board re-examines only lines that
// changed since a rule last saw them.
#pragma once

#include <array>
#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "core/instance.hpp"
#include "core/takuzu.hpp"
#include "solvers/ladder.hpp"
#include "solvers/solver.hpp"

namespace pg::takuzu {

using Mask = std::uint64_t;
inline constexpr int kDistinctBlankLimit = 8;

class Board : public Ladder<Board> {
 public:
  Board(int rows, int cols);
  static Board from_givens(const Instance& instance);

  int rows() const { return lines_[kRows].count; }
  int cols() const { return lines_[kCols].count; }
  int value(int row, int col) const;  // kNone while unknown
  // Records a digit; false (and the board marked contradictory) when the cell
  // already holds the other one.
  bool set(int row, int col, int digit);
  bool complete() const { return known_ == rows() * cols(); }
  std::vector<int> cells() const;
  int undecided() const { return rows() * cols() - known_; }

  static std::span<const Rule<Board>> rules();
  static std::string say(int digit) { return std::to_string(digit); }
  bool finished();

 private:
  enum Orientation { kRows = 0, kCols = 1 };
  enum LineRule { kPairs, kCounts, kLine, kDistinct, kRuleCount };

  struct Lines {
    int count = 0;   // number of lines
    int length = 0;  // cells per line
    std::array<Mask, kMaxSide> one{};
    std::array<Mask, kMaxSide> zero{};
    Mask full() const { return (Mask{1} << length) - 1; }  // length <= kMaxSide < 64
    bool complete(int i) const { return (one[static_cast<std::size_t>(i)] | zero[static_cast<std::size_t>(i)]) == full(); }
  };

  // The rules: each looks at the lines that changed since it last saw them.
  bool pairs_and_sandwiches() { return apply(kPairs); }
  bool full_share() { return apply(kCounts); }
  bool line_completions() { return apply(kLine); }
  bool unique_lines() { return apply(kDistinct); }

  bool apply(LineRule rule);
  bool apply_line(LineRule rule, int orientation, int line);
  bool force(int orientation, int line, Mask zeros, Mask ones);
  // Pairs and sandwiches one target at a time, each with the two cells
  // that force it: what an explanation shows.
  bool force_pairs(int orientation, int line, Mask zeros, Mask ones);
  // The full lines this one could still copy go to `copies` when asked.
  bool distinct_line(int orientation, int line, Mask& f0, Mask& f1, std::vector<int>* copies = nullptr) const;
  bool valid_full_grid() const;

  // Words and cells for explanations: "row 3", a line's cells (of `only`).
  static std::string line_name(int orientation, int line);
  int cell_of(int orientation, int line, int pos) const;
  std::vector<int> line_cells(int orientation, int line, Mask only) const;
  Reason grid_fault() const;  // why a full grid breaks the rules

  std::array<Lines, 2> lines_;
  std::array<std::array<Mask, kRuleCount>, 2> pending_{};  // lines each rule has yet to see
  int known_ = 0;
};

Deduction deduce(const Instance& instance, Difficulty limit, Deadline deadline = std::nullopt, bool explain = false);

}  // namespace pg::takuzu

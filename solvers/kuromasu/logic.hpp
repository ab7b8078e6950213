// Kuromasu's logic solver, a ladder of named rules (solvers/ladder.hpp).
//
//   (tiers filled in below once measured)
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <vector>

#include "core/grid.hpp"
#include "core/instance.hpp"
#include "solvers/ladder.hpp"
#include "solvers/solver.hpp"

namespace pg::kuromasu {

class Board : public Ladder<Board> {
 public:
  explicit Board(const Instance& instance);

  std::vector<int> cells() const;  // kWhite, kBlack, kNone while unknown
  int undecided() const { return free_; }

  static std::span<const Rule<Board>> rules();
  static std::string say(int value);
  bool finished();

 private:
  enum class Shade : std::uint8_t { free, white, black };

  // A number and the cells it may see, one ray per direction in kDirections'
  // order: the k-th cell of ray d (from 0, nearest first) is
  // cell + (k + 1) * stride[d], for k below length[d].
  struct Clue {
    int cell = 0;
    int number = 0;
    std::array<int, 4> stride{};
    std::array<int, 4> length{};
    int at(std::size_t d, int k) const { return cell + (k + 1) * stride[d]; }
  };
  // What never changes: shared by a board and its trial copies.
  struct Shape {
    explicit Shape(const Instance& instance);
    Grid grid;
    std::vector<Clue> clues;   // the numbers; a '?' has no count to reason from
    std::vector<int> clue_at;  // by cell: index into clues, or -1
    std::vector<int> white;    // every clue's cell, '?' included: given white
    // The numbers of each row and each column, a bit per cell along it.
    std::vector<std::uint64_t> row_clues, col_clues;
  };
  // A row or a column as masks, a bit per cell along it: its white cells and
  // its black cells. The longest line, 60 cells, fits in one word.
  // Each mask twice: bit p for the p-th cell from the line's start, and from
  // its end.
  struct Line {
    std::array<std::uint64_t, 2> white{}, black{};
  };
  // The cells of a clue's ray, a bit per cell from the nearest: white ones,
  // black ones, and how many cells the ray has.
  struct Ray {
    std::uint64_t white = 0, black = 0;
    int length = 0;
  };
  // Per direction, the white cells a number sees for certain (the run of
  // white cells from it) and the most it could see (the run of cells not
  // black).
  struct View {
    std::array<int, 4> white{};
    std::array<int, 4> reach{};
    // Per direction, a white cell somewhere past the first undecided one:
    // only then can its lengths not take every value in their range.
    std::array<bool, 4> gap{};
    bool gaps() const { return gap[0] || gap[1] || gap[2] || gap[3]; }
    int least() const { return 1 + white[0] + white[1] + white[2] + white[3]; }
    int most() const { return 1 + reach[0] + reach[1] + reach[2] + reach[3]; }
  };

  Shade shade(int cell) const { return shade_[static_cast<std::size_t>(cell)]; }
  bool free(int cell) const { return shade(cell) == Shade::free; }
  bool whiten(int cell);
  bool blacken(int cell);
  // A decided cell asked to take `to` (a deduction of `value`): true when
  // it holds it, else a contradiction.
  bool kept(int cell, Shade to, int value);
  // A free cell takes `to`, a deduction of `value`.
  void settle(int cell, Shade to, int value);
  void mark(int cell, Shade to);  // its row's and column's masks
  void touch(int cell);  // the numbers that see it along its row and column look again
  Ray ray(const Clue& clue, std::size_t d) const;
  void look(const Clue& clue, std::size_t d, View& v) const;  // direction d of its view
  // The clues one rule has yet to look at, each handed out once.
  template <class Visit>
  bool for_each_waiting_clue(std::size_t rule, Visit&& visit);

  // Words and cells for explanations: "(2,3)", "the 5 at (1,1)", the cells
  // a number sees for certain (itself and its white runs).
  std::string cell_text(int cell) const { return to_string(shape_->grid.at(cell)); }
  std::string clue_text(const Clue& clue) const;
  std::vector<int> seen_cells(const Clue& clue, const View& v) const;

  // The rules.
  bool next_to_black();
  bool number_complete();
  bool too_near();
  bool too_far();
  bool white_connection();
  bool count_split();
  bool trial();

  std::shared_ptr<const Shape> shape_;
  std::vector<Shade> shade_;
  std::vector<Line> rows_, cols_;
  // Per rule that looks at numbers, a bit per number still to look at: a
  // word per 64 numbers, rule after rule.
  std::vector<std::uint64_t> waiting_;
  std::vector<View> views_;             // per clue, as of its last look
  std::vector<std::uint8_t> stale_;     // per clue: a bit per direction changed since
  // The black cells as chains, joined where they touch corner to corner,
  // and the grid's edge as one more chain (at index cells()): by cell, the
  // cell it hangs from, a chain's root hanging from itself.
  std::vector<std::int16_t> chain_;
  int chain_of(int cell);
  void join(int a, int b);
  // Whether `cell`, were it black, would close a loop of one chain round
  // some cells not black, cutting them off from the rest.
  bool closes_loop(int cell);
  bool apart_ = false;  // a black cell closed such a loop
  std::vector<int> fresh_black_;      // black cells whose neighbours are not yet white
  bool cut_waiting_ = true;            // a black cell that may cut the rest apart added since the last look
  int free_ = 0;
};

Deduction deduce(const Instance& instance, Difficulty limit, Deadline deadline = std::nullopt, bool explain = false);

}  // namespace pg::kuromasu

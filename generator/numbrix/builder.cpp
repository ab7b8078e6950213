#include "core/single.hpp"
#include "generator/numbrix/builder.hpp"

#include <algorithm>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "core/grid.hpp"
#include "core/numbrix.hpp"
#include "generator/symmetry.hpp"

namespace pg::numbrix {
namespace {

// Backbite moves tried per cell of the grid (a tried move may leave the path
// as it is, see Path::backbite). Measured from the serpentine at 30x30 (400
// paths per point), 10x30, 9x9 and 2x30: the share of horizontal steps (0.97
// in the serpentine), the share of turns, the distance between the two ends,
// how far apart grid neighbours lie along the path, and which half of the
// grid the first half of the path covers all reach their long-run values,
// within the noise, by 30 moves per cell. 300 leaves a tenfold margin for what
// those measures do not see; a 30x30 path (270,000 moves) still takes about
// 16 ms in a Release build, a 9x9 one 0.6 ms.
constexpr int kMovesPerCell = 300;

// A Hamiltonian path of the grid: its cells in order, and each cell's place
// along it.
class Path {
 public:
  // The serpentine: row 0 left to right, row 1 right to left, and so on.
  explicit Path(const Grid& grid)
      : grid_(grid),
        cells_(static_cast<std::size_t>(grid.cells())),
        place_(static_cast<std::size_t>(grid.cells())) {
    for (int r = 0; r < grid.rows(); ++r)
      for (int k = 0; k < grid.cols(); ++k)
        cells_[static_cast<std::size_t>(r * grid.cols() + k)] = grid.index(r, r % 2 == 0 ? k : grid.cols() - 1 - k);
    for (int i = 0; i < grid.cells(); ++i) place_[static_cast<std::size_t>(cells_[static_cast<std::size_t>(i)])] = i;
  }

  // One backbite move: an end, and a step from it in one of the four
  // directions. When the step lands on a cell of the path other than the
  // end's own neighbour along it, the edge end-cell closes a cycle; the
  // cycle's edge out of that cell towards the end is dropped, which reverses
  // the stretch between them, and the cell after it becomes the new end.
  // A step off the grid or onto the end's path neighbour changes nothing.
  //
  // The direction is one of four, not one of the end's neighbours, so that
  // every move is as likely as the move that undoes it (1/2 x 1/4): the chain
  // is symmetric, and its long-run distribution is uniform over the grid's
  // Hamiltonian paths. (Drawing among the end's other neighbours instead
  // favours some paths over others by a factor of 3 to 11 on 3x3 to 3x4; and
  // the moves that change nothing keep the chain from alternating between two
  // halves of the paths, which on 3x3 it does without them.) From the
  // serpentine it reaches every path: checked by listing them all on each
  // grid from 2x2 to 5x5 and on 4x6, 3x7 and 2x8.
  void backbite(Rng& rng) {
    const int last = static_cast<int>(cells_.size()) - 1;
    const std::uint32_t draw = rng.below(8);
    const bool head = (draw & 4U) != 0;
    const int end = head ? cells_.front() : cells_.back();
    const int next = grid_.step(end, kDirections[draw & 3U]);
    if (next < 0) return;
    const int at = place_[static_cast<std::size_t>(next)];
    if (head) {
      if (at != 1) reverse(0, at - 1);
    } else {
      if (at != last - 1) reverse(at + 1, last);
    }
  }

  const std::vector<int>& cells() const { return cells_; }

 private:
  // Reverses the stretch from..to (places along the path, both included):
  // its length in time.
  void reverse(int from, int to) {
    for (; from < to; ++from, --to) {
      auto a = static_cast<std::size_t>(from), b = static_cast<std::size_t>(to);
      std::swap(cells_[a], cells_[b]);
      place_[static_cast<std::size_t>(cells_[a])] = from;
      place_[static_cast<std::size_t>(cells_[b])] = to;
    }
  }

  Grid grid_;
  std::vector<int> cells_;  // by place along the path
  std::vector<int> place_;  // by cell
};

class NumbrixBuilder final : public Builder {
 public:
  SizeLimits limits() const override { return {2, 30, false}; }

  // On 2x2 every puzzle the carve leaves is easy, on 3x3 none needs more than
  // medium (10,000 attempts each, with and without --symmetry); hard and
  // expert come from 4x4 on.
  int smallest_side(Difficulty tier) const override {
    switch (tier) {
      case Difficulty::easy: return 2;
      case Difficulty::medium: return 3;
      default: return 4;
    }
  }

  std::vector<OptionSpec> options() const override {
    return {
        // Published Numbrix puzzles (Parade's, by Marilyn vos Savant) lay
        // their numbers out symmetrically, and so do the other puzzles here
        // by default, as Tatham's generators do: a half turn by default.
        // The same help as Kuromasu's, so the command line lists them as one.
        symmetry_option("symmetry of the clues taken away together"),
        // Free by default: a Numbrix need not show its ends (the IST course's
        // example in FORMATS.md, 3x3 with 2 and 6 given, shows neither), and
        // two anchors kept whatever the carve finds make puzzles easier.
        {"ends", "1 and the last number: given always (keep) or carved like the others (free)", Json("free"),
         {"free", "keep"}, 0, 0},
    };
  }

  void check(const GenerateRequest& request) const override { check_symmetry(request); }

  Instance build(Rng& rng, const GenerateRequest& request) const override {
    const Grid grid(request.rows, request.cols);
    Path path(grid);
    const std::int64_t moves = std::int64_t{kMovesPerCell} * grid.cells();
    for (std::int64_t move = 0; move < moves; ++move) path.backbite(rng);
    // Which end is 1: the moves treat both ends alike, so this only spares
    // the numbering any trace of the serpentine's direction.
    const bool from_back = rng.coin();

    Instance out;
    out.puzzle = "numbrix";
    out.rows = request.rows;
    out.cols = request.cols;
    out.rules = request.rules;
    std::vector<int> numbers(static_cast<std::size_t>(grid.cells()), kNone);
    const std::vector<int>& cells = path.cells();
    for (std::size_t i = 0; i < cells.size(); ++i) {
      const std::size_t place = from_back ? cells.size() - 1 - i : i;
      numbers[static_cast<std::size_t>(cells[place])] = static_cast<int>(i) + 1;
    }
    out.givens = numbers;
    out.solution = std::move(numbers);
    return out;
  }

  // Never asked in practice: the grid is built with every number given, and
  // a grid whose every cell is given is solved before any rule applies, so
  // generate's prepare() finds it solved at once and the doubt this answers
  // never arises. Were it to arise, there is nothing to mend (no number can
  // be added), and declining lets SAT settle it.
  bool repair(Instance&, const Doubt&, Rng&, const GenerateRequest&) const override { return false; }

  // The numbers of one symmetric orbit go together. With --ends keep the
  // orbits of 1 and of the last number are never offered, so they stay, and
  // the numbers left stay symmetric. (removable_clues keeps its default,
  // every given: it is not told the options, and generate counts a puzzle's
  // clues with it.)
  std::vector<std::vector<int>> clue_groups(const Instance& full, const GenerateRequest& request) const override {
    const int last = last_number(full.rows, full.cols);
    std::vector<int> ends;
    if (request.options.at("ends").get<std::string>() == "keep")
      for (int cell = 0; cell < full.cells(); ++cell) {
        const int number = (*full.solution)[static_cast<std::size_t>(cell)];
        if (number == 1 || number == last) ends.push_back(cell);
      }
    return orbit_clues(full, request.options.at("symmetry").get<std::string>(), ends);
  }
};

}  // namespace

const Builder& builder() { return single<NumbrixBuilder>(); }

}  // namespace pg::numbrix

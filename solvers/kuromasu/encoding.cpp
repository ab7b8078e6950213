// Why this encoding (measured on 2 cores, Release): wall time of
// `puzzlegen verify FILE --format tatham` per Range ID of
// `sgt-range --generate 10 NxN`, one ID a file, each run 3 times; median over
// the 10 IDs (slowest in brackets). "half" and "15%" keep that share of the
// numbers (several solutions), "+1" raises one number (no solution), "blank"
// has none.
//
//                                  15x15  20x20  30x30       40x40       30 half  40 half  30 15%  30 +1  30 blank
//   sat::exactly, lazy cuts only   .041   .081   .295 (.313) 1.05 (1.77) .203     2.11     .041    .269   > 10 s
//   sat::exactly, cuts N=2         .046   .086   .294 (.380) 1.14 (1.34) .193     1.66     .044    .277   > 10 s
//   merge, lazy cuts only          .020   .030   .073 (.098) .139 (.159) .063     .139     .025    .066   > 10 s
//   merge, cuts N=2 (N=3 alike)    .021   .031   .072 (.080) .144 (.159) .073     .165     .029    .073   > 10 s
//   merge, cuts N=4, 5, 6          30x30 .099, .124, .289: the search for the sets costs more than it saves
//   this file, two merges          .019   .030   .059 (.067) .108 (.129) .064     .138     .022    .056   .015
//   this file, old lazy cut        .017   .027   .051 (.054) .094 (.101) .060     .115     .023    .052   > 10 s
//   this file                      .020   .030   .057 (.068) .095 (.104) .058     .119     .022    .054   .016
//
// A process that verifies a 10x10 ID takes .011 s; the rest is mostly fresh
// memory (a page fault costs some 20 us here), so fewer clauses and variables
// win. For a 30x30 ID: the views summed by the cardinality helper's
// totalizer, blind to their order, 184,000 clauses and 27,000 variables; the
// unary views merged two by two 61,000 and 9,200 (52,000 and 8,400 without
// the clauses the cap makes redundant); up merged with down and the rest
// written as clauses over that sum, left and right: 48,000 and 6,800. The old
// up-front cuts for connected sets of 2..N cells added no clause to these
// grids (with each cell of a set next to its wall, two wall cells always stood
// side by side), only the search for them; a plus walled in by its ring of
// eight, tried up front, saved rounds but not time. The old lazy cut (a cell of
// the part and one of the largest part not both white while the wall stands)
// took 437 rounds on a blank 12x12 grid and more than a minute on a blank
// 15x15; the cut "not all of the wall", for every part, takes 6 and 8. Tried
// and dropped, 2 to 4% fewer clauses not being worth their code: the top
// "at least" literal of each view defined one way only, and merging whichever
// two views cost least.
#include "solvers/kuromasu/encoding.hpp"

#include <algorithm>
#include <array>
#include <span>
#include <vector>

#include "core/grid.hpp"
#include "core/kuromasu.hpp"
#include "solvers/sat/connectivity.hpp"

namespace pg::kuromasu {
namespace {

// A count in unary: at_least[k - 1] holds exactly when the count is k or
// more, so each literal implies the one before it.
using Unary = std::vector<int>;

int at_least(const Unary& count, int k) { return count[static_cast<std::size_t>(k - 1)]; }

// The sum of two unary counts, in unary up to `cap`. Both inputs are
// monotone, so the clauses for sums past the cap follow from those that reach
// it and are left out.
Unary merge(sat::Session& session, const Unary& a, const Unary& b, int cap) {
  const int p = std::min(static_cast<int>(a.size()), cap), q = std::min(static_cast<int>(b.size()), cap);
  if (q == 0) return Unary(a.begin(), a.begin() + p);
  if (p == 0) return Unary(b.begin(), b.begin() + q);
  const int m = std::min(p + q, cap);
  Unary sum(static_cast<std::size_t>(m));
  for (int& lit : sum) lit = session.new_var();
  std::array<int, 3> clause{};
  for (int i = 0; i <= p; ++i)
    for (int j = 0; j <= q; ++j) {
      std::size_t n = 0;
      if (i + j >= 1 && i + j <= m) {  // a >= i and b >= j: sum >= i + j
        if (i > 0) clause[n++] = -at_least(a, i);
        if (j > 0) clause[n++] = -at_least(b, j);
        clause[n++] = at_least(sum, i + j);
        session.add_clause(std::span<const int>(clause.data(), n));
      }
      if (i + j + 1 <= m) {  // a <= i and b <= j: sum <= i + j
        n = 0;
        if (i < p) clause[n++] = at_least(a, i + 1);
        if (j < q) clause[n++] = at_least(b, j + 1);
        clause[n++] = -at_least(sum, i + j + 1);
        session.add_clause(std::span<const int>(clause.data(), n));
      }
    }
  return sum;
}

class KuromasuEncoding final : public sat::Encoding {
 public:
  KuromasuEncoding(sat::Session& session, const Instance& instance)
      : grid_(instance), black_(static_cast<std::size_t>(instance.cells())) {
    const int cells = instance.cells();
    for (int& var : black_) var = session.new_var();
    for (int cell = 0; cell < cells; ++cell)
      grid_.for_each_neighbour(cell, [&](int next) {
        if (next > cell) session.add_clause({-black(cell), -black(next)});
      });
    for (int cell = 0; cell < cells; ++cell) {
      const int number = instance.givens[static_cast<std::size_t>(cell)];
      if (!is_clue(number)) continue;
      // A '?' is a clue all the same: its cell is white, behind a selector
      // as any clue's, and it counts nothing.
      const int selector = session.new_selector();
      session.add_guarded(selector, {-black(cell)});
      if (is_count(number)) add_number(session, cell, number, selector);
      clues_.push_back({cell, selector});
    }
    add_enclosures(session);
  }

  std::vector<int> decode(const sat::Session& session) const override {
    return sat::decode_cells(session, black_, kBlack, kWhite);
  }

  std::vector<int> literals_of(std::span<const int> cells) const override {
    return sat::cell_literals(black_, cells, kBlack);
  }

  void name_variables(std::vector<std::string>& names) const override {
    for (int cell = 0; cell < grid_.cells(); ++cell)
      names[static_cast<std::size_t>(black(cell))] = "cell " + to_string(Cell{grid_.row(cell), grid_.col(cell)}) + " is black";
  }

  // The white cells are one part, rooted at the first clue's cell (white,
  // a '?' too).
  void complete(sat::Session& session) override {
    sat::Part whites;
    for (int var : black_) whites.member.push_back(-var);
    if (!clues_.empty()) whites.root = clues_.front().cell;
    sat::connected(session, grid_, whites);
  }

  // The white cells fall apart: each part is walled in by the black cells
  // next to it. Whenever those are all black, the cells next to them are
  // white, those inside the wall and those outside (there are some: another
  // part lies there), and cannot meet. So never all of them are black: one
  // clause per part, the largest too, whatever the numbers.
  bool refine(sat::Session& session, std::span<const int> solution) override {
    const std::vector<std::vector<int>> parts =
        grid_.parts([&](int cell) { return solution[static_cast<std::size_t>(cell)] == kWhite; });
    if (parts.size() < 2) return false;
    std::vector<char> walled(black_.size(), 0);
    for (const std::vector<int>& part : parts) {
      std::vector<int> wall;
      for (int cell : part)
        grid_.for_each_neighbour(cell, [&](int next) {
          auto at = static_cast<std::size_t>(next);
          if (solution[at] == kBlack && !walled[at]) {
            walled[at] = 1;
            wall.push_back(next);
          }
        });
      std::vector<int> clause;
      for (int cell : wall) {
        walled[static_cast<std::size_t>(cell)] = 0;
        clause.push_back(-black(cell));
      }
      session.add_clause(clause);
    }
    return true;
  }

 private:
  int black(int cell) const { return black_[static_cast<std::size_t>(cell)]; }

  // The number at `cell` (behind `selector`): what it sees up, down, left and
  // right adds up to number - 1.
  void add_number(sat::Session& session, int cell, int number, int selector) {
    const int total = number - 1;
    if (total < 0) {
      session.add_guarded(selector, std::span<const int>());
      return;
    }
    // Per direction, "sees at least j cells that way": the j nearest are
    // white. Up to total + 1, which is already too many.
    const sat::Session::Topic topic(session, "a number sees at least this many white cells one way (or two ways)");
    std::array<Unary, 4> views;
    for (Direction way : kDirections) {
      Unary& view = views[static_cast<std::size_t>(way)];
      for (int next = grid_.step(cell, way); next >= 0 && static_cast<int>(view.size()) <= total;
           next = grid_.step(next, way)) {
        if (view.empty()) {
          view.push_back(-black(next));
          continue;
        }
        const int seen = session.new_var(), before = view.back();
        session.add_clause({-seen, -black(next)});
        session.add_clause({-seen, before});
        session.add_clause({seen, black(next), -before});
        view.push_back(seen);
      }
    }
    // Up and down merged; that sum, left and right then add up to total: too
    // many when vertical >= i, left >= j and right >= total + 1 - i - j; too
    // few when vertical <= i, left <= j and right <= total - 1 - i - j.
    const Unary vertical = merge(session, views[0], views[1], total + 1);
    const Unary& left = views[2];
    const Unary& right = views[3];
    const int p = static_cast<int>(vertical.size()), l = static_cast<int>(left.size()), r = static_cast<int>(right.size());
    if (p + l + r < total) {  // it cannot see enough
      session.add_guarded(selector, std::span<const int>());
      return;
    }
    std::array<int, 3> clause{};
    for (int i = 0; i <= p; ++i)
      for (int j = 0; j <= l; ++j) {
        int k = total + 1 - i - j;
        std::size_t n = 0;
        if (k >= 0 && k <= r) {
          if (i > 0) clause[n++] = -at_least(vertical, i);
          if (j > 0) clause[n++] = -at_least(left, j);
          if (k > 0) clause[n++] = -at_least(right, k);
          session.add_guarded(selector, std::span<const int>(clause.data(), n));
        }
        k = total - 1 - i - j;
        if (k >= 0 && k <= r) {
          n = 0;
          if (i < p) clause[n++] = at_least(vertical, i + 1);
          if (j < l) clause[n++] = at_least(left, j + 1);
          if (k < r) clause[n++] = at_least(right, k + 1);
          session.add_guarded(selector, std::span<const int>(clause.data(), n));
        }
      }
  }

  // A white cell whose neighbours are all black is walled in: while white
  // cells lie beyond (more than a cell and its neighbours), never all of them
  // are black. Larger enclosures (a plus in a ring of eight black cells, ...)
  // are left to refine: up front they cost more than the rounds they save.
  void add_enclosures(sat::Session& session) {
    std::vector<int> wall;
    for (int cell = 0; cell < grid_.cells(); ++cell) {
      wall.clear();
      grid_.for_each_neighbour(cell, [&](int next) { wall.push_back(-black(next)); });
      if (!wall.empty() && 1 + static_cast<int>(wall.size()) < grid_.cells()) session.add_clause(wall);
    }
  }

  Grid grid_;
  std::vector<int> black_;
};

}  // namespace

std::unique_ptr<sat::Encoding> encode(sat::Session& session, const Instance& instance) {
  return std::make_unique<KuromasuEncoding>(session, instance);
}

}  // namespace pg::kuromasu

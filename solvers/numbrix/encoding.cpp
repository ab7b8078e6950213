// Why this encoding (measured on 2 shared cores, Release, one thread): wall
// seconds and peak memory (/usr/bin/time -f "%e s %M KB") of three encodings.
// "two-way" is this file: along a successor edge, number(next) >= k + 1
// exactly when number(cell) >= k. "one-way" states only the "if" half.
// "position" was a variable per cell and number (cut to the cell's colour
// where the grid decides it, else by a phase variable), exactly one number per
// cell and one cell per number by sat::exactly, v next to some v + 1 and some
// v - 1, and behind each given's selector its literal, its phase and the
// cells d steps away kept from numbers closer than d to it.
//
// `puzzlegen verify FILE`, median of 5 runs (3 for 20x20 and 25x25):
//                                   two-way        one-way       position
//   12x12 expert (generate --size 12 --difficulty expert --count 5 --seed 7)
//     s7-0000                       .28  46 MB     3.04  38 MB   .62  87 MB
//     s7-0001                       .43  51 MB     5.42  39 MB   .61  91 MB
//     s7-0002                       .26  40 MB     3.15  38 MB   .53  92 MB
//     s7-0003                       .27  45 MB     1.51  37 MB   .55  92 MB
//     s7-0004                       .19  40 MB      .76  37 MB   .44  88 MB
//   12x12, only 1 and 144 (multiple) 27.0  64 MB   22.6  46 MB   .42  83 MB
//   20x20 expert s1-0000 (below)    4.18 338 MB    -             6.58 670 MB
//   20x20 expert s1-0001            10.9 337 MB    -             11.0 783 MB
//   25x25 hard s1-0000              8.40 790 MB    -             7.54 746 MB
//   20x20, 10 givens of a random path (or only its 1 and 400)
//                                   > 120 (> 40)   -             > 120 (> 40)
//   20x20, 10 givens of a snake     > 300          -             3.42 607 MB
//
// `puzzlegen generate numbrix --size N --difficulty D --count 2 --seed 1
// --threads 1 -f json`, one run:
//                                   two-way        one-way       position
//   9 expert                        .26  20 MB     .57  19 MB    .17  21 MB
//   12 expert                       3.42  69 MB    32.2  49 MB   4.22 146 MB
//   20 expert                       48.6 388 MB    -             62.4 1286 MB
//   20 hard                         3.85 270 MB    -             8.64 710 MB
//   25 hard                         15.8 733 MB    -             20.9 771 MB
// All three generated the same bytes at every size. `puzzlegen_tests
// "[numbrix]"`: two-way 13 s, one-way 266 s, position 23 s.
//
// One-way loses everywhere but memory: without the "only if" half a number
// reaches a successor but never comes back from it. Position wins on grids
// with few givens and many solutions, where the two-way encoding finds no path
// for a long time, but it loses on the generator at every size but 9x9
// (1.2 to 2.2 times the time) and on verifying the puzzles it makes up to
// 20x20, with up to three times the memory (its exactly-one counters over
// every cell and every number; a 20x20 grid has an even number of cells, so
// no colour halves them). The generator's puzzles are what this encoding
// mostly answers, so two-way stays.
//
// Then, within two-way, only the numbers a cell may hold get a variable (a
// variable per number but the least, "at least" the next one it may hold):
// the colours on a grid of odd area, and with sat::Givens::all_hold (verify,
// solve, the generator's final check) the colours from any given, each
// given's cell its number alone and the cells near a given kept from the
// numbers close to it. Same commands, same bytes generated:
//                                   before         after
//   verify 12x12 easy/medium/hard   .15-.31        .01-.04 (9 MB)
//     (the course corpus below; .15 s even with all 144 numbers given: it
//     was the building of the CNF)
//   verify 12x12 expert s7-0000..2  .28-.59        .02-.06
//   the IST course's input1..11     .01-.16        .01-.02
//   grade ten 9x9 hard               .22            .04
//   generate 9 hard x10              .26            .10
//   generate 12 hard x4              .48            .13
//   generate 12 expert x2            2.54           2.30 (its carve's session
//                                                   keeps every given
//                                                   selectable)
//   generate 20 hard x2              3.85  270 MB   .98  15 MB
//   generate 25 hard x2              15.8  733 MB   4.91  22 MB
// The colours alone (odd grids, before the givens' bounds) halved 9x9 and
// 15x15 (generate 15 hard x2: .81 to .51 s). On grids of even area without a
// given to tell the colours by, one variable says which colour holds the odd
// numbers: 12x12 with only 1 and 144 given, 22 s to 2.9 s. Grids with few
// givens and many solutions remain slow to answer (that 12x12, 12 s with the
// bounds; a 20x20 with 10 givens, none within two minutes, with or without
// them): the position encoding answered the 12x12 in under a second and one
// such 20x20 in 3.4 s, and is the idea to try there. Adding to this one
// "every number stands somewhere" (a variable per cell and number it may
// hold, one clause per number) took that 12x12 from 12.7 s to 4.4 s but
// 12x12 expert verify from .02-.06 s to .04-.09 s, so it was left out.
// CaDiCaL's initial phase false, or its "sat" and "unsat" configurations,
// moved blank 12x12 and 15x15 grids (1.2 s and 8.6 s) and that 12x12 by
// less than a factor of 2 in either direction, not consistently.
#include "solvers/numbrix/encoding.hpp"

#include <algorithm>
#include <span>
#include <utility>
#include <vector>

#include "core/grid.hpp"
#include "core/numbrix.hpp"
#include "solvers/sat/cardinality.hpp"

namespace pg::numbrix {
namespace {

class NumbrixEncoding final : public sat::Encoding {
 public:
  NumbrixEncoding(sat::Session& session, const Instance& instance, sat::Givens givens)
      : grid_(instance), last_(last_number(instance.rows, instance.cols)) {
    const int cells = grid_.cells(), last = last_;
    true_ = session.new_var();
    session.add_clause({true_});
    declare_numbers(session, instance, givens);
    for (int cell = 0; cell < cells; ++cell)
      for (int k = 2; k < last; ++k)
        if (at_least(cell, k + 1) != at_least(cell, k)) add(session, {-at_least(cell, k + 1), at_least(cell, k)});
    if (!colours_known_ && last > 1) {
      // An even number of cells and nothing to tell the colours by: one end
      // on each colour, so one variable says which colour holds the odd
      // numbers (a fact of the grid, not of a given). Measured: a 12x12 with
      // only 1 and 144 given, 22 s to 2.9 s; 12x12 expert, 2.5 s to 2.1 s.
      const int odd_on_even = odd_on_even_ = session.new_var();  // (row + col) even holds the odd numbers
      for (int cell = 0; cell < cells; ++cell) {
        const int odd = (grid_.row(cell) + grid_.col(cell)) % 2 == 0 ? odd_on_even : -odd_on_even;
        for (int k = 2; k <= last; ++k) add(session, {k % 2 ? -odd : odd, -at_least(cell, k - 1), at_least(cell, k)});
      }
    }

    // Each cell but the last one's has one successor among its neighbours,
    // each cell but 1's one predecessor; along a successor the number rises
    // by one, so no successors close a cycle.
    next_.resize(static_cast<std::size_t>(cells));
    std::vector<std::vector<int>> before(static_cast<std::size_t>(cells));
    for (int cell = 0; cell < cells; ++cell)
      for (int neighbour : grid_.neighbours(cell)) {
        const int edge = session.new_var();
        next_[static_cast<std::size_t>(cell)].push_back({neighbour, edge});
        before[static_cast<std::size_t>(neighbour)].push_back(edge);
      }
    std::vector<int> clause;
    for (int cell = 0; cell < cells; ++cell) {
      const auto& out = next_[static_cast<std::size_t>(cell)];
      const auto& in = before[static_cast<std::size_t>(cell)];
      clause.assign({at_least(cell, last)});
      for (const auto& [neighbour, edge] : out) {
        clause.push_back(edge);
        add(session, {-at_least(cell, last), -edge});
      }
      add(session, clause);
      clause.assign({-at_least(cell, 2)});
      for (int edge : in) {
        clause.push_back(edge);
        add(session, {at_least(cell, 2), -edge});
      }
      add(session, clause);
      for (std::size_t i = 0; i < out.size(); ++i)
        for (std::size_t j = i + 1; j < out.size(); ++j) add(session, {-out[i].second, -out[j].second});
      for (std::size_t i = 0; i < in.size(); ++i)
        for (std::size_t j = i + 1; j < in.size(); ++j) add(session, {-in[i], -in[j]});
      // number(neighbour) >= k + 1 exactly when number(cell) >= k.
      // (With the colours, k and k + 1 often give the same pair of literals:
      // written once.)
      for (const auto& [neighbour, edge] : out)
        for (int k = 1; k < last; ++k) {
          if (k > 1 && at_least(cell, k) == at_least(cell, k - 1) && at_least(neighbour, k + 1) == at_least(neighbour, k))
            continue;
          add(session, {-edge, -at_least(cell, k), at_least(neighbour, k + 1)});
          add(session, {-edge, -at_least(neighbour, k + 1), at_least(cell, k)});
        }
    }
    // One 1 and one last number: implied (two paths of every number would
    // need twice the cells), but said outright, over the cells that may hold
    // them.
    if (last > 1) {
      std::vector<int> first, final;
      for (int cell = 0; cell < cells; ++cell) {
        if (at_least(cell, 2) != true_) first.push_back(-at_least(cell, 2));
        if (at_least(cell, last) != -true_) final.push_back(at_least(cell, last));
      }
      sat::exactly(session, first, 1);
      sat::exactly(session, final, 1);
    }

    for (int cell = 0; cell < cells; ++cell) {
      const int number = instance.givens[static_cast<std::size_t>(cell)];
      if (number == kNone) continue;
      const int selector = session.new_selector();
      clues_.push_back({cell, selector});
      if (number < 1 || number > last) {
        session.add_guarded(selector, std::span<const int>());
        continue;
      }
      add_guarded(session, selector, {at_least(cell, number)});
      add_guarded(session, selector, {-at_least(cell, number + 1)});
      // A cell d steps away holds no number closer than d to this one in
      // value: a fact of this given, so behind its selector.
      for (int other = 0; other < cells; ++other) {
        const int d = grid_.distance(cell, other);
        if (d > 0) add_guarded(session, selector, {-at_least(other, number - d + 1), at_least(other, number + d)});
      }
    }
  }

  std::vector<int> decode(const sat::Session& session) const override {
    std::vector<int> grid(static_cast<std::size_t>(grid_.cells()), 1);
    for (int cell = 0; cell < grid_.cells(); ++cell)
      for (int k = 2; k <= last_ && session.value(at_least(cell, k)); ++k) grid[static_cast<std::size_t>(cell)] = k;
    return grid;
  }

  bool clues_are_cell_values() const override { return true; }

  std::vector<int> literals_of(std::span<const int> cells) const override {
    std::vector<int> lits;
    for (int cell = 0; cell < grid_.cells(); ++cell) {
      const int v = cells[static_cast<std::size_t>(cell)];
      if (v == kNone) continue;
      if (v < 1 || v > last_) {
        lits.push_back(-true_);
        continue;
      }
      if (v >= 2) lits.push_back(at_least(cell, v));
      if (v < last_) lits.push_back(-at_least(cell, v + 1));
    }
    return lits;
  }

 private:
  // "The number of `cell` is at least k": constant for k <= 1 and k > last.
  void name_variables(std::vector<std::string>& names) const override {
    auto at = [&](int cell) { return to_string(Cell{grid_.row(cell), grid_.col(cell)}); };
    names[static_cast<std::size_t>(true_)] = "true (a constant)";
    if (odd_on_even_ != 0) names[static_cast<std::size_t>(odd_on_even_)] = "the cells of even row + column hold the odd numbers";
    for (int cell = 0; cell < grid_.cells(); ++cell) {
      for (int k = 2; k <= last_; ++k) {
        const int lit = at_least(cell, k);
        if (lit > 0 && lit != true_ && (k == 2 || lit != at_least(cell, k - 1)))
          names[static_cast<std::size_t>(lit)] = "the number on " + at(cell) + " is at least " + std::to_string(k);
      }
      for (const auto& [neighbour, edge] : next_[static_cast<std::size_t>(cell)])
        names[static_cast<std::size_t>(edge)] = "the path goes from " + at(cell) + " on to " + at(neighbour);
    }
  }

  int at_least(int cell, int k) const {
    if (k <= 1) return true_;
    if (k > last_) return -true_;
    return at_least_[static_cast<std::size_t>(cell) * static_cast<std::size_t>(last_ + 2) + static_cast<std::size_t>(k)];
  }

  // The numbers each cell may hold, and a variable for each but the least:
  // at_least(cell, k) is "the number is at least the least one it may hold
  // from k up", so numbers it may not hold cost nothing. The colours decide
  // the parity of every cell's number on a grid of an odd number of cells (the
  // path starts and ends on the colour of (0,0)), and when the givens all
  // hold, by any given; then a cell d steps from a given w holds no number
  // closer than d to w, and a given's cell only its number.
  void declare_numbers(sat::Session& session, const Instance& instance, sat::Givens givens) {
    const int cells = grid_.cells(), last = last_;
    const bool all_hold = givens == sat::Givens::all_hold;
    int odd_colour = -1;  // (row + col) % 2 of the cells holding the odd numbers
    if (last % 2 == 1) odd_colour = 0;
    for (int cell = 0; cell < cells && all_hold && odd_colour < 0; ++cell) {
      const int w = instance.givens[static_cast<std::size_t>(cell)];
      if (w >= 1 && w <= last) odd_colour = (grid_.row(cell) + grid_.col(cell) + w + 1) % 2;
    }
    colours_known_ = odd_colour >= 0;
    std::vector<char> may(static_cast<std::size_t>(last) + 2);
    at_least_.assign(static_cast<std::size_t>(cells) * static_cast<std::size_t>(last + 2), 0);
    for (int cell = 0; cell < cells; ++cell) {
      std::fill(may.begin(), may.end(), 1);
      may[0] = may[static_cast<std::size_t>(last) + 1] = 0;
      if (colours_known_) {
        const int odd = (grid_.row(cell) + grid_.col(cell)) % 2 == odd_colour;
        for (int v = 1; v <= last; ++v)
          if (v % 2 != odd) may[static_cast<std::size_t>(v)] = 0;
      }
      for (int g = 0; g < cells && all_hold; ++g) {
        const int w = instance.givens[static_cast<std::size_t>(g)];
        if (w < 1 || w > last) continue;  // its selector's empty clause answers
        const int d = grid_.distance(cell, g);
        for (int v = std::max(1, w - d + 1); v <= std::min(last, w + d - 1); ++v) may[static_cast<std::size_t>(v)] = 0;
        if (d == 0)
          for (int v = 1; v <= last; ++v) may[static_cast<std::size_t>(v)] = v == w;
      }
      int* row = &at_least_[static_cast<std::size_t>(cell) * static_cast<std::size_t>(last + 2)];
      int least = 0;
      for (int v = 1; v <= last && !least; ++v)
        if (may[static_cast<std::size_t>(v)]) least = v;
      if (!least) session.add_clause({-true_});  // a cell no number can take: no solution
      int from = -true_;  // the literal for "at least the next number it may hold"
      for (int k = last + 1; k >= 0; --k) {
        if (k <= last && may[static_cast<std::size_t>(k)]) from = k == least ? true_ : session.new_var();
        row[k] = k <= least ? true_ : from;
      }
    }
  }

  // A clause with the constants taken out: none when a literal is true.
  bool simplify(std::initializer_list<int> lits, std::vector<int>& out) const {
    out.clear();
    for (int lit : lits) {
      if (lit == true_) return false;
      if (lit != -true_) out.push_back(lit);
    }
    return true;
  }
  void add(sat::Session& session, std::initializer_list<int> lits) {
    if (simplify(lits, scratch_)) session.add_clause(scratch_);
  }
  void add(sat::Session& session, const std::vector<int>& lits) {
    scratch_.clear();
    for (int lit : lits) {
      if (lit == true_) return;
      if (lit != -true_) scratch_.push_back(lit);
    }
    session.add_clause(scratch_);
  }
  void add_guarded(sat::Session& session, int selector, std::initializer_list<int> lits) {
    if (simplify(lits, scratch_)) session.add_guarded(selector, scratch_);
  }

  Grid grid_;
  int last_;
  int true_ = 0;
  bool colours_known_ = false;
  int odd_on_even_ = 0;
  std::vector<int> at_least_;  // by cell, then k = 0 .. last + 1: a variable or +-true_
  std::vector<std::vector<std::pair<int, int>>> next_;  // by cell: (neighbour, "it comes next")
  std::vector<int> scratch_;
};

}  // namespace

std::unique_ptr<sat::Encoding> encode(sat::Session& session, const Instance& instance, sat::Givens givens) {
  return std::make_unique<NumbrixEncoding>(session, instance, givens);
}

}  // namespace pg::numbrix

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
#include "solvers/numbrix/encoding.hpp"

#include <span>
#include <utility>
#include <vector>

#include "core/grid.hpp"
#include "core/numbrix.hpp"

namespace pg::numbrix {
namespace {

class NumbrixEncoding final : public sat::Encoding {
 public:
  NumbrixEncoding(sat::Session& session, const Instance& instance)
      : grid_(instance), last_(last_number(instance.rows, instance.cols)) {
    const int cells = grid_.cells(), last = last_;
    true_ = session.new_var();
    session.add_clause({true_});
    // Each cell's number: at_least(cell, k) for k = 2 .. last, each implying
    // the one below.
    at_least_.resize(static_cast<std::size_t>(cells) * static_cast<std::size_t>(last > 1 ? last - 1 : 0));
    for (int& var : at_least_) var = session.new_var();
    for (int cell = 0; cell < cells; ++cell)
      for (int k = 2; k < last; ++k) add(session, {-at_least(cell, k + 1), at_least(cell, k)});

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
      for (const auto& [neighbour, edge] : out)
        for (int k = 1; k < last; ++k) {
          add(session, {-edge, -at_least(cell, k), at_least(neighbour, k + 1)});
          add(session, {-edge, -at_least(neighbour, k + 1), at_least(cell, k)});
        }
    }
    // One 1 and one last number: implied (two paths of every number would
    // need twice the cells), but said outright.
    if (last > 1) {
      std::vector<int> first, final;
      for (int cell = 0; cell < cells; ++cell) {
        first.push_back(-at_least(cell, 2));
        final.push_back(at_least(cell, last));
      }
      add(session, first);
      add(session, final);
      at_most_one(session, first);
      at_most_one(session, final);
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
  int at_least(int cell, int k) const {
    if (k <= 1) return true_;
    if (k > last_) return -true_;
    return at_least_[static_cast<std::size_t>(cell) * static_cast<std::size_t>(last_ - 1) + static_cast<std::size_t>(k - 2)];
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

  // Sequential counter: s_i = "one of lits[0..i] holds".
  static void at_most_one(sat::Session& session, const std::vector<int>& lits) {
    int before = 0;
    for (std::size_t i = 0; i < lits.size(); ++i) {
      if (i + 1 == lits.size()) {
        if (before) session.add_clause({-before, -lits[i]});
        break;
      }
      const int now = session.new_var();
      session.add_clause({-lits[i], now});
      if (before) {
        session.add_clause({-before, now});
        session.add_clause({-before, -lits[i]});
      }
      before = now;
    }
  }

  Grid grid_;
  int last_;
  int true_ = 0;
  std::vector<int> at_least_;                          // by cell, then k = 2 .. last
  std::vector<std::vector<std::pair<int, int>>> next_;  // by cell: (neighbour, "it comes next")
  std::vector<int> scratch_;
};

}  // namespace

std::unique_ptr<sat::Encoding> encode(sat::Session& session, const Instance& instance) {
  return std::make_unique<NumbrixEncoding>(session, instance);
}

}  // namespace pg::numbrix

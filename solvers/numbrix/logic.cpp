#include "solvers/numbrix/logic.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <limits>

#include "core/numbrix.hpp"

namespace pg::numbrix {
namespace {

// The trial's consequences are followed with the rules up to this tier.
constexpr Difficulty kTrialDepth = Difficulty::medium;
// Every way through a gap is counted for gaps of up to this many free
// numbers (a bit each in a word), within this many steps of the search.
// Longer gaps and budgets (40 numbers, 4000 steps) left the carved puzzles
// as they were (12x12, 20x20) and took 2 to 4 times as long.
constexpr int kLongestGap = 10;
constexpr int kPathBudget = 500;
static_assert(kLongestGap < 64);

constexpr std::uint64_t kNever = std::numeric_limits<std::uint64_t>::max();

}  // namespace

Board::Shape::Shape(const Instance& instance)
    : grid(instance), last(last_number(instance.rows, instance.cols)), words((last + 1 + 63) / 64) {
  for (int cell = 0; cell < grid.cells(); ++cell) around.push_back(grid.neighbours(cell));
}

Board::Board(const Instance& instance)
    : shape_(std::make_shared<const Shape>(instance)),
      value_(static_cast<std::size_t>(instance.cells()), 0),
      place_(static_cast<std::size_t>(instance.cells()) + 2, -1),
      marks_(static_cast<std::size_t>(instance.cells()) * static_cast<std::size_t>(shape_->words), 0),
      options_(static_cast<std::size_t>(instance.cells()), instance.cells()),
      spots_(static_cast<std::size_t>(instance.cells()) + 2, instance.cells()),
      stamp_(static_cast<std::size_t>(instance.cells()), 0),
      dead_seen_(static_cast<std::size_t>(instance.cells()), kNever),
      path_seen_(static_cast<std::size_t>(instance.cells()) + 2, kNever),
      free_(instance.cells()) {
  const int last = shape_->last;
  for (int cell = 0; cell < last; ++cell)
    for (int v = 1; v <= last; ++v) marks(cell)[v >> 6] |= Word{1} << (v & 63);
  // A grid of an odd number of cells: the path starts and ends on the colour
  // of (0,0), the larger one, so 1 stands where row + col is even.
  if (last % 2 == 1) fix_parity(1);
  for (int cell = 0; cell < last && !contradiction_; ++cell) {
    const int given = instance.givens[static_cast<std::size_t>(cell)];
    if (given == kNone) continue;
    if (given < 1 || given > last) contradiction_ = true;
    else place(cell, given);
  }
  forget_steps();  // the givens are no deductions
}

int Board::placed_below(int v) const {
  for (int w = v - 1; w >= 1; --w)
    if (place_of(w) >= 0) return w;
  return 0;
}

int Board::placed_above(int v) const {
  for (int w = v + 1; w <= shape_->last; ++w)
    if (place_of(w) >= 0) return w;
  return shape_->last + 1;
}

Board::Box Board::gap_box(int a, int b) const {
  const Grid& grid = shape_->grid;
  const int last = shape_->last;
  Box box{0, grid.rows() - 1, 0, grid.cols() - 1};
  if (a < 1 && b > last) return box;
  // Within b - a steps of both ends: a diamond around a lone end, else the
  // cells whose distances to the two ends add up to at most b - a.
  int r0 = 0, r1 = 0, c0 = 0, c1 = 0, slack = 0;
  if (a >= 1 && b <= last) {
    const int pa = place_of(a), pb = place_of(b);
    r0 = std::min(grid.row(pa), grid.row(pb));
    r1 = std::max(grid.row(pa), grid.row(pb));
    c0 = std::min(grid.col(pa), grid.col(pb));
    c1 = std::max(grid.col(pa), grid.col(pb));
    slack = std::max(0, (b - a - grid.distance(pa, pb)) / 2);
  } else {
    const int end = a >= 1 ? place_of(a) : place_of(b);
    r0 = r1 = grid.row(end);
    c0 = c1 = grid.col(end);
    slack = a >= 1 ? last - a : b - 1;
  }
  box.r0 = std::max(box.r0, r0 - slack);
  box.r1 = std::min(box.r1, r1 + slack);
  box.c0 = std::max(box.c0, c0 - slack);
  box.c1 = std::min(box.c1, c1 + slack);
  return box;
}

bool Board::changed_in(const Box& box, std::uint64_t since) const {
  if (since == kNever) return true;
  bool changed = false;
  for_each_in(box, [&](int cell) { changed = changed || stamp_[static_cast<std::size_t>(cell)] > since; });
  return changed;
}

bool Board::strike(int cell, int v) {
  Word& word = marks(cell)[v >> 6];
  const Word bit = Word{1} << (v & 63);
  if (!(word & bit)) return false;
  word &= ~bit;
  --options_[static_cast<std::size_t>(cell)];
  --spots_[static_cast<std::size_t>(v)];
  touch(cell);
  return true;
}

int Board::strike_range(int cell, int lo, int hi) {
  lo = std::max(lo, 1);
  hi = std::min(hi, shape_->last);
  if (lo > hi) return 0;
  int gone = 0;
  for (int i = lo >> 6; i <= hi >> 6; ++i) {
    Word mask = ~Word{0};
    if (i == lo >> 6) mask &= ~Word{0} << (lo & 63);
    if (i == hi >> 6 && (hi & 63) != 63) mask &= (Word{1} << ((hi & 63) + 1)) - 1;
    gone += strike_bits(cell, i, mask);
  }
  return settle(cell, gone);
}

int Board::keep_only(int cell, const Word* keep) {
  int gone = 0;
  for (int i = 0; i < shape_->words; ++i) gone += strike_bits(cell, i, ~keep[i]);
  return settle(cell, gone);
}

int Board::strike_bits(int cell, int word, Word bits) {
  Word& marks_word = marks(cell)[word];
  Word removed = marks_word & bits;
  marks_word &= ~bits;
  int gone = 0;
  for (; removed; removed &= removed - 1, ++gone) --spots_[static_cast<std::size_t>(word * 64 + std::countr_zero(removed))];
  return gone;
}

int Board::settle(int cell, int gone) {
  if (gone) {
    options_[static_cast<std::size_t>(cell)] -= gone;
    touch(cell);
  }
  return gone;
}

void Board::fix_parity(int parity) {
  parity_ = parity;
  const Grid& grid = shape_->grid;
  std::vector<Word> keep(static_cast<std::size_t>(shape_->words));
  for (int cell = 0; cell < shape_->last; ++cell) {
    if (!free(cell)) continue;
    // v's parity is that of parity - row - col; bit v of a word is bit v % 64.
    const bool odd = (parity - grid.row(cell) - grid.col(cell)) % 2 != 0;
    std::fill(keep.begin(), keep.end(), odd ? Word{0xAAAAAAAAAAAAAAAA} : Word{0x5555555555555555});
    keep_only(cell, keep.data());
  }
}

bool Board::place(int cell, int v) {
  if (value(cell) == v) return true;
  if (!free(cell) || place_of(v) >= 0 || !may(cell, v)) {
    if (!free(cell))
      clash(cell, v);
    else
      clash(cell, v, [&] {
        return place_of(v) >= 0 ? placed_text(v) + " stands elsewhere" : std::to_string(v) + " can no longer stand there";
      });
    return false;
  }
  const Shape& shape = *shape_;
  const Grid& grid = shape.grid;
  // Where the numbers of v's gap may stand, before v splits it.
  const int below = placed_below(v), above = placed_above(v);
  const Box box = gap_box(below, above);
  Word* m = marks(cell);
  for (int i = 0; i < shape.words; ++i)
    for (Word rest = m[i]; rest; rest &= rest - 1) --spots_[static_cast<std::size_t>(i * 64 + std::countr_zero(rest))];
  std::fill(m, m + shape.words, Word{0});
  m[v >> 6] = Word{1} << (v & 63);
  value_[static_cast<std::size_t>(cell)] = v;
  place_[static_cast<std::size_t>(v)] = cell;
  options_[static_cast<std::size_t>(cell)] = 1;
  --free_;
  touch(cell);
  count_step(cell, v);
  if (parity_ < 0) fix_parity((grid.row(cell) + grid.col(cell) + v) % 2);
  // Distance: v - k and v + k stand within k steps of v. Only the numbers
  // of v's gap are new to this: the others have nearer placed numbers,
  // whose bounds imply v's.
  for_each_in(box, [&](int other) {
    if (!free(other)) return;
    strike(other, v);
    const int d = grid.distance(other, cell);
    strike_range(other, std::max(below + 1, v - d + 1), v - 1);
    strike_range(other, v + 1, std::min(above - 1, v + d - 1));
  });
  return true;
}

Reason Board::bounds(int v, const std::string& text) const {
  const int below = placed_below(v), above = placed_above(v);
  Reason reason{{}, text, false};
  const bool low = below >= 1, high = above <= shape_->last;
  if (low) reason.cells.push_back(place_of(below));
  if (high) reason.cells.push_back(place_of(above));
  if (low && high)
    reason.text += ", between " + placed_text(below) + " and " + placed_text(above);
  else if (low || high)
    reason.text += low ? ", after " + placed_text(below) : ", before " + placed_text(above);
  return reason;
}

bool Board::only_place() {
  // A number with one cell left where it may stand goes there; with none,
  // the board is contradictory.
  bool changed = false;
  const int last = shape_->last;
  for (int v = 1; v <= last; ++v) {
    if (place_of(v) >= 0) continue;
    const int spots = spots_[static_cast<std::size_t>(v)];
    if (spots == 0) conflict([&] { return bounds(v, std::to_string(v) + " has no cell left where it may stand"); });
    if (contradiction_) return true;
    if (spots != 1) continue;
    because([&] { return bounds(v, "it is the one cell left where " + std::to_string(v) + " may stand"); });
    const Box box = gap_box(placed_below(v), placed_above(v));
    int where = -1;
    for_each_in(box, [&](int cell) {
      if (where < 0 && free(cell) && may(cell, v)) where = cell;
    });
    place(where, v);
    changed = true;
  }
  return changed || contradiction_;
}

bool Board::only_number() {
  // A cell with one number left takes it; with none, no number can reach it.
  bool changed = false;
  const int last = shape_->last;
  for (int cell = 0; cell < last; ++cell) {
    if (!free(cell)) continue;
    const int options = options_[static_cast<std::size_t>(cell)];
    if (options == 0) conflict([&] { return Reason{{cell}, "no number may stand at " + cell_text(cell), false}; });
    if (contradiction_) return true;
    if (options != 1) continue;
    const Word* m = marks(cell);
    int i = 0;
    while (!m[i]) ++i;
    const int v = i * 64 + std::countr_zero(m[i]);
    because([&] { return bounds(v, std::to_string(v) + " is the one number left that may stand there"); });
    place(cell, v);
    changed = true;
  }
  return changed || contradiction_;
}

bool Board::dead_end() {
  // A number needs a neighbour for the number before it and another for the
  // one after (1 and the last need one): a free cell with fewer than two
  // neighbours that can go on with the path holds an end, and in general a
  // number stays in a cell only while two of its neighbours can hold the
  // numbers before and after it.
  const Shape& shape = *shape_;
  const int words = shape.words, last = shape.last;
  std::vector<Word> below(static_cast<std::size_t>(words)), above(below), once(below), twice(below), keep(below);
  auto has = [](const std::vector<Word>& bits, int v) { return (bits[static_cast<std::size_t>(v >> 6)] >> (v & 63)) & 1u; };
  bool changed = false;
  for (int cell = 0; cell < last && !contradiction_; ++cell) {
    if (!free(cell)) continue;
    std::uint64_t& seen = dead_seen_[static_cast<std::size_t>(cell)];
    const Neighbours& around = shape.around[static_cast<std::size_t>(cell)];
    if (seen != kNever) {
      bool fresh = stamp_[static_cast<std::size_t>(cell)] > seen;
      for (int next : around) fresh = fresh || stamp_[static_cast<std::size_t>(next)] > seen;
      if (!fresh) continue;
    }
    std::fill(below.begin(), below.end(), Word{0});
    std::fill(above.begin(), above.end(), Word{0});
    std::fill(once.begin(), once.end(), Word{0});
    std::fill(twice.begin(), twice.end(), Word{0});
    for (int next : around) {
      const Word* m = marks(next);
      for (int i = 0; i < words; ++i) {
        const auto k = static_cast<std::size_t>(i);
        const Word up = (m[i] << 1) | (i > 0 ? m[i - 1] >> 63 : 0);          // next may hold v - 1
        const Word down = (m[i] >> 1) | (i + 1 < words ? m[i + 1] << 63 : 0);  // next may hold v + 1
        below[k] |= up;
        above[k] |= down;
        twice[k] |= once[k] & (up | down);
        once[k] |= up | down;
      }
    }
    for (std::size_t k = 0; k < keep.size(); ++k) keep[k] = below[k] & above[k] & twice[k];
    auto keep_bit = [&](int v) { keep[static_cast<std::size_t>(v >> 6)] |= Word{1} << (v & 63); };
    if (last == 1) {
      keep_bit(1);
    } else {
      if (has(above, 1)) keep_bit(1);
      if (has(below, last)) keep_bit(last);
    }
    std::vector<int> struck;  // explained: the marks it strikes
    if (recording_steps())
      for (int v = 1; v <= last; ++v)
        if (may(cell, v) && !has(keep, v)) struck.push_back(v);
    if (keep_only(cell, keep.data()) > 0) {
      count_step();
      because([&] {
        return Reason{std::vector<int>(around.begin(), around.end()),
                      "no two of its neighbours can hold the numbers just before and after " +
                          std::string(struck.size() == 1 ? "it" : "any of them"),
                      false};
      });
      for (int v : struck) ruled_out(cell, v);
      changed = true;
    }
    seen = clock_;
  }
  return changed || contradiction_;
}

bool Board::only_path() {
  // Every way from a placed a to the next placed b in exactly b - a steps,
  // through cells that may hold the numbers between: a number between goes
  // only where some way puts it (one way: the gap is filled).
  const Shape& shape = *shape_;
  const Grid& grid = shape.grid;
  const int last = shape.last;
  std::vector<char> on_path(static_cast<std::size_t>(last), 0);
  std::vector<std::uint64_t> steps(static_cast<std::size_t>(last), 0);  // by cell: bit k when a way has step k there
  std::vector<int> path;
  bool changed = false;
  int a = 0;
  for (int b = 1; b <= last && !contradiction_; ++b) {
    if (place_of(b) < 0) continue;
    const int start = a;
    a = b;
    if (start == 0 || b - start < 2 || b - start - 1 > kLongestGap) continue;
    const int pa = place_of(start), pb = place_of(b), length = b - start - 1;
    const Box box = gap_box(start, b);
    std::uint64_t& seen = path_seen_[static_cast<std::size_t>(start)];
    if (!changed_in(box, seen)) continue;

    path.clear();
    int nodes = 0, ways = 0;
    bool exhausted = false;
    auto search = [&](auto& self, int cell, int step) -> void {
      if (step > length) {
        ++ways;
        for (int k = 0; k < length; ++k) steps[static_cast<std::size_t>(path[static_cast<std::size_t>(k)])] |= std::uint64_t{1} << k;
        return;
      }
      const int v = start + step;
      for (int next : shape.around[static_cast<std::size_t>(cell)]) {
        auto n = static_cast<std::size_t>(next);
        if (!free(next) || on_path[n] || !may(next, v) || grid.distance(next, pb) > b - v) continue;
        if (++nodes > kPathBudget) exhausted = true;
        if (exhausted) return;
        on_path[n] = 1;
        path.push_back(next);
        self(self, next, step + 1);
        path.pop_back();
        on_path[n] = 0;
      }
    };
    search(search, pa, 1);
    bool narrowed = false;
    auto gap = [&] { return "from " + placed_text(start) + " to " + placed_text(b) + " in " + std::to_string(b - start) + " steps"; };
    if (!exhausted && ways == 0) conflict([&] { return Reason{{pa, pb}, "no way leads " + gap(), false}; });
    if (!exhausted && ways > 0) {
      because([&] {
        return Reason{{pa, pb},
                      "no way " + gap() + " puts them there (" + std::to_string(ways) + (ways == 1 ? " way)" : " ways)"),
                      false};
      });
      // Explained, each mark struck is said.
      auto strike_said = [&](int cell, int v) {
        if (!strike(cell, v)) return false;
        ruled_out(cell, v);
        return true;
      };
      for_each_in(box, [&](int cell) {
        if (!free(cell)) return;
        const std::uint64_t here = steps[static_cast<std::size_t>(cell)];
        if (here == 0) {
          if (!recording_steps()) {
            narrowed = strike_range(cell, start + 1, b - 1) > 0 || narrowed;
            return;
          }
          for (int v = start + 1; v < b; ++v) narrowed = strike_said(cell, v) || narrowed;
          return;
        }
        for (std::uint64_t missing = ~here & ((std::uint64_t{1} << length) - 1); missing; missing &= missing - 1)
          narrowed = strike_said(cell, start + 1 + std::countr_zero(missing)) || narrowed;
      });
    }
    for_each_in(box, [&](int cell) { steps[static_cast<std::size_t>(cell)] = 0; });
    if (contradiction_) break;
    if (narrowed) {
      count_step();
      changed = true;
    } else {
      seen = clock_;
    }
  }
  return changed || contradiction_;
}

bool Board::trial() {
  // The next number after (or before) a placed one, with two cells left:
  // were it in one of them, and the lower tiers found a contradiction, it
  // goes in the other. One sweep: a place ruled out stays ruled out as the
  // board fills.
  const int last = shape_->last;
  bool changed = false;
  std::array<int, 2> cells{};
  for (int v = 1; v <= last && !contradiction_; ++v) {
    if (place_of(v) >= 0 || spots_[static_cast<std::size_t>(v)] != 2) continue;
    if (!(v > 1 && place_of(v - 1) >= 0) && !(v < last && place_of(v + 1) >= 0)) continue;
    if (watch().expired()) break;
    int found = 0;
    for (int cell = 0; cell < last && found < 2; ++cell)
      if (free(cell) && may(cell, v)) cells[static_cast<std::size_t>(found++)] = cell;
    for (int cell : cells) {
      const auto guess = [&](Board& trial) { return trial.place(cell, v); };
      const auto supposing = [&] { return "if " + std::to_string(v) + " stood there"; };
      if (refuted(cell, shape_->grid.cols(), guess, kTrialDepth, supposing)) {
        strike(cell, v);
        ruled_out(cell, v);
        count_step();
        changed = true;
        break;
      }
    }
  }
  return changed || contradiction_;
}

std::span<const Rule<Board>> Board::rules() {
  static constexpr std::array<Rule<Board>, 5> table{{
      {Difficulty::easy, "only place", &Board::only_place},
      {Difficulty::easy, "only number", &Board::only_number},
      {Difficulty::medium, "dead end", &Board::dead_end},
      {Difficulty::medium, "only path", &Board::only_path},
      {Difficulty::hard, "trial", &Board::trial},
  }};
  return table;
}

bool Board::finished() {
  if (free_ > 0) return false;
  const Grid& grid = shape_->grid;
  for (int v = 1; v < shape_->last && !contradiction_; ++v)
    if (!grid.adjacent(place_of(v), place_of(v + 1)))
      conflict([&] {
        return Reason{{place_of(v), place_of(v + 1)},
                      "the grid is full, and " + placed_text(v) + " and " + placed_text(v + 1) + " are not neighbours",
                      false};
      });
  return true;
}

std::vector<int> Board::cells() const {
  std::vector<int> out(value_.size(), kNone);
  for (std::size_t i = 0; i < value_.size(); ++i)
    if (value_[i] != 0) out[i] = value_[i];
  return out;
}

Deduction deduce(const Instance& instance, Difficulty limit, Deadline deadline, bool explain) {
  Board board(instance);
  return conclude(board, limit, deadline, explain);
}

}  // namespace pg::numbrix

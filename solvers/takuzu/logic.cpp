#include "solvers/takuzu/logic.hpp"

#include <algorithm>
#include <bit>

namespace pg::takuzu {
namespace {

constexpr Mask bit(int i) { return Mask{1} << i; }

// std::popcount without a POPCNT instruction in the baseline x86-64 target
// is an out-of-line libgcc call; this stays inline.
constexpr int popcount(Mask m) {
  m = m - ((m >> 1) & 0x5555555555555555ULL);
  m = (m & 0x3333333333333333ULL) + ((m >> 2) & 0x3333333333333333ULL);
  m = (m + (m >> 4)) & 0x0f0f0f0f0f0f0f0fULL;
  return static_cast<int>((m * 0x0101010101010101ULL) >> 56);
}

// Bounds on the number of 1s in a line of n cells.
constexpr int min_ones(int n) { return n / 2; }
constexpr int max_ones(int n) { return (n + 1) / 2; }

bool has_three(Mask m) { return (m & (m >> 1) & (m >> 2)) != 0; }

// Cells that two equal digits force to the other digit: beside a pair, and
// between two equal cells one apart.
Mask pair_and_sandwich_targets(Mask m) {
  Mask pair = m & (m >> 1);
  Mask gap = m & (m >> 2);
  return (pair >> 1) | (pair << 2) | (gap << 1);
}

// Whole-line reasoning by dynamic programming over (position, run state,
// number of 1s so far). The run state after a cell is: 0 = one 0, 1 = two 0s,
// 2 = one 1, 3 = two 1s; the counts reachable in a state are a bit mask.
// Returns false when the line has no valid completion; otherwise `can0` and
// `can1` hold the positions where some completion has a 0 / a 1.
bool line_options(Mask one, Mask zero, int n, Mask& can0, Mask& can1) {
  // Only the first n entries are written and read.
  std::array<std::array<Mask, 4>, kMaxSide> fwd, bwd;
  auto allow0 = [&](int i) { return ((one >> i) & 1) == 0; };
  auto allow1 = [&](int i) { return ((zero >> i) & 1) == 0; };
  fwd[0] = {allow0(0) ? Mask{1} : 0, 0, allow1(0) ? Mask{2} : 0, 0};
  for (int i = 1; i < n; ++i) {
    const auto& p = fwd[static_cast<std::size_t>(i - 1)];
    auto& f = fwd[static_cast<std::size_t>(i)];
    bool a0 = allow0(i), a1 = allow1(i);
    f[0] = a0 ? (p[2] | p[3]) : 0;
    f[1] = a0 ? p[0] : 0;
    f[2] = a1 ? (p[0] | p[1]) << 1 : 0;
    f[3] = a1 ? p[2] << 1 : 0;
  }
  Mask target = 0;
  for (int k = min_ones(n); k <= max_ones(n); ++k) target |= bit(k);
  bwd[static_cast<std::size_t>(n - 1)] = {target, target, target, target};
  for (int i = n - 2; i >= 0; --i) {
    const auto& nx = bwd[static_cast<std::size_t>(i + 1)];
    auto& b = bwd[static_cast<std::size_t>(i)];
    bool a0 = allow0(i + 1), a1 = allow1(i + 1);
    Mask after_one_from_zero = a1 ? nx[2] >> 1 : 0;
    b[0] = (a0 ? nx[1] : 0) | after_one_from_zero;
    b[1] = after_one_from_zero;
    b[2] = (a0 ? nx[0] : 0) | (a1 ? nx[3] >> 1 : 0);
    b[3] = a0 ? nx[0] : 0;
  }
  can0 = can1 = 0;
  for (int i = 0; i < n; ++i) {
    const auto& f = fwd[static_cast<std::size_t>(i)];
    const auto& b = bwd[static_cast<std::size_t>(i)];
    bool c0 = ((f[0] & b[0]) | (f[1] & b[1])) != 0;
    bool c1 = ((f[2] & b[2]) | (f[3] & b[3])) != 0;
    if (!c0 && !c1) return false;
    if (c0) can0 |= bit(i);
    if (c1) can1 |= bit(i);
  }
  return true;
}

// line_options remembered: the generator asks the logic solver again after
// each clue it takes away, and each time most lines are as they were (a
// 60x60 hard carve runs it 3 600 times; with the table it takes a third of
// the time). Direct-mapped, one table of 640 KB per thread that deduces; a
// line is its two masks and its length, compared whole, so a collision only
// costs a recomputation.
class LineOptionsCache {
 public:
  bool options(Mask one, Mask zero, int n, Mask& can0, Mask& can1) {
    Entry& e = entries_[slot(one, zero, n)];
    if (e.n != n || e.one != one || e.zero != zero) {
      e.one = one;
      e.zero = zero;
      e.n = n;
      e.valid = line_options(one, zero, n, e.can0, e.can1);
    }
    can0 = e.can0;
    can1 = e.can1;
    return e.valid;
  }

 private:
  static constexpr int kSlotBits = 14;
  struct Entry {
    Mask one = 0, zero = 0, can0 = 0, can1 = 0;
    int n = 0;  // 0: empty (no line has length 0)
    bool valid = false;
  };
  static std::size_t slot(Mask one, Mask zero, int n) {
    Mask h = (one * 0x9e3779b97f4a7c15ULL) ^ (zero * 0xc2b2ae3d27d4eb4fULL) ^ static_cast<Mask>(n);
    h ^= h >> 29;
    h *= 0xbf58476d1ce4e5b9ULL;
    return static_cast<std::size_t>(h >> (64 - kSlotBits));
  }
  std::vector<Entry> entries_ = std::vector<Entry>(std::size_t{1} << kSlotBits);
};

bool remembered_line_options(Mask one, Mask zero, int n, Mask& can0, Mask& can1) {
  thread_local LineOptionsCache cache;
  return cache.options(one, zero, n, can0, can1);
}

}  // namespace

Board::Board(int rows, int cols) {
  lines_[kRows].count = rows;
  lines_[kRows].length = cols;
  lines_[kCols].count = cols;
  lines_[kCols].length = rows;
}

Board Board::from_givens(const Instance& instance) {
  Board board(instance.rows, instance.cols);
  for (int r = 0; r < instance.rows; ++r)
    for (int c = 0; c < instance.cols; ++c)
      if (int v = instance.given(r, c); v != kNone) board.set(r, c, v);
  board.forget_steps();  // givens are not deductions
  return board;
}

int Board::value(int row, int col) const {
  const Lines& r = lines_[kRows];
  if ((r.one[static_cast<std::size_t>(row)] >> col) & 1) return 1;
  if ((r.zero[static_cast<std::size_t>(row)] >> col) & 1) return 0;
  return kNone;
}

bool Board::set(int row, int col, int digit) {
  Lines& rows = lines_[kRows];
  Lines& cols = lines_[kCols];
  auto r = static_cast<std::size_t>(row), c = static_cast<std::size_t>(col);
  Mask& mine = digit ? rows.one[r] : rows.zero[r];
  Mask& other = digit ? rows.zero[r] : rows.one[r];
  if (other & bit(col)) {
    clash(row * this->cols() + col, digit);
    return false;
  }
  if (mine & bit(col)) return true;
  mine |= bit(col);
  (digit ? cols.one[c] : cols.zero[c]) |= bit(row);
  ++known_;
  count_step(row * this->cols() + col, digit);
  for (auto& p : pending_[kRows]) p |= bit(row);
  for (auto& p : pending_[kCols]) p |= bit(col);
  // A line just filled may now rule out completions of its parallel lines.
  if (rows.complete(row)) pending_[kRows][kDistinct] |= bit(rows.count) - 1;
  if (cols.complete(col)) pending_[kCols][kDistinct] |= bit(cols.count) - 1;
  return true;
}

bool Board::force(int orientation, int line, Mask zeros, Mask ones) {
  bool changed = false;
  for (int digit = 0; digit < 2; ++digit) {
    for (Mask m = digit ? ones : zeros; m != 0; m &= m - 1) {
      int pos = std::countr_zero(m);
      int row = orientation == kRows ? line : pos;
      int col = orientation == kRows ? pos : line;
      if (value(row, col) == digit) continue;
      if (!set(row, col, digit)) return true;
      changed = true;
    }
  }
  return changed;
}

bool Board::distinct_line(int orientation, int line, Mask& f0, Mask& f1, std::vector<int>* copied) const {
  const Lines& L = lines_[static_cast<std::size_t>(orientation)];
  const auto i = static_cast<std::size_t>(line);
  const Mask one = L.one[i], zero = L.zero[i], full = L.full();
  const Mask blank = full & ~(one | zero);
  f0 = f1 = 0;
  if (blank == 0) {  // a full line must not copy another full one
    for (int j = 0; j < L.count; ++j)
      if (j != line && L.complete(j) && L.one[static_cast<std::size_t>(j)] == one) {
        if (copied) copied->push_back(j);
        return false;
      }
    return true;
  }
  int blanks = popcount(blank);
  if (blanks > kDistinctBlankLimit) return true;
  std::array<Mask, kMaxSide> copies{};  // full lines this one could still become
  int ncopies = 0;
  for (int j = 0; j < L.count; ++j) {
    auto jj = static_cast<std::size_t>(j);
    if (j == line || !L.complete(j)) continue;
    if ((one & ~L.one[jj]) == 0 && (zero & L.one[jj]) == 0) {
      copies[static_cast<std::size_t>(ncopies++)] = L.one[jj];
      if (copied) copied->push_back(j);
    }
  }
  if (ncopies == 0) return true;
  std::array<int, kDistinctBlankLimit> where{};
  int k = 0;
  for (Mask m = blank; m != 0; m &= m - 1) where[static_cast<std::size_t>(k++)] = std::countr_zero(m);
  const int n = L.length;
  Mask all_ones = blank, all_zeros = blank;  // blanks that are 1 (0) in every valid completion
  bool any = false;
  for (unsigned fill = 0; fill < (1u << k); ++fill) {
    Mask ones = one;
    for (int b = 0; b < k; ++b)
      if ((fill >> b) & 1) ones |= bit(where[static_cast<std::size_t>(b)]);
    Mask zeros = full & ~ones;
    int count = popcount(ones);
    if (count < min_ones(n) || count > max_ones(n) || has_three(ones) || has_three(zeros)) continue;
    if (std::find(copies.begin(), copies.begin() + ncopies, ones) != copies.begin() + ncopies) continue;
    any = true;
    all_ones &= ones;
    all_zeros &= zeros;
  }
  if (!any) return false;
  f0 = all_zeros;
  f1 = all_ones;
  return true;
}

std::string Board::line_name(int orientation, int line) {
  return (orientation == kRows ? "row " : "column ") + std::to_string(line);
}

int Board::cell_of(int orientation, int line, int pos) const {
  return orientation == kRows ? line * cols() + pos : pos * cols() + line;
}

std::vector<int> Board::line_cells(int orientation, int line, Mask only) const {
  std::vector<int> out;
  for (Mask m = only; m != 0; m &= m - 1) out.push_back(cell_of(orientation, line, std::countr_zero(m)));
  std::sort(out.begin(), out.end());
  return out;
}

bool Board::force_pairs(int orientation, int line, Mask zeros, Mask ones) {
  const Lines& L = lines_[static_cast<std::size_t>(orientation)];
  const auto i = static_cast<std::size_t>(line);
  bool changed = false;
  for (int digit = 0; digit < 2 && !contradiction_; ++digit) {
    // A target of digit d stands beside or between two cells of the other digit.
    const Mask other = digit ? L.zero[i] : L.one[i];
    for (Mask m = digit ? ones : zeros; m != 0 && !contradiction_; m &= m - 1) {
      const int pos = std::countr_zero(m);
      const int row = orientation == kRows ? line : pos;
      const int col = orientation == kRows ? pos : line;
      if (value(row, col) == digit) continue;
      auto holds = [&](int p) { return p >= 0 && p < L.length && ((other >> p) & 1); };
      const std::array<std::array<int, 2>, 3> causes{{{pos - 2, pos - 1}, {pos - 1, pos + 1}, {pos + 1, pos + 2}}};
      for (const auto& cause : causes) {
        if (!holds(cause[0]) || !holds(cause[1])) continue;
        because([&] {
          const std::vector<int> cells{cell_of(orientation, line, cause[0]), cell_of(orientation, line, cause[1])};
          return Reason{cells, cells_text(cells, cols()) + " are " + say(1 - digit), false};
        });
        break;
      }
      set(row, col, digit);
      changed = true;
    }
  }
  return changed;
}

bool Board::apply_line(LineRule rule, int orientation, int line) {
  const Lines& L = lines_[static_cast<std::size_t>(orientation)];
  const auto i = static_cast<std::size_t>(line);
  const Mask one = L.one[i], zero = L.zero[i], full = L.full();
  const Mask blank = full & ~(one | zero);
  const int n = L.length;
  Mask f0 = 0, f1 = 0;
  switch (rule) {
    case kPairs:
      for (const Mask m : {one, zero})
        if (has_three(m)) {
          conflict([&] {
            const int at = std::countr_zero(m & (m >> 1) & (m >> 2));
            return Reason{line_cells(orientation, line, Mask{7} << at),
                          line_name(orientation, line) + " has three " + say(m == one ? 1 : 0) + "s in a row", false};
          });
          return false;
        }
      f0 = pair_and_sandwich_targets(one) & blank;
      f1 = pair_and_sandwich_targets(zero) & blank;
      if ((f0 | f1) != 0 && explaining()) return force_pairs(orientation, line, f0, f1);
      break;
    case kCounts: {
      int ones = popcount(one), zeros = popcount(zero);
      if (ones > max_ones(n) || zeros > n - min_ones(n)) {
        conflict([&] {
          const bool too_many_ones = ones > max_ones(n);
          return Reason{line_cells(orientation, line, too_many_ones ? one : zero),
                        line_name(orientation, line) + " holds " + std::to_string(too_many_ones ? ones : zeros) + " " +
                            say(too_many_ones ? 1 : 0) + "s, more than its share of " +
                            std::to_string(too_many_ones ? max_ones(n) : n - min_ones(n)),
                        false};
        });
        return false;
      }
      if (ones == max_ones(n)) f0 = blank;
      if (zeros == n - min_ones(n)) f1 = blank;
      if ((f0 | f1) != 0 && explaining()) {
        // Each digit's full share forces the other digit: a step each.
        bool changed = false;
        for (int digit = 0; digit < 2 && !contradiction_; ++digit) {
          const Mask forced = digit ? f1 : f0, share = digit ? zero : one;
          if (forced == 0) continue;
          because([&] {
            return Reason{line_cells(orientation, line, share),
                          line_name(orientation, line) + " already holds its share of " + say(1 - digit) + "s (" +
                              std::to_string(popcount(share)) + ")",
                          false};
          });
          changed |= force(orientation, line, digit ? 0 : forced, digit ? forced : 0);
        }
        return changed || contradiction_;
      }
      break;
    }
    case kLine: {
      if (blank == 0) return false;
      Mask can0 = 0, can1 = 0;
      if (!remembered_line_options(one, zero, n, can0, can1)) {
        conflict([&] {
          return Reason{line_cells(orientation, line, one | zero),
                        line_name(orientation, line) + " has no completion without three in a row and with its share "
                                                       "of each digit",
                        false};
        });
        return false;
      }
      f0 = blank & can0 & ~can1;
      f1 = blank & can1 & ~can0;
      if ((f0 | f1) == 0) return false;
      because([&] {
        return Reason{line_cells(orientation, line, one | zero),
                      "every completion of " + line_name(orientation, line) +
                          " without three in a row and with its share of each digit has them so",
                      false};
      });
      break;
    }
    case kDistinct: {
      std::vector<int> copies;
      const bool fits = distinct_line(orientation, line, f0, f1, explaining() ? &copies : nullptr);
      // The reason: the line as it stands and the full lines it may not copy.
      auto read = [&] {
        std::vector<int> cells = line_cells(orientation, line, one | zero);
        std::string names;
        for (std::size_t k = 0; k < copies.size(); ++k) {
          names += (k == 0 ? "" : k + 1 == copies.size() ? " and " : ", ") + std::to_string(copies[k]);
          const std::vector<int> copy = line_cells(orientation, copies[k], full);
          cells.insert(cells.end(), copy.begin(), copy.end());
        }
        const std::string kind = orientation == kRows ? "row" : "column";
        return std::pair{cells, kind + (copies.size() == 1 ? " " : "s ") + names};
      };
      if (!fits) {
        conflict([&] {
          auto [cells, lines] = read();
          return Reason{cells,
                        blank == 0 ? line_name(orientation, line) + " is the same as " + lines
                                   : "every completion of " + line_name(orientation, line) + " copies " + lines,
                        false};
        });
        return false;
      }
      if ((f0 | f1) == 0) return false;
      because([&] {
        auto [cells, lines] = read();
        return Reason{cells,
                      line_name(orientation, line) + " must not copy the full " + lines +
                          ", and every other completion of it has them so",
                      false};
      });
      break;
    }
    case kRuleCount: break;
  }
  if ((f0 | f1) == 0) return false;
  return force(orientation, line, f0, f1);
}

bool Board::apply(LineRule rule) {
  bool changed = false;
  for (int o = 0; o < 2 && !contradiction_; ++o) {
    Mask todo = pending_[static_cast<std::size_t>(o)][rule];
    pending_[static_cast<std::size_t>(o)][rule] = 0;
    for (; todo != 0 && !contradiction_; todo &= todo - 1) changed |= apply_line(rule, o, std::countr_zero(todo));
  }
  return changed || contradiction_;
}

bool Board::valid_full_grid() const {
  for (const Lines& L : lines_) {
    for (int i = 0; i < L.count; ++i) {
      Mask one = L.one[static_cast<std::size_t>(i)];
      int ones = popcount(one);
      if (has_three(one) || has_three(L.full() & ~one) || ones < min_ones(L.length) || ones > max_ones(L.length))
        return false;
      for (int j = 0; j < i; ++j)
        if (L.one[static_cast<std::size_t>(j)] == one) return false;
    }
  }
  return true;
}

std::span<const Rule<Board>> Board::rules() {
  static constexpr std::array<Rule<Board>, 4> table{{
      {Difficulty::easy, "pairs and sandwiches", &Board::pairs_and_sandwiches},
      {Difficulty::medium, "full share", &Board::full_share},
      {Difficulty::hard, "line completions", &Board::line_completions},
      {Difficulty::hard, "unique lines", &Board::unique_lines},
  }};
  return table;
}

Reason Board::grid_fault() const {
  for (int o = 0; o < 2; ++o) {
    const Lines& L = lines_[static_cast<std::size_t>(o)];
    for (int i = 0; i < L.count; ++i) {
      const Mask one = L.one[static_cast<std::size_t>(i)];
      const int ones = popcount(one);
      if (has_three(one) || has_three(L.full() & ~one))
        return {line_cells(o, i, L.full()), line_name(o, i) + " has three in a row", false};
      if (ones < min_ones(L.length) || ones > max_ones(L.length))
        return {line_cells(o, i, L.full()), line_name(o, i) + " holds " + std::to_string(ones) + " 1s", false};
      for (int j = 0; j < i; ++j)
        if (L.one[static_cast<std::size_t>(j)] == one) {
          std::vector<int> cells = line_cells(o, j, L.full()), same = line_cells(o, i, L.full());
          cells.insert(cells.end(), same.begin(), same.end());
          return {cells, line_name(o, j) + " and " + line_name(o, i) + " are the same", false};
        }
    }
  }
  return {{}, "the full grid breaks the rules", false};
}

bool Board::finished() {
  if (!complete()) return false;
  if (!valid_full_grid()) conflict([&] { return grid_fault(); });
  return true;
}

std::vector<int> Board::cells() const {
  std::vector<int> out(static_cast<std::size_t>(rows() * cols()));
  for (int r = 0; r < rows(); ++r)
    for (int c = 0; c < cols(); ++c) out[static_cast<std::size_t>(r * cols() + c)] = value(r, c);
  return out;
}

Deduction deduce(const Instance& instance, Difficulty limit, Deadline deadline, bool explain) {
  Board board = Board::from_givens(instance);
  return conclude(board, limit, deadline, explain);
}

}  // namespace pg::takuzu

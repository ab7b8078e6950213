#include "solvers/kuromasu/logic.hpp"

#include <algorithm>
#include <bit>

#include "core/kuromasu.hpp"

namespace pg::kuromasu {
namespace {

// The rules that look at numbers one at a time, each with its set of
// numbers waiting.
constexpr std::size_t kComplete = 0, kNear = 1, kFar = 2, kSplit = 3;
constexpr std::uint8_t kEveryWay = 15;  // a bit per direction

// The trial's consequences are followed with the rules up to this tier.
constexpr Difficulty kTrialDepth = Difficulty::medium;

// The directions in kDirections' order (a clue's rays), as an explanation names them.
constexpr std::array<const char*, 4> kDirectionNames{"up", "down", "left", "right"};

// Sums of what a number sees in other directions, a bit per sum up to what
// it needs: a clue is at most rows + cols - 1, 119 on the largest grid. Most
// need less than 64, and a 128-bit shift by a varying count costs a branch
// and three instructions where a 64-bit one costs one (count split 22 % ->
// 17 % of a 20x20 hard run).
__extension__ using WideSums = unsigned __int128;

// Cells of a line as bits: those from `from` up to `to`, both included
// (none when `to` < `from`).
std::uint64_t span_of(int from, int to) {
  if (to < from) return 0;
  const std::uint64_t upto = to >= 63 ? ~std::uint64_t{0} : (std::uint64_t{1} << (to + 1)) - 1;
  return upto & ~((std::uint64_t{1} << from) - 1);
}

// Along a line of `length` cells, from the cell at `at` towards lower
// (`step` -1) or higher (+1) positions: how many cells lie before the first
// cell of `mask`, or before the end of the line.
int run_before(std::uint64_t mask, int at, int step, int length) {
  if (step > 0) {
    const std::uint64_t beyond = at + 1 >= 64 ? 0 : mask >> (at + 1);
    return beyond ? std::min(std::countr_zero(beyond), length - 1 - at) : length - 1 - at;
  }
  const std::uint64_t below = mask & ((std::uint64_t{1} << at) - 1);
  return below ? at - 1 - (63 - std::countl_zero(below)) : at;
}

// The eight cells round a cell, in turn, the orthogonal neighbours at even
// places.
constexpr std::array<std::array<int, 2>, 8> kRing{
    {{-1, 0}, {-1, 1}, {0, 1}, {1, 1}, {1, 0}, {1, -1}, {0, -1}, {-1, -1}}};

// Round a cell whose walled places (black cells, or the edge) are the bits
// of `walled`: how many stretches of wall lie between two openings (an
// orthogonal neighbour not walled), by mask. A cell with fewer than two
// closes no loop, whatever the chains.
constexpr std::array<std::uint8_t, 256> kStretches = [] {
  std::array<std::uint8_t, 256> table{};
  for (unsigned walled = 0; walled < 256; ++walled) {
    int start = -1;
    for (int i = 0; i < 8 && start < 0; i += 2)
      if (!(walled >> i & 1)) start = i;
    if (start < 0) continue;
    bool wall = false;
    for (int k = 1; k <= 8; ++k) {
      const int i = (start + k) % 8;
      if (walled >> i & 1) {
        wall = true;
      } else if (i % 2 == 0 && wall) {
        ++table[walled];
        wall = false;
      }
    }
  }
  return table;
}();

}  // namespace

Board::Shape::Shape(const Instance& instance)
    : grid(instance),
      clue_at(static_cast<std::size_t>(instance.cells()), -1),
      row_clues(static_cast<std::size_t>(instance.rows), 0),
      col_clues(static_cast<std::size_t>(instance.cols), 0) {
  const int rows = instance.rows, cols = instance.cols;
  for (int cell = 0; cell < instance.cells(); ++cell) {
    const int given = instance.givens[static_cast<std::size_t>(cell)];
    if (!is_clue(given)) continue;
    white.push_back(cell);
    if (!is_count(given)) continue;
    const int r = cell / cols, c = cell % cols;
    Clue clue;
    clue.cell = cell;
    clue.number = given;
    clue.stride = {-cols, cols, -1, 1};
    clue.length = {r, rows - 1 - r, c, cols - 1 - c};
    clue_at[static_cast<std::size_t>(cell)] = static_cast<int>(clues.size());
    clues.push_back(clue);
    row_clues[static_cast<std::size_t>(r)] |= std::uint64_t{1} << c;
    col_clues[static_cast<std::size_t>(c)] |= std::uint64_t{1} << r;
  }
}

Board::Board(const Instance& instance)
    : shape_(std::make_shared<const Shape>(instance)),
      shade_(static_cast<std::size_t>(instance.cells()), Shade::free),
      rows_(static_cast<std::size_t>(instance.rows)),
      cols_(static_cast<std::size_t>(instance.cols)),
      waiting_(4 * ((shape_->clues.size() + 63) / 64), ~std::uint64_t{0}),
      views_(shape_->clues.size()),
      stale_(shape_->clues.size(), kEveryWay),
      chain_(static_cast<std::size_t>(instance.cells() + 1)),
      free_(instance.cells()) {
  for (std::size_t at = 0; at < chain_.size(); ++at) chain_[at] = static_cast<std::int16_t>(at);
  // Every number waits for every rule and looks every way already, so the
  // givens need not wake anything.
  for (int cell : shape_->white) {
    shade_[static_cast<std::size_t>(cell)] = Shade::white;
    mark(cell, Shade::white);
    --free_;
  }
}

void Board::mark(int cell, Shade to) {
  const int cols = shape_->grid.cols(), r = cell / cols, c = cell % cols;
  Line& row = rows_[static_cast<std::size_t>(r)];
  Line& col = cols_[static_cast<std::size_t>(c)];
  const int rows = shape_->grid.rows();
  std::array<std::uint64_t, 2>& along_row = to == Shade::white ? row.white : row.black;
  std::array<std::uint64_t, 2>& along_col = to == Shade::white ? col.white : col.black;
  along_row[0] |= std::uint64_t{1} << c;
  along_row[1] |= std::uint64_t{1} << (cols - 1 - c);
  along_col[0] |= std::uint64_t{1} << r;
  along_col[1] |= std::uint64_t{1} << (rows - 1 - r);
}

void Board::touch(int cell) {
  // Only the numbers with a clear line to the cell see a change there: those
  // of its row and column up to the nearest black cell each way. A number to
  // its left sees it to its right, and so on.
  const std::vector<int>& clue_at = shape_->clue_at;
  const Grid& grid = shape_->grid;
  const int cols = grid.cols(), r = cell / cols, c = cell % cols;
  auto wake = [&](int at, std::uint8_t ways) {
    const int k = clue_at[static_cast<std::size_t>(at)];
    const std::size_t words = waiting_.size() / 4, word = static_cast<std::size_t>(k) / 64;
    for (std::size_t rule = 0; rule < 4; ++rule) waiting_[rule * words + word] |= std::uint64_t{1} << (k % 64);
    stale_[static_cast<std::size_t>(k)] |= ways;
  };
  constexpr std::uint8_t up = 1, down = 2, left = 4, right = 8;  // kDirections' order
  // The numbers among the cells of a line within `run` of position `at`
  // towards `step`, woken to look back the other way.
  auto wake_along = [&](std::uint64_t clues, int at, int step, int run, auto cell_of, std::uint8_t ways) {
    const std::uint64_t near = step > 0 ? span_of(at + 1, at + run) : span_of(at - run, at - 1);
    for (std::uint64_t found = clues & near; found; found &= found - 1) wake(cell_of(std::countr_zero(found)), ways);
  };
  const Line& row = rows_[static_cast<std::size_t>(r)];
  const Line& col = cols_[static_cast<std::size_t>(c)];
  const std::uint64_t row_clues = shape_->row_clues[static_cast<std::size_t>(r)];
  const std::uint64_t col_clues = shape_->col_clues[static_cast<std::size_t>(c)];
  auto in_row = [&](int at) { return r * cols + at; };
  auto in_col = [&](int at) { return at * cols + c; };
  wake_along(row_clues, c, -1, run_before(row.black[0], c, -1, grid.cols()), in_row, right);
  wake_along(row_clues, c, +1, run_before(row.black[0], c, +1, grid.cols()), in_row, left);
  wake_along(col_clues, r, -1, run_before(col.black[0], r, -1, grid.rows()), in_col, down);
  wake_along(col_clues, r, +1, run_before(col.black[0], r, +1, grid.rows()), in_col, up);
  if (clue_at[static_cast<std::size_t>(cell)] >= 0) wake(cell, up | down | left | right);
}

std::string Board::say(int value) { return value == kBlack ? "black" : "white"; }

std::string Board::clue_text(const Clue& clue) const {
  return "the " + std::to_string(clue.number) + " at " + cell_text(clue.cell);
}

std::vector<int> Board::seen_cells(const Clue& clue, const View& v) const {
  std::vector<int> out{clue.cell};
  for (std::size_t d = 0; d < 4; ++d)
    for (int k = 0; k < v.white[d]; ++k) out.push_back(clue.at(d, k));
  return out;
}

bool Board::kept(int cell, Shade to, int value) {
  if (shade(cell) == to) return true;
  clash(cell, value);
  return false;
}

void Board::settle(int cell, Shade to, int value) {
  shade_[static_cast<std::size_t>(cell)] = to;
  mark(cell, to);
  --free_;
  count_step(cell, value);
  touch(cell);
}

bool Board::whiten(int cell) {
  if (!free(cell)) return kept(cell, Shade::white, kWhite);
  settle(cell, Shade::white, kWhite);
  return true;
}

bool Board::blacken(int cell) {
  if (!free(cell)) return kept(cell, Shade::black, kBlack);
  int touches_black = -1;
  shape_->grid.for_each_neighbour(cell, [&](int next) {
    if (shade(next) == Shade::black) touches_black = next;
  });
  if (touches_black >= 0) {
    clash(cell, kBlack, [&] { return "it touches the black cell " + cell_text(touches_black); });
    return false;
  }
  if (closes_loop(cell)) apart_ = true;
  settle(cell, Shade::black, kBlack);
  fresh_black_.push_back(cell);
  // Its chain: the black cells round it and the edge, if it lies there. A
  // black cell whose eight surrounding cells are all open, away from the
  // edge, joins nothing and cuts nothing: any way through it goes round
  // through that ring, with any one other cell taken away too. So it makes
  // no new cut vertex.
  const Grid& grid = shape_->grid;
  const int row = grid.row(cell), col = grid.col(cell);
  for (const auto& [dr, dc] : kRing) {
    const bool edge = !grid.inside(row + dr, col + dc);
    if (!edge && shade(grid.index(row + dr, col + dc)) != Shade::black) continue;
    join(cell, edge ? grid.cells() : grid.index(row + dr, col + dc));
    cut_waiting_ = true;
  }
  return true;
}

Board::Ray Board::ray(const Clue& clue, std::size_t d) const {
  // Along the clue's column (up, down) or row (left, right); towards lower
  // places the line is read from its other end, where it runs the same way.
  const int cols = shape_->grid.cols(), r = clue.cell / cols, c = clue.cell % cols;
  const bool vertical = d < 2;
  const std::size_t end = d % 2 == 0 ? 1 : 0;
  const Line& line = vertical ? cols_[static_cast<std::size_t>(c)] : rows_[static_cast<std::size_t>(r)];
  const int at = vertical ? r : c, length = vertical ? shape_->grid.rows() : cols;
  const int from = end == 0 ? at : length - 1 - at;
  return {line.white[end] >> (from + 1), line.black[end] >> (from + 1), clue.length[d]};
}

void Board::look(const Clue& clue, std::size_t d, View& v) const {
  const Ray along = ray(clue, d);
  const int white = std::min(std::countr_one(along.white), along.length);
  const int reach = std::min(std::countr_zero(along.black), along.length);
  v.white[d] = white;
  v.reach[d] = reach;
  // A white cell past the first undecided one, within reach.
  v.gap[d] = (along.white & span_of(white + 1, reach - 1)) != 0;
}

template <class Visit>
bool Board::for_each_waiting_clue(std::size_t rule, Visit&& visit) {
  bool changed = false;
  const std::size_t clues = shape_->clues.size(), words = waiting_.size() / 4;
  std::uint64_t* waiting = waiting_.data() + rule * words;
  // In the order of the numbers; one woken while the rule works waits for
  // this pass if it comes later, for the next if earlier.
  for (std::size_t word = 0; word < words && !contradiction_; ++word) {
    std::uint64_t later = ~std::uint64_t{0};
    for (;;) {
      const std::uint64_t pending = waiting[word] & later;
      if (!pending || contradiction_) break;
      const int bit = std::countr_zero(pending);
      const std::size_t k = word * 64 + static_cast<std::size_t>(bit);
      if (k >= clues) break;
      later = bit == 63 ? 0 : ~std::uint64_t{0} << (bit + 1);
      waiting[word] &= ~(std::uint64_t{1} << bit);
      const Clue& clue = shape_->clues[k];
      for (std::size_t d = 0; d < 4; ++d)
        if (stale_[k] & (1u << d)) look(clue, d, views_[k]);
      stale_[k] = 0;
      const View v = views_[k];
      if (v.least() > clue.number || v.most() < clue.number) {
        conflict([&] {
          if (v.least() > clue.number)
            return Reason{seen_cells(clue, v), clue_text(clue) + " sees " + counted(v.least(), "cell"), false};
          return Reason{{clue.cell}, clue_text(clue) + " can see at most " + counted(v.most(), "cell"), false};
        });
        break;
      }
      changed |= visit(clue, v);
    }
  }
  return changed || contradiction_;
}

bool Board::next_to_black() {
  bool changed = false;
  while (!fresh_black_.empty() && !contradiction_) {
    const int cell = fresh_black_.back();
    fresh_black_.pop_back();
    because([&] { return Reason{{cell}, "no two black cells touch, and " + cell_text(cell) + " is black", false}; });
    shape_->grid.for_each_neighbour(cell, [&](int next) {
      if (free(next)) changed |= whiten(next);
    });
  }
  return changed || contradiction_;
}

bool Board::number_complete() {
  // A number that sees its count already: the cell beyond each run is black.
  return for_each_waiting_clue(kComplete, [&](const Clue& clue, const View& v) {
    if (v.least() != clue.number) return false;
    because([&] {
      return Reason{seen_cells(clue, v), clue_text(clue) + " already sees its " + counted(clue.number, "cell"),
                    false};
    });
    bool changed = false;
    for (std::size_t d = 0; d < 4; ++d)
      if (v.white[d] < v.reach[d]) changed |= blacken(clue.at(d, v.white[d]));
    return changed;
  });
}

bool Board::too_near() {
  // A view stopped short of what the number needs from that direction, all
  // others seeing their most, is too small: those cells are white.
  return for_each_waiting_clue(kNear, [&](const Clue& clue, const View& v) {
    bool changed = false;
    for (std::size_t d = 0; d < 4; ++d) {
      const int needed = clue.number - (v.most() - v.reach[d]);
      if (v.white[d] >= needed) continue;
      because([&] {
        // What stops the other directions: black cells, or the edge.
        std::vector<int> cells{clue.cell};
        for (std::size_t e = 0; e < 4; ++e)
          if (e != d && v.reach[e] < clue.length[e]) cells.push_back(clue.at(e, v.reach[e]));
        return Reason{cells,
                      clue_text(clue) + " sees at most " + counted(v.most() - v.reach[d], "cell") +
                          " without looking " + kDirectionNames[d] + ", itself included, so it sees " +
                          std::to_string(needed) + " or more that way",
                      false};
      });
      for (int k = v.white[d]; k < needed; ++k) changed |= whiten(clue.at(d, k));
    }
    return changed;
  });
}

bool Board::too_far() {
  // The first undecided cell of a direction, were it white, would show the
  // number the white run beyond it too: more than its count makes it black.
  return for_each_waiting_clue(kFar, [&](const Clue& clue, const View& v) {
    bool changed = false;
    for (std::size_t d = 0; d < 4; ++d) {
      if (v.white[d] >= v.reach[d]) continue;
      int beyond = v.white[d] + 1;
      while (beyond < v.reach[d] && shade(clue.at(d, beyond)) == Shade::white) ++beyond;
      if (v.least() + (beyond - v.white[d]) <= clue.number) continue;
      because([&] {
        std::vector<int> cells = seen_cells(clue, v);
        for (int k = v.white[d] + 1; k < beyond; ++k) cells.push_back(clue.at(d, k));
        return Reason{cells,
                      "were it white, " + clue_text(clue) + " would see " +
                          counted(v.least() + (beyond - v.white[d]), "cell") + " or more",
                      false};
      });
      changed |= blacken(clue.at(d, v.white[d]));
    }
    return changed;
  });
}

namespace {

template <class Sums>
bool has(Sums mask, int bit) { return ((mask >> bit) & 1u) != 0; }

// For each direction, the shortest length that some way of sharing `need`
// among the four allows, and how many lengths do; `lengths` hold what each
// direction may see, a bit per length (none longer than `need`). False when
// no way fits. Sums past the word's width are lost, and need none: `need`
// fits in it.
template <class Sums>
bool share_in(const std::array<std::uint64_t, 4>& lengths, int need, std::array<int, 4>& shortest,
              std::array<int, 4>& fits) {
  auto add = [&](Sums sums, std::size_t e) {
    Sums out = 0;
    for (std::uint64_t rest = lengths[e]; rest; rest &= rest - 1) out |= sums << std::countr_zero(rest);
    return out;
  };
  // What the other three directions can add up to, from two pairs.
  const Sums up_down = add(add(1, 0), 1), left_right = add(add(1, 2), 3);
  const std::array<Sums, 4> others{add(left_right, 1), add(left_right, 0), add(up_down, 3), add(up_down, 2)};
  for (std::size_t d = 0; d < 4; ++d) {
    shortest[d] = -1;
    fits[d] = 0;
    for (std::uint64_t rest = lengths[d]; rest; rest &= rest - 1) {
      const int a = std::countr_zero(rest);
      if (!has(others[d], need - a)) continue;
      if (shortest[d] < 0) shortest[d] = a;
      ++fits[d];
    }
    if (shortest[d] < 0) return false;
  }
  return true;
}

bool share(const std::array<std::uint64_t, 4>& lengths, int need, std::array<int, 4>& shortest,
           std::array<int, 4>& fits) {
  return need < 64 ? share_in<std::uint64_t>(lengths, need, shortest, fits)
                   : share_in<WideSums>(lengths, need, shortest, fits);
}

}  // namespace

bool Board::count_split() {
  // Every way to share the count among the four directions that the board
  // allows: a direction stops at a black cell, which must be undecided now
  // (or already black, or the edge). What all ways agree on is decided.
  // Without gaps the lengths of each direction make a range, and so do their
  // sums: what this rule finds then, too near and too far found already.
  return for_each_waiting_clue(kSplit, [&](const Clue& clue, const View& v) {
    if (!v.gaps()) return false;
    const int need = clue.number - 1;
    // A direction may stop at a free cell (it would be black), at its reach
    // (a black cell or the edge), never before its white run.
    std::array<std::uint64_t, 4> lengths{};
    std::array<int, 4> shortest{}, fits{};
    for (std::size_t d = 0; d < 4; ++d) {
      const Ray along = ray(clue, d);
      const std::uint64_t free = ~(along.white | along.black);
      lengths[d] = (free | std::uint64_t{1} << v.reach[d]) & span_of(v.white[d], std::min(v.reach[d], need));
    }
    const bool fit = share(lengths, need, shortest, fits);
    // What the rule reads: the number and the white cells within its reach.
    auto read = [&] {
      std::vector<int> cells{clue.cell};
      for (std::size_t d = 0; d < 4; ++d)
        for (int k = 0; k < v.reach[d]; ++k)
          if (shade(clue.at(d, k)) == Shade::white) cells.push_back(clue.at(d, k));
      return cells;
    };
    if (!fit) {
      conflict([&] { return Reason{read(), "no way to share out " + clue_text(clue) + " among its four directions fits", false}; });
      return true;
    }
    because([&] {
      return Reason{read(), "every way to share out " + clue_text(clue) + " among its four directions has them so", false};
    });
    bool changed = false;
    for (std::size_t d = 0; d < 4; ++d) {
      for (int k = v.white[d]; k < shortest[d]; ++k) changed |= whiten(clue.at(d, k));
      if (fits[d] == 1 && shortest[d] < clue.length[d]) changed |= blacken(clue.at(d, shortest[d]));
    }
    return changed;
  });
}

int Board::chain_of(int cell) {
  auto at = static_cast<std::size_t>(cell);
  while (chain_[at] != static_cast<std::int16_t>(at)) {
    chain_[at] = chain_[static_cast<std::size_t>(chain_[at])];
    at = static_cast<std::size_t>(chain_[at]);
  }
  return static_cast<int>(at);
}

void Board::join(int a, int b) {
  const int ra = chain_of(a), rb = chain_of(b);
  if (ra != rb) chain_[static_cast<std::size_t>(std::max(ra, rb))] = static_cast<std::int16_t>(std::min(ra, rb));
}

bool Board::closes_loop(int cell) {
  // Round the cell: the walls (black cells, or the edge) and the openings
  // (orthogonal neighbours not black). Two places next to each other are
  // orthogonal to one another, never both black, so the walls between two
  // openings are one chain. The cell closes a loop when two such stretches
  // of wall are the same chain: a black cell would join them round what lies
  // on one side (the four-way connection of the cells not black, white and
  // free, is the eight-way connection of the black cells and the edge seen
  // from the other side).
  const Grid& grid = shape_->grid;
  const int row = grid.row(cell), col = grid.col(cell);
  std::array<int, 8> place{};  // the cell there, or -1 for the edge
  unsigned walled = 0;
  for (std::size_t i = 0; i < kRing.size(); ++i) {
    const int r = row + kRing[i][0], c = col + kRing[i][1];
    place[i] = grid.inside(r, c) ? grid.index(r, c) : -1;
    if (place[i] < 0 || shade(place[i]) == Shade::black) walled |= 1U << i;
  }
  if (kStretches[walled] < 2) return false;
  int start = 0;
  while (walled >> start & 1) start += 2;
  std::array<int, 4> stretches{};
  std::size_t found = 0;
  int current = -2;  // the place of the last wall (-1: the edge), -2 past an opening
  for (int k = 1; k <= 8; ++k) {
    const auto i = static_cast<std::size_t>((start + k) % 8);
    if (walled >> i & 1) {
      current = place[i];
    } else if (i % 2 == 0 && current != -2) {
      const int chain = chain_of(current < 0 ? grid.cells() : current);
      for (std::size_t j = 0; j < found; ++j)
        if (stretches[j] == chain) return true;
      stretches[found++] = chain;
      current = -2;
    }
  }
  return false;
}

bool Board::white_connection() {
  // A black cell makes its neighbours white; if it held the cells that are
  // not black together, those neighbours end up apart. So every cell that
  // would close a loop were it black is white, and cells not black that
  // have fallen apart are a contradiction.
  if (!cut_waiting_) return false;
  cut_waiting_ = false;
  const Grid& grid = shape_->grid;
  const int cells = grid.cells();
  if (apart_) {
    // Which cells: the first not black, and the first cut off from it (the
    // first cell of the next part).
    const std::vector<std::vector<int>> parts = grid.parts([&](int cell) { return shade(cell) != Shade::black; });
    const int start = parts.at(0).front(), cut_off = parts.at(1).front();
    conflict([&] {
      return Reason{{start, cut_off}, "black cells cut " + cell_text(cut_off) + " off from " + cell_text(start), false};
    });
    return true;
  }
  bool changed = false;
  for (int cell = 0; cell < cells; ++cell)
    if (free(cell) && closes_loop(cell)) {
      because([&] {
        // The black cells around it, which it would join into a cut.
        std::vector<int> around;
        const int row = grid.row(cell), col = grid.col(cell);
        for (int dr = -1; dr <= 1; ++dr)
          for (int dc = -1; dc <= 1; ++dc)
            if (grid.inside(row + dr, col + dc) && shade(grid.index(row + dr, col + dc)) == Shade::black)
              around.push_back(grid.index(row + dr, col + dc));
        return Reason{around, "were it black, the cells that are not black would fall apart", false};
      });
      changed |= whiten(cell);
    }
  return changed;
}

bool Board::trial() {
  return frontier_trial(shape_->grid, [&](int cell) { return free(cell); }, kBlack, kWhite, kTrialDepth,
                        [](Board& board, int cell, int value) {
                          return value == kBlack ? board.blacken(cell) : board.whiten(cell);
                        });
}

std::span<const Rule<Board>> Board::rules() {
  static constexpr std::array<Rule<Board>, 7> table{{
      {Difficulty::easy, "next to black", &Board::next_to_black},
      {Difficulty::easy, "number complete", &Board::number_complete},
      {Difficulty::easy, "too near", &Board::too_near},
      {Difficulty::medium, "too far", &Board::too_far},
      {Difficulty::medium, "white connection", &Board::white_connection},
      {Difficulty::medium, "count split", &Board::count_split},
      {Difficulty::hard, "trial", &Board::trial},
  }};
  return table;
}

bool Board::finished() {
  if (free_ > 0) return false;
  // Every cell decided: the white cells must hang together and every number
  // see exactly its count (no two black cells touch: blacken refuses that).
  if (!shape_->grid.connected([&](int cell) { return shade(cell) == Shade::white; }))
    conflict([&] { return Reason{{}, "the grid is full, and its white cells fall apart", false}; });
  for (const Clue& clue : shape_->clues) {
    if (contradiction_) break;
    View v;
    for (std::size_t d = 0; d < 4; ++d) look(clue, d, v);
    if (v.least() != clue.number)
      conflict([&] {
        return Reason{seen_cells(clue, v), "the grid is full, and " + clue_text(clue) + " sees " +
                                               counted(v.least(), "cell"),
                      false};
      });
  }
  return true;
}

std::vector<int> Board::cells() const {
  std::vector<int> out(shade_.size(), kNone);
  for (std::size_t i = 0; i < shade_.size(); ++i) {
    if (shade_[i] == Shade::white) out[i] = kWhite;
    if (shade_[i] == Shade::black) out[i] = kBlack;
  }
  return out;
}

Deduction deduce(const Instance& instance, Difficulty limit, Deadline deadline, bool explain) {
  Board board(instance);
  return conclude(board, limit, deadline, explain);
}

}  // namespace pg::kuromasu

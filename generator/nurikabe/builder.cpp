#include "core/single.hpp"
#include "generator/nurikabe/builder.hpp"

#include <algorithm>
#include <deque>
#include <optional>
#include <span>

#include "core/errors.hpp"
#include "generator/nurikabe/layout.hpp"
#include "core/nurikabe.hpp"
#include "solvers/nurikabe/logic.hpp"
#include "solvers/nurikabe/rules.hpp"

namespace pg::nurikabe {
namespace {

// The wall cell `cell` joins an island next to it at an end of its path (a
// random one of those that can take it), keeping the islands apart and the
// wall whole; false when none can.
bool grow_into(Layout& layout, int cell, int max_island, Rng& rng) {
  std::vector<std::pair<int, bool>> ends;  // (island, at front)
  layout.grid().for_each_neighbour(cell, [&](int next) {
    int id = layout.island_of(next);
    if (id < 0 || layout.size(id) >= max_island) return;
    if (layout.path(id).front() == next) ends.push_back({id, true});
    if (layout.path(id).back() == next && layout.size(id) > 1) ends.push_back({id, false});
  });
  rng.shuffle(ends);
  for (auto [id, front] : ends)
    if (!layout.touches_other(cell, id) && layout.wall_whole_without(cell)) {
      layout.extend(id, cell, front);
      return true;
    }
  return false;
}

// One way to break the 2x2 block at `corner`, applied; false when there is none.
bool break_pool(Layout& layout, int corner, bool prefer_new, int max_island, Rng& rng) {
  std::vector<int> cells{corner, corner + 1, corner + layout.cols(), corner + layout.cols() + 1};
  rng.shuffle(cells);
  auto try_new = [&]() {
    for (int cell : cells)
      if (!layout.touches_other(cell, -1) && layout.wall_whole_without(cell)) {
        layout.seed(cell);
        return true;
      }
    return false;
  };
  auto try_extend = [&]() {
    for (int cell : cells)
      if (grow_into(layout, cell, max_island, rng)) return true;
    return false;
  };
  return prefer_new ? (try_new() || try_extend()) : (try_extend() || try_new());
}

// The islands next to the 2x2 block at `corner`.
std::vector<int> islands_beside_block(const Layout& layout, int corner) {
  std::vector<int> ids;
  for (int cell : {corner, corner + 1, corner + layout.cols(), corner + layout.cols() + 1})
    layout.grid().for_each_neighbour(cell, [&](int next) {
      int id = layout.island_of(next);
      if (id >= 0 && std::find(ids.begin(), ids.end(), id) == ids.end()) ids.push_back(id);
    });
  return ids;
}

// The changes a repair makes around one cell.
enum class Move { new_island, grow, trim, flip, split, merge, drop };
constexpr Move kMoves[] = {Move::new_island, Move::grow, Move::trim, Move::flip, Move::split, Move::merge, Move::drop};

// Applies `move` around `cell`; false when it does not apply there.
bool apply(Layout& layout, Move move, int cell, int max_island, Rng& rng) {
  const int id = layout.island_of(cell);
  switch (move) {
    case Move::new_island:  // a wall cell becomes an island of 1
      if (id >= 0 || layout.touches_other(cell, -1) || !layout.wall_whole_without(cell)) return false;
      layout.seed(cell);
      return true;
    case Move::grow:  // a wall cell joins an island at one of its ends
      return id < 0 && grow_into(layout, cell, max_island, rng);
    case Move::trim: {  // an end of the cell's island turns to wall
      if (id < 0 || layout.size(id) < 2) return false;
      bool front = rng.coin();
      for (int side = 0; side < 2; ++side, front = !front) {
        int end = front ? layout.path(id).front() : layout.path(id).back();
        int taken[] = {end};
        if (layout.wall_beside(end) && !layout.pool_with(taken)) {
          layout.trim(id, front);
          return true;
        }
      }
      return false;
    }
    case Move::flip:  // the number moves to the island's other end
      if (id < 0 || layout.size(id) < 2) return false;
      layout.set_number_at_front(id, !layout.number_at_front(id));
      return true;
    case Move::split: {  // an inner cell of a path turns to wall, leaving two islands
      if (id < 0 || layout.size(id) < 3) return false;
      const auto& p = layout.path(id);
      auto index = static_cast<std::size_t>(std::find(p.begin(), p.end(), cell) - p.begin());
      if (index == 0 || index + 1 == p.size()) return false;
      int taken[] = {cell};
      if (!layout.wall_beside(cell) || layout.pool_with(taken)) return false;
      // The two halves must not touch each other.
      for (std::size_t i = 0; i < index; ++i)
        for (std::size_t j = index + 1; j < p.size(); ++j)
          if (layout.grid().adjacent(p[i], p[j])) return false;
      layout.split(id, index);
      return true;
    }
    case Move::merge: {  // a wall cell between the ends of two islands joins them
      if (id >= 0) return false;
      std::vector<int> ends;
      layout.grid().for_each_neighbour(cell, [&](int next) {
        int other = layout.island_of(next);
        if (other >= 0 && (layout.path(other).front() == next || layout.path(other).back() == next))
          ends.push_back(other);
      });
      std::vector<int> touched;
      layout.grid().for_each_neighbour(cell, [&](int next) {
        int other = layout.island_of(next);
        if (other >= 0 && std::find(touched.begin(), touched.end(), other) == touched.end()) touched.push_back(other);
      });
      if (touched.size() != 2 || ends.size() != 2 || ends[0] == ends[1]) return false;
      if (layout.size(ends[0]) + layout.size(ends[1]) + 1 > max_island || !layout.wall_whole_without(cell))
        return false;
      layout.set_number_at_front(layout.merge(ends[0], cell, ends[1]), rng.coin());
      return true;
    }
    case Move::drop: {  // a small island turns to wall
      if (id < 0 || layout.size(id) > 2) return false;
      std::vector<int> taken(layout.path(id).begin(), layout.path(id).end());
      if (layout.pool_with(taken)) return false;
      layout.remove(id);
      return true;
    }
  }
  return false;
}

int max_island_of(const GenerateRequest& request) {
  int max_island = request.options.at("max-island").get<int>();
  return max_island > 0 ? max_island : std::max(2, std::max(request.rows, request.cols) - 1);
}

// The repairs keep the count within a tenth of the target, at least 2.
int island_slack(int target) { return std::max(2, target / 10); }

// Of the changes a round tries, this many that apply are scored, each by a
// run of the logic solver. Measured at 15x15 with 30 islands: against a
// second solution (45 puzzles, target hard), 12 scored at the easy tier
// took 6.0 s, 8 at medium 12.0 s, 5 at medium 13.5 s, 16 and 24 at easy 8.2
// and 7.0 s, and the first change that applies, unscored, minutes; against
// the medium tier's doubt in a unique grid (21 puzzles, target medium), 20
// took 4.8 s, 4, 8, 32 and 48 took 7.5, 6.7, 7.4 and 8.3 s.
constexpr int kScoredAgainstSecond = 12;
constexpr int kScoredAgainstDoubt = 20;
// Below this many cells in doubt, moves two steps out are tried too, and
// this many scored. Measured at 15x15 with 30 islands, 20 easy puzzles,
// seeds 1 and 2: 16 cells and 40 scored took 16.1 and 7.8 s, 32 cells 12.9
// and 11.8 s, 16 cells and 20 scored 19.5 and 11.7 s, none 24.0 and 13.5 s.
constexpr int kFewInDoubt = 16;
constexpr int kScoredAgainstFewInDoubt = 40;

// Chooses one change of a layout, a round of mending.
class Mender {
 public:
  Mender(const Layout& layout, const Instance& full, const Builder::Doubt& doubt, Rng& rng,
         const GenerateRequest& request, int scored)
      : layout_(layout), full_(full), doubt_(doubt), rng_(rng), max_island_(max_island_of(request)),
        target_(request.options.at("islands").get<int>()), scored_(scored) {}

  struct Change {
    Instance instance;
    int score = 0;
  };

  // Of `moves`, in order, the first few (`scored`) that apply, keep the island
  // count near the target, lead to a grid this mending has not been
  // through and pass `keep`: the one with the least score. `near` marks the
  // cells the round is about; a change that needs an island taken away to
  // keep the count takes it away from them.
  template <class Keep>
  std::optional<Change> best(std::span<const std::pair<int, Move>> moves, std::span<const char> near,
                             Difficulty tier, Keep&& keep) {
    std::optional<Change> best;
    int scored = 0;
    // Copied into, not built afresh for each move: the paths' storage is
    // kept (the copies were a tenth of a 30x30 expert run).
    Layout changed = layout_;
    for (auto [cell, move] : moves) {
      if (scored == scored_) break;
      changed = layout_;
      if (!apply(changed, move, cell, max_island_, rng_)) continue;
      if (!count_ok(layout_, changed) && !(changed.islands() > layout_.islands() && pair_off(changed, near)))
        continue;
      changed.settle_numbers();
      Instance instance = changed.instance(full_.rules);
      if (doubt_.visited(instance) || !keep(instance)) continue;
      ++scored;
      int value = score(instance, changed, tier);
      if (!best || value < best->score) best = Change{std::move(instance), value};
    }
    return best;
  }

  // Island counts a change may move to: within the slack of the target, or
  // no further from it than before.
  bool count_ok(const Layout& before, const Layout& after) const {
    if (target_ == 0) return true;
    const int distance = std::abs(after.islands() - target_);
    return distance <= island_slack(target_) || distance <= std::abs(before.islands() - target_);
  }

 private:
  // A change's score: the cells the logic solver leaves undecided within
  // `tier`, and two per island beyond the target. Each new island settles
  // cells around it, so with doubt alone the count climbed to the end of its
  // slack within a few rounds, and a grid there could not take the new
  // island that pins its next second solution (37 of 39 grids given up).
  int score(const Instance& instance, const Layout& layout, Difficulty tier) const {
    Deduction logic = deduce(instance, tier);
    int open = static_cast<int>(std::count(logic.cells.begin(), logic.cells.end(), kNone));
    return open + (target_ > 0 ? 2 * std::max(0, layout.islands() - target_) : 0);
  }

  // A change that adds an island past the slack takes one away elsewhere,
  // away from the cells the round is about: an island of one or two cells
  // dropped, or two islands joined. The new island is most often a pin;
  // without the pair, a grid at the end of its slack had none to offer.
  bool pair_off(Layout& changed, std::span<const char> near) {
    std::vector<int> far;
    for (int cell = 0; cell < changed.cells(); ++cell)
      if (!near[static_cast<std::size_t>(cell)]) far.push_back(cell);
    rng_.shuffle(far);
    const std::size_t tries = std::min<std::size_t>(far.size(), 40);
    for (std::size_t i = 0; i < tries; ++i)
      for (Move partner : {Move::drop, Move::merge}) {
        Layout both = changed;
        if (apply(both, partner, far[i], max_island_, rng_) && count_ok(layout_, both)) {
          changed = std::move(both);
          return true;
        }
      }
    return false;
  }

  const Layout& layout_;
  const Instance& full_;
  const Builder::Doubt& doubt_;
  Rng& rng_;
  int max_island_;
  int target_;
  int scored_;  // changes scored a round
};

// Every move at each of `cells`, in random order, after `moves`.
void add_moves(std::vector<std::pair<int, Move>>& moves, std::span<const int> cells, std::span<const Move> kinds,
               Rng& rng) {
  const std::size_t first = moves.size();
  for (int cell : cells)
    for (Move move : kinds) moves.push_back({cell, move});
  rng.shuffle(std::span<std::pair<int, Move>>(moves.begin() + static_cast<std::ptrdiff_t>(first), moves.end()));
}

// Every move at `cells`, then at the cells one step from them, and so on for
// `rings` steps, each ring in random order after the last; `near` marks the
// cells reached.
void add_moves_around(std::vector<std::pair<int, Move>>& moves, std::vector<char>& near, std::vector<int> ring,
                      int rings, const Grid& grid, Rng& rng) {
  for (int cell : ring) near[static_cast<std::size_t>(cell)] = 1;
  for (int step = 0;; ++step) {
    add_moves(moves, ring, kMoves, rng);
    if (step == rings) break;
    std::vector<int> next_ring;
    for (int cell : ring)
      grid.for_each_neighbour(cell, [&](int next) {
        if (!near[static_cast<std::size_t>(next)]) {
          near[static_cast<std::size_t>(next)] = 1;
          next_ring.push_back(next);
        }
      });
    ring = std::move(next_ring);
  }
}

// The moves that pin a cell to wall: a new island of 1 at it or beside it,
// or an island grown beside it, which no other island may touch.
constexpr Move kPins[] = {Move::new_island, Move::grow};

// Where pins go for the cells in `doubt`: each of them that is wall in
// `solution`, and its neighbours that are wall in `solution` (and in `other`,
// when there is one).
std::vector<int> pin_sites(const Layout& layout, std::span<const int> solution, std::span<const int> doubt,
                           std::span<const int> other) {
  std::vector<int> sites;
  auto wall = [&](std::span<const int> grid, int cell) { return grid[static_cast<std::size_t>(cell)] == kWall; };
  for (int cell : doubt) {
    if (!wall(solution, cell)) continue;
    sites.push_back(cell);
    layout.grid().for_each_neighbour(cell, [&](int next) {
      if (wall(solution, next) && (other.empty() || wall(other, next))) sites.push_back(next);
    });
  }
  return sites;
}

// One change to `layout` (the grid `full`) that rules the solution `other`
// out, the best Mender finds; nullopt when none applies.
std::optional<Instance> mend_alternative(const Layout& layout, const Instance& full, std::span<const int> other,
                                         const Builder::Doubt& doubt, Rng& rng, const GenerateRequest& request) {
  const std::vector<int>& solution = *full.solution;
  std::vector<int> differ;
  for (int cell = 0; cell < full.cells(); ++cell)
    if (solution[static_cast<std::size_t>(cell)] != other[static_cast<std::size_t>(cell)]) differ.push_back(cell);
  // Pins first: a cell that only the second solution makes white (an
  // island there took another shape) is held wall by an island of 1 at it
  // or beside it, or by another island grown beside it.
  std::vector<std::pair<int, Move>> moves;
  add_moves(moves, pin_sites(layout, solution, differ, other), kPins, rng);
  // Then every move at the difference, its neighbours and theirs, the
  // nearest first: when the difference is a cell or two, the moves that
  // apply there are soon used up, and a cell one step further can pin it (an
  // island that would touch, a 2x2 block that would close, a wall that
  // would split).
  std::vector<char> near(static_cast<std::size_t>(full.cells()), 0);
  add_moves_around(moves, near, differ, 2, layout.grid(), rng);
  // Scored at the easy tier: what matters here is the doubt a change
  // leaves, and easy sees most of it at a fraction of medium's cost.
  Mender mender(layout, full, doubt, rng, request, kScoredAgainstSecond);
  std::optional<Mender::Change> change = mender.best(moves, near, Difficulty::easy, [&](const Instance& instance) {
    return !check_rules(instance, other).valid;  // it must rule the second solution out
  });
  if (!change) return std::nullopt;
  return std::move(change->instance);
}

// One change to a unique `layout` whose cells in doubt (`doubt.known`) are
// beyond the target's tier: the best Mender finds at that tier, even one that
// leaves as many (the rounds are bounded, and a change away from a plateau
// often opens the way down).
std::optional<Instance> mend_doubt(const Layout& layout, const Instance& full, const Builder::Doubt& doubt, Rng& rng,
                                   const GenerateRequest& request) {
  const std::vector<int>& solution = *full.solution;
  std::vector<int> open;
  for (int cell = 0; cell < full.cells(); ++cell)
    if (doubt.known[static_cast<std::size_t>(cell)] == kNone) open.push_back(cell);
  if (open.empty()) return std::nullopt;
  std::vector<std::pair<int, Move>> moves;
  add_moves(moves, pin_sites(layout, solution, open, {}), kPins, rng);
  // A few cells left in doubt are a plateau the moves at them seldom leave:
  // the grid stayed there until its rounds ran out (at 60x60 easy, every
  // grid within 7 to 15 cells of done). Moves two steps out, and more of
  // them scored, get it off.
  const bool few = static_cast<int>(open.size()) < kFewInDoubt;
  std::vector<char> near(static_cast<std::size_t>(full.cells()), 0);
  add_moves_around(moves, near, std::move(open), few ? 2 : 0, layout.grid(), rng);
  Mender mender(layout, full, doubt, rng, request, few ? kScoredAgainstFewInDoubt : kScoredAgainstDoubt);
  const Difficulty tier = request.difficulty;
  std::optional<Mender::Change> change = mender.best(moves, near, tier, [](const Instance&) { return true; });
  if (!change) return std::nullopt;
  return std::move(change->instance);
}

class NurikabeBuilder final : public Builder {
 public:
  SizeLimits limits() const override { return {3, 60, false}; }

  // Measured: 3x3 grids give easy puzzles only, 4x4 and 5x5 no expert one
  // in 2000 attempts.
  int smallest_side(Difficulty tier) const override {
    return tier == Difficulty::easy ? 3 : tier == Difficulty::expert ? 6 : 4;
  }

  std::vector<OptionSpec> options() const override {
    return {
        {"islands", "number of islands to aim for (0: as the layout makes them)", Json(0), {}, 0, 1800},
        {"max-island", "largest island (0: the longer side minus one)", Json(0), {}, 0, 3600},
    };
  }

  // The most islands a layout of this generator holds: with the wall in one
  // piece and no 2x2 block of wall, about three cells in ten (measured:
  // 10x10 layouts reach 30, never 35).
  static int most_islands(int rows, int cols) { return std::max(1, rows * cols * 3 / 10); }

  void check(const GenerateRequest& request) const override {
    const int target = request.options.at("islands").get<int>();
    const int most = most_islands(request.rows, request.cols);
    if (target > most)
      throw UsageError("--islands " + std::to_string(target) + ": a " + size_string(request.rows, request.cols) +
                       " grid holds at most " + std::to_string(most) + " islands as this generator lays them out");
    const int max_island = request.options.at("max-island").get<int>();
    if (max_island > request.rows * request.cols)
      throw UsageError("--max-island " + std::to_string(max_island) + ": a " +
                       size_string(request.rows, request.cols) + " grid has " +
                       std::to_string(request.rows * request.cols) + " cells");
    // Measured: under the IPC rules, the medium tier settled every unique
    // grid the mending made (6,965 at 4x4, 7,831 at 5x5, 1,469 at 10x10, in
    // 10,000 attempts or a minute each). Without wall rules the islands pin
    // one another, and what pins them the medium tier reads. Trying up to
    // 40 single changes of each of 862 unique 10x10 grids found one hard
    // puzzle: too rare to offer.
    if (request.rules == kIpc && request.difficulty >= Difficulty::hard)
      throw UsageError("--rules ipc makes easy and medium Nurikabe puzzles only: without the wall rules, the "
                       "medium tier settles almost every grid with one solution (every one of 16,265 made at 4x4, "
                       "5x5 and 10x10); "
                       "ask for medium, or for the nikoli rules");
  }

  std::optional<std::string> misses(const Instance& puzzle, const GenerateRequest& request) const override {
    const int target = request.options.at("islands").get<int>();
    const int made = puzzle.clue_count();
    if (target == 0 || std::abs(made - target) <= island_slack(target)) return std::nullopt;
    return std::to_string(made) + " islands where --islands " + std::to_string(target) + " asks for " +
           std::to_string(std::max(1, target - island_slack(target))) + " to " +
           std::to_string(target + island_slack(target));
  }

  Instance build(Rng& rng, const GenerateRequest& request) const override {
    const int rows = request.rows, cols = request.cols;
    // Aimed half the slack below the count asked for: the mending adds
    // islands more often than it takes them away (a new island pins a second
    // solution's cells), and then has room to.
    const int asked = request.options.at("islands").get<int>();
    const int target = asked > 0 ? std::max(1, asked - island_slack(asked) / 2) : 0;
    const int max_island = max_island_of(request);
    for (int attempt = 0; attempt < 50; ++attempt) {
      Layout layout(rows, cols);
      bool stuck = false;
      // A block can be hemmed in by the middles of paths and by islands that
      // may not touch; an island beside it then goes back to wall. Without
      // this, one block in a few hundred cells ended the attempt, and
      // 25x25 layouts never came out.
      int clearings = layout.cells() / 4;
      for (;;) {
        std::vector<int> pools = layout.pools();
        if (pools.empty()) break;
        rng.shuffle(pools);
        // With a target, seed islands until there are enough, then grow
        // them; without, mix the two for islands of varied sizes.
        bool prefer_new = target > 0 ? layout.islands() < target : rng.below(5) < 2;
        bool broken = false;
        for (int corner : pools)
          if (break_pool(layout, corner, prefer_new, max_island, rng)) {
            broken = true;
            break;
          }
        if (broken) continue;
        std::vector<int> beside = islands_beside_block(layout, pools.front());
        if (beside.empty() || clearings-- == 0) {
          stuck = true;
          break;
        }
        layout.remove(beside[rng.below(static_cast<std::uint32_t>(beside.size()))]);
      }
      if (stuck) continue;
      if (target > 0) {
        std::vector<int> order;
        for (int cell = 0; cell < layout.cells(); ++cell)
          if (layout.wall(cell)) order.push_back(cell);
        rng.shuffle(order);
        for (int cell : order) {
          if (layout.islands() >= target) break;
          if (layout.wall(cell) && !layout.touches_other(cell, -1) && layout.wall_whole_without(cell))
            layout.seed(cell);
        }
      }
      if (target > 0 && layout.islands() > target) {
        // Blocks broken late take new islands where no path end could grow:
        // paths that end on either side of a wall cell join, towards the target.
        std::vector<int> order;
        for (int cell = 0; cell < layout.cells(); ++cell)
          if (layout.wall(cell)) order.push_back(cell);
        rng.shuffle(order);
        for (int cell : order) {
          if (layout.islands() <= target) break;
          if (layout.wall(cell)) apply(layout, Move::merge, cell, max_island, rng);
        }
      }
      for (int id = 0; id < layout.islands(); ++id) layout.set_number_at_front(id, rng.coin());
      layout.settle_numbers();
      return layout.instance(request.rules);
    }
    throw UsageError("could not lay out a " + size_string(rows, cols) + " Nurikabe grid with these options");
  }

  bool repair(Instance& full, const Doubt& doubt, Rng& rng, const GenerateRequest& request) const override {
    std::optional<Layout> layout = Layout::of(full);
    if (!layout) return false;
    std::optional<Instance> mended;
    const bool towards_doubt = request.difficulty <= Difficulty::medium;
    if (!doubt.other.empty()) {
      // A second solution: change the layout where the two differ; when no
      // change near the difference will do, one that lessens the doubt
      // (at 60x60, grids were given up after a hundred rounds for want of
      // such a change).
      mended = mend_alternative(*layout, full, doubt.other, doubt, rng, request);
      if (!mended && towards_doubt) mended = mend_doubt(*layout, full, doubt, rng, request);
    } else if (towards_doubt && (doubt.unique || doubt.undecided)) {
      // Unique (or SAT gave up on a second solution), but the logic
      // solver's doubt is beyond the target. Before
      // that, second solutions guide the mending at every target: their
      // rounds are cheaper (scored at the easy tier), and with a round of
      // doubt first, 21 medium 15x15 puzzles took 11.3 s against 6.8 s.
      // Hard puzzles are the ones medium does not settle: mending towards
      // medium would make them too easy.
      mended = mend_doubt(*layout, full, doubt, rng, request);
    }
    if (!mended) return false;
    full = std::move(*mended);
    return true;
  }

  // A unique grid beyond an easy or medium target is mended on towards it.
  bool mends_unique() const override { return true; }

  // Every island keeps its one number: there is nothing to carve.
  std::vector<int> removable_clues(const Instance&) const override { return {}; }
};

}  // namespace

const Builder& builder() { return single<NurikabeBuilder>(); }

}  // namespace pg::nurikabe

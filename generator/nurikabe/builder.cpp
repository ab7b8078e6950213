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

// What a candidate layout leaves undecided: the cells the logic solver
// cannot settle within `tier`.
int undecided(const Instance& instance, Difficulty tier) {
  Deduction logic = deduce(instance, tier);
  return static_cast<int>(std::count(logic.cells.begin(), logic.cells.end(), kNone));
}

int max_island_of(const GenerateRequest& request);

// One change to `layout` (the grid `full`) that rules the solution `other`
// out; of a few, the one that leaves the logic solver the least doubt, as it
// tends to let in the fewest new ones. nullopt when no move applies.
template <class CountOk>
std::optional<Instance> mend_alternative(const Layout& layout, const Instance& full, std::span<const int> other,
                                         const Builder::Doubt& doubt, Rng& rng, const GenerateRequest& request,
                                         CountOk&& count_ok) {
  const int max_island = max_island_of(request);
  const std::vector<int>& solution = *full.solution;
  std::vector<int> differ;
  for (int cell = 0; cell < full.cells(); ++cell)
    if (solution[static_cast<std::size_t>(cell)] != other[static_cast<std::size_t>(cell)]) differ.push_back(cell);
  // Cells near the difference come next, the nearest first: when the
  // difference is a cell or two, the moves that apply there are soon used
  // up, and a cell one step further can pin it (an island that would
  // touch, a 2x2 block that would close, a wall that would split).
  std::vector<std::vector<int>> rings{differ};
  std::vector<char> placed(static_cast<std::size_t>(full.cells()), 0);
  for (int cell : differ) placed[static_cast<std::size_t>(cell)] = 1;
  for (int ring = 0; ring < 2; ++ring) {
    std::vector<int> next_ring;
    for (int cell : rings.back())
      layout.grid().for_each_neighbour(cell, [&](int next) {
        if (!placed[static_cast<std::size_t>(next)]) {
          placed[static_cast<std::size_t>(next)] = 1;
          next_ring.push_back(next);
        }
      });
    rings.push_back(std::move(next_ring));
  }
  // Every move at every cell, in random order, the difference first.
  std::vector<std::pair<int, Move>> moves;
  for (const std::vector<int>& ring : rings) {
    std::size_t first = moves.size();
    for (int cell : ring)
      for (Move move : kMoves) moves.push_back({cell, move});
    std::span<std::pair<int, Move>> added(moves.begin() + static_cast<std::ptrdiff_t>(first), moves.end());
    rng.shuffle(added);
  }
  const Difficulty tier = std::min(request.difficulty, Difficulty::medium);
  std::optional<Instance> best;
  int best_score = 0;
  int applied = 0;
  for (auto [cell, move] : moves) {
    if (applied == 8) break;
    Layout changed = layout;
    if (!apply(changed, move, cell, max_island, rng) || !count_ok(layout, changed)) continue;
    changed.settle_numbers();
    Instance instance = changed.instance(full.rules);
    // It must rule the second solution out, and not go back.
    if (doubt.visited(instance) || check_rules(instance, other).valid) continue;
    ++applied;
    int score = undecided(instance, tier);
    if (!best || score < best_score) {
      best = std::move(instance);
      best_score = score;
    }
  }
  return best;
}

int max_island_of(const GenerateRequest& request) {
  int max_island = request.options.at("max-island").get<int>();
  return max_island > 0 ? max_island : std::max(2, std::max(request.rows, request.cols) - 1);
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

  // The repairs keep the count within a tenth of the target, at least 2.
  static int island_slack(int target) { return std::max(2, target / 10); }

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
    const int target = request.options.at("islands").get<int>();
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
    std::optional<Layout> found = Layout::of(full);
    if (!found) return false;
    const int max_island = max_island_of(request);
    const int target = request.options.at("islands").get<int>();
    // Island counts a repair may move to: near the target when there is one,
    // or no further from it than before.
    const int slack = island_slack(target);
    auto count_ok = [&](const Layout& before, const Layout& after) {
      if (target == 0) return true;
      int distance = std::abs(after.islands() - target);
      return distance <= slack || distance <= std::abs(before.islands() - target);
    };

    if (!doubt.other.empty()) {  // a second solution: change the layout where the two differ
      std::optional<Instance> mended = mend_alternative(*found, full, doubt.other, doubt, rng, request, count_ok);
      if (!mended) return false;
      full = std::move(*mended);
      return true;
    }

    // The logic solver's doubt: climb towards a layout it settles.
    // Hard puzzles are the ones medium does not settle: climbing towards
    // medium would make them too easy, so they too are mended from SAT's
    // second solutions only.
    if (request.difficulty >= Difficulty::hard) return false;
    const Difficulty tier = request.difficulty;
    const int steps = 8;
    Layout current = *found;
    Instance current_instance = full;
    int score = undecided(full, tier);
    bool changed_any = false;
    for (int step = 0; step < steps && score > 0; ++step) {
      Deduction logic = deduce(current_instance, tier);
      std::vector<int> open;
      for (int cell = 0; cell < full.cells(); ++cell)
        if (logic.cells[static_cast<std::size_t>(cell)] == kNone) open.push_back(cell);
      if (open.empty()) break;
      std::optional<Layout> best;
      Instance best_instance;
      int best_score = 0;
      std::vector<std::pair<int, Move>> moves;
      for (int cell : open)
        for (Move move : kMoves) moves.push_back({cell, move});
      rng.shuffle(moves);
      int applied = 0;
      for (auto [cell, move] : moves) {
        if (applied == 6) break;
        Layout changed = current;
        if (!apply(changed, move, cell, max_island, rng) || !count_ok(current, changed)) continue;
        changed.settle_numbers();
        Instance instance = changed.instance(full.rules);
        if (doubt.visited(instance)) continue;
        ++applied;
        int s = undecided(instance, tier);
        if (!best || s < best_score) {
          best = std::move(changed);
          best_instance = std::move(instance);
          best_score = s;
        }
      }
      if (!best || best_score > score) break;
      current = std::move(*best);
      current_instance = std::move(best_instance);
      score = best_score;
      changed_any = true;
    }
    if (changed_any) full = std::move(current_instance);
    return changed_any;
  }

  // Every island keeps its one number: there is nothing to carve.
  std::vector<int> removable_clues(const Instance&) const override { return {}; }
};

}  // namespace

const Builder& builder() {
  static const NurikabeBuilder instance;
  return instance;
}

}  // namespace pg::nurikabe

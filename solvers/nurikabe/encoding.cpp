#include "solvers/nurikabe/encoding.hpp"

#include <algorithm>
#include <array>
#include <limits>
#include <utility>

#include "core/errors.hpp"
#include "core/grid.hpp"
#include "core/nurikabe.hpp"
#include "solvers/sat/cardinality.hpp"
#include "solvers/sat/connectivity.hpp"

namespace pg::nurikabe {
namespace {

// Per number, the cells its island may take: a walk of fewer than its
// number of cells from it that keeps off other numbers and their neighbours
// (a cell next to a number can only join that number's island).
std::vector<std::vector<int>> reaches(const Grid& grid, const Instance& instance, std::span<const int> numbered) {
  const int cells = instance.cells();
  std::vector<int> near(static_cast<std::size_t>(cells), -1);  // the numbered cell it is next to, -2 for two
  for (int cell : numbered) {
    near[static_cast<std::size_t>(cell)] = cell;
    for (int next : grid.neighbours(cell)) {
      int& mark = near[static_cast<std::size_t>(next)];
      mark = (mark == -1 || mark == cell) ? cell : -2;
    }
  }
  std::vector<std::vector<int>> out;
  std::vector<int> depth(static_cast<std::size_t>(cells), -1);
  for (int cell : numbered) {
    const int size = instance.givens[static_cast<std::size_t>(cell)];
    std::vector<int> queue{cell};
    depth[static_cast<std::size_t>(cell)] = 0;
    for (std::size_t i = 0; i < queue.size(); ++i) {
      int at = queue[i];
      if (depth[static_cast<std::size_t>(at)] + 1 >= size) continue;
      for (int next : grid.neighbours(at)) {
        auto n = static_cast<std::size_t>(next);
        if (depth[n] >= 0 || (near[n] != -1 && near[n] != cell)) continue;
        depth[n] = depth[static_cast<std::size_t>(at)] + 1;
        queue.push_back(next);
      }
    }
    for (int reached : queue) depth[static_cast<std::size_t>(reached)] = -1;
    out.push_back(std::move(queue));
  }
  return out;
}

// The clauses of an island (a number, its size and the cells it may take)
// hold whatever the other numbers are, behind the island's selector: so a
// session can keep them while the instance around changes (load), and only
// an island that is new, or whose reach changed, costs new clauses.
class NurikabeEncoding final : public sat::Encoding {
 public:
  // `series`: instances are loaded one after another, each replacing the
  // last; otherwise one instance, loaded once, whose clauses all hold.
  NurikabeEncoding(sat::Session& session, int rows, int cols, bool ipc, bool series)
      : session_(session), grid_(rows, cols), ipc_(ipc), series_(series),
        wall_(static_cast<std::size_t>(rows * cols)), at_cell_(static_cast<std::size_t>(rows * cols)) {
    for (int& var : wall_) var = session.new_var();
    if (ipc_) return;
    for (int r = 0; r + 1 < grid_.rows(); ++r)
      for (int c = 0; c + 1 < cols; ++c)
        session.add_clause({-wall(r * cols + c), -wall(r * cols + c + 1), -wall((r + 1) * cols + c),
                            -wall((r + 1) * cols + c + 1)});
    if (series_) {
      for (int& selector : exits_) selector = session.new_selector();
      add_wall_exits();
    }
  }

  // Makes `instance` the encoded one; the assumptions its solutions need
  // beyond selectors() (none when not a series).
  std::vector<int> load(const Instance& instance) {
    const int cells = instance.cells();
    std::vector<int> numbered;
    for (int cell = 0; cell < cells; ++cell)
      if (instance.givens[static_cast<std::size_t>(cell)] != kNone) numbered.push_back(cell);
    std::vector<std::vector<int>> reach = reaches(grid_, instance, numbered);
    std::vector<std::size_t> active;
    for (std::size_t k = 0; k < numbered.size(); ++k)
      active.push_back(island_for(numbered[k], instance.givens[static_cast<std::size_t>(numbered[k])], reach[k]));
    // Islands of the last instance that this one has not are gone for good:
    // one that comes back is made anew.
    for (std::size_t k = 0; k < islands_.size(); ++k)
      if (islands_[k].live && std::find(active.begin(), active.end(), k) == active.end()) retire(k);
    active_ = std::move(active);
    clues_.clear();
    for (std::size_t k : active_) clues_.push_back({islands_[k].cell, islands_[k].selector});

    // Every cell: wall, or in one of this instance's islands.
    if (guard_ != 0) session_.add_clause({-guard_});
    guard_ = series_ ? session_.new_selector() : 0;
    for (int cell = 0; cell < cells; ++cell) {
      std::vector<int> options{wall(cell)};
      for (std::size_t k : active_)
        if (int x = islands_[k].member[static_cast<std::size_t>(cell)]; x != 0) options.push_back(x);
      guard_ != 0 ? session_.add_guarded(guard_, options) : session_.add_clause(options);
    }
    std::vector<int> assumptions;
    if (guard_ != 0) assumptions.push_back(guard_);
    if (!ipc_) {
      long long white = 0;
      for (int cell : numbered) white += instance.givens[static_cast<std::size_t>(cell)];
      const long long walls = cells - white;
      if (series_) {
        for (int size = 1; size <= 3; ++size)
          if (walls > size) assumptions.push_back(exits_[static_cast<std::size_t>(size - 1)]);
      } else {
        add_wall_exits(walls);
      }
    }
    return assumptions;
  }

  std::vector<int> decode(const sat::Session& session) const override {
    std::vector<int> grid(wall_.size());
    for (std::size_t i = 0; i < wall_.size(); ++i) grid[i] = session.value(wall_[i]) ? kWall : kIsland;
    return grid;
  }

  std::vector<int> literals_of(std::span<const int> cells) const override {
    std::vector<int> lits;
    for (std::size_t i = 0; i < wall_.size(); ++i)
      if (cells[i] != kNone) lits.push_back(cells[i] == kWall ? wall_[i] : -wall_[i]);
    return lits;
  }

  void name_variables(std::vector<std::string>& names) const override {
    auto at = [&](int cell) { return to_string(Cell{grid_.row(cell), grid_.col(cell)}); };
    for (int cell = 0; cell < grid_.cells(); ++cell) names[static_cast<std::size_t>(wall(cell))] = "cell " + at(cell) + " is wall";
    for (std::size_t k : active_) {
      const Island& island = islands_[k];
      for (int cell = 0; cell < grid_.cells(); ++cell)
        if (int x = island.member[static_cast<std::size_t>(cell)]; x != 0)
          names[static_cast<std::size_t>(x)] = "cell " + at(cell) + " is in the island of the " + std::to_string(island.size) + " at " + at(island.cell);
    }
  }

  // Each island connected to its number; under the Nikoli rules, the wall
  // in one piece.
  void complete(sat::Session& session) override {
    for (std::size_t k : active_) sat::connected(session, grid_, {islands_[k].member, islands_[k].cell});
    if (!ipc_) sat::connected(session, grid_, {wall_, -1});
  }

  // Cuts the parts a model got wrong: an island's cells cut off from its
  // number must reach it through their boundary; a wall part cut off from the
  // rest must reach out through its boundary.
  bool refine(sat::Session& session, std::span<const int> solution) override {
    bool added = false;
    const int cells = grid_.cells();
    // The model first: adding a clause ends the session's satisfied state.
    std::vector<std::vector<char>> members;
    for (std::size_t k : active_) {
      const Island& island = islands_[k];
      std::vector<char> in(static_cast<std::size_t>(cells), 0);
      for (int cell = 0; cell < cells; ++cell) {
        int x = island.member[static_cast<std::size_t>(cell)];
        in[static_cast<std::size_t>(cell)] = x != 0 && session.value(x);
      }
      members.push_back(std::move(in));
    }
    for (std::size_t i = 0; i < active_.size(); ++i) {
      const Island& island = islands_[active_[i]];
      const std::vector<char>& in = members[i];
      std::vector<char> reached = flood(in, island.cell);
      for (int cell = 0; cell < cells; ++cell) {
        if (!in[static_cast<std::size_t>(cell)] || reached[static_cast<std::size_t>(cell)]) continue;
        std::vector<char> part = flood(in, cell);
        std::vector<int> boundary;
        for (int p = 0; p < cells; ++p) {
          if (!part[static_cast<std::size_t>(p)]) continue;
          reached[static_cast<std::size_t>(p)] = 1;  // handled
          for (int next : grid_.neighbours(p)) {
            int y = island.member[static_cast<std::size_t>(next)];
            if (!part[static_cast<std::size_t>(next)] && y != 0) boundary.push_back(y);
          }
        }
        std::sort(boundary.begin(), boundary.end());
        boundary.erase(std::unique(boundary.begin(), boundary.end()), boundary.end());
        for (int p = 0; p < cells; ++p) {
          if (!part[static_cast<std::size_t>(p)]) continue;
          std::vector<int> clause = boundary;
          clause.push_back(-island.member[static_cast<std::size_t>(p)]);
          session.add_clause(clause);
        }
        added = true;
      }
    }
    if (!ipc_) {
      std::vector<char> walls(static_cast<std::size_t>(cells), 0);
      for (int cell = 0; cell < cells; ++cell)
        walls[static_cast<std::size_t>(cell)] = solution[static_cast<std::size_t>(cell)] == kWall;
      // The wall's parts; every one but the largest is cut off from it.
      std::vector<std::vector<char>> parts;
      std::vector<char> done(static_cast<std::size_t>(cells), 0);
      std::size_t largest = 0;
      long long largest_size = -1;
      for (int cell = 0; cell < cells; ++cell) {
        if (!walls[static_cast<std::size_t>(cell)] || done[static_cast<std::size_t>(cell)]) continue;
        std::vector<char> part = flood(walls, cell);
        long long size = 0;
        for (int p = 0; p < cells; ++p)
          if (part[static_cast<std::size_t>(p)]) {
            done[static_cast<std::size_t>(p)] = 1;
            ++size;
          }
        if (size > largest_size) {
          largest_size = size;
          largest = parts.size();
        }
        parts.push_back(std::move(part));
      }
      if (parts.size() > 1) {
        // A cell of the largest part, to pair each cut-off cell with.
        int anchor = static_cast<int>(std::find(parts[largest].begin(), parts[largest].end(), 1) - parts[largest].begin());
        for (std::size_t i = 0; i < parts.size(); ++i) {
          if (i == largest) continue;
          const std::vector<char>& part = parts[i];
          std::vector<int> boundary;
          for (int p = 0; p < cells; ++p) {
            if (!part[static_cast<std::size_t>(p)]) continue;
            for (int next : grid_.neighbours(p))
              if (!part[static_cast<std::size_t>(next)]) boundary.push_back(wall(next));
          }
          std::sort(boundary.begin(), boundary.end());
          boundary.erase(std::unique(boundary.begin(), boundary.end()), boundary.end());
          // A wall cell of this part and a wall cell of the largest need a
          // wall cell on this part's boundary.
          for (int p = 0; p < cells; ++p) {
            if (!part[static_cast<std::size_t>(p)]) continue;
            std::vector<int> clause = boundary;
            clause.push_back(-wall(p));
            clause.push_back(-wall(anchor));
            session.add_clause(clause);
          }
          added = true;
        }
      }
    }
    return added;
  }

 private:
  struct Island {
    int cell = 0;
    int size = 0;
    std::vector<int> reach;  // the cells it may take, the number's first
    int selector = 0;
    std::vector<int> member;  // per cell: its variable, 0 out of reach
    bool live = true;         // false once an instance went without it
  };

  int wall(int cell) const { return wall_[static_cast<std::size_t>(cell)]; }

  // The live island of the number `size` at `cell` that may take `reach`,
  // made when there is none.
  std::size_t island_for(int cell, int size, std::vector<int>& reach) {
    for (std::size_t k = 0; k < islands_.size(); ++k) {
      const Island& island = islands_[k];
      if (island.live && island.cell == cell && island.size == size && island.reach == reach) return k;
    }
    sat::Session& session = session_;
    Island island;
    island.cell = cell;
    island.size = size;
    island.selector = session.new_selector();
    island.member.assign(static_cast<std::size_t>(grid_.cells()), 0);
    for (int reached : reach) {
      int var = session.new_var();
      island.member[static_cast<std::size_t>(reached)] = var;
      session.add_clause({island.selector, -var});  // no island without its number
    }
    session.add_guarded(island.selector, {island.member[static_cast<std::size_t>(cell)]});
    std::vector<int> members;
    for (int reached : reach) members.push_back(island.member[static_cast<std::size_t>(reached)]);
    sat::exactly(session, members, size, island.selector);
    for (int reached : reach) {
      const int x = island.member[static_cast<std::size_t>(reached)];
      // A cell is wall or in one island.
      session.add_clause({-x, -wall(reached)});
      for (std::size_t other : at_cell_[static_cast<std::size_t>(reached)])
        session.add_clause({-x, -islands_[other].member[static_cast<std::size_t>(reached)]});
      // Islands do not touch: a member's white neighbour is a member too.
      // And an island of two cells or more holds a neighbour of each of its
      // cells (what connectivity says of a single cell, for free).
      std::vector<int> beside{-x};
      for (int next : grid_.neighbours(reached)) {
        int y = island.member[static_cast<std::size_t>(next)];
        if (y != 0) {
          session.add_clause({-x, wall(next), y});
          beside.push_back(y);
        } else {
          session.add_clause({-x, wall(next)});
        }
      }
      if (size > 1) session.add_clause(beside);
    }
    if (size > 3) connect_by_distance(island, reach);
    island.reach = std::move(reach);
    islands_.push_back(std::move(island));
    const std::size_t k = islands_.size() - 1;
    for (int reached : islands_[k].reach) at_cell_[static_cast<std::size_t>(reached)].push_back(k);
    return k;
  }

  // The island in one piece, said in clauses rather than cut lazily: near[c][t]
  // holds when cell c is a member at most t steps from the number within the
  // island, and every member is within size-1 steps. (Up to three cells,
  // each member having a member neighbour says it already.) Lazy cuts alone
  // took hundreds of models on grids of few, large islands.
  void connect_by_distance(const Island& island, std::span<const int> reach) {
    sat::Session& session = session_;
    const int cells = grid_.cells();
    const int far = island.size - 1;
    std::vector<int> depth(static_cast<std::size_t>(cells), -1);
    depth[static_cast<std::size_t>(island.cell)] = 0;
    std::vector<int> queue{island.cell};
    for (std::size_t i = 0; i < queue.size(); ++i)
      for (int next : grid_.neighbours(queue[i]))
        if (island.member[static_cast<std::size_t>(next)] != 0 && depth[static_cast<std::size_t>(next)] < 0) {
          depth[static_cast<std::size_t>(next)] = depth[static_cast<std::size_t>(queue[i])] + 1;
          queue.push_back(next);
        }
    // near[c][t - depth(c)] for t from depth(c) to far; 0: never.
    std::vector<std::vector<int>> near(static_cast<std::size_t>(cells));
    auto within = [&](int cell, int steps) {
      int d = depth[static_cast<std::size_t>(cell)];
      if (d < 0 || steps < d) return 0;
      return near[static_cast<std::size_t>(cell)][static_cast<std::size_t>(steps - d)];
    };
    const sat::Session::Topic topic(session, "a distance of a cell from its island's number, within the island");
    for (int cell : reach) {
      const int d = depth[static_cast<std::size_t>(cell)];
      if (d < 0) continue;
      auto& vars = near[static_cast<std::size_t>(cell)];
      for (int t = d; t <= far; ++t) vars.push_back(cell == island.cell ? island.member[static_cast<std::size_t>(cell)] : session.new_var());
    }
    for (int cell : reach) {
      if (cell == island.cell) continue;
      const int x = island.member[static_cast<std::size_t>(cell)];
      const int d = depth[static_cast<std::size_t>(cell)];
      if (d < 0) {
        session.add_clause({-x});
        continue;
      }
      session.add_clause({-x, within(cell, far)});
      for (int t = d; t <= far; ++t) {
        const int v = within(cell, t);
        session.add_clause({-v, x});
        std::vector<int> from{-v};
        if (int before = within(cell, t - 1); before != 0) from.push_back(before);
        for (int next : grid_.neighbours(cell))
          if (int w = within(next, t - 1); w != 0) from.push_back(w);
        session.add_clause(from);
      }
    }
  }

  void retire(std::size_t k) {
    Island& island = islands_[k];
    island.live = false;
    session_.add_clause({-island.selector});
    for (int reached : island.reach) {
      auto& list = at_cell_[static_cast<std::size_t>(reached)];
      list.erase(std::find(list.begin(), list.end(), k));
    }
  }

  // Lazy cuts alone let the solver wall in one small part after another: on
  // a 15x15 grid with 30 islands, one check took 28,000 models (108 s) whose
  // stray wall part was almost always a single cell, and after that most
  // often three. A wall part of up to three cells in a larger wall must
  // therefore have a wall neighbour: a clause per such part, when the wall
  // has more cells than the part (in a series, behind the selector of the
  // part's size, assumed while that holds).
  void add_wall_exits(long long walls = std::numeric_limits<long long>::max()) {
    const int cells = grid_.cells();
    auto exit_clause = [&](std::span<const int> part) {
      if (walls <= static_cast<long long>(part.size())) return;
      std::vector<int> clause;
      for (int p : part) clause.push_back(-wall(p));
      for (int p : part)
        for (int next : grid_.neighbours(p))
          if (std::find(part.begin(), part.end(), next) == part.end() &&
              std::find(clause.begin(), clause.end(), wall(next)) == clause.end())
            clause.push_back(wall(next));
      const int guard = exits_[part.size() - 1];
      guard != 0 ? session_.add_guarded(guard, clause) : session_.add_clause(clause);
    };
    for (int p = 0; p < cells; ++p) {
      exit_clause(std::array{p});
      for (int q : grid_.neighbours(p)) {
        if (q < p) continue;
        exit_clause(std::array{p, q});
        // Three cells: a third next to p or q, each set listed once (its
        // cells in increasing order, the pair p-q the first adjacent one).
        for (int end : {p, q})
          for (int r : grid_.neighbours(end)) {
            if (r == p || r == q) continue;
            std::array part{p, q, r};
            std::array sorted = part;
            std::sort(sorted.begin(), sorted.end());
            if (first_adjacent_pair(sorted) != std::pair{p, q}) continue;
            exit_clause(part);
          }
      }
    }
  }

  // Of a connected three-cell set, sorted: the first pair of its cells (in
  // order a-b, a-c, b-c) that are neighbours.
  std::pair<int, int> first_adjacent_pair(const std::array<int, 3>& cells) const {
    if (grid_.adjacent(cells[0], cells[1])) return {cells[0], cells[1]};
    if (grid_.adjacent(cells[0], cells[2])) return {cells[0], cells[2]};
    return {cells[1], cells[2]};
  }

  // The cells connected to `start` through cells marked in `in`.
  std::vector<char> flood(const std::vector<char>& in, int start) const {
    std::vector<char> seen(in.size(), 0);
    std::vector<int> stack{start};
    seen[static_cast<std::size_t>(start)] = 1;
    while (!stack.empty()) {
      int at = stack.back();
      stack.pop_back();
      for (int next : grid_.neighbours(at))
        if (in[static_cast<std::size_t>(next)] && !seen[static_cast<std::size_t>(next)]) {
          seen[static_cast<std::size_t>(next)] = 1;
          stack.push_back(next);
        }
    }
    return seen;
  }

  sat::Session& session_;
  Grid grid_;
  bool ipc_;
  bool series_;
  std::vector<int> wall_;
  std::array<int, 3> exits_{};  // a series' selectors of the wall exits, by part size
  std::vector<Island> islands_;                 // live or retired
  std::vector<std::vector<std::size_t>> at_cell_;  // per cell: the live islands that may take it
  std::vector<std::size_t> active_;             // the loaded instance's islands, in cell order
  int guard_ = 0;                               // a series: the loaded instance's cover clauses
};

class NurikabeSeries final : public sat::EncodingSeries {
 public:
  explicit NurikabeSeries(const Instance& first)
      : rows_(first.rows), cols_(first.cols), ipc_(ipc_rules(first)), session_(sat::Session::Use::many_small_solves),
        encoding_(session_, rows_, cols_, ipc_, true) {}
  std::vector<int> load(const Instance& instance) override {
    if (instance.rows != rows_ || instance.cols != cols_ || ipc_rules(instance) != ipc_)
      throw InternalError("a Nurikabe encoding series got an instance of another size or rule set");
    std::vector<int> assumptions = encoding_.load(instance);
    std::vector<int> selectors = encoding_.selectors();
    assumptions.insert(assumptions.end(), selectors.begin(), selectors.end());
    return assumptions;
  }
  sat::Session& session() override { return session_; }
  sat::Encoding& encoding() override { return encoding_; }

 private:
  int rows_, cols_;
  bool ipc_;
  sat::Session session_;
  NurikabeEncoding encoding_;
};

}  // namespace

std::unique_ptr<sat::Encoding> encode(sat::Session& session, const Instance& instance) {
  auto encoding = std::make_unique<NurikabeEncoding>(session, instance.rows, instance.cols, ipc_rules(instance), false);
  encoding->load(instance);
  return encoding;
}

std::unique_ptr<sat::EncodingSeries> encode_series(const Instance& first) {
  return std::make_unique<NurikabeSeries>(first);
}

}  // namespace pg::nurikabe

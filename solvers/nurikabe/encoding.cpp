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

// Islands of more cells than this are encoded for their size: they count
// whichever is fewer, the cells they take or those of their reach they
// leave out, and when distances from the number would take more than
// kLevelsPerCell variables a cell of the reach, their connection is left to
// refine()'s cuts (see connect). Every island the generator makes is
// smaller (the longest side at most).
constexpr int kLargeIsland = 64;
constexpr long long kLevelsPerCell = 64;
// A wall cut said cell by cell up to this many literals (its part's cells
// times its boundary), through one variable past it.
constexpr std::size_t kDirectCut = std::size_t{1} << 16;

// Per number, the cells its island may take: a walk of fewer than its
// number of cells from it that keeps off other numbers and their neighbours
// (a cell next to a number can only join that number's island). A '?' clue's
// walk may be of any length.
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
    const int given = instance.givens[static_cast<std::size_t>(cell)];
    const int size = is_size(given) ? given : cells;
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

    // Every cell: wall, or in one of this instance's islands (listed in the
    // order of their numbers, from the islands that may take the cell: a
    // pass over every island for every cell took a quarter of a 60x60
    // mending).
    if (guard_ != 0) session_.add_clause({-guard_});
    guard_ = series_ ? session_.new_selector() : 0;
    std::vector<int> order(islands_.size(), -1);  // per island: its place among the active, -1 when not
    for (std::size_t i = 0; i < active_.size(); ++i) order[active_[i]] = static_cast<int>(i);
    std::vector<std::pair<int, int>> taking;  // (place, member variable)
    for (int cell = 0; cell < cells; ++cell) {
      taking.clear();
      for (std::size_t k : at_cell_[static_cast<std::size_t>(cell)])
        if (order[k] >= 0) taking.push_back({order[k], islands_[k].member[static_cast<std::size_t>(cell)]});
      std::sort(taking.begin(), taking.end());
      std::vector<int> options{wall(cell)};
      for (auto [place, x] : taking) options.push_back(x);
      guard_ != 0 ? session_.add_guarded(guard_, options) : session_.add_clause(options);
    }
    std::vector<int> assumptions;
    if (guard_ != 0) assumptions.push_back(guard_);
    if (!ipc_) {
      long long white = 0;
      bool unknown = false;  // a '?' island: the wall's size is not known
      for (int cell : numbered) {
        const int given = instance.givens[static_cast<std::size_t>(cell)];
        if (is_size(given)) white += given;
        else unknown = true;
      }
      const long long walls = cells - white;
      if (unknown) {
        // Each size's exits hold in the solutions whose wall is larger:
        // a count of the wall cells says which.
        for (int size = 1; size <= 3; ++size) {
          const int larger = wall_larger_than(size);
          if (series_) {
            if (larger != 0) session_.add_guarded(guard_, {-larger, exits_[static_cast<std::size_t>(size - 1)]});
          } else {
            exits_[static_cast<std::size_t>(size - 1)] = larger;
          }
        }
        // A size with no literal is one the wall never exceeds (a grid of
        // that many cells): `cells` as the wall's size leaves its exits out.
        if (!series_) add_wall_exits(cells);
      } else if (series_) {
        for (int size = 1; size <= 3; ++size)
          if (walls > size) assumptions.push_back(exits_[static_cast<std::size_t>(size - 1)]);
      } else {
        add_wall_exits(walls);
      }
    }
    return assumptions;
  }

  std::vector<int> decode(const sat::Session& session) const override {
    return sat::decode_cells(session, wall_, kWall, kIsland);
  }

  std::vector<int> literals_of(std::span<const int> cells) const override {
    return sat::cell_literals(wall_, cells, kWall);
  }

  void name_variables(std::vector<std::string>& names) const override {
    auto at = [&](int cell) { return to_string(Cell{grid_.row(cell), grid_.col(cell)}); };
    for (int cell = 0; cell < grid_.cells(); ++cell) names[static_cast<std::size_t>(wall(cell))] = "cell " + at(cell) + " is wall";
    for (std::size_t k : active_) {
      const Island& island = islands_[k];
      for (int cell = 0; cell < grid_.cells(); ++cell)
        if (int x = island.member[static_cast<std::size_t>(cell)]; x != 0)
          names[static_cast<std::size_t>(x)] = "cell " + at(cell) + " is in the island of the " +
                                               (is_size(island.size) ? std::to_string(island.size) : "?") + " at " +
                                               at(island.cell);
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
    // An island is read over its reach only (in cell order, as the parts
    // are cut): a grid-wide pass per island took an eighth of a 60x60
    // mending, in the loop and in allocating.
    std::vector<std::vector<int>> members;  // per active island: its cells in the model
    for (std::size_t k : active_) {
      const Island& island = islands_[k];
      std::vector<int> in;
      for (int cell : island.sorted_reach)
        if (session.value(island.member[static_cast<std::size_t>(cell)])) in.push_back(cell);
      members.push_back(std::move(in));
    }
    std::vector<int> mark(static_cast<std::size_t>(cells), 0);  // 1: in the island's model, 2: reached
    for (std::size_t i = 0; i < active_.size(); ++i) {
      const Island& island = islands_[active_[i]];
      const std::vector<int>& in = members[i];
      for (int cell : in) mark[static_cast<std::size_t>(cell)] = 1;
      spread(island.cell, mark);
      for (int cell : in) {
        if (mark[static_cast<std::size_t>(cell)] == 2) continue;
        std::vector<int> part = spread(cell, mark);
        std::sort(part.begin(), part.end());
        std::vector<int> boundary;
        for (int p : part)
          for (int next : grid_.neighbours(p)) {
            int y = island.member[static_cast<std::size_t>(next)];
            if (y != 0 && !std::binary_search(part.begin(), part.end(), next)) boundary.push_back(y);
          }
        std::sort(boundary.begin(), boundary.end());
        boundary.erase(std::unique(boundary.begin(), boundary.end()), boundary.end());
        for (int p : part) {
          std::vector<int> clause = boundary;
          clause.push_back(-island.member[static_cast<std::size_t>(p)]);
          session.add_clause(clause);
        }
        added = true;
      }
      for (int cell : in) mark[static_cast<std::size_t>(cell)] = 0;
      mark[static_cast<std::size_t>(island.cell)] = 0;
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
          std::vector<int> inside;
          for (int p = 0; p < cells; ++p) {
            if (!part[static_cast<std::size_t>(p)]) continue;
            inside.push_back(p);
            for (int next : grid_.neighbours(p))
              if (!part[static_cast<std::size_t>(next)]) boundary.push_back(wall(next));
          }
          std::sort(boundary.begin(), boundary.end());
          boundary.erase(std::unique(boundary.begin(), boundary.end()), boundary.end());
          // A wall cell of this part and a wall cell of the largest need a
          // wall cell on this part's boundary. Said for each cell of the
          // part, that is the part's size times its boundary in literals:
          // past kDirectCut, a variable "the boundary is all island and the
          // anchor wall" carries it instead (at 60x60, cuts of parts of
          // hundreds of cells took hundreds of megabytes).
          const bool direct = inside.size() * boundary.size() <= kDirectCut;
          int enclosed = 0;  // the boundary all island, the anchor wall
          if (!direct) {
            enclosed = session.new_var();
            std::vector<int> clause = boundary;
            clause.push_back(-wall(anchor));
            clause.push_back(enclosed);
            session.add_clause(clause);
          }
          for (int p : inside) {
            if (!direct) {
              session.add_clause({-enclosed, -wall(p)});
              continue;
            }
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
    int size = 0;  // the clue: a number, or kUnknown
    std::vector<int> reach;  // the cells it may take, the number's first
    std::vector<int> sorted_reach;  // the same in cell order
    int selector = 0;
    std::vector<int> member;  // per cell: its variable, 0 out of reach
    bool live = true;         // false once an instance went without it
  };

  int wall(int cell) const { return wall_[static_cast<std::size_t>(cell)]; }

  // The live island of the clue `size` (a number or kUnknown) at `cell` that
  // may take `reach`, made when there is none.
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
    // Its size, when its clue gives one. A counter grows with its cells
    // times the count it goes up to: an island that takes most of its reach
    // counts the cells it leaves out (one of 3,599 cells on a 60x60 grid: 13
    // million clauses counted one way, 43,000 the other).
    const bool sized = is_size(size);
    if (sized) {
      const auto spare = static_cast<int>(reach.size()) - size;
      std::vector<int> members;
      for (int reached : reach) members.push_back(island.member[static_cast<std::size_t>(reached)]);
      if (size > kLargeIsland && spare < size) {
        for (int& x : members) x = -x;
        sat::exactly(session, members, spare, island.selector);
      } else {
        sat::exactly(session, members, size, island.selector);
      }
    }
    for (int reached : reach) {
      const int x = island.member[static_cast<std::size_t>(reached)];
      // A cell is wall or in one island.
      session.add_clause({-x, -wall(reached)});
      for (std::size_t other : at_cell_[static_cast<std::size_t>(reached)])
        session.add_clause({-x, -islands_[other].member[static_cast<std::size_t>(reached)]});
      // Islands do not touch: a member's white neighbour is a member too.
      // And an island of two cells or more holds a neighbour of each of its
      // cells (what connectivity says of a single cell, for free); a '?'
      // island may be its clue alone, so there only the other cells.
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
      if (sized ? size > 1 : reached != cell) session.add_clause(beside);
    }
    if (!sized || size > 3) connect(island, reach);
    island.sorted_reach = reach;
    std::sort(island.sorted_reach.begin(), island.sorted_reach.end());
    island.reach = std::move(reach);
    islands_.push_back(std::move(island));
    const std::size_t k = islands_.size() - 1;
    for (int reached : islands_[k].reach) at_cell_[static_cast<std::size_t>(reached)].push_back(k);
    return k;
  }

  // The island in one piece. By distances from the number, said in clauses
  // (lazy cuts alone took hundreds of models on grids of few, large
  // islands), while they take at most kLevelsPerCell variables a cell of the
  // reach on average: every island the generator makes. Past that (one
  // island of 3,599 cells on a 60x60 grid took 13 million variables and 9 GB
  // that way, a tree of binary levels over the reach gave the solver no hold
  // and ran for minutes) only the cells the number cannot reach are ruled
  // out, and refine() cuts every model's stray parts: the 3,599 is answered
  // in seconds, in 32 MB.
  void connect(const Island& island, std::span<const int> reach) {
    const std::vector<int> depth = depths(island);
    // A member is fewer steps from the number than the island has cells:
    // its number, or for a '?' every cell of its reach.
    const int far = (is_size(island.size) ? island.size : static_cast<int>(reach.size())) - 1;
    long long levels = 0;
    for (int cell : reach)
      if (int d = depth[static_cast<std::size_t>(cell)]; d >= 0) levels += far + 1 - d;
    if (levels <= kLevelsPerCell * static_cast<long long>(reach.size())) {
      connect_by_distance(island, reach, depth, far);
      return;
    }
    for (int cell : reach)
      if (depth[static_cast<std::size_t>(cell)] < 0) session_.add_clause({-island.member[static_cast<std::size_t>(cell)]});
  }

  // Per cell: its distance from the number through the island's reach, -1
  // when the reach does not lead there.
  std::vector<int> depths(const Island& island) const {
    std::vector<int> depth(static_cast<std::size_t>(grid_.cells()), -1);
    depth[static_cast<std::size_t>(island.cell)] = 0;
    std::vector<int> queue{island.cell};
    for (std::size_t i = 0; i < queue.size(); ++i)
      for (int next : grid_.neighbours(queue[i]))
        if (island.member[static_cast<std::size_t>(next)] != 0 && depth[static_cast<std::size_t>(next)] < 0) {
          depth[static_cast<std::size_t>(next)] = depth[static_cast<std::size_t>(queue[i])] + 1;
          queue.push_back(next);
        }
    return depth;
  }

  // near[c][t]
  // holds when cell c is a member at most t steps from the number within the
  // island, and every member is within `far` steps. (Up to three cells,
  // each member having a member neighbour says it already.)
  void connect_by_distance(const Island& island, std::span<const int> reach, const std::vector<int>& depth,
                           int far) {
    sat::Session& session = session_;
    const int cells = grid_.cells();
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

  // A literal that holds exactly when the wall has more than `size` cells
  // (size 1..3), 0 when it never can; from one count of the wall cells,
  // made when first needed and kept, as it holds whatever the clues.
  int wall_larger_than(int size) {
    if (wall_count_.empty()) wall_count_ = sat::totalizer(session_, wall_, 4);
    const auto k = static_cast<std::size_t>(size);
    return k < wall_count_.size() ? wall_count_[k] : 0;
  }

  // Of a connected three-cell set, sorted: the first pair of its cells (in
  // order a-b, a-c, b-c) that are neighbours.
  std::pair<int, int> first_adjacent_pair(const std::array<int, 3>& cells) const {
    if (grid_.adjacent(cells[0], cells[1])) return {cells[0], cells[1]};
    if (grid_.adjacent(cells[0], cells[2])) return {cells[0], cells[2]};
    return {cells[1], cells[2]};
  }

  // The cells connected to `start` through cells marked 1 in `mark`, marked
  // 2 as they are reached (`start` too, whatever its mark).
  std::vector<int> spread(int start, std::vector<int>& mark) const {
    std::vector<int> part{start};
    mark[static_cast<std::size_t>(start)] = 2;
    for (std::size_t i = 0; i < part.size(); ++i)
      for (int next : grid_.neighbours(part[i]))
        if (mark[static_cast<std::size_t>(next)] == 1) {
          mark[static_cast<std::size_t>(next)] = 2;
          part.push_back(next);
        }
    return part;
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
  // The wall exits' guards by part size: a series' selectors, or (one
  // instance with a '?' clue) "the wall is larger than the part"; 0: none.
  std::array<int, 3> exits_{};
  std::vector<int> wall_count_;  // o[j]: the wall has at least j+1 cells
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

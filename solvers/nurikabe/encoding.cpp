#include "solvers/nurikabe/encoding.hpp"

#include <algorithm>
#include <array>
#include <utility>

#include "core/grid.hpp"
#include "core/nurikabe.hpp"
#include "solvers/sat/cardinality.hpp"
#include "solvers/sat/connectivity.hpp"

namespace pg::nurikabe {
namespace {

class NurikabeEncoding final : public sat::Encoding {
 public:
  NurikabeEncoding(sat::Session& session, const Instance& instance)
      : grid_(instance), ipc_(ipc_rules(instance)),
        wall_(static_cast<std::size_t>(instance.cells())) {
    const int cells = instance.cells();
    for (int& var : wall_) var = session.new_var();
    std::vector<int> numbered;
    for (int cell = 0; cell < cells; ++cell)
      if (instance.givens[static_cast<std::size_t>(cell)] != kNone) numbered.push_back(cell);

    // A cell next to a number can only join that number's island.
    std::vector<int> near(static_cast<std::size_t>(cells), -1);  // the numbered cell it is next to, -2 for two
    for (int cell : numbered) {
      near[static_cast<std::size_t>(cell)] = cell;
      for (int next : grid_.neighbours(cell)) {
        int& mark = near[static_cast<std::size_t>(next)];
        mark = (mark == -1 || mark == cell) ? cell : -2;
      }
    }
    std::vector<std::vector<int>> candidates(static_cast<std::size_t>(cells));  // literals that make a cell white
    for (int cell : numbered) {
      Island island;
      island.cell = cell;
      island.size = instance.givens[static_cast<std::size_t>(cell)];
      island.member.assign(static_cast<std::size_t>(cells), 0);
      // Breadth-first within size-1 steps, through cells only this number may take.
      std::vector<int> depth(static_cast<std::size_t>(cells), -1), queue{cell};
      depth[static_cast<std::size_t>(cell)] = 0;
      for (std::size_t i = 0; i < queue.size(); ++i) {
        int at = queue[i];
        if (depth[static_cast<std::size_t>(at)] + 1 >= island.size) continue;
        for (int next : grid_.neighbours(at)) {
          auto n = static_cast<std::size_t>(next);
          if (depth[n] >= 0 || (near[n] != -1 && near[n] != cell)) continue;
          depth[n] = depth[static_cast<std::size_t>(at)] + 1;
          queue.push_back(next);
        }
      }
      island.selector = session.new_selector();
      std::vector<int> members;
      for (int reached : queue) {
        int var = session.new_var();
        island.member[static_cast<std::size_t>(reached)] = var;
        members.push_back(var);
        candidates[static_cast<std::size_t>(reached)].push_back(var);
        session.add_clause({island.selector, -var});  // no island without its number
      }
      session.add_guarded(island.selector, {island.member[static_cast<std::size_t>(cell)]});
      sat::exactly(session, members, island.size, island.selector);
      clues_.push_back({cell, island.selector});
      islands_.push_back(std::move(island));
    }
    // Every cell: wall, or in exactly one island.
    for (int cell = 0; cell < cells; ++cell) {
      std::vector<int> options = candidates[static_cast<std::size_t>(cell)];
      options.push_back(wall_[static_cast<std::size_t>(cell)]);
      session.add_clause(options);
      sat::at_most(session, options, 1);
    }
    // Islands do not touch: a member's white neighbour is a member too.
    for (const Island& island : islands_) {
      for (int cell = 0; cell < cells; ++cell) {
        int x = island.member[static_cast<std::size_t>(cell)];
        if (x == 0) continue;
        for (int next : grid_.neighbours(cell)) {
          int y = island.member[static_cast<std::size_t>(next)];
          if (y != 0) {
            session.add_clause({-x, wall_[static_cast<std::size_t>(next)], y});
          } else {
            session.add_clause({-x, wall_[static_cast<std::size_t>(next)]});
          }
        }
      }
    }
    if (!ipc_) {
      const int cols = grid_.cols();
      for (int r = 0; r + 1 < grid_.rows(); ++r)
        for (int c = 0; c + 1 < cols; ++c)
          session.add_clause({-wall(r * cols + c), -wall(r * cols + c + 1), -wall((r + 1) * cols + c),
                              -wall((r + 1) * cols + c + 1)});
      long long white = 0;
      for (int cell : numbered) white += instance.givens[static_cast<std::size_t>(cell)];
      add_wall_exits(session, cells - white);
    }
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
    for (const Island& island : islands_)
      for (int cell = 0; cell < grid_.cells(); ++cell)
        if (int x = island.member[static_cast<std::size_t>(cell)]; x != 0)
          names[static_cast<std::size_t>(x)] = "cell " + at(cell) + " is in the island of the " + std::to_string(island.size) + " at " + at(island.cell);
  }

  // Each island connected to its number; under the Nikoli rules, the wall
  // in one piece.
  void complete(sat::Session& session) override {
    for (const Island& island : islands_) sat::connected(session, grid_, {island.member, island.cell});
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
    for (const Island& island : islands_) {
      std::vector<char> in(static_cast<std::size_t>(cells), 0);
      for (int cell = 0; cell < cells; ++cell) {
        int x = island.member[static_cast<std::size_t>(cell)];
        in[static_cast<std::size_t>(cell)] = x != 0 && session.value(x);
      }
      members.push_back(std::move(in));
    }
    for (std::size_t k = 0; k < islands_.size(); ++k) {
      const Island& island = islands_[k];
      const std::vector<char>& in = members[k];
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
      int first = -1;
      for (int cell = 0; cell < cells; ++cell) {
        walls[static_cast<std::size_t>(cell)] = solution[static_cast<std::size_t>(cell)] == kWall;
        if (walls[static_cast<std::size_t>(cell)] && first < 0) first = cell;
      }
      if (first >= 0) {
        std::vector<char> main = flood(walls, first);
        std::vector<char> done = main;
        for (int cell = 0; cell < cells; ++cell) {
          if (!walls[static_cast<std::size_t>(cell)] || done[static_cast<std::size_t>(cell)]) continue;
          std::vector<char> part = flood(walls, cell);
          std::vector<int> boundary;
          for (int p = 0; p < cells; ++p) {
            if (!part[static_cast<std::size_t>(p)]) continue;
            done[static_cast<std::size_t>(p)] = 1;
            for (int next : grid_.neighbours(p))
              if (!part[static_cast<std::size_t>(next)]) boundary.push_back(wall(next));
          }
          std::sort(boundary.begin(), boundary.end());
          boundary.erase(std::unique(boundary.begin(), boundary.end()), boundary.end());
          // A wall cell of this part and a wall cell outside it need a wall
          // cell on the part's boundary.
          for (int p = 0; p < cells; ++p) {
            if (!part[static_cast<std::size_t>(p)]) continue;
            std::vector<int> clause = boundary;
            clause.push_back(-wall(p));
            clause.push_back(-wall(first));
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
    int selector = 0;
    std::vector<int> member;  // per cell: its variable, 0 out of reach
  };

  int wall(int cell) const { return wall_[static_cast<std::size_t>(cell)]; }

  // Lazy cuts alone let the solver wall in one small part after another: on
  // a 15x15 grid with 30 islands, one check took 28,000 models (108 s) whose
  // stray wall part was almost always a single cell, and after that most
  // often three. A wall part of up to three cells in a larger wall must
  // therefore have a wall neighbour: a clause per such part.
  void add_wall_exits(sat::Session& session, long long walls) {
    const int cells = grid_.cells();
    auto exit_clause = [&](std::span<const int> part) {
      std::vector<int> clause;
      for (int p : part) clause.push_back(-wall(p));
      for (int p : part)
        for (int next : grid_.neighbours(p))
          if (std::find(part.begin(), part.end(), next) == part.end() &&
              std::find(clause.begin(), clause.end(), wall(next)) == clause.end())
            clause.push_back(wall(next));
      session.add_clause(clause);
    };
    for (int p = 0; p < cells; ++p) {
      if (walls > 1) exit_clause(std::array{p});
      for (int q : grid_.neighbours(p)) {
        if (q < p) continue;
        if (walls > 2) exit_clause(std::array{p, q});
        // Three cells: a third next to p or q, each set listed once (its
        // cells in increasing order, the pair p-q the first adjacent one).
        for (int end : {p, q})
          for (int r : grid_.neighbours(end)) {
            if (r == p || r == q || walls <= 3) continue;
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

  Grid grid_;
  bool ipc_;
  std::vector<int> wall_;
  std::vector<Island> islands_;
};

}  // namespace

std::unique_ptr<sat::Encoding> encode(sat::Session& session, const Instance& instance) {
  return std::make_unique<NurikabeEncoding>(session, instance);
}

}  // namespace pg::nurikabe

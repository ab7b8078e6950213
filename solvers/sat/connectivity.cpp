#include "solvers/sat/connectivity.hpp"

#include <bit>
#include <map>
#include <utility>

namespace pg::sat {
namespace {

// The literal "a < b" for two numbers of the same bits, most significant
// first: below some bit i, a has 0 and b has 1, and they agree above it.
// `same` holds "agree above bit i" for each i, shared by both directions of a
// pair; made on the first call.
int less(Session& session, const std::vector<int>& a, const std::vector<int>& b, std::vector<int>& same) {
  const std::size_t bits = a.size();
  if (same.empty()) {
    const Session::Topic topic(session, "connectivity: two neighbours' levels agree on their highest bits");
    same.assign(bits, 0);
    for (std::size_t i = 1; i < bits; ++i) {
      same[i] = session.new_var();
      if (i > 1) session.add_clause({-same[i], same[i - 1]});
      session.add_clause({-same[i], -a[i - 1], b[i - 1]});
      session.add_clause({-same[i], a[i - 1], -b[i - 1]});
    }
  }
  const Session::Topic topic(session, "connectivity: a level is below its neighbour's, told at this bit");
  const int below = session.new_var();
  std::vector<int> some{-below};
  for (std::size_t i = 0; i < bits; ++i) {
    const int here = session.new_var();
    if (i > 0) session.add_clause({-here, same[i]});
    session.add_clause({-here, -a[i]});
    session.add_clause({-here, b[i]});
    some.push_back(here);
  }
  session.add_clause(some);
  return below;
}

}  // namespace

void connected(Session& session, const Grid& grid, const Part& part) {
  const int cells = grid.cells();
  auto member = [&](int cell) { return part.member[static_cast<std::size_t>(cell)]; };
  int candidates = 0;
  for (int cell = 0; cell < cells; ++cell) candidates += member(cell) != 0;
  if (candidates <= 1) return;
  const auto bits = static_cast<std::size_t>(std::bit_width(static_cast<unsigned>(candidates - 1)));

  std::vector<std::vector<int>> level(static_cast<std::size_t>(cells));
  {
    const Session::Topic topic(session, "connectivity: a bit of a cell's level in its part's spanning tree");
    for (int cell = 0; cell < cells; ++cell)
      if (member(cell) != 0)
        for (std::size_t i = 0; i < bits; ++i) level[static_cast<std::size_t>(cell)].push_back(session.new_var());
  }

  // Without a fixed root, only the first member may be one: "no member
  // before this cell" runs along the candidates in cell order.
  std::vector<int> root(static_cast<std::size_t>(cells), 0);
  if (part.root < 0) {
    const Session::Topic topic(session, "connectivity: this cell is its part's first member, its root");
    int none_before = 0, previous = -1;
    for (int cell = 0; cell < cells; ++cell) {
      if (member(cell) == 0) continue;
      const int here = session.new_var();
      if (previous >= 0) {
        const int none = session.new_var();
        if (none_before != 0) session.add_clause({-none, none_before});
        session.add_clause({-none, -member(previous)});
        session.add_clause({-here, none});
        none_before = none;
      }
      session.add_clause({-here, member(cell)});
      root[static_cast<std::size_t>(cell)] = here;
      previous = cell;
    }
  }

  std::map<std::pair<int, int>, std::vector<int>> same;  // per pair of neighbours, the lower cell first
  for (int cell = 0; cell < cells; ++cell) {
    if (member(cell) == 0 || cell == part.root) continue;
    std::vector<int> clause{-member(cell)};
    if (root[static_cast<std::size_t>(cell)] != 0) clause.push_back(root[static_cast<std::size_t>(cell)]);
    for (int next : grid.neighbours_in_reading_order(cell)) {
      if (member(next) == 0) continue;
      int parent = 0;
      {
        const Session::Topic topic(session, "connectivity: this neighbour is the cell's parent toward its root");
        parent = session.new_var();
      }
      session.add_clause({-parent, member(next)});
      std::vector<int>& agree = same[{std::min(cell, next), std::max(cell, next)}];
      // "Agree above bit i" says the same of both orders of a pair.
      const int below =
          less(session, level[static_cast<std::size_t>(next)], level[static_cast<std::size_t>(cell)], agree);
      session.add_clause({-parent, below});
      clause.push_back(parent);
    }
    session.add_clause(clause);
  }
}

}  // namespace pg::sat

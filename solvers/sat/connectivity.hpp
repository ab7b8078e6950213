// Connectivity said in full, for a CNF that must state every rule in its
// clauses (Encoding::complete): the cells whose literal holds form one
// orthogonally connected part. The solvers' own searches add connectivity
// lazily instead (Encoding::refine); this is for another solver's use.
//
// Each member other than the root names a neighbour as its parent, a member
// whose level (a binary number) is smaller. Following parents, levels fall,
// so every member leads to the root; and a connected part has such parents
// and levels (a breadth-first tree and its depths). That takes, per pair of
// neighbours, two parent literals and a comparison of log2(cells) bits: far
// fewer clauses than a variable per cell and distance.
#pragma once

#include <vector>

#include "core/grid.hpp"
#include "solvers/sat/session.hpp"

namespace pg::sat {

struct Part {
  // Per cell of the grid: the literal that puts it in the part, 0 for a cell
  // that never is.
  std::vector<int> member;
  // A cell always in the part (a clue's own cell), or -1: the part's first
  // member in cell order is then its root.
  int root = -1;
};

void connected(Session& session, const Grid& grid, const Part& part);

}  // namespace pg::sat

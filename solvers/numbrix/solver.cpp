#include "solvers/numbrix/solver.hpp"

#include "solvers/numbrix/encoding.hpp"
#include "solvers/numbrix/logic.hpp"
#include "solvers/numbrix/rules.hpp"

namespace pg::numbrix {

const Solver& solver() {
  // The carve's questions encoded afresh: once the givens hold, a cell keeps
  // only the numbers they leave it (12x12 expert, four puzzles: 3.1 s in one
  // session, 1.1 s afresh; the same puzzles). A second path after a number
  // is gone mostly goes round near it: 30x30 expert seed 1, 54 of 56 found
  // within 4 cells, 32.9 -> 17.2 s for the same puzzle.
  static const SolverOf<check_rules, deduce, encode> instance("numbrix", Difficulty::hard, sat::Givens::all_hold,
                                                              {.radius = 4});
  return instance;
}

}  // namespace pg::numbrix

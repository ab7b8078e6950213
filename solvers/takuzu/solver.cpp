#include "solvers/takuzu/solver.hpp"

#include "solvers/takuzu/encoding.hpp"
#include "solvers/takuzu/logic.hpp"
#include "solvers/takuzu/rules.hpp"

namespace pg::takuzu {

const Solver& solver() {
  // Every tier is a handful of bit operations per line: all go before SAT.
  // A second solution after a digit is gone is mostly found by a brief
  // search of the whole grid; the rest, on a nearly bare 60x60 grid, hide
  // from the whole grid's search for up to a second and differ within 4
  // cells of the digit (Nearby). Looked for near first, every question paid
  // for the look: 40x40 expert 1.65 -> 1.96 s for four puzzles.
  static const SolverOf<check_rules, deduce, encode> instance("takuzu", Difficulty::hard, sat::Givens::selectable,
                                                              {.radius = 4, .first = false});
  return instance;
}

}  // namespace pg::takuzu

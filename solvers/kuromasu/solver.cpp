#include "solvers/kuromasu/solver.hpp"

#include "solvers/kuromasu/encoding.hpp"
#include "solvers/kuromasu/logic.hpp"
#include "solvers/kuromasu/rules.hpp"

namespace pg::kuromasu {

const Solver& solver() {
  // SAT looks for a second solution before the trial runs: the same
  // puzzles as trial first, and at 30x30 hard 13 s instead of 21 s for four
  // (at 15x15 0.47 s instead of 0.28 s). A number's rays end at the first
  // black cell: a second solution after a number is gone is mostly found
  // within 5 cells of it (30x30 hard: 224 of 236), the whole run 20% faster,
  // expert twice as fast; below expert that look alone goes before the
  // trial. Light Up, whose second solutions SAT finds at once, lost 10% that
  // way.
  static const SolverOf<check_rules, deduce, encode> instance("kuromasu", Difficulty::medium,
                                                              sat::Givens::selectable, {.radius = 5});
  return instance;
}

}  // namespace pg::kuromasu

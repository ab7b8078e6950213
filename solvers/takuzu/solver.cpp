#include "solvers/takuzu/solver.hpp"

#include "solvers/takuzu/encoding.hpp"
#include "solvers/takuzu/logic.hpp"
#include "solvers/takuzu/rules.hpp"

namespace pg::takuzu {

const Solver& solver() {
  // Every tier is a handful of bit operations per line: all go before SAT.
  static const SolverOf<check_rules, deduce, encode> instance("takuzu", Difficulty::hard);
  return instance;
}

}  // namespace pg::takuzu

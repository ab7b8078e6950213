#include "solvers/kuromasu/solver.hpp"

#include "solvers/kuromasu/encoding.hpp"
#include "solvers/kuromasu/logic.hpp"
#include "solvers/kuromasu/rules.hpp"

namespace pg::kuromasu {

const Solver& solver() {
  static const SolverOf<check_rules, deduce, encode> instance("kuromasu", Difficulty::hard);
  return instance;
}

}  // namespace pg::kuromasu

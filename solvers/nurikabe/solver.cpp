#include "solvers/nurikabe/solver.hpp"

#include "solvers/nurikabe/encoding.hpp"
#include "solvers/nurikabe/logic.hpp"
#include "solvers/nurikabe/rules.hpp"

namespace pg::nurikabe {

const Solver& solver() {
  static const SolverOf<check_rules, deduce, encode> instance("nurikabe", Difficulty::hard);
  return instance;
}

}  // namespace pg::nurikabe

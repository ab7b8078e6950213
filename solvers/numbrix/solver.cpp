#include "solvers/numbrix/solver.hpp"

#include "solvers/numbrix/encoding.hpp"
#include "solvers/numbrix/logic.hpp"
#include "solvers/numbrix/rules.hpp"

namespace pg::numbrix {

const Solver& solver() {
  static const SolverOf<check_rules, deduce, encode> instance("numbrix", Difficulty::hard);
  return instance;
}

}  // namespace pg::numbrix

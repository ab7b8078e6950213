#include "solvers/lightup/solver.hpp"

#include "solvers/lightup/encoding.hpp"
#include "solvers/lightup/logic.hpp"
#include "solvers/lightup/rules.hpp"

namespace pg::lightup {

const Solver& solver() {
  // With the hard tier's choices followed by the easy rules only, every tier
  // fails faster than a SAT uniqueness check: generating 40x40 hard puzzles
  // took 0.29-0.50 s each this way, 0.49-0.57 s asking SAT after medium.
  static const SolverOf<check_rules, deduce, encode> instance("lightup", Difficulty::hard);
  return instance;
}

}  // namespace pg::lightup

#include "solvers/lightup/solver.hpp"

#include "solvers/lightup/encoding.hpp"
#include "solvers/lightup/logic.hpp"
#include "solvers/lightup/rules.hpp"

namespace pg::lightup {

const Solver& solver() {
  // The hard tier follows both choices of every pair: on a puzzle it cannot
  // finish, that costs more than asking SAT.
  static const SolverOf<check_rules, deduce, encode> instance("lightup", Difficulty::medium);
  return instance;
}

}  // namespace pg::lightup

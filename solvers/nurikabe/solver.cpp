#include "solvers/nurikabe/solver.hpp"

#include "solvers/nurikabe/encoding.hpp"
#include "solvers/nurikabe/logic.hpp"
#include "solvers/nurikabe/rules.hpp"

namespace pg::nurikabe {

const Solver& solver() {
  // Medium before SAT: the hard tier's trials cost about a hundred times
  // medium's on a 15x15 layout still full of doubt, and SAT's uniqueness
  // check a few milliseconds.
  static const SolverOf<check_rules, deduce, encode, encode_series> instance("nurikabe", Difficulty::medium);
  return instance;
}

}  // namespace pg::nurikabe

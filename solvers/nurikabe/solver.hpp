#pragma once

#include "solvers/solver.hpp"

namespace pg::nurikabe {

const Solver& solver();

}  // namespace pg::nurikabe

#pragma once

#include "solvers/solver.hpp"

namespace pg::kuromasu {

const Solver& solver();

}  // namespace pg::kuromasu

#pragma once

#include "solvers/solver.hpp"

namespace pg::takuzu {

const Solver& solver();

}  // namespace pg::takuzu

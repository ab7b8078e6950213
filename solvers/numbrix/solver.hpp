#pragma once

#include "solvers/solver.hpp"

namespace pg::numbrix {

const Solver& solver();

}  // namespace pg::numbrix

#pragma once

#include "solvers/solver.hpp"

namespace pg::lightup {

const Solver& solver();

}  // namespace pg::lightup

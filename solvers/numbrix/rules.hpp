// Numbrix's rules, checked on a full solution with plain loops. Shares no
// code with the logic solver or the encoding: it is their independent judge.
#pragma once

#include <span>

#include "core/instance.hpp"
#include "solvers/solver.hpp"

namespace pg::numbrix {

// Every cell a number 1..rows*cols; each number once; the givens kept; each
// number but the last orthogonally next to the number after it.
RuleCheck check_rules(const Instance& instance, std::span<const int> solution);

}  // namespace pg::numbrix

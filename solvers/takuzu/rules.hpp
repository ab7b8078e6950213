// Takuzu's rules, checked on a full grid with plain loops. Shares no code with
// the logic solver or the encoding: it is their independent judge.
#pragma once

#include <span>

#include "core/instance.hpp"
#include "solvers/solver.hpp"

namespace pg::takuzu {

// Every cell 0 or 1, givens kept, no three equal in a row or column, counts
// of 0s and 1s differing by at most one per line (equal when even), all rows
// distinct, all columns distinct.
RuleCheck check_rules(const Instance& instance, std::span<const int> solution);

}  // namespace pg::takuzu

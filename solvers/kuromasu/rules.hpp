// Kuromasu's rules, checked on a full solution with plain loops. Shares no
// code with the logic solver or the encoding: it is their independent judge.
#pragma once

#include <span>

#include "core/instance.hpp"
#include "solvers/solver.hpp"

namespace pg::kuromasu {

// Every cell white or black; numbered cells white, '?' ones too; no two black
// cells orthogonally adjacent; all white cells one orthogonally connected
// area; each number equal to the white cells it sees along its row and
// column, itself included, until a black cell or the edge ('?' counts
// nothing).
RuleCheck check_rules(const Instance& instance, std::span<const int> solution);

}  // namespace pg::kuromasu

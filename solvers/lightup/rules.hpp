// Light Up's rules, checked on a full solution with plain loops. Shares no
// code with the logic solver or the encoding: it is their independent judge.
#pragma once

#include <span>

#include "core/instance.hpp"
#include "solvers/solver.hpp"

namespace pg::lightup {

// Bulbs only on white cells; no bulb lit by another; every white cell lit; a
// numbered black cell has exactly that many bulbs orthogonally next to it.
RuleCheck check_rules(const Instance& instance, std::span<const int> solution);

}  // namespace pg::lightup

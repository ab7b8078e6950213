// Nurikabe's rules, checked on a full solution with plain loops. Shares no
// code with the logic solver or the encoding: it is their independent judge.
#pragma once

#include <span>

#include "core/instance.hpp"
#include "solvers/solver.hpp"

namespace pg::nurikabe {

// Both rule sets: every cell island or wall, numbered cells white, every
// island (orthogonally connected white cells) holding exactly one number and
// exactly that many cells; a '?' clue counts as the island's one number, of
// any size. "nikoli" also: all walls orthogonally connected,
// no 2x2 block of wall. A valid solution gets a note on paintability.
RuleCheck check_rules(const Instance& instance, std::span<const int> solution);

// The IPC domain's robot paints an island as one walk from its number that
// never re-enters a painted cell: each island needs a path through all its
// cells starting at its number. Assumes the island rules hold.
RuleCheck check_paintable(const Instance& instance, std::span<const int> solution);

}  // namespace pg::nurikabe

// Cardinality constraints for every encoding: "at most / at least / exactly /
// between k of these literals", by a totalizer. The counting network's own
// clauses hold unconditionally (they only define counter outputs); the bound
// itself can be guarded by a selector so that dropping an assumption drops it.
#pragma once

#include <span>
#include <vector>

#include "solvers/sat/session.hpp"

namespace pg::sat {

// Outputs o[0..cap-1] with o[j] <=> "at least j+1 of lits are true", for
// j + 1 <= min(cap, lits.size()).
std::vector<int> totalizer(Session& session, std::span<const int> lits, int cap);

// guard == 0: the bound always holds.
void at_most(Session& session, std::span<const int> lits, int k, int guard = 0);
void at_least(Session& session, std::span<const int> lits, int k, int guard = 0);
void exactly(Session& session, std::span<const int> lits, int k, int guard = 0);
void between(Session& session, std::span<const int> lits, int lo, int hi, int guard = 0);

}  // namespace pg::sat

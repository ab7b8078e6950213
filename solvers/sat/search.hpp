// The solve loop written once for all puzzles: solve under the clue
// selectors, decode, let the encoding add lazy cuts, solve again, until a
// model breaks no rule the encoding knows of or none is left.
#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "solvers/sat/encoding.hpp"
#include "solvers/sat/session.hpp"

namespace pg::sat {

struct Found {
  Outcome outcome = Outcome::unknown;
  std::vector<int> solution;  // when outcome == sat
  std::int64_t solves = 0;    // solve calls it took, lazy cuts included
};

// Any solution under `assumptions`.
Found search(Session& session, Encoding& encoding, std::span<const int> assumptions, const Budget& budget = {});

// A solution that falsifies at least one of `pinned` (for this call only).
// With the literals of a solution S (Encoding::literals_of), that is a
// solution other than S; with none, there is nothing to falsify: unsat.
Found search_other(Session& session, Encoding& encoding, std::span<const int> assumptions,
                   std::span<const int> pinned, const Budget& budget = {});

// Adds the clause that forbids `solution` from now on.
void block(Session& session, const Encoding& encoding, std::span<const int> solution);

}  // namespace pg::sat

// Takuzu as CNF: one variable per cell (true = 1); no three equal in any
// window of three; balanced counts through the cardinality helper; each given
// behind its selector.
//
// Distinct rows and columns are lazy: a pair of lines gets its "differ
// somewhere" clauses only once a model shows the two equal. Measured against
// encoding every pair up front, verifying 30x30 puzzles takes less than half
// the time (README, "SAT encoding").
#pragma once

#include <memory>

#include "core/instance.hpp"
#include "solvers/sat/encoding.hpp"

namespace pg::takuzu {

std::unique_ptr<sat::Encoding> encode(sat::Session& session, const Instance& instance);

}  // namespace pg::takuzu

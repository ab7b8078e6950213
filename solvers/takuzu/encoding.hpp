// Takuzu as CNF: one variable per cell (true = 1); no three equal in any
// window of three; balanced counts through a totalizer over the majorities
// of a line's blocks of three (encoding.cpp); each given behind its
// selector, and with sat::Givens::all_hold a unit clause too.
//
// Distinct rows and columns are lazy: a pair of lines gets its "differ
// somewhere" clauses only once a model shows the two equal. Measured against
// encoding every pair up front, verifying 30x30 puzzles takes less than half
// the time (docs/takuzu.md, "SAT encoding").
#pragma once

#include <memory>

#include "core/instance.hpp"
#include "solvers/sat/encoding.hpp"

namespace pg::takuzu {

std::unique_ptr<sat::Encoding> encode(sat::Session& session, const Instance& instance,
                                     sat::Givens givens = sat::Givens::selectable);

}  // namespace pg::takuzu

#pragma once

#include "generator/builder.hpp"

namespace pg::takuzu {

// Random full grids: cells in a seeded order take a random digit, the hard
// tier of the logic solver propagates, and a contradiction backtracks.
const Builder& builder();

// How many lines of n cells avoid three in a row and are balanced (capped at
// `cap`): a grid needs at least as many as it has parallel lines.
long long valid_lines(int n, long long cap);

}  // namespace pg::takuzu

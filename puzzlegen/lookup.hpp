// What the API's own files share: the catalogue's puzzle behind a name or an
// instance, and a budget as the solvers take it.
#pragma once

#include <string_view>

#include "core/instance.hpp"
#include "puzzlegen/api.hpp"
#include "puzzles/catalogue.hpp"
#include "solvers/sat/session.hpp"

namespace pg::api {

// UsageError for a name the catalogue does not know, offering the nearest.
const Puzzle& puzzle_named(std::string_view name);
const Puzzle& puzzle_of(const Instance& instance);
// A SAT budget that ends `budget.seconds` from now (none for 0).
sat::Budget sat_budget(Budget budget);

}  // namespace pg::api

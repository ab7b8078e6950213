// The symmetries a builder can give its layout, as Tatham's generators offer
// them: none, a mirror left to right (mirror2), a half turn (rot2), both
// mirrors (mirror4), quarter turns (rot4, square grids only).
#pragma once

#include <span>
#include <string>
#include <vector>

#include "core/grid.hpp"
#include "core/instance.hpp"
#include "generator/builder.hpp"

namespace pg {

// The names, as --symmetry takes them.
const std::vector<std::string>& symmetry_names();

// The cells `cell` goes to under the symmetry, itself included, sorted,
// each once.
std::vector<int> orbit(const Grid& grid, int cell, const std::string& symmetry);

// Every cell in exactly one orbit, each orbit led by its smallest cell, in
// the order of that cell.
std::vector<std::vector<int>> orbits(const Grid& grid, const std::string& symmetry);

// The --symmetry option of a builder whose layout is symmetric, rot2 by
// default; `help` says what the symmetry keeps together.
OptionSpec symmetry_option(std::string help);

// UsageError for a symmetry the request's grid cannot take (quarter turns
// of a rectangle): Builder::check of a builder with symmetry_option().
void check_symmetry(const GenerateRequest& request);

// The clues the carve takes away together (Builder::clue_groups): the
// givens of `full` of each orbit of `symmetry`, orbits without one left out,
// and those holding a cell of `kept` too, so that their clues stay.
std::vector<std::vector<int>> orbit_clues(const Instance& full, const std::string& symmetry,
                                          std::span<const int> kept = {});

}  // namespace pg

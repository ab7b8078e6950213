// The symmetries a builder can give its layout, as Tatham's generators offer
// them: none, a mirror left to right (mirror2), a half turn (rot2), both
// mirrors (mirror4), quarter turns (rot4, square grids only).
#pragma once

#include <string>
#include <vector>

#include "core/grid.hpp"

namespace pg {

// The names, as --symmetry takes them.
const std::vector<std::string>& symmetry_names();

// The cells `cell` goes to under the symmetry, itself included, sorted,
// each once.
std::vector<int> orbit(const Grid& grid, int cell, const std::string& symmetry);

// Every cell in exactly one orbit, each orbit led by its smallest cell, in
// the order of that cell.
std::vector<std::vector<int>> orbits(const Grid& grid, const std::string& symmetry);

}  // namespace pg

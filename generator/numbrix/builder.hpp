#pragma once

#include "generator/builder.hpp"

namespace pg::numbrix {

// A random Hamiltonian path of the grid, made by backbite moves from a
// serpentine and numbered from a random end; every cell given. The carve takes
// the numbers away in symmetric groups (--symmetry), and with --ends keep
// never takes 1 and the last number (nor their partners under the symmetry).
// Nothing needs mending: with every number given the grid is solved.
const Builder& builder();

}  // namespace pg::numbrix

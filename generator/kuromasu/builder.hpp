#pragma once

#include "generator/builder.hpp"

namespace pg::kuromasu {

// Black cells scattered in a seeded order at a chosen density, no two
// orthogonally adjacent and the white area kept in one piece; every white
// cell numbered with what it sees. Clues are carved away in symmetric groups
// (--symmetry), as Tatham's Range removes them in pairs. Doubt is mended by
// turning a cell of the doubtful region black (or white again).
const Builder& builder();

}  // namespace pg::kuromasu

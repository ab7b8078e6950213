#pragma once

#include "generator/builder.hpp"

namespace pg::nurikabe {

// A wall that starts as the whole grid; every 2x2 block of it is broken by a
// new island or by one grown at an end of its path, keeping the wall in one
// piece and islands apart. Islands grown as paths, with the number at an
// end, are paintable by construction. A second solution is mended where it
// differs: a new 1-island, a number moved to its path's other end, a path
// trimmed or grown at its far end.
const Builder& builder();

}  // namespace pg::nurikabe

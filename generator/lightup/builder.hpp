#pragma once

#include "generator/builder.hpp"

namespace pg::lightup {

// Black cells at a chosen density with a chosen symmetry, bulbs placed on
// unlit cells in a seeded order until everything is lit, every black cell
// numbered. A second solution is mended by turning a cell where it has a bulb
// (and the built solution none) black, with its symmetric partners.
const Builder& builder();

}  // namespace pg::lightup

// Kuromasu as CNF. A black variable per cell; no two black cells side by
// side. Per number and direction, "sees at least j cells that way" for j = 1,
// 2, ...: a cell at distance j is seen when it and every cell before it are
// white. Behind the number's selector: its cell is white and the seen
// literals of its four directions add up to the number less one
// (cardinality helper), so that removing a number is dropping an assumption.
//
// Connectivity of the white cells is lazy: a model whose white cells fall
// apart gets the clause that cuts each stray part off, and the solve goes on
// (see refine); small enclosures are ruled out up front.
#pragma once

#include <memory>

#include "core/instance.hpp"
#include "solvers/sat/encoding.hpp"

namespace pg::kuromasu {

std::unique_ptr<sat::Encoding> encode(sat::Session& session, const Instance& instance);

}  // namespace pg::kuromasu

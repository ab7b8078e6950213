// Kuromasu as CNF. A black variable per cell; no two black cells side by
// side. Per number and direction, "sees at least j cells that way" for j = 1,
// 2, ... up to the number: the j nearest cells that way are white. Behind the
// number's selector: its cell is white and the four views add up to the
// number less one (up and down merged into one unary count, then a clause
// for each too-many and too-few split of the sum over it, left and right),
// so that removing a number is dropping an assumption. A '?' clue has its
// selector too, behind which its cell is white, and no count.
//
// Connectivity of the white cells is lazy: a model whose white cells fall
// apart gets, for each part, the clause "not all of its black wall" (see
// refine); a lone white cell walled in is ruled out up front.
#pragma once

#include <memory>

#include "core/instance.hpp"
#include "solvers/sat/encoding.hpp"

namespace pg::kuromasu {

std::unique_ptr<sat::Encoding> encode(sat::Session& session, const Instance& instance);

}  // namespace pg::kuromasu

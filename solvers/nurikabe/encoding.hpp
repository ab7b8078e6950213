// Nurikabe as CNF. A wall variable per cell; for each number k, a membership
// variable per cell within its reach (a walk of fewer than k cells from the
// number that keeps off other numbers and their neighbours). Every cell is
// wall or in exactly one island; an island holds exactly its number of cells
// (cardinality helper) and its numbered cell; a cell of island k next to a
// white cell pulls that cell into k (islands do not touch). Nikoli rules add
// no 2x2 block of wall. Each number's constraints sit behind its selector.
//
// A '?' clue is an island with no size: its reach is every cell a walk from
// it gets to, it is connected by distances up to its reach's size (or cuts),
// and the wall exits, which need the wall larger than the part, are guarded
// by a count of the wall cells instead of the numbers' sum.
//
// An island's clauses hold whatever the other numbers are (behind its
// selector), so a series keeps them from one instance to the next, with the
// wall's clauses and every lazy cut.
//
// Connectivity is lazy: a model whose island k falls apart, or whose wall
// does (nikoli), gets the clause that cuts that part off, and the solve goes
// on (see refine).
#pragma once

#include <memory>

#include "core/instance.hpp"
#include "solvers/sat/encoding.hpp"

namespace pg::nurikabe {

std::unique_ptr<sat::Encoding> encode(sat::Session& session, const Instance& instance);
// One session for instances of `first`'s size and rule set, loaded in turn.
std::unique_ptr<sat::EncodingSeries> encode_series(const Instance& first);

}  // namespace pg::nurikabe

// Kuromasu's PDDL problems for its planning domain (pddl/kuromasu/domain.hpp):
// the "pddl" format, read back from ours or other tools'.
//
// Conventions: cells pos-X-Y (X the column, Y the row, from 0), counts
// n1..nK (n0 and the directions up, down, left and right are the domain's
// constants). A number is named by its cell: (needs pos-X-Y nK) says that the
// number there has K white cells to see besides its own. A '?' clue is a
// NUMBERED cell with no needs and no scans: the domain keeps it white and
// counts nothing for it.
#pragma once

#include "pddl/problem_format.hpp"

namespace pg::kuromasu {

// The format: write() gives one problem, read() takes one problem file;
// companions() the reference plan ("plan"), directory_file() the domain
// ("domain.pddl").
const pddl::ProblemFormat& pddl_format();

}  // namespace pg::kuromasu

// Kuromasu's PDDL problems for its planning domain (pddl/kuromasu/domain.hpp):
// the "pddl" format, read back from ours or other tools'; and the HDDL
// problems of its hierarchical domain, the "hddl" format.
//
// Conventions: cells pos-X-Y (X the column, Y the row, from 0), counts
// n1..nK (n0 and the directions up, down, left and right are the domain's
// constants). A number is named by its cell: (needs pos-X-Y nK) says that the
// number there has K white cells to see besides its own. A '?' clue is a
// NUMBERED cell with no needs and no scans: the domain keeps it white and
// counts nothing for it. In HDDL, (NEEDS pos-X-Y nK) is a fact no action
// changes, and each number has (ROOM pos-X-Y D nJ) for the cells its ray
// towards D may see; a '?' has neither.
#pragma once

#include "pddl/problem_format.hpp"

namespace pg::kuromasu {

// The format: write() gives one problem, read() takes one problem file;
// companions() the reference plan ("plan"), directory_file() the domain
// ("domain.pddl").
const pddl::ProblemFormat& pddl_format();
// The problems of the hierarchical domain (pddl/kuromasu/hddl_domain.hpp), the
// "hddl" format: the same grid, with the facts and the initial task network
// of that domain; companions() a hierarchical reference plan ("plan"),
// directory_file() the domain ("domain.hddl").
const pddl::ProblemFormat& hddl_format();

}  // namespace pg::kuromasu

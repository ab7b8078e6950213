// Numbrix's PDDL problems for its planning domain (pddl/numbrix/domain.hpp):
// the "pddl" format, read back from ours or other tools'.
//
// Conventions: cells pos-X-Y (X the column, Y the row, from 0), numbers
// n2..nN for a grid of N cells (n1 is the domain's constant), chained by
// (NEXT ni nj).
#pragma once

#include "pddl/problem_format.hpp"

namespace pg::numbrix {

// The format: write() gives one problem, read() takes one problem file;
// companions() the reference plan ("plan"), directory_file() the domain
// ("domain.pddl").
const pddl::ProblemFormat& pddl_format();

}  // namespace pg::numbrix

// Numbrix's PDDL problems for its planning domain (pddl/numbrix/domain.hpp):
// the "pddl" format, read back from ours or other tools'; and its HDDL
// problems for the hierarchical domain (pddl/numbrix/hddl_domain.hpp), the
// "hddl" format.
//
// Conventions: cells pos-X-Y (X the column, Y the row, from 0), numbers
// n1..nN for a grid of N cells chained by (NEXT ni nj); in PDDL n1 is the
// domain's constant, in HDDL an object like the others.
#pragma once

#include "pddl/problem_format.hpp"

namespace pg::numbrix {

// The format: write() gives one problem, read() takes one problem file;
// companions() the reference plan ("plan"), directory_file() the domain
// ("domain.pddl").
const pddl::ProblemFormat& pddl_format();
// The problems of the hierarchical domain, the "hddl" format: the same grid
// with the facts and the initial task network of that domain; companions()
// a hierarchical reference plan ("plan"), directory_file() the domain
// ("domain.hddl").
const pddl::ProblemFormat& hddl_format();

}  // namespace pg::numbrix

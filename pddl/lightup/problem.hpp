// Light Up's PDDL problems for the domain of pddl/lightup/domain.hpp: the
// "pddl" format, read back from ours or other tools'.
//
// Conventions: a cell pos-X-Y for every cell, black ones included (X the
// column, Y the row, from 0); counts n1..nK up to the largest number (n0 is
// the domain's constant).
#pragma once

#include "pddl/problem_format.hpp"

namespace pg::lightup {

// The format: write() gives one problem, read() takes one problem file;
// companions() the reference plan ("plan"), directory_file() the domain
// ("domain.pddl").
const pddl::ProblemFormat& pddl_format();
// The problems of the hierarchical domain (pddl/lightup/hddl_domain.hpp), the
// "hddl" format: the same grid with the facts and the initial task network
// of that domain; companions() a hierarchical reference plan ("plan"),
// directory_file() the domain ("domain.hddl").
const pddl::ProblemFormat& hddl_format();

}  // namespace pg::lightup

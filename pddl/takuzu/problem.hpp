// Takuzu's PDDL problems for the domain of pddl/takuzu/domain.hpp: the
// "pddl" format, read back from ours or other tools'; and its HDDL problems
// for the domain of pddl/takuzu/hddl_domain.hpp, the "hddl" format.
//
// Conventions: cells pos-X-Y (X the column, Y the row, from 0), rows row-Y,
// columns col-X, counts n1..nK up to the most digits a line may still take
// (n0 is the domain's constant, as are the digits zero and one).
#pragma once

#include <string>

#include "core/instance.hpp"
#include "pddl/problem_format.hpp"

namespace pg::takuzu {

// The format: write() gives one problem, read() takes one problem file;
// companions() the reference plan ("plan"), directory_file() the domain
// ("domain.pddl"). Givens that break the rules already (three equal in a
// row, more than half a line of one digit) are not written: the domain
// checks each digit as it is written, and a problem starts from givens that
// keep the rules.
const pddl::ProblemFormat& pddl_format();
// The problems of the hierarchical domain, the "hddl" format: the same grid
// with the places of the cells along their lines, and the initial task
// network that fills the empty cells in an order the givens force as far as
// they do, each check right after the fills it reads; companions() a
// hierarchical reference plan ("plan"), directory_file() the domain
// ("domain.hddl"). The same givens are refused as in PDDL.
const pddl::ProblemFormat& hddl_format();

std::string row_name(int row);
std::string column_name(int col);
// "zero" or "one".
std::string digit_name(int digit);
// The most digits of one kind a line of `length` cells takes: half, rounded
// up.
constexpr int capacity(int length) { return (length + 1) / 2; }

}  // namespace pg::takuzu

// Takuzu's PDDL problems for the domain of pddl/takuzu/domain.hpp: the
// "pddl" format, read back from ours or other tools'; and its HDDL problems
// for the domain of pddl/takuzu/hddl_domain.hpp, the "hddl" format.
//
// Conventions: cells pos-X-Y (X the column, Y the row, from 0), rows row-Y,
// columns col-X, counts n1..nK up to the most digits a line may still take
// (n0 is the domain's constant, as are the digits zero and one), and in
// PDDL the steps s0..sN a plan goes through.
#pragma once

#include <string>
#include <vector>

#include "core/instance.hpp"
#include "pddl/problem_format.hpp"

namespace pg::takuzu {

// The format: write() gives one problem, read() takes one problem file;
// companions() the reference plan ("plan"), directory_file() the domain
// ("domain.pddl"). Givens that break the rules already (three equal in a
// row, more than half a line of one digit) are not written: the domain
// checks the digits it writes, not the givens (a run of three givens has no
// check, a given spends no count), and a problem starts from givens that
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

// One of the fixed steps a plan of a PDDL problem goes through, sN for the
// N-th of steps_of().
struct Step {
  enum class Kind {
    write,    // a digit into the empty cells[0]
    run,      // the check of the run of three cells[0..2], in line order
    compare,  // two lines at one place: cells[0] in the earlier line, cells[1] in the later
  };
  Kind kind = Kind::write;
  std::vector<int> cells;
  int after_scan = 0;  // compare: the step after the scan of these two lines
};
// The steps, cell by cell in reading order (the domain's comment says why):
// at each cell, its write when it is empty; the runs of three that end
// there, along its row, then along its column, unless all three are
// givens; at the last cell of a row, the scan of each earlier row against
// it, in order; at a cell of the last row, the scan of each earlier column
// against its column. A scan compares the two lines at each place in order,
// leaving out the places where both cells are givens; lines whose givens
// differ have none, and lines all given and equal keep their last place,
// where no plan gets past them. The givens are the instance's; they keep
// the rules (pddl_format() writes no others).
std::vector<Step> steps_of(const Instance& instance);

}  // namespace pg::takuzu

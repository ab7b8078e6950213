// Nurikabe's PDDL problems for the IPC 2018 domain (pddl/nurikabe/domain.hpp):
// the "pddl" format, read back from ours or other tools'; and the HDDL
// problems of its hierarchical domain, the "hddl" format.
//
// Conventions, as the IPC instances have them: cells pos-X-Y (X the column,
// Y the row, from 0), numbers n1..nK (n0 is the domain's constant), groups
// g0..g(m-1), one per numbered cell in row-major order. In HDDL an island
// has no group: it is named by its numbered cell, which needs its number
// less one more cells from the start, (need pos-X-Y nK). An HDDL problem
// states the instance's rule set by its network: under the Nikoli rules it
// checks the 2x2 blocks (no-pool) and the walls (connect); under the IPC
// rules, the islands alone, it has neither.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "core/instance.hpp"
#include "pddl/problem_format.hpp"

namespace pg::nurikabe {

// The format: write() gives one problem, read() takes one problem file;
// companions() the reference plan ("plan"), directory_file() the domain
// ("domain.pddl").
const pddl::ProblemFormat& pddl_format();
// The problems of the hierarchical domain (pddl/nurikabe/hddl_domain.hpp),
// the "hddl" format: the same grid with the facts and the initial task
// network of that domain; companions() a hierarchical reference plan
// ("plan"), directory_file() the domain ("domain.hddl").
const pddl::ProblemFormat& hddl_format();

// The domains as the refusal of a '?' clue names them.
inline constexpr std::string_view kIpcDomainWords = "the IPC 2018 nurikabe domain";
inline constexpr std::string_view kHtnDomainWords = "the nurikabe-htn domain";
// FormatError naming the first '?' clue: the domains count an island's cells
// down from its number (remaining-cells, need), so they have no way to state
// an island of unknown size. What the problem and its plan check first;
// `domain` names the domain in the message.
void require_sizes(const Instance& instance, std::string_view domain);

// The numbered cells in row-major order: group g is the island of the g-th.
std::vector<int> numbered_cells(const Instance& instance);
std::string group_name(int group);

// An island of a solution: its group (the rank of its number in row-major
// order), its numbered cell, its number and all its cells.
struct Island {
  int group = 0;
  int source = 0;
  int size = 0;
  std::vector<int> cells;
};
// The islands of a solution, one per group, when it keeps the island rules
// (each island holds one number and has that many cells; no numbered cell is
// a wall): what every reference plan builds on. FormatError naming the first
// rule it breaks otherwise.
std::vector<Island> islands_of(const Instance& instance, const std::vector<int>& solution);

}  // namespace pg::nurikabe

// The hierarchical reference plan of a solved Light Up instance, for the
// domain of pddl/lightup/hddl_domain.hpp: each number in the network's order
// takes its solution's bulbs that are not placed yet, then counts its sides;
// each white cell in the network's order is lit already, or lit by the
// first bulb of the solution, in reading order, that reaches it.
#pragma once

#include <string>

#include "core/instance.hpp"

namespace pg::lightup {

// The plan in the text PANDA's verifier reads. FormatError when the instance
// has no solution or the solution breaks the rules.
std::string hierarchical_plan(const Instance& instance);

}  // namespace pg::lightup

// The reference plan of a solved Nurikabe instance: the robot of the IPC
// 2018 domain paints every island of the solution, each in a walk from its
// number that covers it, the islands in an order in which the robot reaches
// each number over unpainted cells. Two searches: the covering walks of each
// island, and the order of the islands.
#pragma once

#include <string>

#include "core/instance.hpp"

namespace pg::nurikabe {

// A sequential plan in Fast Downward's text that paints every island of the
// instance's solution, ending in "; cost = N (unit cost)". FormatError when
// the instance has no solution, the solution breaks the island rules, or no
// plan is found (an island no walk from its number covers, or no order of the
// islands in which the robot reaches each number).
std::string reference_plan(const Instance& instance);

}  // namespace pg::nurikabe

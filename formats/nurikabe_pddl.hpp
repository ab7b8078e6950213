// Nurikabe as a planning task, with the interface of the IPC 2018 Nurikabe
// domain: a robot walks the grid and paints each island in one walk that
// starts at the island's number. Here are that domain's text, the "pddl"
// format (one problem per instance, read back from ours or other tools'), and
// the reference plan that paints a solved instance.
//
// Problem conventions, as the IPC instances have them: cells pos-X-Y (X the
// column, Y the row, from 0), numbers n1..nK (n0 is the domain's constant),
// groups g0..g(m-1), one per numbered cell in row-major order.
#pragma once

#include <string>
#include <string_view>

#include "formats/codec.hpp"
#include "core/instance.hpp"

namespace pg::nurikabe {

// The domain's own name, and the one pddl-generators gives it.
inline constexpr std::string_view kPddlDomain = "nurikabe";
inline constexpr std::string_view kPaintPddlDomain = "paint-nurikabe";

// The domain text, declared as `name` (empty: "nurikabe").
std::string pddl_domain_text(std::string_view name = {});

// The "pddl" format: write() gives one problem, read() takes one problem
// file; companions() the reference plan ("plan"), directory_file() the domain
// ("domain.pddl").
const Format& pddl_format();

// A sequential plan in Fast Downward's text that paints every island of the
// instance's solution, ending in "; cost = N (unit cost)". FormatError when
// the instance has no solution, the solution breaks the island rules, or no
// plan is found (an island no walk from its number covers, or no order of the
// islands in which the robot reaches each number).
std::string reference_plan(const Instance& instance);

}  // namespace pg::nurikabe

// Nurikabe as a planning task, with the interface of the IPC 2018 Nurikabe
// domain: a robot walks the grid and paints each island in one walk that
// starts at the island's number. The domain's text, in two parts around the
// line "(define (domain NAME)" that names it.
#pragma once

#include <string_view>

namespace pg::nurikabe {

// The domain's own name, and the one pddl-generators gives it.
inline constexpr std::string_view kPddlDomain = "nurikabe";
inline constexpr std::string_view kPaintPddlDomain = "paint-nurikabe";

std::string_view pddl_domain_comment();
std::string_view pddl_domain_body();

}  // namespace pg::nurikabe

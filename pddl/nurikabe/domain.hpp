// Nurikabe as a planning task, with the interface of the IPC 2018 Nurikabe
// domain: a robot walks the grid and paints each island in one walk that
// starts at the island's number. The domain's text, in two parts around the
// line "(define (domain NAME)" that names it.
#pragma once

#include <string_view>

#include "pddl/domain_text.hpp"

namespace pg::nurikabe {

// The domain, under its own name.
const pddl::DomainText& pddl_domain();
// The name pddl-generators gives the same domain.
inline constexpr std::string_view kPaintPddlDomain = "paint-nurikabe";

}  // namespace pg::nurikabe

// Nurikabe as a hierarchical planning task (HDDL): each island is grown from
// its number by a walk that claims or walls off every free neighbour, each
// 2x2 block is checked as soon as no island can reach it any more, the rest
// is shaded, and a flood checks that the walls hang together. The domain's
// text, in two parts around the line "(define (domain NAME)" that names it.
#pragma once

#include "pddl/domain_text.hpp"

namespace pg::nurikabe {

// The domain, under its own name.
const pddl::DomainText& hddl_domain();

}  // namespace pg::nurikabe

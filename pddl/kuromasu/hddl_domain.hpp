// Kuromasu as a hierarchical planning task (HDDL): each number shares the
// cells it sees among its four rays and walks them, shading where a ray
// ends; every cell the numbers left open is settled; a flood then checks
// that the white cells hang together. The domain's text, in two parts
// around the line "(define (domain NAME)" that names it.
#pragma once

#include "pddl/domain_text.hpp"

namespace pg::kuromasu {

// The domain, under its own name.
const pddl::DomainText& hddl_domain();

}  // namespace pg::kuromasu

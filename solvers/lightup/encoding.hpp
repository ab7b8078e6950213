// Light Up as CNF: a bulb variable per white cell; every white cell lit by a
// bulb in its row or column segment; at most one bulb per segment (a bulb
// lights its whole segment, so two would light each other); each number an
// exact count of the bulbs next to it, through the cardinality helper and
// behind its selector, so that removing a number is dropping an assumption.
#pragma once

#include <memory>

#include "core/instance.hpp"
#include "solvers/sat/encoding.hpp"

namespace pg::lightup {

std::unique_ptr<sat::Encoding> encode(sat::Session& session, const Instance& instance);

}  // namespace pg::lightup

// Takuzu as CNF: one variable per cell (true = 1); no three equal in any
// window of three; balanced counts through the cardinality helper; rows and
// columns pairwise distinct; each given behind its selector.
#pragma once

#include <memory>

#include "formats/instance.hpp"
#include "solvers/sat/encoding.hpp"

namespace pg::takuzu {

std::unique_ptr<sat::Encoding> encode(sat::Session& session, const Instance& instance);

}  // namespace pg::takuzu

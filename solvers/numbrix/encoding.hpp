// Numbrix as CNF: each cell's number in order encoding ("at least k", over
// the numbers the cell may hold) and each cell's successor among its
// neighbours, the number rising by one along it. Behind each given's
// selector: its number, and the cells near it kept from the numbers too close
// to it in value; with sat::Givens::all_hold those bounds shrink the cells'
// numbers up front. See encoding.cpp for why this encoding and not a variable
// per cell and number.
#pragma once

#include <memory>

#include "core/instance.hpp"
#include "solvers/sat/encoding.hpp"

namespace pg::numbrix {

std::unique_ptr<sat::Encoding> encode(sat::Session& session, const Instance& instance,
                                      sat::Givens givens = sat::Givens::selectable);

}  // namespace pg::numbrix

// What the recipe and the manifest read alike: whole numbers in a line's
// fields, refused at their place.
#pragma once

#include <cstdint>
#include <string_view>

#include "core/text.hpp"

namespace pg::batch {

// The whole number `token` holds, from `lo` to `hi`; InputError at its place
// otherwise, naming `what` ("a count").
std::uint64_t whole_number(const Token& token, int line, std::uint64_t lo, std::uint64_t hi, std::string_view what);

}  // namespace pg::batch

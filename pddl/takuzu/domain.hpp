// Takuzu as a planning task: digits are written into the empty cells one at
// a time, never three equal in a row and never more than half a line of one
// digit, and the goal asks for every two rows and every two columns to
// differ. The domain's text, in two parts around the line
// "(define (domain NAME)" that names it.
#pragma once

#include <string_view>

namespace pg::takuzu {

inline constexpr std::string_view kPddlDomain = "takuzu";

std::string_view pddl_domain_comment();
std::string_view pddl_domain_body();

}  // namespace pg::takuzu

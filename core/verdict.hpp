// The verifier's answer to "how many solutions": up to two, or unknown when
// the time ran out first.
#pragma once

#include <string_view>

namespace pg {

enum class Verdict { unique, multiple, none, unknown };
// "unique", "multiple", "none", "unknown".
std::string_view to_string(Verdict verdict);

}  // namespace pg

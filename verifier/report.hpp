// How a verification report reads: text for people (first line: the
// verdict alone) and JSON for programs.
#pragma once

#include <string>

#include "formats/codec.hpp"
#include "verifier/verify.hpp"

namespace pg {

// "unique\n"; "none\n"; "unknown\n"; or "multiple\n" followed by the two
// solutions in the judge's output text and the cells where they differ.
std::string report_text(const Report& report, const Instance& instance, const Codec& codec);
Json report_json(const Report& report, const Instance& instance, const Codec& codec);

}  // namespace pg

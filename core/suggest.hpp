// "Did you mean ...?": the known names nearest a mistyped one, and the
// message that offers them. Every refusal of an unknown name (command,
// puzzle, option, format, rule set, tier, option value) asks the same two
// functions, so that all of them judge nearness alike.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace pg {

// The optimal string alignment distance between `a` and `b`, ignoring ASCII
// case: the insertions, deletions, substitutions and swaps of two adjacent
// characters that turn one into the other, no part edited twice. A swap
// counts one ("hadr" is 1 from "hard"), as it is the most common slip.
std::size_t edit_distance(std::string_view a, std::string_view b);

// The names of `names` that `typed` most likely meant, in the order given;
// empty when none is near. Near is within max(1, length of `typed` / 3)
// edits, and not every character edited; all names at the smallest such
// distance are returned (ties are for the user to settle). When none is that
// near, a name that `typed` is the beginning of, provided it is the only one.
std::vector<std::string> nearest_names(std::string_view typed, const std::vector<std::string>& names);

// The message refusing a name: "MESSAGE; did you mean 'a'? (REST)" when
// `nearest` holds names ("'a' or 'b'", "'a', 'b' or 'c'" for several), and
// MESSAGE + SEPARATOR + REST as it was said without them. An empty REST is
// left out.
std::string with_suggestion(std::string_view message, const std::vector<std::string>& nearest,
                            std::string_view rest = {}, std::string_view separator = "; ");

}  // namespace pg

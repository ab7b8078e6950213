#include "core/suggest.hpp"

#include <algorithm>
#include <limits>

#include "core/text.hpp"

namespace pg {
namespace {

char folded(char c) { return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c; }

bool begins_with(std::string_view name, std::string_view typed) {
  return typed.size() <= name.size() &&
         std::equal(typed.begin(), typed.end(), name.begin(), [](char a, char b) { return folded(a) == folded(b); });
}

}  // namespace

std::size_t edit_distance(std::string_view a, std::string_view b) {
  // Three rows of the dynamic programme: a swap looks two rows back.
  std::vector<std::size_t> before(b.size() + 1), previous(b.size() + 1), current(b.size() + 1);
  for (std::size_t j = 0; j <= b.size(); ++j) previous[j] = j;
  for (std::size_t i = 1; i <= a.size(); ++i) {
    current[0] = i;
    for (std::size_t j = 1; j <= b.size(); ++j) {
      const bool same = folded(a[i - 1]) == folded(b[j - 1]);
      current[j] = std::min({previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (same ? 0 : 1)});
      if (i > 1 && j > 1 && folded(a[i - 1]) == folded(b[j - 2]) && folded(a[i - 2]) == folded(b[j - 1]))
        current[j] = std::min(current[j], before[j - 2] + 1);
    }
    std::swap(before, previous);
    std::swap(previous, current);
  }
  return previous[b.size()];
}

std::vector<std::string> nearest_names(std::string_view typed, const std::vector<std::string>& names) {
  // A third of the length: one slip in a short name, more in a long one,
  // never so many that any name of that length would do.
  const std::size_t allowed = std::max<std::size_t>(1, typed.size() / 3);
  std::size_t best = std::numeric_limits<std::size_t>::max();
  std::vector<std::string> nearest;
  for (const std::string& name : names) {
    const std::size_t distance = edit_distance(typed, name);
    // A name rewritten whole ("x" for "s") is no slip of it.
    if (distance > allowed || distance >= std::max(typed.size(), name.size())) continue;
    if (distance < best) {
      best = distance;
      nearest.clear();
    }
    if (distance == best && std::find(nearest.begin(), nearest.end(), name) == nearest.end()) nearest.push_back(name);
  }
  if (!nearest.empty() || typed.empty()) return nearest;
  // A name cut short ("nuri"): only when it can mean one name.
  for (const std::string& name : names)
    if (begins_with(name, typed) && std::find(nearest.begin(), nearest.end(), name) == nearest.end())
      nearest.push_back(name);
  if (nearest.size() > 1) nearest.clear();
  return nearest;
}

std::string with_suggestion(std::string_view message, const std::vector<std::string>& nearest, std::string_view rest,
                            std::string_view separator) {
  std::string text(message);
  if (nearest.empty()) return rest.empty() ? text : text + std::string(separator) + std::string(rest);
  text += "; did you mean ";
  for (std::size_t i = 0; i < nearest.size(); ++i)
    text += (i == 0 ? "" : i + 1 == nearest.size() ? " or " : ", ") + in_quotes(nearest[i]);
  text += "?";
  return rest.empty() ? text : text + " (" + std::string(rest) + ")";
}

}  // namespace pg

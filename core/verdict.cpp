#include "core/verdict.hpp"

namespace pg {

std::string_view to_string(Verdict verdict) {
  switch (verdict) {
    case Verdict::unique: return "unique";
    case Verdict::multiple: return "multiple";
    case Verdict::none: return "none";
    case Verdict::unknown: return "unknown";
  }
  return "?";
}

}  // namespace pg

#include "core/errors.hpp"

namespace pg {

std::string InputError::located() const {
  if (line_ <= 0) return what();
  std::string out = std::to_string(line_);
  if (column_ > 0) out.append(":").append(std::to_string(column_));
  out.append(": ").append(what());
  return out;
}

}  // namespace pg

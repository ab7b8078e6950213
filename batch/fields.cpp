#include "batch/fields.hpp"

#include <charconv>
#include <string>

#include "core/errors.hpp"

namespace pg::batch {

std::uint64_t whole_number(const Token& token, int line, std::uint64_t lo, std::uint64_t hi, std::string_view what) {
  std::uint64_t value = 0;
  const char* first = token.text.data();
  const char* last = first + token.text.size();
  auto [end, error] = std::from_chars(first, last, value);
  if (token.text.empty() || end != last || !all_digits(token.text))
    throw InputError("expected " + std::string(what) + ", found " + describe_token(token.text), line, token.column);
  if (error == std::errc::result_out_of_range || value < lo || value > hi)
    throw InputError(std::string(what) + " must be from " + std::to_string(lo) + " to " + std::to_string(hi) +
                         ", found " + describe_token(token.text),
                     line, token.column);
  return value;
}

}  // namespace pg::batch

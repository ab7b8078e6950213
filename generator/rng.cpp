#include "generator/rng.hpp"

#include "core/splitmix.hpp"

namespace pg {

std::uint64_t job_seed(std::uint64_t seed, std::string_view job) {
  std::uint64_t hash = 0xcbf29ce484222325ULL;  // FNV-1a
  for (char c : job) {
    hash ^= static_cast<unsigned char>(c);
    hash *= 0x100000001b3ULL;
  }
  return splitmix64(seed ^ splitmix64(hash));
}

}  // namespace pg

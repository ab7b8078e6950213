// SplitMix64's finaliser: a 64-bit value mixed so that nearby inputs give
// unrelated outputs. Seeds are derived with it (a job's, a recipe entry's),
// so that they depend on nothing but their inputs.
#pragma once

#include <cstdint>

namespace pg {

constexpr std::uint64_t splitmix64(std::uint64_t x) {
  x += 0x9e3779b97f4a7c15ULL;
  x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
  x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
  return x ^ (x >> 31);
}

}  // namespace pg

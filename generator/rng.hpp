// Seeded randomness. Only pcg's own bounded draw is used, never <random>'s
// distributions, whose output differs between standard libraries: the same
// seed gives the same bytes everywhere.
#pragma once

#include <cstdint>
#include <span>
#include <string_view>
#include <utility>
#include <vector>

#include <pcg_random.hpp>

namespace pg {

class Rng {
 public:
  // Each (seed, stream) pair is an independent sequence; a corpus gives each
  // instance index its own stream.
  Rng(std::uint64_t seed, std::uint64_t stream) : engine_(seed, stream) {}

  std::uint32_t below(std::uint32_t bound) { return engine_(bound); }  // uniform in [0, bound)
  bool coin() { return below(2) == 1; }

  template <class T>
  void shuffle(std::span<T> items) {
    for (std::size_t i = items.size(); i > 1; --i) {
      std::size_t j = below(static_cast<std::uint32_t>(i));
      std::swap(items[i - 1], items[j]);
    }
  }
  template <class T>
  void shuffle(std::vector<T>& items) {
    shuffle(std::span<T>(items));
  }

 private:
  pcg32 engine_;
};

// The user's seed mixed with what the job is (puzzle, size, difficulty,
// options), so that jobs differing only in difficulty are unrelated.
std::uint64_t job_seed(std::uint64_t seed, std::string_view job);

}  // namespace pg

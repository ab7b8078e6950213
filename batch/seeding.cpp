#include "batch/seeding.hpp"

#include "core/splitmix.hpp"

namespace pg::batch {

std::uint64_t entry_seed(std::uint64_t recipe_seed, std::uint64_t number) {
  return splitmix64(splitmix64(recipe_seed) ^ number) >> 32;
}

}  // namespace pg::batch

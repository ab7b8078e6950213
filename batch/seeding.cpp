#include "batch/seeding.hpp"

namespace pg::batch {
namespace {

std::uint64_t splitmix64(std::uint64_t x) {
  x += 0x9e3779b97f4a7c15ULL;
  x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
  x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
  return x ^ (x >> 31);
}

}  // namespace

std::uint64_t entry_seed(std::uint64_t recipe_seed, std::uint64_t number) {
  return splitmix64(splitmix64(recipe_seed) ^ number) >> 32;
}

}  // namespace pg::batch

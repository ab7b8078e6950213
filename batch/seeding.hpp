// Every instance of a corpus is a pure function of (recipe seed, entry, size,
// difficulty, index): the seed of an entry comes from the recipe alone, so no
// run, shard or machine changes it.
#pragma once

#include <cstdint>

namespace pg::batch {

// The generate seed of entry `number` (from 1): the high 32 bits of
// splitmix64(splitmix64(recipe seed) xor number). 32 bits keep file names
// short; two entries that would share a seed and a job would share file
// names too, which the plan refuses.
std::uint64_t entry_seed(std::uint64_t recipe_seed, std::uint64_t number);

}  // namespace pg::batch

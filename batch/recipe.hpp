// A recipe: a 'seed N' line and entries, one per line, each a puzzle with
// its sizes, tiers, count, formats and generator options (docs/corpora.md).
// Read whole and checked before any work, so that a recipe never fails
// half-way; every refusal is placed at its line and column.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "puzzlegen/api.hpp"

namespace pg::batch {

// The most instances one entry asks for of each size and tier.
inline constexpr std::uint64_t kMaxCount = 1000000;

struct Entry {
  int number = 0;  // from 1, in the recipe's order
  int line = 0;
  std::string puzzle;
  std::uint64_t seed = 0;
  std::vector<api::Generation> generations;  // one per size and difficulty, sizes outer
  std::vector<std::string> formats;          // their names, the default first when none is given
  std::vector<std::string> extensions;       // of each format's files
  std::uint64_t count = 1;
  std::string dir;  // a subdirectory of the output, or empty
  api::WriteOptions write;
  int width = 4;  // digits of the index in file names
};

struct Recipe {
  std::uint64_t seed = 0;
  std::vector<Entry> entries;
};

// InputError at the line and column of what is wrong. `on_attempt` is told
// as each attempt of each generation starts (any thread).
Recipe parse_recipe(std::string_view text, const std::function<void()>& on_attempt = {});
// The recipe in the file `path`: NoInputError when it cannot be read,
// LocatedInputError "PATH:LINE:COL: ..." when it is wrong.
Recipe load_recipe(const std::string& path, const std::function<void()>& on_attempt = {});

}  // namespace pg::batch

// What a puzzle contributes to the generator: a random solved grid with every
// clue given, and which clues the carve loop may take away.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "formats/codec.hpp"
#include "formats/instance.hpp"
#include "generator/rng.hpp"

namespace pg {

struct GenerateRequest {
  std::string puzzle;
  int rows = 0;
  int cols = 0;
  Difficulty difficulty = Difficulty::medium;
  std::uint64_t seed = 1;
  Json options = Json::object();  // puzzle-specific generator options
};

class Builder {
 public:
  virtual ~Builder() = default;
  virtual SizeLimits limits() const = 0;  // sizes the generator makes
  // A random solved grid of the requested size with every clue given.
  virtual Instance build(Rng& rng, const GenerateRequest& request) const = 0;
  // The cells whose clue the carve loop may remove (default: every given).
  virtual std::vector<int> removable_clues(const Instance& instance) const;
  // Takes one clue away (default: the given becomes kNone).
  virtual void remove_clue(Instance& instance, int cell) const;
};

}  // namespace pg

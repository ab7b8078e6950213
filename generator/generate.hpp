// One puzzle of a requested kind: build, carve, check the tier, confirm
// uniqueness by SAT; retry, within a budget of attempts and time, when the
// tier is not reached.
#pragma once

#include <chrono>
#include <cstdint>
#include <functional>
#include <optional>
#include <stdexcept>
#include <string>

#include "core/errors.hpp"
#include "core/instance.hpp"
#include "generator/job.hpp"

namespace pg {


struct GenerateSettings {
  // The work one puzzle may take before the generator gives up: solved grids
  // tried, and seconds (none: no limit; checked between attempts, so that an
  // attempt under way is never lost, and so never changing what is made,
  // only whether it is made).
  std::int64_t attempts = 10000;
  std::optional<std::chrono::steady_clock::duration> time_limit = std::chrono::seconds(60);
  int repairs = 50;                      // mends of one grid, plus one per 40 cells
  std::int64_t carve_conflicts = 20000;  // per SAT call while carving (deterministic)
  std::int64_t witness_rounds = 300;     // solves (lazy cuts) in search of a second solution to mend
  // Told of each attempt as it starts (from the generating thread): a sign
  // of life for whoever watches.
  std::function<void()> on_attempt;
};

// Instance `index` of the job; a pure function of (job, index, version).
Instance generate(const Job& job, std::uint64_t index, const GenerateSettings& settings = {});

}  // namespace pg

// One puzzle of a requested kind: build, carve, check the tier, confirm
// uniqueness by SAT; retry (bounded) when the tier is not reached.
#pragma once

#include <cstdint>
#include <stdexcept>
#include <string>

#include "core/instance.hpp"
#include "generator/job.hpp"

namespace pg {

// No puzzle of the requested tier came out of the bounded retries.
class GenerateError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

struct GenerateSettings {
  int attempts = 100;                    // solved grids tried before giving up
  int repairs = 50;                      // mends of one grid, plus one per 40 cells
  std::int64_t carve_conflicts = 20000;  // per SAT call while carving (deterministic)
  std::int64_t witness_rounds = 300;     // solves (lazy cuts) in search of a second solution to mend
};

// Instance `index` of the job; a pure function of (job, index, version).
Instance generate(const Job& job, std::uint64_t index, const GenerateSettings& settings = {});

}  // namespace pg

// The corpus runner: many instances of one job on several threads, handed
// over in index order. Each index has its own random stream, so the bytes do
// not depend on the thread count or on which thread made which instance.
#pragma once

#include <cstdint>
#include <functional>

#include "generator/generate.hpp"

namespace pg {

// Instances first .. first+count-1; `sink` runs on the calling thread, in
// index order. The first error (from a worker or from `sink`) stops the run
// and is rethrown once the workers have stopped.
void run_corpus(const Job& job, std::uint64_t first, std::uint64_t count,
                int threads, const std::function<void(Instance&&)>& sink, const GenerateSettings& settings = {});

}  // namespace pg

#include "generator/corpus.hpp"

#include "core/parallel.hpp"

namespace pg {

void run_corpus(const Job& job, std::uint64_t first, std::uint64_t count, int threads,
                const std::function<void(Instance&&)>& sink, const GenerateSettings& settings) {
  in_order(
      count, threads, [&](std::uint64_t i) { return generate(job, first + i, settings); },
      [&](std::uint64_t, Instance&& instance) { sink(std::move(instance)); });
}

}  // namespace pg

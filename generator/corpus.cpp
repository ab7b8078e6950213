#include "generator/corpus.hpp"

#include <algorithm>
#include <condition_variable>
#include <exception>
#include <map>
#include <mutex>
#include <optional>
#include <thread>
#include <vector>

namespace pg {
namespace {

struct Result {
  std::optional<Instance> instance;
  std::exception_ptr error;
};

}  // namespace

void run_corpus(const Job& job, std::uint64_t first, std::uint64_t count,
                int threads, const std::function<void(Instance&&)>& sink, const GenerateSettings& settings) {
  if (threads <= 1 || count <= 1) {
    for (std::uint64_t i = 0; i < count; ++i) sink(generate(job, first + i, settings));
    return;
  }
  // Workers run at most `window` instances ahead of the one to hand over, so
  // a slow instance cannot make the finished ones pile up without bound.
  const std::uint64_t window = static_cast<std::uint64_t>(std::max(8, 4 * threads));
  std::mutex mutex;
  std::condition_variable changed;
  std::map<std::uint64_t, Result> done;
  std::uint64_t next_to_take = 0, next_to_emit = 0;
  bool stop = false;

  auto work = [&] {
    for (;;) {
      std::uint64_t i;
      {
        std::unique_lock lock(mutex);
        changed.wait(lock, [&] { return stop || next_to_take >= count || next_to_take < next_to_emit + window; });
        if (stop || next_to_take >= count) return;
        i = next_to_take++;
      }
      Result result;
      try {
        result.instance = generate(job, first + i, settings);
      } catch (...) {
        result.error = std::current_exception();
      }
      {
        std::lock_guard lock(mutex);
        done.emplace(i, std::move(result));
      }
      changed.notify_all();
    }
  };

  std::vector<std::jthread> workers;
  auto halt = [&] {
    {
      std::lock_guard lock(mutex);
      stop = true;
    }
    changed.notify_all();
    workers.clear();  // joins
  };
  try {
    for (int t = 0; t < threads; ++t) workers.emplace_back(work);
    for (std::uint64_t i = 0; i < count; ++i) {
      Result result;
      {
        std::unique_lock lock(mutex);
        changed.wait(lock, [&] { return done.count(i) > 0; });
        result = std::move(done.at(i));
        done.erase(i);
        ++next_to_emit;
      }
      changed.notify_all();
      if (result.error) std::rethrow_exception(result.error);
      sink(std::move(*result.instance));
    }
  } catch (...) {
    halt();
    throw;
  }
  halt();
}

}  // namespace pg

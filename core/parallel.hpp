// Work on several threads, results in order: item i's result reaches the
// sink on the calling thread after item i-1's, whatever thread made it and
// when, so that output does not depend on the thread count.
#pragma once

#include <algorithm>
#include <condition_variable>
#include <cstdint>
#include <exception>
#include <map>
#include <mutex>
#include <optional>
#include <thread>
#include <vector>

#include "core/temporary.hpp"

namespace pg {

// Calls work(i) for i in [0, count) on `threads` threads and sink(i, result)
// on the calling thread in order of i. Workers run at most a window of items
// ahead of the sink, so that a slow item cannot make finished ones pile up
// without bound. The first exception, from a worker or from the sink, stops
// the run and is rethrown once the workers have stopped.
template <class Work, class Sink>
void in_order(std::uint64_t count, int threads, Work&& work, Sink&& sink) {
  using Result = decltype(work(std::uint64_t{0}));
  if (threads <= 1 || count <= 1) {
    for (std::uint64_t i = 0; i < count; ++i) sink(i, work(i));
    return;
  }
  struct Done {
    std::optional<Result> result;
    std::exception_ptr error;
  };
  const std::uint64_t window = static_cast<std::uint64_t>(std::max(8, 4 * threads));
  std::mutex mutex;
  std::condition_variable changed;
  std::map<std::uint64_t, Done> done;
  std::uint64_t next_to_take = 0, next_to_emit = 0;
  bool stop = false;

  auto worker = [&] {
    for (;;) {
      std::uint64_t i;
      {
        std::unique_lock lock(mutex);
        changed.wait(lock, [&] { return stop || next_to_take >= count || next_to_take < next_to_emit + window; });
        if (stop || next_to_take >= count) return;
        i = next_to_take++;
      }
      Done item;
      try {
        item.result.emplace(work(i));
      } catch (...) {
        item.error = std::current_exception();
      }
      {
        std::lock_guard lock(mutex);
        done.emplace(i, std::move(item));
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
    {
      const SignalsHeld held;  // inherited by the workers
      for (int t = 0; t < threads; ++t) workers.emplace_back(worker);
    }
    for (std::uint64_t i = 0; i < count; ++i) {
      Done item;
      {
        std::unique_lock lock(mutex);
        changed.wait(lock, [&] { return done.count(i) > 0; });
        item = std::move(done.at(i));
        done.erase(i);
        ++next_to_emit;
      }
      changed.notify_all();
      if (item.error) std::rethrow_exception(item.error);
      sink(i, std::move(*item.result));
    }
  } catch (...) {
    halt();
    throw;
  }
  halt();
}

}  // namespace pg

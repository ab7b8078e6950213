// Work on several threads, results in order: item i's result reaches the
// sink on the calling thread after item i-1's, whatever thread made it and
// when, so that output does not depend on the thread count.
#pragma once

#include <algorithm>
#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <exception>
#include <functional>
#include <map>
#include <mutex>
#include <optional>
#include <thread>
#include <vector>

#include "core/temporary.hpp"

namespace pg {

// Items [0, count) worked on `threads` threads, their results taken in order
// of i, one at a time, by whoever asks (the thread that made the run, or
// another). Workers run at most a window of items ahead of the taker, so that
// a slow item cannot make finished ones pile up without bound. The first
// exception from a worker is thrown by the take that reaches its item; a run
// stopped, or destroyed, lets each worker finish the item in hand and joins
// them.
template <class Result>
class Ordered {
 public:
  template <class Work>
  Ordered(std::uint64_t count, int threads, Work&& work)
      : count_(count), window_(static_cast<std::uint64_t>(std::max(8, 4 * threads))), work_(std::forward<Work>(work)) {
    const SignalsHeld held;  // inherited by the workers
    for (int t = 0; t < std::max(1, threads); ++t) workers_.emplace_back([this] { serve(); });
  }
  ~Ordered() { stop(); }
  Ordered(const Ordered&) = delete;
  Ordered& operator=(const Ordered&) = delete;

  // The next result; nullopt after the last, or once stopped.
  std::optional<Result> next() {
    std::optional<Result> result;
    while (!take(std::chrono::hours(1), result)) {
    }
    return result;
  }
  // The same, waiting at most `patience`: false when that ran out first
  // (`result` then untouched).
  template <class Rep, class Period>
  bool take(std::chrono::duration<Rep, Period> patience, std::optional<Result>& result) {
    Done item;
    {
      std::unique_lock lock(mutex_);
      if (!changed_.wait_for(lock, patience, [&] { return stop_ || next_to_emit_ >= count_ || done_.count(next_to_emit_) > 0; }))
        return false;
      if (stop_ || next_to_emit_ >= count_) {
        result.reset();
        return true;
      }
      auto found = done_.find(next_to_emit_);
      item = std::move(found->second);
      done_.erase(found);
      ++next_to_emit_;
    }
    changed_.notify_all();
    if (item.error) {
      stop();
      std::rethrow_exception(item.error);
    }
    result = std::move(item.result);
    return true;
  }
  // No more items taken; the workers finish the one in hand and are joined.
  // Any thread may stop a run, once or more, a take waiting meanwhile coming
  // back with nothing.
  void stop() {
    {
      std::lock_guard lock(mutex_);
      stop_ = true;
    }
    changed_.notify_all();
    std::lock_guard joining(joining_);
    workers_.clear();  // joins
  }

 private:
  struct Done {
    std::optional<Result> result;
    std::exception_ptr error;
  };

  void serve() {
    for (;;) {
      std::uint64_t i;
      {
        std::unique_lock lock(mutex_);
        changed_.wait(lock, [&] { return stop_ || next_to_take_ >= count_ || next_to_take_ < next_to_emit_ + window_; });
        if (stop_ || next_to_take_ >= count_) return;
        i = next_to_take_++;
      }
      Done item;
      try {
        item.result.emplace(work_(i));
      } catch (...) {
        item.error = std::current_exception();
      }
      {
        std::lock_guard lock(mutex_);
        done_.emplace(i, std::move(item));
      }
      changed_.notify_all();
    }
  }

  const std::uint64_t count_;
  const std::uint64_t window_;
  std::function<Result(std::uint64_t)> work_;
  std::mutex mutex_;
  std::condition_variable changed_;
  std::map<std::uint64_t, Done> done_;
  std::uint64_t next_to_take_ = 0, next_to_emit_ = 0;
  bool stop_ = false;
  std::mutex joining_;  // one thread joins the workers; another that stops waits for it
  std::vector<std::jthread> workers_;
};

// Calls work(i) for i in [0, count) on `threads` threads and sink(i, result)
// on the calling thread in order of i (on that thread alone for one thread or
// one item). The first exception, from a worker or from the sink, stops the
// run and is rethrown once the workers have stopped.
template <class Work, class Sink>
void in_order(std::uint64_t count, int threads, Work&& work, Sink&& sink) {
  using Result = decltype(work(std::uint64_t{0}));
  if (threads <= 1 || count <= 1) {
    for (std::uint64_t i = 0; i < count; ++i) sink(i, work(i));
    return;
  }
  Ordered<Result> run(count, threads, std::forward<Work>(work));
  for (std::uint64_t i = 0; i < count; ++i) sink(i, std::move(*run.next()));
}

}  // namespace pg

// A sign of life on long work: one line on standard error, redrawn in place
// while the work goes on (done/total, rate, time left, attempts so far), and
// a one-line summary at the end. Shown when standard error is a terminal,
// or when asked for; never mixed into standard output.
#pragma once

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <mutex>
#include <string>
#include <thread>

namespace pg::cli {

// --progress / --quiet / neither (a terminal decides).
enum class ProgressMode { automatic, always, never };

class Progress {
 public:
  // `noun` names what is made: "puzzles".
  Progress(std::string noun, std::uint64_t total, ProgressMode mode);
  ~Progress();
  Progress(const Progress&) = delete;
  Progress& operator=(const Progress&) = delete;

  bool shown() const { return shown_; }
  // One more made (any thread).
  void done();
  // One more attempt under way (any thread): the life sign of a slow item.
  void attempt() { attempts_.fetch_add(1, std::memory_order_relaxed); }
  // Erases the line and, unless the caller says its own, prints the summary.
  void finish(bool summary = true);

 private:
  void draw(bool final);
  void erase();

  std::string noun_;
  std::uint64_t total_;
  bool shown_;
  bool terminal_;  // redrawn in place; otherwise a line now and then, for a log
  std::chrono::steady_clock::time_point start_;
  std::atomic<std::uint64_t> done_{0};
  std::atomic<std::uint64_t> attempts_{0};
  std::mutex mutex_;
  std::condition_variable wake_;
  bool stop_ = false;
  bool finished_ = false;
  std::jthread ticker_;
};

}  // namespace pg::cli

#include "cli/progress.hpp"

#include <unistd.h>

#include <cstdio>

#include "core/temporary.hpp"

namespace pg::cli {
namespace {

std::string duration(double seconds) {
  char text[32];
  if (seconds < 60) {
    std::snprintf(text, sizeof text, "%.1f s", seconds);
  } else if (seconds < 3600) {
    std::snprintf(text, sizeof text, "%d min %02d s", static_cast<int>(seconds) / 60, static_cast<int>(seconds) % 60);
  } else {
    std::snprintf(text, sizeof text, "%d h %02d min", static_cast<int>(seconds) / 3600,
                  static_cast<int>(seconds) % 3600 / 60);
  }
  return text;
}

}  // namespace

Progress::Progress(std::string noun, std::uint64_t total, ProgressMode mode)
    : noun_(std::move(noun)),
      total_(total),
      shown_(mode == ProgressMode::always || (mode == ProgressMode::automatic && ::isatty(STDERR_FILENO) == 1)),
      terminal_(::isatty(STDERR_FILENO) == 1),
      start_(std::chrono::steady_clock::now()) {
  if (!shown_) return;
  // Redrawn on a clock, not only when an item is done: one slow item (a
  // minute for a large Nurikabe) must still show the attempts going on.
  const SignalsHeld held;  // inherited by the ticker
  ticker_ = std::jthread([this] {
    std::unique_lock lock(mutex_);
    const auto every = terminal_ ? std::chrono::milliseconds(500) : std::chrono::milliseconds(10000);
    while (!stop_) {
      if (wake_.wait_for(lock, every, [this] { return stop_; })) break;
      draw(false);
    }
  });
}

Progress::~Progress() {
  {
    std::lock_guard lock(mutex_);
    stop_ = true;
  }
  wake_.notify_all();
  if (shown_ && !finished_) {
    ticker_ = std::jthread();
    // Work that ended in an error leaves no half line before its message.
    erase();
  }
}

void Progress::done() { done_.fetch_add(1, std::memory_order_relaxed); }

void Progress::draw(bool final) {
  const double elapsed = std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
  const std::uint64_t done = done_.load(), attempts = attempts_.load();
  std::string line;
  if (final) {
    line = std::to_string(done) + " " + noun_ + " in " + duration(elapsed);
    if (done > 0 && elapsed > 0) {
      char rate[32];
      std::snprintf(rate, sizeof rate, "%.3g", static_cast<double>(done) / elapsed);
      line += std::string(" (") + rate + " per second)";
    }
    std::fprintf(stderr, "%spuzzlegen: %s\n", terminal_ ? "\r\033[K" : "", line.c_str());
  } else {
    line = std::to_string(done) + "/" + std::to_string(total_) + " " + noun_ + ", " + duration(elapsed);
    if (done > 0 && done < total_)
      line += ", about " + duration(elapsed / static_cast<double>(done) * static_cast<double>(total_ - done)) + " left";
    line += ", " + std::to_string(attempts) + (attempts == 1 ? " attempt" : " attempts");
    if (terminal_)
      std::fprintf(stderr, "\r\033[K%s", line.c_str());
    else
      std::fprintf(stderr, "puzzlegen: %s\n", line.c_str());
  }
  std::fflush(stderr);
}

void Progress::erase() {
  if (!terminal_) return;
  std::fputs("\r\033[K", stderr);
  std::fflush(stderr);
}

void Progress::finish(bool summary) {
  if (!shown_) return;
  {
    std::lock_guard lock(mutex_);
    if (finished_) return;
    finished_ = true;
    stop_ = true;
  }
  wake_.notify_all();
  ticker_ = std::jthread();  // joins: the line is drawn by one thread at a time
  if (summary)
    draw(true);
  else
    erase();
}

}  // namespace pg::cli

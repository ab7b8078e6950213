// Puzzles made to order: a request checked once, its instances made the same
// whatever the threads, a run cancelled between attempts.
// Part of the library API: a program includes puzzlegen/api.hpp.
#pragma once

#include <chrono>
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <stdexcept>
#include <stop_token>
#include <string>
#include <string_view>

#include "core/instance.hpp"

namespace pg::api {

struct GenerateRequest {
  std::string puzzle;
  int rows = 0, cols = 0;
  Difficulty difficulty = Difficulty::medium;
  std::uint64_t seed = 1;
  // The puzzle's own options by name (puzzles()[].options), as text.
  std::map<std::string, std::string> options;
  std::string rules;        // empty: the puzzle's default
  std::uint64_t index = 0;  // of the first instance
  std::uint64_t count = 1;
  int threads = 0;  // 0: one per hardware thread
  // What one puzzle may take before the generator gives up (GenerateError):
  // solved grids tried, and seconds (none: no limit), checked between
  // attempts, so that it decides only whether a puzzle comes, never which.
  std::int64_t attempts = 10000;
  std::optional<std::chrono::duration<double>> time_limit = std::chrono::seconds(60);
  std::function<void()> on_attempt;  // told as each attempt starts (any thread)
  // Asked between attempts; a stop ends the run with Cancelled.
  std::stop_token stop;
};

// UsageError, as a Generation's, for an option `puzzle`'s generator does not
// take or a value it does not take.
void check_options(std::string_view puzzle, const std::map<std::string, std::string>& options);

// A generation stopped by its request's stop token.
class Cancelled : public std::runtime_error {
 public:
  Cancelled() : std::runtime_error("cancelled") {}
};

// A request checked once (UsageError for a size, option or rules the puzzle
// does not take) and made ready to run: instance `index` is a pure function
// of the request, whatever the thread count.
class Generation {
 public:
  explicit Generation(GenerateRequest request);
  ~Generation();
  Generation(Generation&&) noexcept;
  Generation& operator=(Generation&&) noexcept;

  const GenerateRequest& request() const;
  // The instances index .. index+count-1, each given to `each` in order, on
  // the calling thread. GenerateError when one cannot be made.
  void run(const std::function<void(Instance&&)>& each) const;
  // Instance `index` alone.
  Instance one(std::uint64_t index) const;

  // The instances made ahead on threads of their own (the request's
  // threads), taken one at a time, in order, by whoever asks: for a caller
  // that keeps its thread (an iterator). Valid while its Generation lives.
  class Stream {
   public:
    ~Stream();
    Stream(Stream&&) noexcept;
    Stream& operator=(Stream&&) noexcept;

    enum class Took { instance, waiting, ended };
    // Waits at most `patience` for the next instance: `instance` (moved into
    // `taken`), `waiting` (none yet), or `ended` (all taken, or stopped).
    // GenerateError as run() when one cannot be made.
    Took take(std::chrono::milliseconds patience, Instance& taken);
    // No more instances: each thread finishes its attempt in hand (ask the
    // request's stop token first to end that sooner). Any thread may stop a
    // stream while another waits in take(), which then ends.
    void stop();

   private:
    friend class Generation;
    struct State;
    explicit Stream(std::unique_ptr<State> state);
    std::unique_ptr<State> state_;
  };
  Stream stream() const;
  // PUZZLE-RxC-DIFFICULTY[-RULES][-OPTION-VALUE...]-sSEED-NNNN: the file name
  // (without extension) of instance `index`, padded to `width` digits.
  std::string file_name(std::uint64_t index, int width) const;

 private:
  struct State;
  std::unique_ptr<State> state_;
};

}  // namespace pg::api

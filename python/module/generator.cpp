#include "generator.hpp"

#include <pybind11/stl.h>

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <deque>
#include <mutex>
#include <thread>

#include "puzzlegen/api.hpp"

namespace pg::python {
namespace {

namespace py = pybind11;
using namespace std::chrono_literals;

// How often a wait looks for a signal (Ctrl-C) that Python has seen.
constexpr auto kSignalPoll = 50ms;

class Generator {
 public:
  explicit Generator(api::GenerateRequest request) {
    request.stop = stop_.get_token();
    capacity_ = 4 + 2 * static_cast<std::size_t>(std::max(1u, request.threads > 0 ? unsigned(request.threads)
                                                                                   : std::thread::hardware_concurrency()));
    generation_.emplace(std::move(request));
  }
  ~Generator() { stop(); }
  Generator(const Generator&) = delete;
  Generator& operator=(const Generator&) = delete;

  const api::Generation& generation() const { return *generation_; }
  // None once stopped (closed, or ended in an error): next() has no more.
  std::uint64_t remaining() const { return ended_ ? 0 : generation_->request().count - delivered_; }

  // The next instance; StopIteration after the last, the generation's error
  // when it ends in one, KeyboardInterrupt (or what the signal handler
  // raises) when a signal comes while it waits.
  Instance next() {
    if (ended_) throw py::stop_iteration();
    if (!started_) start();
    for (bool waited = false;; waited = true) {
      std::optional<Instance> got;
      bool finished = false;
      auto take = [&] {  // with mutex_ held
        if (!queue_.empty()) {
          got = std::move(queue_.front());
          queue_.pop_front();
          room_.notify_one();
        } else {
          finished = finished_;
        }
      };
      if (!waited) {
        // An instance made already is taken with the GIL held: the worker
        // never wants the GIL, and letting it go and taking it back costs
        // more than the handing over.
        std::unique_lock lock(mutex_);
        take();
      }
      if (!got && !finished) {
        py::gil_scoped_release release;
        std::unique_lock lock(mutex_);
        ready_.wait_for(lock, kSignalPoll, [&] { return !queue_.empty() || finished_; });
        take();
      }
      if (got) {
        ++delivered_;
        return std::move(*got);
      }
      if (finished) {
        join();
        if (error_) std::rethrow_exception(std::exchange(error_, nullptr));
        throw py::stop_iteration();
      }
      if (PyErr_CheckSignals() != 0) {
        stop();
        throw py::error_already_set();
      }
    }
  }

  // Stops the generation between attempts and waits for its thread; the
  // instances not taken are dropped.
  void stop() {
    if (!started_) {
      ended_ = true;
      return;
    }
    {
      std::lock_guard lock(mutex_);
      stopping_ = true;
    }
    stop_.request_stop();
    room_.notify_all();
    join();
    std::lock_guard lock(mutex_);
    queue_.clear();
    error_ = nullptr;
  }

 private:
  void start() {
    started_ = true;
    worker_ = std::thread([this] {
      try {
        generation_->run([this](Instance&& instance) {
          std::unique_lock lock(mutex_);
          room_.wait(lock, [&] { return queue_.size() < capacity_ || stopping_; });
          if (stopping_) throw api::Cancelled();
          queue_.push_back(std::move(instance));
          ready_.notify_one();
        });
      } catch (const api::Cancelled&) {
      } catch (...) {
        error_ = std::current_exception();
      }
      std::lock_guard lock(mutex_);
      finished_ = true;
      ready_.notify_all();
    });
  }

  // Safe from several threads at once: close() from one while another
  // waits in next() both come here when the worker ends, and two joins of
  // one thread hang (or worse); the GIL is let go first, as the other may
  // hold join_mutex_ while it waits for the worker.
  void join() {
    py::gil_scoped_release release;
    std::lock_guard lock(join_mutex_);
    if (worker_.joinable()) worker_.join();
    ended_ = true;
  }

  std::stop_source stop_;
  std::optional<api::Generation> generation_;
  std::thread worker_;
  bool started_ = false;  // under the GIL; worker_ itself is read only by join()
  std::mutex join_mutex_;
  std::mutex mutex_;
  std::condition_variable ready_, room_;
  std::deque<Instance> queue_;
  std::size_t capacity_ = 4;
  bool stopping_ = false;
  bool finished_ = false;
  std::atomic<bool> ended_ = false;  // the thread has run and been joined: no more to come
  std::exception_ptr error_;
  std::uint64_t delivered_ = 0;
};

api::GenerateRequest request(const std::string& puzzle, const std::string& size, const std::string& difficulty,
                             std::uint64_t seed, std::uint64_t count, std::uint64_t index, const std::string& rules,
                             int threads, std::int64_t attempts, std::optional<double> timeout,
                             const std::map<std::string, std::string>& options) {
  api::GenerateRequest r;
  r.puzzle = api::puzzle(puzzle).name;
  std::tie(r.rows, r.cols) = api::size(size);
  r.difficulty = api::difficulty(difficulty);
  r.seed = seed;
  r.count = count;
  r.index = index;
  r.rules = rules;
  if (threads < 0) throw UsageError("threads " + std::to_string(threads) + ": expected 0 (one per hardware thread) or more");
  r.threads = threads;
  if (attempts < 1) throw UsageError("attempts " + std::to_string(attempts) + ": expected 1 or more");
  r.attempts = attempts;
  if (timeout && !(*timeout >= 0)) throw UsageError("timeout: expected seconds, 0 or more (None: no limit)");
  r.time_limit = timeout && *timeout > 0 ? std::optional(std::chrono::duration<double>(*timeout)) : std::nullopt;
  r.options = options;
  return r;
}

}  // namespace

void bind_generator(py::module_& m) {
  py::class_<Generator>(m, "_Generation")
      .def(py::init([](const std::string& puzzle, const std::string& size, const std::string& difficulty,
                       std::uint64_t seed, std::uint64_t count, std::uint64_t index, const std::string& rules,
                       int threads, std::int64_t attempts, std::optional<double> timeout,
                       const std::map<std::string, std::string>& options) {
             return std::make_unique<Generator>(
                 request(puzzle, size, difficulty, seed, count, index, rules, threads, attempts, timeout, options));
           }),
           py::arg("puzzle"), py::arg("size"), py::arg("difficulty"), py::arg("seed"), py::arg("count"),
           py::arg("index"), py::arg("rules"), py::arg("threads"), py::arg("attempts"), py::arg("timeout"),
           py::arg("options"))
      .def("next", &Generator::next)
      .def("stop", &Generator::stop)
      .def("remaining", &Generator::remaining)
      .def("file_name", [](const Generator& g, std::uint64_t index, int width) {
        return g.generation().file_name(index, width);
      });
}

}  // namespace pg::python

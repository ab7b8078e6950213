#include "generator.hpp"

#include <pybind11/stl.h>

#include <atomic>
#include <chrono>

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
    // The threads start at the first instance asked for, not before.
    if (!stream_) stream_.emplace(generation_->stream());
    Instance taken;
    try {
      // An instance made already is taken with the GIL held: the threads
      // never want it, and letting it go costs more than the taking.
      auto took = stream_->take(0ms, taken);
      while (took == Took::waiting) {
        {
          py::gil_scoped_release release;
          took = stream_->take(kSignalPoll, taken);
        }
        if (took == Took::waiting && PyErr_CheckSignals() != 0) {
          stop();
          throw py::error_already_set();
        }
      }
      if (took == Took::ended) {
        ended_ = true;
        throw py::stop_iteration();
      }
    } catch (const py::error_already_set&) {
      throw;
    } catch (const py::stop_iteration&) {
      throw;
    } catch (...) {
      // The generation's error (GenerateError): it ends here.
      stop();
      throw;
    }
    ++delivered_;
    return taken;
  }

  // Stops the generation between attempts and waits for its threads; the
  // instances not taken are dropped. Safe while another thread waits in
  // next(), which then ends.
  void stop() {
    ended_ = true;
    stop_.request_stop();
    if (!stream_) return;
    py::gil_scoped_release release;
    stream_->stop();
  }

 private:
  using Took = api::Generation::Stream::Took;

  std::stop_source stop_;
  std::optional<api::Generation> generation_;
  // Made and destroyed under the GIL; used without it by next() and stop().
  std::optional<api::Generation::Stream> stream_;
  std::atomic<bool> ended_ = false;
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

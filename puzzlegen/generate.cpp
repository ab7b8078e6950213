// Puzzles made to order: a request checked once, then its instances made in
// parallel and given in order.
#include <limits>
#include <thread>

#include "core/errors.hpp"
#include "core/parallel.hpp"
#include "generator/corpus.hpp"
#include "generator/generate.hpp"
#include "puzzlegen/lookup.hpp"

namespace pg::api {

struct Generation::State {
  GenerateRequest request;
  Job job;
  GenerateSettings settings;
};

namespace {

Job job_of(const GenerateRequest& request) {
  const Puzzle& puzzle = puzzle_named(request.puzzle);
  pg::GenerateRequest made;
  made.rows = request.rows;
  made.cols = request.cols;
  made.difficulty = request.difficulty;
  made.seed = request.seed;
  made.options = parse_options(puzzle.builder, puzzle.name(), request.options);
  made.rules = request.rules;
  return puzzle.job(std::move(made));
}

GenerateSettings settings_of(const GenerateRequest& request) {
  GenerateSettings settings;
  settings.attempts = request.attempts;
  if (request.time_limit && request.time_limit->count() > 0 && request.time_limit->count() < 1e9)
    settings.time_limit = std::chrono::duration_cast<std::chrono::steady_clock::duration>(*request.time_limit);
  else
    settings.time_limit.reset();
  // Between attempts: the one moment a stop loses no work that would be kept.
  settings.on_attempt = [stop = request.stop, told = request.on_attempt] {
    if (stop.stop_requested()) throw Cancelled();
    if (told) told();
  };
  return settings;
}

int threads_of(const GenerateRequest& request) {
  return request.threads > 0 ? request.threads : static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
}

}  // namespace

void check_options(std::string_view puzzle, const std::map<std::string, std::string>& options) {
  const Puzzle& found = puzzle_named(puzzle);
  (void)parse_options(found.builder, found.name(), options);
}

Generation::Generation(GenerateRequest request) {
  Job job = job_of(request);
  if (request.count == 0) throw UsageError("--count must be at least 1");
  if (request.index > std::numeric_limits<std::uint64_t>::max() - (request.count - 1))
    throw UsageError("--index " + std::to_string(request.index) + " with --count " + std::to_string(request.count) +
                     " runs past the last index, 18446744073709551615");
  GenerateSettings settings = settings_of(request);
  state_ = std::make_unique<State>(State{std::move(request), std::move(job), std::move(settings)});
}

Generation::~Generation() = default;
Generation::Generation(Generation&&) noexcept = default;
Generation& Generation::operator=(Generation&&) noexcept = default;

const GenerateRequest& Generation::request() const { return state_->request; }

void Generation::run(const std::function<void(Instance&&)>& each) const {
  const GenerateRequest& request = state_->request;
  run_corpus(state_->job, request.index, request.count, threads_of(request), [&](Instance&& instance) {
    if (request.stop.stop_requested()) throw Cancelled();
    each(std::move(instance));
  }, state_->settings);
}

Instance Generation::one(std::uint64_t index) const { return generate(state_->job, index, state_->settings); }

struct Generation::Stream::State {
  template <class Work>
  State(std::uint64_t count, int threads, Work&& work) : ordered(count, threads, std::forward<Work>(work)) {}
  Ordered<Instance> ordered;
};

Generation::Stream::Stream(std::unique_ptr<State> state) : state_(std::move(state)) {}
Generation::Stream::~Stream() = default;
Generation::Stream::Stream(Stream&&) noexcept = default;
Generation::Stream& Generation::Stream::operator=(Stream&&) noexcept = default;

Generation::Stream Generation::stream() const {
  const State& state = *state_;
  const GenerateRequest& request = state.request;
  auto work = [&state](std::uint64_t i) { return generate(state.job, state.request.index + i, state.settings); };
  return Stream(std::make_unique<Stream::State>(request.count, threads_of(request), std::move(work)));
}

Generation::Stream::Took Generation::Stream::take(std::chrono::milliseconds patience, Instance& taken) {
  std::optional<Instance> instance;
  if (!state_->ordered.take(patience, instance)) return Took::waiting;
  if (!instance) return Took::ended;
  taken = std::move(*instance);
  return Took::instance;
}

void Generation::Stream::stop() { state_->ordered.stop(); }

std::string Generation::file_name(std::uint64_t index, int width) const {
  return state_->job.file_name(index, width, "");
}

}  // namespace pg::api

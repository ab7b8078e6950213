#include "generator/job.hpp"

#include "core/errors.hpp"

namespace pg {

Job::Job(const Solver& solver, const Builder& builder, GenerateRequest request)
    : solver_(&solver), builder_(&builder), request_(std::move(request)) {
  request_.options = with_defaults(builder, request_.options);
  builder.check(request_);
  SizeLimits limits = builder.limits();
  auto ok = [&](int side) { return side >= limits.min_side && side <= limits.max_side; };
  if (!ok(request_.rows) || !ok(request_.cols))
    throw UsageError("the " + request_.puzzle + " generator makes sides from " + std::to_string(limits.min_side) +
                     " to " + std::to_string(limits.max_side) + "; asked for " +
                     size_string(request_.rows, request_.cols));
  if (limits.square && request_.rows != request_.cols)
    throw UsageError("the " + request_.puzzle + " generator makes square grids only");
  const int smallest = builder.smallest_side(request_.difficulty);
  if (request_.rows * request_.cols < smallest * smallest)
    throw UsageError("the " + request_.puzzle + " generator makes " + std::string(to_string(request_.difficulty)) +
                     " puzzles from " + size_string(smallest, smallest) + " (" + std::to_string(smallest * smallest) +
                     " cells) up; asked for " + size_string(request_.rows, request_.cols));
}

std::string Job::key() const {
  return request_.puzzle + "/" + size_string(request_.rows, request_.cols) + "/" +
         std::string(to_string(request_.difficulty)) + "/" + request_.options.dump() +
         (request_.rules.empty() ? "" : "/" + request_.rules);
}

std::string Job::file_name(std::uint64_t index, int width, std::string_view extension) const {
  std::string number = std::to_string(index);
  if (static_cast<int>(number.size()) < width) number.insert(0, static_cast<std::size_t>(width) - number.size(), '0');
  std::string name = request_.puzzle + "-" + size_string(request_.rows, request_.cols) + "-" +
                     std::string(to_string(request_.difficulty));
  if (!request_.rules.empty()) name += "-" + request_.rules;
  for (const OptionSpec& spec : builder_->options()) {
    const Json& value = request_.options.at(spec.name);
    if (value == spec.fallback) continue;
    name += "-" + spec.name + "-" + (value.is_string() ? value.get<std::string>() : value.dump());
  }
  return name + "-s" + std::to_string(request_.seed) + "-" + number + std::string(extension);
}

}  // namespace pg

#include "formats/codec.hpp"

#include <algorithm>

#include "core/errors.hpp"
#include "formats/json.hpp"

namespace pg {

void check_size(std::string_view puzzle, int rows, int cols, const SizeLimits& limits, int line,
                int column) {
  auto side_ok = [&](int side) { return side >= limits.min_side && side <= limits.max_side; };
  if (!side_ok(rows) || !side_ok(cols)) {
    throw InputError(std::string(puzzle) + " size " + size_string(rows, cols) + " is out of range: each side must be between " +
                         std::to_string(limits.min_side) + " and " + std::to_string(limits.max_side),
                     line, column);
  }
  if (limits.square && rows != cols)
    throw InputError(std::string(puzzle) + " grids are square; found " + size_string(rows, cols), line, column);
}

void require_one_given_per_cell(const Instance& instance) {
  if (instance.givens.size() != static_cast<std::size_t>(instance.cells()))
    throw FormatError("the instance has " + std::to_string(instance.givens.size()) + " givens for a " +
                      size_string(instance.rows, instance.cols) + " grid");
}

void require_one_value_per_cell(const Instance& instance, std::span<const int> solution) {
  if (solution.size() != static_cast<std::size_t>(instance.cells()))
    throw FormatError("the solution has " + std::to_string(solution.size()) + " cells for a " +
                      size_string(instance.rows, instance.cols) + " grid");
}

std::vector<Instance> Format::read(std::string_view text) const {
  std::vector<Instance> instances;
  for (ReadItem& item : read_items(text)) {
    if (item.error) throw *item.error;
    instances.push_back(std::move(*item.instance));
  }
  return instances;
}

std::string Format::item(const Instance& instance, const WriteOptions& options, bool first) const {
  std::string text = write(instance, options);
  const bool several_lines = std::count(text.begin(), text.end(), '\n') > 1;
  return (!first && several_lines ? "\n" : "") + text;
}

const Format* Codec::format(std::string_view name) const {
  for (const Format* f : formats())
    if (f->name() == name) return f;
  return nullptr;
}

Json Codec::given_to_json(int value) const { return value == kNone ? Json(nullptr) : Json(value); }

int Codec::given_from_json(const Json& value) const {
  if (value.is_null()) return kNone;
  std::optional<int> v = small_int(value);
  if (v && *v != kNone && valid_given(*v)) return *v;
  throw InputError("invalid " + std::string(name()) + " given " + describe_json(value));
}

Json Codec::solution_to_json(int value) const { return value == kNone ? Json(nullptr) : Json(value); }

int Codec::solution_from_json(const Json& value) const {
  if (value.is_null() && valid_solution_value(kNone)) return kNone;
  std::optional<int> v = small_int(value);
  if (v && valid_solution_value(*v)) return *v;
  throw InputError("invalid " + std::string(name()) + " solution cell " + describe_json(value));
}

}  // namespace pg

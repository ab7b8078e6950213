#include "render/renderer.hpp"

#include <charconv>

namespace pg::render {

Frame blank_frame(const Instance& instance) {
  Frame frame;
  frame.looks.assign(static_cast<std::size_t>(instance.cells()), 0);
  frame.labels.assign(static_cast<std::size_t>(instance.cells()), {});
  return frame;
}

int mark(Frame& frame, const Instance& instance, const State& state, std::string_view predicate, int look) {
  int count = 0;
  for (const auto& atom : state.atoms(predicate))
    if (const int cell = atom.empty() ? -1 : cell_named(instance, atom[0]); cell >= 0) {
      frame.looks[static_cast<std::size_t>(cell)] = look;
      ++count;
    }
  return count;
}

int cell_of_first(const Instance& instance, const State& state, std::string_view predicate, std::size_t argument) {
  const auto atoms = state.atoms(predicate);
  if (atoms.empty() || atoms.front().size() <= argument) return -1;
  return cell_named(instance, atoms.front()[argument]);
}

int cell_named(const Instance& instance, std::string_view name) {
  constexpr std::string_view kPrefix = "pos-";
  if (name.substr(0, kPrefix.size()) != kPrefix) return -1;
  name.remove_prefix(kPrefix.size());
  const std::size_t dash = name.find('-');
  if (dash == std::string_view::npos) return -1;
  int x = -1;
  int y = -1;
  const std::string_view xs = name.substr(0, dash);
  const std::string_view ys = name.substr(dash + 1);
  if (std::from_chars(xs.data(), xs.data() + xs.size(), x).ptr != xs.data() + xs.size() || xs.empty()) return -1;
  if (std::from_chars(ys.data(), ys.data() + ys.size(), y).ptr != ys.data() + ys.size() || ys.empty()) return -1;
  if (x < 0 || y < 0 || x >= instance.cols || y >= instance.rows) return -1;
  return instance.index(y, x);
}

int counter_value(std::string_view name) {
  int value = -1;
  if (name.size() < 2 || name[0] != 'n') return -1;
  const char* end = name.data() + name.size();
  if (std::from_chars(name.data() + 1, end, value).ptr != end) return -1;
  return value;
}

std::string title(const Instance& instance, bool solution) {
  std::string out = instance.puzzle + " " + size_string(instance.rows, instance.cols);
  if (instance.difficulty) out += " (" + std::string(to_string(*instance.difficulty)) + ")";
  if (solution) out += " solution";
  return out;
}

}  // namespace pg::render

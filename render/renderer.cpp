#include "render/renderer.hpp"

#include <charconv>

#include "pddl/problem_format.hpp"

namespace pg::render {

Frame blank_frame(const Instance& instance) {
  Frame frame;
  frame.looks.assign(static_cast<std::size_t>(instance.cells()), 0);
  return frame;
}

int mark(Frame& frame, const Instance& instance, const State& state, std::string_view predicate, int look) {
  int count = 0;
  for (const auto& atom : state.atoms(predicate))
    if (const int cell = atom.empty() ? -1 : cell_named(instance, atom[0]); cell >= 0) {
      frame.looks[static_cast<std::size_t>(cell)] = static_cast<std::uint8_t>(look);
      ++count;
    }
  return count;
}

int cell_of_first(const Instance& instance, const State& state, std::string_view predicate, std::size_t argument) {
  const auto atoms = state.atoms(predicate);
  if (atoms.empty() || atoms.front().size() <= argument) return -1;
  return cell_named(instance, atoms.front()[argument]);
}

int cell_named(const Instance& instance, std::string_view name) { return pddl::cell_index(instance, name); }

int counter_value(std::string_view name) {
  int value = -1;
  if (name.size() < 2 || name[0] != 'n') return -1;
  const char* end = name.data() + name.size();
  if (std::from_chars(name.data() + 1, end, value).ptr != end) return -1;
  return value;
}

std::string title(const Instance& instance, bool solution) {
  std::string out = instance.puzzle + " " + size_string(instance.rows, instance.cols);
  if (!instance.rules.empty()) out += ", " + instance.rules + " rules";
  if (instance.difficulty) out += " (" + std::string(to_string(*instance.difficulty)) + ")";
  if (solution) out += " solution";
  return out;
}

}  // namespace pg::render

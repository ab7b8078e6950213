#include "fuzz/read_formats.hpp"

#include "core/text.hpp"

namespace pg::fuzz {

namespace {

// An instance a reader returns is one the other layers can take: its size
// within the puzzle's limits and one given per cell.
void check_read(const PuzzleFormat& pf, const Instance& instance) {
  const Puzzle* puzzle = pf.puzzle != nullptr ? pf.puzzle : find_puzzle(instance.puzzle);
  if (puzzle == nullptr) finding("read an instance of an unknown puzzle '" + instance.puzzle + "'");
  if (instance.puzzle != puzzle->name())
    finding(std::string(puzzle->name()) + "'s " + std::string(pf.format->name()) + " reader returned a " +
            instance.puzzle + " instance");
  const SizeLimits limits = puzzle->codec.limits();
  if (instance.rows < limits.min_side || instance.rows > limits.max_side || instance.cols < limits.min_side ||
      instance.cols > limits.max_side)
    finding("read an instance of size " + size_string(instance.rows, instance.cols) + " past the limits");
  if (instance.givens.size() != static_cast<std::size_t>(instance.cells()))
    finding("read " + std::to_string(instance.givens.size()) + " givens for a " +
            size_string(instance.rows, instance.cols) + " grid");
  for (int given : instance.givens)
    if (given != kNone && !puzzle->codec.valid_given(given))
      finding("read the given " + std::to_string(given) + ", which the codec calls invalid");
  if (instance.solution) {
    if (instance.solution->size() != instance.givens.size()) finding("read a solution of the wrong size");
    for (int value : *instance.solution)
      if (!puzzle->codec.valid_solution_value(value))
        finding("read the solution value " + std::to_string(value) + ", which the codec calls invalid");
  }
}

}  // namespace

void read_with_formats(const std::vector<PuzzleFormat>& formats, std::string_view text) {
  for (const PuzzleFormat& pf : formats) {
    refusals_expected([&] { pf.format->sniff(text); });
    refusals_expected([&] {
      for (const ReadItem& item : pf.format->read_items(text))
        if (item.instance) check_read(pf, *item.instance);
    });
    refusals_expected([&] {
      TextLines lines(text);
      std::unique_ptr<ItemStream> stream = pf.format->stream(lines);
      for (const ReadItem& item : read_all(*stream))
        if (item.instance) check_read(pf, *item.instance);
    });
  }
}

}  // namespace pg::fuzz

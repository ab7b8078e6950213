#include "formats/shaded_solution.hpp"

#include "core/errors.hpp"
#include "core/text.hpp"
#include "formats/cell_text.hpp"
#include "formats/codec.hpp"

namespace pg {
namespace {

// A mark as messages quote it: '#'.
std::string quoted(char mark) { return std::string("'") + mark + "'"; }

// The given of cell `i`, kNone when the instance has none there (a solution
// is written even for an instance whose givens do not fit its size).
int given_at(const Instance& instance, std::size_t i) {
  return i < instance.givens.size() ? instance.givens[i] : kNone;
}

}  // namespace

std::string ShadedSolutionText::write(const Instance& instance, std::span<const int> solution) const {
  require_one_value_per_cell(instance, solution);
  return write_rows(instance.rows, instance.cols, ' ', [&](int r, int c) {
    const auto i = static_cast<std::size_t>(instance.index(r, c));
    const int given = given_at(instance, i);
    if (solution[i] == shaded) return std::string(1, shaded_mark);
    return given == kNone ? std::string(1, unshaded_mark) : clue_text(given);
  });
}

std::vector<int> ShadedSolutionText::read(const Instance& instance, std::string_view text) const {
  const int rows = instance.rows, cols = instance.cols;
  const std::string shaded_text(1, shaded_mark), unshaded_text(1, unshaded_mark);
  const std::string marks = quoted(shaded_mark) + ", " + quoted(unshaded_mark);
  std::vector<Line> lines = nonblank_lines(text);
  if (lines.empty())
    throw InputError("empty solution: expected " + std::to_string(rows) + " rows of " + marks + " or the " +
                         std::string(word) + "s",
                     1, 1);
  std::vector<int> cells(static_cast<std::size_t>(instance.cells()), unshaded);
  for (int r = 0; r < rows; ++r) {
    if (static_cast<std::size_t>(r) >= lines.size())
      throw InputError("expected " + std::to_string(rows) + " rows, found " + std::to_string(r),
                       lines.back().number + 1, 1);
    const Line& line = lines[static_cast<std::size_t>(r)];
    read_row(line, r, cols, [&](const Token& token, int c) {
      const auto i = static_cast<std::size_t>(instance.index(r, c));
      const int given = given_at(instance, i);
      if (token.text == shaded_text) {
        cells[i] = shaded;
      } else if (token.text == unshaded_text) {
        cells[i] = unshaded;
      } else if (given != kNone && token.text == clue_text(given)) {
        cells[i] = unshaded;
      } else if (given != kNone) {
        throw InputError("expected " + marks + " or the " + std::string(word) + " " + clue_text(given) + " at " +
                             to_string(Cell{r, c}) + ", found " + describe(token),
                         line.number, token.column);
      } else {
        throw InputError("expected " + quoted(shaded_mark) + " or " + quoted(unshaded_mark) + " at " +
                             to_string(Cell{r, c}) + ", which has no " + std::string(word) + ", found " +
                             describe(token),
                         line.number, token.column);
      }
    });
  }
  if (lines.size() > static_cast<std::size_t>(rows)) {
    const Line& extra = lines[static_cast<std::size_t>(rows)];
    throw InputError("unexpected text after the " + std::to_string(rows) + " rows of the solution", extra.number,
                     static_cast<int>(extra.text.find_first_not_of(" \t")) + 1);
  }
  return cells;
}

}  // namespace pg

// Numbrix as printed: the given numbers in bold; the solution writes the
// other numbers in blue and draws the path from 1 to the last number through
// the cells' centres. Its film walks that path, writing as it goes.
#include "core/single.hpp"
#include "render/numbrix/renderer.hpp"

#include <algorithm>

namespace pg::numbrix {
namespace {

using namespace render;

enum FilmLook { kAsGiven = 0, kWritten };

class NumbrixRenderer final : public Renderer {
 public:
  Picture draw(const Instance& instance, const std::vector<int>* solution, const Layout& layout) const override {
    Board board(instance, layout, title(instance, solution != nullptr));
    board.grid();
    if (solution && std::find(solution->begin(), solution->end(), kNone) == solution->end()) {
      // The cells in the order of their numbers: the path.
      std::vector<int> order(static_cast<std::size_t>(instance.cells()));
      for (int cell = 0; cell < instance.cells(); ++cell) order[static_cast<std::size_t>(cell)] = cell;
      std::sort(order.begin(), order.end(), [&](int a, int b) {
        return (*solution)[static_cast<std::size_t>(a)] < (*solution)[static_cast<std::size_t>(b)];
      });
      board.path(order, palette::kPath, 0.16, "path");
    } else if (solution) {
      // Part way: a piece of path through each run of consecutive numbers placed.
      std::vector<int> place(static_cast<std::size_t>(instance.cells()) + 2, -1);
      for (int cell = 0; cell < instance.cells(); ++cell)
        if (const int v = (*solution)[static_cast<std::size_t>(cell)]; v >= 1 && v <= instance.cells())
          place[static_cast<std::size_t>(v)] = cell;
      std::vector<int> run;
      for (int v = 1; v <= instance.cells() + 1; ++v) {
        const int cell = place[static_cast<std::size_t>(v)];
        if (cell >= 0) {
          run.push_back(cell);
          continue;
        }
        if (run.size() > 1) board.path(run, palette::kPath, 0.16, "path");
        run.clear();
      }
    }
    for (int cell = 0; cell < instance.cells(); ++cell) {
      const int given = instance.givens[static_cast<std::size_t>(cell)];
      if (given != kNone) {
        board.label(cell, std::to_string(given), palette::kInk, "clue", given, 0.5, true);
      } else if (solution && (*solution)[static_cast<std::size_t>(cell)] != kNone) {
        const int number = (*solution)[static_cast<std::size_t>(cell)];
        board.label(cell, std::to_string(number), palette::kSolvedInk, "solved", number, 0.5);
      }
    }
    return board.finish();
  }

  std::vector<Look> looks() const override { return {{"written", Colour{225, 236, 250}, std::nullopt}}; }

  Frame frame(const Instance& instance, const State& state) const override {
    Frame frame = blank_frame(instance);
    int written = 0;
    for (const auto& atom : state.atoms("holds")) {
      const int cell = atom.size() == 2 ? cell_named(instance, atom[0]) : -1;
      if (cell < 0) continue;
      frame.looks[static_cast<std::size_t>(cell)] = kWritten;
      ++written;
      if (instance.givens[static_cast<std::size_t>(cell)] == kNone)
        if (int number = counter_value(atom[1]); number >= 0)
          frame.labels[cell] = std::to_string(number);
    }
    frame.marker = cell_of_first(instance, state, "at");
    frame.status = std::to_string(written) + " of " + std::to_string(instance.cells()) + " numbers written";
    return frame;
  }
};

}  // namespace

const Renderer& renderer() { return single<NumbrixRenderer>(); }

}  // namespace pg::numbrix

// Takuzu as Binairo is printed: 0 a white circle, 1 a black one; what the
// solution adds is drawn in blue, so that givens stand out. Its film writes
// the grid cell by cell, in reading order in PDDL plans.
#include "core/single.hpp"
#include "render/takuzu/renderer.hpp"

namespace pg::takuzu {
namespace {

using namespace render;

constexpr double kRadius = 0.36;

Paint digit_paint(int digit, Colour ink) {
  return digit == 1 ? Paint{ink, ink, 1.5} : Paint{palette::kPaper, ink, 1.5};
}

enum FilmLook { kAsGiven = 0, kZero, kOne };

class TakuzuRenderer final : public Renderer {
 public:
  Picture draw(const Instance& instance, const std::vector<int>* solution, const Layout& layout) const override {
    Board board(instance, layout, title(instance, solution != nullptr));
    board.grid();
    for (int cell = 0; cell < instance.cells(); ++cell) {
      const int given = instance.givens[static_cast<std::size_t>(cell)];
      if (given != kNone) {
        board.disc(cell, kRadius, digit_paint(given, palette::kInk), "clue", given);
      } else if (solution && (*solution)[static_cast<std::size_t>(cell)] != kNone) {
        const int digit = (*solution)[static_cast<std::size_t>(cell)];
        board.disc(cell, kRadius, digit_paint(digit, palette::kSolvedInk), "solved", digit);
      }
    }
    return board.finish();
  }

  std::vector<Look> looks() const override {
    return {{"zero", std::nullopt, palette::kPaper}, {"one", std::nullopt, palette::kSolvedInk}};
  }

  Frame frame(const Instance& instance, const State& state) const override {
    Frame frame = blank_frame(instance);
    int written = 0;
    for (const auto& atom : state.atoms("holds")) {
      const int cell = atom.size() == 2 ? cell_named(instance, atom[0]) : -1;
      if (cell < 0 || instance.givens[static_cast<std::size_t>(cell)] != kNone) continue;
      frame.looks[static_cast<std::size_t>(cell)] = atom[1] == "one" ? kOne : kZero;
      ++written;
    }
    // A PDDL plan, which goes through its steps (now), writes the blank
    // cells in reading order: the first one not written yet is next. A
    // hierarchical plan's order is its network's.
    frame.marker = -1;
    const bool in_steps = state.holds("now");
    for (int cell = 0; cell < instance.cells() && frame.marker < 0 && in_steps; ++cell)
      if (instance.givens[static_cast<std::size_t>(cell)] == kNone && frame.looks[static_cast<std::size_t>(cell)] == kAsGiven)
        frame.marker = cell;
    const int blanks = instance.cells() - instance.clue_count();
    frame.status = std::to_string(written) + " of " + std::to_string(blanks) + " blank cells written" +
                   (frame.marker >= 0 ? "; next " + to_string(instance.cell(frame.marker)) : std::string());
    return frame;
  }
};

}  // namespace

const Renderer& renderer() { return single<TakuzuRenderer>(); }

}  // namespace pg::takuzu

// Light Up as printed: black cells, their numbers in white; the solution's
// bulbs as circles and the cells they light shaded. Its film places the
// bulbs one by one, with the cells next to a satisfied number barred.
#include "render/lightup/renderer.hpp"

#include "core/lightup.hpp"

namespace pg::lightup {
namespace {

using namespace render;

enum FilmLook { kAsGiven = 0, kLitLook, kBulbLook, kBarred };

class LightUpRenderer final : public Renderer {
 public:
  Picture draw(const Instance& instance, const std::vector<int>* solution, const Layout& layout) const override {
    Board board(instance, layout, title(instance, solution != nullptr));
    for (int cell = 0; cell < instance.cells(); ++cell) {
      const int given = instance.givens[static_cast<std::size_t>(cell)];
      if (is_black(given))
        board.shade(cell, palette::kShaded, "black", given == kBlack ? std::nullopt : std::optional<int>(given));
      else if (solution)
        board.shade(cell, palette::kLit, "lit");
    }
    board.grid();
    for (int cell = 0; cell < instance.cells(); ++cell) {
      const int given = instance.givens[static_cast<std::size_t>(cell)];
      if (is_number(given))
        board.label(cell, std::to_string(given), palette::kPaper, "clue", given, 0.6, true);
      else if (solution && !is_black(given) && (*solution)[static_cast<std::size_t>(cell)] == kBulb)
        board.disc(cell, 0.3, Paint{palette::kBulb, palette::kInk, 1.5}, "bulb", kBulb);
    }
    return board.finish();
  }

  std::vector<Look> looks() const override {
    return {{"lit", palette::kLit, std::nullopt},
            {"bulb", palette::kLit, palette::kBulb},
            {"barred", Colour{225, 225, 225}, std::nullopt}};
  }

  Frame frame(const Instance& instance, const State& state) const override {
    Frame frame = blank_frame(instance);
    render::mark(frame, instance, state, "barred", kBarred);
    const int lit = render::mark(frame, instance, state, "lit", kLitLook);
    const int bulbs = render::mark(frame, instance, state, "bulb", kBulbLook);
    int whites = 0;
    for (int given : instance.givens) whites += is_black(given) ? 0 : 1;
    frame.status = std::to_string(bulbs) + (bulbs == 1 ? " bulb" : " bulbs") + "; " + std::to_string(lit) + " of " +
                   std::to_string(whites) + " white cells lit";
    return frame;
  }
};

}  // namespace

const Renderer& renderer() {
  static const LightUpRenderer instance;
  return instance;
}

}  // namespace pg::lightup

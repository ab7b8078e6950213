// Light Up as printed: black cells, their numbers in white; the solution's
// bulbs as circles and the cells they light shaded. Its film places the
// bulbs one by one, with the cells next to a satisfied number barred.
#include "core/single.hpp"
#include "render/lightup/renderer.hpp"

#include <utility>
#include <vector>

#include "core/lightup.hpp"

namespace pg::lightup {
namespace {

using namespace render;

enum FilmLook { kAsGiven = 0, kLitLook, kBulbLook, kBarred };

// The white cells the bulbs of `solution` light: each bulb its own cell and
// the white cells in line with it up to a black cell or the edge. A
// solution lights them all; a board part way through, some.
std::vector<bool> lit_cells(const Instance& instance, const std::vector<int>& solution) {
  std::vector<bool> lit(static_cast<std::size_t>(instance.cells()), false);
  for (int cell = 0; cell < instance.cells(); ++cell) {
    if (is_black(instance.givens[static_cast<std::size_t>(cell)]) || solution[static_cast<std::size_t>(cell)] != kBulb)
      continue;
    lit[static_cast<std::size_t>(cell)] = true;
    const Cell at = instance.cell(cell);
    for (const auto& [dr, dc] : {std::pair{-1, 0}, std::pair{1, 0}, std::pair{0, -1}, std::pair{0, 1}})
      for (int r = at.row + dr, c = at.col + dc;
           r >= 0 && r < instance.rows && c >= 0 && c < instance.cols && !is_black(instance.given(r, c));
           r += dr, c += dc)
        lit[static_cast<std::size_t>(instance.index(r, c))] = true;
  }
  return lit;
}

class LightUpRenderer final : public Renderer {
 public:
  Picture draw(const Instance& instance, const std::vector<int>* solution, const Layout& layout) const override {
    Board board(instance, layout, title(instance, solution != nullptr));
    const std::vector<bool> lit = solution ? lit_cells(instance, *solution) : std::vector<bool>();
    for (int cell = 0; cell < instance.cells(); ++cell) {
      const int given = instance.givens[static_cast<std::size_t>(cell)];
      if (is_black(given))
        board.shade(cell, palette::kShaded, "black", given == kBlack ? std::nullopt : std::optional<int>(given));
      else if (solution && lit[static_cast<std::size_t>(cell)])
        board.shade(cell, palette::kLit, "lit");
    }
    board.grid();
    for (int cell = 0; cell < instance.cells(); ++cell) {
      const int given = instance.givens[static_cast<std::size_t>(cell)];
      if (is_number(given))
        board.label(cell, std::to_string(given), palette::kPaper, "clue", given, 0.6, true);
      else if (solution && !is_black(given) && (*solution)[static_cast<std::size_t>(cell)] == kBulb)
        board.disc(cell, 0.3, Paint{palette::kBulb, palette::kInk, 1.5}, "bulb", kBulb);
      else if (solution && !is_black(given) && (*solution)[static_cast<std::size_t>(cell)] == kDark &&
               !lit[static_cast<std::size_t>(cell)])
        // Known to hold no bulb, and not yet lit: a player's dot.
        board.dot(cell, "dark", kDark);
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

const Renderer& renderer() { return single<LightUpRenderer>(); }

}  // namespace pg::lightup

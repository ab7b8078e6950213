// Kuromasu as printed: numbers in white cells, '?' where the number is not
// known (as pzprjs prints it); the solution shades the black cells and dots
// the other white ones. Its film follows the domain: each number's scans,
// the shading, then the flood that shows the white cells hang together.
#include "core/single.hpp"
#include "render/kuromasu/renderer.hpp"

#include "core/kuromasu.hpp"

namespace pg::kuromasu {
namespace {

using namespace render;

enum FilmLook { kAsGiven = 0, kSeen, kReached, kBlackLook };

class KuromasuRenderer final : public Renderer {
 public:
  Picture draw(const Instance& instance, const std::vector<int>* solution, const Layout& layout) const override {
    Board board(instance, layout, title(instance, solution != nullptr));
    board.shade_all(solution, kBlack, "black");
    board.grid();
    for (int cell = 0; cell < instance.cells(); ++cell) {
      const int given = instance.givens[static_cast<std::size_t>(cell)];
      if (is_clue(given))
        board.label(cell, is_count(given) ? std::to_string(given) : std::string("?"), palette::kInk, "clue", given);
      else if (solution && (*solution)[static_cast<std::size_t>(cell)] == kWhite)
        board.dot(cell, "white", kWhite);
    }
    return board.finish();
  }

  std::vector<Look> looks() const override {
    return {{"seen", Colour{214, 230, 250}, std::nullopt},
            {"reached", Colour{205, 235, 205}, std::nullopt},
            {"black", palette::kShaded, std::nullopt}};
  }

  Frame frame(const Instance& instance, const State& state) const override {
    Frame frame = blank_frame(instance);
    render::mark(frame, instance, state, "white", kSeen);
    const int reached = render::mark(frame, instance, state, "reached", kReached);
    const int black = render::mark(frame, instance, state, "black", kBlackLook);
    const auto looking = state.atoms("looking");
    if (!looking.empty() && looking.front().size() == 3) {
      const auto& scan = looking.front();
      frame.marker = cell_named(instance, scan[2]);
      const int number = cell_named(instance, scan[0]);
      frame.status = "the number at " + (number >= 0 ? to_string(instance.cell(number)) : scan[0]) + " looks " +
                     scan[1];
    } else if (state.holds("started")) {
      frame.status = "the flood has reached " + std::to_string(reached) + " cells";
    } else {
      frame.status = state.holds("scanned") ? "every number is seen" : "scanning";
    }
    frame.status += "; " + std::to_string(black) + " black";
    return frame;
  }
};

}  // namespace

const Renderer& renderer() { return single<KuromasuRenderer>(); }

}  // namespace pg::kuromasu

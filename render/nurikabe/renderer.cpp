// Nurikabe as printed: numbers (and '?' clues) in white cells; the solution shades the wall
// and dots the islands' other cells. Its film follows the IPC 2018 domain's
// robot: walking, painting an island from its number, the cells each island
// claims and those next to two islands, blocked for good.
#include "core/single.hpp"
#include "render/nurikabe/renderer.hpp"

#include <map>

#include "core/nurikabe.hpp"

namespace pg::nurikabe {
namespace {

using namespace render;

enum FilmLook { kAsGiven = 0, kPainted, kClaimed, kBlocked };

class NurikabeRenderer final : public Renderer {
 public:
  Picture draw(const Instance& instance, const std::vector<int>* solution, const Layout& layout) const override {
    Board board(instance, layout, title(instance, solution != nullptr));
    board.shade_all(solution, kWall, "wall");
    board.grid();
    for (int cell = 0; cell < instance.cells(); ++cell) {
      const int given = instance.givens[static_cast<std::size_t>(cell)];
      if (given == kUnknown) {
        // A '?' clue: an island's one clue, its size unknown, so no value.
        board.label(cell, "?", palette::kInk, "clue");
      } else if (given != kNone) {
        board.label(cell, std::to_string(given), palette::kInk, "clue", given);
      } else if (solution && (*solution)[static_cast<std::size_t>(cell)] == kIsland) {
        board.dot(cell, "island", kIsland);
      }
    }
    return board.finish();
  }

  std::vector<Look> looks() const override {
    return {{"painted", Colour{200, 222, 250}, std::nullopt},
            {"claimed", Colour{236, 244, 228}, std::nullopt},
            {"blocked", Colour{170, 170, 170}, std::nullopt}};
  }

  Frame frame(const Instance& instance, const State& state) const override {
    Frame frame = blank_frame(instance);
    render::mark(frame, instance, state, "part-of", kClaimed);
    render::mark(frame, instance, state, "blocked", kBlocked);
    render::mark(frame, instance, state, "painted", kPainted);
    frame.marker = cell_of_first(instance, state, "robot-pos");

    std::map<std::string, int> source;  // each island's number's cell, by group
    for (const auto& atom : state.atoms("source"))
      if (atom.size() == 2) source[atom[1]] = cell_named(instance, atom[0]);
    const std::size_t done = state.atoms("group-painted").size();
    const std::string islands = std::to_string(done) + " of " + std::to_string(source.size()) + " islands painted";
    const auto painting = state.atoms("painting");
    if (!painting.empty() && !painting.front().empty()) {
      const std::string& group = painting.front()[0];
      int left = -1;
      for (const auto& atom : state.atoms("remaining-cells"))
        if (atom.size() == 2 && atom[0] == group) left = counter_value(atom[1]);
      const int at = source.count(group) ? source[group] : -1;
      const std::string to_go = left < 0 ? "" : ", " + std::to_string(left) + (left == 1 ? " cell" : " cells") + " to go";
      frame.status =
          "painting the island of " + (at >= 0 ? to_string(instance.cell(at)) : group) + to_go + "; " + islands;
    } else {
      frame.status = "walking; " + islands;
    }
    return frame;
  }
};

}  // namespace

const Renderer& renderer() { return single<NurikabeRenderer>(); }

}  // namespace pg::nurikabe

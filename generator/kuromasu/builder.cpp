#include "core/single.hpp"
#include "generator/kuromasu/builder.hpp"

#include <algorithm>

#include "core/grid.hpp"
#include "core/kuromasu.hpp"
#include "generator/symmetry.hpp"

namespace pg::kuromasu {
namespace {

// The grid as the builder works on it: which cells are black.
class Layout {
 public:
  Layout(int rows, int cols) : grid_(rows, cols), black_(static_cast<std::size_t>(rows * cols), 0) {}

  static Layout of(const Instance& instance) {
    Layout layout(instance.rows, instance.cols);
    for (int cell = 0; cell < instance.cells(); ++cell)
      layout.black_[static_cast<std::size_t>(cell)] = (*instance.solution)[static_cast<std::size_t>(cell)] == kBlack;
    return layout;
  }

  const Grid& grid() const { return grid_; }
  bool black(int cell) const { return black_[static_cast<std::size_t>(cell)] != 0; }
  int blacks() const { return static_cast<int>(std::count(black_.begin(), black_.end(), 1)); }

  // A white cell may turn black when no neighbour is black and the white
  // cells stay in one piece without it (and some remain).
  bool can_blacken(int cell) const {
    if (black(cell)) return false;
    for (int next : grid_.neighbours(cell))
      if (black(next)) return false;
    bool any = false;
    for (int c = 0; c < grid_.cells() && !any; ++c) any = c != cell && !black(c);
    return any && grid_.connected([&](int c) { return c != cell && !black(c); });
  }
  void set_black(int cell, bool value) { black_[static_cast<std::size_t>(cell)] = value ? 1 : 0; }

  // Every white cell numbered with what it sees, itself included, but for
  // those whose symmetric partners are not all white: their clues could never
  // be taken away together, so they are never given, as Tatham's Range does.
  Instance instance(const GenerateRequest& request) const {
    Instance out;
    out.puzzle = "kuromasu";
    out.rows = grid_.rows();
    out.cols = grid_.cols();
    out.rules = request.rules;
    std::vector<char> partnered(static_cast<std::size_t>(grid_.cells()), 1);
    for (const std::vector<int>& orbit : orbits(grid_, request.options.at("symmetry").get<std::string>()))
      if (std::any_of(orbit.begin(), orbit.end(), [&](int c) { return black(c); }))
        for (int c : orbit) partnered[static_cast<std::size_t>(c)] = 0;
    out.givens.assign(static_cast<std::size_t>(grid_.cells()), kNone);
    std::vector<int> solution(static_cast<std::size_t>(grid_.cells()), kWhite);
    auto open = [&](int c) { return !black(c); };
    for (int cell = 0; cell < grid_.cells(); ++cell) {
      if (black(cell)) {
        solution[static_cast<std::size_t>(cell)] = kBlack;
        continue;
      }
      if (!partnered[static_cast<std::size_t>(cell)]) continue;
      int seen = 1;
      for (Direction way : kDirections) seen += static_cast<int>(grid_.ray(cell, way, open).size());
      out.givens[static_cast<std::size_t>(cell)] = seen;
    }
    out.solution = std::move(solution);
    return out;
  }

 private:
  Grid grid_;
  std::vector<char> black_;
};

class KuromasuBuilder final : public Builder {
 public:
  SizeLimits limits() const override { return {3, 60, false}; }
  // Below 6x6 the trial settles every minimal puzzle tried (10,000 attempts
  // each at 3x3, 4x4 and 5x5); from 6x6 on expert ones come.
  int smallest_side(Difficulty tier) const override { return tier == Difficulty::expert ? 6 : 3; }

  std::vector<OptionSpec> options() const override {
    return {
        {"black", "percent of the cells that are black", Json(20), {}, 0, 40},
        symmetry_option("symmetry of the clues taken away together"),
    };
  }

  void check(const GenerateRequest& request) const override { check_symmetry(request); }

  Instance build(Rng& rng, const GenerateRequest& request) const override {
    Layout layout(request.rows, request.cols);
    const int cells = request.rows * request.cols;
    const int target = (cells * request.options.at("black").get<int>() + 50) / 100;
    std::vector<int> order(static_cast<std::size_t>(cells));
    for (int cell = 0; cell < cells; ++cell) order[static_cast<std::size_t>(cell)] = cell;
    rng.shuffle(order);
    int blacks = 0;
    for (int cell : order) {
      if (blacks >= target) break;
      if (!layout.can_blacken(cell)) continue;
      layout.set_black(cell, true);
      ++blacks;
    }
    return layout.instance(request);
  }

  // Where the logic solver leaves doubt, a white cell of it turns black (or,
  // where none can, a black cell turns white): its neighbours' clues then
  // pin the region down. Against a second solution, a cell where the two
  // differ changes so: the new clues around it rule the other solution out.
  bool repair(Instance& full, const Doubt& doubt, Rng& rng, const GenerateRequest& request) const override {
    Layout layout = Layout::of(full);
    std::vector<int> doubtful;
    for (int cell = 0; cell < full.cells(); ++cell) {
      const auto i = static_cast<std::size_t>(cell);
      const bool in_doubt =
          doubt.other.empty() ? doubt.known[i] == kNone : doubt.other[i] != (*full.solution)[i];
      if (in_doubt) doubtful.push_back(cell);
    }
    rng.shuffle(doubtful);
    for (int cell : doubtful) {
      const bool black = layout.black(cell);
      if (!black && !layout.can_blacken(cell)) continue;
      layout.set_black(cell, !black);
      Instance changed = layout.instance(request);
      if (!doubt.visited(changed)) {
        full = std::move(changed);
        return true;
      }
      layout.set_black(cell, black);
    }
    return false;
  }

  // The clues of one symmetric orbit go together.
  std::vector<std::vector<int>> clue_groups(const Instance& full, const GenerateRequest& request) const override {
    return orbit_clues(full, request.options.at("symmetry").get<std::string>());
  }
};

}  // namespace

const Builder& builder() { return single<KuromasuBuilder>(); }

}  // namespace pg::kuromasu

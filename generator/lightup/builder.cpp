#include "core/single.hpp"
#include "generator/lightup/builder.hpp"

#include <algorithm>
#include <set>

#include "core/lightup.hpp"
#include "generator/symmetry.hpp"

namespace pg::lightup {
namespace {

// The grid as the builder works on it: black cells and bulbs.
struct Layout {
  int rows, cols;
  std::vector<char> black;
  std::vector<char> bulb;

  bool white(int r, int c) const { return !black[static_cast<std::size_t>(r * cols + c)]; }
  bool lit(int cell) const {
    int r = cell / cols, c = cell % cols;
    if (bulb[static_cast<std::size_t>(cell)]) return true;
    const int dr[] = {-1, 1, 0, 0}, dc[] = {0, 0, -1, 1};
    for (int d = 0; d < 4; ++d)
      for (int rr = r + dr[d], cc = c + dc[d]; rr >= 0 && rr < rows && cc >= 0 && cc < cols && white(rr, cc);
           rr += dr[d], cc += dc[d])
        if (bulb[static_cast<std::size_t>(rr * cols + cc)]) return true;
    return false;
  }
  // Bulbs on unlit white cells, in a seeded order, until all are lit.
  void light_everything(Rng& rng) {
    std::vector<int> order;
    for (int i = 0; i < rows * cols; ++i)
      if (!black[static_cast<std::size_t>(i)]) order.push_back(i);
    rng.shuffle(order);
    for (int cell : order)
      if (!lit(cell)) bulb[static_cast<std::size_t>(cell)] = 1;
  }
  Instance instance() const {
    Instance out;
    out.puzzle = "lightup";
    out.rows = rows;
    out.cols = cols;
    out.givens.assign(black.size(), kWhite);
    std::vector<int> solution(black.size(), kNone);
    for (int r = 0; r < rows; ++r)
      for (int c = 0; c < cols; ++c) {
        auto i = static_cast<std::size_t>(r * cols + c);
        if (!black[i]) {
          solution[i] = bulb[i] ? kBulb : kDark;
          continue;
        }
        int around = 0;
        if (r > 0 && bulb[i - static_cast<std::size_t>(cols)]) ++around;
        if (r + 1 < rows && bulb[i + static_cast<std::size_t>(cols)]) ++around;
        if (c > 0 && bulb[i - 1]) ++around;
        if (c + 1 < cols && bulb[i + 1]) ++around;
        out.givens[i] = around;
      }
    out.solution = std::move(solution);
    return out;
  }
  static Layout of(const Instance& instance) {
    Layout layout{instance.rows, instance.cols, std::vector<char>(instance.givens.size(), 0),
                  std::vector<char>(instance.givens.size(), 0)};
    for (std::size_t i = 0; i < instance.givens.size(); ++i) {
      layout.black[i] = is_black(instance.givens[i]);
      layout.bulb[i] = (*instance.solution)[i] == kBulb;
    }
    return layout;
  }
};

class LightUpBuilder final : public Builder {
 public:
  SizeLimits limits() const override { return {3, 60, false}; }

  // Measured: 3x3 grids give no hard puzzle and 4x4 no expert one in 2000
  // attempts.
  int smallest_side(Difficulty tier) const override {
    return tier == Difficulty::expert ? 5 : tier == Difficulty::hard ? 4 : 3;
  }

  std::vector<OptionSpec> options() const override {
    return {
        {"black", "percent of the cells that are black", Json(20), {}, 5, 90},
        symmetry_option("symmetry of the black cells"),
    };
  }

  void check(const GenerateRequest& request) const override { check_symmetry(request); }

  Instance build(Rng& rng, const GenerateRequest& request) const override {
    const int rows = request.rows, cols = request.cols, cells = rows * cols;
    const std::string symmetry = request.options.at("symmetry").get<std::string>();
    const int target = (cells * request.options.at("black").get<int>() + 50) / 100;

    std::vector<std::vector<int>> orbits = pg::orbits(Grid(rows, cols), symmetry);
    rng.shuffle(orbits);
    Layout layout{rows, cols, std::vector<char>(static_cast<std::size_t>(cells), 0),
                  std::vector<char>(static_cast<std::size_t>(cells), 0)};
    int black = 0;
    for (const auto& o : orbits) {
      if (black >= target) break;
      for (int cell : o) layout.black[static_cast<std::size_t>(cell)] = 1;
      black += static_cast<int>(o.size());
    }
    layout.light_everything(rng);
    return layout.instance();
  }

  // Turns a white cell black (with its symmetric partners) where the
  // solution is in doubt. From the logic solver's doubt: a dark cell in a
  // region of undecided cells; its number pins that region down. From
  // a second solution: a cell where it has a bulb and ours has none, which
  // ends it. A partner cell losing one of our bulbs is mended by re-lighting.
  bool repair(Instance& full, const Doubt& doubt, Rng& rng, const GenerateRequest& request) const override {
    const std::string symmetry = request.options.at("symmetry").get<std::string>();
    const int rows = full.rows, cols = full.cols;
    Layout layout = Layout::of(full);
    std::vector<int> chosen;
    if (doubt.other.empty()) {
      // Regions of undecided white cells, joined orthogonally.
      std::vector<int> region(static_cast<std::size_t>(full.cells()), -1);
      std::vector<std::vector<int>> dark_in_region;
      for (int start = 0; start < full.cells(); ++start) {
        auto s0 = static_cast<std::size_t>(start);
        if (layout.black[s0] || doubt.known[s0] != kNone || region[s0] >= 0) continue;
        int id = static_cast<int>(dark_in_region.size());
        dark_in_region.emplace_back();
        std::vector<int> stack{start};
        region[s0] = id;
        while (!stack.empty()) {
          int cell = stack.back();
          stack.pop_back();
          if (!layout.bulb[static_cast<std::size_t>(cell)]) dark_in_region.back().push_back(cell);
          int r = cell / cols, c = cell % cols;
          const int dr[] = {-1, 1, 0, 0}, dc[] = {0, 0, -1, 1};
          for (int d = 0; d < 4; ++d) {
            int rr = r + dr[d], cc = c + dc[d];
            if (rr < 0 || rr >= rows || cc < 0 || cc >= cols) continue;
            auto n = static_cast<std::size_t>(rr * cols + cc);
            if (layout.black[n] || doubt.known[n] != kNone || region[n] >= 0) continue;
            region[n] = id;
            stack.push_back(static_cast<int>(n));
          }
        }
      }
      // One region a round: each new black cell (times the symmetry) adds to
      // the density, and one often settles its neighbours' doubt as well.
      std::vector<const std::vector<int>*> regions;
      for (const auto& cells : dark_in_region)
        if (!cells.empty()) regions.push_back(&cells);
      if (!regions.empty()) {
        const auto& cells = *regions[rng.below(static_cast<std::uint32_t>(regions.size()))];
        chosen.push_back(cells[rng.below(static_cast<std::uint32_t>(cells.size()))]);
      }
    } else {
      std::vector<int> candidates;
      for (int cell = 0; cell < full.cells(); ++cell)
        if (doubt.other[static_cast<std::size_t>(cell)] == kBulb && !layout.bulb[static_cast<std::size_t>(cell)])
          candidates.push_back(cell);
      if (!candidates.empty()) chosen.push_back(candidates[rng.below(static_cast<std::uint32_t>(candidates.size()))]);
    }
    if (chosen.empty()) return false;
    for (int pick : chosen)
      for (int cell : orbit(Grid(rows, cols), pick, symmetry)) {
        layout.black[static_cast<std::size_t>(cell)] = 1;
        layout.bulb[static_cast<std::size_t>(cell)] = 0;
      }
    layout.light_everything(rng);
    full = layout.instance();
    return true;
  }

  std::vector<int> removable_clues(const Instance& instance) const override {
    std::vector<int> cells;
    for (int i = 0; i < instance.cells(); ++i)
      if (is_number(instance.givens[static_cast<std::size_t>(i)])) cells.push_back(i);
    return cells;
  }

  void remove_clue(Instance& instance, int cell) const override {
    instance.givens[static_cast<std::size_t>(cell)] = kBlack;
  }
};

}  // namespace

const Builder& builder() { return single<LightUpBuilder>(); }

}  // namespace pg::lightup

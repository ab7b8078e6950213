#include "core/single.hpp"
#include "generator/takuzu/builder.hpp"

#include <algorithm>
#include <optional>

#include "core/errors.hpp"
#include "core/takuzu.hpp"
#include "solvers/takuzu/logic.hpp"

namespace pg::takuzu {
namespace {

// Decisions are cheap and propagation strong: a fill either goes straight
// through, one decision a node, or strays near the end, where backtracking
// one decision at a time seldom finds the way out. At 60x60 a fill that
// succeeds takes about 1 300 nodes when it goes straight and a failed one
// spent its whole budget. Two nodes a cell, then a fresh random order:
// eight 60x60 puzzles took 9 s in all, against 24 s with eight a cell.
constexpr int kNodeLimitPerCell = 2;
constexpr int kRestarts = 200;

std::optional<std::vector<int>> fill(Rng& rng, int rows, int cols) {
  std::vector<int> order(static_cast<std::size_t>(rows * cols));
  for (std::size_t i = 0; i < order.size(); ++i) order[i] = static_cast<int>(i);
  rng.shuffle(order);

  struct Decision {
    Board before;
    int cell;
    std::size_t cursor;
    int other_digit;
    bool other_tried;
  };
  std::vector<Decision> stack;
  Board board(rows, cols);
  std::size_t cursor = 0;
  long long nodes = 0;
  const long long node_limit = static_cast<long long>(kNodeLimitPerCell) * rows * cols;
  for (;;) {
    Deduction::Status status = board.propagate(Difficulty::hard);
    if (status == Deduction::Status::solved) return board.cells();
    if (status == Deduction::Status::contradiction) {
      while (!stack.empty() && stack.back().other_tried) stack.pop_back();
      if (stack.empty()) return std::nullopt;
      Decision& d = stack.back();
      d.other_tried = true;
      board = d.before;
      cursor = d.cursor;
      board.set(d.cell / cols, d.cell % cols, d.other_digit);
      continue;
    }
    if (++nodes > node_limit) return std::nullopt;
    while (board.value(order[cursor] / cols, order[cursor] % cols) != kNone) ++cursor;
    int cell = order[cursor];
    int digit = rng.coin() ? 1 : 0;
    stack.push_back({board, cell, cursor, 1 - digit, false});
    board.set(cell / cols, cell % cols, digit);
  }
}

class TakuzuBuilder final : public Builder {
 public:
  SizeLimits limits() const override { return {4, kMaxSide, false}; }

  Instance build(Rng& rng, const GenerateRequest& request) const override {
    const int rows = request.rows, cols = request.cols;
    // `count` distinct lines of `length` cells need that many valid lines.
    auto require_lines = [&](int length, int count, std::string_view what) {
      long long valid = valid_lines(length, count);
      if (valid < count)
        throw UsageError("no " + size_string(rows, cols) + " Takuzu grid exists: " + std::string(what) + " of " +
                         std::to_string(length) + " cells have only " + std::to_string(valid) +
                         " valid patterns, and " + std::to_string(count) + " distinct ones are needed");
    };
    require_lines(cols, rows, "rows");
    require_lines(rows, cols, "columns");
    for (int attempt = 0; attempt < kRestarts; ++attempt) {
      if (auto grid = fill(rng, rows, cols)) {
        Instance instance;
        instance.puzzle = "takuzu";
        instance.rows = rows;
        instance.cols = cols;
        instance.givens = *grid;
        instance.solution = std::move(*grid);
        return instance;
      }
    }
    throw UsageError("could not fill a " + size_string(rows, cols) + " Takuzu grid after " +
                     std::to_string(kRestarts) + " tries");
  }
};

}  // namespace

long long valid_lines(int n, long long cap) {
  // count[state][ones] after each cell; states as in the logic solver's line
  // reasoning: 0 = one 0, 1 = two 0s, 2 = one 1, 3 = two 1s.
  std::vector<std::array<long long, 4>> count(static_cast<std::size_t>(n + 1), {0, 0, 0, 0});
  count[0][0] = 1;
  count[1][2] = 1;
  for (int i = 1; i < n; ++i) {
    std::vector<std::array<long long, 4>> next(static_cast<std::size_t>(n + 1), {0, 0, 0, 0});
    for (int k = 0; k <= n; ++k) {
      const auto& c = count[static_cast<std::size_t>(k)];
      auto add = [&](int kk, int state, long long v) {
        auto& slot = next[static_cast<std::size_t>(kk)][static_cast<std::size_t>(state)];
        slot = std::min(cap, slot + v);
      };
      add(k, 0, c[2] + c[3]);
      add(k, 1, c[0]);
      if (k + 1 <= n) {
        add(k + 1, 2, c[0] + c[1]);
        add(k + 1, 3, c[2]);
      }
    }
    count = std::move(next);
  }
  long long total = 0;
  for (int k = n / 2; k <= (n + 1) / 2; ++k)
    for (long long v : count[static_cast<std::size_t>(k)]) total = std::min(cap, total + v);
  return total;
}

const Builder& builder() { return single<TakuzuBuilder>(); }

}  // namespace pg::takuzu

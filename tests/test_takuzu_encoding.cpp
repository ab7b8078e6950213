// The Takuzu encoding on lines longer than the brute force of test_takuzu.cpp
// reaches: the balance is counted through blocks of three, and a block's
// count only equals its majority plus one beside the no-three rule, so
// lines of 7 to 12 cells (every remainder after the blocks) are counted
// against a search written straight from the rules, with the givens both
// selectable and all holding.
#include <catch2/catch.hpp>

#include <bit>
#include <set>
#include <utility>
#include <vector>

#include "core/instance.hpp"
#include "generator/rng.hpp"
#include "solvers/takuzu/solver.hpp"
#include "support.hpp"

using pg::Instance;
using pg::kNone;

namespace {

using Line = unsigned;  // bit i: cell i holds 1

bool valid_line(Line line, int n) {
  const Line full = (1u << n) - 1, zeros = ~line & full;
  const int ones = std::popcount(line);
  const auto three = [](Line m) { return (m & (m >> 1) & (m >> 2)) != 0; };
  return ones >= n / 2 && ones <= (n + 1) / 2 && !three(line) && !three(zeros);
}

// Grids of the rules with these givens, up to `limit`: rows from the valid
// lines, columns checked as they grow and once whole.
class Search {
 public:
  explicit Search(const Instance& instance) : instance_(instance) {
    for (Line line = 0; line < (1u << instance.cols); ++line)
      if (valid_line(line, instance.cols)) lines_.push_back(line);
  }

  int count(int limit, pg::Rng* rng = nullptr, std::vector<int>* first = nullptr) {
    limit_ = limit;
    found_ = 0;
    rows_.clear();
    rng_ = rng;
    first_ = first;
    place();
    return found_;
  }

 private:
  int cell(int r, int c) const { return static_cast<int>((rows_[static_cast<std::size_t>(r)] >> c) & 1); }

  bool column_prefix_fits(int c) const {
    const int r = static_cast<int>(rows_.size()), n = instance_.rows;
    int ones = 0;
    for (int i = 0; i < r; ++i) ones += cell(i, c);
    const int zeros = r - ones, left = n - r;
    if (ones > (n + 1) / 2 || zeros > n - n / 2 || ones + left < n / 2 || zeros + left < n - (n + 1) / 2) return false;
    return r < 3 || cell(r - 1, c) != cell(r - 2, c) || cell(r - 2, c) != cell(r - 3, c);
  }

  bool columns_distinct() const {
    std::set<std::vector<int>> seen;
    for (int c = 0; c < instance_.cols; ++c) {
      std::vector<int> column;
      for (int r = 0; r < instance_.rows; ++r) column.push_back(cell(r, c));
      if (!seen.insert(column).second) return false;
    }
    return true;
  }

  void place() {
    if (found_ >= limit_) return;
    const int r = static_cast<int>(rows_.size());
    if (r == instance_.rows) {
      if (!columns_distinct()) return;
      if (found_++ == 0 && first_)
        for (int i = 0; i < instance_.rows; ++i)
          for (int c = 0; c < instance_.cols; ++c) first_->push_back(cell(i, c));
      return;
    }
    std::vector<Line> order = lines_;
    if (rng_) rng_->shuffle(order);
    for (Line line : order) {
      bool fits = true;
      for (int c = 0; c < instance_.cols && fits; ++c) {
        const int given = instance_.given(r, c);
        fits = given == kNone || given == static_cast<int>((line >> c) & 1);
      }
      for (Line above : rows_) fits = fits && above != line;
      if (!fits) continue;
      rows_.push_back(line);
      bool columns_fit = true;
      for (int c = 0; c < instance_.cols && columns_fit; ++c) columns_fit = column_prefix_fits(c);
      if (columns_fit) place();
      rows_.pop_back();
      if (found_ >= limit_) return;
    }
  }

  const Instance& instance_;
  std::vector<Line> lines_;
  std::vector<Line> rows_;
  int limit_ = 0;
  int found_ = 0;
  pg::Rng* rng_ = nullptr;
  std::vector<int>* first_ = nullptr;
};

Instance blank(int rows, int cols) { return pg::test::blank_instance("takuzu", rows, cols); }

}  // namespace

TEST_CASE("Takuzu SAT counts equal a direct search on lines of 7 to 12 cells", "[takuzu][sat][brute]") {
  const pg::Solver& solver = pg::takuzu::solver();
  pg::Rng rng(5, 9);
  constexpr int kLimit = 60;
  int unique = 0, several = 0, none = 0;
  for (auto [rows, cols] : {std::pair{7, 7}, std::pair{8, 8}, std::pair{6, 9}, std::pair{9, 10}, std::pair{8, 11},
                            std::pair{10, 12}}) {
    std::vector<int> solution;
    Instance empty = blank(rows, cols);
    REQUIRE(Search(empty).count(1, &rng, &solution) == 1);
    for (int trial = 0; trial < 12; ++trial) {
      Instance instance = empty;
      const int density = 35 + static_cast<int>(rng.below(45));  // percent
      const bool noisy = trial % 4 == 3;                           // givens not from one grid
      for (std::size_t i = 0; i < solution.size(); ++i) {
        if (static_cast<int>(rng.below(100)) >= density) continue;
        instance.givens[i] = noisy && rng.below(8) == 0 ? 1 - solution[i] : solution[i];
      }
      const int expected = Search(instance).count(kLimit);
      INFO(rows << "x" << cols << " trial " << trial << " density " << density);
      CHECK(pg::test::sat_count(solver, instance, kLimit) == expected);
      CHECK(pg::test::sat_count(solver, instance, kLimit, nullptr, pg::sat::Givens::all_hold) == expected);
      (expected == 0 ? none : expected == 1 ? unique : several) += 1;
    }
  }
  // The trials reach each answer verify can give.
  CHECK(none > 0);
  CHECK(unique > 0);
  CHECK(several > 0);
}

TEST_CASE("Takuzu SAT finds as many grids as a direct search on a blank 4x8 and 6x6", "[takuzu][sat][brute]") {
  // Blank grids: the first models hold many equal lines, which the search
  // cuts off a few pairs at a time.
  const pg::Solver& solver = pg::takuzu::solver();
  for (auto [rows, cols] : {std::pair{4, 8}, std::pair{6, 6}}) {
    const Instance instance = blank(rows, cols);
    const int expected = Search(instance).count(10000);
    INFO(rows << "x" << cols);
    REQUIRE(expected < 10000);
    CHECK(pg::test::sat_count(solver, instance, 10000, nullptr, pg::sat::Givens::all_hold) == expected);
  }
}

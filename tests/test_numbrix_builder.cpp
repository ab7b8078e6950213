// The Numbrix builder: every grid a Hamiltonian path numbered in order, the
// same grid for the same seed, every path of a small grid about as likely as
// any other, numbers taken away in symmetric groups, the ends kept when asked.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <map>
#include <set>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

#include "core/errors.hpp"
#include "generator/builder.hpp"
#include "generator/numbrix/builder.hpp"
#include "generator/rng.hpp"
#include "generator/symmetry.hpp"

using pg::Instance;

namespace {

const pg::Builder& numbrix() { return pg::numbrix::builder(); }

pg::GenerateRequest request(int rows, int cols, const std::string& symmetry = "rot2", const std::string& ends = "free") {
  pg::GenerateRequest req;
  req.puzzle = "numbrix";
  req.rows = rows;
  req.cols = cols;
  pg::Json options = pg::Json::object();
  options["symmetry"] = symmetry;
  options["ends"] = ends;
  req.options = pg::with_defaults(numbrix(), options);
  return req;
}

Instance build(int rows, int cols, std::uint64_t seed, const std::string& symmetry = "rot2") {
  pg::Rng rng(seed, 0);
  return numbrix().build(rng, request(rows, cols, symmetry));
}

// Where a solution breaks the rules, or empty: each number 1..rows*cols once,
// each next to the one before it. Plain loops, nothing shared with the
// builder.
std::string path_fault(const Instance& instance) {
  const int rows = instance.rows, cols = instance.cols, n = rows * cols;
  if (!instance.solution) return "no solution";
  const std::vector<int>& numbers = *instance.solution;
  if (static_cast<int>(numbers.size()) != n) return "wrong number of cells";
  std::vector<int> cell_of(static_cast<std::size_t>(n) + 1, -1);
  for (int cell = 0; cell < n; ++cell) {
    const int v = numbers[static_cast<std::size_t>(cell)];
    if (v < 1 || v > n) return "number " + std::to_string(v) + " out of range";
    if (cell_of[static_cast<std::size_t>(v)] >= 0) return "number " + std::to_string(v) + " twice";
    cell_of[static_cast<std::size_t>(v)] = cell;
  }
  for (int v = 1; v < n; ++v) {
    const int a = cell_of[static_cast<std::size_t>(v)], b = cell_of[static_cast<std::size_t>(v) + 1];
    const int dr = a / cols - b / cols, dc = a % cols - b % cols;
    if (dr * dr + dc * dc != 1) return std::to_string(v) + " and " + std::to_string(v + 1) + " not adjacent";
  }
  return "";
}

// Every directed Hamiltonian path of the grid, as the number of each cell.
std::set<std::vector<int>> all_paths(int rows, int cols) {
  const int n = rows * cols;
  std::set<std::vector<int>> out;
  std::vector<int> numbers(static_cast<std::size_t>(n), 0);
  auto walk = [&](auto&& self, int cell, int number) -> void {
    numbers[static_cast<std::size_t>(cell)] = number;
    if (number == n) {
      out.insert(numbers);
    } else {
      const int r = cell / cols, c = cell % cols;
      const int dr[] = {-1, 1, 0, 0}, dc[] = {0, 0, -1, 1};
      for (int d = 0; d < 4; ++d) {
        const int rr = r + dr[d], cc = c + dc[d];
        if (rr < 0 || rr >= rows || cc < 0 || cc >= cols) continue;
        if (numbers[static_cast<std::size_t>(rr * cols + cc)] == 0) self(self, rr * cols + cc, number + 1);
      }
    }
    numbers[static_cast<std::size_t>(cell)] = 0;
  };
  for (int start = 0; start < n; ++start) walk(walk, start, 1);
  return out;
}

// The cells a symmetry maps (r, c) to, itself included.
std::set<int> images(int rows, int cols, int cell, const std::string& symmetry) {
  const int r = cell / cols, c = cell % cols;
  std::set<int> out{cell};
  auto add = [&](int rr, int cc) { out.insert(rr * cols + cc); };
  if (symmetry == "mirror2" || symmetry == "mirror4") add(r, cols - 1 - c);
  if (symmetry == "mirror4") add(rows - 1 - r, c);
  if (symmetry == "rot2" || symmetry == "mirror4" || symmetry == "rot4") add(rows - 1 - r, cols - 1 - c);
  if (symmetry == "rot4") {
    add(c, cols - 1 - r);
    add(rows - 1 - c, r);
  }
  return out;
}

}  // namespace

TEST_CASE("Numbrix builder: sizes and options", "[numbrix][builder]") {
  const pg::SizeLimits limits = numbrix().limits();
  CHECK(limits.min_side == 2);
  CHECK(limits.max_side == 30);
  CHECK_FALSE(limits.square);

  std::map<std::string, pg::OptionSpec> specs;
  for (const pg::OptionSpec& spec : numbrix().options()) specs[spec.name] = spec;
  REQUIRE(specs.size() == 2);
  REQUIRE(specs.count("symmetry") == 1);
  REQUIRE(specs.count("ends") == 1);
  CHECK(specs["symmetry"].fallback == "rot2");
  CHECK(std::count(specs["symmetry"].choices.begin(), specs["symmetry"].choices.end(), "none") == 1);
  CHECK(std::count(specs["symmetry"].choices.begin(), specs["symmetry"].choices.end(), "rot2") == 1);
  CHECK(specs["ends"].fallback == "free");
  CHECK(specs["ends"].choices == std::vector<std::string>{"free", "keep"});

  // The command line's parsing: a choice outside the list is refused.
  CHECK(pg::parse_options(numbrix(), "numbrix", {{"ends", "keep"}})["ends"] == "keep");
  CHECK_THROWS_AS(pg::parse_options(numbrix(), "numbrix", {{"ends", "both"}}), pg::UsageError);
  CHECK_THROWS_AS(pg::parse_options(numbrix(), "numbrix", {{"symmetry", "rot3"}}), pg::UsageError);

  // A quarter turn needs a square.
  CHECK_NOTHROW(numbrix().check(request(6, 6, "rot4")));
  CHECK_THROWS_AS(numbrix().check(request(6, 7, "rot4")), pg::UsageError);
  CHECK_NOTHROW(numbrix().check(request(6, 7, "rot2")));
}

TEST_CASE("Numbrix builder: every grid is a Hamiltonian path, every number given", "[numbrix][builder]") {
  std::vector<std::pair<int, int>> sizes;
  for (int rows = 2; rows <= 8; ++rows)
    for (int cols = 2; cols <= 8; ++cols) sizes.emplace_back(rows, cols);
  for (std::pair<int, int> size : std::vector<std::pair<int, int>>{
           {9, 9}, {12, 12}, {15, 15}, {20, 20}, {25, 25}, {30, 30}, {2, 30}, {30, 2}, {7, 23}, {17, 11}, {29, 30}})
    sizes.push_back(size);
  for (auto [rows, cols] : sizes) {
    const std::uint64_t seeds = rows * cols <= 64 ? 5 : 2;
    for (std::uint64_t seed = 1; seed <= seeds; ++seed) {
      const Instance grid = build(rows, cols, seed);
      INFO(rows << "x" << cols << " seed " << seed);
      CHECK(grid.puzzle == "numbrix");
      CHECK(grid.rows == rows);
      CHECK(grid.cols == cols);
      CHECK(path_fault(grid).empty());
      REQUIRE(grid.solution);
      CHECK(grid.givens == *grid.solution);
      CHECK(grid.clue_count() == rows * cols);
    }
  }
}

TEST_CASE("Numbrix builder: the same seed gives the same grid, other seeds other grids", "[numbrix][builder]") {
  for (auto [rows, cols] : std::vector<std::pair<int, int>>{{6, 6}, {5, 9}, {12, 12}}) {
    std::set<std::vector<int>> seen;
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
      const Instance a = build(rows, cols, seed), b = build(rows, cols, seed);
      CHECK(a.givens == b.givens);
      CHECK(*a.solution == *b.solution);
      seen.insert(*a.solution);
    }
    INFO(rows << "x" << cols);
    CHECK(seen.size() == 20);
  }
  // The same draws from the same stream whatever the options: they shape the
  // clue groups, not the path.
  CHECK(*build(7, 7, 3, "none").solution == *build(7, 7, 3, "mirror4").solution);
}

TEST_CASE("Numbrix builder: every path of a small grid comes, about equally often", "[numbrix][builder]") {
  // The chain is symmetric, so in the long run uniform; 300 moves a cell is a
  // long run on these grids. The bounds are loose (a factor 3 either side of
  // the mean, and a chi-square far out in its tail), so sampling noise does
  // not break them; these seeds give chi-square 39 on 39 degrees of freedom
  // at 3x3, 131 on 123 at 3x4. A walk that draws among the end's neighbours
  // (not among four directions) gives about 12,000 on 3x3 and 17,000 on 3x4,
  // far past the bound, though on 3x3 within the factor 3.
  for (auto [rows, cols, per_path] :
       std::vector<std::tuple<int, int, int>>{{3, 3, 200}, {2, 4, 200}, {4, 2, 200}, {3, 4, 100}, {2, 2, 200}}) {
    const std::set<std::vector<int>> paths = all_paths(rows, cols);
    const int draws = per_path * static_cast<int>(paths.size());
    std::map<std::vector<int>, int> count;
    for (const std::vector<int>& path : paths) count[path] = 0;
    for (int seed = 0; seed < draws; ++seed) {
      const Instance grid = build(rows, cols, static_cast<std::uint64_t>(seed) + 1000, "none");
      auto it = count.find(*grid.solution);
      REQUIRE(it != count.end());  // a Hamiltonian path of the grid, numbered either way
      ++it->second;
    }
    const double mean = static_cast<double>(draws) / static_cast<double>(paths.size());
    int fewest = draws, most = 0;
    double chi2 = 0;
    for (const auto& [path, n] : count) {
      fewest = std::min(fewest, n);
      most = std::max(most, n);
      chi2 += (n - mean) * (n - mean) / mean;
    }
    const double freedom = static_cast<double>(paths.size()) - 1;
    INFO(rows << "x" << cols << ": " << paths.size() << " directed paths, " << draws << " grids, each path "
              << fewest << ".." << most << " times (mean " << mean << "), chi-square " << chi2 << " on " << freedom
              << " degrees of freedom");
    CHECK(fewest > 0);
    CHECK(fewest * 3 >= mean);
    CHECK(most <= 3 * mean);
    CHECK(chi2 < freedom + 6 * std::sqrt(2 * freedom));
  }
}

TEST_CASE("Numbrix builder: numbers go in symmetric groups, the ends kept when asked", "[numbrix][builder]") {
  for (auto [rows, cols] : std::vector<std::pair<int, int>>{{6, 6}, {7, 7}, {5, 8}, {2, 3}, {9, 4}}) {
    for (const std::string& symmetry : pg::symmetry_names()) {
      if (symmetry == "rot4" && rows != cols) continue;
      for (const std::string& ends : std::vector<std::string>{"free", "keep"}) {
        INFO(rows << "x" << cols << " --symmetry " << symmetry << " --ends " << ends);
        pg::GenerateRequest req = request(rows, cols, symmetry, ends);
        pg::Rng rng(11, 0);
        const Instance full = numbrix().build(rng, req);
        const std::vector<std::vector<int>> groups = numbrix().clue_groups(full, req);
        const int n = rows * cols;
        int one = -1, last = -1;
        for (int cell = 0; cell < n; ++cell) {
          if ((*full.solution)[static_cast<std::size_t>(cell)] == 1) one = cell;
          if ((*full.solution)[static_cast<std::size_t>(cell)] == n) last = cell;
        }
        // The cells that must stay: the ends and their partners.
        std::set<int> kept;
        if (ends == "keep")
          for (int end : {one, last})
            for (int cell : images(rows, cols, end, symmetry)) kept.insert(cell);
        std::vector<int> group_of(static_cast<std::size_t>(n), -1);
        for (std::size_t g = 0; g < groups.size(); ++g)
          for (int cell : groups[g]) {
            REQUIRE(cell >= 0);
            REQUIRE(cell < n);
            CHECK(group_of[static_cast<std::size_t>(cell)] == -1);  // in one group only
            group_of[static_cast<std::size_t>(cell)] = static_cast<int>(g);
          }
        for (int cell = 0; cell < n; ++cell) {
          INFO("cell " << cell);
          if (kept.count(cell)) {
            CHECK(group_of[static_cast<std::size_t>(cell)] == -1);
            continue;
          }
          // Every other cell in a group, which is exactly its orbit.
          REQUIRE(group_of[static_cast<std::size_t>(cell)] >= 0);
          const std::vector<int>& group = groups[static_cast<std::size_t>(group_of[static_cast<std::size_t>(cell)])];
          CHECK(std::set<int>(group.begin(), group.end()) == images(rows, cols, cell, symmetry));
        }
        // Free ends are carved like any other number.
        if (ends == "free") {
          CHECK(group_of[static_cast<std::size_t>(one)] >= 0);
          CHECK(group_of[static_cast<std::size_t>(last)] >= 0);
        }
      }
    }
  }
}

TEST_CASE("Numbrix builder: a grid with every number given needs no mending", "[numbrix][builder]") {
  const pg::GenerateRequest req = request(5, 5);
  pg::Rng rng(4, 0);
  Instance full = numbrix().build(rng, req);
  const Instance before = full;
  std::vector<int> unknown(static_cast<std::size_t>(full.cells()), pg::kNone);
  pg::Builder::Doubt doubt;
  doubt.known = unknown;
  CHECK_FALSE(numbrix().repair(full, doubt, rng, req));
  CHECK(full.givens == before.givens);
  CHECK(*full.solution == *before.solution);
  // Every given counts as a clue, the kept ends included.
  CHECK(numbrix().removable_clues(full).size() == 25);
}

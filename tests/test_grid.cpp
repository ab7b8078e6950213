// The grid geometry every layer shares: neighbours in a fixed order, rays,
// connected parts, distances.
#include <catch2/catch.hpp>

#include <vector>

#include "core/grid.hpp"

using pg::Direction;
using pg::Grid;

namespace {

std::vector<int> listed(const pg::Neighbours& neighbours) { return {neighbours.begin(), neighbours.end()}; }

}  // namespace

TEST_CASE("grid: neighbours up, down, left, right, or in reading order, inside the grid only", "[grid]") {
  const Grid grid(3, 4);  // cells 0..11, row-major
  CHECK(grid.cells() == 12);
  CHECK(listed(grid.neighbours(5)) == std::vector<int>{1, 9, 4, 6});
  CHECK(listed(grid.neighbours_in_reading_order(5)) == std::vector<int>{1, 4, 6, 9});
  CHECK(listed(grid.neighbours(0)) == std::vector<int>{4, 1});
  CHECK(listed(grid.neighbours(11)) == std::vector<int>{7, 10});
  CHECK(listed(grid.neighbours_in_reading_order(3)) == std::vector<int>{2, 7});
  std::vector<int> visited;
  grid.for_each_neighbour(6, [&](int cell) { visited.push_back(cell); });
  CHECK(visited == listed(grid.neighbours(6)));
  // One row and one column: the ends have one neighbour.
  CHECK(listed(Grid(1, 3).neighbours(0)) == std::vector<int>{1});
  CHECK(listed(Grid(3, 1).neighbours(2)) == std::vector<int>{1});
  CHECK(Grid(1, 1).neighbours(0).empty());
  CHECK(grid.adjacent(5, 6));
  CHECK(grid.adjacent(5, 1));
  CHECK_FALSE(grid.adjacent(3, 4));  // the end of one row and the start of the next
  CHECK_FALSE(grid.adjacent(5, 10));
  CHECK(grid.distance(0, 11) == 5);
  CHECK(grid.distance(7, 4) == 3);
  CHECK(grid.distance(2, 8) == 4);
  CHECK(grid.at(7) == pg::Cell{1, 3});
  CHECK(grid.index(2, 1) == 9);
}

TEST_CASE("grid: a ray runs from a cell to the edge, or while its cells are open", "[grid]") {
  const Grid grid(4, 5);
  CHECK(grid.ray(7, Direction::right) == std::vector<int>{8, 9});
  CHECK(grid.ray(7, Direction::left) == std::vector<int>{6, 5});
  CHECK(grid.ray(7, Direction::up) == std::vector<int>{2});
  CHECK(grid.ray(7, Direction::down) == std::vector<int>{12, 17});
  CHECK(grid.ray(4, Direction::right).empty());
  CHECK(grid.ray(0, Direction::up).empty());
  // Stopped by a closed cell, which it does not include.
  CHECK(grid.ray(5, Direction::right, [](int cell) { return cell != 8; }) == std::vector<int>{6, 7});
  CHECK(grid.step(19, Direction::down) == -1);
  CHECK(grid.step(10, Direction::left) == -1);
  CHECK(grid.step(10, Direction::right) == 11);
}

TEST_CASE("grid: connected parts and whether a set is one part", "[grid]") {
  // 1 1 . 1
  // . 1 . 1
  // 1 . . 1
  const Grid grid(3, 4);
  const std::vector<int> marked{1, 1, 0, 1, 0, 1, 0, 1, 1, 0, 0, 1};
  auto member = [&](int cell) { return marked[static_cast<std::size_t>(cell)] == 1; };
  const std::vector<std::vector<int>> parts = grid.parts(member);
  REQUIRE(parts.size() == 3);
  CHECK(parts[0] == std::vector<int>{0, 1, 5});
  CHECK(parts[1] == std::vector<int>{3, 7, 11});
  CHECK(parts[2] == std::vector<int>{8});
  CHECK_FALSE(grid.connected(member));
  CHECK(grid.connected([&](int cell) { return member(cell) && cell != 8 && cell % 4 != 3; }));
  CHECK(grid.connected([](int) { return false; }));
  CHECK(grid.connected([](int) { return true; }));
  CHECK(grid.parts([](int) { return false; }).empty());
}

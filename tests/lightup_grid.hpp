// Light Up grids for tests, drawn as rows of characters.
#pragma once

#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "core/instance.hpp"
#include "core/lightup.hpp"
#include "solvers/lightup/rules.hpp"

namespace pg::test {

// Rows of cells, one character each: '.' white, '#' black, a digit a
// numbered black cell; '*' a white cell with a bulb, which makes the
// instance solved (its other white cells dark). A solution is checked
// against the rules.
inline Instance lightup_grid(const std::vector<std::string>& rows) {
  Instance instance;
  instance.puzzle = "lightup";
  instance.rows = static_cast<int>(rows.size());
  instance.cols = static_cast<int>(rows.front().size());
  std::vector<int> solution;
  bool bulbs = false;
  for (const std::string& row : rows) {
    REQUIRE(static_cast<int>(row.size()) == instance.cols);
    for (char c : row) {
      const int given = c == '.' || c == '*' ? lightup::kWhite : c == '#' ? lightup::kBlack : c - '0';
      instance.givens.push_back(given);
      solution.push_back(c == '*' ? lightup::kBulb : given == lightup::kWhite ? lightup::kDark : kNone);
      bulbs = bulbs || c == '*';
    }
  }
  if (bulbs) {
    const RuleCheck verdict = lightup::check_rules(instance, solution);
    INFO(verdict.rule << ": " << verdict.detail);
    REQUIRE(verdict.valid);
    instance.solution = solution;
  }
  return instance;
}

}  // namespace pg::test

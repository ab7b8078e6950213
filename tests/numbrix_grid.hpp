// Numbrix grids for tests, drawn as rows of text.
#pragma once

#include <catch2/catch.hpp>

#include <sstream>
#include <string>
#include <vector>

#include "core/instance.hpp"
#include "formats/numbrix/codec.hpp"
#include "solvers/numbrix/rules.hpp"

namespace pg::test {

// Rows of cells separated by spaces: '.' or a number.
inline Instance numbrix_puzzle(const std::vector<std::string>& rows) {
  std::string text;
  for (const std::string& row : rows) text += row + "\n";
  return pg::numbrix::codec().format("grid")->read(text).front();
}

// Rows of the solution's numbers separated by spaces, a given marked with a
// '*' after it; the solution is checked against the rules.
inline Instance numbrix_solved(const std::vector<std::string>& rows) {
  Instance instance;
  instance.puzzle = "numbrix";
  instance.rows = static_cast<int>(rows.size());
  std::vector<int> solution;
  for (const std::string& row : rows) {
    std::istringstream cells(row);
    int count = 0;
    for (std::string cell; cells >> cell; ++count) {
      const bool given = cell.back() == '*';
      if (given) cell.pop_back();
      solution.push_back(std::stoi(cell));
      instance.givens.push_back(given ? solution.back() : pg::kNone);
    }
    if (instance.cols == 0) instance.cols = count;
    REQUIRE(count == instance.cols);
  }
  pg::RuleCheck verdict = pg::numbrix::check_rules(instance, solution);
  INFO(verdict.rule << ": " << verdict.detail);
  REQUIRE(verdict.valid);
  instance.solution = solution;
  return instance;
}

}  // namespace pg::test

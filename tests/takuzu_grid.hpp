// Takuzu grids for tests, drawn as rows of characters.
#pragma once

#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "core/instance.hpp"
#include "solvers/takuzu/rules.hpp"

namespace pg::test {

// Rows of cells, one character each: '0', '1' or '.' (blank).
inline Instance takuzu_grid(const std::vector<std::string>& rows) {
  Instance instance;
  instance.puzzle = "takuzu";
  instance.rows = static_cast<int>(rows.size());
  instance.cols = static_cast<int>(rows.front().size());
  for (const std::string& row : rows) {
    REQUIRE(static_cast<int>(row.size()) == instance.cols);
    for (char c : row) instance.givens.push_back(c == '.' ? kNone : c - '0');
  }
  return instance;
}

// The givens and a solution, checked against the rules.
inline Instance solved_takuzu(const std::vector<std::string>& givens, const std::vector<std::string>& solution) {
  Instance instance = takuzu_grid(givens);
  const Instance full = takuzu_grid(solution);
  const RuleCheck verdict = takuzu::check_rules(instance, full.givens);
  INFO(verdict.rule << ": " << verdict.detail);
  REQUIRE(verdict.valid);
  instance.solution = full.givens;
  return instance;
}

}  // namespace pg::test

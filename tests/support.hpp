// Helpers shared by the tests: independent solution counting, soundness of
// deductions, the errors a call raises, generator requests.
#pragma once

#include <catch2/catch.hpp>

#include <cstdint>
#include <string>
#include <vector>

#include "core/errors.hpp"
#include "formats/json.hpp"
#include "core/files.hpp"
#include "core/text.hpp"
#include "generator/builder.hpp"
#include "puzzles/catalogue.hpp"

#include "core/instance.hpp"
#include "solvers/sat/search.hpp"
#include "solvers/solver.hpp"

namespace pg::test {

// Solutions by SAT, up to `limit`, each one passed through the rule checker.
inline int sat_count(const Solver& solver, const Instance& instance, int limit,
                     std::vector<std::vector<int>>* found = nullptr) {
  sat::Session session;
  auto encoding = solver.encode(session, instance);
  std::vector<int> selectors = encoding->selectors();
  int count = 0;
  while (count < limit) {
    sat::Found f = sat::search(session, *encoding, selectors);
    REQUIRE(f.outcome != sat::Outcome::unknown);
    if (f.outcome == sat::Outcome::unsat) break;
    RuleCheck check = solver.check(instance, f.solution);
    INFO("rule " << check.rule << ": " << check.detail);
    REQUIRE(check.valid);
    if (found) found->push_back(f.solution);
    sat::block(session, *encoding, f.solution);
    ++count;
  }
  return count;
}

// Instance with the givens of `solution` on the cells where `keep` is set.
inline Instance with_givens(const std::string& puzzle, int rows, int cols, const std::vector<int>& solution,
                            const std::vector<bool>& keep) {
  Instance instance;
  instance.puzzle = puzzle;
  instance.rows = rows;
  instance.cols = cols;
  instance.givens.assign(solution.size(), kNone);
  for (std::size_t i = 0; i < solution.size(); ++i)
    if (keep[i]) instance.givens[i] = solution[i];
  return instance;
}

// Every cell the logic solver fixed holds that value in every solution:
// "givens AND some fixed cell differs" must be UNSAT. A contradiction means no
// solution; "solved" means exactly one, the grid the logic solver reached.
inline void require_sound(const Solver& solver, const Instance& instance, const Deduction& deduction) {
  sat::Session session;
  auto encoding = solver.encode(session, instance);
  std::vector<int> fixed = encoding->literals_of(deduction.cells);
  std::vector<int> selectors = encoding->selectors();
  sat::Found any = sat::search(session, *encoding, selectors);
  REQUIRE(any.outcome != sat::Outcome::unknown);
  if (deduction.status == Deduction::Status::contradiction) {
    CHECK(any.outcome == sat::Outcome::unsat);
    return;
  }
  if (any.outcome == sat::Outcome::unsat) return;  // nothing to contradict
  sat::Found other = sat::search_other(session, *encoding, selectors, fixed);
  CHECK(other.outcome == sat::Outcome::unsat);
  if (deduction.status == Deduction::Status::solved) {
    CHECK(solver.check(instance, deduction.cells).valid);
    CHECK(sat_count(solver, instance, 2) == 1);
  }
}

// The InputError `f` raises; a test failure when it raises none.
struct Raised {
  std::string message;  // what()
  std::string located;  // with its line and column
  int line = 0;
  int column = 0;
};
template <class F>
Raised input_error(F&& f) {
  try {
    f();
  } catch (const InputError& e) {
    return {e.what(), e.located(), e.line(), e.column()};
  }
  FAIL("no InputError raised");
  return {};
}

// The message of the FormatError `f` raises; a test failure when it raises none.
template <class F>
std::string format_error(F&& f) {
  try {
    f();
  } catch (const FormatError& e) {
    return e.what();
  }
  FAIL("no FormatError raised");
  return {};
}

inline GenerateRequest request(const std::string& puzzle, int rows, int cols, Difficulty difficulty,
                               std::uint64_t seed) {
  GenerateRequest r;
  r.puzzle = puzzle;
  r.rows = rows;
  r.cols = cols;
  r.difficulty = difficulty;
  r.seed = seed;
  return r;
}

// A file under tests/data, e.g. "pddl/nurikabe-3x4.plan".
inline std::string read_data(const std::string& path) { return read_input(std::string(PUZZLEGEN_TEST_DATA) + "/" + path); }

inline std::string json_of(const Instance& instance) { return JsonFormat(codec_resolver()).write(instance); }

}  // namespace pg::test

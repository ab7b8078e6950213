// Helpers shared by the tests: independent solution counting, soundness of
// deductions, the errors a call raises and where, places in a text, generator
// requests.
#pragma once

#include <catch2/catch.hpp>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <string>
#include <utility>
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
                     std::vector<std::vector<int>>* found = nullptr,
                     sat::Givens givens = sat::Givens::selectable) {
  sat::Session session;
  auto encoding = solver.encode(session, instance, givens);
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

// Solutions of the encoding made complete (Encoding::complete: what the
// solver's own search adds lazily, all up front), up to `limit`, solved
// without refine as another solver would: each one passed through the rule
// checker.
inline int complete_count(const Solver& solver, const Instance& instance, int limit) {
  sat::Session session;
  auto encoding = solver.encode(session, instance, sat::Givens::all_hold);
  encoding->complete(session);
  for (int selector : encoding->selectors()) session.add_clause({selector});
  int count = 0;
  while (count < limit && session.solve() == sat::Outcome::sat) {
    const std::vector<int> solution = encoding->decode(session);
    RuleCheck check = solver.check(instance, solution);
    INFO("rule " << check.rule << ": " << check.detail);
    REQUIRE(check.valid);
    sat::block(session, *encoding, solution);
    ++count;
  }
  return count;
}

// A `puzzle` of rows x cols with no givens.
inline Instance blank_instance(const std::string& puzzle, int rows, int cols) {
  Instance instance;
  instance.puzzle = puzzle;
  instance.rows = rows;
  instance.cols = cols;
  instance.givens.assign(static_cast<std::size_t>(rows * cols), kNone);
  return instance;
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

// What a refusal's message says: all of it, or (part_of) a part of it. A
// plain string converts, so that a table row can give the whole message.
struct Says {
  std::string text;
  bool whole = true;
  Says(const char* says) : text(says) {}
  Says(std::string says) : text(std::move(says)) {}
};
inline Says part_of(std::string text) {
  Says says(std::move(text));
  says.whole = false;
  return says;
}

// The InputError `raised` stands at `line` and `column` and says `message`.
inline void check_raised(const Raised& raised, int line, int column, const Says& message) {
  INFO("refused with: " << raised.located);
  CHECK(raised.line == line);
  CHECK(raised.column == column);
  if (message.whole)
    CHECK(raised.message == message.text);
  else
    CHECK_THAT(raised.message, Catch::Contains(message.text));
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

// `text` with the first `from` in it replaced by `to`: a test's edit of a
// problem or a plan, which must find what it replaces.
inline std::string edited(std::string text, const std::string& from, const std::string& to) {
  const auto at = text.find(from);
  REQUIRE(at != std::string::npos);
  return text.replace(at, from.size(), to);
}

// Where a part of a text stands: 1-based, as InputError places a fault.
struct Place {
  int line = 0;
  int column = 0;
};

// The place of the first `part` in `text`.
inline Place place_of(const std::string& text, const std::string& part) {
  const std::size_t at = text.find(part);
  REQUIRE(at != std::string::npos);
  const std::size_t newline = text.rfind('\n', at);
  const std::size_t line_start = newline == std::string::npos ? 0 : newline + 1;
  const auto before = text.begin() + static_cast<std::ptrdiff_t>(at);
  return {static_cast<int>(std::count(text.begin(), before, '\n')) + 1, static_cast<int>(at - line_start) + 1};
}

// "LINE:COL", as the command line prints a place.
inline std::string to_string(const Place& place) {
  return std::to_string(place.line) + ":" + std::to_string(place.column);
}

// A file under tests/data, e.g. "pddl/nurikabe-3x4.plan".
inline std::string read_data(const std::string& path) { return read_input(std::string(PUZZLEGEN_TEST_DATA) + "/" + path); }

inline std::string json_of(const Instance& instance) { return JsonFormat(codec_resolver()).write(instance); }

}  // namespace pg::test

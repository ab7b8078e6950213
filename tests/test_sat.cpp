// The SAT core: cardinality bounds against brute force, selectors, one-shot
// constraints, failed assumptions.
#include <catch2/catch.hpp>

#include <bit>
#include <vector>

#include "core/errors.hpp"
#include "solvers/sat/cardinality.hpp"
#include "solvers/sat/session.hpp"

using pg::sat::Outcome;
using pg::sat::Session;

namespace {

// Is the bound satisfiable with the inputs fixed to `assignment`?
bool satisfiable(Session& session, const std::vector<int>& inputs, unsigned assignment, int guard) {
  for (std::size_t i = 0; i < inputs.size(); ++i) session.assume((assignment >> i) & 1 ? inputs[i] : -inputs[i]);
  if (guard != 0) session.assume(guard);
  Outcome outcome = session.solve();
  REQUIRE(outcome != Outcome::unknown);
  return outcome == Outcome::sat;
}

}  // namespace

TEST_CASE("between(lo, hi) admits exactly the assignments with lo..hi true inputs", "[sat]") {
  for (int n = 1; n <= 7; ++n) {
    for (int lo = -1; lo <= n + 1; ++lo) {
      for (int hi = lo - 1; hi <= n + 1; ++hi) {
        for (bool guarded : {false, true}) {
          Session session;
          std::vector<int> inputs(static_cast<std::size_t>(n));
          for (int& v : inputs) v = session.new_var();
          int guard = guarded ? session.new_selector() : 0;
          pg::sat::between(session, inputs, lo, hi, guard);
          for (unsigned a = 0; a < (1u << n); ++a) {
            int count = std::popcount(a);
            bool expected = count >= lo && count <= hi;
            INFO("n=" << n << " lo=" << lo << " hi=" << hi << " guarded=" << guarded << " assignment=" << a);
            CHECK(satisfiable(session, inputs, a, guard) == expected);
            // Without its selector, a guarded bound constrains nothing.
            if (guarded) CHECK(satisfiable(session, inputs, a, 0));
          }
        }
      }
    }
  }
}

TEST_CASE("at_most, at_least and exactly are the matching between() bounds", "[sat]") {
  const int n = 6;
  for (int k = 0; k <= n; ++k) {
    Session session;
    std::vector<int> inputs(n);
    for (int& v : inputs) v = session.new_var();
    int most = session.new_selector(), least = session.new_selector(), exact = session.new_selector();
    pg::sat::at_most(session, inputs, k, most);
    pg::sat::at_least(session, inputs, k, least);
    pg::sat::exactly(session, inputs, k, exact);
    for (unsigned a = 0; a < (1u << n); ++a) {
      int count = std::popcount(a);
      INFO("k=" << k << " assignment=" << a);
      CHECK(satisfiable(session, inputs, a, most) == (count <= k));
      CHECK(satisfiable(session, inputs, a, least) == (count >= k));
      CHECK(satisfiable(session, inputs, a, exact) == (count == k));
    }
  }
}

TEST_CASE("the totalizer's outputs count exactly", "[sat]") {
  const int n = 5;
  Session session;
  std::vector<int> inputs(n);
  for (int& v : inputs) v = session.new_var();
  std::vector<int> outputs = pg::sat::totalizer(session, inputs, n);
  REQUIRE(outputs.size() == static_cast<std::size_t>(n));
  for (unsigned a = 0; a < (1u << n); ++a) {
    for (std::size_t i = 0; i < inputs.size(); ++i) session.assume((a >> i) & 1 ? inputs[i] : -inputs[i]);
    REQUIRE(session.solve() == Outcome::sat);
    for (int j = 0; j < n; ++j) CHECK(session.value(outputs[static_cast<std::size_t>(j)]) == (std::popcount(a) >= j + 1));
  }
}

TEST_CASE("constraints last one solve, and failed() names the assumptions a proof used", "[sat]") {
  Session session;
  int x = session.new_var(), y = session.new_var();
  int sx = session.new_selector(), sy = session.new_selector();
  session.add_guarded(sx, {x});
  session.add_guarded(sy, {y});

  std::vector<int> neither{-x, -y};
  std::vector<int> not_x{-x};
  session.assume(sx);
  session.assume(sy);
  session.constrain(not_x);  // "x is false" contradicts sx alone
  REQUIRE(session.solve() == Outcome::unsat);
  CHECK(session.failed(sx));
  CHECK_FALSE(session.failed(sy));

  session.assume(sx);
  session.assume(sy);
  REQUIRE(session.solve() == Outcome::sat);  // the constraint is gone
  CHECK(session.value(x));
  CHECK(session.value(y));

  std::vector<int> empty;
  CHECK_THROWS_AS(session.constrain(empty), pg::InternalError);
  CHECK(session.solve() == Outcome::sat);
  CHECK(session.stats().solves == 3);
}

TEST_CASE("a conflict budget stops a hard solve as unknown", "[sat]") {
  // Pigeonhole 9 into 8: hard for CDCL, so one conflict cannot decide it.
  Session session;
  const int pigeons = 9, holes = 8;
  std::vector<std::vector<int>> p(pigeons, std::vector<int>(holes));
  for (auto& row : p)
    for (int& v : row) v = session.new_var();
  for (auto& row : p) session.add_clause(row);
  for (int h = 0; h < holes; ++h) {
    std::vector<int> column;
    for (auto& row : p) column.push_back(row[static_cast<std::size_t>(h)]);
    pg::sat::at_most(session, column, 1);
  }
  pg::sat::Budget budget;
  budget.conflicts = 1;
  CHECK(session.solve(budget) == Outcome::unknown);
  CHECK(session.stats().unknown == 1);
}

TEST_CASE("selectors only guard until a clause holds one unnegated", "[sat]") {
  Session session;
  const int x = session.new_var(), selector = session.new_selector();
  session.add_guarded(selector, {x});
  session.add_clause({-selector, -x, x});
  CHECK(session.selectors_only_guard());
  session.add_clause({x, selector});  // without the clue, x: dropping it rules solutions out
  CHECK_FALSE(session.selectors_only_guard());
}

#include "solvers/sat/cardinality.hpp"

#include <algorithm>
#include <array>

namespace pg::sat {
namespace {

void add_bound_clause(Session& session, std::vector<int> lits, int guard) {
  if (guard != 0) {
    session.add_guarded(guard, lits);
  } else {
    session.add_clause(lits);
  }
}

// Merges two counters. In the loops, index 0 of a counter is the constant
// "at least 0" (true) and index size+1 the constant "at least size+1" (false);
// both are left out of the clauses.
std::vector<int> merge(Session& session, const std::vector<int>& a, const std::vector<int>& b, int cap) {
  int p = static_cast<int>(a.size()), q = static_cast<int>(b.size());
  int m = std::min(p + q, cap);
  std::vector<int> r(static_cast<std::size_t>(m));
  const Session::Topic topic(session, "a count of a cardinality network (totalizer)");
  for (int& lit : r) lit = session.new_var();
  std::array<int, 3> clause{};
  // Upward: a >= i and b >= j imply r >= min(i + j, m).
  for (int i = 0; i <= p; ++i) {
    for (int j = 0; j <= q; ++j) {
      if (i + j == 0) continue;
      std::size_t n = 0;
      if (i > 0) clause[n++] = -a[static_cast<std::size_t>(i - 1)];
      if (j > 0) clause[n++] = -b[static_cast<std::size_t>(j - 1)];
      clause[n++] = r[static_cast<std::size_t>(std::min(i + j, m) - 1)];
      session.add_clause(std::span<const int>(clause.data(), n));
    }
  }
  // Downward: a < i + 1 and b < j + 1 imply r < i + j + 1.
  for (int i = 0; i <= p; ++i) {
    for (int j = 0; j <= q; ++j) {
      if (i + j + 1 > m) continue;
      std::size_t n = 0;
      if (i < p) clause[n++] = a[static_cast<std::size_t>(i)];
      if (j < q) clause[n++] = b[static_cast<std::size_t>(j)];
      clause[n++] = -r[static_cast<std::size_t>(i + j)];
      session.add_clause(std::span<const int>(clause.data(), n));
    }
  }
  return r;
}

std::vector<int> build(Session& session, std::span<const int> lits, int cap) {
  if (lits.size() == 1) return {lits[0]};
  std::size_t half = lits.size() / 2;
  auto left = build(session, lits.first(half), cap);
  auto right = build(session, lits.subspan(half), cap);
  return merge(session, left, right, cap);
}

}  // namespace

std::vector<int> totalizer(Session& session, std::span<const int> lits, int cap) {
  if (lits.empty() || cap <= 0) return {};
  return build(session, lits, cap);
}

void between(Session& session, std::span<const int> lits, int lo, int hi, int guard) {
  int n = static_cast<int>(lits.size());
  lo = std::max(lo, 0);
  if (lo > n || hi < 0 || lo > hi) {  // unsatisfiable bound
    add_bound_clause(session, {}, guard);
    return;
  }
  bool need_lo = lo > 0, need_hi = hi < n;
  if (!need_lo && !need_hi) return;
  // Saturated cases need no counter.
  if (hi == 0) {
    for (int lit : lits) add_bound_clause(session, {-lit}, guard);
    return;
  }
  if (lo == n) {
    for (int lit : lits) add_bound_clause(session, {lit}, guard);
    return;
  }
  if (!need_hi && lo == 1) {
    add_bound_clause(session, std::vector<int>(lits.begin(), lits.end()), guard);
    return;
  }
  std::vector<int> counter = totalizer(session, lits, need_hi ? hi + 1 : lo);
  if (need_lo) add_bound_clause(session, {counter[static_cast<std::size_t>(lo - 1)]}, guard);
  if (need_hi) add_bound_clause(session, {-counter[static_cast<std::size_t>(hi)]}, guard);
}

void at_most(Session& session, std::span<const int> lits, int k, int guard) {
  between(session, lits, 0, k, guard);
}

void at_least(Session& session, std::span<const int> lits, int k, int guard) {
  between(session, lits, k, static_cast<int>(lits.size()), guard);
}

void exactly(Session& session, std::span<const int> lits, int k, int guard) { between(session, lits, k, k, guard); }

}  // namespace pg::sat

#include "solvers/sat/search.hpp"

#include <optional>

namespace pg::sat {
namespace {

std::vector<int> negated(std::span<const int> lits) {
  std::vector<int> clause;
  clause.reserve(lits.size());
  for (int lit : lits) clause.push_back(-lit);
  return clause;
}

Found solve_refining(Session& session, Encoding& encoding, std::span<const int> assumptions,
                     const std::optional<std::vector<int>>& constraint, const Budget& budget) {
  for (std::int64_t round = 0;; ++round) {
    if (budget.rounds >= 0 && round >= budget.rounds) return {Outcome::unknown, {}, round};
    for (int lit : assumptions) session.assume(lit);
    if (constraint) session.constrain(*constraint);
    Outcome outcome = session.solve(budget);
    if (outcome != Outcome::sat) return {outcome, {}, round + 1};
    std::vector<int> solution = encoding.decode(session);
    if (!encoding.refine(session, solution)) return {Outcome::sat, std::move(solution), round + 1};
  }
}

}  // namespace

Found search(Session& session, Encoding& encoding, std::span<const int> assumptions, const Budget& budget) {
  return solve_refining(session, encoding, assumptions, std::nullopt, budget);
}

Found search_other(Session& session, Encoding& encoding, std::span<const int> assumptions,
                   std::span<const int> pinned, const Budget& budget) {
  if (pinned.empty()) return {Outcome::unsat, {}, 0};
  return solve_refining(session, encoding, assumptions, negated(pinned), budget);
}

void block(Session& session, const Encoding& encoding, std::span<const int> solution) {
  session.add_clause(negated(encoding.literals_of(solution)));
}

}  // namespace pg::sat

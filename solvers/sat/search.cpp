#include "solvers/sat/search.hpp"

namespace pg::sat {

namespace {

std::vector<int> negated(std::span<const int> lits) {
  std::vector<int> clause;
  clause.reserve(lits.size());
  for (int lit : lits) clause.push_back(-lit);
  return clause;
}

}  // namespace

Found search(Session& session, Encoding& encoding, std::span<const int> assumptions, std::span<const int> differ_from,
             const Budget& budget) {
  std::vector<int> differs;
  bool excluding = !differ_from.empty();
  if (excluding) differs = negated(differ_from);
  for (;;) {
    for (int lit : assumptions) session.assume(lit);
    if (excluding) session.constrain(differs);
    Outcome outcome = session.solve(budget);
    if (outcome != Outcome::sat) return {outcome, {}};
    std::vector<int> solution = encoding.decode(session);
    if (!encoding.refine(session, solution)) return {Outcome::sat, std::move(solution)};
  }
}

void block(Session& session, const Encoding& encoding, std::span<const int> solution) {
  session.add_clause(negated(encoding.literals_of(solution)));
}

}  // namespace pg::sat

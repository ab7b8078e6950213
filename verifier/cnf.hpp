// A puzzle's SAT encoding written out for another solver, and that solver's
// model read back as a solution. The CNF is the encoding the verifier uses,
// made complete (Encoding::complete: connectivity and distinct lines in full,
// where the verifier's own search adds them lazily) with every given holding;
// so a model of it is a solution, and every solution has a model.
#pragma once

#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/instance.hpp"
#include "formats/dimacs.hpp"
#include "solvers/solver.hpp"

namespace pg {

// The CNF, its comment starting with `header`. With `differs_from` (a
// solution), one more clause: the grid differs from it somewhere, so that
// the formula is unsatisfiable exactly when that solution is the only one.
dimacs::Cnf export_cnf(const Solver& solver, const Instance& instance, const std::vector<std::string>& header,
                       std::span<const int> differs_from = {});

struct ModelCheck {
  dimacs::Model::Answer answer = dimacs::Model::Answer::unknown;
  // When satisfiable: the first clause of the CNF the model falsifies (its
  // literals, with what their variables stand for), empty when none.
  std::string falsified;
  std::vector<int> solution;  // decoded from the model
  RuleCheck rules;            // the rule checker's verdict on it
};

// A solver's output (dimacs::read_model) for export_cnf(solver, instance):
// the model held against the CNF's clauses, then decoded and judged by the
// rule checker. InputError, placed in `model_text`, for output that does not
// read.
ModelCheck check_model(const Solver& solver, const Instance& instance, std::string_view model_text);

}  // namespace pg

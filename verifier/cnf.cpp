#include "verifier/cnf.hpp"

#include <memory>

#include "solvers/sat/session.hpp"

namespace pg {
namespace {

struct Built {
  sat::Session session;
  std::unique_ptr<sat::Encoding> encoding;
  std::vector<std::string> names;
};

// The encoding recorded clause by clause, made complete, every given's
// selector a unit clause.
void build(Built& built, const Solver& solver, const Instance& instance) {
  built.session.record();
  built.encoding = solver.encode(built.session, instance, sat::Givens::all_hold);
  built.encoding->complete(built.session);
  for (const sat::Clue& clue : built.encoding->clues()) built.session.add_clause({clue.selector});

  const auto vars = static_cast<std::size_t>(built.session.vars());
  built.names.assign(vars + 1, std::string());
  built.encoding->name_variables(built.names);
  for (const sat::Clue& clue : built.encoding->clues()) {
    const int given = instance.givens[static_cast<std::size_t>(clue.cell)];
    built.names[static_cast<std::size_t>(clue.selector)] = "the given at " + to_string(instance.cell(clue.cell)) +
                                                            " holds (" +
                                                            (given == kUnknown ? "?" : std::to_string(given)) + ")";
  }
  for (std::size_t v = 1; v <= vars; ++v)
    if (built.names[v].empty()) {
      const std::string_view topic = built.session.topic_of(static_cast<int>(v));
      built.names[v] = topic.empty() ? "an auxiliary of the encoding" : std::string(topic);
    }
}

}  // namespace

dimacs::Cnf export_cnf(const Solver& solver, const Instance& instance, const std::vector<std::string>& header,
                       std::span<const int> differs_from) {
  Built built;
  build(built, solver, instance);
  dimacs::Cnf cnf;
  cnf.comment = header;
  cnf.clauses = built.session.recorded();
  if (!differs_from.empty()) {
    for (int lit : built.encoding->literals_of(differs_from)) cnf.clauses.push_back(-lit);
    cnf.clauses.push_back(0);
  }
  cnf.names = std::move(built.names);
  return cnf;
}

ModelCheck check_model(const Solver& solver, const Instance& instance, std::string_view model_text) {
  Built built;
  build(built, solver, instance);
  const dimacs::Model model = dimacs::read_model(model_text, built.session.vars());
  ModelCheck out;
  out.answer = model.answer;
  if (model.answer != dimacs::Model::Answer::satisfiable) return out;

  auto holds = [&](int lit) {
    const int value = model.values[static_cast<std::size_t>(lit < 0 ? -lit : lit)];
    return lit < 0 ? value < 0 : value > 0;
  };
  const std::vector<int>& clauses = built.session.recorded();
  std::size_t start = 0, number = 0;
  for (std::size_t i = 0; i < clauses.size() && out.falsified.empty(); ++i) {
    if (clauses[i] != 0) continue;
    ++number;
    bool satisfied = false;
    for (std::size_t j = start; j < i && !satisfied; ++j) satisfied = holds(clauses[j]);
    if (!satisfied) {
      out.falsified = "clause " + std::to_string(number) + " (";
      for (std::size_t j = start; j < i; ++j) {
        const int lit = clauses[j];
        out.falsified += (j > start ? ", " : "") + std::string(lit < 0 ? "not " : "") +
                         built.names[static_cast<std::size_t>(lit < 0 ? -lit : lit)] + " [" + std::to_string(lit) + "]";
      }
      out.falsified += ")";
    }
    start = i + 1;
  }
  std::vector<bool> values(model.values.size(), false);
  for (std::size_t v = 1; v < values.size(); ++v) values[v] = model.values[v] > 0;
  built.session.use_model(std::move(values));
  out.solution = built.encoding->decode(built.session);
  out.rules = solver.check(instance, out.solution);
  return out;
}

}  // namespace pg

// libFuzzer harness: SAT solvers' models (the competition output and
// MiniSat's result file), read as check --model reads them for a sample
// instance's CNF (the first byte picks it): held against the clauses,
// decoded and judged by the rule checker.
#include "formats/dimacs.hpp"
#include "fuzz/harness.hpp"
#include "verifier/cnf.hpp"

extern "C" int LLVMFuzzerInitialize(int*, char***) {
  pg::fuzz::write_seeds_if_asked([](const std::filesystem::path& dir) {
    const char* answers[] = {"s SATISFIABLE\nv 1 -2 3 0\n", "s UNSATISFIABLE\n", "s UNKNOWN\n",
                             "c a comment\ns SATISFIABLE\nv 1 2\nv -3 0\n", "SAT\n1 -2 3 0\n", "UNSAT\n",
                             "INDET\n"};
    int n = 0;
    for (const char* answer : answers)
      pg::fuzz::write_seed(dir / ("model-" + std::to_string(n)), static_cast<std::uint8_t>(n), answer), ++n;
  });
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size == 0) return 0;
  const pg::fuzz::Sample s = pg::fuzz::sample(data[0]);
  const std::string_view text = pg::fuzz::text_of(data + 1, size - 1);
  pg::fuzz::refusals_expected([&] { pg::dimacs::read_model(text, data[0]); });
  pg::fuzz::refusals_expected([&] {
    const pg::ModelCheck check = pg::check_model(s.puzzle->solver, *s.instance, text);
    if (check.answer == pg::dimacs::Model::Answer::satisfiable && check.falsified.empty() && check.rules.valid &&
        check.solution != *s.instance->solution)
      pg::fuzz::finding("a model of the CNF gives a second solution of a unique puzzle");
  });
  return 0;
}

// libFuzzer harness: solutions as the judges' solvers print them, read for a
// sample instance (the first byte picks it) and judged by the rule checker,
// as check does.
#include "fuzz/harness.hpp"

extern "C" int LLVMFuzzerInitialize(int*, char***) {
  pg::fuzz::write_seeds_if_asked([](const std::filesystem::path& dir) {
    for (int i = 0; i < pg::fuzz::sample_count(); ++i) {
      const pg::fuzz::Sample s = pg::fuzz::sample(static_cast<std::uint8_t>(i));
      pg::fuzz::write_seed(dir / ("solution-" + std::to_string(i)), static_cast<std::uint8_t>(i),
                           s.puzzle->codec.write_solution(*s.instance, *s.instance->solution));
    }
  });
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size == 0) return 0;
  const pg::fuzz::Sample s = pg::fuzz::sample(data[0]);
  const std::string_view text = pg::fuzz::text_of(data + 1, size - 1);
  pg::fuzz::refusals_expected([&] {
    const std::vector<int> solution = s.puzzle->codec.read_solution(*s.instance, text);
    if (solution.size() != s.instance->givens.size())
      pg::fuzz::finding("read a solution of " + std::to_string(solution.size()) + " cells for " +
                        std::to_string(s.instance->givens.size()));
    const pg::RuleCheck check = s.puzzle->solver.check(*s.instance, solution);
    // The sample has exactly one solution: the rules pass that one only.
    if (check.valid && solution != *s.instance->solution)
      pg::fuzz::finding("the rule checker passes a second solution of a unique puzzle");
  });
  return 0;
}

// libFuzzer harness: the PDDL language itself, HDDL's hierarchy with it, as
// check --plan reads a problem and a domain file: parsing (and printing what
// was parsed, which parses to the same), domains, problems, and a problem
// held against the puzzle domain it names. Its seeds, beside the files the
// repository holds, are every planning domain and the samples' problems in
// each (fuzz/seeds.sh gives the problems to fuzz_pddl_problem too).
#include "fuzz/harness.hpp"
#include "pddl/language.hpp"
#include "pddl/problem_format.hpp"

using pg::fuzz::finding;
using pg::fuzz::refusals_expected;

extern "C" int LLVMFuzzerInitialize(int*, char***) {
  pg::fuzz::write_seeds_if_asked([](const std::filesystem::path& dir) {
    for (int i = 0; i < pg::fuzz::sample_count(); ++i) {
      const pg::fuzz::Sample s = pg::fuzz::sample(static_cast<std::uint8_t>(i));
      for (const pg::pddl::ProblemFormat* format : s.puzzle->planning_formats()) {
        const std::string name = std::string(format->domain_name()) + std::string(format->extension());
        pg::fuzz::write_seed(dir / ("domain-" + name), format->domain_text());
        pg::fuzz::write_seed(dir / ("problem-" + std::to_string(i) + "-" + name), format->write(*s.instance));
      }
    }
  });
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text = pg::fuzz::text_of(data, size);
  refusals_expected([&] {
    const pg::pddl::Expr expr = pg::pddl::parse(text);
    const std::string printed = pg::pddl::to_string(expr);
    std::string again;
    try {
      again = pg::pddl::to_string(pg::pddl::parse(printed));
    } catch (const pg::InputError& e) {
      finding("the printed expression does not parse: " + e.located() + "\n" + printed);
    }
    if (again != printed) finding("printing is no fixpoint:\n" + printed + "\n---\n" + again);
  });
  refusals_expected([&] { pg::pddl::read_domain(text); });
  refusals_expected([&] {
    const pg::pddl::Problem problem = pg::pddl::read_problem(text);
    if (const pg::pddl::ProblemFormat* format = pg::pddl::find_domain(pg::problem_formats(), problem.domain))
      pg::pddl::check_problem(format->domain(problem.domain), problem);
  });
  return 0;
}

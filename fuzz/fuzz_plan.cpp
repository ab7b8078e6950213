// libFuzzer harness: plans, as planners print them (Fast Downward's sas_plan,
// VAL's time stamps and durations), simulated from the PDDL problem of a
// sample instance in its puzzle's domain (the first byte picks it), and the
// solution a valid plan carries out judged by the rule checker.
#include "fuzz/harness.hpp"
#include "pddl/plan_text.hpp"
#include "pddl/simulate.hpp"

namespace {

struct Task {
  const pg::Puzzle* puzzle;
  const pg::Instance* instance;
  pg::pddl::Problem problem;
  const pg::pddl::Domain* domain;
};

const Task& task(std::uint8_t selector) {
  static const std::vector<Task> tasks = [] {
    std::vector<Task> made;
    for (int i = 0; i < pg::fuzz::sample_count(); ++i) {
      const pg::fuzz::Sample s = pg::fuzz::sample(static_cast<std::uint8_t>(i));
      if (s.puzzle->pddl == nullptr) continue;
      pg::pddl::Problem problem = pg::pddl::read_problem(s.puzzle->pddl->write(*s.instance));
      const pg::pddl::Domain* domain = &s.puzzle->pddl->domain(problem.domain);
      made.push_back({s.puzzle, s.instance, std::move(problem), domain});
    }
    return made;
  }();
  return tasks[selector % tasks.size()];
}

}  // namespace

extern "C" int LLVMFuzzerInitialize(int*, char***) {
  pg::fuzz::write_seeds_if_asked([](const std::filesystem::path& dir) {
    for (int i = 0; i < pg::fuzz::sample_count(); ++i) {
      const Task& t = task(static_cast<std::uint8_t>(i));
      const std::string plan = t.puzzle->pddl->reference_plan(*t.instance);
      pg::fuzz::write_seed(dir / ("plan-" + std::to_string(i)), static_cast<std::uint8_t>(i), plan);
      // The same steps as VAL prints them: a time stamp before, a duration after.
      std::string val;
      int step = 0;
      for (const pg::pddl::PlanStep& s : pg::pddl::read_plan(plan))
        val += std::to_string(step++) + ".000: " + pg::pddl::step_text(s) + " [1]\n";
      pg::fuzz::write_seed(dir / ("val-" + std::to_string(i)), static_cast<std::uint8_t>(i), val);
    }
  });
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size == 0) return 0;
  const Task& t = task(data[0]);
  const std::string_view text = pg::fuzz::text_of(data + 1, size - 1);
  pg::fuzz::refusals_expected([&] {
    const std::vector<pg::pddl::PlanStep> steps = pg::pddl::read_plan(text);
    const pg::pddl::PlanCheck check = pg::pddl::validate_plan(*t.domain, t.problem, steps);
    if (!check.valid) return;
    pg::Instance instance = *t.instance;
    instance.rules = t.puzzle->pddl->plan_rules();
    const std::vector<int> solution = t.puzzle->pddl->solution_of(instance, steps);
    t.puzzle->solver.check(instance, solution);
  });
  return 0;
}

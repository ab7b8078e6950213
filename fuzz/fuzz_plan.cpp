// libFuzzer harness: plans, as planners print them (Fast Downward's sas_plan,
// VAL's time stamps and durations, PANDA's hierarchical plans), checked
// against the PDDL or HDDL problem of a sample instance in its puzzle's
// domain (the first byte picks it), and the solution a valid plan carries
// out judged by the rule checker.
#include "fuzz/harness.hpp"
#include "pddl/decomposition.hpp"
#include "pddl/htn_plan_text.hpp"
#include "pddl/plan_text.hpp"
#include "pddl/simulate.hpp"

namespace {

struct Task {
  const pg::Puzzle* puzzle;
  const pg::Instance* instance;
  const pg::pddl::ProblemFormat* format;
  pg::pddl::Problem problem;
  const pg::pddl::Domain* domain;
  bool hierarchical() const { return format->language() == pg::pddl::Language::hddl; }
};

const std::vector<Task>& tasks() {
  static const std::vector<Task> made = [] {
    std::vector<Task> out;
    for (int i = 0; i < pg::fuzz::sample_count(); ++i) {
      const pg::fuzz::Sample s = pg::fuzz::sample(static_cast<std::uint8_t>(i));
      for (const pg::pddl::ProblemFormat* format : s.puzzle->planning_formats()) {
        pg::pddl::Problem problem = pg::pddl::read_problem(format->write(*s.instance));
        const pg::pddl::Domain* domain = &format->domain(problem.domain);
        out.push_back({s.puzzle, s.instance, format, std::move(problem), domain});
      }
    }
    return out;
  }();
  return made;
}

const Task& task(std::uint8_t selector) { return tasks()[selector % tasks().size()]; }

}  // namespace

extern "C" int LLVMFuzzerInitialize(int*, char***) {
  pg::fuzz::write_seeds_if_asked([](const std::filesystem::path& dir) {
    for (std::size_t i = 0; i < tasks().size() && i < 256; ++i) {
      const Task& t = tasks()[i];
      const auto selector = static_cast<std::uint8_t>(i);
      const std::string plan = t.format->reference_plan(*t.instance);
      pg::fuzz::write_seed(dir / ("plan-" + std::to_string(i)), selector, plan);
      if (t.hierarchical()) continue;
      // The same steps as VAL prints them: a time stamp before, a duration after.
      std::string val;
      int step = 0;
      for (const pg::pddl::PlanStep& s : pg::pddl::read_plan(plan))
        val += std::to_string(step++) + ".000: " + pg::pddl::step_text(s) + " [1]\n";
      pg::fuzz::write_seed(dir / ("val-" + std::to_string(i)), selector, val);
    }
  });
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size == 0) return 0;
  const Task& t = task(data[0]);
  const std::string_view text = pg::fuzz::text_of(data + 1, size - 1);
  pg::fuzz::refusals_expected([&] {
    std::vector<pg::pddl::PlanStep> steps;
    pg::pddl::PlanCheck check;
    if (t.hierarchical()) {
      const pg::pddl::HtnPlan plan = pg::pddl::read_htn_plan(text);
      steps = pg::pddl::action_steps(plan);
      check = pg::pddl::validate_htn_plan(*t.domain, t.problem, plan);
    } else {
      steps = pg::pddl::read_plan(text);
      check = pg::pddl::validate_plan(*t.domain, t.problem, steps);
    }
    if (!check.valid) return;
    pg::Instance instance = *t.instance;
    if (!t.format->plan_rules().empty()) instance.rules = t.format->plan_rules();
    const std::vector<int> solution = t.format->solution_of(instance, steps);
    t.puzzle->solver.check(instance, solution);
  });
  return 0;
}

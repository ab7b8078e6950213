// The contract every puzzle's hierarchical domain keeps, as pddl_contract.hpp
// has it for the PDDL ones: a problem reads back to its givens; the
// reference plan of a solution passes the decomposition check and carries out
// that solution; and, on grids small enough to walk every decomposition, the
// plans of a problem end exactly in the puzzle's solutions, each accepted by
// the rule checker.
#pragma once

#include <catch2/catch.hpp>

#include <cstddef>
#include <set>
#include <string>
#include <unordered_set>
#include <utility>
#include <vector>

#include "core/instance.hpp"
#include "generator/generate.hpp"
#include "pddl/decomposition.hpp"
#include "pddl/htn_plan_text.hpp"
#include "pddl/language.hpp"
#include "pddl/problem_format.hpp"
#include "pddl/progression.hpp"
#include "puzzles/catalogue.hpp"
#include "format_contract.hpp"
#include "pddl_contract.hpp"
#include "support.hpp"

namespace pg::test {

inline const pddl::ProblemFormat& hierarchy_of(const Puzzle& puzzle) {
  REQUIRE(puzzle.hddl != nullptr);
  return *puzzle.hddl;
}

inline const pddl::Domain& hierarchical_domain_of(const Puzzle& puzzle) {
  const pddl::ProblemFormat& format = hierarchy_of(puzzle);
  return format.domain(std::string(format.domain_name()));
}

inline pddl::Problem hierarchical_problem_of(const Puzzle& puzzle, const Instance& instance) {
  return pddl::read_problem(hierarchy_of(puzzle).write(instance));
}

// The decomposition check of the hierarchical plan `plan` (PANDA's text) for
// the problem of `instance`.
inline pddl::PlanCheck check_of_hierarchical_plan(const Puzzle& puzzle, const Instance& instance,
                                                  const std::string& plan) {
  return pddl::validate_htn_plan(hierarchical_domain_of(puzzle), hierarchical_problem_of(puzzle, instance),
                                 pddl::read_htn_plan(plan));
}

// The initial task network of the problem of `instance`, a task each, as
// the problem lists them: "(grow pos-0-0)".
inline std::vector<std::string> initial_network(const Puzzle& puzzle, const Instance& instance) {
  const pddl::Problem problem = hierarchical_problem_of(puzzle, instance);
  std::vector<std::string> tasks;
  for (const pddl::TaskCall& task : problem.htn->subtasks) tasks.push_back(pddl::to_string(task.call));
  return tasks;
}

// Whether a problem's text states `fact` on a line of its own, as the
// writers put the initial state.
inline bool states_fact(const std::string& text, const std::string& fact) {
  return text.find("    " + fact + "\n") != std::string::npos;
}

// A hierarchical plan, edited so that the check must refuse it; `name` names
// its section.
struct BrokenPlan {
  const char* name;
  std::string plan;
};

// Each plan refused for the problem of `instance`, in a section of its own.
inline void check_broken_plans(const Puzzle& puzzle, const Instance& instance, const std::vector<BrokenPlan>& cases) {
  for (const BrokenPlan& c : cases) {
    SECTION(c.name) {
      const pddl::PlanCheck check = check_of_hierarchical_plan(puzzle, instance, c.plan);
      INFO(c.plan << check.message);
      CHECK_FALSE(check.valid);
    }
  }
}

// The domain's text begins with its comment, `title` first, and says what
// every task, method and action means in a ';' line just before it.
inline void check_hierarchical_domain_text(const Puzzle& puzzle, const std::string& title) {
  const std::string text = hierarchy_of(puzzle).domain_text();
  CHECK_THAT(text, Catch::StartsWith("; " + title));
  const pddl::Domain& domain = hierarchical_domain_of(puzzle);
  CHECK(domain.hierarchical());
  for (const char* keyword : {"(:task ", "(:method ", "(:action "})
    for (std::size_t at = text.find(keyword); at != std::string::npos; at = text.find(keyword, at + 1)) {
      const std::size_t end = text.rfind('\n', at);
      const std::size_t start = text.rfind('\n', end - 1);
      INFO(text.substr(at, 40));
      CHECK_THAT(text.substr(start + 1, end - start - 1), Catch::StartsWith("  ;"));
    }
}

// The hierarchical reference plan of `instance`'s solution, the problem's one
// companion ("plan"), passes the check and carries out that solution, which
// the rule checker accepts. Returns the plan.
inline pddl::HtnPlan check_hierarchical_plan(const Puzzle& puzzle, const Instance& instance) {
  REQUIRE(instance.solution);
  const pddl::ProblemFormat& format = hierarchy_of(puzzle);
  const std::string text = format.reference_plan(instance);
  INFO(format.write(instance) << text);
  CHECK_THAT(text, Catch::StartsWith("==>\n") && Catch::EndsWith("<==\n"));
  const std::vector<NamedText> companions = format.companions(instance, {});
  REQUIRE(companions.size() == 1);
  CHECK(companions[0].name == "plan");
  CHECK(companions[0].text == text);
  const pddl::HtnPlan plan = pddl::read_htn_plan(text);
  const pddl::Problem problem = hierarchical_problem_of(puzzle, instance);
  const pddl::PlanCheck check = pddl::validate_htn_plan(hierarchical_domain_of(puzzle), problem, plan);
  INFO(check.message);
  REQUIRE(check.valid);
  const std::vector<pddl::PlanStep> steps = pddl::action_steps(plan);
  CHECK(format.solution_of(instance, steps) == *instance.solution);
  CHECK(puzzle.solver.check(instance, format.solution_of(instance, steps)).valid);
  return plan;
}

// Every decomposition of the problem of `instance`, walked depth first (at
// most `max_states` distinct states and task lists): the finished ones are
// exactly the instance's solutions, each carried out (solution_of) by their
// actions and each passing the decomposition check. Returns the states
// walked.
inline std::size_t check_hierarchical_plans_are_solutions(const Puzzle& puzzle, const Instance& instance,
                                                          std::size_t max_states = 200000) {
  const pddl::ProblemFormat& format = hierarchy_of(puzzle);
  const pddl::Domain& domain = hierarchical_domain_of(puzzle);
  const pddl::Problem problem = hierarchical_problem_of(puzzle, instance);
  INFO(format.write(instance));
  const std::set<std::vector<int>> solutions = all_solutions(puzzle, instance);
  std::unordered_set<std::string> seen;
  std::vector<pddl::Progression> open{pddl::Progression(domain, problem)};
  seen.insert(open.back().key());
  std::set<std::vector<int>> reached;
  while (!open.empty()) {
    pddl::Progression at = std::move(open.back());
    open.pop_back();
    if (at.finished()) {
      if (!at.goal_holds()) continue;
      const std::vector<int> cells = format.solution_of(instance, at.actions());
      INFO("a plan ends in\n" << grid_text(instance, cells));
      CHECK(puzzle.solver.check(instance, cells).valid);
      CHECK(solutions.count(cells) == 1);
      if (reached.insert(cells).second) {
        const pddl::PlanCheck check = pddl::validate_htn_plan(domain, problem, at.plan());
        INFO(check.message);
        CHECK(check.valid);
      }
      continue;
    }
    for (pddl::Progression& next : at.successors()) {
      if (!seen.insert(next.key()).second) continue;
      REQUIRE(seen.size() <= max_states);
      open.push_back(std::move(next));
    }
  }
  CHECK(reached == solutions);
  return seen.size();
}

// Instances 0 .. count-1 generated at each size and tier (under `rules`, the
// puzzle's own when empty): each problem reads back to the same givens and
// rules and writes the same bytes, and its reference plan passes the check
// and carries out the recorded solution.
inline void check_generated_hierarchical_problems(const Puzzle& puzzle, const std::vector<std::pair<int, int>>& sizes,
                                                  Difficulty tier, int count, std::uint64_t seed,
                                                  const std::string& rules = "") {
  for (auto [rows, cols] : sizes)
    for (int i = 0; i < count; ++i) {
      GenerateRequest asked = request(std::string(puzzle.name()), rows, cols, tier, seed);
      asked.rules = rules;
      const Instance generated = generate(puzzle.job(asked), static_cast<std::uint64_t>(i));
      INFO(rows << "x" << cols << " #" << i << " " << rules << "\n" << json_of(generated));
      Instance bare = generated;
      bare.provenance.reset();
      round_trip(hierarchy_of(puzzle), bare);
      check_hierarchical_plan(puzzle, generated);
    }
}

}  // namespace pg::test

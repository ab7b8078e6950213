// The contract every puzzle's planning domain keeps, checked the same way for
// each: a problem reads back to its givens; the reference plan of a solution
// passes the plan validator and carries out that solution; and, on grids small
// enough to walk every state, the plans of a problem end exactly in the
// puzzle's solutions: none when it has none, one per solution, each accepted
// by the rule checker.
#pragma once

#include <catch2/catch.hpp>

#include <cstddef>
#include <deque>
#include <map>
#include <set>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

#include "core/instance.hpp"
#include "generator/generate.hpp"
#include "pddl/language.hpp"
#include "pddl/plan_text.hpp"
#include "pddl/problem_format.hpp"
#include "pddl/simulate.hpp"
#include "puzzles/catalogue.hpp"
#include "format_contract.hpp"
#include "support.hpp"

namespace pg::test {

inline const pddl::ProblemFormat& problems_of(const Puzzle& puzzle) {
  REQUIRE(puzzle.pddl != nullptr);
  return *puzzle.pddl;
}

inline const pddl::Domain& domain_of(const Puzzle& puzzle) {
  const pddl::ProblemFormat& format = problems_of(puzzle);
  return format.domain(std::string(format.domain_name()));
}

inline pddl::Problem problem_of(const Puzzle& puzzle, const Instance& instance) {
  return pddl::read_problem(problems_of(puzzle).write(instance));
}

inline std::string grid_text(const Instance& instance, const std::vector<int>& cells) {
  std::string out;
  for (int r = 0; r < instance.rows; ++r) {
    for (int c = 0; c < instance.cols; ++c) out += std::to_string(cells[static_cast<std::size_t>(instance.index(r, c))]) + " ";
    out += "\n";
  }
  return out;
}

// The domain's text begins with its comment, `title` first, says what every
// action means in a ';' line just before it, and writes each of `statics`
// (in capitals) as declared; it has `actions` actions.
inline void check_domain_text(const Puzzle& puzzle, const std::string& title, std::size_t actions,
                              const std::vector<std::string>& statics) {
  const std::string text = problems_of(puzzle).domain_text();
  CHECK_THAT(text, Catch::StartsWith("; " + title));
  std::size_t commented = 0;
  for (std::size_t at = text.find("(:action"); at != std::string::npos; at = text.find("(:action", at + 1)) {
    const std::size_t end = text.rfind('\n', at);
    const std::size_t start = text.rfind('\n', end - 1);
    INFO(text.substr(at, 40));
    CHECK_THAT(text.substr(start + 1, end - start - 1), Catch::StartsWith("  ;"));
    ++commented;
  }
  CHECK(commented == actions);
  CHECK(domain_of(puzzle).actions.size() == actions);
  for (const std::string& name : statics) CHECK_THAT(text, Catch::Contains(name));
}

// The reference plan of `instance`'s solution passes the validator and
// carries out that solution, which the rule checker accepts; without its last
// step it does not reach the goal. Returns the plan's steps.
inline std::vector<pddl::PlanStep> check_reference_plan(const Puzzle& puzzle, const Instance& instance) {
  REQUIRE(instance.solution);
  const pddl::ProblemFormat& format = problems_of(puzzle);
  const std::string text = format.reference_plan(instance);
  INFO(format.write(instance) << text);
  REQUIRE(text.size() > 1);
  CHECK(text.back() == '\n');
  CHECK_THAT(text, Catch::Contains("; cost = "));
  std::vector<pddl::PlanStep> plan = pddl::read_plan(text);
  const pddl::Problem problem = problem_of(puzzle, instance);
  const pddl::PlanCheck check = pddl::validate_plan(domain_of(puzzle), problem, plan);
  INFO(check.message);
  REQUIRE(check.valid);
  CHECK(format.solution_of(instance, plan) == *instance.solution);
  CHECK(puzzle.solver.check(instance, format.solution_of(instance, plan)).valid);
  if (!plan.empty()) {
    std::vector<pddl::PlanStep> shorter(plan.begin(), plan.end() - 1);
    CHECK_FALSE(pddl::validate_plan(domain_of(puzzle), problem, shorter).valid);
  }
  return plan;
}

// Every solution SAT finds for `instance` (up to `limit`), each passed
// through the rule checker.
inline std::set<std::vector<int>> all_solutions(const Puzzle& puzzle, const Instance& instance, int limit = 1000) {
  std::vector<std::vector<int>> found;
  sat_count(puzzle.solver, instance, limit, &found, sat::Givens::all_hold);
  REQUIRE(static_cast<int>(found.size()) < limit);
  return {found.begin(), found.end()};
}

// Every state the problem of `instance` reaches, walked breadth first (at
// most `max_states`): the goal states are exactly the instance's solutions,
// each carried out (solution_of) by the steps that lead there, and every plan
// that reaches the goal passes the validator. Returns the states walked.
inline std::size_t check_plans_are_solutions(const Puzzle& puzzle, const Instance& instance,
                                             std::size_t max_states = 200000) {
  const pddl::ProblemFormat& format = problems_of(puzzle);
  const pddl::Problem problem = problem_of(puzzle, instance);
  INFO(format.write(instance));
  const std::set<std::vector<int>> solutions = all_solutions(puzzle, instance);

  struct Node {
    pddl::Simulation state;
    std::vector<pddl::PlanStep> path;
  };
  std::unordered_map<std::string, bool> seen;
  std::deque<Node> queue;
  {
    pddl::Simulation start(domain_of(puzzle), problem);
    seen.emplace(start.key(), true);
    queue.push_back({std::move(start), {}});
  }
  std::set<std::vector<int>> reached;
  while (!queue.empty()) {
    Node node = std::move(queue.front());
    queue.pop_front();
    if (node.state.goal_holds()) {
      const std::vector<int> cells = format.solution_of(instance, node.path);
      INFO("a plan ends in\n" << grid_text(instance, cells));
      CHECK(puzzle.solver.check(instance, cells).valid);
      CHECK(solutions.count(cells) == 1);
      if (reached.insert(cells).second) CHECK(pddl::validate_plan(domain_of(puzzle), problem, node.path).valid);
    }
    for (const pddl::PlanStep& step : node.state.applicable()) {
      pddl::Simulation next = node.state;
      REQUIRE_FALSE(next.apply(step));
      if (!seen.emplace(next.key(), true).second) continue;
      REQUIRE(seen.size() <= max_states);
      std::vector<pddl::PlanStep> path = node.path;
      path.push_back(step);
      queue.push_back({std::move(next), std::move(path)});
    }
  }
  CHECK(reached == solutions);
  return seen.size();
}

// Instances 0 .. count-1 generated at each size and tier: each problem reads
// back to the same givens and writes the same bytes, and its reference plan
// passes the validator and carries out the recorded solution.
inline void check_generated_problems(const Puzzle& puzzle, const std::vector<std::pair<int, int>>& sizes,
                                     Difficulty tier, int count, std::uint64_t seed) {
  for (auto [rows, cols] : sizes)
    for (int i = 0; i < count; ++i) {
      const Instance generated =
          generate(puzzle.job(request(std::string(puzzle.name()), rows, cols, tier, seed)), static_cast<std::uint64_t>(i));
      INFO(rows << "x" << cols << " #" << i << "\n" << json_of(generated));
      Instance bare = generated;  // the problem's name tells the provenance, which a problem does not keep
      bare.provenance.reset();
      round_trip(problems_of(puzzle), bare);
      check_reference_plan(puzzle, generated);
    }
}

}  // namespace pg::test

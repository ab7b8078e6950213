#include "puzzlegen/plan_files.hpp"

#include "core/errors.hpp"
#include "puzzlegen/api.hpp"

namespace pg::api {

PlanFiles read_plan_files(const std::string& problem_path, const std::string& plan_path) {
  PlanFiles files{read_file(problem_path), read_file(plan_path), {}};
  try {
    files.problem = pddl::read_problem(files.problem_text);
  } catch (const InputError& e) {
    throw located(problem_path, e);
  }
  return files;
}

}  // namespace pg::api

// A PDDL problem and a plan for it, named by their files: what check_plan
// and animate read alike.
#pragma once

#include <string>

#include "pddl/language.hpp"

namespace pg::api {

struct PlanFiles {
  std::string problem_text;
  std::string plan_text;
  pddl::Problem problem;  // parsed; its domain not yet checked
};

// Both files read (NoInputError) and the problem parsed (LocatedInputError
// naming its file).
PlanFiles read_plan_files(const std::string& problem_path, const std::string& plan_path);

}  // namespace pg::api

#include "answers.hpp"

#include <pybind11/stl.h>

#include <algorithm>

#include "instance.hpp"
#include "puzzlegen/api.hpp"
#include "values.hpp"

namespace pg::python {
namespace {

namespace py = pybind11;

api::Budget budget(std::optional<double> timeout) {
  if (timeout && !(*timeout >= 0)) throw UsageError("timeout: expected seconds, 0 or more (None: no limit)");
  return {timeout.value_or(0)};
}

py::dict rule_result(const api::RuleResult& result) {
  py::dict out;
  out["valid"] = result.valid;
  out["rule"] = or_none(!result.valid, result.rule);
  out["detail"] = or_none(!result.valid, result.detail);
  out["notes"] = result.notes;
  return out;
}

}  // namespace

void bind_answers(py::module_& m) {
  m.def(
      "_verify",
      [](const Instance& instance, std::optional<double> timeout) {
        api::Verification v;
        {
          py::gil_scoped_release release;
          v = api::verify(instance, budget(timeout));
        }
        py::dict out = to_python(v.json);
        out["text"] = v.text;
        out["stored_differs"] = py::cast(v.stored_differs);
        return out;
      },
      py::arg("instance"), py::arg("timeout"));
  m.def(
      "_solve",
      [](const Instance& instance, std::optional<double> timeout) -> py::object {
        api::Solved solved;
        {
          py::gil_scoped_release release;
          solved = api::solve(instance, budget(timeout));
        }
        if (solved.verdict == Verdict::unknown) throw api::OutOfTime("the time ran out before a solution was found");
        if (solved.verdict == Verdict::none) return py::none();
        return grid(instance, solved.solution);
      },
      py::arg("instance"), py::arg("timeout"));
  m.def(
      "_explain",
      [](const Instance& instance, std::optional<double> timeout) {
        api::Explained e;
        {
          py::gil_scoped_release release;
          e = api::explain(instance, budget(timeout));
        }
        py::dict out = to_python(e.json);
        out["text"] = e.text;
        return out;
      },
      py::arg("instance"), py::arg("timeout"));
  m.def(
      "_check_text",
      [](const Instance& instance, const std::string& solution) {
        api::RuleResult result;
        {
          py::gil_scoped_release release;
          result = api::check_solution(instance, solution);
        }
        return rule_result(result);
      },
      py::arg("instance"), py::arg("solution"));
  m.def(
      "_check_grid",
      [](const Instance& instance, py::handle solution) {
        const std::vector<int> cells = cells_of(instance, solution);
        api::RuleResult result;
        {
          py::gil_scoped_release release;
          result = api::check_solution(instance, cells);
        }
        return rule_result(result);
      },
      py::arg("instance"), py::arg("solution"));
  m.def(
      "_answer_text",
      [](const Instance& instance, py::handle solution, const std::string& format) {
        // answer_text takes any other name for the judge's text (the command
        // line gives it the format an input was read in); from Python a name
        // the puzzle has not is a slip, refused as Instance.text refuses it.
        const std::vector<std::string> known = api::puzzle(instance.puzzle).formats;
        if (!format.empty() && std::find(known.begin(), known.end(), format) == known.end()) {
          std::string listed;
          for (const std::string& name : known) listed += (listed.empty() ? "" : ", ") + name;
          throw UsageError("the " + instance.puzzle + " puzzle has no format '" + format + "'; it has " + listed);
        }
        std::vector<int> cells;
        if (solution.is_none()) {
          if (!instance.solution) throw UsageError("the instance holds no solution: give one, or solve it first");
          cells = *instance.solution;
        } else {
          cells = cells_of(instance, solution);
        }
        return api::answer_text(instance, cells, format);
      },
      py::arg("instance"), py::arg("solution"), py::arg("format"));
  m.def(
      "_check_plan",
      [](const std::string& problem, const std::string& plan, const std::string& domain, std::optional<double> timeout) {
        api::PlanResult result;
        {
          py::gil_scoped_release release;
          result = api::check_plan(problem, plan, domain, budget(timeout));
        }
        py::dict out;
        out["answer"] = result.answer == api::PlanResult::Answer::valid     ? "valid"
                        : result.answer == api::PlanResult::Answer::invalid ? "invalid"
                                                                            : "unknown";
        out["steps"] = result.steps;
        out["line"] = or_none(result.line > 0, result.line);
        out["message"] = result.message;
        out["puzzle"] = or_none(!result.puzzle.empty(), result.puzzle);
        out["rules"] = result.rules ? py::object(rule_result(*result.rules)) : py::object(py::none());
        return out;
      },
      py::arg("problem"), py::arg("plan"), py::arg("domain"), py::arg("timeout"));
}

}  // namespace pg::python

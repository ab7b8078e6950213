#include <pybind11/stl.h>

#include "library.hpp"
#include "puzzlegen/api.hpp"
#include "values.hpp"

namespace pg::python {
namespace {

namespace py = pybind11;

py::dict limits(const SizeLimits& limits) {
  py::dict out;
  out["min_side"] = limits.min_side;
  out["max_side"] = limits.max_side;
  out["square"] = limits.square;
  return out;
}

py::dict option(const api::OptionInfo& option) {
  py::dict out;
  out["name"] = option.name;
  out["help"] = option.help;
  out["min"] = or_none(option.choices.empty(), option.min);
  out["max"] = or_none(option.choices.empty(), option.max);
  out["choices"] = option.choices;
  out["default"] = option.fallback;
  return out;
}

py::dict puzzle(const api::PuzzleInfo& info) {
  py::dict out;
  out["name"] = info.name;
  out["title"] = info.title;
  out["formats"] = info.formats;
  out["rule_sets"] = info.rule_sets;
  py::list options;
  for (const api::OptionInfo& o : info.options) options.append(option(o));
  out["options"] = options;
  out["reads"] = limits(info.reads);
  out["generates"] = limits(info.generates);
  py::dict smallest;
  for (Difficulty tier : kDifficulties)
    smallest[py::str(std::string(to_string(tier)))] = info.smallest_side[static_cast<std::size_t>(tier)];
  out["smallest_side"] = smallest;
  out["domain"] = or_none(!info.domain.empty(), info.domain);
  out["hierarchical_domain"] =
      or_none(!info.hierarchical_domain.empty(), info.hierarchical_domain);
  return out;
}

}  // namespace

void bind_catalogue(py::module_& m) {
  m.def("_puzzles", [] {
    py::list out;
    for (const api::PuzzleInfo& info : api::puzzles()) out.append(puzzle(info));
    return out;
  });
  m.def("_puzzle", [](const std::string& name) { return puzzle(api::puzzle(name)); }, py::arg("name"));
  m.def("_formats", &api::format_names);
  m.def("_difficulties", &api::difficulty_names);
  m.def(
      "_domain",
      [](const std::string& puzzle, const std::string& name, bool hierarchical) {
        return api::domain_text(puzzle, name, hierarchical);
      },
      py::arg("puzzle"), py::arg("name"), py::arg("hierarchical"));
}

}  // namespace pg::python

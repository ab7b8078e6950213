#include "instance.hpp"

#include <pybind11/stl.h>

#include "puzzlegen/api.hpp"
#include "values.hpp"

namespace pg::python {
namespace {

namespace py = pybind11;

// Field `key` of the instance's json document.
py::object field(const Instance& instance, const char* key) {
  const Json document = api::document(instance);
  const auto found = document.find(key);
  return found == document.end() ? py::object(py::none()) : to_python(*found);
}

// An instance made from Python values, read as a json document is.
Instance make(const std::string& puzzle, py::handle givens, py::handle solution, const std::string& rules) {
  Json document = {{"format", "puzzlegen"}, {"version", 1}, {"puzzle", puzzle}};
  Json rows = from_python(givens);
  document["rows"] = rows.is_array() ? rows.size() : 0;
  document["cols"] = rows.is_array() && !rows.empty() && rows.front().is_array() ? rows.front().size() : 0;
  document["givens"] = std::move(rows);
  if (!solution.is_none()) document["solution"] = from_python(solution);
  if (!rules.empty()) document["rules"] = rules;
  std::vector<Instance> read = api::read_text(document.dump(), puzzle, "json");
  Instance instance = std::move(read.front());
  if (std::optional<std::string> fault = api::stored_solution_fault(instance)) throw WrongSolutionError(*fault);
  return instance;
}

py::object picture(const std::string& drawn, api::PictureKind kind) {
  if (kind == api::PictureKind::svg) return py::str(drawn);
  return py::bytes(drawn);
}

// HTML is a plan's film (animate), never a puzzle's picture: draw() has no
// HTML and would hand back a PDF, which as a str does not even decode.
api::PictureKind picture_kind(const std::string& name) {
  for (api::PictureKind kind : {api::PictureKind::svg, api::PictureKind::pdf, api::PictureKind::png})
    if (api::to_string(kind) == name) return kind;
  throw UsageError("unknown picture kind '" + name + "' (expected svg, pdf or png)");
}

}  // namespace

py::object grid(const Instance& instance, const std::vector<int>& cells) {
  Instance solved = instance;
  solved.solution = cells;
  return to_python(api::document(solved)["solution"]);
}

std::vector<int> solution_or_solved(const Instance& instance) {
  return instance.solution ? *instance.solution : api::solve(instance).solution;
}

std::vector<int> cells_of(const Instance& instance, py::handle rows) {
  Json document = api::document(instance);
  document["solution"] = from_python(rows);
  document.erase("difficulty");
  return *api::read_text(document.dump(), instance.puzzle, "json").front().solution;
}

void bind_instance(py::module_& m) {
  py::class_<Instance>(m, "Instance", R"(A puzzle: its givens, its solution when known, and how it was made.

Instance(puzzle, givens, *, solution=None, rules="") makes one from Python
values, rows of cells as the json format gives them (None for a blank, the
puzzle's own values otherwise), read and checked as that format is:
InputError for one that does not read, WrongSolutionError for a solution
that breaks the rules. generate() and read() give instances too.)")
      .def(py::init(&make), py::arg("puzzle"), py::arg("givens"), py::kw_only(), py::arg("solution") = py::none(),
           py::arg("rules") = "")
      .def_readonly("puzzle", &Instance::puzzle, "The puzzle's catalogue name, such as \"takuzu\".")
      .def_readonly("rows", &Instance::rows)
      .def_readonly("cols", &Instance::cols)
      .def_property_readonly(
          "size", [](const Instance& i) { return py::make_tuple(i.rows, i.cols); }, "(rows, cols).")
      .def_property_readonly(
          "rules",
          [](const Instance& i) { return or_none(!i.rules.empty(), i.rules); },
          "The rule set, when not the puzzle's default (Nurikabe's \"ipc\"); None otherwise.")
      .def_property_readonly(
          "givens", [](const Instance& i) { return field(i, "givens"); },
          "The givens, rows of cells as the json format gives them: None for a blank, \"?\" for a clue whose "
          "number is not given, the puzzle's own values otherwise.")
      .def_property_readonly(
          "solution", [](const Instance& i) { return field(i, "solution"); },
          "The solution, rows of cells as the json format gives them, when known (always for a generated "
          "instance); None otherwise.")
      .def_property_readonly(
          "difficulty",
          [](const Instance& i) {
            return or_none(i.difficulty.has_value(), i.difficulty ? to_string(*i.difficulty) : "");
          },
          "The tier, when known: \"easy\", \"medium\", \"hard\" or \"expert\".")
      .def_property_readonly(
          "seed",
          [](const Instance& i) {
            return or_none(i.provenance.has_value(), i.provenance ? i.provenance->seed : 0);
          },
          "The seed it was generated from; None for an instance that was not generated.")
      .def_property_readonly(
          "index",
          [](const Instance& i) {
            return or_none(i.provenance.has_value(), i.provenance ? i.provenance->index : 0);
          },
          "Its index among the instances of its seed; None for an instance that was not generated.")
      .def_property_readonly(
          "parameters",
          [](const Instance& i) { return i.provenance ? to_python(i.provenance->parameters) : py::object(py::dict()); },
          "The request that made it (size, difficulty, options), as the json format gives it.")
      .def_property_readonly(
          "statistics",
          [](const Instance& i) { return i.provenance ? to_python(i.provenance->statistics) : py::object(py::dict()); },
          "The work its making took, deterministic (docs/json.md says what each count is).")
      .def(
          "text",
          [](const Instance& i, const std::optional<std::string>& format, const std::string& domain_name) {
            api::WriteOptions options;
            options.domain_name = domain_name;
            return api::write(i, format.value_or(""), options);
          },
          py::arg("format") = py::none(), py::kw_only(), py::arg("domain_name") = "",
          "The instance in FORMAT (its puzzle's default when None), the same bytes as the command line writes; "
          "domain_name is the domain a PDDL or HDDL problem names. FormatError when the format cannot state it, "
          "UsageError for a format the puzzle has not.")
      .def(
          "companions",
          [](const Instance& i, const std::string& format, const std::string& domain_name) {
            api::WriteOptions options;
            options.domain_name = domain_name;
            std::map<std::string, std::string> files;
            for (api::NamedFile& file : api::companions(i, format, options)) files[file.name] = std::move(file.text);
            return files;
          },
          py::arg("format"), py::kw_only(), py::arg("domain_name") = "",
          "The files written beside the instance's file in FORMAT, by extension: a PDDL or HDDL problem's "
          "reference plan (\".plan\").")
      .def(
          "to_json", [](const Instance& i) { return api::write(i, "json"); },
          "The instance as one line of the json format (docs/json.md).")
      .def(
          "to_dict", [](const Instance& i) { return to_python(api::document(i)); },
          "The json format's document as a dict.")
      .def(
          "render",
          [](const Instance& i, const std::string& kind, bool solution, double cell, std::optional<double> margin) {
            api::PictureOptions options;
            options.kind = picture_kind(kind);
            options.cell = cell;
            options.margin = margin;
            api::check_picture_options(options);
            std::string drawn;
            {
              py::gil_scoped_release release;
              const std::vector<int> cells = solution ? solution_or_solved(i) : std::vector<int>();
              drawn = api::draw(i, solution ? &cells : nullptr, options);
            }
            return picture(drawn, options.kind);
          },
          py::arg("kind") = "svg", py::kw_only(), py::arg("solution") = false, py::arg("cell") = 32.0,
          py::arg("margin") = py::none(),
          "A picture of the puzzle, or with solution=True of its solution (solved first when it holds none): "
          "\"svg\" as text, \"pdf\" or \"png\" as bytes; cell is a cell's side in pixels (points in a PDF), "
          "margin the blank around the grid (half a cell when None).")
      // Any object, as Python's == takes: one of another type is unequal
      // (NotImplemented lets Python say so) rather than a TypeError, so that
      // `instance in [None, ...]` and comparisons in containers work.
      .def("__eq__", [](const Instance& a, py::object b) -> py::object {
        if (!py::isinstance<Instance>(b)) return py::reinterpret_borrow<py::object>(Py_NotImplemented);
        return py::bool_(api::document(a) == api::document(b.cast<const Instance&>()));
      })
      .def("__hash__", [](const Instance& i) { return py::hash(py::str(api::write(i, "json"))); })
      .def("__repr__", [](const Instance& i) {
        std::string repr = "<puzzlegen.Instance " + i.puzzle + " " + size_string(i.rows, i.cols);
        if (i.difficulty) repr += " " + std::string(to_string(*i.difficulty));
        if (i.provenance)
          repr += " seed " + std::to_string(i.provenance->seed) + " index " + std::to_string(i.provenance->index);
        return repr + ">";
      })
      .def(py::pickle([](const Instance& i) { return api::write(i, "json"); },
                      [](const std::string& json) {
                        return std::move(api::read_all_text(json, "<pickle>", {}).front().instance);
                      }));
}

}  // namespace pg::python

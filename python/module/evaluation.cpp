#include <pybind11/stl.h>

#include "library.hpp"
#include "puzzlegen/api.hpp"
#include "values.hpp"

namespace pg::python {

namespace py = pybind11;

void bind_evaluation(py::module_& m) {
  m.def(
      "_evaluation_line",
      [](const Instance& instance, const std::string& format, const std::string& domain_name) {
        api::WriteOptions options;
        options.domain_name = domain_name;
        return api::evaluation_entry(instance, format, options).dump() + "\n";
      },
      py::arg("instance"), py::arg("format"), py::arg("domain_name"));
  m.def(
      "_score",
      [](py::handle entry, const std::string& answer) {
        const Json read = from_python(entry);
        api::Score score;
        {
          py::gil_scoped_release release;
          score = api::score(read, answer);
        }
        py::dict out;
        out["correct"] = score.correct;
        out["rule"] = or_none(!score.correct, score.rule);
        out["detail"] = or_none(!score.correct, score.detail);
        out["stored"] = score.stored;
        return out;
      },
      py::arg("entry"), py::arg("answer"));
}

}  // namespace pg::python

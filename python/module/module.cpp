// puzzlegen._puzzlegen: the library API for Python, under the package
// puzzlegen (python/puzzlegen/), which gives it its Python shape.
#include <pybind11/pybind11.h>

#include "answers.hpp"
#include "errors.hpp"
#include "generator.hpp"
#include "instance.hpp"
#include "library.hpp"

PYBIND11_MODULE(_puzzlegen, m) {
  m.doc() = "puzzlegen's library API; import puzzlegen, which wraps it";
  m.attr("__version__") = PUZZLEGEN_VERSION;
  pg::python::register_errors(m);
  pg::python::bind_instance(m);
  pg::python::bind_generator(m);
  pg::python::bind_answers(m);
  pg::python::bind_catalogue(m);
  pg::python::bind_reading(m);
  pg::python::bind_evaluation(m);
  pg::python::bind_files(m);
}

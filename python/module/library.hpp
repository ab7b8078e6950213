// The rest of the API for Python: the catalogue as data, reading, evaluation
// sets, and files written whole.
#pragma once

#include <pybind11/pybind11.h>

namespace pg::python {

void bind_catalogue(pybind11::module_& module);
void bind_reading(pybind11::module_& module);
void bind_evaluation(pybind11::module_& module);
void bind_files(pybind11::module_& module);

}  // namespace pg::python

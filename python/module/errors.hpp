// The API's exceptions as puzzlegen's Python exceptions (puzzlegen/_errors.py),
// with the place of an input error as attributes.
#pragma once

#include <pybind11/pybind11.h>

namespace pg::python {

void register_errors(pybind11::module_& module);

}  // namespace pg::python

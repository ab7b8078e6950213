// The verifier's answers and the checks, for Python: the C++ works with the
// GIL free, and gives back the data its reports hold.
#pragma once

#include <pybind11/pybind11.h>

namespace pg::python {

void bind_answers(pybind11::module_& module);

}  // namespace pg::python

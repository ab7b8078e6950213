// puzzlegen.Generator's engine: a generation's stream, made ahead on the
// request's threads and taken in order as Python asks, the GIL free while it
// waits, Ctrl-C stopping it.
#pragma once

#include <pybind11/pybind11.h>

namespace pg::python {

void bind_generator(pybind11::module_& module);

}  // namespace pg::python

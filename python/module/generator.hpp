// puzzlegen.Generator: a generation run on its own thread, its instances
// handed over in order as Python asks for them, the GIL free while it waits,
// Ctrl-C stopping it.
#pragma once

#include <pybind11/pybind11.h>

namespace pg::python {

void bind_generator(pybind11::module_& module);

}  // namespace pg::python

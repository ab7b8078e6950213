// puzzlegen.Instance: the API's instance, its data as the json format gives
// it, writing itself in any format and drawing itself.
#pragma once

#include <pybind11/pybind11.h>

#include "core/instance.hpp"

namespace pg::python {

void bind_instance(pybind11::module_& module);
// A grid of the instance's cells (row-major) as the json format gives a
// solution: rows of cells, None where nothing stands.
pybind11::object grid(const Instance& instance, const std::vector<int>& cells);
// The solution the instance holds, else the one the solvers find, empty when
// there is none (the pictures refuse it); called without the GIL.
std::vector<int> solution_or_solved(const Instance& instance);
// A grid given as rows of cells (as grid() gives it) as cells, read by the
// json format's reader; InputError as it refuses one.
std::vector<int> cells_of(const Instance& instance, pybind11::handle rows);

}  // namespace pg::python

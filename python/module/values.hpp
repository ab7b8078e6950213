// JSON, the API's data, as Python values and back: objects are dicts in their
// order, arrays lists.
#pragma once

#include <pybind11/pybind11.h>

#include <utility>

#include "core/instance.hpp"

namespace pg::python {

namespace py = pybind11;

py::object to_python(const Json& value);
// `value` when `present`, else None: how a field that may be absent reads.
template <class T>
py::object or_none(bool present, T&& value) {
  return present ? py::cast(std::forward<T>(value)) : py::object(py::none());
}
// TypeError for a value JSON has no place for.
Json from_python(py::handle value);

}  // namespace pg::python

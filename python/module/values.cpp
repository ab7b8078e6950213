#include "values.hpp"

#include <string>

namespace pg::python {

py::object to_python(const Json& value) {
  switch (value.type()) {
    case Json::value_t::null:
    case Json::value_t::discarded:
      return py::none();
    case Json::value_t::boolean:
      return py::bool_(value.get<bool>());
    case Json::value_t::number_integer:
      return py::int_(value.get<std::int64_t>());
    case Json::value_t::number_unsigned:
      return py::int_(value.get<std::uint64_t>());
    case Json::value_t::number_float:
      return py::float_(value.get<double>());
    case Json::value_t::string:
      return py::str(value.get_ref<const std::string&>());
    case Json::value_t::array: {
      py::list list;
      for (const Json& item : value) list.append(to_python(item));
      return list;
    }
    case Json::value_t::object: {
      py::dict dict;
      for (const auto& [key, item] : value.items()) dict[py::str(key)] = to_python(item);
      return dict;
    }
    case Json::value_t::binary:
      break;
  }
  throw py::type_error("a JSON value Python has no type for");
}

Json from_python(py::handle value) {
  if (value.is_none()) return nullptr;
  if (py::isinstance<py::bool_>(value)) return value.cast<bool>();
  if (py::isinstance<py::int_>(value)) {
    // Beyond 64 bits a number is no JSON value the readers take: the message
    // says which.
    try {
      return value.cast<std::int64_t>();
    } catch (const py::cast_error&) {
      return value.cast<std::uint64_t>();
    }
  }
  if (py::isinstance<py::float_>(value)) return value.cast<double>();
  if (py::isinstance<py::str>(value)) return value.cast<std::string>();
  if (py::isinstance<py::dict>(value)) {
    Json object = Json::object();
    for (const auto& [key, item] : value.cast<py::dict>()) {
      if (!py::isinstance<py::str>(key)) throw py::type_error("a dict with keys other than str is no JSON object");
      object[key.cast<std::string>()] = from_python(item);
    }
    return object;
  }
  if (py::isinstance<py::list>(value) || py::isinstance<py::tuple>(value)) {
    Json array = Json::array();
    for (py::handle item : value) array.push_back(from_python(item));
    return array;
  }
  throw py::type_error("a " + std::string(py::str(value.get_type().attr("__name__"))) +
                       " has no place in a puzzle (expected None, int, str or lists of them)");
}

}  // namespace pg::python

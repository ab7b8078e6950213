#include "errors.hpp"

#include <exception>
#include <string>

#include "core/errors.hpp"
#include "puzzlegen/answer.hpp"
#include "puzzlegen/generate.hpp"
#include "values.hpp"

namespace pg::python {
namespace {

namespace py = pybind11;

// Raises puzzlegen's exception `name` with `message`, its keyword arguments
// the place when there is one.
void raise(const char* name, const std::string& message, py::kwargs place = {}) {
  py::object type = py::module_::import("puzzlegen._errors").attr(name);
  py::object error = type(message, **place);
  PyErr_SetObject(type.ptr(), error.ptr());
}

// The place as keywords; 0 is no place.
py::kwargs place(const std::string& file, int line, int column) {
  py::kwargs kwargs;
  kwargs["file"] = or_none(!file.empty(), file);
  kwargs["line"] = or_none(line > 0, line);
  kwargs["column"] = or_none(column > 0, column);
  return kwargs;
}

}  // namespace

void register_errors(py::module_&) {
  py::register_exception_translator([](std::exception_ptr thrown) {
    try {
      std::rethrow_exception(thrown);
    } catch (const InputError& e) {
      raise("InputError", e.located(), place({}, e.line(), e.column()));
    } catch (const LocatedInputError& e) {
      raise("InputError", e.what(), place(e.file(), e.line(), e.column()));
    } catch (const WrongSolutionError& e) {
      raise("WrongSolutionError", e.what());
    } catch (const FormatError& e) {
      raise("FormatError", e.what());
    } catch (const UsageError& e) {
      raise("UsageError", e.what());
    } catch (const NoInputError& e) {
      raise("NoInputError", e.what());
    } catch (const CantCreateError& e) {
      raise("CantCreateError", e.what());
    } catch (const GenerateError& e) {
      raise("GenerateError", e.what());
    } catch (const api::OutOfTime& e) {
      raise("OutOfTime", e.what());
    } catch (const InternalError& e) {
      raise("InternalError", e.what());
    }
  });
}

}  // namespace pg::python

#include <pybind11/stl.h>

#include "library.hpp"
#include "puzzlegen/api.hpp"

namespace pg::python {
namespace {

namespace py = pybind11;

api::ReadOptions read_options(const std::string& puzzle, const std::string& format, const std::string& rules) {
  api::ReadOptions options;
  options.puzzle = puzzle;
  options.format = format;
  options.rules = rules;
  return options;
}

// (instance, format, file, line) for each.
py::list described(std::vector<api::Loaded> loaded, const std::string& file) {
  py::list out;
  for (api::Loaded& one : loaded)
    out.append(py::make_tuple(std::move(one.instance), one.format, file, one.line));
  return out;
}

}  // namespace

void bind_reading(py::module_& m) {
  m.def(
      "_read_paths",
      [](const std::vector<std::string>& paths, const std::string& puzzle, const std::string& format,
         const std::string& rules) {
        const api::ReadOptions options = read_options(puzzle, format, rules);
        std::vector<std::pair<std::string, std::vector<api::Loaded>>> read;
        {
          py::gil_scoped_release release;
          for (const std::string& file : api::input_files(paths)) read.emplace_back(file, api::read_all(file, options));
        }
        py::list out;
        for (auto& [file, loaded] : read) out += described(std::move(loaded), file);
        return out;
      },
      py::arg("paths"), py::arg("puzzle"), py::arg("format"), py::arg("rules"));
  m.def(
      "_read_text",
      [](const std::string& text, const std::string& puzzle, const std::string& format, const std::string& rules) {
        std::vector<api::Loaded> loaded;
        {
          py::gil_scoped_release release;
          loaded = api::read_all_text(text, "<text>", read_options(puzzle, format, rules));
        }
        return described(std::move(loaded), "<text>");
      },
      py::arg("text"), py::arg("puzzle"), py::arg("format"), py::arg("rules"));
}

}  // namespace pg::python

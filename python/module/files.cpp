#include <pybind11/stl.h>

#include <sstream>

#include "instance.hpp"
#include "library.hpp"
#include "puzzlegen/api.hpp"

namespace pg::python {

namespace py = pybind11;

void bind_files(py::module_& m) {
  // A file written whole, renamed into place, or not at all.
  m.def(
      "_write_whole",
      [](const std::string& path, const std::string& text) {
        py::gil_scoped_release release;
        std::ostringstream unused;
        api::write_whole(path, text, unused);
      },
      py::arg("path"), py::arg("text"));
  m.def(
      "_sheet",
      [](const std::vector<Instance>& instances, int rows, int columns, bool solutions, double cell) {
        std::string drawn;
        {
          py::gil_scoped_release release;
          std::vector<api::SheetItem> items;
          for (const Instance& instance : instances)
            items.push_back({instance, solutions ? std::optional(solution_or_solved(instance)) : std::nullopt});
          api::PictureOptions options;
          options.kind = api::PictureKind::pdf;
          options.cell = cell;
          api::check_picture_options(options);
          drawn = api::draw_sheet(items, rows, columns, options);
        }
        return py::bytes(drawn);
      },
      py::arg("instances"), py::arg("rows"), py::arg("columns"), py::arg("solutions"), py::arg("cell"));
}

}  // namespace pg::python

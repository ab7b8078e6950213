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
        // draw_sheet takes the layout as given, as the command line checks
        // it first (--sheet RxC): a side of 0 never fills a page and loops on.
        if (rows < 1 || rows > 10 || columns < 1 || columns > 10)
          throw UsageError("a sheet holds 1 to 10 puzzles down and across; asked for " + std::to_string(rows) + "x" +
                           std::to_string(columns));
        if (instances.empty()) throw UsageError("a sheet needs at least one instance");
        std::string drawn;
        {
          py::gil_scoped_release release;
          std::vector<api::SheetItem> items;
          for (std::size_t k = 0; k < instances.size(); ++k) {
            const Instance& instance = instances[k];
            api::SheetItem item{instance, std::nullopt};
            if (solutions) {
              item.solution = instance.solution ? *instance.solution : api::solve(instance).solution;
              // A puzzle without a solution leaves it empty, which the
              // renderer would read past.
              if (item.solution->empty())
                throw UsageError("instance " + std::to_string(k + 1) + " has no solution to draw");
            }
            items.push_back(std::move(item));
          }
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

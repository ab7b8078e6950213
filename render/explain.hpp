// One step of an explained deduction as a picture: the board as it stood
// before the step, the cells the step decides and the cells its reason read
// picked out in colours of their own, and the step's words under the board.
// Written once for every puzzle, over its renderer's picture.
#pragma once

#include <string>
#include <vector>

#include "core/instance.hpp"
#include "render/board.hpp"
#include "render/picture.hpp"

namespace pg::render {

struct StepMarks {
  std::vector<int> decided;  // the cells the step decides (row-major)
  std::vector<int> reason;   // the cells its reason read
  std::string caption;       // the step in words
};

// `board` (a renderer's picture of `instance` drawn with `layout`) with the
// step's cells outlined, roles "decided" and "reason" (a cell both decided
// and read is "decided"), and its caption under the board, role "caption",
// wrapped to the picture's width.
Picture mark_step(Picture board, const Instance& instance, const Layout& layout, const StepMarks& marks);

}  // namespace pg::render

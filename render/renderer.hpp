// What a puzzle contributes to the render layer: its picture, with or
// without its solution, and the frames of a plan's film. One Renderer per
// puzzle (render/PUZZLE/renderer.cpp); the sheets, the writers and the
// animation are written once, over it.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/instance.hpp"
#include "render/board.hpp"
#include "render/picture.hpp"

namespace pg::render {

// How a cell may look in a film besides as the puzzle shows it: a fill, a
// disc, or both. The name is the legend's word and the page's CSS class.
struct Look {
  std::string name;
  std::optional<Colour> fill;
  std::optional<Colour> disc;
};

// A state of a plan as the film shows it.
// A film holds one per step of a plan, so it is kept small: a byte a cell,
// and labels only where there are some.
struct Frame {
  std::vector<std::uint8_t> looks;    // per cell: 0 as the puzzle shows it, k the renderer's look k-1
  std::map<int, std::string> labels;  // by cell: what the plan has written there
  int marker = -1;                    // the cell where the plan's agent stands (a robot, a pen)
  std::string status;                 // a line on the state: "painting island g3, 2 cells to go"
};

// The true atoms of a state, each as its arguments' names: what a renderer
// reads a frame from, whichever planner's state it is.
class State {
 public:
  virtual ~State() = default;
  virtual std::vector<std::vector<std::string>> atoms(std::string_view predicate) const = 0;
  bool holds(std::string_view predicate) const { return !atoms(predicate).empty(); }
};

class Renderer {
 public:
  virtual ~Renderer() = default;
  // The puzzle as printed, from its givens; with `solution` (one value per
  // cell, as the puzzle's codec keeps it), that solution drawn in, where a
  // cell of kNone is left open (a board part way through its deductions).
  // Every shape of a cell carries the cell; every clue has the role "clue"
  // and its value.
  virtual Picture draw(const Instance& instance, const std::vector<int>* solution, const Layout& layout) const = 0;

  // The looks a film's cells take, in order (Frame::looks counts from 1).
  virtual std::vector<Look> looks() const = 0;
  // The frame of a state of the puzzle's planning domain.
  virtual Frame frame(const Instance& instance, const State& state) const = 0;
};

// A frame of `instance` where every cell looks as the puzzle shows it.
Frame blank_frame(const Instance& instance);
// Gives `look` to the cell each true atom of `predicate` names first;
// returns how many atoms named a cell.
int mark(Frame& frame, const Instance& instance, const State& state, std::string_view predicate, int look);
// The cell the first true atom of `predicate` names at `argument`; -1 when none.
int cell_of_first(const Instance& instance, const State& state, std::string_view predicate, std::size_t argument = 0);

// The cell a PDDL object names, "pos-X-Y" (X the column, Y the row), or -1
// when it names none of the instance's grid.
int cell_named(const Instance& instance, std::string_view name);

// The value of a counter our domains name "nN"; -1 for another name.
int counter_value(std::string_view name);

// A picture's title: "nurikabe 10x10 (hard)", "... solution".
std::string title(const Instance& instance, bool solution);

}  // namespace pg::render

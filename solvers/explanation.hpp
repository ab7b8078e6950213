// An explained deduction: the logic solver's steps in the order it made them,
// each one reason and the cells that reason forces, so that a player who
// asks of a hint "why is this cell forced?" reads the rule, what it looked
// at, and what follows. The ladder records them when asked (Solver::explain);
// deduce() records nothing.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/instance.hpp"

namespace pg {

// A cell a step decides, in the puzzle's solution values.
struct Decision {
  enum class Kind : std::uint8_t {
    is,       // the cell holds `value`
    is_not,   // the cell cannot hold `value` (a Numbrix pencil mark struck)
    follows,  // the cell holds `value` as the board's own rules make it
              // follow from the step's other decisions (the cells a bulb lights)
  };
  int cell = 0;  // row-major
  int value = 0;
  Kind kind = Kind::is;
  std::string says;  // the value in the puzzle's words: "1", "bulb", "wall", "5"
};

// What a rule read, and how it says so.
struct Reason {
  std::vector<int> cells;  // the clues and cells it looked at (row-major)
  std::string text;        // "(3,2) and (3,3) are 0"
  bool trial = false;      // hypothetical: "if (2,3) were wall, ..."
};

struct Step {
  // The rule at work, a name of the ladder's table; empty when the last
  // check of a full grid finds the contradiction.
  std::string_view rule;
  Difficulty tier = Difficulty::easy;
  std::vector<Decision> decided;
  Reason reason;
  // The board is contradictory: the instance has no solution. `decided`
  // then holds the decision that met a cell already decided otherwise, if
  // that is how, and `against` what stood in its way ("it is 0").
  bool contradiction = false;
  std::string against;
};

struct Explanation {
  std::vector<int> start;  // the cells the givens decide, as Deduction::cells has them
  std::vector<Step> steps;
  int open = 0;  // the cells the steps leave undecided
};

// "1 cell", "3 cells": a count and the thing counted.
std::string counted(int count, std::string_view thing);
// "(3,2)", "(3,2) and (3,3)", "(3,2), (3,3) and (4,1)".
std::string cells_text(std::span<const int> cells, int cols);
// One step as a line, without its number: "pairs and sandwiches (easy):
// (3,4) = 1, because (3,2) and (3,3) are 0".
std::string step_text(const Step& step, int cols);
// Why a contradiction step holds, in a clause: what a trial says of the
// board it tried ("the 4 at (1,1) can reach only 3 cells (unreachable)").
std::string contradiction_text(const Step& step, int cols);
// The cells after the first `count` steps: the start with their decisions
// made (a value ruled out changes no cell).
std::vector<int> cells_after(const Explanation& explanation, std::size_t count);

}  // namespace pg

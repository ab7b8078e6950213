// A plan's film: the puzzle's picture and, for each state the plan passes
// through, how its cells look, where its agent stands and what it does; a
// plan that breaks the domain ends at the failing step with the validator's
// message. Written as one self-contained HTML page (inline SVG, a little
// JavaScript) or as an SVG that plays by itself (SMIL, no script).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/instance.hpp"
#include "pddl/language.hpp"
#include "pddl/plan_text.hpp"
#include "render/board.hpp"
#include "render/renderer.hpp"

namespace pg::render {

struct Film {
  std::string title;
  Instance instance;
  Layout layout;
  Picture board;                   // the puzzle as printed
  std::vector<Look> looks;
  std::vector<Frame> frames;       // frames[k]: after k steps
  std::vector<std::string> steps;  // each step as the plan writes it: "(move pos-0-0 pos-1-0)"
  std::size_t plan_length = 0;
  bool valid = false;
  // Why the plan fails, as the validator says it, and the step that fails
  // (from 1; the plan's length plus one when the goal is what fails).
  std::string failure;
  std::size_t failing_step = 0;
};

// The film of `plan` for `problem`, an instance of `renderer`'s puzzle.
// InputError as validate_plan() raises it.
Film film(const Renderer& renderer, const Instance& instance, const pddl::Domain& domain,
          const pddl::Problem& problem, const std::vector<pddl::PlanStep>& plan, const Layout& layout);

// The page: the board, the current action's text and the state under it,
// controls (first, back, play/pause, forward, last, a slider, speed). The
// page opens on the step its address names ("plan.html#step=5"), else 0.
std::string film_html(const Film& film);
// The SVG that plays the film by itself, `seconds` a step, and holds the
// last frame.
std::string film_svg(const Film& film, double seconds);

// The film's SVG board at step k: the picture, its cells' overlay, the
// marker; what both writers draw.
Picture film_board(const Film& film, std::size_t step);

}  // namespace pg::render

// puzzlegen animate: a plan of one of puzzlegen's PDDL domains played step
// by step, as an HTML page or an SVG that plays by itself.
#include <memory>

#include "cli/command.hpp"
#include "cli/io.hpp"
#include "cli/options.hpp"
#include "cli/picture_output.hpp"
#include "core/files.hpp"
#include "pddl/language.hpp"
#include "pddl/problem_format.hpp"
#include "puzzles/catalogue.hpp"
#include "render/film.hpp"

namespace pg::cli {
namespace {

struct AnimateOptions {
  std::string problem;
  std::string plan;
  PictureOutput output;
  double seconds = 0.5;  // a step, in the SVG film
};

int animate(const AnimateOptions& o) {
  const PictureKind kind = o.output.kind();
  const render::Layout layout = o.output.layout();
  if (!(o.seconds >= 0.01 && o.seconds <= 60)) throw UsageError("--seconds must be from 0.01 to 60");
  if (o.problem == "-" && o.plan == "-") throw UsageError("the problem and the plan cannot both be standard input");
  const std::string problem_text = read_named(o.problem);
  const std::string plan_text = read_named(o.plan);
  pddl::Problem problem;
  try {
    problem = pddl::read_problem(problem_text);
  } catch (const InputError& e) {
    throw located(o.problem, e);
  }
  const pddl::ProblemFormat* format = pddl::find_domain(problem_formats(), problem.domain);
  if (format == nullptr)
    throw UsageError(display_name(o.problem) + " is a problem for domain '" + problem.domain +
                     "', which is none of puzzlegen's (" + pddl::domain_names(problem_formats()) +
                     "): only their plans can be drawn");
  const pddl::Domain& domain = format->domain(problem.domain);
  Instance instance;
  try {
    pddl::check_problem(domain, problem);
    instance = format->read(problem_text).front();
  } catch (const InputError& e) {
    throw located(o.problem, e);
  }
  std::vector<pddl::PlanStep> steps;
  render::Film film;
  const Puzzle& puzzle = *find_puzzle(format->puzzle());
  try {
    steps = pddl::read_plan(plan_text);
    film = render::film(puzzle.renderer, instance, domain, problem, steps, layout);
  } catch (const InputError& e) {
    throw located(o.plan, e);
  }
  o.output.write(kind == PictureKind::svg ? render::film_svg(film, o.seconds) : render::film_html(film));
  return kOk;
}

}  // namespace

Command add_animate(CLI::App& app) {
  auto o = std::make_shared<AnimateOptions>();
  o->output.kinds = {PictureKind::html, PictureKind::svg};
  CLI::App* command = app.add_subcommand(
      "animate", "Play a plan of puzzlegen's PDDL domains step by step: an HTML page, or an SVG that plays itself");
  command->add_option("problem", o->problem, "PDDL problem file (one of puzzlegen's domains)")->required();
  command->add_option("plan", o->plan, "Plan file (Fast Downward's or VAL's steps)")->required();
  add_picture_output(command, o->output);
  command->add_option("--seconds", o->seconds, "With --to svg: seconds a step (default 0.5)");
  return {command, [o] { return animate(*o); }};
}

}  // namespace pg::cli

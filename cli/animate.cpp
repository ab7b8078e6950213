// puzzlegen animate: a plan of one of puzzlegen's PDDL domains played step
// by step, as an HTML page or an SVG that plays by itself.
#include <memory>

#include "cli/command.hpp"
#include "cli/options.hpp"
#include "cli/picture_output.hpp"
#include "puzzlegen/api.hpp"

namespace pg::cli {
namespace {

struct AnimateOptions {
  std::string problem;
  std::string plan;
  PictureOutput output;
  double seconds = 0.5;  // a step, in the SVG film
};

int animate(const AnimateOptions& o) {
  o.output.write(api::animate(o.problem, o.plan, o.output.options(), o.seconds));
  return kOk;
}

}  // namespace

Command add_animate(CLI::App& app) {
  auto o = std::make_shared<AnimateOptions>();
  o->output.kinds = {PictureKind::html, PictureKind::svg};
  CLI::App* command = app.add_subcommand(
      "animate", "Play a plan of puzzlegen's PDDL or HDDL domains step by step: an HTML page, or an SVG that plays itself");
  command->add_option("problem", o->problem, "PDDL problem file (one of puzzlegen's domains)")->required();
  command->add_option("plan", o->plan, "Plan file (Fast Downward's or VAL's steps)")->required();
  add_picture_output(command, o->output);
  command->add_option("--seconds", o->seconds, "With --to svg: seconds a step (default 0.5)");
  return {command, [o] { return animate(*o); }};
}

}  // namespace pg::cli

// Plan films without a browser: the frames a film holds are the states the
// plan passes through, read back against the solution the plan carries out;
// a broken plan's film ends where the validator says; the page stands alone
// and the SMIL film is well-formed XML with a caption for every step.
#include <set>
#include <string>
#include <vector>

#include <catch2/catch.hpp>
#include <pugixml.hpp>

#include "core/kuromasu.hpp"
#include "core/lightup.hpp"
#include "core/nurikabe.hpp"
#include "generator/generate.hpp"
#include "pddl/simulate.hpp"
#include "pddl_contract.hpp"
#include "puzzles/catalogue.hpp"
#include "render/film.hpp"
#include "render/svg.hpp"
#include "cli_support.hpp"
#include "support.hpp"

namespace pg {
namespace {

struct Played {
  const Puzzle* puzzle = nullptr;
  Instance instance;
  pddl::Problem problem;
  std::vector<pddl::PlanStep> plan;
};

Played played(const std::string& name, int size, std::uint64_t seed) {
  Played out;
  out.puzzle = find_puzzle(name);
  REQUIRE(out.puzzle != nullptr);
  out.instance = generate(out.puzzle->job(test::request(name, size, size, Difficulty::easy, seed)), 0);
  REQUIRE(out.instance.solution);
  out.problem = test::problem_of(*out.puzzle, out.instance);
  out.plan = pddl::read_plan(test::problems_of(*out.puzzle).reference_plan(out.instance));
  return out;
}

render::Film film_of(const Played& p, const std::vector<pddl::PlanStep>& plan) {
  return render::film(p.puzzle->renderer, p.instance, test::domain_of(*p.puzzle), p.problem, plan, render::Layout{});
}

// The index of the look called `name` as Frame::looks counts (from 1).
int look(const render::Film& film, const std::string& name) {
  for (std::size_t k = 0; k < film.looks.size(); ++k)
    if (film.looks[k].name == name) return static_cast<int>(k) + 1;
  FAIL("no look " << name);
  return -1;
}

// What the plan has written in `cell` at that frame.
std::string label(const render::Frame& frame, int cell) {
  const auto found = frame.labels.find(cell);
  return found == frame.labels.end() ? std::string() : found->second;
}

}  // namespace

TEST_CASE("a film holds a frame per state, and its last frame shows the solution the plan carries out", "[film]") {
  for (const char* name : {"nurikabe", "takuzu", "lightup", "kuromasu", "numbrix"}) {
    for (std::uint64_t seed : {1, 2}) {
      const Played p = played(name, 5, seed);
      INFO(name << " seed " << seed);
      const render::Film film = film_of(p, p.plan);
      REQUIRE(film.valid);
      REQUIRE(film.frames.size() == p.plan.size() + 1);
      REQUIRE(film.steps.size() == p.plan.size());
      CHECK(film.steps.front().rfind("(" + p.plan.front().action + " ", 0) == 0);
      const render::Frame& first = film.frames.front();
      const render::Frame& last = film.frames.back();
      const std::vector<int>& solution = *p.instance.solution;
      for (int cell = 0; cell < p.instance.cells(); ++cell) {
        const std::size_t i = static_cast<std::size_t>(cell);
        const int given = p.instance.givens[i];
        INFO("cell " << to_string(p.instance.cell(cell)));
        if (std::string(name) == "nurikabe") {
          // The robot paints exactly the islands; nothing is painted at first.
          CHECK((last.looks[i] == look(film, "painted")) == (solution[i] == nurikabe::kIsland));
          CHECK(first.looks[i] != look(film, "painted"));
        } else if (std::string(name) == "takuzu") {
          const int expected = given != kNone ? 0 : look(film, solution[i] == 1 ? "one" : "zero");
          CHECK(last.looks[i] == expected);
          CHECK(first.looks[i] == 0);
        } else if (std::string(name) == "lightup") {
          if (lightup::is_black(given))
            CHECK(last.looks[i] == 0);
          else
            CHECK(last.looks[i] == look(film, solution[i] == lightup::kBulb ? "bulb" : "lit"));
        } else if (std::string(name) == "kuromasu") {
          CHECK((last.looks[i] == look(film, "black")) == (solution[i] == kuromasu::kBlack));
        } else {
          // Numbrix: every blank cell ends with its number written.
          CHECK(last.looks[i] == look(film, "written"));
          CHECK(label(last, cell) == (given == kNone ? std::to_string(solution[i]) : std::string()));
          CHECK(first.labels.empty());
        }
      }
    }
  }
}

TEST_CASE("the Nurikabe film follows the robot step by step", "[film]") {
  const Played p = played("nurikabe", 6, 3);
  const render::Film film = film_of(p, p.plan);
  REQUIRE(film.frames.size() == p.plan.size() + 1);
  for (std::size_t k = 0; k < p.plan.size(); ++k) {
    const pddl::PlanStep& step = p.plan[k];
    INFO("step " << k + 1 << " " << film.steps[k]);
    // Where each step leaves the robot: a move's destination, or where it stood.
    if (step.action == "move" || step.action == "move-painting")
      CHECK(film.frames[k + 1].marker == render::cell_named(p.instance, step.args[1]));
    else
      CHECK(film.frames[k + 1].marker == film.frames[k].marker);
    if (step.action == "start-painting") CHECK_THAT(film.frames[k + 1].status, Catch::StartsWith("painting the island of"));
    if (step.action == "end-painting") CHECK_THAT(film.frames[k + 1].status, Catch::StartsWith("walking"));
  }
}

TEST_CASE("a broken plan's film ends at the step the validator refuses, with its message", "[film]") {
  const Played p = played("nurikabe", 6, 1);
  REQUIRE(p.plan.size() > 6);
  std::vector<pddl::PlanStep> broken = p.plan;
  broken.erase(broken.begin() + 4);
  const pddl::PlanCheck check = pddl::validate_plan(test::domain_of(*p.puzzle), p.problem, broken);
  REQUIRE_FALSE(check.valid);
  const render::Film film = film_of(p, broken);
  CHECK_FALSE(film.valid);
  CHECK(film.failure == check.message);
  CHECK(film.failing_step == check.steps + 1);
  CHECK(film.plan_length == broken.size());
  CHECK(film.frames.size() == check.steps + 1);
  CHECK(film.steps.size() == check.steps + 1);  // the failing step's text too

  // Short of the goal: every step taken, the goal's failure told.
  std::vector<pddl::PlanStep> short_plan(p.plan.begin(), p.plan.end() - 1);
  const render::Film unfinished = film_of(p, short_plan);
  CHECK_FALSE(unfinished.valid);
  CHECK(unfinished.frames.size() == short_plan.size() + 1);
  CHECK(unfinished.failing_step == short_plan.size() + 1);
  CHECK_THAT(unfinished.failure, Catch::Contains("goal"));
}

TEST_CASE("the film page stands alone, and the SMIL film has a caption and its sets for every step", "[film]") {
  const Played p = played("nurikabe", 5, 2);
  const render::Film film = film_of(p, p.plan);
  const std::string page = render::film_html(film);
  // No file or address outside the page: the SVG's namespace is the only URL.
  for (const char* outside : {"src=", "href=", "<link", "@import", "url(", "fetch(", "https:"})
    CHECK(page.find(outside) == std::string::npos);
  std::string without_namespace = page;
  for (std::size_t at; (at = without_namespace.find("http://www.w3.org/2000/svg")) != std::string::npos;)
    without_namespace.erase(at, 26);
  CHECK(without_namespace.find("http") == std::string::npos);
  CHECK(page.find(film.steps.back()) != std::string::npos);

  const std::string svg = render::film_svg(film, 0.25);
  pugi::xml_document doc;
  REQUIRE(doc.load_string(svg.c_str()));
  const pugi::xpath_node_set actions = doc.select_nodes("//*[@class='film-action']");
  CHECK(actions.size() == film.frames.size());
  // Caption k shows from k quarter-seconds on; the last stays.
  const pugi::xml_node last = actions[actions.size() - 1].node();
  CHECK(std::string(last.child_value()) == "Step " + std::to_string(p.plan.size()) + " of " +
                                               std::to_string(p.plan.size()) + ": " + film.steps.back());
  const std::string shown_at = render::svg_number(0.25 * static_cast<double>(p.plan.size())) + "s";
  CHECK(last.find_child_by_attribute("set", "begin", shown_at.c_str()));
  // Every island cell is painted by some set; no fill is ever set to "none".
  std::set<std::string> painted;
  for (const pugi::xpath_node& set : doc.select_nodes("//*[@class='film-cell']/set[@attributeName='fill']")) {
    CHECK(std::string(set.node().attribute("to").value()) != "none");
    if (std::string(set.node().attribute("to").value()) == render::to_string(film.looks[0].fill.value()))
      painted.insert(set.parent().attribute("id").value());
  }
  std::set<std::string> islands;
  for (int cell = 0; cell < p.instance.cells(); ++cell)
    if ((*p.instance.solution)[static_cast<std::size_t>(cell)] == nurikabe::kIsland)
      islands.insert("c" + std::to_string(cell));
  CHECK(painted == islands);
}

TEST_CASE("names a plan may hold never break the page or the SVG", "[film][cli]") {
  // PDDL names take almost any printable character: one that would open a
  // comment or a script inside the page's <script>, and one that is no UTF-8.
  test::cli::TempDir dir;
  const Played p = played("nurikabe", 4, 1);
  std::string problem = test::problems_of(*p.puzzle).write(p.instance);
  std::string plan = test::problems_of(*p.puzzle).reference_plan(p.instance);
  REQUIRE(problem.find(" g0") != std::string::npos);
  for (const std::string& name : {std::string("g<!--<script>"), std::string("g\xff")}) {
    INFO("a group named " << name);
    auto renamed = [&](std::string text) {
      for (std::size_t at = 0; (at = text.find("g0", at)) != std::string::npos; at += name.size())
        if (!std::isalnum(static_cast<unsigned char>(text[at + 2]))) text.replace(at, 2, name);
      return text;
    };
    const std::string problem_file = dir.write("p.pddl", renamed(problem));
    const std::string plan_file = dir.write("p.plan", renamed(plan));
    REQUIRE(test::cli::run({"check", "--plan", problem_file, plan_file}).status == 0);
    const std::string page = test::cli::output_of({"animate", problem_file, plan_file});
    std::size_t scripts = 0;
    for (std::size_t at = page.find("<script"); at != std::string::npos; at = page.find("<script", at + 1)) ++scripts;
    CHECK(scripts == 2);  // the film's data and its program, nothing the names opened
    CHECK(page.find("<!--") == std::string::npos);
    CHECK(page.find('\xff') == std::string::npos);
    const std::string svg = test::cli::output_of({"animate", problem_file, plan_file, "--to", "svg"});
    pugi::xml_document doc;
    CHECK(doc.load_string(svg.c_str()));
  }
}

TEST_CASE("pictures too large to draw are refused before any drawing", "[film][cli]") {
  test::cli::TempDir dir;
  const Played p = played("takuzu", 40, 1);
  const std::string file = dir.write("t.json", find_puzzle("takuzu")->format("json").write(p.instance));
  // 40 cells of 400 and margins of 1000: 18000 units a side.
  const test::cli::Result png = test::cli::run({"render", file, "--cell-size", "400", "--margin", "1000", "-o", dir / "x.png"});
  CHECK(png.status == 64);
  CHECK_THAT(png.err, Catch::Contains("million"));
  CHECK(test::cli::run({"render", file, "--cell-size", "400", "--margin", "1000", "-o", dir / "x.svg"}).status == 0);
  const test::cli::Result pdf = test::cli::run({"render", file, "--cell-size", "400", "--margin", "1000", "-o", dir / "x.pdf"});
  CHECK(pdf.status == 64);
  CHECK_THAT(pdf.err, Catch::Contains("14400"));
  CHECK_FALSE(std::filesystem::exists(dir / "x.png"));
  CHECK_FALSE(std::filesystem::exists(dir / "x.pdf"));
}

}  // namespace pg

// What a browser shows: the SVG pictures and the plan films drawn by real
// Chromium, headless, read back as pixels (or, for the captions, as the DOM
// the page's script leaves). Every expectation comes from the puzzle's
// solution or the plan's text, worked out here, never from the picture.
// ctest -L browser runs these; without chromium each is reported skipped.
#include <algorithm>
#include <cctype>
#include <map>
#include <regex>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include "browser_support.hpp"

namespace {

using namespace pg::test;
using pg::render::Colour;
using pg::render::Raster;
namespace web = pg::test::browser;

// The looks the pictures and films are drawn with (render/board.hpp,
// render/PUZZLE/renderer.cpp, render/film.cpp).
constexpr Colour kWhite{255, 255, 255};
constexpr Colour kLit{255, 240, 160};       // Light Up: a lit cell
constexpr Colour kPainted{200, 222, 250};   // Nurikabe film: a painted cell
constexpr Colour kWritten{225, 236, 250};   // Numbrix film: a written cell
constexpr Colour kMarker{215, 40, 40};      // a film's agent

// Every picture here: cells of 40 pixels, a margin of half a cell.
constexpr double kCell = 40;
constexpr double kMargin = 20;

std::string hex(Colour c) { return pg::render::to_string(c); }

std::string joined(const std::vector<std::string>& lines) {
  std::string out;
  for (const std::string& line : lines) out += line + "\n";
  return out;
}

// "(r,c)".
std::string where(const web::Grid& grid, int cell) {
  return "(" + std::to_string(cell / grid.cols) + "," + std::to_string(cell % grid.cols) + ")";
}

// The width and height an SVG states.
std::pair<int, int> svg_size(const std::string& svg) {
  std::smatch m;
  const std::string head = svg.substr(svg.find("<svg"), 400);
  REQUIRE(std::regex_search(head, m, std::regex(R"re(width="([0-9.]+)" height="([0-9.]+)")re")));
  return {static_cast<int>(std::stod(m[1])), static_cast<int>(std::stod(m[2]))};
}

// ---------------------------------------------------------------------------
// PDDL, read here on its own: a plan's steps and a problem's initial state.

struct Step {
  std::string action;
  std::vector<std::string> args;
  std::string text;  // "(move pos-0-0 pos-1-0)"
};

std::string lower(std::string text) {
  for (char& c : text) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return text;
}

std::string without_comments(const std::string& text) {
  std::string out;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) out += line.substr(0, line.find(';')) + "\n";
  return out;
}

std::vector<Step> plan_steps(const std::string& text) {
  std::vector<Step> steps;
  std::istringstream lines(without_comments(text));
  for (std::string line; std::getline(lines, line);) {
    const std::size_t open = line.find('('), close = line.rfind(')');
    if (open == std::string::npos) continue;
    REQUIRE(close != std::string::npos);
    std::istringstream words(lower(line.substr(open + 1, close - open - 1)));
    Step step;
    words >> step.action;
    for (std::string word; words >> word;) step.args.push_back(word);
    step.text = "(" + step.action;
    for (const std::string& arg : step.args) step.text += " " + arg;
    step.text += ")";
    steps.push_back(step);
  }
  REQUIRE_FALSE(steps.empty());
  return steps;
}

struct Problem {
  std::string text;  // lower case, no comments
  int rows = 0;
  int cols = 0;

  explicit Problem(const std::string& file) : text(lower(without_comments(cli::slurp(file)))) {
    const std::regex pos(R"(pos-(\d+)-(\d+))");
    for (std::sregex_iterator it(text.begin(), text.end(), pos), end; it != end; ++it) {
      cols = std::max(cols, std::stoi((*it)[1]) + 1);
      rows = std::max(rows, std::stoi((*it)[2]) + 1);
    }
    REQUIRE(rows > 0);
  }

  // The cell "pos-X-Y" names: X the column, Y the row.
  int cell(const std::string& name) const {
    std::smatch m;
    REQUIRE(std::regex_match(name, m, std::regex(R"(pos-(\d+)-(\d+))")));
    return std::stoi(m[2]) * cols + std::stoi(m[1]);
  }

  // The arguments of each atom of `predicate` in the initial state.
  std::vector<std::vector<std::string>> initially(const std::string& predicate) const {
    const std::size_t init = text.find("(:init");
    REQUIRE(init != std::string::npos);
    const std::size_t goal = text.find("(:goal", init);
    std::vector<std::vector<std::string>> atoms;
    const std::string key = "(" + predicate;
    for (std::size_t at = text.find(key, init); at != std::string::npos && at < goal; at = text.find(key, at + 1)) {
      const char next = text[at + key.size()];
      if (next != ' ' && next != ')') continue;
      std::istringstream words(text.substr(at + key.size(), text.find(')', at) - at - key.size()));
      std::vector<std::string> args;
      for (std::string word; words >> word;) args.push_back(word);
      atoms.push_back(args);
    }
    return atoms;
  }
};

// The reference problem and plan of `puzzle` (6x6, seed 1), written by
// generate -f pddl into `dir`.
struct Reference {
  std::string problem;
  std::string plan;
};
Reference reference(const std::string& puzzle, const cli::TempDir& dir) {
  const std::string out = dir / puzzle;
  std::filesystem::create_directories(out);
  cli::output_of({"generate", puzzle, "--size", "6", "--seed", "1", "-f", "pddl", "-q", "-o", out});
  Reference found;
  for (const auto& entry : std::filesystem::directory_iterator(out)) {
    const std::string path = entry.path().string();
    if (entry.path().extension() == ".plan") found.plan = path;
    if (entry.path().extension() == ".pddl" && entry.path().filename() != "domain.pddl") found.problem = path;
  }
  REQUIRE_FALSE(found.problem.empty());
  REQUIRE_FALSE(found.plan.empty());
  REQUIRE(cli::run({"check", "--plan", found.problem, found.plan}).status == 0);
  return found;
}

// The film's page of a plan, at cells of kCell.
std::string animate_page(const Reference& ref, const std::string& plan, const cli::TempDir& dir, const std::string& name) {
  const std::string page = dir / name;
  cli::output_of({"animate", ref.problem, plan, "--cell-size", std::to_string(static_cast<int>(kCell)), "-o", page});
  return page;
}

// The window the film pages are shot in: room for a 6x6 board of kCell.
constexpr int kPageWidth = 520;
constexpr int kPageHeight = 560;

// The positions of a plan of n steps the tests look at: the start, the
// first step, one in the middle, the end.
std::vector<std::size_t> positions(std::size_t n) { return {0, 1, n / 2, n}; }

// ---------------------------------------------------------------------------
// What a state looks like, worked out from the plan.

// Nurikabe (pddl/nurikabe/domain.cpp): the robot starts where the initial
// state puts it; move and move-painting take it to their second cell;
// start-painting paints its cell, move-painting the cell it enters.
struct NurikabeState {
  int robot = -1;
  std::set<int> painted;
};
NurikabeState nurikabe_after(const Problem& problem, const std::vector<Step>& steps, std::size_t k) {
  NurikabeState state;
  const auto robot = problem.initially("robot-pos");
  REQUIRE(robot.size() == 1);
  state.robot = problem.cell(robot.front().at(0));
  for (std::size_t i = 0; i < k; ++i) {
    const Step& step = steps.at(i);
    if (step.action == "move") {
      state.robot = problem.cell(step.args.at(1));
    } else if (step.action == "start-painting") {
      state.painted.insert(problem.cell(step.args.at(0)));
    } else if (step.action == "move-painting") {
      state.robot = problem.cell(step.args.at(1));
      state.painted.insert(problem.cell(step.args.at(1)));
    }
  }
  return state;
}

// Numbrix (pddl/numbrix/domain.cpp): each step writes the next number on
// the cell it names last of its cells (start-on-*: its one cell; step-to-*:
// the cell it steps to), where the walk then stands.
struct NumbrixState {
  int at = -1;
  std::set<int> written;
};
NumbrixState numbrix_after(const Problem& problem, const std::vector<Step>& steps, std::size_t k) {
  NumbrixState state;
  for (std::size_t i = 0; i < k; ++i) {
    const Step& step = steps.at(i);
    const bool start = step.action.rfind("start-", 0) == 0;
    REQUIRE((start || step.action.rfind("step-to-", 0) == 0));
    state.at = problem.cell(step.args.at(start ? 0 : 1));
    state.written.insert(state.at);
  }
  return state;
}

// The marker's red, a disc or a ring, whichever the film draws.
bool red(Colour c) { return web::near(c, kMarker, 40); }

// The marker stands on `at` (none when -1): red in that cell and in no other.
void check_marker(const Raster& shot, const web::Grid& grid, int at, std::vector<std::string>& wrong) {
  for (int cell = 0; cell < grid.rows * grid.cols; ++cell) {
    const bool seen = grid.any(shot, cell, 2, red);
    if (cell == at && !seen) wrong.push_back("marker expected at " + where(grid, cell) + ", no red there");
    if (cell != at && seen)
      wrong.push_back("marker at " + where(grid, cell) + " (expected " + (at < 0 ? std::string("none") : where(grid, at)) +
                      ")");
  }
}

// The Nurikabe film after `state`: the marker on the robot, the painted
// cells in the painted look and no other cell so.
std::vector<std::string> nurikabe_differences(const Raster& shot, const web::Grid& grid, const NurikabeState& state) {
  std::vector<std::string> wrong;
  check_marker(shot, grid, state.robot, wrong);
  for (int cell = 0; cell < grid.rows * grid.cols; ++cell) {
    const Colour seen = grid.dominant(shot, cell);
    const bool painted = state.painted.count(cell) > 0;
    if (painted != web::near(seen, kPainted))
      wrong.push_back(where(grid, cell) + (painted ? " painted" : " not painted") + " but shows " + hex(seen));
  }
  return wrong;
}

// Ink: the black of a given or the blue of what a solution or a plan writes;
// not the marker's red, the grid's grey or Numbrix's pale path.
bool ink(Colour c) { return web::luminance(c) < 120 && c.red < 120; }

}  // namespace

TEST_CASE("browser: each puzzle's solution SVG shows its solution in Chromium", "[browser]") {
  cli::TempDir dir;
  const std::vector<std::string> puzzles = {"nurikabe", "lightup", "takuzu", "kuromasu", "numbrix"};
  std::vector<nlohmann::json> documents;
  std::vector<web::Load> pages;
  for (const std::string& puzzle : puzzles) {
    const std::string json = cli::output_of({"generate", puzzle, "--size", "6", "--seed", "1", "-f", "json", "-q"});
    documents.push_back(nlohmann::json::parse(json));
    const std::string input = dir.write(puzzle + ".json", json);
    const std::string svg = dir / (puzzle + ".svg");
    cli::output_of({"render", input, "--solution", "--cell-size", std::to_string(static_cast<int>(kCell)), "-o", svg});
    // The same picture as cairo draws it, for the comparison below.
    cli::output_of({"render", input, "--solution", "--cell-size", std::to_string(static_cast<int>(kCell)), "-o",
                    dir / (puzzle + ".png")});
    const auto [width, height] = svg_size(cli::slurp(svg));
    CHECK(width == static_cast<int>(2 * kMargin + 6 * kCell));
    pages.push_back({web::file_url(svg), width, height});
  }
  const std::vector<web::Loaded> shots = web::load(pages);

  for (std::size_t p = 0; p < puzzles.size(); ++p) {
    const std::string& puzzle = puzzles[p];
    const nlohmann::json& givens = documents[p].at("givens");
    const nlohmann::json& solution = documents[p].at("solution");
    const Raster& shot = shots[p].raster;
    const web::Grid grid = web::grid_at(6, 6, kCell, kMargin);
    std::vector<std::string> wrong;
    for (int cell = 0; cell < 36; ++cell) {
      const nlohmann::json& given = givens.at(static_cast<std::size_t>(cell / 6)).at(static_cast<std::size_t>(cell % 6));
      const nlohmann::json& value = solution.at(static_cast<std::size_t>(cell / 6)).at(static_cast<std::size_t>(cell % 6));
      const Colour fill = grid.dominant(shot, cell);  // the colour past dots, digits and bulbs
      const Colour centre = grid.at(shot, cell);
      const int solved = value.is_number() ? value.get<int>() : -1;
      auto expect = [&](bool ok, const std::string& what, Colour seen) {
        if (!ok) wrong.push_back(where(grid, cell) + " should be " + what + ", shows " + hex(seen));
      };
      if (puzzle == "nurikabe") {
        // 1 a wall, 0 an island (core/nurikabe.hpp).
        if (solved == 1) expect(web::luminance(fill) < 80, "wall (dark)", fill);
        else expect(web::luminance(fill) > 200, "island (light)", fill);
      } else if (puzzle == "lightup") {
        // A given is a black cell; every other cell of a solution is lit.
        if (!given.is_null()) expect(web::luminance(fill) < 80, "black (dark)", fill);
        else expect(web::near(fill, kLit), "lit (light yellow " + hex(kLit) + ")", fill);
      } else if (puzzle == "takuzu") {
        // 1 a dark disc, 0 a white one, filling the cell's middle.
        if (solved == 1) expect(web::luminance(centre) < 110, "1 (dark)", centre);
        else expect(web::near(centre, kWhite), "0 (white)", centre);
      } else if (puzzle == "kuromasu") {
        if (solved == 1) expect(web::luminance(fill) < 80, "black (dark)", fill);
        else expect(web::luminance(fill) > 200, "white (light)", fill);
      } else {
        // Numbrix: every cell holds its number, given or solved.
        expect(solved > 0 && grid.any(shot, cell, 4, ink), "numbered (ink in it)", fill);
      }
    }
    INFO(puzzle << " solution as Chromium draws it:\n" << joined(wrong));
    CHECK(wrong.empty());

    // One picture, two writers: the PNG cairo draws shows every cell as
    // Chromium shows the hand-written SVG, its main colour and its centre's.
    const Raster png = pg::render::read_png(cli::slurp(dir / (puzzle + ".png")));
    REQUIRE(png.width == shot.width);
    REQUIRE(png.height == shot.height);
    std::vector<std::string> differ;
    for (int cell = 0; cell < 36; ++cell) {
      if (!web::near(grid.dominant(png, cell), grid.dominant(shot, cell), 24))
        differ.push_back(where(grid, cell) + ": cairo " + hex(grid.dominant(png, cell)) + ", Chromium " +
                         hex(grid.dominant(shot, cell)));
      if (puzzle == "takuzu" && !web::near(grid.at(png, cell), grid.at(shot, cell), 24))
        differ.push_back(where(grid, cell) + " centre: cairo " + hex(grid.at(png, cell)) + ", Chromium " +
                         hex(grid.at(shot, cell)));
    }
    INFO(puzzle << ": cells where cairo's PNG and Chromium's SVG differ:\n" << joined(differ));
    CHECK(differ.empty());
  }
}

TEST_CASE("browser: the Nurikabe film page shows the robot and the painted cells of each step", "[browser]") {
  cli::TempDir dir;
  const Reference ref = reference("nurikabe", dir);
  const Problem problem(ref.problem);
  const std::vector<Step> steps = plan_steps(cli::slurp(ref.plan));
  const std::string page = animate_page(ref, ref.plan, dir, "plan.html");
  const std::vector<std::size_t> ks = positions(steps.size());
  std::vector<web::Load> loads;
  for (std::size_t k : ks) loads.push_back({web::file_url(page, "step=" + std::to_string(k)), kPageWidth, kPageHeight});
  const std::size_t middle = steps.size() / 2;
  loads.push_back({web::file_url(page, "step=" + std::to_string(middle)), 0, 0, 0, true});
  const std::vector<web::Loaded> loaded = web::load(loads);

  for (std::size_t i = 0; i < ks.size(); ++i) {
    const std::size_t k = ks[i];
    const Raster& shot = loaded[i].raster;
    const web::Grid grid = web::find_grid(shot, problem.rows, problem.cols, kCell);
    const NurikabeState state = nurikabe_after(problem, steps, k);
    const std::vector<std::string> wrong = nurikabe_differences(shot, grid, state);
    INFO("plan.html#step=" << k << " (grid found at " << grid.left << "," << grid.top << "):\n" << joined(wrong));
    CHECK(wrong.empty());
  }

  // The captions of the middle step, as the page's script wrote them.
  const std::string& dom = loaded.back().dom;
  const std::string body = dom.substr(dom.find("<body"), dom.find('>', dom.find("<body")) - dom.find("<body") + 1);
  CHECK(web::attribute_of(body, "data-step") == std::to_string(middle));
  CHECK(web::text_of(dom, "action") ==
        "Step " + std::to_string(middle) + " of " + std::to_string(steps.size()) + ": " + steps[middle - 1].text);
  CHECK_FALSE(web::text_of(dom, "status").empty());
  CHECK(web::text_of(dom, "position") == std::to_string(middle) + " / " + std::to_string(steps.size()));
}

TEST_CASE("browser: the film page's buttons step the Nurikabe film as the plan goes", "[browser]") {
  // The page in an iframe, its forward button clicked k + 1 times and its
  // back button once, by a script of the page around it: what a user does.
  cli::TempDir dir;
  const Reference ref = reference("nurikabe", dir);
  const Problem problem(ref.problem);
  const std::vector<Step> steps = plan_steps(cli::slurp(ref.plan));
  const std::string page = animate_page(ref, ref.plan, dir, "plan.html");
  const std::vector<std::size_t> ks = {0, 2, steps.size() / 3};
  std::vector<web::Load> loads;
  for (std::size_t k : ks) {
    const std::string clicks = dir.write(
        "clicks-" + std::to_string(k) + ".html",
        "<!DOCTYPE html>\n<html><body style=\"margin:0\">\n<iframe id=\"film\" src=\"plan.html\" style=\"border:0;width:" +
            std::to_string(kPageWidth) + "px;height:" + std::to_string(kPageHeight) +
            "px\"></iframe>\n<script>\ndocument.getElementById(\"film\").onload = function () {\n"
            "  const page = this.contentDocument;\n"
            "  for (let i = 0; i < " + std::to_string(k + 1) + "; i++) page.getElementById(\"forward\").click();\n"
            "  page.getElementById(\"back\").click();\n"
            "};\n</script>\n</body></html>\n");
    loads.push_back({web::file_url(clicks), kPageWidth, kPageHeight, 0, false, true});
  }
  const std::vector<web::Loaded> loaded = web::load(loads);
  for (std::size_t i = 0; i < ks.size(); ++i) {
    const Raster& shot = loaded[i].raster;
    const web::Grid grid = web::find_grid(shot, problem.rows, problem.cols, kCell);
    const std::vector<std::string> wrong = nurikabe_differences(shot, grid, nurikabe_after(problem, steps, ks[i]));
    INFO(ks[i] + 1 << " forward, 1 back (grid found at " << grid.left << "," << grid.top << "):\n" << joined(wrong));
    CHECK(wrong.empty());
  }
}

TEST_CASE("browser: the Numbrix film page shows the walk and the numbers written at each step", "[browser]") {
  cli::TempDir dir;
  const Reference ref = reference("numbrix", dir);
  const Problem problem(ref.problem);
  const std::vector<Step> steps = plan_steps(cli::slurp(ref.plan));
  const std::string page = animate_page(ref, ref.plan, dir, "plan.html");
  std::set<int> givens;
  for (const auto& atom : problem.initially("given")) givens.insert(problem.cell(atom.at(0)));
  REQUIRE_FALSE(givens.empty());

  const std::vector<std::size_t> ks = positions(steps.size());
  std::vector<web::Load> loads;
  for (std::size_t k : ks) loads.push_back({web::file_url(page, "step=" + std::to_string(k)), kPageWidth, kPageHeight});
  const std::vector<web::Loaded> loaded = web::load(loads);

  for (std::size_t i = 0; i < ks.size(); ++i) {
    const std::size_t k = ks[i];
    const Raster& shot = loaded[i].raster;
    const web::Grid grid = web::find_grid(shot, problem.rows, problem.cols, kCell);
    const NumbrixState state = numbrix_after(problem, steps, k);
    std::vector<std::string> wrong;
    // After k steps the walk stands on the k-th step's cell; before any, nowhere.
    check_marker(shot, grid, state.at, wrong);
    for (int cell = 0; cell < grid.rows * grid.cols; ++cell) {
      const bool written = state.written.count(cell) > 0;
      const Colour seen = grid.dominant(shot, cell);
      if (!web::near(seen, written ? kWritten : kWhite, 8))
        wrong.push_back(where(grid, cell) + (written ? " written" : " not written") + " but shows " + hex(seen));
      // A blank cell shows a number once the walk wrote one there (the
      // marker's cell is left out: a marker may cover it).
      if (givens.count(cell) == 0 && cell != state.at && grid.any(shot, cell, 4, ink) != written)
        wrong.push_back(where(grid, cell) + (written ? " written but shows no number" : " blank but shows ink"));
    }
    INFO("plan.html#step=" << k << " (grid found at " << grid.left << "," << grid.top << "):\n" << joined(wrong));
    CHECK(wrong.empty());
  }
}

TEST_CASE("browser: the film page of a plan that breaks the domain ends on the failure", "[browser]") {
  cli::TempDir dir;
  const Reference ref = reference("nurikabe", dir);
  const std::vector<Step> steps = plan_steps(cli::slurp(ref.plan));
  // Drop a move in the second half that another move follows: the next
  // move then starts from a cell the robot is not on, and fails.
  std::size_t dropped = steps.size();
  for (std::size_t i = steps.size() / 2; i + 1 < steps.size(); ++i)
    if (steps[i].action == "move" && steps[i + 1].action == "move") {
      dropped = i;
      break;
    }
  REQUIRE(dropped < steps.size());
  std::string broken_text;
  for (std::size_t i = 0; i < steps.size(); ++i)
    if (i != dropped) broken_text += steps[i].text + "\n";
  const std::string broken = dir.write("broken.plan", broken_text);
  const std::size_t failing = dropped + 1;  // from 1, in the broken plan
  const std::string failing_text = steps[dropped + 1].text;

  // What the validator says of it: "invalid plan: FILE:LINE: MESSAGE".
  const cli::Result checked = cli::run({"check", "--plan", ref.problem, broken});
  REQUIRE(checked.status == 1);
  const std::string prefix = "invalid plan: " + broken + ":" + std::to_string(failing) + ": ";
  REQUIRE(cli::starts_with(checked.out, prefix));
  const std::string message = checked.out.substr(prefix.size(), checked.out.find('\n') - prefix.size());

  const std::string page = animate_page(ref, broken, dir, "broken.html");
  // Past the end: the page shows its last position, the failing step.
  const std::string dom = web::dump_dom(web::file_url(page, "step=9999"));
  INFO(message);
  const std::string body = dom.substr(dom.find("<body"), dom.find('>', dom.find("<body")) - dom.find("<body") + 1);
  CHECK(web::attribute_of(body, "data-step") == std::to_string(failing));
  CHECK(web::text_of(dom, "action") == "Step " + std::to_string(failing) + ": " + failing_text + " fails");
  CHECK(web::text_of(dom, "status") == message);
  CHECK(web::attribute_of(web::start_tag(dom, "action"), "class") == "failed");
  CHECK(web::attribute_of(web::start_tag(dom, "status"), "class") == "failed");
  CHECK(web::text_of(dom, "position") == std::to_string(failing) + " / " + std::to_string(failing));
}

// The SMIL film: Chromium's --virtual-time-budget does not drive SMIL's
// clock reliably (on a busy machine the screenshot comes at any time from the
// first step to the last), so the film's own clock is set instead: the SVG,
// as written, inline in a page that pauses each copy of it and seeks it to a
// time, setCurrentTime() of SVG's DOM. The <set>s of the film decide what
// shows at that time, as when it plays by itself.
TEST_CASE("browser: the SMIL film SVG shows at each step's time the state after that step", "[browser]") {
  cli::TempDir dir;
  const Reference ref = reference("nurikabe", dir);
  const Problem problem(ref.problem);
  const std::vector<Step> steps = plan_steps(cli::slurp(ref.plan));
  const double seconds = 0.1;
  const std::string svg_path = dir / "film.svg";
  cli::output_of({"animate", ref.problem, ref.plan, "--to", "svg", "--seconds", "0.1", "--cell-size",
                  std::to_string(static_cast<int>(kCell)), "-o", svg_path});
  std::string svg = cli::slurp(svg_path);
  REQUIRE(svg.find("<set ") != std::string::npos);
  svg.erase(0, svg.find("<svg"));  // the XML declaration has no place in HTML
  const auto [width, height] = svg_size(svg);
  const int slot = height + 1;  // each copy's place down the page

  // One copy a position, each at the middle of its step's time: k steps
  // done at k * 0.1 s; the last well after the film's end.
  const std::vector<std::size_t> ks = positions(steps.size());
  std::string page = "<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><style>body { margin: 0 } "
                     "div { position: absolute; left: 0 } svg { display: block }</style></head><body>\n";
  std::string seek;
  for (std::size_t i = 0; i < ks.size(); ++i) {
    const double time = i + 1 == ks.size() ? (static_cast<double>(steps.size()) + 10) * seconds
                                            : (static_cast<double>(ks[i]) + 0.5) * seconds;
    page += "<div style=\"top: " + std::to_string(i * slot) + "px\">" + svg + "</div>\n";
    seek += "films[" + std::to_string(i) + "].pauseAnimations(); films[" + std::to_string(i) + "].setCurrentTime(" +
            std::to_string(time) + ");\n";
  }
  page += "<script>\nconst films = document.querySelectorAll(\"svg\");\n" + seek + "</script>\n</body></html>\n";
  const Raster shot =
      web::screenshot(web::file_url(dir.write("film.html", page)), width, static_cast<int>(ks.size()) * slot);

  std::set<int> clues;
  for (const auto& atom : problem.initially("source")) clues.insert(problem.cell(atom.at(0)));
  for (std::size_t i = 0; i < ks.size(); ++i) {
    web::Grid grid = web::grid_at(problem.rows, problem.cols, kCell, kMargin);
    grid.top += static_cast<double>(i * slot);
    const NurikabeState state = nurikabe_after(problem, steps, ks[i]);
    std::vector<std::string> wrong = nurikabe_differences(shot, grid, state);
    // The Nurikabe film's looks are fills only: a cell without a number,
    // away from the marker, is one colour through, centre included (a disc
    // whose fill SMIL sets to "none" Chromium draws black).
    for (int cell = 0; cell < grid.rows * grid.cols; ++cell) {
      if (clues.count(cell) || cell == state.robot) continue;
      const Colour centre = grid.at(shot, cell), fill = grid.dominant(shot, cell);
      if (!web::near(centre, fill))
        wrong.push_back(where(grid, cell) + ": centre " + hex(centre) + " on a cell of " + hex(fill));
    }
    INFO("film.svg after " << ks[i] << " of " << steps.size() << " steps:\n" << joined(wrong));
    CHECK(wrong.empty());
  }
}

// The render layer: each puzzle's SVG shows its clues where they are, with
// their values; the solution's picture differs from the puzzle's exactly at
// the cells it fills in; the PNG cairo draws shows the colours the SVG names;
// PDFs are deterministic and have their pages; sheets fit their pages; and
// `puzzlegen render` keeps its command-line contract.
#include <catch2/catch.hpp>
#include <pugixml.hpp>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <map>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "cli_support.hpp"
#include "core/kuromasu.hpp"
#include "core/lightup.hpp"
#include "core/nurikabe.hpp"
#include "generator/generate.hpp"
#include "puzzles/catalogue.hpp"
#include "render/cairo.hpp"
#include "render/sheet.hpp"
#include "render/svg.hpp"
#include "support.hpp"

// Colours print as "#rrggbb" in failures.
namespace Catch {
template <>
struct StringMaker<pg::render::Colour> {
  static std::string convert(const pg::render::Colour& colour) { return pg::render::to_string(colour); }
};
}  // namespace Catch

namespace {

namespace fs = std::filesystem;
using pg::Cell;
using pg::Instance;
namespace render = pg::render;

const render::Layout kLayout{32, 16};
const std::vector<std::string> kPuzzles = {"nurikabe", "lightup", "takuzu", "kuromasu", "numbrix"};

// A small generated instance of each puzzle, made once. Not square, so that
// a row taken for a column shows (Takuzu's columns of 4 cells have too few
// patterns for 6 columns: it is 6x8).
const Instance& sample(const std::string& puzzle) {
  static std::map<std::string, Instance> made;
  auto it = made.find(puzzle);
  if (it == made.end()) {
    const int rows = puzzle == "takuzu" ? 6 : 4;
    const int cols = puzzle == "takuzu" ? 8 : 6;
    Instance instance = pg::generate(
        pg::find_puzzle(puzzle)->job(pg::test::request(puzzle, rows, cols, pg::Difficulty::easy, 7)), 0);
    REQUIRE(instance.solution);
    it = made.emplace(puzzle, std::move(instance)).first;
  }
  return it->second;
}

render::Picture draw(const Instance& instance, bool solved) {
  return pg::find_puzzle(instance.puzzle)->renderer.draw(instance, solved ? &*instance.solution : nullptr, kLayout);
}

int given(const Instance& instance, Cell cell) { return instance.given(cell.row, cell.col); }

// Whether the puzzle prints a clue at the cell (Light Up: a number on a black cell).
bool is_clue(const Instance& instance, Cell cell) {
  const int g = given(instance, cell);
  return instance.puzzle == "lightup" ? pg::lightup::is_number(g) : g != pg::kNone;
}

// Whether the solution fills the cell in: a cell without a given (Light Up: a white cell).
bool is_solved(const Instance& instance, Cell cell) {
  const int g = given(instance, cell);
  return instance.puzzle == "lightup" ? !pg::lightup::is_black(g) : g == pg::kNone;
}

std::vector<Cell> cells(const Instance& instance) {
  std::vector<Cell> out;
  for (int k = 0; k < instance.cells(); ++k) out.push_back(instance.cell(k));
  return out;
}

render::Point centre(Cell cell) {
  return {kLayout.margin + (cell.col + 0.5) * kLayout.cell, kLayout.margin + (cell.row + 0.5) * kLayout.cell};
}

// ---------------------------------------------------------------------------
// Reading the SVG back

pugi::xml_document parsed(const std::string& svg) {
  pugi::xml_document doc;
  const pugi::xml_parse_result result = doc.load_string(svg.c_str());
  INFO(result.description() << " in\n" << svg);
  REQUIRE(result);
  REQUIRE(std::string(doc.document_element().name()) == "svg");
  return doc;
}

std::vector<pugi::xml_node> elements(const pugi::xml_node& doc, const std::string& xpath) {
  std::vector<pugi::xml_node> out;
  for (const pugi::xpath_node& node : doc.select_nodes(xpath.c_str())) out.push_back(node.node());
  return out;
}

std::vector<pugi::xml_node> with_class(const pugi::xml_node& doc, const std::string& role) {
  return elements(doc, "//*[@class='" + role + "']");
}

Cell cell_of(const pugi::xml_node& node) {
  return {node.attribute("data-row").as_int(-1), node.attribute("data-col").as_int(-1)};
}

// An element as text: its name, its attributes in order, its text.
std::string serialized(const pugi::xml_node& node) {
  std::string out = node.name();
  for (const pugi::xml_attribute& a : node.attributes()) out += std::string(" ") + a.name() + "=" + a.value();
  return out + " [" + node.child_value() + "]";
}

// Every element that belongs to a cell, serialized, by cell.
std::map<Cell, std::multiset<std::string>> by_cell(const pugi::xml_document& doc) {
  std::map<Cell, std::multiset<std::string>> out;
  for (const pugi::xml_node& node : elements(doc, "//*[@data-row]")) out[cell_of(node)].insert(serialized(node));
  return out;
}

render::Colour colour_of(const std::string& text) {
  REQUIRE(text.size() == 7);
  REQUIRE(text[0] == '#');
  const unsigned long rgb = std::stoul(text.substr(1), nullptr, 16);
  return {static_cast<std::uint8_t>(rgb >> 16), static_cast<std::uint8_t>(rgb >> 8), static_cast<std::uint8_t>(rgb)};
}

int luma(render::Colour c) { return (299 * c.red + 587 * c.green + 114 * c.blue) / 1000; }
bool dark(render::Colour c) { return luma(c) < 100; }
bool light(render::Colour c) { return std::min({c.red, c.green, c.blue}) > 200; }

std::string describe(render::Colour c) { return render::to_string(c); }

// The points of a path's "d": "M x y L x y ...".
std::vector<render::Point> points_of(const std::string& d) {
  std::vector<render::Point> out;
  std::istringstream in(d);
  for (std::string command; in >> command;) {
    render::Point p;
    REQUIRE((command[0] == 'M' || command[0] == 'L'));
    p.x = std::stod(command.substr(1));
    in >> p.y;
    out.push_back(p);
  }
  return out;
}

// The colour the SVG paints at a point: the fill of the topmost rectangle or
// circle that holds it (text and paths are not asked about: the points
// tested keep away from them and from every stroke).
render::Colour svg_colour_at(const pugi::xml_document& doc, render::Point p) {
  render::Colour colour{255, 255, 255};
  for (const pugi::xml_node& node : elements(doc, "//*[local-name()='rect' or local-name()='circle']")) {
    const std::string fill = node.attribute("fill").value();
    if (fill == "none") continue;
    bool inside = false;
    if (std::string(node.name()) == "rect") {
      const double x = node.attribute("x").as_double();
      const double y = node.attribute("y").as_double();
      inside = p.x >= x && p.y >= y && p.x < x + node.attribute("width").as_double() &&
               p.y < y + node.attribute("height").as_double();
    } else {
      inside = std::hypot(p.x - node.attribute("cx").as_double(), p.y - node.attribute("cy").as_double()) <
               node.attribute("r").as_double();
    }
    if (inside) colour = colour_of(fill);
  }
  return colour;
}

render::Raster png_of(const render::Picture& picture) {
  const render::Raster raster = render::read_png(render::to_png(picture));
  REQUIRE(raster.width == static_cast<int>(picture.width));
  REQUIRE(raster.height == static_cast<int>(picture.height));
  return raster;
}

// The pixel whose centre is nearest `p`.
render::Colour pixel(const render::Raster& raster, render::Point p) {
  return raster.at(static_cast<int>(std::floor(p.x)), static_cast<int>(std::floor(p.y)));
}

// A point inside the cell, away from what sits at its centre (a number, a
// dot, a disc, Numbrix's path) and from the grid lines: where its shading shows.
render::Point background_point(Cell cell) {
  const render::Point c = centre(cell);
  return {c.x - 0.35 * kLayout.cell, c.y - 0.35 * kLayout.cell};
}

}  // namespace

// ---------------------------------------------------------------------------
// SVG

TEST_CASE("render: each clue is one element at its cell, with its value, centred", "[render]") {
  for (const std::string& name : kPuzzles) {
    const Instance& instance = sample(name);
    INFO(name << " " << instance.rows << "x" << instance.cols);
    const pugi::xml_document doc = parsed(render::to_svg(draw(instance, false)));
    CHECK(doc.document_element().attribute("width").as_double() == instance.cols * 32 + 32);
    CHECK(doc.document_element().attribute("height").as_double() == instance.rows * 32 + 32);

    const std::vector<pugi::xml_node> clues = with_class(doc, "clue");
    int expected = 0;
    for (Cell cell : cells(instance)) {
      if (!is_clue(instance, cell)) continue;
      ++expected;
      const int value = given(instance, cell);
      INFO("clue " << pg::to_string(cell) << " = " << value);
      std::vector<pugi::xml_node> here;
      std::copy_if(clues.begin(), clues.end(), std::back_inserter(here),
                   [&](const pugi::xml_node& n) { return cell_of(n) == cell; });
      REQUIRE(here.size() == 1);
      const pugi::xml_node clue = here.front();
      CHECK(clue.attribute("data-value").as_int(-99) == value);
      const render::Point at = centre(cell);
      if (name == "takuzu") {
        // Binairo's circles: 1 black, 0 white with a dark outline.
        REQUIRE(std::string(clue.name()) == "circle");
        CHECK(clue.attribute("cx").as_double() == Approx(at.x));
        CHECK(clue.attribute("cy").as_double() == Approx(at.y));
        CHECK(clue.attribute("fill").value() == std::string(value == 1 ? "#000000" : "#ffffff"));
        CHECK(dark(colour_of(clue.attribute("stroke").value())));
      } else {
        REQUIRE(std::string(clue.name()) == "text");
        CHECK(clue.child_value() == std::to_string(value));
        CHECK(clue.attribute("text-anchor").value() == std::string("middle"));
        CHECK(clue.attribute("x").as_double() == Approx(at.x));
        // The baseline sits below the centre by half a digit's height.
        const double size = clue.attribute("font-size").as_double();
        CHECK(size > 0.4 * kLayout.cell);
        CHECK(clue.attribute("y").as_double() == Approx(at.y + 0.36 * size).margin(0.01));
        // Light Up's numbers are white on their black cell.
        const render::Colour ink = colour_of(clue.attribute("fill").value());
        CHECK((name == "lightup" ? light(ink) : dark(ink)));
      }
    }
    CHECK(clues.size() == static_cast<std::size_t>(expected));
    CHECK(expected > 0);

    if (name == "lightup") {
      // Every black cell shaded once, numbered or not; only a number has a value.
      const std::vector<pugi::xml_node> blacks = with_class(doc, "black");
      std::set<Cell> shaded;
      for (const pugi::xml_node& node : blacks) {
        const Cell cell = cell_of(node);
        INFO("black " << pg::to_string(cell));
        REQUIRE(pg::lightup::is_black(given(instance, cell)));
        CHECK(shaded.insert(cell).second);
        CHECK(dark(colour_of(node.attribute("fill").value())));
        if (is_clue(instance, cell))
          CHECK(node.attribute("data-value").as_int(-99) == given(instance, cell));
        else
          CHECK_FALSE(node.attribute("data-value"));
      }
      std::size_t black_cells = 0;
      for (Cell cell : cells(instance)) black_cells += pg::lightup::is_black(given(instance, cell)) ? 1 : 0;
      CHECK(shaded.size() == black_cells);
      CHECK(black_cells > clues.size());  // seed 7 has black cells without a number: both kinds tested
    }

    // The puzzle gives nothing of its solution away: no cell shows anything but its given.
    for (const pugi::xml_node& node : elements(doc, "//*[@data-row]")) {
      const std::string role = node.attribute("class").value();
      CHECK((role == "clue" || (name == "lightup" && role == "black")));
    }
  }
}

TEST_CASE("render: the solution's picture differs from the puzzle's exactly at the cells it fills in", "[render]") {
  for (const std::string& name : kPuzzles) {
    const Instance& instance = sample(name);
    INFO(name);
    const pugi::xml_document puzzle = parsed(render::to_svg(draw(instance, false)));
    const pugi::xml_document solution = parsed(render::to_svg(draw(instance, true)));
    const auto before = by_cell(puzzle);
    const auto after = by_cell(solution);

    std::set<Cell> differing;
    std::set<Cell> expected;
    for (Cell cell : cells(instance)) {
      const auto b = before.find(cell);
      const auto a = after.find(cell);
      const std::multiset<std::string> none;
      if ((b == before.end() ? none : b->second) != (a == after.end() ? none : a->second)) differing.insert(cell);
      if (is_solved(instance, cell)) expected.insert(cell);
    }
    CHECK(differing == expected);
    // No element stands outside the grid.
    for (const auto& [cell, _] : after) CHECK((cell.row >= 0 && cell.row < instance.rows && cell.col >= 0 && cell.col < instance.cols));

    // What is drawn at a solved cell carries the solution's value.
    for (Cell cell : expected) {
      const int value = (*instance.solution)[static_cast<std::size_t>(instance.index(cell.row, cell.col))];
      INFO(pg::to_string(cell) << " solved as " << value);
      const std::string at = "//*[@data-row='" + std::to_string(cell.row) + "' and @data-col='" +
                             std::to_string(cell.col) + "']";
      if (name == "lightup") {
        CHECK(elements(solution, at + "[@class='lit']").size() == 1);
        CHECK(elements(solution, at + "[@class='bulb']").size() == (value == pg::lightup::kBulb ? 1u : 0u));
      } else {
        CHECK(elements(solution, at + "[@data-value='" + std::to_string(value) + "']").size() == 1);
      }
    }

    // Numbrix's path: through every cell's centre in the order of the numbers.
    const std::vector<pugi::xml_node> paths = with_class(solution, "path");
    CHECK(with_class(puzzle, "path").empty());
    if (name == "numbrix") {
      REQUIRE(paths.size() == 1);
      CHECK_FALSE(paths.front().attribute("data-row"));
      const std::vector<render::Point> points = points_of(paths.front().attribute("d").value());
      REQUIRE(points.size() == static_cast<std::size_t>(instance.rows * instance.cols));
      for (int k = 0; k < instance.cells(); ++k) {
        const int number = (*instance.solution)[static_cast<std::size_t>(k)];
        REQUIRE((number >= 1 && number <= instance.cells()));
        const render::Point expected_point = centre(instance.cell(k));
        CHECK(points[static_cast<std::size_t>(number - 1)].x == Approx(expected_point.x));
        CHECK(points[static_cast<std::size_t>(number - 1)].y == Approx(expected_point.y));
      }
    } else {
      CHECK(paths.empty());
    }
  }
}

// ---------------------------------------------------------------------------
// PNG

TEST_CASE("render: the PNG shows each cell's colour", "[render]") {
  for (const std::string& name : kPuzzles) {
    if (name == "numbrix") continue;  // nothing shaded: its numbers are checked in the SVG
    const Instance& instance = sample(name);
    INFO(name);
    const render::Raster png = png_of(draw(instance, true));
    for (Cell cell : cells(instance)) {
      const int value = (*instance.solution)[static_cast<std::size_t>(instance.index(cell.row, cell.col))];
      const int g = given(instance, cell);
      const render::Colour middle = pixel(png, centre(cell));
      const render::Colour ground = pixel(png, background_point(cell));
      INFO(pg::to_string(cell) << " given " << g << " solved " << value << ": centre " << describe(middle)
                               << ", inside " << describe(ground));
      if (name == "nurikabe" || name == "kuromasu") {
        // Nurikabe's wall and Kuromasu's black cells dark, the others white.
        if (value == (name == "nurikabe" ? pg::nurikabe::kWall : pg::kuromasu::kBlack)) {
          CHECK(dark(middle));
          CHECK(dark(ground));
        } else {
          CHECK(ground == render::palette::kPaper);
        }
      } else if (name == "lightup") {
        if (pg::lightup::is_black(g)) {
          CHECK(dark(ground));
        } else {
          // Light yellow: every white cell is lit in a solution.
          CHECK(ground.red > 230);
          CHECK(ground.green > 200);
          CHECK(ground.blue < ground.red - 60);
          if (value == pg::lightup::kBulb) CHECK(middle.blue < 100);  // the bulb: a yellow disc
          else CHECK(middle == ground);
        }
      } else if (name == "takuzu") {
        CHECK((value == 1 ? dark(middle) : middle == render::palette::kPaper));
        CHECK(ground == render::palette::kPaper);
      }
    }
  }
}

TEST_CASE("render: the PNG cairo draws and the SVG show the same colours", "[render]") {
  for (const std::string& name : kPuzzles) {
    for (const bool solved : {false, true}) {
      const Instance& instance = sample(name);
      INFO(name << (solved ? " solution" : " puzzle"));
      const render::Picture picture = draw(instance, solved);
      const pugi::xml_document svg = parsed(render::to_svg(picture));
      const render::Raster png = png_of(picture);
      const bool path = !with_class(svg, "path").empty();
      int compared = 0;
      for (Cell cell : cells(instance)) {
        std::vector<render::Point> points = {background_point(cell)};
        // Text is not compared: the centre is, where no number and no path is drawn.
        const std::string text = "//*[local-name()='text' and @data-row='" + std::to_string(cell.row) +
                                 "' and @data-col='" + std::to_string(cell.col) + "']";
        if (!path && elements(svg, text).empty()) points.push_back(centre(cell));
        for (render::Point p : points) {
          // The pixel's centre, as the SVG is asked.
          const render::Point at{std::floor(p.x) + 0.5, std::floor(p.y) + 0.5};
          INFO(pg::to_string(cell) << " at (" << at.x << ", " << at.y << ")");
          CHECK(describe(pixel(png, at)) == describe(svg_colour_at(svg, at)));
          ++compared;
        }
      }
      CHECK(compared >= instance.cells());
    }
  }
}

TEST_CASE("render: the PNG's grid lines are crisp: one pixel, the border three", "[render]") {
  const Instance& instance = sample("kuromasu");
  const render::Raster png = png_of(draw(instance, false));
  // Across row 0's inside, from the left margin to the middle of cell 1:
  // blank, the border's three black pixels, white, one grey line, white.
  const int y = 16 + 4;
  std::string seen;
  for (int x = 10; x < 16 + 32 + 8; ++x) {
    const render::Colour c = png.at(x, y);
    seen += c == render::palette::kPaper ? '.' : c == render::palette::kInk ? '#' : c == render::palette::kGridLine ? '-' : '?';
  }
  CHECK(seen == "....." "###" "..............................-" ".......");
  // The border's corner square, as SVG mitres it (not rounded by a path's joins drawn before).
  CHECK(png.at(15, 15) == render::palette::kInk);
  CHECK(png.at(14, 14) == render::palette::kPaper);
}

// ---------------------------------------------------------------------------
// PDF

namespace {
std::size_t pages_in(const std::string& pdf) {
  std::size_t count = 0;
  for (std::size_t at = pdf.find("/Type /Page"); at != std::string::npos; at = pdf.find("/Type /Page", at + 1))
    if (pdf.compare(at, 12, "/Type /Pages") != 0) ++count;
  return count;
}
}  // namespace

TEST_CASE("render: a PDF has a page per picture, in the same bytes every time", "[render]") {
  const std::vector<render::Picture> pages = {draw(sample("nurikabe"), false), draw(sample("nurikabe"), true),
                                              draw(sample("takuzu"), false)};
  const std::string pdf = render::to_pdf(pages);
  CHECK(pdf.rfind("%PDF-", 0) == 0);
  CHECK(pdf.find("%%EOF") != std::string::npos);
  CHECK(pages_in(pdf) == 3);
  CHECK(render::to_pdf(pages) == pdf);
  // Each page the size of its picture, in points.
  CHECK(pdf.find("/MediaBox [ 0 0 224 160 ]") != std::string::npos);  // nurikabe 4x6
  CHECK(pdf.find("/MediaBox [ 0 0 288 224 ]") != std::string::npos);  // takuzu 6x8

  const std::string one = render::to_pdf(std::vector{pages.back()});
  CHECK(one.rfind("%PDF-", 0) == 0);
  CHECK(pages_in(one) == 1);
  CHECK(render::to_pdf({}).empty());
}

// ---------------------------------------------------------------------------
// Sheets

TEST_CASE("render: seven puzzles on 2x3 sheets make two pages and two of solutions", "[render]") {
  std::vector<render::SheetItem> items;
  for (int k = 0; k < 7; ++k) {
    const Instance& instance = sample(kPuzzles[static_cast<std::size_t>(k) % kPuzzles.size()]);
    items.push_back({std::to_string(k + 1) + ". " + render::title(instance, false), draw(instance, false),
                     draw(instance, true)});
  }
  const std::vector<render::Picture> pages = render::sheet(items, 2, 3);
  REQUIRE(pages.size() == 4);
  const std::vector<std::size_t> per_page = {6, 1, 6, 1};
  std::size_t item = 0;
  for (std::size_t p = 0; p < pages.size(); ++p) {
    const render::Picture& page = pages[p];
    const bool solutions = p >= 2;
    INFO("page " << p + 1);
    CHECK(page.width == Approx(render::kA4Width));
    CHECK(page.height == Approx(render::kA4Height));
    REQUIRE(page.insets.size() == per_page[p]);
    std::vector<const render::Shape*> captions;
    for (const render::Shape& shape : page.shapes)
      if (shape.role == "caption") captions.push_back(&shape);
    REQUIRE(captions.size() == page.insets.size());
    if (p == 2) item = 0;
    for (std::size_t k = 0; k < page.insets.size(); ++k, ++item) {
      const render::Inset& inset = page.insets[k];
      INFO("slot " << k + 1);
      // Inside the page, its half-inch margins kept, and never enlarged past twice.
      CHECK(inset.scale > 0);
      CHECK(inset.scale <= 2);
      CHECK(inset.x >= 36 - 1e-9);
      CHECK(inset.y >= 36 - 1e-9);
      CHECK(inset.x + inset.picture.width * inset.scale <= render::kA4Width - 36 + 1e-9);
      CHECK(inset.y + inset.picture.height * inset.scale <= render::kA4Height - 36 + 1e-9);
      for (std::size_t j = 0; j < k; ++j) {
        const render::Inset& other = page.insets[j];
        const bool apart = inset.x >= other.x + other.picture.width * other.scale ||
                           other.x >= inset.x + inset.picture.width * inset.scale ||
                           inset.y >= other.y + other.picture.height * other.scale ||
                           other.y >= inset.y + inset.picture.height * inset.scale;
        CHECK(apart);
      }
      // The item's picture, under its caption, centred over it.
      const render::SheetItem& shown = items[item];
      CHECK(inset.picture.title == (solutions ? shown.solution->title : shown.puzzle.title));
      CHECK(inset.picture.shapes.size() == (solutions ? shown.solution->shapes.size() : shown.puzzle.shapes.size()));
      const auto& caption = std::get<render::Text>(captions[k]->geometry);
      CHECK(caption.text == (solutions ? "Solution " : "") + shown.caption);
      CHECK(caption.y < inset.y);
      CHECK(caption.y > inset.y - 30);
      CHECK(caption.x == Approx(inset.x + inset.picture.width * inset.scale / 2));
    }
    // The page as SVG: each puzzle a group of its own.
    const pugi::xml_document svg = parsed(render::to_svg(page));
    CHECK(elements(svg, "/*/*[local-name()='g']").size() == page.insets.size());
    CHECK(with_class(svg, "caption").size() == page.insets.size());
  }
  CHECK(pages_in(render::to_pdf(pages)) == 4);

  // Ten across: the captions shrink to fit over their own puzzles.
  const std::vector<render::Picture> narrow = render::sheet(items, 1, 10);
  REQUIRE(narrow.size() == 2);
  const double pitch = narrow[0].insets[1].x - narrow[0].insets[0].x;
  for (const render::Shape& shape : narrow[0].shapes)
    if (shape.role == "caption") {
      const auto& text = std::get<render::Text>(shape.geometry);
      CHECK(0.6 * text.size * static_cast<double>(text.text.size()) <= pitch);
    }
}

// ---------------------------------------------------------------------------
// The command line

namespace {

using namespace pg::test::cli;

const std::string kPng = "\x89PNG\r\n\x1a\n";

// A Takuzu with three 0s side by side: no solution.
const std::string kNoSolution = "4\n0\t0\t0\t2\n2\t2\t2\t2\n2\t2\t2\t2\n2\t2\t2\t2\n";

// Generated 4x4 Takuzu judge texts, `count` in one, made once: each SECTION
// runs its test case again.
const std::string& takuzu_text(int count) {
  static std::map<int, std::string> made;
  auto it = made.find(count);
  if (it == made.end())
    it = made.emplace(count, output_of({"generate", "takuzu", "--size", "4", "--seed", "3", "--count",
                                        std::to_string(count)})).first;
  return it->second;
}

}  // namespace

TEST_CASE("cli render: pictures to standard output and files, of the kind asked", "[render][cli]") {
  TempDir dir;
  const std::string file = dir.write("takuzu.txt", takuzu_text(1));

  const Result svg = run({"render", file});
  INFO(svg.err);
  REQUIRE(svg.status == 0);
  CHECK(svg.err.empty());
  const pugi::xml_document doc = parsed(svg.out);
  CHECK_FALSE(with_class(doc, "clue").empty());
  CHECK(with_class(doc, "solved").empty());
  // --solution draws the rest.
  CHECK(with_class(parsed(output_of({"render", file, "--solution"})), "solved").size() +
            with_class(doc, "clue").size() ==
        16);

  CHECK(run({"render", file, "-o", dir / "x.pdf"}).status == 0);
  CHECK(starts_with(slurp(dir / "x.pdf"), "%PDF-"));
  CHECK(run({"render", file, "-o", dir / "x.png"}).status == 0);
  CHECK(starts_with(slurp(dir / "x.png"), kPng));
  CHECK(render::read_png(slurp(dir / "x.png")).width == 4 * 32 + 32);
  CHECK(run({"render", file, "-o", dir / "big.png", "--cell-size", "10", "--margin", "0"}).status == 0);
  // --margin 0 still keeps half the border (1.5 units wide at this size).
  CHECK(render::read_png(slurp(dir / "big.png")).width == 42);
  // --to says what, whatever the name (as --help says): a PNG named .svg.
  CHECK(run({"render", file, "--to", "png", "-o", dir / "x.svg"}).status == 0);
  CHECK(starts_with(slurp(dir / "x.svg"), kPng));
  // --to pdf to standard output (not a terminal here).
  CHECK(starts_with(output_of({"render", file, "--to", "pdf"}), "%PDF-"));

  // -o through a symlink: the target gets the picture, the link stays.
  const std::string target = dir.write("target.svg", "old");
  fs::create_symlink(target, dir.path() / "link.svg");
  REQUIRE(run({"render", file, "-o", dir / "link.svg"}).status == 0);
  CHECK(fs::is_symlink(dir.path() / "link.svg"));
  CHECK(slurp(target) == svg.out);
}

TEST_CASE("cli render: refusals and their statuses", "[render][cli]") {
  TempDir dir;
  const std::string file = dir.write("takuzu.txt", takuzu_text(1));
  const std::string three = dir.write("three.txt", takuzu_text(3));

  const Result jpg = run({"render", file, "-o", dir / "x.jpg"});
  CHECK(jpg.status == 64);
  CHECK(contains(jpg.err, "x.jpg"));
  CHECK(contains(jpg.err, "--to"));
  CHECK_FALSE(fs::exists(dir.path() / "x.jpg"));

  check_usage_errors({
      {"several instances, none chosen", {"render", three}, "--instance"},
      {"an instance past the last", {"render", three, "--instance", "4"}, "only 3 instances"},
      {"--with-solutions without --sheet", {"render", file, "--with-solutions"}, "--sheet"},
      {"--solution on a sheet", {"render", three, "--sheet", "2x2", "--solution"}, "--with-solutions"},
      {"--instance on a sheet", {"render", three, "--sheet", "2x2", "--instance", "2"}, "--instance"},
      {"a sheet not RxC", {"render", three, "--sheet", "2"}, "RxC"},
      {"a sheet of eleven across", {"render", three, "--sheet", "1x11"}, "RxC"},
      {"several pages as SVG", {"render", three, "--sheet", "1x1", "-o", dir / "s.svg"}, "PDF"},
      {"several pages as PNG", {"render", three, "--sheet", "1x2", "--with-solutions", "-o", dir / "s.png"}, "PDF"},
      {"a cell of 0", {"render", file, "--cell-size", "0"}, "--cell-size"},
      {"a negative margin", {"render", file, "--margin", "-1"}, "--margin"},
      {"an unknown --to", {"render", file, "--to", "gif"}, "svg|pdf|png"},
      {"HTML, which only animate writes", {"render", file, "-o", dir / "x.html"}, "x.html"},
  });

  SECTION("no solution to draw") {
    const std::string none = dir.write("none.txt", kNoSolution);
    const Result r = run({"render", none, "--solution", "-o", dir / "none.svg"});
    check_refused(r, 120, none, "", "no solution");
    CHECK_FALSE(fs::exists(dir.path() / "none.svg"));
    // Without --solution the puzzle draws.
    CHECK(run({"render", none}).status == 0);
  }
  SECTION("malformed input") {
    const std::string bad = dir.write("bad.txt", "4\n2\t2\t2\t2\n2\t9\t2\t2\n2\t2\t2\t2\n2\t2\t2\t2\n");
    check_refused(run({"render", "-p", "takuzu", bad}), 65, bad, "3:3", "found '9'");
  }
}

TEST_CASE("cli render: one instance of several, and sheets", "[render][cli]") {
  TempDir dir;
  const std::string lines = output_of({"generate", "takuzu", "--size", "4", "--seed", "3", "--count", "3",
                                       "--format", "json"});
  const std::vector<std::string> each = lines_of(lines);
  REQUIRE(each.size() == 3);
  const std::string three = dir.write("three.json", lines);
  // --instance 2 is the second instance, drawn as if alone.
  CHECK(output_of({"render", three, "--instance", "2"}) == output_of({"render", dir.write("second.json", each[1] + "\n")}));
  CHECK(output_of({"render", three, "--instance", "2"}) != output_of({"render", three, "--instance", "1"}));

  // Sheets of several files: five puzzles of three kinds, with solutions.
  const std::string nurikabe =
      dir.write("n.json", output_of({"generate", "nurikabe", "--size", "5", "--seed", "2", "--format", "json"}));
  const std::string lightup =
      dir.write("l.json", output_of({"generate", "lightup", "--size", "5", "--seed", "2", "--format", "json"}));
  const Result sheets = run({"render", three, nurikabe, lightup, "--sheet", "2x3", "--with-solutions", "-o",
                             dir / "s.pdf"});
  INFO(sheets.err);
  REQUIRE(sheets.status == 0);
  const std::string pdf = slurp(dir / "s.pdf");
  CHECK(starts_with(pdf, "%PDF-"));
  CHECK(pages_in(pdf) == 2);
  // More than a page of them: more pages.
  REQUIRE(run({"render", three, nurikabe, lightup, "--sheet", "2x2", "--with-solutions", "-o", dir / "s4.pdf"})
              .status == 0);
  CHECK(pages_in(slurp(dir / "s4.pdf")) == 4);
  // One page goes to SVG, its puzzles in it.
  const pugi::xml_document page = parsed(output_of({"render", three, nurikabe, lightup, "--sheet", "2x3"}));
  CHECK(with_class(page, "caption").size() == 5);
  CHECK(page.document_element().attribute("width").as_double() == Approx(render::kA4Width).margin(0.01));
}

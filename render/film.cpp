#include "render/film.hpp"

#include <algorithm>
#include <sstream>

#include "core/errors.hpp"
#include "pddl/simulate.hpp"
#include "render/svg.hpp"

namespace pg::render {
namespace {

class SimulationState final : public State {
 public:
  explicit SimulationState(const pddl::Simulation& simulation) : simulation_(simulation) {}
  std::vector<std::vector<std::string>> atoms(std::string_view predicate) const override {
    return simulation_.atoms(predicate);
  }

 private:
  const pddl::Simulation& simulation_;
};

// The marker is a ring, so that what the cell holds shows through it.
constexpr double kMarkerRadius = 0.4;  // cell sides
constexpr double kMarkerWidth = 0.1;
constexpr double kLabelSize = 0.5;

// The overlay's shapes of one cell: its fill, its disc and its label.
std::string fill_id(int cell) { return "c" + std::to_string(cell); }
std::string disc_id(int cell) { return "d" + std::to_string(cell); }
std::string label_id(int cell) { return "t" + std::to_string(cell); }

Paint fill_paint(const Film& film, int look) {
  if (look <= 0) return {};
  return {film.looks[static_cast<std::size_t>(look - 1)].fill, std::nullopt, 0};
}
Paint disc_paint(const Film& film, int look) {
  if (look <= 0 || !film.looks[static_cast<std::size_t>(look - 1)].disc) return {};
  return {film.looks[static_cast<std::size_t>(look - 1)].disc, palette::kInk, disc_outline(film.layout.cell)};
}

Point centre(const Film& film, int cell) { return cell_centre(film.instance, film.layout, cell); }

// The board with the overlay of `frame` between its shading and its grid,
// and the marker on top; the overlay's shapes have ids that the page's
// script and the SMIL sets change.
Picture board_with(const Film& film, const Frame& frame) {
  Picture out = film.board;
  out.shapes.clear();
  const auto grid = std::find_if(film.board.shapes.begin(), film.board.shapes.end(),
                                 [](const Shape& s) { return s.role == "grid" || s.role == "border"; });
  out.shapes.insert(out.shapes.end(), film.board.shapes.begin(), grid);
  const double side = film.layout.cell;
  for (int cell = 0; cell < film.instance.cells(); ++cell) {
    const std::size_t k = static_cast<std::size_t>(cell);
    const Point c = centre(film, cell);
    const Cell at = film.instance.cell(cell);
    out.shapes.push_back({cell_box(film.instance, film.layout, cell), fill_paint(film, frame.looks[k]), "film-cell",
                          at, {}, fill_id(cell), {}});
    out.shapes.push_back({Circle{c.x, c.y, 0.36 * side}, disc_paint(film, frame.looks[k]), "film-disc", at, {},
                          disc_id(cell), {}});
    const auto label = frame.labels.find(cell);
    const std::string text = label == frame.labels.end() ? std::string() : label->second;
    out.shapes.push_back({Text{c.x, c.y, text, label_size(text, kLabelSize) * side, false},
                          Paint{palette::kSolvedInk, std::nullopt, 0}, "film-label", at, {}, label_id(cell), {}});
  }
  out.shapes.insert(out.shapes.end(), grid, film.board.shapes.end());
  const Point m = frame.marker >= 0 ? centre(film, frame.marker) : Point{};
  out.shapes.push_back({Circle{m.x, m.y, frame.marker >= 0 ? kMarkerRadius * side : 0},
                        Paint{std::nullopt, palette::kMarker, kMarkerWidth * side}, "film-marker", {}, {}, "marker", {}});
  return out;
}

// What the page shows under the board at a position of the film: the step
// that led there and the state; the failing step past the last frame.
struct Caption {
  std::string action;
  std::string status;
  bool failed = false;
};

std::size_t positions(const Film& film) {
  // A failing step is shown once more, past the last state it left.
  return film.frames.size() + (!film.valid && film.failing_step <= film.steps.size() ? 1 : 0);
}

Caption caption(const Film& film, std::size_t k) {
  if (k >= film.frames.size())
    return {"Step " + std::to_string(film.failing_step) + ": " + film.steps[film.failing_step - 1] + " fails",
            film.failure, true};
  Caption out;
  out.action = k == 0 ? "The initial state" : "Step " + std::to_string(k) + " of " + std::to_string(film.plan_length) + ": " +
                                                  film.steps[k - 1];
  out.status = film.frames[k].status;
  if (!film.valid && film.failing_step > film.steps.size() && k + 1 == film.frames.size()) {
    out.status = film.failure;
    out.failed = true;
  } else if (film.valid && k + 1 == film.frames.size()) {
    out.status += "; the goal is reached";
  }
  return out;
}

std::string script_safe(const std::string& json) {
  // Inside <script> neither "</script" nor "<!--" may appear, whatever the
  // plan's names hold: '<' only stands in JSON's strings, where \u003c is
  // the same character.
  std::string out;
  for (char c : json) out += c == '<' ? std::string("\\u003c") : std::string(1, c);
  return out;
}

}  // namespace

Film film(const Renderer& renderer, const Instance& instance, const pddl::Domain& domain,
          const pddl::Problem& problem, const std::vector<pddl::PlanStep>& plan, const Layout& layout) {
  Film out;
  out.title = title(instance, false);
  out.instance = instance;
  out.layout = layout;
  out.board = renderer.draw(instance, nullptr, layout);
  out.looks = renderer.looks();
  out.plan_length = plan.size();
  const pddl::PlanCheck check = pddl::validate_plan(domain, problem, plan);
  pddl::Simulation simulation(domain, problem);
  out.frames.push_back(renderer.frame(instance, SimulationState(simulation)));
  for (std::size_t k = 0; k < check.steps; ++k) {
    if (std::optional<std::string> refused = simulation.apply(plan[k]))
      throw InternalError("the film's simulation refuses a step the validator took: " + *refused);
    out.frames.push_back(renderer.frame(instance, SimulationState(simulation)));
    out.steps.push_back(pddl::step_text(plan[k]));
  }
  out.valid = check.valid;
  if (!check.valid) {
    out.failure = check.message;
    out.failing_step = check.steps + 1;
    if (check.steps < plan.size()) out.steps.push_back(pddl::step_text(plan[check.steps]));
  }
  return out;
}

Picture film_board(const Film& film, std::size_t step) {
  return board_with(film, film.frames[std::min(step, film.frames.size() - 1)]);
}

std::string film_html(const Film& film) {
  const Picture board = film_board(film, 0);
  Json data;
  data["cells"] = film.instance.cells();
  data["cols"] = film.instance.cols;
  data["cell"] = film.layout.cell;
  data["margin"] = film.layout.margin;
  data["ink"] = to_string(palette::kInk);
  data["marker"] = kMarkerRadius;
  data["outline"] = disc_outline(film.layout.cell);
  Json looks = Json::array();
  for (const Look& look : film.looks)
    looks.push_back({{"name", look.name},
                     {"fill", look.fill ? to_string(*look.fill) : "none"},
                     {"disc", look.disc ? to_string(*look.disc) : "none"}});
  data["looks"] = looks;
  // Each frame as what changed since the one before.
  Json frames = Json::array();
  std::vector<std::uint8_t> looks_then(static_cast<std::size_t>(film.instance.cells()), 0);
  std::map<int, std::string> labels_then;
  for (std::size_t k = 0; k < positions(film); ++k) {
    const Frame& frame = film.frames[std::min(k, film.frames.size() - 1)];
    Json changed = Json::array();
    Json written = Json::array();
    for (std::size_t c = 0; c < looks_then.size(); ++c)
      if (frame.looks[c] != looks_then[c]) changed.push_back({c, frame.looks[c]});
    // A label as its text and its size, which shrinks for long numbers.
    auto write = [&](int cell, const std::string& text) {
      written.push_back({cell, text, svg_number(label_size(text, kLabelSize) * film.layout.cell)});
    };
    for (const auto& [cell, text] : frame.labels)
      if (const auto was = labels_then.find(cell); was == labels_then.end() || was->second != text) write(cell, text);
    for (const auto& [cell, text] : labels_then)
      if (!frame.labels.count(cell)) write(cell, "");
    looks_then = frame.looks;
    labels_then = frame.labels;
    const Caption words = caption(film, k);
    frames.push_back({{"d", changed},
                      {"t", written},
                      {"m", frame.marker},
                      {"a", words.action},
                      {"s", words.status},
                      {"f", words.failed}});
  }
  data["frames"] = frames;

  std::ostringstream out;
  out << R"html(<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>)html" << xml_escaped(film.title) << R"html( plan</title>
<style>
  body { font-family: ")html" << kFontFamily << R"html(", sans-serif; margin: 16px; color: #000; background: #fff; }
  h1 { font-size: 16px; margin: 0 0 8px; }
  #board { display: block; }
  #action { font-family: "DejaVu Sans Mono", monospace; margin: 8px 0 2px; min-height: 1.2em; }
  #status { margin: 0 0 8px; min-height: 1.2em; }
  #status.failed, #action.failed { color: )html" << to_string(palette::kFailure) << R"html(; font-weight: bold; }
  #controls { display: flex; gap: 6px; align-items: center; flex-wrap: wrap; }
  #controls button { min-width: 2.4em; font: inherit; }
  #play { min-width: 4.5em; }
  #position { min-width: 6em; }
  #legend span { display: inline-block; margin-right: 12px; }
  #legend i { display: inline-block; width: 12px; height: 12px; border: 1px solid #888; margin-right: 4px; vertical-align: -1px; }
</style>
</head>
<body>
<h1>)html" << xml_escaped(film.title) << R"html(: the plan, step by step</h1>
<svg id="board" xmlns="http://www.w3.org/2000/svg" width=")html" << svg_number(board.width) << R"html(" height=")html"
      << svg_number(board.height) << R"html(" viewBox="0 0 )html" << svg_number(board.width) << ' ' << svg_number(board.height)
      << R"html(" font-family=")html" << kFontFamily << R"html(, sans-serif">
)html" << svg_elements(board) << R"html(</svg>
<div id="action"></div>
<div id="status"></div>
<div id="controls">
  <button id="first" title="First state (Home)">|&#x25C0;</button>
  <button id="back" title="Step back (Left)">&#x25C0;</button>
  <button id="play" title="Play or pause (Space)">Play</button>
  <button id="forward" title="Step forward (Right)">&#x25B6;</button>
  <button id="last" title="Last state (End)">&#x25B6;|</button>
  <input id="slider" type="range" min="0" value="0" aria-label="Step">
  <span id="position"></span>
  <label>Speed <select id="speed">
    <option value="0.25">&#xBC;&#xD7;</option><option value="0.5">&#xBD;&#xD7;</option>
    <option value="1" selected>1&#xD7;</option><option value="2">2&#xD7;</option>
    <option value="4">4&#xD7;</option><option value="16">16&#xD7;</option>
  </select></label>
</div>
<p id="legend"></p>
<script id="film" type="application/json">)html" << script_safe(data.dump(-1, ' ', false, Json::error_handler_t::replace)) << R"html(</script>
<script>
"use strict";
const film = JSON.parse(document.getElementById("film").textContent);
const last = film.frames.length - 1;
const $ = (id) => document.getElementById(id);
let step = 0, timer = null;

function stateAt(k) {
  const look = new Array(film.cells).fill(0), text = new Array(film.cells).fill(null);
  for (let i = 0; i <= k; i++) {
    for (const [c, l] of film.frames[i].d) look[c] = l;
    for (const [c, t, size] of film.frames[i].t) text[c] = [t, size];
  }
  return { look, text };
}

function show(k) {
  step = Math.max(0, Math.min(last, k));
  const { look, text } = stateAt(step);
  for (let c = 0; c < film.cells; c++) {
    const l = look[c] > 0 ? film.looks[look[c] - 1] : null;
    $("c" + c).setAttribute("fill", l ? l.fill : "none");
    const disc = $("d" + c);
    disc.setAttribute("fill", l ? l.disc : "none");
    if (l && l.disc !== "none") {
      disc.setAttribute("stroke", film.ink);
      disc.setAttribute("stroke-width", film.outline);
    } else {
      disc.removeAttribute("stroke");
    }
    const label = $("t" + c);
    label.textContent = text[c] ? text[c][0] : "";
    if (text[c]) label.setAttribute("font-size", text[c][1]);
  }
  const frame = film.frames[step], marker = $("marker");
  if (frame.m >= 0) {
    marker.setAttribute("cx", film.margin + (frame.m % film.cols + 0.5) * film.cell);
    marker.setAttribute("cy", film.margin + (Math.floor(frame.m / film.cols) + 0.5) * film.cell);
    marker.setAttribute("r", film.marker * film.cell);
  } else {
    marker.setAttribute("r", 0);
  }
  $("action").textContent = frame.a;
  $("status").textContent = frame.s;
  $("action").className = $("status").className = frame.f ? "failed" : "";
  $("slider").value = step;
  $("position").textContent = step + " / " + last;
  document.body.dataset.step = step;
}

function pause() { if (timer) { clearInterval(timer); timer = null; } $("play").textContent = "Play"; }
function play() {
  if (step >= last) show(0);
  $("play").textContent = "Pause";
  timer = setInterval(() => { if (step >= last) pause(); else show(step + 1); }, 500 / Number($("speed").value));
}
$("play").onclick = () => (timer ? pause() : play());
$("first").onclick = () => { pause(); show(0); };
$("back").onclick = () => { pause(); show(step - 1); };
$("forward").onclick = () => { pause(); show(step + 1); };
$("last").onclick = () => { pause(); show(last); };
$("slider").max = last;
$("slider").oninput = () => { pause(); show(Number($("slider").value)); };
$("speed").onchange = () => { if (timer) { pause(); play(); } };
document.addEventListener("keydown", (e) => {
  // The browser's own shortcuts (Alt+Left: back) and the controls' own keys
  // (a button's Space, the speed list's arrows) are theirs.
  if (e.altKey || e.ctrlKey || e.metaKey || e.shiftKey) return;
  if (["BUTTON", "SELECT", "INPUT"].includes(e.target.tagName)) return;
  const keys = { ArrowRight: () => show(step + 1), ArrowLeft: () => show(step - 1), Home: () => show(0), End: () => show(last) };
  if (e.key === " ") { e.preventDefault(); timer ? pause() : play(); }
  else if (keys[e.key]) { e.preventDefault(); pause(); keys[e.key](); }
});
for (const l of film.looks) {
  const item = document.createElement("span"), swatch = document.createElement("i");
  swatch.style.background = l.disc !== "none" ? l.disc : l.fill;
  item.append(swatch, l.name);
  $("legend").append(item);
}
function fromAddress() {
  const m = /step=(\d+)/.exec(location.hash);
  show(m ? Number(m[1]) : 0);
}
window.addEventListener("hashchange", fromAddress);
fromAddress();
</script>
</body>
</html>
)html";
  return out.str();
}

std::string film_svg(const Film& film, double seconds) {
  Picture picture = film_board(film, 0);
  const std::size_t count = positions(film);
  auto at = [&](std::size_t k) { return svg_number(static_cast<double>(k) * seconds) + "s"; };
  auto set = [&](const std::string& attribute, const std::string& to, std::size_t k) {
    return "<set attributeName=\"" + attribute + "\" to=\"" + to + "\" begin=\"" + at(k) + "\" fill=\"freeze\"/>";
  };
  auto shape_with_id = [&](const std::string& id) -> Shape& {
    for (Shape& shape : picture.shapes)
      if (shape.id == id) return shape;
    throw InternalError("the film's board has no shape " + id);
  };
  // Every change of a cell, a label or the marker is a <set> at its step's
  // time. A label changes its text, which SMIL cannot: each label a cell
  // takes is a text of its own, shown from its step on.
  std::vector<Shape> labels;
  for (std::size_t k = 1; k < film.frames.size(); ++k) {
    const Frame& before = film.frames[k - 1];
    const Frame& frame = film.frames[k];
    for (int c = 0; c < film.instance.cells(); ++c) {
      const std::size_t i = static_cast<std::size_t>(c);
      if (frame.looks[i] != before.looks[i]) {
        // Shown with a colour, or hidden: Chromium's SMIL paints a fill
        // set to "none" black.
        const Paint fill = fill_paint(film, frame.looks[i]);
        const Paint disc = disc_paint(film, frame.looks[i]);
        Shape& rect = shape_with_id(fill_id(c));
        if (fill.fill) rect.animations.push_back(set("fill", to_string(*fill.fill), k));
        rect.animations.push_back(set("visibility", fill.fill ? "visible" : "hidden", k));
        Shape& circle = shape_with_id(disc_id(c));
        if (disc.fill) {
          circle.animations.push_back(set("fill", to_string(*disc.fill), k));
          circle.animations.push_back(set("stroke", to_string(*disc.stroke), k));
          circle.animations.push_back(set("stroke-width", svg_number(disc.stroke_width), k));
        }
        circle.animations.push_back(set("visibility", disc.fill ? "visible" : "hidden", k));
      }
      const auto label_at = [c](const Frame& f) {
        const auto found = f.labels.find(c);
        return found == f.labels.end() ? std::string() : found->second;
      };
      const std::string text = label_at(frame);
      if (text != label_at(before)) {
        Shape& label = shape_with_id(label_id(c));
        label.animations.push_back(set("visibility", "hidden", k));
        if (!text.empty()) {
          Shape later = label;
          Text& shown = std::get<Text>(later.geometry);
          shown.text = text;
          shown.size = label_size(text, kLabelSize) * film.layout.cell;
          later.id.clear();
          later.animations = {"<set attributeName=\"visibility\" to=\"hidden\" begin=\"0s\"/>",
                              set("visibility", "visible", k)};
          // Hidden again when the cell's label changes once more.
          for (std::size_t j = k + 1; j < film.frames.size(); ++j)
            if (label_at(film.frames[j]) != text) {
              later.animations.push_back(set("visibility", "hidden", j));
              break;
            }
          labels.push_back(std::move(later));
        }
      }
    }
    if (frame.marker != before.marker) {
      Shape& marker = shape_with_id("marker");
      if (frame.marker >= 0) {
        const Point m = centre(film, frame.marker);
        marker.animations.push_back(set("cx", svg_number(m.x), k));
        marker.animations.push_back(set("cy", svg_number(m.y), k));
        marker.animations.push_back(set("r", svg_number(kMarkerRadius * film.layout.cell), k));
      } else {
        marker.animations.push_back(set("r", "0", k));
      }
    }
  }
  const auto marker = std::find_if(picture.shapes.begin(), picture.shapes.end(), [](const Shape& s) { return s.id == "marker"; });
  picture.shapes.insert(marker, labels.begin(), labels.end());

  // The captions under the board, one pair per position, each shown for its step.
  // As large as lets the longest caption fit across, within 6 to 14.
  std::size_t longest = 1;
  for (std::size_t k = 0; k < count; ++k) {
    const Caption words = caption(film, k);
    longest = std::max({longest, words.action.size(), words.status.size()});
  }
  const double size = std::clamp(0.95 * picture.width / text_width(std::string(longest, '0'), 1), 6.0, 14.0);
  const double top = picture.height;
  picture.height += 3 * size;
  picture.shapes.insert(picture.shapes.begin() + 1,
                        {Rect{0, top, picture.width, 3 * size}, Paint{palette::kPaper, std::nullopt, 0}, "background", {}, {}, {}, {}});
  for (std::size_t k = 0; k < count; ++k) {
    const Caption words = caption(film, k);
    const Colour ink = words.failed ? palette::kFailure : palette::kInk;
    std::vector<std::string> shown = {"<set attributeName=\"visibility\" to=\"hidden\" begin=\"0s\"/>",
                                      set("visibility", "visible", k)};
    if (k + 1 < count) shown.push_back(set("visibility", "hidden", k + 1));
    if (k == 0) shown.erase(shown.begin());
    picture.shapes.push_back({Text{picture.width / 2, top + size, words.action, size, words.failed}, Paint{ink, std::nullopt, 0},
                              "film-action", {}, {}, {}, shown});
    picture.shapes.push_back({Text{picture.width / 2, top + 2.2 * size, words.status, size * 0.9, false},
                              Paint{ink, std::nullopt, 0}, "film-status", {}, {}, {}, shown});
  }
  return to_svg(picture);
}

}  // namespace pg::render

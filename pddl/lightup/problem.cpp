#include "pddl/lightup/problem.hpp"

#include <algorithm>
#include <array>
#include <cctype>
#include <map>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "core/errors.hpp"
#include "core/grid.hpp"
#include "core/lightup.hpp"
#include "core/text.hpp"
#include "formats/lightup/codec.hpp"
#include "pddl/lightup/domain.hpp"
#include "pddl/lightup/hddl_domain.hpp"
#include "pddl/lightup/hierarchical_plan.hpp"
#include "pddl/lightup/reference_plan.hpp"
#include "pddl/lightup/steps.hpp"

namespace pg::lightup {
namespace {

// The facts a grid implies beyond its white cells and numbers, each with the
// rule a problem that states them otherwise breaks.
const std::map<std::string, std::string>& implied_predicates(pddl::Language language) {
  static const std::map<std::string, std::string> pddl = {
      {"sees", "a white cell sees the white cells of its row and column up to the nearest black cell"},
      {"then", "the steps follow each other from s0"},
      {"decide", "the white cells are decided in reading order"},
      {"count", "each number counts the white cells beside it, right after each is decided"},
      {"check-done", "a number is checked right after its last white side is counted"},
      {"check-lit", "a white cell is checked right after the last cell that could light it is decided"},
      {"now", "the plan starts at step s0"},
      {"bulb", "the grid starts without bulbs"},
      {"lit", "the grid starts dark"},
  };
  static const std::map<std::string, std::string> hddl = {
      {"reaches", "a bulb on a white cell reaches that cell and the white cells it sees"},
      {"step", "a white cell steps to each white cell next to it"},
      {"ray-end", "a ray ends next to a black cell or the edge"},
      {"side", "a numbered cell has a side on each white cell next to it"},
      {"no-side", "a numbered cell has no side towards a black cell or the edge"},
      {"barred", "the grid starts with no cell barred"},
      {"bulb", "the grid starts without bulbs"},
      {"lit", "the grid starts dark"},
  };
  return language == pddl::Language::hddl ? hddl : pddl;
}

class LightUpProblems final : public pddl::ProblemFormat {
 public:
  explicit LightUpProblems(pddl::Language language)
      : ProblemFormat(language == pddl::Language::hddl
                          ? Spec{"lightup", hddl_domain(), {}, {"white", "reaches"}, &lightup::hierarchical_plan,
                                 {}, pddl::Language::hddl}
                          : Spec{"lightup", pddl_domain(), {}, {"white", "sees", "check-lit"}, &lightup::reference_plan}) {}

  // Bulbs where the plan places them (PDDL: place-bulb STEP NEXT CELL; HDDL:
  // put-bulb CELL); every other white cell is dark.
  std::vector<int> solution_of(const Instance& instance, std::span<const pddl::PlanStep> plan) const override {
    std::vector<int> cells(static_cast<std::size_t>(instance.cells()));
    for (std::size_t i = 0; i < cells.size(); ++i) cells[i] = is_black(instance.givens[i]) ? kNone : kDark;
    return marked(instance, plan, std::move(cells), {{"place-bulb", 2, kBulb}, {"put-bulb", 0, kBulb}});
  }

 protected:
  Body write_body(const Instance& instance) const override;
  Instance read_body(const pddl::Problem& problem) const override;

 private:
  static void add_hierarchy(const Instance& instance, Body& body);
};

void require_writable(const Instance& instance) {
  require_one_given_per_cell(instance);
  for (int i = 0; i < instance.cells(); ++i)
    if (!codec().valid_given(instance.givens[static_cast<std::size_t>(i)]))
      throw FormatError("a Light Up given is white, black or 0..4; found " +
                        std::to_string(instance.givens[static_cast<std::size_t>(i)]) + " at " +
                        to_string(instance.cell(i)));
}

// The grid as the comment shows it: '.' white, '#' black, digits numbers.
std::vector<std::string> picture(const Instance& instance) {
  std::vector<std::string> lines;
  for (int r = 0; r < instance.rows; ++r) {
    std::string line = " ";
    for (int c = 0; c < instance.cols; ++c) {
      const int v = instance.given(r, c);
      line += " " + (v == kWhite ? std::string(".") : v == kBlack ? std::string("#") : std::to_string(v));
    }
    lines.push_back(std::move(line));
  }
  return lines;
}

// What the hierarchical domain adds: what each bulb reaches and how it
// shines, the numbers' sides; the numbers to satisfy, in reading order, then
// the white cells to light, those fewest cells reach first (a planner meets a
// dead end sooner there), in reading order among equals.
void LightUpProblems::add_hierarchy(const Instance& instance, Body& body) {
  const Grid grid(instance);
  auto given = [&](int cell) { return instance.givens[static_cast<std::size_t>(cell)]; };
  auto white = [&](int cell) { return !is_black(given(cell)); };
  auto name = [&](int cell) { return pddl::cell_name(instance, cell); };
  pddl::ProblemFormat::Section reach{"The white cells a bulb on each white cell would light.", {}};
  pddl::ProblemFormat::Section rays{"The rays: each white cell's next white cell in each direction, or the ray's end.", {}};
  pddl::ProblemFormat::Section sides{"The numbers: the white cells next to each, and the bulbs it needs.", {}};
  std::vector<int> reached_by(static_cast<std::size_t>(instance.cells()), 0);
  for (int i = 0; i < instance.cells(); ++i) {
    if (!white(i)) continue;
    std::vector<int> lit{i};
    for (Direction way : kDirections) {
      for (int other : grid.ray(i, way, white)) lit.push_back(other);
      const int next = grid.step(i, way);
      const std::string_view d = to_string(way);
      if (next >= 0 && white(next))
        rays.facts.push_back("(STEP " + std::string(d) + " " + name(i) + " " + name(next) + ")");
      else
        rays.facts.push_back("(RAY-END " + std::string(d) + " " + name(i) + ")");
    }
    std::sort(lit.begin(), lit.end());
    for (int other : lit) {
      reach.facts.push_back("(REACHES " + name(i) + " " + name(other) + ")");
      ++reached_by[static_cast<std::size_t>(other)];
    }
  }
  for (int i = 0; i < instance.cells(); ++i) {
    if (!is_number(given(i))) continue;
    for (Direction way : kDirections) {
      const int next = grid.step(i, way);
      const std::string_view d = to_string(way);
      if (next >= 0 && white(next))
        sides.facts.push_back("(SIDE " + name(i) + " " + std::string(d) + " " + name(next) + ")");
      else
        sides.facts.push_back("(NO-SIDE " + name(i) + " " + std::string(d) + ")");
    }
    sides.facts.push_back("(needs " + name(i) + " " + pddl::number_name(given(i)) + ")");
    body.tasks.push_back("(satisfy " + name(i) + ")");
  }
  std::vector<int> whites;
  for (int i = 0; i < instance.cells(); ++i)
    if (white(i)) whites.push_back(i);
  std::stable_sort(whites.begin(), whites.end(), [&](int a, int b) {
    return reached_by[static_cast<std::size_t>(a)] < reached_by[static_cast<std::size_t>(b)];
  });
  for (int c : whites) body.tasks.push_back("(light " + name(c) + ")");
  for (pddl::ProblemFormat::Section* section : {&reach, &rays, &sides})
    if (!section->facts.empty()) body.init.push_back(std::move(*section));
}

pddl::ProblemFormat::Body LightUpProblems::write_body(const Instance& instance) const {
  require_writable(instance);
  const Grid grid(instance);
  auto given = [&](int cell) { return instance.givens[static_cast<std::size_t>(cell)]; };
  auto white = [&](int cell) { return !is_black(given(cell)); };
  int largest = 0;
  for (int i = 0; i < instance.cells(); ++i)
    if (is_number(given(i))) largest = std::max(largest, given(i));

  pddl::ProblemFormat::Body body;
  body.describe(instance, "Light Up", " ('.' white, '#' black, digits numbered black cells):", picture(instance));

  body.add_cells(instance);
  body.add_numbers(1, largest);

  pddl::ProblemFormat::Section counting = counters("Counting down the bulbs a number still needs.", 0, largest);
  pddl::ProblemFormat::Section whites{"The white cells.", {}};
  pddl::ProblemFormat::Section sight{"What each white cell sees along its row and column.", {}};
  for (int i = 0; i < instance.cells(); ++i) {
    if (!white(i)) continue;
    whites.facts.push_back("(WHITE " + pddl::cell_name(instance, i) + ")");
    std::vector<int> seen;
    for (Direction way : kDirections)
      for (int other : grid.ray(i, way, white)) seen.push_back(other);
    std::sort(seen.begin(), seen.end());
    for (int other : seen) sight.facts.push_back("(SEES " + pddl::cell_name(instance, i) + " " + pddl::cell_name(instance, other) + ")");
  }
  pddl::ProblemFormat::Section numbers{"The bulbs each number needs.", {}};
  for (int i = 0; i < instance.cells(); ++i)
    if (is_number(given(i)))
      numbers.facts.push_back("(needs " + pddl::cell_name(instance, i) + " " + pddl::number_name(given(i)) + ")");
  if (language() == pddl::Language::hddl) {
    body.init.push_back(std::move(counting));
    body.init.push_back(std::move(whites));
    add_hierarchy(instance, body);
    return body;
  }
  for (pddl::ProblemFormat::Section* section : {&counting, &whites, &sight, &numbers})
    if (!section->facts.empty()) body.init.push_back(std::move(*section));

  const std::vector<Step> steps = plan_steps(instance);
  pddl::ProblemFormat::Section order{"The steps: the white cells decided in reading order, each counted by the numbers "
                                     "beside it; the checks of a number and of a cell's light after their last step.",
                                     {}};
  for (std::size_t i = 0; i < steps.size(); ++i) {
    const std::string step = pddl::step_name(static_cast<int>(i)), cell = pddl::cell_name(instance, steps[i].cell);
    switch (steps[i].kind) {
      case Step::Kind::decide: order.facts.push_back("(DECIDE " + step + " " + cell + ")"); break;
      case Step::Kind::count:
        order.facts.push_back("(COUNT " + step + " " + cell + " " + pddl::cell_name(instance, steps[i].number) + ")");
        break;
      case Step::Kind::check_done: order.facts.push_back("(CHECK-DONE " + step + " " + cell + ")"); break;
      case Step::Kind::check_lit: order.facts.push_back("(CHECK-LIT " + step + " " + cell + ")"); break;
    }
  }
  body.add_steps(static_cast<int>(steps.size()), std::move(order));
  return body;
}

Instance LightUpProblems::read_body(const pddl::Problem& problem) const {
  // A cell is black unless the problem says it is white.
  auto [cells, instance] = read_grid(problem, kLimits, kBlack);
  for (const pddl::Atom& atom : problem.init)
    if (atom.predicate == "white") instance.givens[static_cast<std::size_t>(cells.index(atom.args[0]))] = kWhite;

  const Counter counter = read_counter(problem);
  std::map<std::string, const pddl::Atom*> number_at;
  for (const pddl::Atom& atom : problem.init) {
    if (atom.predicate != "needs") continue;
    const std::string &cell = atom.args[0], &count = atom.args[1];
    const auto at = static_cast<std::size_t>(cells.index(cell));
    if (instance.givens[at] == kWhite)
      throw InputError("cell " + in_quotes(cell) + " is white, but only a black cell has a number", atom.line,
                       atom.column);
    if (auto [it, added] = number_at.emplace(cell, &atom); !added)
      throw InputError("cell " + in_quotes(cell) + " has a second number (the first is on line " +
                           std::to_string(it->second->line) + ")",
                       atom.line, atom.column);
    const int bulbs = counter.of(count, atom);
    if (bulbs > 4)
      throw InputError("a Light Up number is 0 to 4; " + in_quotes(cell) + " needs " + std::to_string(bulbs) + " (" +
                           in_quotes(count) + ")",
                       atom.line, atom.column);
    instance.givens[at] = bulbs;
  }
  require_implied_facts(problem, instance, implied_predicates(language()), "the grid");
  return instance;
}

}  // namespace

const pddl::ProblemFormat& pddl_format() {
  static const LightUpProblems format(pddl::Language::pddl);
  return format;
}

const pddl::ProblemFormat& hddl_format() {
  static const LightUpProblems format(pddl::Language::hddl);
  return format;
}

}  // namespace pg::lightup

#include "pddl/numbrix/problem.hpp"

#include <algorithm>
#include <cstdlib>
#include <map>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "core/errors.hpp"
#include "core/grid.hpp"
#include "core/numbrix.hpp"
#include "core/text.hpp"
#include "formats/numbrix/codec.hpp"
#include "pddl/numbrix/domain.hpp"
#include "pddl/numbrix/hddl_domain.hpp"
#include "pddl/numbrix/hierarchical_plan.hpp"
#include "pddl/numbrix/reference_plan.hpp"

namespace pg::numbrix {
namespace {

// The facts of the hierarchical domain that the grid and its givens imply,
// each with the rule a problem that states them otherwise breaks. (The
// givens themselves are its (holds CELL N) facts.)
const std::map<std::string, std::string>& hierarchy_predicates() {
  static const std::map<std::string, std::string> implied = [] {
    std::map<std::string, std::string> out = {
        {"connected", "orthogonal neighbours are connected, both ways"},
        {"first", "1 is the first number"},
        {"last", "the number of cells is the last number"},
        {"drop", "the links a cell lacks count down d2, d1, d0"},
        {"fits", "a number that is not given fits an empty cell from which it can reach every given in time, "
                 "on a cell of the right colour"},
        {"end-cell", "an empty cell may be an end of the path when 1 or the last number is not given and fits it"},
        {"written", "the cells of the givens start written, and no others"},
        {"lacks", "every cell starts lacking two path links, the cell of a given 1 or last number one"},
    };
    for (const char* around : {"around0", "around1", "around2", "around3", "around4"})
      out.emplace(around, "each cell lists its neighbours in reading order (up, left, right, down)");
    for (const char* canonical : {"pair0", "pair1", "pair2", "one0", "one1", "one2", "one3"})
      out.emplace(canonical, "an empty cell's check names its first neighbours that lack links, in reading order");
    return out;
  }();
  return implied;
}

// The facts of the walk's domain that the givens imply (beside GIVEN).
const std::map<std::string, std::string>& walk_predicates() {
  static const std::map<std::string, std::string> implied = {
      {"connected", "orthogonal neighbours are connected, both ways"},
      {"fits", "a number that is not given fits an empty cell from which it can reach every given in time, "
               "on a cell of the right colour"},
  };
  return implied;
}

class NumbrixProblems final : public pddl::ProblemFormat {
 public:
  explicit NumbrixProblems(pddl::Language language)
      : ProblemFormat(language == pddl::Language::hddl
                          ? Spec{"numbrix", hddl_domain(), {}, {"(fits ", "(lacks "}, &numbrix::hierarchical_plan,
                                 {}, pddl::Language::hddl}
                          : Spec{"numbrix", pddl_domain(), {}, {"(fits ", "(written "}, &numbrix::reference_plan}) {}

  std::vector<int> solution_of(const Instance& instance, std::span<const pddl::PlanStep> plan) const override {
    return language() == pddl::Language::hddl ? written_by_writes(instance, plan) : written_by_walk(instance, plan);
  }

 protected:
  Body write_body(const Instance& instance) const override;
  Instance read_body(const pddl::Problem& problem) const override;

 private:
  // The PDDL domain's walk: the cell it starts on holds 1, then each step's
  // cell the next number.
  static std::vector<int> written_by_walk(const Instance& instance, std::span<const pddl::PlanStep> plan) {
    std::vector<int> cells(static_cast<std::size_t>(instance.cells()), 0);
    int number = 0;
    for (const pddl::PlanStep& step : plan) {
      if (step.action == "start-on-given" || step.action == "start-on-empty")
        cells[static_cast<std::size_t>(cell_of(instance, step, 0))] = number = 1;
      if (step.action == "step-to-empty" || step.action == "step-to-given")
        cells[static_cast<std::size_t>(cell_of(instance, step, 1))] = ++number;
    }
    return cells;
  }
  // The hierarchical domain's writes: the givens stay, 1 goes where
  // write-first puts it, and each other write puts the number after (or
  // before) the one on the cell it comes from. Read from the cells rather
  // than the number's name, which another tool may choose.
  static std::vector<int> written_by_writes(const Instance& instance, std::span<const pddl::PlanStep> plan) {
    std::vector<int> cells(static_cast<std::size_t>(instance.cells()), 0);
    for (std::size_t i = 0; i < cells.size(); ++i)
      if (instance.givens[i] != kNone) cells[i] = instance.givens[i];
    for (const pddl::PlanStep& step : plan) {
      if (step.action == "write-first") cells[static_cast<std::size_t>(cell_of(instance, step, 0))] = 1;
      const bool next = step.action == "write-next", previous = step.action == "write-prev";
      if (!next && !previous) continue;
      const int from = cells[static_cast<std::size_t>(cell_of(instance, step, 0))];
      if (from > 0) cells[static_cast<std::size_t>(cell_of(instance, step, 1))] = next ? from + 1 : from - 1;
    }
    return cells;
  }

  static Section fits_facts(const Instance& instance, std::vector<bool>* ends);
  static void add_hierarchy(const Instance& instance, Body& body);
  // The givens a problem states, (GIVEN CELL N) in PDDL and (holds CELL N)
  // in HDDL, put on the instance's grid.
  void read_givens(const pddl::Problem& problem, const pddl::GridCells& cells, const Counter& numbers,
                   Instance& instance) const;
};

// The cells of the givens, by number; -1 where a number is not given.
std::vector<int> cells_of_givens(const Instance& instance) {
  std::vector<int> cell_of(static_cast<std::size_t>(last_number(instance.rows, instance.cols)) + 1, -1);
  for (int i = 0; i < instance.cells(); ++i)
    if (const int n = instance.givens[static_cast<std::size_t>(i)]; n != kNone) cell_of[static_cast<std::size_t>(n)] = i;
  return cell_of;
}

int distance(const Grid& grid, int a, int b) { return std::abs(grid.row(a) - grid.row(b)) + std::abs(grid.col(a) - grid.col(b)); }

// The initial task network: for each two givens a < b with none between,
// (link a b), the tightest first (the least slack, b - a less the distance
// between their cells: there a walk has the fewest ways to go), the smaller
// a first among equals; then (run-down g) from the smallest given g unless
// it is 1, (run-up g) from the largest unless it is the last number; or,
// with nothing given, (begin).
std::vector<std::string> initial_network(const Instance& instance) {
  const Grid grid(instance);
  const std::vector<int> cell_of = cells_of_givens(instance);
  std::vector<int> given;
  for (int n = 1; n < static_cast<int>(cell_of.size()); ++n)
    if (cell_of[static_cast<std::size_t>(n)] >= 0) given.push_back(n);
  if (given.empty()) return {"(begin)"};
  std::vector<std::pair<int, int>> gaps;
  for (std::size_t i = 0; i + 1 < given.size(); ++i) gaps.emplace_back(given[i], given[i + 1]);
  auto slack = [&](const std::pair<int, int>& gap) {
    return gap.second - gap.first -
           distance(grid, cell_of[static_cast<std::size_t>(gap.first)], cell_of[static_cast<std::size_t>(gap.second)]);
  };
  std::stable_sort(gaps.begin(), gaps.end(), [&](const auto& a, const auto& b) { return slack(a) < slack(b); });
  std::vector<std::string> tasks;
  for (auto [a, b] : gaps) tasks.push_back("(link " + pddl::number_name(a) + " " + pddl::number_name(b) + ")");
  if (given.front() != 1) tasks.push_back("(run-down " + pddl::number_name(given.front()) + ")");
  if (given.back() != last_number(instance.rows, instance.cols))
    tasks.push_back("(run-up " + pddl::number_name(given.back()) + ")");
  return tasks;
}

// Where each number that is not given may stand: a number n fits an empty
// cell when every given g can be reached from it in |n - g| steps: no
// farther away, and on the chequerboard colour that many steps lead to.
// `ends` (when asked) marks the cells 1 or the last number fits.
pddl::ProblemFormat::Section NumbrixProblems::fits_facts(const Instance& instance, std::vector<bool>* ends) {
  const Grid grid(instance);
  const int last = last_number(instance.rows, instance.cols);
  const std::vector<int> cell_of = cells_of_givens(instance);
  // A blank 30x30 grid states 405,000 of them (20 MB); a blank 60x60 would
  // state 6.5 million (300 MB), more than a planner's grounder takes.
  constexpr std::size_t kMostFits = 1'000'000;
  Section fits{"Where each number that is not given may stand: near enough to every given, on the right colour.", {}};
  if (ends != nullptr) ends->assign(static_cast<std::size_t>(instance.cells()), false);
  for (int c = 0; c < instance.cells(); ++c) {
    if (instance.givens[static_cast<std::size_t>(c)] != kNone) continue;
    for (int n = 1; n <= last; ++n) {
      if (cell_of[static_cast<std::size_t>(n)] >= 0) continue;
      bool reaches_all = true;
      for (int g = 1; g <= last && reaches_all; ++g) {
        const int at = cell_of[static_cast<std::size_t>(g)];
        if (at < 0) continue;
        const int d = distance(grid, c, at), steps = std::abs(n - g);
        reaches_all = d <= steps && (steps - d) % 2 == 0;
      }
      if (!reaches_all) continue;
      if (fits.facts.size() == kMostFits)
        throw FormatError("a problem of this grid would state more than " + std::to_string(kMostFits) +
                          " places where its numbers may stand (FITS facts): too few numbers are given for a " +
                          size_string(instance.rows, instance.cols) + " grid");
      fits.facts.push_back("(FITS " + pddl::cell_name(instance, c) + " " + pddl::number_name(n) + ")");
      if (ends != nullptr && (n == 1 || n == last)) (*ends)[static_cast<std::size_t>(c)] = true;
    }
  }
  return fits;
}

// What the hierarchical domain adds to the grid: the first and last number,
// where each number may stand, each cell's neighbours and the ones its
// check names, and the state of every cell.
void NumbrixProblems::add_hierarchy(const Instance& instance, Body& body) {
  const Grid grid(instance);
  const int last = last_number(instance.rows, instance.cols);
  auto given = [&](int cell) { return instance.givens[static_cast<std::size_t>(cell)]; };
  auto name = [&](int cell) { return pddl::cell_name(instance, cell); };
  auto names = [&](const std::vector<int>& cells) {
    std::string out;
    for (int cell : cells) out += " " + name(cell);
    return out;
  };

  Section ends{"1 and the last number; the links a cell lacks, counted down.",
               {"(FIRST n1)", "(LAST " + pddl::number_name(last) + ")", "(DROP d2 d1)", "(DROP d1 d0)"}};

  std::vector<bool> fits_end;
  Section fits = fits_facts(instance, &fits_end);

  Section around{"Each cell's neighbours, in reading order (up, left, right, down).", {}};
  Section checks{"What the check of each empty cell names: its first neighbours lacking links (two, one for an END-CELL).",
                 {}};
  for (int c = 0; c < instance.cells(); ++c) {
    const Neighbours next = grid.neighbours_in_reading_order(c);
    const std::vector<int> a(next.begin(), next.end());
    around.facts.push_back("(AROUND" + std::to_string(a.size()) + " " + name(c) + names(a) + ")");
  }
  for (int c = 0; c < instance.cells(); ++c) {
    if (given(c) != kNone) continue;
    const Neighbours next = grid.neighbours_in_reading_order(c);
    const std::vector<int> a(next.begin(), next.end());
    if (fits_end[static_cast<std::size_t>(c)]) {
      checks.facts.push_back("(END-CELL " + name(c) + ")");
      // The first neighbour a[i] that lacks a link, a[0..i) skipped.
      for (std::size_t i = 0; i < a.size(); ++i) {
        std::vector<int> named{a[i]};
        named.insert(named.end(), a.begin(), a.begin() + static_cast<std::ptrdiff_t>(i));
        checks.facts.push_back("(ONE" + std::to_string(i) + " " + name(c) + names(named) + ")");
      }
      continue;
    }
    // The first two, a[i] and a[j], with a[0..j) but a[i] skipped.
    for (std::size_t j = 0; j < a.size(); ++j)
      for (std::size_t i = 0; i < j; ++i) {
        std::vector<int> named{a[i], a[j]};
        for (std::size_t k = 0; k < j; ++k)
          if (k != i) named.push_back(a[k]);
        checks.facts.push_back("(PAIR" + std::to_string(j - 1) + " " + name(c) + names(named) + ")");
      }
  }

  Section state{"The givens, written; every cell lacks two path links, a given 1 or last number one.", {}};
  for (int c = 0; c < instance.cells(); ++c) {
    const int n = given(c);
    if (n != kNone) {
      state.facts.push_back("(written " + name(c) + ")");
      state.facts.push_back("(holds " + name(c) + " " + pddl::number_name(n) + ")");
    }
    state.facts.push_back("(lacks " + name(c) + (n == 1 || n == last ? " d1)" : " d2)"));
  }

  for (Section* section : {&ends, &fits, &around, &checks, &state})
    if (!section->facts.empty()) body.init.push_back(std::move(*section));
  body.tasks = initial_network(instance);
}

pddl::ProblemFormat::Body NumbrixProblems::write_body(const Instance& instance) const {
  // The grid text refuses what no reader takes back (numbers out of range or
  // given twice), in the codec's words; a problem holds no more.
  codec().format("grid")->write(instance);
  const int last = last_number(instance.rows, instance.cols);
  const bool hierarchical = language() == pddl::Language::hddl;

  Body body;
  body.describe(instance, "Numbrix",
                ": a path through every cell numbered 1.." + std::to_string(last) + ". The givens:",
                grid_comment(instance));

  body.add_cells(instance);
  // In PDDL n1, where every walk starts, is the domain's constant.
  body.add_numbers(hierarchical ? 1 : 2, last);

  body.init = {counters("The numbers in order.", 1, last), connections(instance)};
  if (hierarchical) {
    add_hierarchy(instance, body);
    return body;
  }

  Section givens{"The givens.", {}};
  for (int i = 0; i < instance.cells(); ++i)
    if (const int n = instance.givens[static_cast<std::size_t>(i)]; n != kNone) {
      givens.facts.push_back("(GIVEN " + pddl::cell_name(instance, i) + " " + pddl::number_name(n) + ")");
    }
  if (givens.facts.empty()) givens.comment.clear();
  body.init.push_back(std::move(givens));
  body.init.push_back(fits_facts(instance, nullptr));

  for (int i = 0; i < instance.cells(); ++i) body.goal.push_back("(written " + pddl::cell_name(instance, i) + ")");
  return body;
}

void NumbrixProblems::read_givens(const pddl::Problem& problem, const pddl::GridCells& cells, const Counter& numbers,
                                  Instance& instance) const {
  const int last = last_number(instance.rows, instance.cols);
  const std::string given_predicate = language() == pddl::Language::hddl ? "holds" : "given";
  std::set<std::string> numbers_given;
  for (const pddl::Atom& atom : problem.init) {
    if (atom.predicate != given_predicate) continue;
    const std::string &cell = atom.args[0], &number = atom.args[1];
    const int n = numbers.of(number, atom);
    if (n > last)
      throw InputError("a number in " + grid_words(cells.width, cells.height) + " is 1.." + std::to_string(last) +
                           "; found " + std::to_string(n) + " (" + in_quotes(number) + ")",
                       atom.line, atom.column);
    int& at = instance.givens[static_cast<std::size_t>(cells.index(cell))];
    if (at != kNone)
      throw InputError("cell " + in_quotes(cell) + " is given a second number, " + in_quotes(number), atom.line,
                       atom.column);
    if (!numbers_given.insert(number).second)
      throw InputError("the number " + in_quotes(number) + " is given twice", atom.line, atom.column);
    at = n;
  }
}

Instance NumbrixProblems::read_body(const pddl::Problem& problem) const {
  auto [cells, instance] = read_grid(problem, kLimits, kNone);
  const int last = last_number(instance.rows, instance.cols);

  // The numbers count from n1.
  const Counter numbers = read_counter(problem, 1);
  int largest = 0;
  for (const auto& [name, value] : numbers.value) largest = std::max(largest, value);
  if (largest < last) {
    const int line = numbers.last ? numbers.last->line : problem.objects.front().line;
    const int column = numbers.last ? numbers.last->column : problem.objects.front().column;
    throw InputError("the NEXT chain from n1 ends at " + std::to_string(largest) + "; a path through " +
                         grid_words(cells.width, cells.height) + " is numbered 1.." + std::to_string(last),
                     line, column);
  }
  read_givens(problem, cells, numbers, instance);
  if (language() == pddl::Language::hddl) {
    require_implied_facts(problem, instance, hierarchy_predicates(), "the givens");
    return instance;
  }

  require_implied_facts(problem, instance, walk_predicates(), "the givens");
  return instance;
}

}  // namespace

const pddl::ProblemFormat& pddl_format() {
  static const NumbrixProblems format(pddl::Language::pddl);
  return format;
}

const pddl::ProblemFormat& hddl_format() {
  static const NumbrixProblems format(pddl::Language::hddl);
  return format;
}

}  // namespace pg::numbrix

#include "core/single.hpp"
#include "pddl/numbrix/problem.hpp"

#include <algorithm>
#include <map>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "core/errors.hpp"
#include "core/numbrix.hpp"
#include "core/text.hpp"
#include "formats/numbrix/codec.hpp"
#include "pddl/numbrix/domain.hpp"
#include "pddl/numbrix/reference_plan.hpp"

namespace pg::numbrix {
namespace {

class NumbrixProblems final : public pddl::ProblemFormat {
 public:
  NumbrixProblems()
      : ProblemFormat({"numbrix", pddl_domain(), {}, {"has-given", "(written "}, &numbrix::reference_plan}) {}

  // Each cell holds the number the walk wrote on it: the cell it starts on
  // 1, then each step's cell the next number.
  std::vector<int> solution_of(const Instance& instance, std::span<const pddl::PlanStep> plan) const override {
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

 protected:
  Body write_body(const Instance& instance) const override;
  Instance read_body(const pddl::Problem& problem) const override;
};

pddl::ProblemFormat::Body NumbrixProblems::write_body(const Instance& instance) const {
  // The grid text refuses what no reader takes back (numbers out of range or
  // given twice), in the codec's words; a problem holds no more.
  codec().format("grid")->write(instance);
  const int last = last_number(instance.rows, instance.cols);

  Body body;
  body.describe(instance, "Numbrix",
                ": a path through every cell numbered 1.." + std::to_string(last) + ". The givens:",
                grid_comment(instance));

  body.add_cells(instance);
  // n1, where every walk starts, is the domain's constant.
  body.add_numbers(2, last);

  Section order = counters("The numbers in order.", 1, last);
  Section connected = connections(instance);
  Section givens{"The givens.", {}};
  for (int i = 0; i < instance.cells(); ++i)
    if (const int n = instance.givens[static_cast<std::size_t>(i)]; n != kNone) {
      givens.facts.push_back("(GIVEN " + pddl::cell_name(instance, i) + " " + pddl::number_name(n) + ")");
      givens.facts.push_back("(HAS-GIVEN " + pddl::cell_name(instance, i) + ")");
      givens.facts.push_back("(PLACED " + pddl::number_name(n) + ")");
    }
  if (givens.facts.empty()) givens.comment.clear();
  body.init = {std::move(order), std::move(connected), std::move(givens)};

  for (int i = 0; i < instance.cells(); ++i) body.goal.push_back("(written " + pddl::cell_name(instance, i) + ")");
  return body;
}

Instance NumbrixProblems::read_body(const pddl::Problem& problem) const {
  auto [cells, instance] = read_grid(problem, kLimits, kNone);
  const int last = last_number(instance.rows, instance.cols);

  // The domain counts from its constant n1.
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

  // Each GIVEN with its HAS-GIVEN and PLACED, which say the same of its cell
  // and its number for the actions' sake.
  std::vector<const pddl::Atom*> given, has_given, placed;
  std::set<std::string> cells_given, numbers_given, has_given_cells, placed_numbers;
  for (const pddl::Atom& atom : problem.init) {
    if (atom.predicate == "has-given") {
      has_given.push_back(&atom);
      has_given_cells.insert(atom.args[0]);
    } else if (atom.predicate == "placed") {
      placed.push_back(&atom);
      placed_numbers.insert(atom.args[0]);
    } else if (atom.predicate == "given") {
      given.push_back(&atom);
    }
  }
  for (const pddl::Atom* atom : given) {
    const std::string &cell = atom->args[0], &number = atom->args[1];
    const int n = numbers.of(number, *atom);
    if (n > last)
      throw InputError("a number in " + grid_words(cells.width, cells.height) + " is 1.." + std::to_string(last) +
                           "; found " + std::to_string(n) + " (" + in_quotes(number) + ")",
                       atom->line, atom->column);
    int& at = instance.givens[static_cast<std::size_t>(cells.index(cell))];
    if (at != kNone)
      throw InputError("cell " + in_quotes(cell) + " is given a second number, " + in_quotes(number), atom->line,
                       atom->column);
    if (!numbers_given.insert(number).second)
      throw InputError("the number " + in_quotes(number) + " is given twice", atom->line, atom->column);
    if (has_given_cells.count(cell) == 0)
      throw InputError("(GIVEN " + cell + " " + number + ") has no (HAS-GIVEN " + cell + ")", atom->line, atom->column);
    if (placed_numbers.count(number) == 0)
      throw InputError("(GIVEN " + cell + " " + number + ") has no (PLACED " + number + ")", atom->line, atom->column);
    at = n;
    cells_given.insert(cell);
  }
  for (const pddl::Atom* atom : has_given)
    if (cells_given.count(atom->args[0]) == 0)
      throw InputError("(HAS-GIVEN " + atom->args[0] + ") has no (GIVEN " + atom->args[0] + " N)", atom->line,
                       atom->column);
  for (const pddl::Atom* atom : placed)
    if (numbers_given.count(atom->args[0]) == 0)
      throw InputError("(PLACED " + atom->args[0] + ") has no (GIVEN CELL " + atom->args[0] + ")", atom->line,
                       atom->column);
  return instance;
}

}  // namespace

const pddl::ProblemFormat& pddl_format() { return single<NumbrixProblems>(); }

}  // namespace pg::numbrix

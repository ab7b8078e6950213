// libFuzzer harness: read, write, read. Every instance any reader takes from
// the input is written in every format of its puzzle that can express it
// (FormatError is the answer of one that cannot), and read back by that
// format: the same puzzle (size and givens; in JSON, the solution too), and
// writing what was read back gives the same text again. Where the instance
// carries a solution, the PDDL problem's reference plan is held against the
// problem by the validator and must carry out that solution.
#include "fuzz/harness.hpp"
#include "pddl/plan_text.hpp"
#include "pddl/simulate.hpp"

namespace {

using pg::fuzz::finding;

std::string where(const pg::Format& format, const pg::Instance& instance) {
  return instance.puzzle + " " + std::string(format.name()) + " (" + pg::size_string(instance.rows, instance.cols) +
         ")";
}

const pg::Instance& only_one(const pg::Format& format, const pg::Instance& original, const std::string& text,
                             std::vector<pg::ReadItem>& items) {
  items = format.read_items(text);
  if (items.size() != 1) finding(where(format, original) + ": wrote one instance, read back " + std::to_string(items.size()));
  if (!items[0].instance)
    finding(where(format, original) + ": refuses its own text: " + items[0].error->located() + "\n" + text);
  return *items[0].instance;
}

void check_reference_plan(const pg::pddl::ProblemFormat& format, const pg::Instance& instance,
                          const std::string& problem_text) {
  std::vector<pg::NamedText> companions;
  try {
    companions = format.companions(instance, {});
  } catch (const pg::FormatError&) {
    return;  // a solution that breaks the rules has no plan
  }
  for (const pg::NamedText& companion : companions) {
    if (companion.name != "plan") continue;
    const pg::pddl::Problem problem = pg::pddl::read_problem(problem_text);
    const pg::pddl::Domain& domain = format.domain(problem.domain);
    const std::vector<pg::pddl::PlanStep> steps = pg::pddl::read_plan(companion.text);
    const pg::pddl::PlanCheck check = pg::pddl::validate_plan(domain, problem, steps);
    if (!check.valid) finding(where(format, instance) + ": the reference plan fails: " + check.message);
    if (format.solution_of(instance, steps) != *instance.solution)
      finding(where(format, instance) + ": the reference plan carries out another solution");
  }
}

void round_trip(const pg::Puzzle& puzzle, const pg::Instance& instance) {
  std::vector<const pg::Format*> targets = puzzle.formats();
  targets.push_back(&pg::json_format());
  for (const pg::Format* format : targets) {
    std::string text;
    try {
      text = format->write(instance);
    } catch (const pg::FormatError&) {
      continue;
    }
    std::vector<pg::ReadItem> items, again;
    const pg::Instance& back = only_one(*format, instance, text, items);
    if (!pg::fuzz::same_puzzle(instance, back))
      finding(where(*format, instance) + ": reads back another puzzle:\n" + text);
    if (format == &pg::json_format() && back.solution != instance.solution)
      finding(where(*format, instance) + ": reads back another solution:\n" + text);
    const std::string rewritten = format->write(back);
    const pg::Instance& third = only_one(*format, instance, rewritten, again);
    const std::string fixed = format->write(third);
    if (fixed != rewritten)
      finding(where(*format, instance) + ": writing what was read back is no fixpoint:\n" + rewritten + "\n---\n" + fixed);
    if (instance.solution && format == puzzle.pddl) check_reference_plan(*puzzle.pddl, instance, text);
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  static const std::vector<pg::fuzz::PuzzleFormat> formats = pg::fuzz::formats_named({});
  const std::string_view text = pg::fuzz::text_of(data, size);
  for (const pg::fuzz::PuzzleFormat& pf : formats) {
    std::vector<pg::ReadItem> items;
    pg::fuzz::refusals_expected([&] { items = pf.format->read_items(text); });
    int taken = 0;
    for (const pg::ReadItem& item : items) {
      if (!item.instance) continue;
      if (++taken > 1) break;  // the first instance read says what the others would
      const pg::Puzzle* puzzle = pf.puzzle != nullptr ? pf.puzzle : pg::find_puzzle(item.instance->puzzle);
      if (puzzle == nullptr) finding("read an instance of an unknown puzzle '" + item.instance->puzzle + "'");
      try {
        round_trip(*puzzle, *item.instance);
      } catch (const std::exception& e) {
        finding(std::string("round trip of a ") + item.instance->puzzle + " instance read as " +
                std::string(pf.format->name()) + ": unexpected exception: " + e.what());
      }
    }
  }
  return 0;
}

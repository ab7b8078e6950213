// The PDDL problems of one puzzle's planning domain, as a format ("pddl"):
// one problem per instance, read back from ours or other tools'. The HDDL
// problems of its hierarchical domain are another such format ("hddl"): the
// same frame with an initial task network, and hierarchical reference plans.
//
// What every puzzle's problems share is written here: the problem's name and
// frame, objects on wrapped lines, sniffing, the domain under its own name or
// another tool's, parsed once per name, and the files that go with a directory
// of problems (the domain once, a reference plan beside each problem). A
// puzzle writes the body (objects, initial state, goal) and reads it back, as
// a PuzzlinkFormat's puzzle codes only its body.
//
// Naming conventions, as the IPC 2018 instances have them: cells pos-X-Y (X
// the column, Y the row, from 0), counters n0..nK (n0 a constant of the
// domain) chained by (NEXT ni nj).
#pragma once

#include <initializer_list>
#include <map>
#include <optional>
#include <span>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/errors.hpp"
#include "core/instance.hpp"
#include "formats/codec.hpp"
#include "pddl/domain_text.hpp"
#include "pddl/language.hpp"
#include "pddl/plan_text.hpp"

namespace pg::pddl {

// A name a PDDL parser takes: a letter, then letters, digits, '-' and '_'.
bool is_name(std::string_view name);

// "pos-X-Y" for a cell of the instance's grid.
std::string cell_name(const Instance& instance, int cell);
// "nN".
std::string number_name(int n);
// "sN": the N-th step of a problem whose plans go through fixed steps
// (ProblemFormat::Body::add_steps).
std::string step_name(int n);
// (X, Y) of a name pos-X-Y (up to nine digits each); none for another name.
std::optional<std::pair<long long, long long>> cell_coordinates(std::string_view name);
// The index of the cell pos-X-Y names in the instance's grid; -1 when it
// names none of its cells.
int cell_index(const Instance& instance, std::string_view name);

// The cells of a problem: the objects of one type named pos-X-Y, which must
// fill a grid from pos-0-0.
struct GridCells {
  int width = 0;
  int height = 0;
  std::map<std::string, Cell> at;  // by name
  int index(const std::string& name) const {
    const Cell& cell = at.at(name);
    return cell.row * width + cell.col;
  }
};

// The language of a domain and its problems.
enum class Language { pddl, hddl };

class ProblemFormat : public Format {
 public:
  struct Spec {
    std::string_view puzzle;                // "nurikabe", as problem names and instances show it
    DomainText domain;
    std::vector<std::string_view> aliases;  // names other tools give the same domain
    // Predicates that only this domain's problems use: sniffing looks for one.
    std::vector<std::string_view> signature;
    // A plan that carries out the instance's problem by the instance's
    // solution: in PDDL, a sequential plan in Fast Downward's text ending in
    // "; cost = N (unit cost)"; in HDDL, a hierarchical plan as PANDA's
    // verifier reads it (htn_plan_text.hpp). FormatError when the instance
    // has no solution, or none that the domain can carry out.
    std::string (*reference_plan)(const Instance& instance) = nullptr;
    // The rule set the domain's plans keep whatever the problem, when there
    // is one (Nurikabe's IPC domain: the island rules only, "ipc"); empty
    // when they keep the rules the problem states (read() gives them).
    std::string_view plan_rules = {};
    Language language = Language::pddl;
  };
  // std::logic_error for a spec without its reference plan: every problem
  // format writes one, and a null function is found here, not when called.
  explicit ProblemFormat(Spec spec)
      : Format(spec.language == Language::hddl ? "hddl" : "pddl",
               spec.language == Language::hddl ? ".hddl" : ".pddl"),
        spec_(std::move(spec)) {
    if (spec_.reference_plan == nullptr)
      throw std::logic_error("the " + std::string(spec_.puzzle) + " problem format has no reference plan");
  }

  // "(define" first (after comments), a "(problem" header, an "(:htn"
  // section in HDDL only, and the domain's own name or an alias in
  // (:domain NAME), or else one of the signature's predicates.
  bool sniff(std::string_view text) const override;
  // One problem per text.
  std::vector<ReadItem> read_items(std::string_view text) const override;
  bool one_instance_per_text() const override { return true; }
  // The reference plan ("plan"), when the instance's solution is known.
  std::vector<NamedText> companions(const Instance& instance, const WriteOptions& options) const override;
  // The domain ("domain.pddl", "domain.hddl"), declared under the name the
  // problems use.
  std::optional<NamedText> directory_file(const WriteOptions& options) const override;

  std::string_view puzzle() const { return spec_.puzzle; }
  Language language() const { return spec_.language; }
  std::string_view domain_name() const { return spec_.domain.name; }
  std::span<const std::string_view> aliases() const { return spec_.aliases; }
  // Whether `name` is the domain's own name or one of its aliases.
  bool declares(std::string_view name) const;
  // The domain text, declared as `name` (empty: its own name); FormatError
  // for a name that is no PDDL name.
  std::string domain_text(std::string_view name = {}) const;
  // That text parsed, once per name and thread: reading a corpus reads the
  // same domain many times.
  const Domain& domain(const std::string& name) const;

  std::string reference_plan(const Instance& instance) const { return spec_.reference_plan(instance); }
  // The solution grid a plan carries out, read from its steps: what a plan
  // that validate_plan() accepts for the instance's problem says of each
  // cell, for the puzzle's rule checker to judge. The inverse of
  // reference_plan(). FormatError for a step that names no cell of the grid.
  // In HDDL, the steps are the plan's actions, in order.
  virtual std::vector<int> solution_of(const Instance& instance, std::span<const PlanStep> plan) const = 0;
  std::string_view plan_rules() const { return spec_.plan_rules; }
  // `plan` once the domain has carried it out on the instance's problem to
  // its goal: a reference plan leaves the domain to judge the rules its
  // maker does not check. broken_solution() with the domain's reason
  // otherwise.
  std::string judged_plan(const Instance& instance, std::string plan) const;

 protected:
  // A puzzle's problem between the frame: comment lines (written after
  // "; "), objects by type, the initial state in commented sections, and the
  // conjuncts of the goal.
  struct Objects {
    std::vector<std::string> names;
    std::string type;
  };
  struct Section {
    std::string comment;  // none when empty
    std::vector<std::string> facts;
  };
  struct Body {
    std::vector<std::string> comment;
    std::vector<Objects> objects;
    std::vector<Section> init;
    std::vector<std::string> goal;   // none: no (:goal ...), as HDDL problems may have
    std::vector<std::string> tasks;  // HDDL's initial task network, in order: "(light pos-0-0)"

    // The comment's heading, "Takuzu, 6 rows by 6 columns" and `more`, then
    // the grid as `picture` shows it.
    void describe(const Instance& instance, std::string_view title, const std::string& more,
                  std::vector<std::string> picture);
    // The cells pos-X-Y of the grid, a row of it to a line, as type "cell".
    void add_cells(const Instance& instance);
    // The counters n`first`..n`last` as type "num", when there is one: those
    // below `first` are the domain's constants.
    void add_numbers(int first, int last);
    // The steps s0..s`count` of a plan that decides the grid in a fixed
    // order, as type "step": `facts` (what happens at each step, stated by
    // the puzzle) with (THEN si sj), j = i + 1, appended; (now s0) at the
    // start, and (now s`count`) the goal. A planner then meets a dead end
    // at the step where it happens, and each solution has one plan. (Not
    // AFTER: VAL's parser reads "after" as a word of PDDL3's constraints,
    // and refuses a domain that declares it.)
    void add_steps(int count, Section facts);
  };
  virtual Body write_body(const Instance& instance) const = 0;
  // The instance a problem describes; InputError with the place in the
  // problem's text. The reader calls check() when it is ready for the
  // domain's verdict on names and arities.
  virtual Instance read_body(const Problem& problem) const = 0;

  // (NEXT ni nj), j = i + 1, for the counters n`first`..n`last` in order.
  static Section counters(std::string comment, int first, int last);
  // (CONNECTED a b) for each cell and each orthogonal neighbour b, both in
  // reading order: "The grid."
  static Section connections(const Instance& instance);

  // That the problem is one of the domain's, under the name it gives.
  void check(const Problem& problem) const;
  // The problem's objects of `type`, named pos-X-Y, within `limits`.
  static GridCells read_cells(const Problem& problem, std::string_view type, const SizeLimits& limits);
  // A problem's grid: its cells, and an instance of the puzzle of their size
  // with `blank` for every given, for the reader to fill.
  struct GridProblem {
    GridCells cells;
    Instance instance;
  };
  // The cells ("cell") first, so that a misnamed one is reported as such
  // rather than as an unknown object wherever it is used; then what the
  // domain says of names, arities and types (check()).
  GridProblem read_grid(const Problem& problem, const SizeLimits& limits, int blank) const;
  // n`first` and its successors by (NEXT a b), whatever they are called: the
  // value of each, and the last NEXT of the chain.
  struct Counter {
    std::map<std::string, int> value;
    const Atom* last = nullptr;  // none when n`first` has no successor
    std::string first;           // "n0"
    // The value `name` stands for; InputError at `atom`, which names it
    // `what`, when the chain does not reach it.
    int of(const std::string& name, const Atom& atom, std::string_view what = "number") const;
  };
  static Counter read_counter(const Problem& problem, int first = 0);
  // The grid's givens as comment lines: '.' where kNone, '?' where kUnknown,
  // else the value.
  static std::vector<std::string> grid_comment(const Instance& instance);
  // That the problem states exactly the facts of `implied` (predicate ->
  // the rule they follow) that write_body() gives `instance`, and in HDDL
  // the tasks of its initial network in their order: another fact
  // of those predicates, or one missing, would make it another puzzle than
  // the one read. InputError at the stray fact, or at the declaration of a
  // missing one's first argument; `source` names what implies them ("the
  // grid").
  void require_implied_facts(const Problem& problem, const Instance& instance,
                             const std::map<std::string, std::string>& implied, std::string_view source) const;
  // The cell a step's argument names: pos-X-Y within the instance's grid.
  static int cell_of(const Instance& instance, const PlanStep& step, std::size_t arg);
  // The steps of `action` put `value` on the cell their argument `arg` names.
  struct Mark {
    std::string_view action;
    std::size_t arg = 0;
    int value = 0;
  };
  // `cells` with every marking step of the plan done on it, in order.
  static std::vector<int> marked(const Instance& instance, std::span<const PlanStep> plan, std::vector<int> cells,
                                 std::initializer_list<Mark> marks);

 private:
  // A domain name problems cannot refer to (--domain-name).
  std::optional<std::string> cannot_hold(int rows, int cols, const WriteOptions& options) const override;
  std::string write_text(const Instance& instance, const WriteOptions& options) const override;
  std::string domain_name_or_default(std::string_view name) const;
  void require_implied_tasks(const Problem& problem, const Instance& instance, std::string_view source) const;
  Instance read_one(std::string_view text) const;

  Spec spec_;
};

// Why a reference plan cannot be made: the solution breaks a rule (`why`).
inline FormatError broken_solution(const std::string& why) {
  return FormatError("no plan: the solution breaks the rules: " + why);
}
// The solution a reference plan carries out, one value per cell; FormatError
// when the instance's solution is not known, or it or the givens are not of
// its grid.
const std::vector<int>& known_solution(const Instance& instance);

// The format among `formats` whose domain is called `name`; nullptr when none.
const ProblemFormat* find_domain(std::span<const ProblemFormat* const> formats, std::string_view name);
// "nurikabe, paint-nurikabe, ...": every name those domains answer to.
std::string domain_names(std::span<const ProblemFormat* const> formats);

}  // namespace pg::pddl

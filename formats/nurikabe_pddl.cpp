#include "formats/nurikabe_pddl.hpp"

#include <algorithm>
#include <cctype>
#include <map>
#include <optional>
#include <set>
#include <utility>
#include <vector>

#include "core/errors.hpp"
#include "formats/nurikabe/codec.hpp"
#include "formats/pddl.hpp"
#include "core/text.hpp"

namespace pg::nurikabe {
namespace {

// ---------------------------------------------------------------------------
// The domain
// ---------------------------------------------------------------------------

constexpr std::string_view kDomainHead = R"(; Nurikabe as a planning task. A robot walks the grid and paints the islands
; one at a time, each in a single walk that starts on the island's number and
; never steps onto a painted cell; a count per island says how many of its
; cells are still to paint. The cells next to a painted cell are claimed by
; its island, and a cell claimed by two islands is blocked, so that islands
; never touch. Walls are the cells left unpainted.
;
; The interface (requirements, types, constant, predicates, actions and the
; order of their parameters) is that of the IPC 2018 Nurikabe domain, so that
; problems and plans for either run against the other.
)";

constexpr std::string_view kDomainBody = R"(  (:requirements :typing :adl)
  (:types cell num group)
  (:constants n0 - num)

  (:predicates
    ; Facts no action changes.
    (NEXT ?n1 ?n2 - num)            ; ?n2 is ?n1 plus one
    (CONNECTED ?c ?c2 - cell)       ; orthogonal neighbours, listed both ways
    (SOURCE ?x - cell ?g - group)   ; the numbered cell of island ?g
    ; The grid.
    (painted ?r - cell)
    (available ?x - cell)           ; no island claims the cell yet
    (part-of ?x - cell ?y - group)  ; next to island ?y: only ?y may paint it
    (blocked ?x - cell)             ; next to two islands: none may paint it
    (remaining-cells ?x - group ?y - num)
    ; The robot.
    (robot-pos ?x - cell)
    (moving)                        ; walking between islands
    (painting ?g - group)           ; in the middle of the walk that paints ?g
    (group-painted ?g - group))

  ; A step between islands. A painted cell is closed for good.
  (:action move
    :parameters (?from ?to - cell)
    :precondition (and (moving)
                       (robot-pos ?from)
                       (CONNECTED ?from ?to)
                       (not (painted ?to)))
    :effect (and (not (robot-pos ?from))
                 (robot-pos ?to)))

  ; The walk over an island begins on its number, which it paints: one cell
  ; fewer to go. The number's neighbours were claimed in the initial state.
  (:action start-painting
    :parameters (?c - cell ?g - group ?n1 ?n2 - num)
    :precondition (and (moving)
                       (robot-pos ?c)
                       (SOURCE ?c ?g)
                       (remaining-cells ?g ?n1)
                       (NEXT ?n2 ?n1))
    :effect (and (not (moving))
                 (painting ?g)
                 (painted ?c)
                 (not (remaining-cells ?g ?n1))
                 (remaining-cells ?g ?n2)))

  ; The next cell of the walk: painted, and its neighbours claimed. A
  ; neighbour nobody claimed becomes this island's; one that another island
  ; claimed (or that is blocked already) becomes blocked, so that neither
  ; island can grow into it.
  (:action move-painting
    :parameters (?from ?to - cell ?g - group ?n1 ?n2 - num)
    :precondition (and (painting ?g)
                       (robot-pos ?from)
                       (CONNECTED ?from ?to)
                       (not (painted ?to))
                       (not (blocked ?to))
                       (remaining-cells ?g ?n1)
                       (NEXT ?n2 ?n1))
    :effect (and (not (robot-pos ?from))
                 (robot-pos ?to)
                 (painted ?to)
                 (not (remaining-cells ?g ?n1))
                 (remaining-cells ?g ?n2)
                 (forall (?c - cell)
                   (and (when (and (CONNECTED ?to ?c) (available ?c))
                              (and (not (available ?c))
                                   (part-of ?c ?g)))
                        (when (and (CONNECTED ?to ?c) (not (available ?c)) (not (part-of ?c ?g)))
                              (blocked ?c))))))

  ; The walk ends when the count reaches zero: the island has its size.
  (:action end-painting
    :parameters (?g - group)
    :precondition (and (painting ?g)
                       (remaining-cells ?g n0))
    :effect (and (not (painting ?g))
                 (moving)
                 (group-painted ?g)))
)
)";

// A name a PDDL parser takes: a letter, then letters, digits, '-' and '_'.
bool is_pddl_name(std::string_view name) {
  if (name.empty() || !std::isalpha(static_cast<unsigned char>(name.front()))) return false;
  return std::all_of(name.begin(), name.end(),
                     [](char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '-' || c == '_'; });
}

std::string domain_name_or_default(std::string_view name) {
  if (name.empty()) return std::string(kPddlDomain);
  if (!is_pddl_name(name))
    throw FormatError("invalid PDDL domain name " + describe_token(name) +
                      ": expected a letter, then letters, digits, '-' or '_'");
  return std::string(name);
}

// ---------------------------------------------------------------------------
// Cells, numbers and groups as the problems name them
// ---------------------------------------------------------------------------

std::string cell_name(const Instance& instance, int cell) {
  Cell at = instance.cell(cell);
  return "pos-" + std::to_string(at.col) + "-" + std::to_string(at.row);
}
std::string number_name(int n) { return "n" + std::to_string(n); }
std::string group_name(int g) { return "g" + std::to_string(g); }

// The orthogonal neighbours of a cell, in row-major order.
std::vector<int> neighbours(const Instance& instance, int cell) {
  std::vector<int> out;
  Cell at = instance.cell(cell);
  if (at.row > 0) out.push_back(cell - instance.cols);
  if (at.col > 0) out.push_back(cell - 1);
  if (at.col + 1 < instance.cols) out.push_back(cell + 1);
  if (at.row + 1 < instance.rows) out.push_back(cell + instance.cols);
  return out;
}

// The numbered cells in row-major order: group g is the island of the g-th.
std::vector<int> numbered_cells(const Instance& instance) {
  std::vector<int> out;
  for (int i = 0; i < instance.cells(); ++i)
    if (instance.givens[static_cast<std::size_t>(i)] != kNone) out.push_back(i);
  return out;
}

// "puzzlegen-nurikabe-5x5-seed-7-index-3" for a generated instance, which
// names it for good; "puzzlegen-nurikabe-5x5" otherwise.
std::string problem_name(const Instance& instance) {
  std::string name = "puzzlegen-nurikabe-" + size_string(instance.rows, instance.cols);
  if (instance.provenance)
    name +=
        "-seed-" + std::to_string(instance.provenance->seed) + "-index-" + std::to_string(instance.provenance->index);
  return name;
}

// Names on indented lines of at most about 100 characters.
void append_wrapped(std::string& out, const std::vector<std::string>& names, std::string_view type) {
  std::string line = "   ";
  for (const std::string& name : names) {
    if (line.size() + name.size() > 100) {
      out += line + "\n";
      line = "   ";
    }
    line += " " + name;
  }
  out += line + " - " + std::string(type) + "\n";
}

std::string write_problem(const Instance& instance, const WriteOptions& options) {
  require_writable(instance);
  const std::string domain = domain_name_or_default(options.pddl_domain);
  const std::vector<int> sources = numbered_cells(instance);
  const auto cells = static_cast<std::size_t>(instance.cells());
  int largest = 0;
  for (int source : sources) largest = std::max(largest, instance.givens[static_cast<std::size_t>(source)]);

  // The groups whose number is next to each cell, each once.
  std::vector<std::vector<int>> claimed_by(cells);
  for (std::size_t g = 0; g < sources.size(); ++g)
    for (int next : neighbours(instance, sources[g]))
      claimed_by[static_cast<std::size_t>(next)].push_back(static_cast<int>(g));
  std::vector<int> group_of(cells, -1);
  for (std::size_t g = 0; g < sources.size(); ++g) group_of[static_cast<std::size_t>(sources[g])] = static_cast<int>(g);

  std::string out = "; Nurikabe, " + std::to_string(instance.rows) + " rows by " + std::to_string(instance.cols) +
                    " columns, for the IPC 2018 planning domain. The numbers:\n";
  for (int r = 0; r < instance.rows; ++r) {
    out += ";  ";
    for (int c = 0; c < instance.cols; ++c) {
      int v = instance.given(r, c);
      out += " " + (v == kNone ? std::string(".") : std::to_string(v));
    }
    out += "\n";
  }
  out += "(define (problem " + problem_name(instance) + ")\n";
  out += "  (:domain " + domain + ")\n";
  out += "  (:objects\n";
  for (int r = 0; r < instance.rows; ++r) {
    std::vector<std::string> row;
    for (int c = 0; c < instance.cols; ++c) row.push_back(cell_name(instance, instance.index(r, c)));
    append_wrapped(out, row, "cell");
  }
  if (largest > 0) {
    std::vector<std::string> numbers;
    for (int n = 1; n <= largest; ++n) numbers.push_back(number_name(n));
    append_wrapped(out, numbers, "num");
  }
  if (!sources.empty()) {
    std::vector<std::string> groups;
    for (std::size_t g = 0; g < sources.size(); ++g) groups.push_back(group_name(static_cast<int>(g)));
    append_wrapped(out, groups, "group");
  }
  out += "  )\n";

  out += "  (:init\n";
  out += "    ; Counting down the cells an island still needs.\n";
  for (int n = 0; n < largest; ++n) out += "    (NEXT " + number_name(n) + " " + number_name(n + 1) + ")\n";
  out += "    ; The grid.\n";
  for (int i = 0; i < instance.cells(); ++i)
    for (int next : neighbours(instance, i))
      out += "    (CONNECTED " + cell_name(instance, i) + " " + cell_name(instance, next) + ")\n";
  out += "    ; The robot starts in the top left corner, walking.\n";
  out += "    (robot-pos " + cell_name(instance, 0) + ")\n";
  out += "    (moving)\n";
  if (!sources.empty()) {
    out += "    ; The numbers, and the cells they claim.\n";
    for (std::size_t g = 0; g < sources.size(); ++g)
      out += "    (SOURCE " + cell_name(instance, sources[g]) + " " + group_name(static_cast<int>(g)) + ")\n";
  }
  for (int i = 0; i < instance.cells(); ++i)
    if (group_of[static_cast<std::size_t>(i)] < 0 && claimed_by[static_cast<std::size_t>(i)].empty())
      out += "    (available " + cell_name(instance, i) + ")\n";
  for (int i = 0; i < instance.cells(); ++i)
    if (claimed_by[static_cast<std::size_t>(i)].size() > 1) out += "    (blocked " + cell_name(instance, i) + ")\n";
  for (int i = 0; i < instance.cells(); ++i)
    if (claimed_by[static_cast<std::size_t>(i)].size() == 1)
      out += "    (part-of " + cell_name(instance, i) + " " + group_name(claimed_by[static_cast<std::size_t>(i)][0]) +
             ")\n";
  for (std::size_t g = 0; g < sources.size(); ++g)
    out += "    (remaining-cells " + group_name(static_cast<int>(g)) + " " +
           number_name(instance.givens[static_cast<std::size_t>(sources[g])]) + ")\n";
  out += "  )\n";

  out += "  (:goal (and";
  for (std::size_t g = 0; g < sources.size(); ++g)
    out += "\n    (group-painted " + group_name(static_cast<int>(g)) + ")";
  out += "))\n)\n";
  return out;
}

// ---------------------------------------------------------------------------
// Reading a problem back
// ---------------------------------------------------------------------------

const pddl::Domain& domain_named(const std::string& name) {
  // Parsed once per name: reading a corpus reads the same domain many times.
  static thread_local std::map<std::string, pddl::Domain> parsed;
  auto it = parsed.find(name);
  if (it == parsed.end()) it = parsed.emplace(name, pddl::read_domain(pddl_domain_text(name))).first;
  return it->second;
}

// "pos-X-Y" as (X, Y); nullopt for any other name. Coordinates past the
// largest grid are read so that the error can say so.
std::optional<std::pair<long long, long long>> cell_coordinates(std::string_view name) {
  constexpr std::string_view prefix = "pos-";
  if (name.substr(0, prefix.size()) != prefix) return std::nullopt;
  name.remove_prefix(prefix.size());
  auto dash = name.find('-');
  if (dash == std::string_view::npos) return std::nullopt;
  std::string_view x = name.substr(0, dash), y = name.substr(dash + 1);
  if (!all_digits(x) || !all_digits(y) || x.size() > 9 || y.size() > 9) return std::nullopt;
  return std::pair(std::stoll(std::string(x)), std::stoll(std::string(y)));
}

Instance read_problem_instance(std::string_view text) {
  // Text of another format is refused at its start: read as an s-expression
  // its first word would be a whole form, and the error would point past it
  // as if the text were nearly a problem.
  for (const Line& line : split_lines(text)) {
    const std::string_view content = trim(line.text);
    if (content.empty() || content.front() == ';') continue;
    if (content.front() != '(')
      throw InputError("expected a PDDL problem, (define (problem NAME) ...), found " +
                           describe_token(split_tokens(content).front().text),
                       line.number, static_cast<int>(line.text.find(content.front())) + 1);
    break;
  }
  pddl::Problem problem = pddl::read_problem(text);
  if (!is_pddl_name(problem.domain))
    throw InputError(
        "expected a domain name such as " + std::string(kPddlDomain) + ", found " + in_quotes(problem.domain),
        problem.domain_line, problem.domain_column);
  // The cells: pos-X-Y, filling a grid from pos-0-0.
  struct Placed {
    int x = 0, y = 0;
  };
  std::map<std::string, Placed> cells;
  const pddl::Typed* first_cell = nullptr;
  std::vector<const pddl::Typed*> groups;
  int width = 0, height = 0;
  for (const pddl::Typed& object : problem.objects) {
    if (object.type == "group") groups.push_back(&object);
    if (object.type != "cell") continue;
    auto xy = cell_coordinates(object.name);
    if (!xy)
      throw InputError(
          "expected a cell named pos-X-Y (X the column, Y the row, from 0), found " + in_quotes(object.name),
          object.line, object.column);
    if (xy->first >= kLimits.max_side || xy->second >= kLimits.max_side)
      throw InputError("cell " + in_quotes(object.name) + " lies outside the largest grid, " +
                           grid_words(kLimits.max_side, kLimits.max_side),
                       object.line, object.column);
    Placed at{static_cast<int>(xy->first), static_cast<int>(xy->second)};
    cells.emplace(object.name, at);
    width = std::max(width, at.x + 1);
    height = std::max(height, at.y + 1);
    if (first_cell == nullptr) first_cell = &object;
  }
  if (first_cell == nullptr) {
    const pddl::Typed* first = problem.objects.empty() ? nullptr : &problem.objects.front();
    throw InputError("the problem declares no cells: expected objects pos-X-Y - cell", first ? first->line : 1,
                     first ? first->column : 1);
  }
  if (static_cast<long long>(cells.size()) != static_cast<long long>(width) * height) {
    std::set<std::pair<int, int>> present;
    for (const auto& [name, at] : cells) present.emplace(at.y, at.x);
    for (int y = 0; y < height; ++y)
      for (int x = 0; x < width; ++x)
        if (present.count({y, x}) == 0)
          throw InputError("the cells do not fill a grid of " + grid_words(width, height) + ": pos-" +
                               std::to_string(x) + "-" + std::to_string(y) + " is missing",
                           first_cell->line, first_cell->column);
  }
  // Then predicates, arities, declared objects and their types, all with
  // places: what the domain itself says of the problem, under the problem's
  // name for it (ours, pddl-generators' paint-nurikabe, or any other). The
  // cells come first so that a misnamed one is reported as such, not as an
  // unknown object wherever it is used.
  pddl::check_problem(domain_named(problem.domain), problem);

  Instance instance;
  instance.puzzle = "nurikabe";
  instance.rows = height;
  instance.cols = width;
  instance.givens.assign(static_cast<std::size_t>(width) * static_cast<std::size_t>(height), kNone);

  // The numbers: n0 and its successors by NEXT, whatever they are called.
  std::map<std::string, const pddl::Atom*> successor;
  for (const pddl::Atom& atom : problem.init) {
    if (atom.predicate != "next") continue;
    auto [it, added] = successor.emplace(atom.args[0], &atom);
    if (!added && it->second->args[1] != atom.args[1])
      throw InputError("number " + in_quotes(atom.args[0]) + " has two successors, " + in_quotes(it->second->args[1]) +
                           " and " + in_quotes(atom.args[1]),
                       atom.line, atom.column);
  }
  std::map<std::string, int> value{{"n0", 0}};
  for (std::string at = "n0";;) {
    auto next = successor.find(at);
    if (next == successor.end()) break;
    const pddl::Atom& atom = *next->second;
    if (!value.emplace(atom.args[1], value[at] + 1).second)
      throw InputError("the NEXT chain from n0 comes back to " + in_quotes(atom.args[1]), atom.line, atom.column);
    at = atom.args[1];
  }

  // Each group: one SOURCE and one remaining-cells.
  std::map<std::string, const pddl::Atom*> source_of, size_of;
  std::map<std::string, const pddl::Atom*> group_at;  // by cell
  for (const pddl::Atom& atom : problem.init) {
    if (atom.predicate == "source") {
      const std::string &cell = atom.args[0], &group = atom.args[1];
      if (cells.count(cell) == 0)
        throw InputError("the source " + in_quotes(cell) + " of " + in_quotes(group) + " is not a pos-X-Y cell",
                         atom.line, atom.column);
      if (auto [it, added] = source_of.emplace(group, &atom); !added)
        throw InputError("group " + in_quotes(group) + " has a second source, " + in_quotes(cell) + " (the first is " +
                             in_quotes(it->second->args[0]) + " on line " + std::to_string(it->second->line) + ")",
                         atom.line, atom.column);
      if (auto [it, added] = group_at.emplace(cell, &atom); !added)
        throw InputError("cell " + in_quotes(cell) + " is the source of both " + in_quotes(it->second->args[1]) +
                             " and " + in_quotes(group),
                         atom.line, atom.column);
    } else if (atom.predicate == "remaining-cells") {
      const std::string &group = atom.args[0], &number = atom.args[1];
      if (auto [it, added] = size_of.emplace(group, &atom); !added)
        throw InputError("group " + in_quotes(group) + " has a second remaining-cells (the first is on line " +
                             std::to_string(it->second->line) + ")",
                         atom.line, atom.column);
      auto v = value.find(number);
      if (v == value.end())
        throw InputError("number " + in_quotes(number) + " is not reached from n0 by the (NEXT ...) facts", atom.line,
                         atom.column);
      if (v->second < 1 || v->second > instance.cells())
        throw InputError("an island in " + grid_words(width, height) + " has 1 to " + std::to_string(instance.cells()) +
                             " cells; " + in_quotes(group) + " has " + std::to_string(v->second) + " (" +
                             in_quotes(number) + ")",
                         atom.line, atom.column);
    }
  }
  for (const pddl::Typed* group : groups) {
    auto source = source_of.find(group->name);
    if (source == source_of.end())
      throw InputError("group " + in_quotes(group->name) + " has no (SOURCE CELL " + group->name + ")", group->line,
                       group->column);
    auto size = size_of.find(group->name);
    if (size == size_of.end())
      throw InputError("group " + in_quotes(group->name) + " has no (remaining-cells " + group->name + " N)",
                       group->line, group->column);
    const Placed& at = cells.at(source->second->args[0]);
    instance.givens[static_cast<std::size_t>(instance.index(at.y, at.x))] = value.at(size->second->args[1]);
  }
  return instance;
}

// The first symbol after '(' at `at` and blanks, lowercased; empty when
// text[at] is no '('.
std::string word_after_paren(std::string_view text, std::size_t at) {
  if (at >= text.size() || text[at] != '(') return {};
  ++at;
  while (at < text.size() && std::isspace(static_cast<unsigned char>(text[at]))) ++at;
  std::string word;
  while (at < text.size() && (std::isalnum(static_cast<unsigned char>(text[at])) || text[at] == '-' || text[at] == '_'))
    word += static_cast<char>(std::tolower(static_cast<unsigned char>(text[at++])));
  return word;
}

// ---------------------------------------------------------------------------
// The reference plan
// ---------------------------------------------------------------------------

// An island of the solution: its group (the rank of its number in row-major
// order), its numbered cell and all its cells.
struct Island {
  int group = 0;
  int source = 0;
  int size = 0;
  std::vector<int> cells;
};

std::vector<Island> islands_of(const Instance& instance, const std::vector<int>& solution) {
  if (solution.size() != static_cast<std::size_t>(instance.cells()))
    throw FormatError("the solution has " + std::to_string(solution.size()) + " cells for a " +
                      size_string(instance.rows, instance.cols) + " grid");
  const std::vector<int> sources = numbered_cells(instance);
  std::vector<int> group_of(solution.size(), -1);
  for (std::size_t g = 0; g < sources.size(); ++g) group_of[static_cast<std::size_t>(sources[g])] = static_cast<int>(g);
  std::vector<Island> islands(sources.size());
  std::vector<char> seen(solution.size(), 0);
  auto broken = [&](const std::string& why) {
    return FormatError("no plan: the solution breaks the island rules: " + why);
  };
  for (int start = 0; start < instance.cells(); ++start) {
    const auto s = static_cast<std::size_t>(start);
    if (solution[s] == kWall) {
      if (group_of[s] >= 0) throw broken("the numbered cell " + to_string(instance.cell(start)) + " is a wall");
      continue;
    }
    if (solution[s] != kIsland) throw broken("cell " + to_string(instance.cell(start)) + " is neither island nor wall");
    if (seen[s]) continue;
    std::vector<int> cells{start};
    seen[s] = 1;
    int group = -1;
    for (std::size_t i = 0; i < cells.size(); ++i) {
      const auto c = static_cast<std::size_t>(cells[i]);
      if (group_of[c] >= 0) {
        if (group >= 0)
          throw broken("one island holds the numbers at " +
                       to_string(instance.cell(sources[static_cast<std::size_t>(group)])) + " and " +
                       to_string(instance.cell(cells[i])));
        group = group_of[c];
      }
      for (int next : neighbours(instance, cells[i]))
        if (!seen[static_cast<std::size_t>(next)] && solution[static_cast<std::size_t>(next)] == kIsland) {
          seen[static_cast<std::size_t>(next)] = 1;
          cells.push_back(next);
        }
    }
    if (group < 0) throw broken("the island at " + to_string(instance.cell(start)) + " has no number");
    Island& island = islands[static_cast<std::size_t>(group)];
    island.group = group;
    island.source = sources[static_cast<std::size_t>(group)];
    island.size = instance.givens[static_cast<std::size_t>(island.source)];
    island.cells = std::move(cells);
    if (static_cast<int>(island.cells.size()) != island.size)
      throw broken("the island of the " + std::to_string(island.size) + " at " +
                   to_string(instance.cell(island.source)) + " has " + std::to_string(island.cells.size()) + " cells");
  }
  return islands;
}

// Walks over an island that start at its number and cover every cell once:
// what move-painting allows. Only the end of a walk matters to what follows
// (the island is painted whichever way it was walked), so at most one walk
// is kept per end cell.
class CoveringWalks {
 public:
  // Steps allowed to find the first walk, and after it to find walks that
  // end elsewhere. Each step costs a pass over the island.
  static constexpr long long kFirstBudget = 200000;
  static constexpr long long kMoreBudget = 5000;

  CoveringWalks(const Instance& instance, const Island& island) : instance_(instance), island_(island) {
    local_.assign(static_cast<std::size_t>(instance.cells()), -1);
    for (std::size_t i = 0; i < island.cells.size(); ++i)
      local_[static_cast<std::size_t>(island.cells[i])] = static_cast<int>(i);
    visited_.assign(island.cells.size(), 0);
    ended_.assign(island.cells.size(), 0);
  }

  // The walks found, and whether the search stopped on its budget rather
  // than by trying everything.
  std::vector<std::vector<int>> find(bool& out_of_budget) {
    budget_ = kFirstBudget;
    walk_ = {island_.source};
    visited_[index(island_.source)] = 1;
    extend();
    out_of_budget = budget_ < 0 && walks_.empty();
    return std::move(walks_);
  }

 private:
  std::size_t index(int cell) const { return static_cast<std::size_t>(local_[static_cast<std::size_t>(cell)]); }
  bool in_island(int cell) const { return local_[static_cast<std::size_t>(cell)] >= 0; }

  int open_neighbours(int cell) const {
    int count = 0;
    for (int next : neighbours(instance_, cell))
      if (in_island(next) && !visited_[index(next)]) ++count;
    return count;
  }

  // The cells not yet walked must hang together with the walk's head, or no
  // walk from here covers them.
  bool rest_connected() const {
    const int rest = static_cast<int>(island_.cells.size() - walk_.size());
    if (rest == 0) return true;
    std::vector<char> reached(island_.cells.size(), 0);
    std::vector<int> queue{walk_.back()};
    reached[index(walk_.back())] = 1;
    int count = 0;
    for (std::size_t i = 0; i < queue.size(); ++i)
      for (int next : neighbours(instance_, queue[i]))
        if (in_island(next) && !visited_[index(next)] && !reached[index(next)]) {
          reached[index(next)] = 1;
          queue.push_back(next);
          ++count;
        }
    return count == rest;
  }

  // Depth first, the neighbour with the fewest ways on first (Warnsdorff's
  // rule), which finds a covering walk at once on most islands. Returns
  // false to stop the whole search.
  bool extend() {
    if (--budget_ < 0) return false;
    if (walk_.size() == island_.cells.size()) {
      std::size_t end = index(walk_.back());
      if (!ended_[end]) {
        ended_[end] = 1;
        walks_.push_back(walk_);
        if (walks_.size() == 1) budget_ = std::min(budget_, kMoreBudget);
      }
      return walks_.size() < island_.cells.size();
    }
    if (!rest_connected()) return true;
    std::vector<std::pair<int, int>> options;  // (ways on, cell)
    for (int next : neighbours(instance_, walk_.back()))
      if (in_island(next) && !visited_[index(next)]) options.emplace_back(open_neighbours(next), next);
    std::sort(options.begin(), options.end());
    for (const auto& [ways, next] : options) {
      visited_[index(next)] = 1;
      walk_.push_back(next);
      bool go_on = extend();
      walk_.pop_back();
      visited_[index(next)] = 0;
      if (!go_on) return false;
    }
    return true;
  }

  const Instance& instance_;
  const Island& island_;
  std::vector<int> local_;  // each grid cell's index in the island, or -1
  std::vector<char> visited_;
  std::vector<char> ended_;  // cells some kept walk ends on
  std::vector<int> walk_;
  std::vector<std::vector<int>> walks_;
  long long budget_ = 0;
};

// One island's turn in the plan: the walk to its number over unpainted
// cells, then the covering walk that paints it.
struct Turn {
  int island = 0;
  std::vector<int> approach;  // the cells stepped onto, in order
  const std::vector<int>* walk = nullptr;
};

// The order of the islands, by depth-first search. At each point the
// islands whose number the robot can reach are tried nearest first, and for
// each the ends of its covering walks. After painting, the robot stands on
// the walk's end and must step off it onto an unpainted cell (unless no
// island is left), and painted cells stay closed: a choice that leaves some
// number the robot could reach out of its reach is tried only after the
// others. With one connected wall (the Nikoli rules) the first choice works.
class PaintingOrder {
 public:
  // Choices tried before giving up; each costs a pass over the grid.
  static constexpr long long kBudget = 20000;

  PaintingOrder(const Instance& instance, const std::vector<Island>& islands,
                const std::vector<std::vector<std::vector<int>>>& walks)
      : instance_(instance), islands_(islands), walks_(walks) {
    painted_.assign(static_cast<std::size_t>(instance.cells()), 0);
    done_.assign(islands.size(), 0);
  }

  std::optional<std::vector<Turn>> find(bool& out_of_budget) {
    budget_ = kBudget;
    bool found = search(0);
    out_of_budget = !found && budget_ < 0;
    if (!found) return std::nullopt;
    return turns_;
  }

 private:
  // An island to paint next, the number of steps to its number, and which of
  // its covering walks.
  struct Choice {
    int steps = 0;
    int island = 0;
    std::size_t walk = 0;
  };

  // Breadth first from `from` over unpainted cells: for each cell the one it
  // was reached from (`from` itself for `from`, -1 when out of reach) and
  // the number of steps.
  struct Reach {
    std::vector<int> previous;
    std::vector<int> steps;
  };

  Reach reach(int from) const {
    Reach out;
    out.previous.assign(static_cast<std::size_t>(instance_.cells()), -1);
    out.steps.assign(static_cast<std::size_t>(instance_.cells()), 0);
    out.previous[static_cast<std::size_t>(from)] = from;
    std::vector<int> queue{from};
    for (std::size_t i = 0; i < queue.size(); ++i)
      for (int next : neighbours(instance_, queue[i])) {
        const auto n = static_cast<std::size_t>(next);
        if (out.previous[n] < 0 && !painted_[n]) {
          out.previous[n] = queue[i];
          out.steps[n] = out.steps[static_cast<std::size_t>(queue[i])] + 1;
          queue.push_back(next);
        }
      }
    return out;
  }

  void paint(const Island& island, char value) {
    for (int cell : island.cells) painted_[static_cast<std::size_t>(cell)] = value;
  }

  bool search(int robot) {
    const std::size_t left = islands_.size() - turns_.size();
    if (left == 0) return true;
    const Reach here = reach(robot);
    const std::vector<int>& previous = here.previous;
    std::vector<Choice> reachable;
    for (std::size_t i = 0; i < islands_.size(); ++i)
      if (!done_[i] && previous[static_cast<std::size_t>(islands_[i].source)] >= 0)
        for (std::size_t w = 0; w < walks_[i].size(); ++w)
          reachable.push_back({here.steps[static_cast<std::size_t>(islands_[i].source)], static_cast<int>(i), w});
    std::stable_sort(reachable.begin(), reachable.end(),
                     [](const Choice& a, const Choice& b) { return a.steps < b.steps; });

    std::vector<Choice> risky;
    for (const Choice& choice : reachable) {
      if (--budget_ < 0) return false;
      const Island& island = islands_[static_cast<std::size_t>(choice.island)];
      const std::vector<int>& walk = walks_[static_cast<std::size_t>(choice.island)][choice.walk];
      paint(island, 1);
      bool can_leave = left == 1;
      for (int next : neighbours(instance_, walk.back()))
        can_leave = can_leave || !painted_[static_cast<std::size_t>(next)];
      bool keeps_reach = true;
      if (can_leave && left > 1) {
        const std::vector<int> after = reach(walk.back()).previous;
        for (std::size_t i = 0; i < islands_.size(); ++i) {
          const auto source = static_cast<std::size_t>(islands_[i].source);
          if (!done_[i] && static_cast<int>(i) != choice.island && previous[source] >= 0 && after[source] < 0)
            keeps_reach = false;
        }
      }
      paint(island, 0);
      if (!can_leave) continue;
      if (!keeps_reach) {
        risky.push_back(choice);
        continue;
      }
      if (take(choice, previous)) return true;
      if (budget_ < 0) return false;
    }
    for (const Choice& choice : risky) {
      if (--budget_ < 0) return false;
      if (take(choice, previous)) return true;
      if (budget_ < 0) return false;
    }
    return false;
  }

  bool take(const Choice& choice, const std::vector<int>& previous) {
    const auto i = static_cast<std::size_t>(choice.island);
    Turn turn;
    turn.island = choice.island;
    turn.walk = &walks_[i][choice.walk];
    for (int at = islands_[i].source; previous[static_cast<std::size_t>(at)] != at;
         at = previous[static_cast<std::size_t>(at)])
      turn.approach.push_back(at);
    std::reverse(turn.approach.begin(), turn.approach.end());
    turns_.push_back(std::move(turn));
    done_[i] = 1;
    paint(islands_[i], 1);
    if (search(turns_.back().walk->back())) return true;
    paint(islands_[i], 0);
    done_[i] = 0;
    turns_.pop_back();
    return false;
  }

  const Instance& instance_;
  const std::vector<Island>& islands_;
  const std::vector<std::vector<std::vector<int>>>& walks_;
  std::vector<char> painted_;
  std::vector<char> done_;
  std::vector<Turn> turns_;
  long long budget_ = 0;
};

// ---------------------------------------------------------------------------
// The format
// ---------------------------------------------------------------------------

class PddlFormat final : public Format {
 public:
  std::string_view name() const override { return "pddl"; }
  std::string_view extension() const override { return ".pddl"; }

  // A PDDL problem of this domain: "(define" first (after comments), a
  // "(problem" header, and one of the domain's own predicates.
  bool sniff(std::string_view text) const override {
    std::size_t at = 0;
    while (at < text.size()) {
      if (std::isspace(static_cast<unsigned char>(text[at]))) {
        ++at;
      } else if (text[at] == ';') {
        at = text.find('\n', at);
        if (at == std::string_view::npos) return false;
      } else {
        break;
      }
    }
    if (word_after_paren(text, at) != "define") return false;
    std::string lower(text);
    std::transform(lower.begin(), lower.end(), lower.begin(),
                   [](char c) { return static_cast<char>(std::tolower(static_cast<unsigned char>(c))); });
    bool problem = false;
    for (std::size_t open = lower.find('('); open != std::string::npos && !problem; open = lower.find('(', open + 1))
      problem = word_after_paren(lower, open) == "problem";
    return problem &&
           (lower.find("robot-pos") != std::string::npos || lower.find("remaining-cells") != std::string::npos);
  }

  std::vector<Instance> read(std::string_view text) const override { return {read_problem_instance(text)}; }

  // The reference plan, when the solution is known; an instance without one
  // is written without a plan.
  std::vector<NamedText> companions(const Instance& instance, const WriteOptions&) const override {
    if (!instance.solution) return {};
    return {{"plan", reference_plan(instance)}};
  }

  std::optional<NamedText> directory_file(const WriteOptions& options) const override {
    return NamedText{"domain.pddl", pddl_domain_text(options.pddl_domain)};
  }

 protected:
  std::string write_text(const Instance& instance, const WriteOptions& options) const override {
    return write_problem(instance, options);
  }
};

}  // namespace

std::string pddl_domain_text(std::string_view name) {
  return std::string(kDomainHead) + "(define (domain " + domain_name_or_default(name) + ")\n" +
         std::string(kDomainBody);
}

const Format& pddl_format() {
  static const PddlFormat format;
  return format;
}

std::string reference_plan(const Instance& instance) {
  require_writable(instance);
  if (!instance.solution) throw FormatError("no plan: the instance's solution is not known");
  const std::vector<Island> islands = islands_of(instance, *instance.solution);

  std::vector<std::vector<std::vector<int>>> walks;
  for (const Island& island : islands) {
    bool out_of_budget = false;
    walks.push_back(CoveringWalks(instance, island).find(out_of_budget));
    if (walks.back().empty())
      throw FormatError("no plan: the island of the " + std::to_string(island.size) + " at " +
                        to_string(instance.cell(island.source)) + " cannot be painted: " +
                        (out_of_budget ? "no walk from its number through all its cells was found within the "
                                         "search limit"
                                       : "no walk from its number passes through all its cells once"));
  }
  bool out_of_budget = false;
  std::optional<std::vector<Turn>> turns = PaintingOrder(instance, islands, walks).find(out_of_budget);
  if (!turns)
    throw FormatError(std::string("no plan: ") +
                      (out_of_budget ? "no order of painting the islands was found within the search limit"
                                     : "in no order of painting the islands can the robot reach every number "
                                       "without crossing a painted island"));

  std::string plan;
  int steps = 0;
  auto step = [&](const std::string& text) {
    plan += "(" + text + ")\n";
    ++steps;
  };
  int robot = 0;
  for (const Turn& turn : *turns) {
    const Island& island = islands[static_cast<std::size_t>(turn.island)];
    for (int cell : turn.approach) {
      step("move " + cell_name(instance, robot) + " " + cell_name(instance, cell));
      robot = cell;
    }
    const std::string group = group_name(island.group);
    step("start-painting " + cell_name(instance, island.source) + " " + group + " " + number_name(island.size) + " " +
         number_name(island.size - 1));
    const std::vector<int>& walk = *turn.walk;
    for (std::size_t k = 1; k < walk.size(); ++k) {
      const int left = island.size - static_cast<int>(k);
      step("move-painting " + cell_name(instance, walk[k - 1]) + " " + cell_name(instance, walk[k]) + " " + group +
           " " + number_name(left) + " " + number_name(left - 1));
    }
    step("end-painting " + group);
    robot = walk.back();
  }
  return plan + "; cost = " + std::to_string(steps) + " (unit cost)\n";
}

}  // namespace pg::nurikabe

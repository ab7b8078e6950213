#include "pddl/problem_format.hpp"

#include <algorithm>
#include <cctype>
#include <set>

#include "core/errors.hpp"
#include "core/grid.hpp"
#include "core/text.hpp"
#include "pddl/decomposition.hpp"
#include "pddl/htn_plan_text.hpp"
#include "pddl/simulate.hpp"

namespace pg::pddl {
namespace {

// "puzzlegen-nurikabe-5x5-seed-7-index-3" for a generated instance, which
// names it for good; "puzzlegen-nurikabe-5x5" otherwise.
std::string problem_name(std::string_view puzzle, const Instance& instance) {
  std::string name = "puzzlegen-" + std::string(puzzle) + "-" + size_string(instance.rows, instance.cols);
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

// "pos-X-Y" as (X, Y); nullopt for any other name. Coordinates past the
// largest grid are read so that the error can say so.
}  // namespace

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

int cell_index(const Instance& instance, std::string_view name) {
  const auto xy = cell_coordinates(name);
  if (!xy || xy->first >= instance.cols || xy->second >= instance.rows) return -1;
  return instance.index(static_cast<int>(xy->second), static_cast<int>(xy->first));
}


bool is_name(std::string_view name) {
  if (name.empty() || !std::isalpha(static_cast<unsigned char>(name.front()))) return false;
  return std::all_of(name.begin(), name.end(),
                     [](char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '-' || c == '_'; });
}

std::string cell_name(const Instance& instance, int cell) {
  Cell at = instance.cell(cell);
  return "pos-" + std::to_string(at.col) + "-" + std::to_string(at.row);
}

std::string number_name(int n) { return "n" + std::to_string(n); }
std::string step_name(int n) { return "s" + std::to_string(n); }

bool ProblemFormat::sniff(std::string_view text) const {
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
  const bool network = lower.find("(:htn") != std::string::npos;
  if (!problem || network != (spec_.language == Language::hddl)) return false;
  // The domain a problem names comes within its first lines; the facts of a
  // large grid may come after the lines sniffing reads.
  if (const std::size_t at = lower.find("(:domain"); at != std::string::npos) {
    std::size_t from = at + std::string_view("(:domain").size();
    while (from < lower.size() && std::isspace(static_cast<unsigned char>(lower[from]))) ++from;
    std::size_t to = from;
    while (to < lower.size() && (std::isalnum(static_cast<unsigned char>(lower[to])) || lower[to] == '-' || lower[to] == '_'))
      ++to;
    if (declares(std::string_view(lower).substr(from, to - from))) return true;
  }
  return
         std::any_of(spec_.signature.begin(), spec_.signature.end(),
                     [&](std::string_view predicate) { return lower.find(predicate) != std::string::npos; });
}

std::vector<ReadItem> ProblemFormat::read_items(std::string_view text) const {
  return read_whole(text, [&](std::string_view whole) { return read_one(whole); });
}

Instance ProblemFormat::read_one(std::string_view text) const {
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
  Problem problem = read_problem(text);
  if (!is_name(problem.domain))
    throw InputError("expected a domain name such as " + std::string(spec_.domain.name) + ", found " +
                         in_quotes(problem.domain),
                     problem.domain_line, problem.domain_column);
  return read_body(problem);
}

std::vector<NamedText> ProblemFormat::companions(const Instance& instance, const WriteOptions&) const {
  if (!instance.solution) return {};
  return {{"plan", reference_plan(instance)}};
}

std::optional<NamedText> ProblemFormat::directory_file(const WriteOptions& options) const {
  return NamedText{"domain" + std::string(extension()), domain_text(options.pddl_domain)};
}

bool ProblemFormat::declares(std::string_view name) const {
  return !name.empty() &&
         (name == spec_.domain.name || std::find(spec_.aliases.begin(), spec_.aliases.end(), name) != spec_.aliases.end());
}

namespace {

std::optional<std::string> domain_name_fault(std::string_view name) {
  if (name.empty() || is_name(name)) return std::nullopt;
  return "invalid PDDL domain name " + describe_token(name) + ": expected a letter, then letters, digits, '-' or '_'";
}

}  // namespace

std::optional<std::string> ProblemFormat::cannot_hold(int, int, const WriteOptions& options) const {
  return domain_name_fault(options.pddl_domain);
}

std::string ProblemFormat::domain_name_or_default(std::string_view name) const {
  if (name.empty()) return std::string(spec_.domain.name);
  if (std::optional<std::string> fault = domain_name_fault(name)) throw FormatError(*fault);
  return std::string(name);
}

std::string ProblemFormat::domain_text(std::string_view name) const {
  return std::string(spec_.domain.comment) + "(define (domain " + domain_name_or_default(name) + ")\n" +
         std::string(spec_.domain.body);
}

const Domain& ProblemFormat::domain(const std::string& name) const {
  static thread_local std::map<std::pair<const ProblemFormat*, std::string>, Domain> parsed;
  auto key = std::pair(this, name);
  auto it = parsed.find(key);
  if (it == parsed.end()) it = parsed.emplace(key, read_domain(domain_text(name))).first;
  return it->second;
}

void ProblemFormat::check(const Problem& problem) const { check_problem(domain(problem.domain), problem); }

std::string ProblemFormat::write_text(const Instance& instance, const WriteOptions& options) const {
  const std::string domain = domain_name_or_default(options.pddl_domain);
  const Body body = write_body(instance);
  std::string out;
  for (const std::string& line : body.comment) out += "; " + line + "\n";
  out += "(define (problem " + problem_name(spec_.puzzle, instance) + ")\n";
  out += "  (:domain " + domain + ")\n";
  out += "  (:objects\n";
  for (const Objects& objects : body.objects) append_wrapped(out, objects.names, objects.type);
  out += "  )\n";
  if (spec_.language == Language::hddl) {
    out += "  (:htn\n    :parameters ()\n    :ordered-subtasks (and";
    for (std::size_t i = 0; i < body.tasks.size(); ++i)
      out += "\n      (t" + std::to_string(i + 1) + " " + body.tasks[i] + ")";
    out += "))\n";
  }
  out += "  (:init\n";
  for (const Section& section : body.init) {
    if (!section.comment.empty()) out += "    ; " + section.comment + "\n";
    for (const std::string& fact : section.facts) out += "    " + fact + "\n";
  }
  out += "  )\n";
  if (!body.goal.empty() || spec_.language == Language::pddl) {
    out += "  (:goal (and";
    for (const std::string& conjunct : body.goal) out += "\n    " + conjunct;
    out += "))\n";
  }
  out += ")\n";
  return out;
}

GridCells ProblemFormat::read_cells(const Problem& problem, std::string_view type, const SizeLimits& limits) {
  GridCells cells;
  const Typed* first_cell = nullptr;
  for (const Typed& object : problem.objects) {
    if (object.type != type) continue;
    auto xy = cell_coordinates(object.name);
    if (!xy)
      throw InputError("expected a " + std::string(type) + " named pos-X-Y (X the column, Y the row, from 0), found " +
                           in_quotes(object.name),
                       object.line, object.column);
    if (xy->first >= limits.max_side || xy->second >= limits.max_side)
      throw InputError(std::string(type) + " " + in_quotes(object.name) + " lies outside the largest grid, " +
                           grid_words(limits.max_side, limits.max_side),
                       object.line, object.column);
    Cell at{static_cast<int>(xy->second), static_cast<int>(xy->first)};
    cells.at.emplace(object.name, at);
    cells.width = std::max(cells.width, at.col + 1);
    cells.height = std::max(cells.height, at.row + 1);
    if (first_cell == nullptr) first_cell = &object;
  }
  if (first_cell == nullptr) {
    const Typed* first = problem.objects.empty() ? nullptr : &problem.objects.front();
    throw InputError("the problem declares no " + std::string(type) + "s: expected objects pos-X-Y - " +
                         std::string(type),
                     first ? first->line : 1, first ? first->column : 1);
  }
  if (static_cast<long long>(cells.at.size()) != static_cast<long long>(cells.width) * cells.height) {
    std::set<std::pair<int, int>> present;
    for (const auto& [name, at] : cells.at) present.emplace(at.row, at.col);
    for (int y = 0; y < cells.height; ++y)
      for (int x = 0; x < cells.width; ++x)
        if (present.count({y, x}) == 0)
          throw InputError("the " + std::string(type) + "s do not fill a grid of " +
                               grid_words(cells.width, cells.height) + ": pos-" + std::to_string(x) + "-" +
                               std::to_string(y) + " is missing",
                           first_cell->line, first_cell->column);
  }
  return cells;
}

ProblemFormat::GridProblem ProblemFormat::read_grid(const Problem& problem, const SizeLimits& limits,
                                                    int blank) const {
  GridProblem grid{read_cells(problem, "cell", limits), {}};
  check(problem);
  grid.instance.puzzle = std::string(spec_.puzzle);
  grid.instance.rows = grid.cells.height;
  grid.instance.cols = grid.cells.width;
  grid.instance.givens.assign(
      static_cast<std::size_t>(grid.cells.width) * static_cast<std::size_t>(grid.cells.height), blank);
  return grid;
}

ProblemFormat::Counter ProblemFormat::read_counter(const Problem& problem, int first) {
  std::map<std::string, const Atom*> successor;
  for (const Atom& atom : problem.init) {
    if (atom.predicate != "next") continue;
    auto [it, added] = successor.emplace(atom.args[0], &atom);
    if (!added && it->second->args[1] != atom.args[1])
      throw InputError("number " + in_quotes(atom.args[0]) + " has two successors, " +
                           in_quotes(it->second->args[1]) + " and " + in_quotes(atom.args[1]),
                       atom.line, atom.column);
  }
  Counter counter;
  counter.first = number_name(first);
  counter.value.emplace(counter.first, first);
  for (std::string at = counter.first;;) {
    auto next = successor.find(at);
    if (next == successor.end()) break;
    const Atom& atom = *next->second;
    if (!counter.value.emplace(atom.args[1], counter.value[at] + 1).second)
      throw InputError("the NEXT chain from " + counter.first + " comes back to " + in_quotes(atom.args[1]), atom.line,
                       atom.column);
    counter.last = &atom;
    at = atom.args[1];
  }
  return counter;
}

int ProblemFormat::Counter::of(const std::string& name, const Atom& atom, std::string_view what) const {
  auto it = value.find(name);
  if (it == value.end())
    throw InputError(std::string(what) + " " + in_quotes(name) + " is not reached from " + first +
                         " by the (NEXT ...) facts",
                     atom.line, atom.column);
  return it->second;
}

void ProblemFormat::Body::describe(const Instance& instance, std::string_view title, const std::string& more,
                                   std::vector<std::string> picture) {
  comment.push_back(std::string(title) + ", " + std::to_string(instance.rows) + " rows by " +
                    std::to_string(instance.cols) + " columns" + more);
  for (std::string& line : picture) comment.push_back(std::move(line));
}

void ProblemFormat::Body::add_cells(const Instance& instance) {
  for (int r = 0; r < instance.rows; ++r) {
    std::vector<std::string> row;
    for (int c = 0; c < instance.cols; ++c) row.push_back(cell_name(instance, instance.index(r, c)));
    objects.push_back({std::move(row), "cell"});
  }
}

void ProblemFormat::Body::add_numbers(int first, int last) {
  if (first > last) return;
  std::vector<std::string> numbers;
  for (int n = first; n <= last; ++n) numbers.push_back(number_name(n));
  objects.push_back({std::move(numbers), "num"});
}

void ProblemFormat::Body::add_steps(int count, Section facts) {
  std::vector<std::string> steps;
  for (int n = 0; n <= count; ++n) steps.push_back(step_name(n));
  objects.push_back({std::move(steps), "step"});
  for (int n = 0; n < count; ++n) facts.facts.push_back("(NEXT-STEP " + step_name(n) + " " + step_name(n + 1) + ")");
  facts.facts.push_back("(now " + step_name(0) + ")");
  init.push_back(std::move(facts));
  goal.push_back("(now " + step_name(count) + ")");
}

ProblemFormat::Section ProblemFormat::counters(std::string comment, int first, int last) {
  Section section{std::move(comment), {}};
  for (int n = first; n < last; ++n)
    section.facts.push_back("(NEXT " + number_name(n) + " " + number_name(n + 1) + ")");
  return section;
}

ProblemFormat::Section ProblemFormat::connections(const Instance& instance) {
  const Grid grid(instance);
  Section section{"The grid.", {}};
  for (int i = 0; i < instance.cells(); ++i)
    for (int next : grid.neighbours_in_reading_order(i))
      section.facts.push_back("(CONNECTED " + cell_name(instance, i) + " " + cell_name(instance, next) + ")");
  return section;
}

void ProblemFormat::require_implied_tasks(const Problem& problem, const Instance& instance,
                                          std::string_view source) const {
  if (!problem.htn) return;
  const std::vector<std::string> expected = write_body(instance).tasks;
  const std::vector<TaskCall>& stated = problem.htn->subtasks;
  for (std::size_t i = 0; i < std::max(expected.size(), stated.size()); ++i) {
    const std::string wanted = i < expected.size() ? lowercase(expected[i]) : std::string();
    if (i < stated.size() && to_string(stated[i].call) == wanted) continue;
    if (i >= stated.size())
      throw InputError("the initial task network lacks task " + std::to_string(i + 1) + ", " + wanted +
                           ", which follows from " + std::string(source),
                       problem.htn->line, problem.htn->column);
    throw InputError("task " + std::to_string(i + 1) + " of the initial task network should be " +
                         (wanted.empty() ? std::string("none") : wanted) + ", as follows from " + std::string(source) +
                         "; found " + to_string(stated[i].call),
                     stated[i].call.line, stated[i].call.column);
  }
}

void ProblemFormat::require_implied_facts(const Problem& problem, const Instance& instance,
                                          const std::map<std::string, std::string>& implied,
                                          std::string_view source) const {
  auto lowercase = [](std::string text) {
    for (char& c : text) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return text;
  };
  // "(sees pos-0-0 pos-1-0)": its predicate and its first argument.
  auto predicate_of = [](const std::string& fact) { return fact.substr(1, fact.find_first_of(" )") - 1); };
  auto first_argument_of = [](const std::string& fact) {
    const std::size_t from = fact.find(' ') + 1;
    return fact.substr(from, fact.find_first_of(" )", from) - from);
  };
  std::vector<std::string> expected_in_order;  // as the writer gives them
  for (const Section& section : write_body(instance).init)
    for (const std::string& fact : section.facts)
      if (implied.count(predicate_of(lowercase(fact)))) expected_in_order.push_back(lowercase(fact));
  const std::set<std::string> expected(expected_in_order.begin(), expected_in_order.end());
  std::set<std::string> stated;
  for (const Atom& atom : problem.init) {
    auto rule = implied.find(atom.predicate);
    if (rule == implied.end()) continue;
    std::string text = "(" + atom.predicate;
    for (const std::string& arg : atom.args) text += " " + arg;
    text += ")";
    if (expected.count(text) == 0)
      throw InputError(text + " does not follow from " + std::string(source) + ": " + rule->second, atom.line,
                       atom.column);
    stated.insert(text);
  }
  require_implied_tasks(problem, instance, source);
  for (const std::string& fact : expected_in_order) {
    if (stated.count(fact) != 0) continue;
    const std::string name = first_argument_of(fact);
    auto declared = std::find_if(problem.objects.begin(), problem.objects.end(),
                                 [&](const Typed& object) { return object.name == name; });
    const int line = declared == problem.objects.end() ? 0 : declared->line;
    const int column = declared == problem.objects.end() ? 0 : declared->column;
    throw InputError("the problem lacks " + fact + ", which follows from " + std::string(source) + ": " +
                         implied.at(predicate_of(fact)),
                     line, column);
  }
}

int ProblemFormat::cell_of(const Instance& instance, const PlanStep& step, std::size_t arg) {
  const std::string& name = arg < step.args.size() ? step.args[arg] : std::string();
  const int cell = cell_index(instance, name);
  if (cell < 0)
    throw FormatError("step (" + step.action + " ...) on line " + std::to_string(step.line) + ": " + in_quotes(name) +
                      " is no cell pos-X-Y of the " + size_string(instance.rows, instance.cols) + " grid");
  return cell;
}

std::vector<int> ProblemFormat::marked(const Instance& instance, std::span<const PlanStep> plan, std::vector<int> cells,
                                      std::initializer_list<Mark> marks) {
  for (const PlanStep& step : plan)
    for (const Mark& mark : marks)
      if (step.action == mark.action) cells[static_cast<std::size_t>(cell_of(instance, step, mark.arg))] = mark.value;
  return cells;
}

std::vector<std::string> ProblemFormat::grid_comment(const Instance& instance) {
  std::vector<std::string> lines;
  for (int r = 0; r < instance.rows; ++r) {
    std::string line = " ";
    for (int c = 0; c < instance.cols; ++c) {
      int v = instance.given(r, c);
      line += " " + (v == kNone ? std::string(".") : v == kUnknown ? std::string("?") : std::to_string(v));
    }
    lines.push_back(std::move(line));
  }
  return lines;
}

std::string ProblemFormat::judged_plan(const Instance& instance, std::string plan) const {
  const Domain& judge = domain(std::string(spec_.domain.name));
  const Problem problem = read_problem(write(instance));
  const PlanCheck check = spec_.language == Language::hddl ? validate_htn_plan(judge, problem, read_htn_plan(plan))
                                                           : validate_plan(judge, problem, read_plan(plan));
  if (!check.valid) throw broken_solution(check.message);
  return plan;
}

const std::vector<int>& known_solution(const Instance& instance) {
  if (!instance.solution) throw FormatError("no plan: the instance's solution is not known");
  require_one_given_per_cell(instance);
  require_one_value_per_cell(instance, *instance.solution);
  return *instance.solution;
}

const ProblemFormat* find_domain(std::span<const ProblemFormat* const> formats, std::string_view name) {
  for (const ProblemFormat* format : formats)
    if (format->declares(name)) return format;
  return nullptr;
}

std::string domain_names(std::span<const ProblemFormat* const> formats) {
  std::string list;
  for (const ProblemFormat* format : formats) {
    list += (list.empty() ? "" : ", ") + std::string(format->domain_name());
    for (std::string_view alias : format->aliases()) list += ", " + std::string(alias);
  }
  return list;
}

}  // namespace pg::pddl

// puzzlegen as a library: everything the command line does, for a program.
// Value types in and out (core/instance.hpp's Instance is the puzzle), no
// printing and no exit codes: errors are the exceptions of core/errors.hpp,
// whose messages name the file, line and column. The catalogue (puzzles,
// formats, tiers, options, limits) is data. The command line (cli/) is a thin
// client of this header: it parses options, calls these, and prints.
//
// Installed with the library (make install); a program finds it with CMake's
// find_package(puzzlegen) and links puzzlegen::puzzlegen.
#pragma once

#include <array>
#include <chrono>
#include <cstdint>
#include <functional>
#include <iosfwd>
#include <map>
#include <memory>
#include <optional>
#include <span>
#include <stop_token>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/errors.hpp"
#include "core/instance.hpp"
#include "core/verdict.hpp"

namespace pg::api {

// ---------------------------------------------------------------------------
// The catalogue
// ---------------------------------------------------------------------------

// One of a puzzle's generator options (--NAME VALUE on the command line).
struct OptionInfo {
  std::string name;
  std::string help;
  std::int64_t min = 0, max = 0;     // a number's range, when `choices` is empty
  std::vector<std::string> choices;  // the values it takes, when it is a choice
  std::string fallback;              // its default, as text
};

struct PuzzleInfo {
  std::string name;   // "takuzu"
  std::string title;  // "Takuzu (Binairo)"
  // The formats it is read and written in: its own (the default first, then
  // its PDDL problems), then "json".
  std::vector<std::string> formats;
  std::vector<std::string> rule_sets;  // the default first; empty when it has one
  std::vector<OptionInfo> options;
  SizeLimits reads;      // what its readers take
  SizeLimits generates;  // what its generator makes
  // The smallest side the generator makes of each tier, easiest first.
  std::array<int, kDifficulties.size()> smallest_side{};
  std::string domain;                       // its PDDL domain's name; empty when it has none
  std::vector<std::string> domain_aliases;  // other names the domain answers to
};

std::vector<PuzzleInfo> puzzles();
// UsageError for a name it does not know, offering the nearest.
PuzzleInfo puzzle(std::string_view name);
// Every format some puzzle is written in, each once, in the catalogue's order.
std::vector<std::string> format_names();
// The tiers' names, easiest first, and a tier by name (UsageError otherwise,
// offering the nearest).
std::vector<std::string> difficulty_names();
Difficulty difficulty(std::string_view name);
// "unknown difficulty SHOWN; did you mean ...? (expected ...)": the refusal of
// a tier's name `name`, however the place it comes from words it (SHOWN).
std::string unknown_difficulty(const std::string& shown, std::string_view name);
// "RxC" or "N" (square): {rows, cols}; UsageError otherwise.
std::pair<int, int> size(std::string_view text);
// PUZZLE's PDDL domain, declared as `name` (its own name when empty);
// UsageError for a puzzle without one or a name it does not answer to.
std::string domain_text(std::string_view puzzle, std::string_view name = {});
// Whether `format` is one of `puzzle`'s PDDL problems, whose answer is a plan.
bool is_problem_format(std::string_view puzzle, std::string_view format);
// Whether a file of `format` is one document holding a list of instances
// (EARIN's in.txt), and whether a text of it holds one instance only, so
// that several cannot share a stream.
bool is_one_document(std::string_view puzzle, std::string_view format);
bool holds_one_instance(std::string_view puzzle, std::string_view format);

// ---------------------------------------------------------------------------
// Reading instances
// ---------------------------------------------------------------------------

struct ReadOptions {
  std::string puzzle;  // empty: detected
  std::string format;  // empty: detected
  std::string rules;   // empty: as read (the puzzle's default unless the input says)
  // Told what detection chose when an input reads as several puzzles.
  std::function<void(const std::string& note)> on_note;
};

// Why an entry could not be answered.
enum class Refusal {
  none,
  malformed,       // it does not read
  unreadable,      // its file cannot be read
  wrong_solution,  // it reads, but the solution it holds breaks the rules
};
// "malformed", "unreadable", "wrong-solution" (as verify prints them).
std::string_view to_string(Refusal refusal);

// One instance of the inputs, or why it could not be read.
struct Entry {
  std::string file;  // as named ("<stdin>" for "-"), or found in a directory
  int number = 1;    // in its file, from 1
  bool several = false;  // its file holds more than one instance (read or not)
  std::optional<Instance> instance;
  std::string error;  // "FILE:LINE:COL: message" when not read
  Refusal refusal = Refusal::none;
  std::string format;  // the format it was read as
  int line = 0;        // where it starts in its file (0: unknown)
};

// The instance files of `paths`: a file as given ("-" for standard input), a
// directory as the instance files under it, sorted, at any depth, without
// what a directory of generated instances holds beside them (hidden files,
// reference plans, domain.pddl, manifests). NoInputError for a path that does
// not exist or a directory without instances.
std::vector<std::string> input_files(const std::vector<std::string>& paths);

// Every instance of `paths`, in order, one at a time, each file opened,
// detected and read as its turn comes, so that memory holds an instance or
// two however many there are. An instance whose stored solution breaks the
// rules is refused (Refusal::wrong_solution); a file that cannot be read is
// an entry with its error. UsageError (a bad puzzle, format or rules name)
// stops at once.
class Inputs {
 public:
  // NoInputError as input_files.
  Inputs(const std::vector<std::string>& paths, ReadOptions options);
  ~Inputs();
  Inputs(const Inputs&) = delete;
  Inputs& operator=(const Inputs&) = delete;

  std::size_t files() const;
  // The next entry, or nullopt after the last.
  std::optional<Entry> next();
  // Whether there is more than one entry in all (reading ahead as far as the
  // second).
  bool several();

 private:
  struct State;
  std::unique_ptr<State> state_;
};

// What tells an answer apart from the others: "" for a lone instance,
// "instance K: " for one of several in one file, "FILE: " or
// "FILE: instance K: " when there are several files.
std::string label(const Entry& entry, std::size_t files);
// "FILE:LINE: [instance K: ]MESSAGE": what is wrong with an instance that
// reads, named so that it can be found.
std::string instance_fault(const Entry& entry, const std::string& message);

struct Loaded {
  Instance instance;
  std::string format;  // the format it was read as
  int line = 0;        // where it starts in its file
};
// PATH's one instance ("-": standard input), its rules set from `options`
// and its stored solution checked (WrongSolutionError). LocatedInputError
// "FILE: holds N instances; TAKER takes one" unless it holds exactly one.
Loaded read_one(const std::string& path, const ReadOptions& options, std::string_view taker);
// The whole of a file that is not an instance (a plan, a domain, a solution),
// without a byte-order mark. NoInputError when it cannot be read.
std::string read_file(const std::string& path);
// The name messages use: "<stdin>" for "-", control bytes escaped.
std::string display_name(const std::string& path);
// "FILE:LINE:COL: message" from a reader's error.
LocatedInputError located(const std::string& path, const InputError& error);

// ---------------------------------------------------------------------------
// Writing instances
// ---------------------------------------------------------------------------

struct WriteOptions {
  std::string domain_name;  // PDDL: the domain name problems refer to
};

// The instance in `format` (empty: the puzzle's default); FormatError when the
// format cannot state it, UsageError for a format the puzzle has not.
std::string write(const Instance& instance, std::string_view format = {}, const WriteOptions& options = {});
// Why `format` cannot hold a puzzle of that size under `options`, with the
// formats that can ("...; --format tatham or json can hold it"), asked of the
// formats without writing anything; nullopt when it can.
std::optional<std::string> cannot_write(std::string_view puzzle, std::string_view format, int rows, int cols,
                                         const WriteOptions& options = {});
// "tatham or json": the puzzle's formats that can write `instance`.
std::string formats_that_can(const Instance& instance, const WriteOptions& options = {});
// A solution in the judge's output text.
std::string solution_text(const Instance& instance, std::span<const int> solution);
// The puzzle's SAT encoding in DIMACS, a comment per variable; with `unique`,
// one clause more ("differs from the solution found"): unsatisfiable exactly
// when the puzzle is unique. nullopt, with `unique`, when there is no solution.
std::optional<std::string> cnf(const Instance& instance, bool unique = false);

// Where output goes, decided once from -o: standard output ("-" or empty), a
// file, a directory (one that exists, a name ending in '/', or a new name
// when several files are to be written), or a device or FIFO written
// through. Every file is complete or absent: written into a temporary renamed
// over its name. In a directory, a file of the same content is left as it is
// and one of other content is replaced only with `force`.
struct OutputRequest {
  std::string path;        // "-" or empty: standard output
  bool several = false;    // more than one text is coming
  bool one_stream = false;  // the texts join into one document (a list format)
  bool force = false;
  // The refusal when `path` is an existing file and several texts are
  // coming: "PATH is a file; " then this.
  std::string several_to_file = " is a file; several instances go to a stream (standard output) or to -o DIR";
};

// One text written whole to PATH ("-" or empty: `out`), as Output writes a
// file; CantCreateError when it cannot be.
void write_whole(const std::string& path, std::string_view text, std::ostream& out);

// One file among others (a corpus directory): an existing file of the same
// content is left as it is; one of other content is replaced only with
// `force` (CantCreateError otherwise), so that two runs into one directory
// never silently overwrite each other.
void write_among_others(const std::string& path, const std::string& text, bool force);

class Output {
 public:
  enum class Kind { standard_output, file, directory };
  // Creates the directory, and learns that a file can be made where the
  // output goes, before any work (CantCreateError, UsageError). `out` is what
  // standard output is.
  Output(OutputRequest request, std::ostream& out);
  ~Output();
  Output(const Output&) = delete;
  Output& operator=(const Output&) = delete;

  // Where `request` goes, decided without touching anything (UsageError,
  // CantCreateError as the constructor).
  static Kind kind_of(const OutputRequest& request);
  Kind kind() const { return kind_; }
  const std::string& path() const { return request_.path; }

  // Into the stream (standard output or the file).
  void append(std::string_view text);
  // Into the directory: NAME, a file name.
  void file(const std::string& name, const std::string& text);
  // An instance in `format` as file NAME (without extension) of the
  // directory, with its companions (a reference plan) and, once, the
  // directory's shared file (domain.pddl); into the stream, the format's item
  // (`first` says whether it opens the stream).
  void instance(const Instance& instance, std::string_view format, const WriteOptions& options,
                const std::string& name);
  // The stream complete: the format's closing, then the file renamed into
  // place. Without finish(), a file is left as it was.
  void finish();

 private:
  struct Stream;
  OutputRequest request_;
  std::ostream* out_;
  Kind kind_ = Kind::standard_output;
  std::unique_ptr<Stream> stream_;
  std::vector<std::string> shared_written_;
  std::string closing_;  // what the stream's format closes it with
  bool first_ = true;
};

// ---------------------------------------------------------------------------
// Generating
// ---------------------------------------------------------------------------

struct GenerateRequest {
  std::string puzzle;
  int rows = 0, cols = 0;
  Difficulty difficulty = Difficulty::medium;
  std::uint64_t seed = 1;
  // The puzzle's own options by name (puzzles()[].options), as text.
  std::map<std::string, std::string> options;
  std::string rules;        // empty: the puzzle's default
  std::uint64_t index = 0;  // of the first instance
  std::uint64_t count = 1;
  int threads = 0;  // 0: one per hardware thread
  // What one puzzle may take before the generator gives up (GenerateError):
  // solved grids tried, and seconds (none: no limit), checked between
  // attempts, so that it decides only whether a puzzle comes, never which.
  std::int64_t attempts = 10000;
  std::optional<std::chrono::duration<double>> time_limit = std::chrono::seconds(60);
  std::function<void()> on_attempt;  // told as each attempt starts (any thread)
  // Asked between attempts; a stop ends the run with Cancelled.
  std::stop_token stop;
};

// A generation stopped by its request's stop token.
class Cancelled : public std::runtime_error {
 public:
  Cancelled() : std::runtime_error("cancelled") {}
};

// A request checked once (UsageError for a size, option or rules the puzzle
// does not take) and made ready to run: instance `index` is a pure function
// of the request, whatever the thread count.
class Generation {
 public:
  explicit Generation(GenerateRequest request);
  ~Generation();
  Generation(Generation&&) noexcept;
  Generation& operator=(Generation&&) noexcept;

  const GenerateRequest& request() const;
  // The instances index .. index+count-1, each given to `each` in order, on
  // the calling thread. GenerateError when one cannot be made.
  void run(const std::function<void(Instance&&)>& each) const;
  // Instance `index` alone.
  Instance one(std::uint64_t index) const;
  // PUZZLE-RxC-DIFFICULTY[-RULES][-OPTION-VALUE...]-sSEED-NNNN: the file name
  // (without extension) of instance `index`, padded to `width` digits.
  std::string file_name(std::uint64_t index, int width) const;

 private:
  struct State;
  std::unique_ptr<State> state_;
};

// ---------------------------------------------------------------------------
// Verifying, solving, grading, explaining
// ---------------------------------------------------------------------------

// Seconds an answer may take; 0: no limit.
struct Budget {
  double seconds = 0;
};

struct Verification {
  Verdict verdict = Verdict::unknown;
  std::vector<std::vector<int>> solutions;  // one when unique, two when multiple
  std::vector<Cell> differing;              // where the two differ
  std::optional<Difficulty> difficulty;     // when unique: the tier the logic solver needs
  // When unique and the instance holds a solution other than the one:
  // "the stored solution differs from the unique solution at (R,C)".
  std::optional<std::string> stored_differs;
  // The report: "unique\n", "none\n", "unknown\n", or "multiple\n" and the
  // two solutions in the judge's output text with the cells where they
  // differ; and as data, with what the logic solver did.
  std::string text;
  Json json;
};
Verification verify(const Instance& instance, Budget budget = {});

struct Solved {
  Verdict verdict = Verdict::unknown;  // unique: found (one of them); none; unknown: the time ran out
  std::vector<int> solution;
};
Solved solve(const Instance& instance, Budget budget = {});
// The answer a solver prints: the solution in the judge's text, or for an
// instance read from a PDDL problem (`format`), the reference plan that
// carries it out (FormatError when the solution has no plan).
std::string answer_text(const Instance& instance, std::span<const int> solution, std::string_view format);

// The logic solver's steps, one reason each, then how it ends.
struct Explained {
  Verdict verdict = Verdict::unknown;  // as verify says, after the steps
  std::string text;                    // "1. RULE: ...", then the end
  Json json;                           // the same as data
};
Explained explain(const Instance& instance, Budget budget = {});

// ---------------------------------------------------------------------------
// Checking answers
// ---------------------------------------------------------------------------

struct RuleResult {
  bool valid = false;
  std::string rule;    // when not: the rule broken
  std::string detail;  // and where
  std::vector<std::string> notes;
};
// A solution in the judge's text against the rules and the givens; InputError
// when it does not read.
RuleResult check_solution(const Instance& instance, std::string_view solution);

struct ModelResult {
  enum class Answer { satisfiable, unsatisfiable, unknown } answer = Answer::unknown;
  std::string falsified;  // the clause the model falsifies, when it does
  RuleResult rules;       // the model's grid against the rules
  std::vector<int> solution;
};
// A SAT solver's output for cnf(instance): the model against the clauses and
// its grid against the rules. InputError when it does not read.
ModelResult check_model(const Instance& instance, std::string_view model);

struct PlanResult {
  enum class Answer { valid, invalid, unknown } answer = Answer::unknown;
  int steps = 0;
  int line = 0;         // the plan's line where it fails (0: none)
  std::string message;  // why it fails
  // In puzzlegen's own domains, the solution the plan carries out, against
  // the rules (which share nothing with the domain).
  std::string puzzle;  // empty for another domain
  std::optional<RuleResult> rules;
};
// A sequential plan (PLAN names the file) against PROBLEM and DOMAIN (empty:
// puzzlegen's domain of the name the problem gives). LocatedInputError for a
// file that does not read; UsageError for a domain that is none of ours.
PlanResult check_plan(const std::string& problem, const std::string& plan, const std::string& domain = {},
                      Budget budget = {});

// ---------------------------------------------------------------------------
// Pictures
// ---------------------------------------------------------------------------

enum class PictureKind { svg, pdf, png, html };
std::string_view to_string(PictureKind kind);

struct PictureOptions {
  PictureKind kind = PictureKind::svg;
  double cell = 32;              // a cell's side, pixels (points in a PDF)
  std::optional<double> margin;  // the blank around the grid; default half a cell
};
// The smallest and largest cell and margin render takes (UsageError beyond).
void check_picture_options(const PictureOptions& options);

// The puzzle, or with `solution` the solution, as one picture.
std::string draw(const Instance& instance, const std::vector<int>* solution, const PictureOptions& options);
// The time ran out before the work that was asked for was done.
struct OutOfTime : std::runtime_error {
  using std::runtime_error::runtime_error;
};
// The board before step `step` (from 1) of explain(), the cells it decides
// and reads outlined, the step under it. UsageError for a step it has not;
// OutOfTime when the budget ends before that step.
std::string draw_step(const Instance& instance, int step, const PictureOptions& options, Budget budget = {});
// Puzzles on A4 pages, `rows` down and `columns` across; with solutions, the
// solutions on the pages after. Only PDF holds several pages (UsageError).
struct SheetItem {
  Instance instance;
  std::optional<std::vector<int>> solution;
};
std::string draw_sheet(std::span<const SheetItem> items, int rows, int columns, const PictureOptions& options);
// A plan of puzzlegen's domains played step by step: an HTML page, or an SVG
// that plays itself (`seconds` a step). LocatedInputError naming the file
// that does not read.
std::string animate(const std::string& problem, const std::string& plan, const PictureOptions& options,
                    double seconds = 0.5);

}  // namespace pg::api

// A logic solver as a ladder of named rules, the way a player reasons: a
// table of rules, each with its tier and the name a player gives it, easiest
// first (as Tatham's range.c keeps its reasonings[] and microsoft/nurikabe
// chains its named analyses). The first rule that changes the board sends the
// ladder back to the first rule, so that every deduction is made, and graded,
// by the easiest rule that can make it; a puzzle's difficulty is the tier of
// the hardest rule it needs.
//
// A board derives from Ladder<Board> and supplies
//   static std::span<const Rule<Board>> rules();  its table, tiers ascending
//   static std::string say(int value);  a solution value in the puzzle's words
//   bool finished();  every cell decided (may find a contradiction)
//   std::vector<int> cells() const;  as Deduction::cells
//   int undecided() const;  the cells still open
// where each rule is a member function `bool rule()` that applies the rule
// once, true when it changed the board or found a contradiction; and it
// counts each cell it decides with count_step(cell, value).
//
// Explained (Solver::explain), the ladder records each step: a rule names
// its reason with because() before the decisions it forces, so that one
// step is one reason and the cells it forces, even when one application of
// the rule sweeps the whole board; it finds a contradiction with conflict()
// (its own words) or clash() (a decision that meets a cell decided
// otherwise). Unexplained, each of these is a test of one flag.
#pragma once

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/errors.hpp"
#include "core/grid.hpp"
#include "core/instance.hpp"
#include "solvers/explanation.hpp"
#include "solvers/solver.hpp"

namespace pg {

// The steps a board records while explaining. A copy of a recording board is
// a trial's board (a rule follows a guess on a copy): it keeps only the
// contradiction it meets, which the step that tried it then says.
class StepRecorder {
 public:
  StepRecorder() = default;
  StepRecorder(const StepRecorder& from) : mode_(from.mode_ == Mode::off ? Mode::off : Mode::failure) {}
  StepRecorder& operator=(const StepRecorder& from) {
    if (this != &from) {
      StepRecorder fresh(from);
      *this = std::move(fresh);
    }
    return *this;
  }
  StepRecorder(StepRecorder&&) = default;
  StepRecorder& operator=(StepRecorder&&) = default;
  ~StepRecorder() = default;

  // From now on, record every step; `start` is the board as the givens leave it.
  void record_steps(std::vector<int> start) {
    mode_ = Mode::steps;
    start_ = std::move(start);
  }
  bool on() const { return mode_ != Mode::off; }
  bool records_steps() const { return mode_ == Mode::steps; }

  // The rule at work until idle(); its decisions start a new step.
  void work(std::string_view rule, Difficulty tier) {
    rule_ = rule;
    tier_ = tier;
    reason_ = {};
    ++reason_id_;
  }
  void idle() { work({}, Difficulty::easy); }
  void because(Reason reason) {
    reason_ = std::move(reason);
    ++reason_id_;
  }
  void decide(int cell, int value, Decision::Kind kind, std::string says) {
    if (closed_) return;
    if (steps_.empty() || step_id_ != reason_id_) {
      steps_.push_back({rule_, tier_, {}, reason_, false, {}});
      step_id_ = reason_id_;
    }
    steps_.back().decided.push_back({cell, value, kind, std::move(says)});
  }
  // The board is contradictory: in the rule's words, or as a decision that
  // met a cell decided otherwise (`clash`, with what stood in its way).
  void contradiction(Reason reason, std::optional<Decision> clash = {}, std::string against = {}) {
    if (closed_ || mode_ == Mode::off) return;
    closed_ = true;
    Step step{rule_, tier_, {}, std::move(reason), true, std::move(against)};
    if (clash) step.decided.push_back(std::move(*clash));
    if (mode_ == Mode::steps)
      steps_.push_back(std::move(step));
    else
      failure_ = std::move(step);
  }
  // A contradiction the rule found without saying why: its reason as it stood.
  void close() {
    if (!closed_) contradiction(reason_.text.empty() ? Reason{{}, "the board breaks the rules", false} : reason_);
  }
  const Reason& reason() const { return reason_; }
  Explanation take(int open) { return {std::move(start_), std::move(steps_), open}; }
  const std::optional<Step>& failure() const { return failure_; }

 private:
  enum class Mode : std::uint8_t { off, steps, failure };
  Mode mode_ = Mode::off;
  std::string_view rule_;
  Difficulty tier_ = Difficulty::easy;
  Reason reason_;
  // Decisions join the last step while no new reason (or rule) came since it opened.
  std::uint64_t reason_id_ = 0, step_id_ = 0;
  bool closed_ = false;
  std::vector<int> start_;
  std::vector<Step> steps_;
  std::optional<Step> failure_;
};

template <class Board>
struct Rule {
  Difficulty tier;
  std::string_view name;
  bool (Board::*apply)();
};

template <class Board>
class Ladder {
 public:
  Deduction::Status propagate(Difficulty limit) {
    Board& board = static_cast<Board&>(*this);
    const std::span<const Rule<Board>> rules = Board::rules();
    if (rules.size() > kMaxRules) throw InternalError("a logic solver has more rules than its ladder counts");
    for (;;) {
      if (contradiction_) return Deduction::Status::contradiction;
      if (watch_.expired()) return Deduction::Status::stuck;
      if (board.finished()) {
        if (!contradiction_) return Deduction::Status::solved;
        recorder_.close();
        return Deduction::Status::contradiction;
      }
      bool changed = false;
      for (std::size_t r = 0; r < rules.size() && !changed; ++r) {
        const Rule<Board>& rule = rules[r];
        if (rule.tier > limit || rule.tier == Difficulty::expert) break;
        current_ = r;
        if (recorder_.on()) recorder_.work(rule.name, rule.tier);
        changed = (board.*rule.apply)();
        if (recorder_.on()) {
          if (contradiction_) recorder_.close();
          recorder_.idle();
        }
      }
      if (!changed) return Deduction::Status::stuck;
      hardest_ = std::max(hardest_, rules[current_].tier);
    }
  }

  bool contradiction() const { return contradiction_; }
  DeadlineWatch& watch() { return watch_; }
  Difficulty hardest() const { return hardest_; }
  // Deductions per tier, and per rule in the table's order.
  std::array<int, kDifficulties.size()> steps() const {
    std::array<int, kDifficulties.size()> per_tier{};
    const std::span<const Rule<Board>> rules = Board::rules();
    for (std::size_t r = 0; r < rules.size(); ++r) per_tier[static_cast<std::size_t>(rules[r].tier)] += steps_[r];
    return per_tier;
  }
  std::vector<RuleSteps> rule_steps() const {
    std::vector<RuleSteps> out;
    const std::span<const Rule<Board>> rules = Board::rules();
    for (std::size_t r = 0; r < rules.size(); ++r) out.push_back({rules[r].name, rules[r].tier, steps_[r]});
    return out;
  }

 
  // From now on, record each step (Solver::explain): the cells as they
  // stand are the givens' part.
  void record_steps() {
    recorder_.record_steps(static_cast<const Board&>(*this).cells());
    if (contradiction_) recorder_.contradiction({{}, "the givens break the rules", false});
  }
  Explanation explanation() { return recorder_.take(static_cast<const Board&>(*this).undecided()); }

 protected:
  // One deduction, credited to the rule at work.
  void count_step() { ++steps_[current_]; }
  // One deduction: the cell now holds `value`.
  void count_step(int cell, int value) {
    ++steps_[current_];
    if (trail_) trail_->emplace_back(cell, value);
    if (recorder_.records_steps()) recorder_.decide(cell, value, Decision::Kind::is, Board::say(value));
  }
  // The cell holds `value` as the board's bookkeeping makes it follow from
  // the step's decisions (no deduction of its own).
  void follows(int cell, int value) {
    if (recorder_.records_steps()) recorder_.decide(cell, value, Decision::Kind::follows, Board::say(value));
  }
  // The cell cannot hold `value` (counted by the caller, which may strike
  // several at once as one deduction).
  void ruled_out(int cell, int value) {
    if (recorder_.records_steps()) recorder_.decide(cell, value, Decision::Kind::is_not, Board::say(value));
  }
  // What the rule read for the decisions that follow: `say()` returns a
  // Reason, and is called only when explaining.
  template <class Say>
  void because(Say&& say) {
    if (recorder_.on()) recorder_.because(say());
  }
  // Reasons are wanted: for the steps, or for a trial's failure.
  bool explaining() const { return recorder_.on(); }
  // Steps are recorded (not a trial's board).
  bool recording_steps() const { return recorder_.records_steps(); }
  // The board is contradictory, for the Reason `say()` returns.
  template <class Say>
  void conflict(Say&& say) {
    contradiction_ = true;
    if (recorder_.on()) recorder_.contradiction(say());
  }
  // A decision of `value` met a cell decided otherwise; `against()` says
  // what stood in its way.
  template <class Against>
  void clash(int cell, int value, Against&& against) {
    contradiction_ = true;
    if (recorder_.on())
      recorder_.contradiction(recorder_.reason(), Decision{cell, value, Decision::Kind::is, Board::say(value)}, against());
  }
  void clash(int cell, int value) {
    clash(cell, value, [&] {
      const Board& board = static_cast<const Board&>(*this);
      const int now = board.cells()[static_cast<std::size_t>(cell)];
      return now == kNone ? std::string("the board rules it out") : "it is " + Board::say(now);
    });
  }
  // Why a trial's board failed, as a clause for the step that tried it at
  // `tried`: the guess itself met the board, or a rule then found why.
  std::string failure_text(int cols, int tried) const {
    const std::optional<Step>& failure = recorder_.failure();
    if (!failure) return "the board breaks the rules";
    if (failure->rule.empty() && !failure->decided.empty() && failure->decided.front().cell == tried)
      return failure->against;
    return contradiction_text(*failure, cols);
  }
  // A trial: a copy of the board on which `guess(copy)` decides something
  // (false when the guess alone meets a contradiction) and the rules up to
  // `limit` follow from it. A copy that ends in a contradiction says why
  // with failure_text. `trailing`: the copy lists every decision it makes
  // (trail_).
  // The copy is the board's trial board number `slot` (two are kept, for
  // a rule that weighs two guesses side by side), valid until the next
  // trial in that slot.
  template <class Guess>
  const Board& follow(Guess&& guess, Difficulty limit, bool trailing = false, std::size_t slot = 0) const {
    Board& trial = trials_.copy(slot, static_cast<const Board&>(*this));
    trial.trail_.reset();
    if (trailing) trial.trail_.emplace();
    if (guess(trial)) trial.propagate(limit);
    return trial;
  }
  // Whether a trial of `guess` at `cell` (followed up to `limit`) ends in a
  // contradiction: then the guess is ruled out, and the step that decides
  // otherwise says so, as `supposing()` ("if it were black") and why it
  // failed. The caller makes that decision.
  template <class Guess, class Supposing>
  bool refuted(int cell, int cols, Guess&& guess, Difficulty limit, Supposing&& supposing) {
    const Board& trial = follow(guess, limit);
    if (!trial.contradiction_) return false;
    because_refuted(cell, cols, trial, supposing);
    return true;
  }
  // The reason of the step that decides `cell` after `trial` failed.
  template <class Supposing>
  void because_refuted(int cell, int cols, const Board& trial, Supposing&& supposing) {
    because([&] { return Reason{{cell}, supposing() + ", then " + trial.failure_text(cols, cell), true}; });
  }
  // The trial of a puzzle of two values a cell (`open(cell)` while it has
  // neither), over the open cells next to decided ones, each tried with
  // `first`, then `second`; `give(board, cell, value)` decides a cell on a
  // board, false on a contradiction. It stops at the first guess refuted,
  // the cell taking the other value, so that the easier rules follow from
  // that before the next trial; the next call goes on from the cell after it,
  // round the grid, and the rule is stuck once a whole round finds nothing.
  // A guess whose trial met no contradiction shows that every decision the
  // trial made would meet none either, as long as the board stays as it is:
  // their trials are skipped until the next finding.
  template <class Open, class Give>
  bool frontier_trial(const Grid& grid, Open&& open, int first, int second, Difficulty limit, Give&& give) {
    Board& board = static_cast<Board&>(*this);
    const int cells = grid.cells();
    memo_.size_for(cells);
    for (int visited = 0; visited < cells && !contradiction_; ++visited) {
      const int cell = memo_.cursor;
      memo_.cursor = (cell + 1) % cells;
      if (!open(cell)) continue;
      if (watch_.expired()) break;
      bool frontier = false;
      grid.for_each_neighbour(cell, [&](int next) { frontier = frontier || !open(next); });
      if (!frontier) continue;
      for (const int value : {first, second}) {
        if (memo_.consistent(cell, value == first)) continue;
        const Board& trial = follow([&](Board& copy) { return give(copy, cell, value); }, limit, true);
        if (!trial.contradiction_) {
          for (const auto& [decided, held] : *trial.trail_)
            if (held == first || held == second) memo_.mark(decided, held == first);
          continue;
        }
        because_refuted(cell, grid.cols(), trial, [&] { return "if it were " + Board::say(value); });
        give(board, cell, value == first ? second : first);
        memo_.board_changed();
        return true;
      }
    }
    return contradiction_;
  }
  // What the board was given (e.g. numbers) is no deduction.
  void forget_steps() { steps_ = {}; }

  bool contradiction_ = false;

 private:
  static constexpr std::size_t kMaxRules = 16;

  // What frontier_trial knows between calls: where it stopped, and which
  // guesses a trial since the last finding showed consistent. A trial's
  // board starts with none of it.
  class TrialMemo {
   public:
    TrialMemo() = default;
    TrialMemo(const TrialMemo&) {}
    TrialMemo& operator=(const TrialMemo&) {
      cursor = 0;
      board_changed();
      return *this;
    }
    TrialMemo(TrialMemo&&) = default;
    TrialMemo& operator=(TrialMemo&&) = default;
    ~TrialMemo() = default;

    void size_for(int cells) {
      if (seen_.size() != 2 * static_cast<std::size_t>(cells)) seen_.assign(2 * static_cast<std::size_t>(cells), 0);
    }
    bool consistent(int cell, bool first) const { return seen_[index(cell, first)] == epoch_; }
    void mark(int cell, bool first) { seen_[index(cell, first)] = epoch_; }
    void board_changed() { ++epoch_; }
    int cursor = 0;

   private:
    static std::size_t index(int cell, bool first) { return 2 * static_cast<std::size_t>(cell) + (first ? 0 : 1); }
    std::uint32_t epoch_ = 1;
    std::vector<std::uint32_t> seen_;  // per cell and value: the epoch a trial showed it consistent in
  };

  // The boards trials are followed on, kept from one trial to the next: a
  // copy into one reuses its memory, where a fresh board would take fresh
  // pages each time (a Numbrix board is 110 KB at 30x30: more than half of a
  // 30x30 hard run went to the page faults). A copy of the board starts
  // without any; a trial board has its own, for trials of its own.
  class TrialBoards {
   public:
    TrialBoards() = default;
    TrialBoards(const TrialBoards&) {}
    TrialBoards& operator=(const TrialBoards&) { return *this; }
    TrialBoards(TrialBoards&&) = default;
    TrialBoards& operator=(TrialBoards&&) = default;
    ~TrialBoards() = default;

    Board& copy(std::size_t slot, const Board& from) {
      std::unique_ptr<Board>& board = boards_.at(slot);
      if (board)
        *board = from;
      else
        board = std::make_unique<Board>(from);
      return *board;
    }

   private:
    std::array<std::unique_ptr<Board>, 2> boards_;
  };

  DeadlineWatch watch_;  // copied into trial boards, which stop with it
  std::size_t current_ = 0;
  Difficulty hardest_ = Difficulty::easy;
  std::array<int, kMaxRules> steps_{};
  StepRecorder recorder_;
  TrialMemo memo_;
  // A trial's board: every decision it makes, as (cell, value).
  std::optional<std::vector<std::pair<int, int>>> trail_;
  mutable TrialBoards trials_;
};

// What a puzzle's logic board reached with the rules up to `limit`.
// Explained, the steps too (Deduction::explanation).
template <class Board>
Deduction conclude(Board& board, Difficulty limit, Deadline deadline = std::nullopt, bool explain = false) {
  static_assert(requires { Board::rules(); });
  Deduction result;
  board.watch().stop_at(deadline);
  if (explain) board.record_steps();
  result.status = board.propagate(limit);
  if (explain) result.explanation = board.explanation();
  result.out_of_time = board.watch().passed();
  result.cells = board.cells();
  result.hardest = board.hardest();
  result.steps = board.steps();
  result.rules = board.rule_steps();
  return result;
}

}  // namespace pg

// What a puzzle contributes to the solvers layer: its rule checker, its
// tiered logic solver and its SAT encoding. The three share no code: the rule
// checker is the independent judge of whatever the other two produce.
#pragma once

#include <array>
#include <chrono>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

#include "core/instance.hpp"
#include "solvers/explanation.hpp"
#include "solvers/sat/encoding.hpp"
#include "solvers/sat/session.hpp"

namespace pg {

struct RuleCheck {
  bool valid = true;
  std::string rule;    // short name of the first rule broken, e.g. "three-in-a-row"
  std::string detail;  // where and how, with zero-based (row, col) coordinates
  std::vector<std::string> notes;  // facts beyond the rules worth knowing about a valid solution

  static RuleCheck ok() { return {}; }
  static RuleCheck broken(std::string rule, std::string detail) { return {false, std::move(rule), std::move(detail), {}}; }
};

// The first thing every rule checker asks: one value per cell.
inline std::optional<RuleCheck> wrong_size(const Instance& instance, std::span<const int> solution) {
  if (static_cast<int>(solution.size()) == instance.cells()) return std::nullopt;
  return RuleCheck::broken("size", "the solution has " + std::to_string(solution.size()) + " cells, the grid " +
                                       std::to_string(instance.cells()));
}

// The deductions one named rule of a logic solver made.
struct RuleSteps {
  std::string_view name;  // as a player says it: "single exit"
  Difficulty tier;
  int steps = 0;
};

struct Deduction {
  enum class Status { solved, stuck, contradiction };
  Status status = Status::stuck;
  std::vector<int> cells;                    // solution values found, kNone where unknown
  Difficulty hardest = Difficulty::easy;     // highest tier used
  std::array<int, kDifficulties.size()> steps{};  // deductions made per tier
  std::vector<RuleSteps> rules;              // and per rule, every rule of the solver in its order
  // Stopped at the deadline: what it found holds, but it may have found
  // less than the tiers would (status stuck), so it grades nothing.
  bool out_of_time = false;
  // Solver::explain's steps; none from deduce.
  std::optional<Explanation> explanation;
};

// When a logic board must stop (--timeout); none for the generator, whose
// results must not depend on the machine's speed.
using Deadline = std::optional<std::chrono::steady_clock::time_point>;

// A board's check of its deadline, between deductions.
class DeadlineWatch {
 public:
  void stop_at(Deadline deadline) { deadline_ = deadline; }
  bool expired() {
    if (!passed_ && deadline_ && std::chrono::steady_clock::now() > *deadline_) passed_ = true;
    return passed_;
  }
  bool passed() const { return passed_; }

 private:
  Deadline deadline_;
  bool passed_ = false;
};

// Where the carve looks first for a second solution once a clue is gone:
// within `radius` rows and columns of it, every other cell held at its
// solution value (0: the whole grid at once). A second solution breaks the
// clue removed, and in a puzzle whose clues reach only so far it mostly
// differs near it: found there, it is a small search instead of a search of
// the whole grid. A removal that keeps the puzzle unique pays for both
// searches, though; `first` false looks near only once a brief search of the
// whole grid has given up, for a puzzle whose questions are mostly quick.
struct Nearby {
  int radius = 0;
  bool first = true;
};

class Solver {
 public:
  virtual ~Solver() = default;
  virtual std::string_view name() const = 0;
  // Whether `solution` satisfies the rules and the instance's givens; names
  // the first rule broken.
  virtual RuleCheck check(const Instance& instance, std::span<const int> solution) const = 0;
  // Sound deductions from the givens using the tiers up to `limit`, cheapest
  // first. `solved` means the rules force every cell, so the solution is
  // unique if it exists; the caller still checks it against the rules.
  // With a deadline it may stop early (Deduction::out_of_time).
  virtual Deduction deduce(const Instance& instance, Difficulty limit, Deadline deadline) const = 0;
  Deduction deduce(const Instance& instance, Difficulty limit) const { return deduce(instance, limit, std::nullopt); }
  // The same deduction with its explanation: every step in the order made,
  // each one rule's reason and the cells it forces (Deduction::explanation).
  virtual Deduction explain(const Instance& instance, Difficulty limit, Deadline deadline) const = 0;
  // The instance as CNF in `session`, each given behind its own selector;
  // with sat::Givens::all_hold the selectors are always assumed.
  virtual std::unique_ptr<sat::Encoding> encode(sat::Session& session, const Instance& instance,
                                                sat::Givens givens = sat::Givens::selectable) const = 0;
  // The highest tier cheap enough to try before asking SAT: where the tiers
  // above it take longer to fail than a SAT uniqueness check, the generator
  // asks SAT first whether a change keeps the puzzle unique.
  virtual Difficulty logic_before_sat() const { return Difficulty::hard; }
  // How the carve asks SAT whether a removal keeps the puzzle unique: in one
  // session over the full grid, each clue selectable (the default), or each
  // question encoded afresh with its clues all holding, for an encoding that
  // shrinks by what its givens rule out more than a session's learning gains.
  virtual sat::Givens carve_givens() const { return sat::Givens::selectable; }
  // Where the carve looks for a second solution once a clue is gone, and
  // when (Nearby): near it first, or the whole grid at once.
  virtual Nearby nearby() const { return {}; }
  // One session for a series of instances of the size and rule set of
  // `first` (each loaded in turn), or nullptr when the encoding draws too
  // much from its givens to be shared: each instance is then encoded afresh.
  virtual std::unique_ptr<sat::EncodingSeries> encode_series(const Instance& /*first*/) const { return nullptr; }
};

// A puzzle's Solver made of its three free functions (rules.cpp, logic.cpp,
// encoding.cpp). The deduction explains itself when its last argument says
// so. An encode that takes no sat::Givens encodes the same either way. A
// fourth, optional, makes an encoding series.
template <RuleCheck (*Check)(const Instance&, std::span<const int>),
          Deduction (*Deduce)(const Instance&, Difficulty, Deadline, bool), auto Encode, auto Series = nullptr>
  requires std::is_invocable_r_v<std::unique_ptr<sat::Encoding>, decltype(Encode), sat::Session&, const Instance&> ||
           std::is_invocable_r_v<std::unique_ptr<sat::Encoding>, decltype(Encode), sat::Session&, const Instance&,
                                 sat::Givens>
class SolverOf final : public Solver {
 public:
  SolverOf(std::string_view name, Difficulty logic_before_sat, sat::Givens carve_givens = sat::Givens::selectable,
           Nearby nearby = {})
      : name_(name), logic_before_sat_(logic_before_sat), carve_givens_(carve_givens), nearby_(nearby) {}
  std::string_view name() const override { return name_; }
  RuleCheck check(const Instance& instance, std::span<const int> solution) const override {
    return Check(instance, solution);
  }
  Deduction deduce(const Instance& instance, Difficulty limit, Deadline deadline) const override {
    return Deduce(instance, limit, deadline, false);
  }
  Deduction explain(const Instance& instance, Difficulty limit, Deadline deadline) const override {
    return Deduce(instance, limit, deadline, true);
  }
  using Solver::deduce;
  std::unique_ptr<sat::Encoding> encode(sat::Session& session, const Instance& instance,
                                        sat::Givens givens) const override {
    if constexpr (std::is_invocable_v<decltype(Encode), sat::Session&, const Instance&, sat::Givens>)
      return Encode(session, instance, givens);
    else
      return Encode(session, instance);
  }
  Difficulty logic_before_sat() const override { return logic_before_sat_; }
  sat::Givens carve_givens() const override { return carve_givens_; }
  Nearby nearby() const override { return nearby_; }
  std::unique_ptr<sat::EncodingSeries> encode_series(const Instance& first) const override {
    if constexpr (std::is_null_pointer_v<decltype(Series)>)
      return nullptr;
    else
      return Series(first);
  }

 private:
  std::string_view name_;
  Difficulty logic_before_sat_;
  sat::Givens carve_givens_;
  Nearby nearby_;
};

}  // namespace pg

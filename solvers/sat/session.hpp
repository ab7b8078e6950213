// One incremental CaDiCaL session: clauses, clue constraints behind selector
// literals switched on by assumptions, one-shot constraints, budgets, model
// read-out. Every puzzle's encoding and every uniqueness check goes through it.
#pragma once

#include <chrono>
#include <cstdint>
#include <initializer_list>
#include <memory>
#include <optional>
#include <span>
#include <string_view>
#include <vector>

namespace CaDiCaL {
class Solver;
}

namespace pg::sat {

enum class Outcome { sat, unsat, unknown };

struct Budget {
  // Conflicts per solve call; negative: no limit. Deterministic, so the
  // generator uses it and nothing else.
  std::int64_t conflicts = -1;
  // Wall-clock limit; results then depend on the machine's speed.
  std::optional<std::chrono::steady_clock::time_point> deadline;
  // Solves one search may make while an encoding adds lazy cuts (each
  // within `conflicts`); negative: no limit. Deterministic.
  std::int64_t rounds = -1;
};

struct SessionStats {
  std::int64_t solves = 0;
  std::int64_t unknown = 0;  // solves stopped by a budget
};

class Session {
 public:
  enum class Use {
    // Questions that may be hard (verify, solve, the carve's questions once
    // most clues are gone): CaDiCaL's defaults.
    search,
    // The generator's many quick solves on small grids: without
    // preprocessing and inprocessing, which cost more there than they save
    // (Takuzu 14x14 expert 0.44 -> 0.18 s for five puzzles; a Nurikabe
    // 15x15 witness search 32 -> 28 ms).
    many_small_solves,
  };
  explicit Session(Use use = Use::search);
  ~Session();
  Session(const Session&) = delete;
  Session& operator=(const Session&) = delete;

  int new_var();
  int vars() const { return vars_; }

  void add_clause(std::span<const int> lits);
  void add_clause(std::initializer_list<int> lits) { add_clause(std::span<const int>(lits.begin(), lits.size())); }
  // A fresh literal that switches guarded clauses on when assumed.
  int new_selector();
  // Whether every clause so far holds selectors only negated, as guards:
  // then dropping a selector only drops clauses, and a solution under some
  // selectors is one under any fewer of them.
  bool selectors_only_guard() const { return selectors_only_guard_; }
  // (-selector OR lits): holds only in solves that assume `selector`.
  void add_guarded(int selector, std::span<const int> lits);
  void add_guarded(int selector, std::initializer_list<int> lits) {
    add_guarded(selector, std::span<const int>(lits.begin(), lits.size()));
  }

  // Decisions on these variables take these values first, in every solve
  // from now on (CaDiCaL's phase): a search started from a known solution
  // finds the models nearest to it first.
  void prefer(std::span<const int> lits);

  // For the next solve only. A constraint clause must not be empty.
  void assume(int lit);
  void constrain(std::span<const int> clause);

  Outcome solve(const Budget& budget = {});
  bool value(int lit) const;  // in the model of the last `sat` solve
  // After an `unsat` solve: whether the proof used this assumption. Clue
  // selectors it did not use can all be dropped with the answer unchanged.
  bool failed(int assumption) const;

  const SessionStats& stats() const { return stats_; }

  // For a CNF written out whole (convert --to cnf): from record() on, every
  // clause added (a guarded one with its selector) is kept, as DIMACS lists
  // them, each ended by 0; one-shot constraints are not.
  void record();
  const std::vector<int>& recorded() const { return recorded_; }
  // What the variables made while a Topic lives stand for, when the encoding
  // that makes them cannot say so itself (the counters of a cardinality
  // network): a literal's text, kept by view.
  class Topic {
   public:
    Topic(Session& session, std::string_view text) : session_(session), was_(session.topic_) { session.topic_ = text; }
    ~Topic() { session_.topic_ = was_; }
    Topic(const Topic&) = delete;
    Topic& operator=(const Topic&) = delete;

   private:
    Session& session_;
    std::string_view was_;
  };
  // Empty for a variable made under no topic, or before record().
  std::string_view topic_of(int var) const;
  // value() answers from this assignment (values[v] for variable v; [0]
  // unused) rather than
  // from a solve: a model an external solver found for the recorded clauses.
  void use_model(std::vector<bool> values) { model_ = std::move(values); }

 private:
  // One literal of the clause being added.
  void add_literal(int lit);

  std::unique_ptr<CaDiCaL::Solver> solver_;
  int vars_ = 0;
  int reserved_ = 0;
  SessionStats stats_;
  bool recording_ = false;
  std::vector<int> recorded_;
  std::string_view topic_;
  std::vector<std::string_view> topics_;  // per variable from 1, while recording
  std::vector<bool> model_;
  std::vector<char> is_selector_;  // by variable
  bool selectors_only_guard_ = true;
};

}  // namespace pg::sat

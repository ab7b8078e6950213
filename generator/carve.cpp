#include "generator/carve.hpp"

#include <algorithm>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <utility>

#include "core/errors.hpp"
#include "solvers/sat/search.hpp"

namespace pg {
namespace {

// The SAT side of the carve: whether a removal keeps the puzzle unique, or,
// below `expert` for a solver that looks near a removed clue first, only
// that look. Most puzzles: one session for the whole run, every clue of the
// full grid behind its selector, so that removing a clue is dropping an
// assumption and learnt clauses carry over from one removal to the next. A
// solver whose encoding gains more from knowing its givens than from what a
// session learns (Solver::carve_givens: all_hold) gets each question encoded
// afresh with the clues present.
class SatCarver {
 public:
  // Conflicts of the brief search of the whole grid before a look near
  // (Nearby::first false). Takuzu 60x60 expert: most questions end within
  // it; the rest, whose second solutions the whole grid hides for up to a
  // second, are found near at once (seed 3 43.8 -> 29.6 s; 300 and 1000
  // conflicts gained less there, 30 as much but less at 40x40).
  static constexpr std::int64_t kBriefSearch = 100;

  // `full`: the puzzle as the first question finds it; every later question
  // asks about fewer of its clues.
  // `settled`: by cell, the clues no later removal can take away, kept by
  // the carve, which calls settle() for each it adds. `use`: how CaDiCaL is
  // configured for the questions to come.
  SatCarver(const Solver& solver, Instance full, const std::vector<char>& settled, sat::Session::Use use)
      : solver_(solver), full_(std::move(full)), settled_(settled) {
    if (solver.carve_givens() == sat::Givens::all_hold) return;
    session_.emplace(use);
    encoding_ = solver.encode(*session_, full_);
    fewer_clues_widen_ = session_->selectors_only_guard();
    pinned_ = encoding_->literals_of(*full_.solution);
    selector_of_.assign(static_cast<std::size_t>(full_.cells()), 0);
    for (const sat::Clue& clue : encoding_->clues()) {
      selector_of_[static_cast<std::size_t>(clue.cell)] = clue.selector;
      if (settled_[static_cast<std::size_t>(clue.cell)]) settle(clue.cell);
    }
  }

  // The clue at `cell` stays to the end: its selector becomes a fact of the
  // session instead of an assumption of every later question. A near-minimal
  // 60x60 Takuzu has 800 such clues, which CaDiCaL otherwise decides again
  // after every restart, and facts it simplifies with once.
  void settle(int cell) {
    const int selector = session_ ? selector_of_[static_cast<std::size_t>(cell)] : 0;
    if (selector != 0) session_->add_clause({selector});
  }

  // Is the puzzle whose clues are `present` unique, when it is with
  // `removed` present too? On `unsat`, `unused` receives the present clues
  // the proof did not need: none when asked afresh (there the givens are no
  // assumptions a proof could leave out), nor when the question was narrowed
  // to the removed clues' cells (its proof leans on the uniqueness before,
  // which other clues make).
  sat::Found unique_without(const std::vector<char>& present, std::span<const int> removed, std::vector<int>& unused,
                            const sat::Budget& budget) {
    unused.clear();
    // Near the removed clues (Solver::nearby), first or after a brief search.
    const Nearby nearby = solver_.nearby();
    if (nearby.radius > 0) {
      if (!nearby.first) {
        sat::Budget brief = budget;
        brief.conflicts = budget.conflicts < 0 ? kBriefSearch : std::min(budget.conflicts, kBriefSearch);
        sat::Found quick = ask(present, removed, {}, brief, &unused);
        if (quick.outcome != sat::Outcome::unknown) return quick;
      }
      sat::Found near = other_nearby(present, removed, budget);
      if (near.outcome == sat::Outcome::sat) return near;
    }
    return ask(present, removed, {}, budget, &unused);
  }

  // A second solution within Solver::nearby()'s radius of the removed clues,
  // every other cell as in the solution: `sat` with one, else `unsat` (or
  // `unknown`) whether or not there is one farther away.
  sat::Found other_nearby(const std::vector<char>& present, std::span<const int> removed, const sat::Budget& budget) {
    return ask(present, removed, held_far_from(removed, solver_.nearby().radius), budget, nullptr);
  }

  // Whether a clue stays for good once a question has kept it: none of its
  // proofs hands back clues it did not need, or (`after_second_solution`,
  // the clue was kept because a second solution lacks it) fewer clues only
  // widen the solutions, so that one stays a solution whatever goes later.
  bool kept_for_good(bool after_second_solution) const {
    return encoding_ && (encoding_->clues_are_cell_values() || (after_second_solution && fewer_clues_widen_));
  }

  std::int64_t solves() const { return solves_ + (session_ ? session_->stats().solves : 0); }
  // Clues in the session's encoding (none when each question is encoded afresh).
  std::size_t encoded() const { return encoding_ ? encoding_->clues().size() : 0; }

 private:
  // The literals of the solution's values at `cells` alone.
  std::vector<int> pinned_at(const sat::Encoding& encoding, std::span<const int> cells) const {
    std::vector<int> only(full_.solution->size(), kNone);
    for (int cell : cells) only[static_cast<std::size_t>(cell)] = (*full_.solution)[static_cast<std::size_t>(cell)];
    return encoding.literals_of(only);
  }

  // The solution's values of the cells farther than `radius` rows or
  // columns from every one of `cells`; kNone near them.
  std::vector<int> held_far_from(std::span<const int> cells, int radius) const {
    std::vector<int> held = *full_.solution;
    for (int cell : cells) {
      const int row = cell / full_.cols, col = cell % full_.cols;
      for (int r = std::max(0, row - radius); r <= std::min(full_.rows - 1, row + radius); ++r)
        for (int c = std::max(0, col - radius); c <= std::min(full_.cols - 1, col + radius); ++c)
          held[static_cast<std::size_t>(r * full_.cols + c)] = kNone;
    }
    return held;
  }

  // The question with the cells of `held` (kNone where free) held at those
  // values; `unused`, when given, as unique_without's.
  sat::Found ask(const std::vector<char>& present, std::span<const int> removed, std::span<const int> held,
                 const sat::Budget& budget, std::vector<int>* unused) {
    if (!session_) return afresh(present, removed, held, budget);
    std::vector<int> assumptions;
    std::vector<int> cells;
    for (const sat::Clue& clue : encoding_->clues()) {
      const auto at = static_cast<std::size_t>(clue.cell);
      if (!present[at] || settled_[at]) continue;
      assumptions.push_back(clue.selector);
      cells.push_back(clue.cell);
    }
    if (!held.empty())
      for (int lit : encoding_->literals_of(held)) assumptions.push_back(lit);
    const bool narrowed = encoding_->clues_are_cell_values();
    sat::Found found = sat::search_other(*session_, *encoding_, assumptions,
                                         narrowed ? pinned_at(*encoding_, removed) : pinned_, budget);
    if (unused && found.outcome == sat::Outcome::unsat && !narrowed)
      for (int cell : cells)
        if (!session_->failed(selector_of_[static_cast<std::size_t>(cell)])) unused->push_back(cell);
    return found;
  }

  // Held cells are facts of the fresh session: the solver drops what they
  // settle before it searches.
  sat::Found afresh(const std::vector<char>& present, std::span<const int> removed, std::span<const int> held,
                    const sat::Budget& budget) {
    Instance candidate = full_;
    for (int cell = 0; cell < full_.cells(); ++cell)
      if (!present[static_cast<std::size_t>(cell)]) candidate.givens[static_cast<std::size_t>(cell)] = kNone;
    sat::Session session(sat::Session::Use::many_small_solves);
    auto encoding = solver_.encode(session, candidate, sat::Givens::all_hold);
    if (!held.empty())
      for (int lit : encoding->literals_of(held)) session.add_clause({lit});
    const std::vector<int> pinned =
        encoding->clues_are_cell_values() ? pinned_at(*encoding, removed) : encoding->literals_of(*full_.solution);
    sat::Found found = sat::search_other(session, *encoding, encoding->selectors(), pinned, budget);
    solves_ += session.stats().solves;
    return found;
  }

  const Solver& solver_;
  const Instance full_;
  std::optional<sat::Session> session_;
  std::unique_ptr<sat::Encoding> encoding_;
  std::vector<int> pinned_;
  std::vector<int> selector_of_;      // by cell
  const std::vector<char>& settled_;  // by cell, the carve's: selectors added as facts
  bool fewer_clues_widen_ = false;    // Session::selectors_only_guard
  std::int64_t solves_ = 0;           // of the questions asked afresh
};

}  // namespace

Instance carve(const Solver& solver, const Builder& builder, const GenerateRequest& request, const Instance& full,
               Difficulty target, Rng& rng, CarveStats& stats, const sat::Budget& budget) {
  const std::vector<int>& solution = *full.solution;
  Instance current = full;
  std::vector<std::vector<int>> order = builder.clue_groups(full, request);
  rng.shuffle(order);
  // Every given is present, those the carve may not take away too (the ends
  // a Numbrix keeps): SAT's uniqueness question assumes them all.
  std::vector<char> present(static_cast<std::size_t>(full.cells()), 0);
  for (int cell = 0; cell < full.cells(); ++cell)
    present[static_cast<std::size_t>(cell)] = full.givens[static_cast<std::size_t>(cell)] != kNone;
  std::vector<int> group_of(static_cast<std::size_t>(full.cells()), -1);
  for (std::size_t g = 0; g < order.size(); ++g)
    for (int cell : order[g]) {
      present[static_cast<std::size_t>(cell)] = 1;
      group_of[static_cast<std::size_t>(cell)] = static_cast<int>(g);
    }
  auto still_there = [&](std::size_t g) { return present[static_cast<std::size_t>(order[g].front())] != 0; };

  const Difficulty logic_limit = std::min(target, Difficulty::hard);
  const Difficulty cheap = std::min(logic_limit, solver.logic_before_sat());
  // Clues no later removal can take away: those tried and kept, where no
  // proof's unused clues are taken away later, and those never carved.
  std::vector<char> settled(static_cast<std::size_t>(full.cells()), 0);
  for (std::size_t cell = 0; cell < settled.size(); ++cell) settled[cell] = present[cell] && group_of[cell] < 0;
  std::optional<SatCarver> sat;  // reads `settled`
  sat::Session::Use late_use = sat::Session::Use::many_small_solves;
  std::vector<int> unused;

  // The candidate keeps its solution, so a sound solver can neither reach
  // another grid nor a contradiction.
  auto deduce = [&](const Instance& candidate, Difficulty tier) {
    ++stats.logic_runs;
    Deduction logic = solver.deduce(candidate, tier);
    if (logic.status == Deduction::Status::contradiction)
      throw InternalError("the " + full.puzzle + " logic solver found a contradiction in a puzzle its solution satisfies");
    if (logic.status == Deduction::Status::solved && logic.cells != solution)
      throw InternalError("the " + full.puzzle + " logic solver finished a carved puzzle with a grid other than its solution");
    return logic;
  };
  auto remove_group = [&](Instance& puzzle, std::size_t g) {
    for (int cell : order[g]) builder.remove_clue(puzzle, cell);
  };
  std::size_t present_clues = static_cast<std::size_t>(std::count(present.begin(), present.end(), 1));
  auto take_away = [&](std::size_t g) {
    for (int cell : order[g]) present[static_cast<std::size_t>(cell)] = 0;
    present_clues -= order[g].size();
    stats.removed += static_cast<std::int64_t>(order[g].size());
  };

  // Removals go one at a time, as if in order, but those the cheap tiers
  // allow are tried in runs: the cheap tiers finish a puzzle with fewer clues
  // only if they finish it with more, so a run they finish is what one
  // removal after the other would have kept. A run that fails costs a
  // failing deduction, dearer than one that succeeds, so runs are tried only
  // while removals keep succeeding, longer the longer they have.
  constexpr std::size_t kLongestRun = 64;
  constexpr std::size_t kStreakPerRun = 4;  // a run of two after eight in a row
  std::size_t streak = 0;  // removals the cheap tiers allowed in a row
  for (std::size_t next = 0; next < order.size();) {
    if (!still_there(next)) {
      ++next;
      continue;
    }
    if (const std::size_t run = std::min(streak / kStreakPerRun, kLongestRun); run > 1) {
      std::vector<std::size_t> taken;
      std::size_t scan = next;
      for (; scan < order.size() && taken.size() < run; ++scan)
        if (still_there(scan)) taken.push_back(scan);
      if (taken.size() > 1) {
        Instance candidate = current;
        for (std::size_t g : taken) remove_group(candidate, g);
        if (deduce(candidate, cheap).status == Deduction::Status::solved) {
          current = std::move(candidate);
          for (std::size_t g : taken) take_away(g);
          stats.tried += static_cast<std::int64_t>(taken.size());
          next = scan;
          streak += taken.size();
          continue;
        }
      }
      streak = 0;
    }

    const std::size_t g = next++;
    const std::vector<int>& group = order[g];
    ++stats.tried;
    Instance candidate = current;
    remove_group(candidate, g);
    unused.clear();
    Deduction logic = deduce(candidate, cheap);
    bool keep = logic.status == Deduction::Status::solved;
    bool second_solution = false;  // SAT found one without the group
    streak = keep ? streak + 1 : 0;
    if (!keep && target > cheap) {
      // Is it still unique? SAT answers first; only a unique puzzle is worth
      // the tiers above `cheap`.
      // A session whose clues are mostly gone drags their circuits through
      // every propagation: with fewer than half of them left, it is encoded
      // again from the puzzle as it stands (Kuromasu 60x60 expert: 285 s ->
      // 99 s).
      // That session's questions, on a puzzle thinned out, are fewer and
      // harder, and CaDiCaL's inprocessing, which the many quick questions
      // before do not repay, pays for itself there (Takuzu 60x60 expert
      // seed 3: 62 -> 41 s).
      if (sat && 2 * present_clues < sat->encoded()) {
        stats.sat_solves += sat->solves();
        sat.reset();
        late_use = sat::Session::Use::search;
      }
      if (!sat) sat.emplace(solver, current, settled, late_use);
      // Below expert the tiers decide, and SAT only spares them a slow
      // failure on a puzzle that is no longer unique: where the solver looks
      // near a removed clue first, that look is enough, and the rare second
      // solution it misses fails the tiers all the same (Kuromasu 30x30
      // hard: 12 of 236; the questions over the whole grid it saves cost
      // three times what those failures do).
      const Nearby nearby = solver.nearby();
      const bool tiers_decide = target != Difficulty::expert && nearby.radius > 0 && nearby.first;
      for (int cell : group) present[static_cast<std::size_t>(cell)] = 0;
      sat::Found found =
          tiers_decide ? sat->other_nearby(present, group, budget) : sat->unique_without(present, group, unused, budget);
      for (int cell : group) present[static_cast<std::size_t>(cell)] = 1;
      second_solution = found.outcome == sat::Outcome::sat;
      if (second_solution) {
        RuleCheck check = solver.check(candidate, found.solution);
        if (!check.valid)
          throw InternalError("the SAT encoding produced a " + full.puzzle + " grid that breaks rule '" + check.rule +
                              "': " + check.detail);
      }
      if (tiers_decide) {
        keep = found.outcome != sat::Outcome::sat && deduce(candidate, logic_limit).status == Deduction::Status::solved;
      } else if (found.outcome == sat::Outcome::unsat) {
        if (target == Difficulty::expert) {
          keep = true;
        } else {
          unused.clear();  // clues a proof did not need may still be needed by the tiers
          keep = logic_limit > cheap && deduce(candidate, logic_limit).status == Deduction::Status::solved;
        }
      }
    }
    if (!keep) {
      // Below expert no proof hands back the clues it did not need.
      if (target != Difficulty::expert || (sat && sat->kept_for_good(second_solution)))
        for (int cell : group) {
          settled[static_cast<std::size_t>(cell)] = 1;
          if (sat) sat->settle(cell);
        }
      continue;
    }

    current = std::move(candidate);
    take_away(g);
    // Clues the proof did not need go too, a whole group at a time: a group
    // goes when none of its clues still there was needed.
    if (!unused.empty()) {
      std::vector<char> spare(static_cast<std::size_t>(full.cells()), 0);
      for (int cell : unused) spare[static_cast<std::size_t>(cell)] = 1;
      for (int other : unused) {
        if (!present[static_cast<std::size_t>(other)] || group_of[static_cast<std::size_t>(other)] < 0) continue;
        const std::vector<int>& members = order[static_cast<std::size_t>(group_of[static_cast<std::size_t>(other)])];
        if (!std::all_of(members.begin(), members.end(), [&](int c) {
              return !present[static_cast<std::size_t>(c)] || spare[static_cast<std::size_t>(c)];
            }))
          continue;
        for (int cell : members) {
          if (!present[static_cast<std::size_t>(cell)]) continue;
          builder.remove_clue(current, cell);
          present[static_cast<std::size_t>(cell)] = 0;
          --present_clues;
          ++stats.removed;
          ++stats.batch_removed;
        }
      }
    }
    unused.clear();
  }
  if (sat) stats.sat_solves += sat->solves();
  return current;
}

}  // namespace pg

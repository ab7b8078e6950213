#include "generator/generate.hpp"

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <memory>
#include <optional>
#include <set>
#include <string>

#include "core/errors.hpp"
#include "generator/carve.hpp"
#include "generator/rng.hpp"
#include "verifier/verify.hpp"

namespace pg {
namespace {

// Where a carved puzzle stands against its target tier.
enum class Tier { exact, easier, harder };

// Exactly the target: the target's tiers finish it and the tiers below do
// not. Expert: the hard tier does not finish it.
Tier tier_against(const Solver& solver, const Instance& puzzle, Difficulty target) {
  using Status = Deduction::Status;
  if (target == Difficulty::expert)
    return solver.deduce(puzzle, Difficulty::hard).status != Status::solved ? Tier::exact : Tier::easier;
  if (solver.deduce(puzzle, target).status != Status::solved) return Tier::harder;
  if (target == Difficulty::easy) return Tier::exact;
  auto below = static_cast<Difficulty>(static_cast<int>(target) - 1);
  return solver.deduce(puzzle, below).status != Status::solved ? Tier::exact : Tier::easier;
}

// Builds a solved grid whose full set of clues the carve can start from: the
// logic solver finishes it within the carve's tiers. Otherwise the builder
// mends it, told what the logic solver left undecided, and failing that shown
// a second solution; a bounded number of times. nullopt asks for a new grid.
std::optional<Instance> prepare(const Solver& solver, const Builder& builder, const GenerateRequest& request,
                                Rng& rng, const GenerateSettings& settings, std::int64_t& repairs, CarveStats& stats) {
  Instance full = builder.build(rng, request);
  full.rules = request.rules;
  // A grid the cheap tiers finish is unique and no harder than the target:
  // a sound start for the carve, whatever it removes next.
  const Difficulty limit = std::min(request.difficulty, Difficulty::hard);
  const Difficulty cheap = std::min(limit, solver.logic_before_sat());
  std::set<std::pair<std::vector<int>, std::vector<int>>> seen;
  auto visited = [&](const Instance& candidate) {
    return seen.count({candidate.givens, *candidate.solution}) > 0;
  };
  // A grid far from unique can keep the lazy cuts going for seconds: a new
  // grid is cheaper than the answer.
  sat::Budget budget;
  budget.conflicts = settings.carve_conflicts;
  budget.rounds = settings.witness_rounds;
  // One SAT session for every round, when the encoding allows it: each
  // round's grid is a small change of the last.
  std::unique_ptr<sat::EncodingSeries> series = solver.encode_series(full);
  // Doubtful regions grow with the grid, and each round mends one. Past the
  // rounds a grid of its size is given, a mending that still finds new lows
  // of doubt goes on, up to twice as long: at 60x60 Nurikabe, grids given up
  // at the bound had 10 of their 800 doubtful cells left, where a fresh grid
  // costs another 100 rounds.
  // A builder that mends a unique grid towards the easy tier gets twice as
  // many: that tier's doubt goes a change a round, and at 60x60 Nurikabe
  // every grid was given up within a few cells of done.
  const int rounds = (settings.repairs + full.cells() / 40) *
                     (builder.mends_unique() && request.difficulty == Difficulty::easy ? 2 : 1);
  // Rounds mended from the doubt alone after SAT gave up.
  constexpr int kSatRest = 4;
  int sat_rest = 0;
  std::size_t least_doubt = SIZE_MAX;
  int least_doubt_round = 0;
  auto mend_from_doubt = [&](Builder::Doubt& doubt) {
    doubt.undecided = true;
    return builder.repair(full, doubt, rng, request);
  };
  for (int round = 0;; ++round) {
    seen.insert({full.givens, *full.solution});
    RuleCheck check = solver.check(full, *full.solution);
    if (!check.valid)
      throw InternalError("the " + full.puzzle + " builder made a grid that breaks rule '" + check.rule +
                          "': " + check.detail);
    Deduction logic = solver.deduce(full, cheap);
    ++stats.logic_runs;
    if (logic.status == Deduction::Status::solved) return full;
    if (logic.status == Deduction::Status::contradiction)
      throw InternalError("the " + full.puzzle + " logic solver found a contradiction in a built grid");
    const auto doubt_left = static_cast<std::size_t>(std::count(logic.cells.begin(), logic.cells.end(), kNone));
    if (doubt_left < least_doubt) {
      least_doubt = doubt_left;
      least_doubt_round = round;
    }
    if (round >= rounds && (round - least_doubt_round > rounds / 4 || round >= 2 * rounds)) return std::nullopt;
    Builder::Doubt doubt{logic.cells, {}, visited};
    if (sat_rest > 0) {
      // SAT gave up on a grid of this mending lately: it would most likely
      // give up again, after as many solves (300 each time at 60x60).
      --sat_rest;
      if (!mend_from_doubt(doubt)) return std::nullopt;
      ++repairs;
      continue;
    }
    if (!builder.repair(full, doubt, rng, request)) {
      sat::Found other = series ? other_solution(*series, solver, full, *full.solution, logic.cells, budget)
                                : other_solution(solver, full, *full.solution, logic.cells, budget);
      stats.sat_solves += other.solves;
      if (other.outcome == sat::Outcome::unknown) {
        // A grid far from unique can keep SAT busy past its budget; one
        // whose mending has come a long way is still worth mending from
        // the doubt alone, where the builder can.
        if (!builder.mends_unique()) return std::nullopt;
        sat_rest = kSatRest;
        if (!mend_from_doubt(doubt)) return std::nullopt;
        ++repairs;
        continue;
      }
      if (other.outcome == sat::Outcome::unsat) {  // unique: within the target if its remaining tiers finish it
        if (request.difficulty == Difficulty::expert) return full;
        if (limit > cheap) {
          ++stats.logic_runs;
          logic = solver.deduce(full, limit);
          if (logic.status == Deduction::Status::solved) return full;
        }
        // Too hard for the target: mended on towards it, or replaced.
        if (!builder.mends_unique()) return std::nullopt;
        Builder::Doubt beyond{logic.cells, {}, visited};
        beyond.unique = true;
        if (!builder.repair(full, beyond, rng, request)) return std::nullopt;
        ++repairs;
        continue;
      }
      doubt.other = other.solution;
      if (!builder.repair(full, doubt, rng, request)) return std::nullopt;
    }
    ++repairs;
  }
}

}  // namespace

Instance generate(const Job& job, std::uint64_t index, const GenerateSettings& settings) {
  const GenerateRequest& request = job.request();
  const Solver& solver = job.solver();
  const Builder& builder = job.builder();
  Rng rng(job_seed(request.seed, job.key()), index);
  sat::Budget carve_budget;
  carve_budget.conflicts = settings.carve_conflicts;
  CarveStats stats;
  std::int64_t repairs = 0;
  const auto start = std::chrono::steady_clock::now();
  // How far the attempts got, for the message when they run out.
  std::int64_t unbuilt = 0, too_easy = 0, too_hard = 0, missed = 0;
  std::string last_miss;
  std::int64_t attempt = 1;
  bool out_of_time = false;
  for (;; ++attempt) {
    if (attempt > settings.attempts) break;
    if (attempt > 1 && settings.time_limit && std::chrono::steady_clock::now() - start > *settings.time_limit) {
      out_of_time = true;
      break;
    }
    if (settings.on_attempt) settings.on_attempt();
    std::optional<Instance> full = prepare(solver, builder, request, rng, settings, repairs, stats);
    if (!full) {
      ++unbuilt;
      continue;
    }
    Instance result = carve(solver, builder, request, *full, request.difficulty, rng, stats, carve_budget);
    if (Tier tier = tier_against(solver, result, request.difficulty); tier != Tier::exact) {
      ++(tier == Tier::easier ? too_easy : too_hard);
      continue;
    }
    if (std::optional<std::string> miss = builder.misses(result, request)) {
      ++missed;
      last_miss = std::move(*miss);
      continue;
    }

    Verdict verdict = confirm_unique(solver, result, *result.solution);
    if (verdict != Verdict::unique)
      throw InternalError("a carved " + result.puzzle + " puzzle failed its SAT uniqueness check (" +
                          std::string(to_string(verdict)) + ")");
    result.difficulty = request.difficulty;
    Provenance provenance;
    provenance.seed = request.seed;
    provenance.index = index;
    provenance.parameters["size"] = size_string(request.rows, request.cols);
    provenance.parameters["difficulty"] = to_string(request.difficulty);
    if (!request.rules.empty()) provenance.parameters["rules"] = request.rules;
    for (const auto& [key, value] : request.options.items()) provenance.parameters[key] = value;
    provenance.statistics["givens"] = result.clue_count();
    provenance.statistics["clues"] = builder.removable_clues(result).size();
    provenance.statistics["cells"] = result.cells();
    provenance.statistics["attempts"] = attempt;
    provenance.statistics["repairs"] = repairs;
    provenance.statistics["removals_tried"] = stats.tried;
    provenance.statistics["removed_by_sat_proof"] = stats.batch_removed;
    provenance.statistics["logic_runs"] = stats.logic_runs;
    provenance.statistics["sat_solves"] = stats.sat_solves;
    result.provenance = std::move(provenance);
    return result;
  }
  // Say how far it got: what the attempts made instead.
  const std::int64_t made = attempt - 1;
  std::string got;
  auto add = [&](std::int64_t count, const std::string& what) {
    if (count > 0) got += (got.empty() ? "" : ", ") + std::to_string(count) + " " + what;
  };
  add(unbuilt, "grids could not be mended to one solution");
  add(too_easy, "puzzles came out easier");
  add(too_hard, "harder");
  add(missed, "missed the options (the last: " + last_miss + ")");
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  char elapsed[32];
  std::snprintf(elapsed, sizeof elapsed, "%.1f", seconds);
  throw GenerateError("no " + std::string(to_string(request.difficulty)) + " " + request.puzzle + " " +
                      size_string(request.rows, request.cols) + " puzzle after " + std::to_string(made) +
                      (made == 1 ? " attempt" : " attempts") + " in " + elapsed + " s (seed " +
                      std::to_string(request.seed) + ", index " + std::to_string(index) + "): " +
                      (got.empty() ? std::string("nothing made") : got) + "; " +
                      (out_of_time ? "--timeout gives it more time" : "--max-attempts gives it more attempts") +
                      ", or try another size or difficulty");
}

}  // namespace pg

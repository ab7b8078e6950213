// The contract every puzzle's generator keeps, checked the same way for each:
// a generated puzzle has exactly one solution, the one it records, and needs
// exactly the tier it was asked for; a corpus is the same bytes whatever the
// thread count, and any instance of it can be made on its own.
#pragma once

#include <catch2/catch.hpp>

#include <cstdint>
#include <string>
#include <vector>

#include "core/instance.hpp"
#include "generator/corpus.hpp"
#include "generator/generate.hpp"
#include "generator/job.hpp"
#include "puzzles/catalogue.hpp"
#include "solvers/solver.hpp"
#include "support.hpp"

namespace pg::test {

inline bool solved_at(const Solver& solver, const Instance& instance, Difficulty tier) {
  return solver.deduce(instance, tier).status == Deduction::Status::solved;
}

// The logic solver needs exactly `tier`: it solves `instance` with the tiers
// up to it and not with the tier below; expert is what hard cannot solve.
inline void check_exact_tier(const Solver& solver, const Instance& instance, Difficulty tier) {
  if (tier == Difficulty::expert) {
    CHECK_FALSE(solved_at(solver, instance, Difficulty::hard));
    return;
  }
  CHECK(solved_at(solver, instance, tier));
  if (tier != Difficulty::easy)
    CHECK_FALSE(solved_at(solver, instance, static_cast<Difficulty>(static_cast<int>(tier) - 1)));
}

// `puzzle`, generated at `tier`, records that tier and a solution the rule
// checker accepts, which SAT finds to be the only one; and needs exactly that tier.
inline void check_generated(const Solver& solver, const Instance& puzzle, Difficulty tier) {
  REQUIRE(puzzle.solution);
  REQUIRE(puzzle.difficulty == tier);
  CHECK(solver.check(puzzle, *puzzle.solution).valid);
  std::vector<std::vector<int>> found;
  REQUIRE(sat_count(solver, puzzle, 2, &found) == 1);
  CHECK(found[0] == *puzzle.solution);
  check_exact_tier(solver, puzzle, tier);
}

// A row of a generator table: how many puzzles of one size and tier, and the
// puzzle's own option when it has one (a symmetry, a rule set).
struct Batch {
  int rows;
  int cols;
  Difficulty tier;
  int count;
  std::string option = {};
};

// Instances 0 .. count-1 of each batch, from `seed`, each request passed
// through `adjust(request, batch)` for the puzzle's own option; each puzzle
// checked as check_generated does, then by `more(puzzle, batch)`.
template <class Adjust, class More>
void check_batches(const Puzzle& puzzle, std::uint64_t seed, const std::vector<Batch>& batches, Adjust&& adjust,
                   More&& more) {
  for (const Batch& batch : batches) {
    for (int i = 0; i < batch.count; ++i) {
      GenerateRequest request = test::request(std::string(puzzle.name()), batch.rows, batch.cols, batch.tier, seed);
      adjust(request, batch);
      const Instance generated = generate(puzzle.job(request), static_cast<std::uint64_t>(i));
      INFO(batch.rows << "x" << batch.cols << " " << pg::to_string(batch.tier) << " " << batch.option << " #" << i
                      << "\n"
                      << json_of(generated));
      check_generated(puzzle.solver, generated, batch.tier);
      more(generated, batch);
    }
  }
}

// The first `count` instances of `job`, as JSON: the same on one thread as on
// `threads`, instance `single` the same made on its own, no two first ones
// alike. Returns them for further checks.
inline std::vector<std::string> check_reproducible(const Job& job, std::uint64_t count, int threads,
                                                   std::uint64_t single) {
  std::vector<std::string> serial, parallel;
  run_corpus(job, 0, count, 1, [&](Instance&& i) { serial.push_back(json_of(i)); });
  run_corpus(job, 0, count, threads, [&](Instance&& i) { parallel.push_back(json_of(i)); });
  REQUIRE(serial.size() == count);
  CHECK(serial == parallel);
  CHECK(json_of(generate(job, single)) == serial[single]);
  CHECK(serial[0] != serial[1]);
  return serial;
}

}  // namespace pg::test

// What a puzzle contributes to the generator: its options, a random solved
// grid with every clue given, how to mend that grid when it has a second
// solution, and which clues the carve loop may take away.
#pragma once

#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "core/instance.hpp"
#include "generator/rng.hpp"

namespace pg {

struct GenerateRequest {
  std::string puzzle;
  int rows = 0;
  int cols = 0;
  Difficulty difficulty = Difficulty::medium;
  std::uint64_t seed = 1;
  std::string rules;  // empty: the puzzle's default rule set
  // The builder's options; in a Job every one is present (defaults filled
  // in): part of what identifies the job.
  Json options = Json::object();
};

// A generator option of one puzzle, offered on the command line as --NAME.
struct OptionSpec {
  std::string name;
  std::string help;
  Json fallback;                     // the default: an integer or a string
  std::vector<std::string> choices;  // a string option takes one of these
  int min = 0;                       // an integer option lies in min..max
  int max = 0;
};

class Builder {
 public:
  virtual ~Builder() = default;
  virtual SizeLimits limits() const = 0;  // sizes the generator makes
  // The smallest square (as a number of cells, side x side) in which a tier's
  // puzzles come: below it the tier hardly exists, and asking would only
  // spend the budget.
  virtual int smallest_side(Difficulty /*tier*/) const { return limits().min_side; }
  virtual std::vector<OptionSpec> options() const { return {}; }
  // UsageError when the options do not fit the request (e.g. a 4-way
  // rotation of a rectangle).
  virtual void check(const GenerateRequest& /*request*/) const {}
  // A random solved grid of the requested size with every clue given.
  virtual Instance build(Rng& rng, const GenerateRequest& request) const = 0;

  // Why a grid with every clue given cannot start the carve yet.
  struct Doubt {
    // The logic solver's deductions within the target's tiers: kNone where
    // it could not decide (the solution may be ambiguous there).
    std::span<const int> known;
    // A second solution, when SAT found one (repair is asked again with it
    // when a repair from `known` alone was declined).
    std::span<const int> other;
    // Whether the mending of this grid has already been through `candidate`
    // (same clues, same solution). A repair that goes back to one of them
    // tends to undo the last change and undo it again, round after round.
    std::function<bool(const Instance& candidate)> visited = [](const Instance&) { return false; };
    // SAT found the grid unique, but the target's tiers do not finish it
    // (`known` is what they find): asked only of a builder that mends_unique().
    bool unique = false;
    // SAT gave up within its budget looking for a second solution: the
    // logic solver's doubt is all there is to go by (asked only of a builder
    // that mends_unique(), which mends from doubt alone).
    bool undecided = false;
  };
  // Change `full` (keeping a valid solution in full.solution) so that the
  // doubt goes away, and return true; false when this puzzle cannot be
  // mended that way (then the generator tries SAT's witness, or a new grid).
  virtual bool repair(Instance& /*full*/, const Doubt& /*doubt*/, Rng& /*rng*/,
                      const GenerateRequest& /*request*/) const {
    return false;
  }
  // Whether repair() mends a grid that is unique but too hard for the
  // target (Doubt::unique) towards it; otherwise such a grid is replaced.
  virtual bool mends_unique() const { return false; }
  // Why a finished puzzle does not give what the request asked of it (an
  // option the builder aims for but cannot always reach, such as a number of
  // islands), or nothing when it does: the generator then tries again, and
  // says this when it gives up.
  virtual std::optional<std::string> misses(const Instance& /*puzzle*/, const GenerateRequest& /*request*/) const {
    return std::nullopt;
  }
  // The cells whose clue the carve loop may remove (default: every given).
  virtual std::vector<int> removable_clues(const Instance& instance) const;
  // Takes one clue away (default: the given becomes kNone).
  virtual void remove_clue(Instance& instance, int cell) const;
  // The clues the carve loop takes away together, a group at a time (the
  // clues of a symmetric orbit, as Tatham's Range removes them in pairs);
  // by default each removable clue alone.
  virtual std::vector<std::vector<int>> clue_groups(const Instance& full, const GenerateRequest& request) const;
};

// The options given on the command line (by name, as text) as JSON values.
// UsageError on a name the builder does not know or a value out of range.
Json parse_options(const Builder& builder, std::string_view puzzle, const std::map<std::string, std::string>& given);
// `options` with the builder's defaults for those it lacks, so that a request
// means the same whether or not it names them.
Json with_defaults(const Builder& builder, Json options);

}  // namespace pg

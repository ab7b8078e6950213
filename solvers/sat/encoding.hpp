// What a puzzle's CNF encoding gives the shared machinery: one selector per
// clue, the solution grid of a model, the literals that pin a solution, and
// lazy constraints added only when a model breaks them.
#pragma once

#include <span>
#include <string>
#include <vector>

#include "solvers/sat/session.hpp"

namespace pg {
struct Instance;
}

namespace pg::sat {

// How an encoding's givens are asked for. Each may be left out by dropping
// its selector from the assumptions (the carve, one session for many
// questions), or they all hold in every solve (verify, solve, the
// generator's final check), which lets an encoding draw facts from several
// givens at once and leave out what they rule out. The selectors exist in
// both.
enum class Givens { selectable, all_hold };

struct Clue {
  int cell = 0;      // row-major index of the clue's cell
  int selector = 0;  // assumed true while the clue is part of the puzzle
};

class Encoding {
 public:
  virtual ~Encoding() = default;

  // Every clue of the encoded instance, in cell order.
  const std::vector<Clue>& clues() const { return clues_; }
  // All clue selectors, to assume for the whole instance.
  std::vector<int> selectors() const;

  // The solution grid in the session's current model.
  virtual std::vector<int> decode(const Session& session) const = 0;
  // Literals that are all true in a model exactly when its solution grid
  // agrees with `cells` wherever a cell is not kNone. For a full solution S,
  // "not all of them" is "differs from S".
  virtual std::vector<int> literals_of(std::span<const int> cells) const = 0;
  // Whether each clue says no more than that its cell holds the value given
  // there (a Takuzu digit, a Numbrix number): then, when a puzzle has one
  // solution S, a solution of it with some clues taken away other than S
  // differs from S at one of those clues' cells, which is a far narrower
  // question than "differs somewhere".
  virtual bool clues_are_cell_values() const { return false; }
  // Lazy constraints: when `solution` (decoded from the current model) breaks
  // a rule the clauses do not yet enforce, add clauses that cut it off and
  // return true. Return false when it breaks none.
  virtual bool refine(Session& /*session*/, std::span<const int> /*solution*/) { return false; }
  // Adds in full what refine() adds only when a model breaks it, so that the
  // clauses alone say everything the rules do: for a CNF given to another
  // solver. Nothing to add for an encoding without lazy constraints.
  virtual void complete(Session& /*session*/) {}
  // What the encoding's own variables stand for ("cell (2,3) is black"),
  // each at its index of `names` (sized for every variable of the session),
  // for the comments of a CNF written out. The auxiliaries of shared helpers
  // say it through the session's topic instead.
  virtual void name_variables(std::vector<std::string>& /*names*/) const {}

 protected:
  std::vector<Clue> clues_;
};

// Encoding::decode and Encoding::literals_of for an encoding of one
// variable a cell, true where the cell holds `yes` and false where it holds
// `no` (black or white, wall or island, bulb or dark, 1 or 0). A cell of no
// variable (0: a Light Up black cell) decodes to kNone and pins nothing.
std::vector<int> decode_cells(const Session& session, std::span<const int> vars, int yes, int no);
std::vector<int> cell_literals(std::span<const int> vars, std::span<const int> cells, int yes);

// The SAT side of a series of instances of one size and rule set, each a
// small change of the one before (the generator mends a grid round by round):
// what holds for any clues of that size is encoded once, and what the solver
// learns from one instance carries over to the next.
class EncodingSeries {
 public:
  virtual ~EncodingSeries() = default;
  // Makes `instance` the one whose solutions the session's models are, under
  // the assumptions returned; the one before no longer counts.
  virtual std::vector<int> load(const Instance& instance) = 0;
  virtual Session& session() = 0;
  virtual Encoding& encoding() = 0;
};

}  // namespace pg::sat

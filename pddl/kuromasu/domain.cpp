#include "pddl/kuromasu/domain.hpp"

namespace pg::kuromasu {
namespace {

constexpr std::string_view kComment = R"(; Kuromasu (Kurodoko) as a planning task. The numbers shade the grid: each
; number scans outwards in the four directions, one scan after another in a
; fixed order, and every cell a scan passes is seen, so it stays white for
; good. A scan ends at the edge, at a cell already black, or by shading the
; next cell, which it may when that cell is not white, holds no number and
; has no black neighbour. Once every scan has ended, black cells that no
; number sees may still be shaded, and a flood from a root cell (the first
; clue's, or any cell when there is none) spreads over the cells that are
; not black and makes them white. The goal asks every number's count to be
; used up and every cell to be settled: black, or reached by the flood. So
; the numbers see exactly their counts, no two black cells touch and the
; white cells hang together: the plan's black cells are a solution exactly
; when the goal holds. A '?' (a number not known) is NUMBERED with nothing
; to count and no scan: its cell stays white, whatever it sees.
;
; Why this shape: a search guided by relaxed plans and landmarks finds its way
; when the numbers drive the shading and the goal is a conjunction of plain
; facts (a quantified goal becomes axioms, which such heuristics see through
; poorly). The fixed order of the scans (NEXT-SCAN, from the problem) leaves
; one choice at a time, see on or stop, instead of every interleaving of
; them. The flood and the free shading wait for the scans: a cell flooded or
; shaded early is settled before any number has looked at it, and the
; heuristic, which counts those moves as cheap, would lead the search there.
;
; Counts need no numeric fluents: the cells a number has still to see run
; down a chain of objects n0..nK linked by NEXT, from the number less its own
; cell to n0. Once the count is used up no scan of the number can see on: it
; ends at the edge, at a black cell, or on a cell it may shade.
)";

constexpr std::string_view kBody = R"(  (:requirements :typing :adl)
  (:types cell dir num)
  (:constants up down left right - dir
              n0 - num)

  (:predicates
    ; Facts no action changes.
    (NEXT ?n1 ?n2 - num)                  ; ?n2 is ?n1 plus one
    (CONNECTED ?c ?c2 - cell)             ; orthogonal neighbours, listed both ways
    (STEP ?c - cell ?d - dir ?c2 - cell)  ; ?c2 is the cell next to ?c towards ?d
    (EDGE ?c - cell ?d - dir)             ; no cell lies next to ?c towards ?d
    (NUMBERED ?c - cell)                  ; ?c holds a number ('?' too): it stays white
    (NEXT-SCAN ?k - cell ?d - dir ?k2 - cell ?d2 - dir)  ; ?k2's scan towards ?d2 comes next
    (LAST-SCAN ?k - cell ?d - dir)        ; ?k's scan towards ?d comes last
    (ROOT ?c - cell)                      ; the flood may begin on ?c
    ; The scans.
    (looking ?k - cell ?d - dir ?c - cell)  ; the scan of the number on ?k towards ?d has got to ?c
    (needs ?k - cell ?n - num)            ; the number on ?k has ?n white cells still to see
    (scanned)                             ; every scan has ended
    ; The grid.
    (black ?c - cell)
    (white ?c - cell)                     ; seen by a scan or reached by the flood: never shaded
    (near-black ?c - cell)                ; next to a black cell: never shaded
    (started)                             ; the flood has begun
    (reached ?c - cell)                   ; the flood has got to ?c
    (settled ?c - cell))                  ; ?c is black, or reached by the flood

  ; The scan goes on to the next cell, which the number sees: it is white
  ; for good, and there is one cell fewer to see.
  (:action see
    :parameters (?k - cell ?d - dir ?from ?to - cell ?n1 ?n2 - num)
    :precondition (and (looking ?k ?d ?from)
                       (STEP ?from ?d ?to)
                       (not (black ?to))
                       (needs ?k ?n1)
                       (NEXT ?n2 ?n1))
    :effect (and (not (looking ?k ?d ?from))
                 (looking ?k ?d ?to)
                 (white ?to)
                 (not (needs ?k ?n1))
                 (needs ?k ?n2)))

  ; The scan ends by shading the next cell, which hides the cells beyond
  ; it: one that no scan has seen, with no number and no black neighbour.
  ; Its neighbours may not be shaded any more. The next scan begins on its
  ; number's cell, or the scans are over.
  (:action close
    :parameters (?k - cell ?d - dir ?from ?to - cell)
    :precondition (and (looking ?k ?d ?from)
                       (STEP ?from ?d ?to)
                       (not (black ?to))
                       (not (white ?to))
                       (not (NUMBERED ?to))
                       (not (near-black ?to)))
    :effect (and (not (looking ?k ?d ?from))
                 (black ?to)
                 (settled ?to)
                 (forall (?n - cell)
                   (when (CONNECTED ?to ?n) (near-black ?n)))
                 (forall (?k2 - cell ?d2 - dir)
                   (when (NEXT-SCAN ?k ?d ?k2 ?d2) (looking ?k2 ?d2 ?k2)))
                 (when (LAST-SCAN ?k ?d) (scanned))))

  ; The scan ends before a cell that an earlier scan shaded.
  (:action stop-at-black
    :parameters (?k - cell ?d - dir ?from ?to - cell)
    :precondition (and (looking ?k ?d ?from)
                       (STEP ?from ?d ?to)
                       (black ?to))
    :effect (and (not (looking ?k ?d ?from))
                 (forall (?k2 - cell ?d2 - dir)
                   (when (NEXT-SCAN ?k ?d ?k2 ?d2) (looking ?k2 ?d2 ?k2)))
                 (when (LAST-SCAN ?k ?d) (scanned))))

  ; The scan ends at the edge of the grid.
  (:action stop-at-edge
    :parameters (?k - cell ?d - dir ?c - cell)
    :precondition (and (looking ?k ?d ?c)
                       (EDGE ?c ?d))
    :effect (and (not (looking ?k ?d ?c))
                 (forall (?k2 - cell ?d2 - dir)
                   (when (NEXT-SCAN ?k ?d ?k2 ?d2) (looking ?k2 ?d2 ?k2)))
                 (when (LAST-SCAN ?k ?d) (scanned))))

  ; After the scans, a black cell that no number sees (a grid may have
  ; several solutions): not seen, not flooded, with no number and no black
  ; neighbour.
  (:action shade
    :parameters (?c - cell)
    :precondition (and (scanned)
                       (not (NUMBERED ?c))
                       (not (black ?c))
                       (not (white ?c))
                       (not (near-black ?c)))
    :effect (and (black ?c)
                 (settled ?c)
                 (forall (?n - cell)
                   (when (CONNECTED ?c ?n) (near-black ?n)))))

  ; After the scans, the flood begins on a root that is not black, once:
  ; white cells that hang together are all reached from there.
  (:action flood-start
    :parameters (?c - cell)
    :precondition (and (scanned)
                       (ROOT ?c)
                       (not (started))
                       (not (black ?c)))
    :effect (and (started)
                 (reached ?c)
                 (white ?c)
                 (settled ?c)))

  ; The flood spreads to a neighbour that is not black, which stays white.
  (:action flood
    :parameters (?from ?to - cell)
    :precondition (and (reached ?from)
                       (CONNECTED ?from ?to)
                       (not (black ?to)))
    :effect (and (reached ?to)
                 (white ?to)
                 (settled ?to)))
)
)";

constexpr pddl::DomainText kDomain{"kuromasu", kComment, kBody};

}  // namespace

const pddl::DomainText& pddl_domain() { return kDomain; }

std::string direction_name(Direction way) {
  switch (way) {
    case Direction::up:
      return "up";
    case Direction::down:
      return "down";
    case Direction::left:
      return "left";
    case Direction::right:
      return "right";
  }
  return {};
}

}  // namespace pg::kuromasu

#include "pddl/kuromasu/domain.hpp"

namespace pg::kuromasu {
namespace {

constexpr std::string_view kComment = R"(; Kuromasu (Kurodoko) as a planning task. The plan shades the black cells
; first, never two side by side and never a number, then ends the shading and
; checks the grid it made: each number scans outwards in the four directions,
; counting the white cells it sees until a black cell or the edge, and a
; flood from one white cell must reach every cell that is not black. The
; checks begin only once the shading has ended, so they see the final grid,
; and the plan's black cells are a solution exactly when the goal holds.
;
; Counts need no numeric fluents: the cells a number has still to see run
; down a chain of objects n0..nK linked by NEXT, from the number less its own
; cell to n0. A scan that sees more cells than its number says finds no count
; left and stops short of its end.
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
    (NUMBERED ?c - cell)                  ; ?c holds a number: it stays white
    ; Shading.
    (shading)                             ; black cells may still be added
    (black ?c - cell)
    (near-black ?c - cell)                ; next to a black cell: it stays white
    ; Checking.
    (checking)
    (looking ?k - cell ?d - dir ?c - cell)  ; the scan of the number on ?k towards ?d has got to ?c
    (needs ?k - cell ?n - num)            ; the number on ?k has ?n white cells still to see
    (counted ?k - cell ?d - dir)          ; the scan of the number on ?k towards ?d has ended
    (started)                             ; the flood has begun
    (reached ?c - cell))                  ; the flood has got to ?c

  ; A cell turns black: one with no number and no black neighbour, so that no
  ; two black cells touch. Its neighbours may not be shaded any more.
  (:action shade
    :parameters (?c - cell)
    :precondition (and (shading)
                       (not (NUMBERED ?c))
                       (not (black ?c))
                       (not (near-black ?c)))
    :effect (and (black ?c)
                 (forall (?n - cell)
                   (when (CONNECTED ?c ?n) (near-black ?n)))))

  ; The grid is final: the checks begin.
  (:action end-shading
    :parameters ()
    :precondition (shading)
    :effect (and (not (shading))
                 (checking)))

  ; The scan of the number on ?k towards ?d goes on to a white cell, which
  ; the number sees: one cell fewer to see.
  (:action see
    :parameters (?k - cell ?d - dir ?from ?to - cell ?n1 ?n2 - num)
    :precondition (and (checking)
                       (looking ?k ?d ?from)
                       (STEP ?from ?d ?to)
                       (not (black ?to))
                       (needs ?k ?n1)
                       (NEXT ?n2 ?n1))
    :effect (and (not (looking ?k ?d ?from))
                 (looking ?k ?d ?to)
                 (not (needs ?k ?n1))
                 (needs ?k ?n2)))

  ; The scan ends before a black cell, which hides the cells beyond it.
  (:action stop-at-black
    :parameters (?k - cell ?d - dir ?from ?to - cell)
    :precondition (and (checking)
                       (looking ?k ?d ?from)
                       (STEP ?from ?d ?to)
                       (black ?to))
    :effect (and (not (looking ?k ?d ?from))
                 (counted ?k ?d)))

  ; The scan ends at the edge of the grid.
  (:action stop-at-edge
    :parameters (?k - cell ?d - dir ?c - cell)
    :precondition (and (checking)
                       (looking ?k ?d ?c)
                       (EDGE ?c ?d))
    :effect (and (not (looking ?k ?d ?c))
                 (counted ?k ?d)))

  ; The flood begins on a white cell, any one: if the white cells hang
  ; together, it reaches them all from there.
  (:action flood-start
    :parameters (?c - cell)
    :precondition (and (checking)
                       (not (started))
                       (not (black ?c)))
    :effect (and (started)
                 (reached ?c)))

  ; The flood spreads to a white neighbour.
  (:action flood
    :parameters (?from ?to - cell)
    :precondition (and (checking)
                       (reached ?from)
                       (CONNECTED ?from ?to)
                       (not (black ?to)))
    :effect (reached ?to))
)
)";

}  // namespace

std::string_view pddl_domain_comment() { return kComment; }
std::string_view pddl_domain_body() { return kBody; }

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

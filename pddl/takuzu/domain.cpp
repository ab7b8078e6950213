#include "pddl/takuzu/domain.hpp"

namespace pg::takuzu {
namespace {

constexpr std::string_view kComment = R"(; Takuzu (Binairo) as a planning task. Digits, zero or one, are written into
; the empty cells one at a time, in reading order. A line (a row or a column)
; takes at most half its cells of each digit, rounded up: a count per line and
; digit says how many more it may take. A digit that would make three equal
; in a row or column is forbidden in a cell as soon as the two other cells of
; that run of three hold it. Two rows, or two columns, are marked as differing
; as soon as they hold different digits at the same place. The goal: every
; cell filled, and every two rows and every two columns differing.
;
; The fixed order gives each solution exactly one plan, and a planner meets a
; dead end at the cell where no digit fits, not after filling much of the rest
; of the grid around it: Fast Downward's lama-first solves 6x6 problems in a
; moment this way, and did not solve one in five minutes when any empty cell
; could come next.
;
; Counts are objects n0, n1, ... (n0 a constant of the domain) that the
; problem chains by (NEXT a b), as in the IPC 2018 Nurikabe domain.
)";

constexpr std::string_view kBody = R"(  (:requirements :typing :adl)
  (:types cell digit num line - object
          row column - line)
  (:constants zero one - digit
              n0 - num)

  (:predicates
    ; Facts no action changes.
    (NEXT ?n1 ?n2 - num)                 ; ?n2 is ?n1 plus one
    (IN-ROW ?c - cell ?r - row)
    (IN-COL ?c - cell ?k - column)
    (NEAR ?a ?b - cell)                  ; one or two cells apart along a row or column
    (TRIPLE ?a ?b ?c - cell)             ; a run of three cells of a line, in any order
    (THEN ?a ?b - cell)                  ; ?b is the empty cell after ?a in reading order
    ; The grid.
    (current ?c - cell)                  ; the cell to write next
    (empty ?c - cell)
    (filled ?c - cell)                   ; not empty: the goal's form, as planners take no negative goals
    (holds ?c - cell ?d - digit)
    (forbidden ?c - cell ?d - digit)     ; ?d in the empty ?c would make three equal in a row
    (left ?l - line ?d - digit ?n - num) ; ?l may take ?n more ?d
    (differ ?a ?b - line))               ; two rows, or two columns, with different digits at some
                                         ; place; stated both ways round

  ; Writes ?d into the current cell ?c, in row ?r and column ?k, each of which
  ; may then take one ?d fewer (?r2 to ?r1, ?k2 to ?k1); the next empty cell
  ; becomes current. Where ?c and another cell of a run of three hold ?d, the
  ; run's third cell may no longer take it. Another row holding the other
  ; digit in ?c's column now differs from ?r, and another column holding it
  ; in ?c's row from ?k.
  ;
  ; Each forall is nested behind the condition that picks the few cells it
  ; concerns, so that a step walks the grid a few times, not its pairs of
  ; cells; and each when changes one fact, as translators want them.
  (:action write
    :parameters (?c - cell ?d - digit ?r - row ?k - column ?r1 ?r2 ?k1 ?k2 - num)
    :precondition (and (current ?c)
                       (not (forbidden ?c ?d))
                       (IN-ROW ?c ?r)
                       (IN-COL ?c ?k)
                       (left ?r ?d ?r2)
                       (NEXT ?r1 ?r2)
                       (left ?k ?d ?k2)
                       (NEXT ?k1 ?k2))
    :effect (and (not (current ?c))
                 (forall (?b - cell)
                   (when (THEN ?c ?b) (current ?b)))
                 (not (empty ?c))
                 (filled ?c)
                 (holds ?c ?d)
                 (not (left ?r ?d ?r2))
                 (left ?r ?d ?r1)
                 (not (left ?k ?d ?k2))
                 (left ?k ?d ?k1)
                 (forall (?b - cell)
                   (when (and (NEAR ?c ?b) (holds ?b ?d))
                         (forall (?a - cell)
                           (when (and (TRIPLE ?a ?c ?b) (empty ?a))
                                 (forbidden ?a ?d)))))
                 (forall (?y - cell ?e - digit)
                   (when (and (IN-COL ?y ?k) (holds ?y ?e) (not (= ?e ?d)))
                         (forall (?l - row)
                           (when (IN-ROW ?y ?l) (differ ?r ?l)))))
                 (forall (?y - cell ?e - digit)
                   (when (and (IN-COL ?y ?k) (holds ?y ?e) (not (= ?e ?d)))
                         (forall (?l - row)
                           (when (IN-ROW ?y ?l) (differ ?l ?r)))))
                 (forall (?y - cell ?e - digit)
                   (when (and (IN-ROW ?y ?r) (holds ?y ?e) (not (= ?e ?d)))
                         (forall (?l - column)
                           (when (IN-COL ?y ?l) (differ ?k ?l)))))
                 (forall (?y - cell ?e - digit)
                   (when (and (IN-ROW ?y ?r) (holds ?y ?e) (not (= ?e ?d)))
                         (forall (?l - column)
                           (when (IN-COL ?y ?l) (differ ?l ?k)))))))
)
)";

constexpr pddl::DomainText kDomain{"takuzu", kComment, kBody};

}  // namespace

const pddl::DomainText& pddl_domain() { return kDomain; }

}  // namespace pg::takuzu

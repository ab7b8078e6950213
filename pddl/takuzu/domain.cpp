#include "pddl/takuzu/domain.hpp"

namespace pg::takuzu {
namespace {

constexpr std::string_view kComment = R"(; Takuzu (Binairo) as a planning task. Each cell of the grid holds a digit,
; zero or one; no three cells in a row along a row or column hold the same
; digit; a line (a row or a column) holds at most half its cells of each
; digit, rounded up; and no two rows, nor two columns, are equal.
;
; A plan goes through fixed steps s0, s1, ... one after another: (now ?s)
; is the step it is at, (THEN ?s ?t) the step that follows. The problem
; lays the steps out cell by cell in reading order; at each cell:
; - if it is empty, a step that writes a digit into it (WRITE), which its
;   row and column count down: a line may take only so many of each digit;
; - for each run of three cells that ends there, along its row and along its
;   column, a step that checks the run holds both digits (RUN): its first
;   two cells differ, or else its last differs from them;
; - at the last cell of a row, for each earlier row, a scan of the places
;   where the two rows may differ (PAIR), place by place until they differ
;   there: two rows that agree at the last place of their scan are equal,
;   and no step goes on. Likewise each earlier column at a cell of the last
;   row. Places where both cells hold givens are left out of the scan, and
;   so are runs of three givens; two lines whose givens differ somewhere
;   have no scan at all.
; The goal is the step after the last: every cell written, every check
; passed.
;
; Why the fixed order: a planner meets a dead end at the step where it
; happens (no digit fits a cell, a run has three equal digits, two lines are
; equal) rather than after filling much of the rest of the grid around it,
; and each solution has exactly one plan: one digit per written cell, and at
; each check exactly one action that applies. Each action changes the step
; and at most one cell and two counts, so a planner's translator grounds it
; without conditional effects: Fast Downward's lama-first solves 12x12
; problems in seconds this way. Writing any empty cell next, it did not
; solve a 6x6 problem in five minutes.
;
; Counts are objects n0, n1, ... (n0 a constant of the domain) that the
; problem chains by (NEXT a b), as in the IPC 2018 Nurikabe domain.
)";

constexpr std::string_view kBody = R"(  (:requirements :typing :negative-preconditions :equality)
  (:types cell digit num line step - object
          row column - line)
  (:constants zero one - digit
              n0 - num)

  (:predicates
    ; Facts no action changes.
    (NEXT ?n1 ?n2 - num)                 ; ?n2 is ?n1 plus one
    (OTHER ?d ?e - digit)                ; ?d and ?e are the two digits, either way round
    (THEN ?s ?t - step)                  ; ?t is the step after ?s
    (WRITE ?s - step ?c - cell ?r - row ?k - column)  ; at ?s, a digit into the empty ?c of ?r and ?k
    (RUN ?s - step ?a ?b ?c - cell)      ; at ?s, the check of a run of three, in line order
    (PAIR ?s - step ?a ?b - cell ?u - step)  ; at ?s, two lines compared at one place, ?a in
                                         ; one, ?b in the other; ?u the step after their scan
    ; The plan and the grid.
    (now ?s - step)                      ; the step the plan is at
    (holds ?c - cell ?d - digit)
    (left ?l - line ?d - digit ?n - num)) ; ?l may take ?n more ?d

  ; Writes ?d into the empty cell ?c of this step, in row ?r and column ?k,
  ; each of which may then take one ?d fewer (?r2 to ?r1, ?k2 to ?k1): a
  ; line with none left takes no more of it.
  (:action write
    :parameters (?s ?t - step ?c - cell ?d - digit ?r - row ?k - column ?r1 ?r2 ?k1 ?k2 - num)
    :precondition (and (now ?s)
                       (THEN ?s ?t)
                       (WRITE ?s ?c ?r ?k)
                       (left ?r ?d ?r2)
                       (NEXT ?r1 ?r2)
                       (left ?k ?d ?k2)
                       (NEXT ?k1 ?k2))
    :effect (and (not (now ?s))
                 (now ?t)
                 (holds ?c ?d)
                 (not (left ?r ?d ?r2))
                 (left ?r ?d ?r1)
                 (not (left ?k ?d ?k2))
                 (left ?k ?d ?k1)))

  ; The run of three ?a ?b ?c is not three equal digits: ?a and ?b differ.
  (:action run-broken-early
    :parameters (?s ?t - step ?a ?b ?c - cell ?d ?e - digit)
    :precondition (and (now ?s)
                       (THEN ?s ?t)
                       (RUN ?s ?a ?b ?c)
                       (holds ?a ?d)
                       (holds ?b ?e)
                       (OTHER ?d ?e))
    :effect (and (not (now ?s))
                 (now ?t)))

  ; The run of three ?a ?b ?c is not three equal digits: ?a and ?b agree,
  ; and ?c holds the other digit.
  (:action run-broken-last
    :parameters (?s ?t - step ?a ?b ?c - cell ?d ?e - digit)
    :precondition (and (now ?s)
                       (THEN ?s ?t)
                       (RUN ?s ?a ?b ?c)
                       (holds ?a ?d)
                       (holds ?b ?d)
                       (holds ?c ?e)
                       (OTHER ?d ?e))
    :effect (and (not (now ?s))
                 (now ?t)))

  ; Two lines agree at this place: their scan goes on to the next place, of
  ; which there is none at the last (the step after it is ?u, after the
  ; scan): two lines that agree everywhere are equal.
  (:action lines-agree
    :parameters (?s ?t ?u - step ?a ?b - cell ?d - digit)
    :precondition (and (now ?s)
                       (PAIR ?s ?a ?b ?u)
                       (THEN ?s ?t)
                       (not (= ?t ?u))
                       (holds ?a ?d)
                       (holds ?b ?d))
    :effect (and (not (now ?s))
                 (now ?t)))

  ; Two lines differ at this place, so they are not equal: the plan goes on
  ; after their scan.
  (:action lines-differ
    :parameters (?s ?u - step ?a ?b - cell ?d ?e - digit)
    :precondition (and (now ?s)
                       (PAIR ?s ?a ?b ?u)
                       (holds ?a ?d)
                       (holds ?b ?e)
                       (OTHER ?d ?e))
    :effect (and (not (now ?s))
                 (now ?u)))
)
)";

constexpr pddl::DomainText kDomain{"takuzu", kComment, kBody};

}  // namespace

const pddl::DomainText& pddl_domain() { return kDomain; }

}  // namespace pg::takuzu

#include "pddl/numbrix/hddl_domain.hpp"

namespace pg::numbrix {
namespace {

constexpr std::string_view kComment = R"(; Numbrix as a hierarchical planning task, the way a solver fills it by hand.
; The givens cut the numbers 1..N into stretches. Between two givens a < b
; with nothing given in between, the numbers a+1 .. b-1 form a path from a's
; cell to b's cell: fill the gap by walking from a, one number per step onto
; an empty neighbour, until the walk stands beside b (task link). Below the
; smallest given the numbers run down to 1 (task run-down), above the largest
; they run up to N (task run-up); these two walks have a free end. With no
; givens at all, put 1 somewhere and run up from it (task begin). The problem
; lists the gaps, tightest first, then the run down, then the run up.
;
; Two look-aheads keep the walks from wandering (neither is needed for
; correctness; both only cut off walks that cannot be completed):
;  - a number goes only on a cell it FITS: close enough to every given, and
;    of the right colour (chequerboard parity), to reach it in time;
;  - no dead cells: every cell counts the path links it still lacks (an empty
;    cell lacks 2, the cell of a walk's last number 1). When a cell lacks
;    none any more, each empty neighbour must still see two neighbours that
;    lack links (one, if it may become the end 1 or N), or it could never be
;    threaded into the path (tasks guard and check).
;
; Every number is written exactly once, by the one task of the initial
; network whose stretch holds it, onto a cell that is still empty, beside
; the cell of the number before or after it; N numbers on N distinct cells
; fill the grid, so a plan is a solution step for step.
;
; Neighbours are listed in reading order (up, left, right, down): the checks
; go through them in that order and name the first neighbours that lack
; links, so that each solution has exactly one plan. Static facts are in
; capitals, fluents in lowercase.
)";

constexpr std::string_view kBody = R"(  (:requirements :typing :hierarchy :negative-preconditions :method-preconditions)
  (:types cell num deg)
  (:constants d0 d1 d2 - deg)   ; how many path links a cell still lacks

  (:predicates
    ; Facts no action changes, derived from the grid and its givens.
    (NEXT ?n1 ?n2 - num)        ; ?n2 is ?n1 plus one
    (FIRST ?n - num)            ; ?n is 1
    (LAST ?n - num)             ; ?n is N, the number of cells
    (CONNECTED ?c ?c2 - cell)   ; orthogonal neighbours, listed both ways
    (FITS ?c - cell ?n - num)   ; ?n (not a given) may stand on ?c (no given on it):
                                ; for every given g on a cell G, the Manhattan
                                ; distance from ?c to G is at most |?n - g| and
                                ; has the same parity
    (DROP ?d ?e - deg)          ; ?e = ?d - 1: (DROP d2 d1) (DROP d1 d0)
    (AROUND0 ?c - cell)         ; the neighbours of ?c (none to 4 of them),
    (AROUND1 ?c ?a - cell)      ; in reading order
    (AROUND2 ?c ?a ?b - cell)
    (AROUND3 ?c ?a ?b ?e - cell)
    (AROUND4 ?c ?a ?b ?e ?f - cell)
    ; The first two neighbours ?p ?q (reading order) of the empty cell ?c
    ; that still lack links: ?s, ?t are the neighbours of ?c before ?q other
    ; than ?p, which then lack none. The digit counts them.
    (PAIR0 ?c ?p ?q - cell)
    (PAIR1 ?c ?p ?q ?s - cell)
    (PAIR2 ?c ?p ?q ?s ?t - cell)
    ; The same for the first single neighbour ?p, for a cell ?c that may
    ; become an end of the path: ?s ?t ?u are the neighbours before it.
    (END-CELL ?c - cell)        ; ?c may hold 1 or N (that number is not given and FITS ?c)
    (ONE0 ?c ?p - cell)
    (ONE1 ?c ?p ?s - cell)
    (ONE2 ?c ?p ?s ?t - cell)
    (ONE3 ?c ?p ?s ?t ?u - cell)
    ; Fluents.
    (written ?c - cell)         ; ?c holds a number (the givens from the start)
    (holds ?c - cell ?n - num)  ; ?n is on ?c: the final state is the solution
    (lacks ?c - cell ?d - deg)) ; ?c still lacks ?d path links (look-ahead only)

  ; ---------------------------------------------------------------- tasks
  ; ?a and ?b are on the grid (givens, ?a < ?b, none between): fill ?a+1 ..
  ; ?b-1 as a path from ?a's cell that ends beside ?b's cell.
  (:task link :parameters (?a ?b - num))
  ; ?a is on the grid: fill ?a-1 .. 1, each beside the one above.
  (:task run-down :parameters (?a - num))
  ; ?a is on the grid: fill ?a+1 .. N, each beside the one below.
  (:task run-up :parameters (?a - num))
  ; Nothing is given: put 1 on some cell, then fill 2 .. N.
  (:task begin :parameters ())
  ; ?x was just linked; if it lacks no link now, check its neighbours.
  (:task guard :parameters (?x - cell))
  ; ?c is written, or it still has enough neighbours lacking links.
  (:task check :parameters (?c - cell))

  ; ---------------------------------------------------------------- link
  ; The gap is closed: ?b follows ?a and their cells ?x ?y touch; join them.
  (:method link-close
    :parameters (?a ?b - num ?x ?y - cell ?dx ?ex ?dy ?ey - deg)
    :task (link ?a ?b)
    :precondition (and (NEXT ?a ?b) (holds ?x ?a) (holds ?y ?b) (CONNECTED ?x ?y)
                       (lacks ?x ?dx) (DROP ?dx ?ex) (lacks ?y ?dy) (DROP ?dy ?ey))
    :ordered-subtasks (and (t1 (join ?x ?y ?a ?b ?dx ?ex ?dy ?ey)) (t2 (guard ?x)) (t3 (guard ?y))))

  ; The gap is open: write ?n = ?a+1 on an empty neighbour ?y of ?a's cell
  ; ?x (the choice), then fill the rest of the gap from ?n.
  (:method link-step
    :parameters (?a ?b ?n - num ?x ?y - cell ?d ?e - deg)
    :task (link ?a ?b)
    :precondition (and (NEXT ?a ?n) (holds ?x ?a) (CONNECTED ?x ?y) (not (written ?y))
                       (FITS ?y ?n) (lacks ?x ?d) (DROP ?d ?e))
    :ordered-subtasks (and (t1 (write-next ?x ?y ?a ?n ?d ?e)) (t2 (guard ?x)) (t3 (link ?n ?b))))

  ; ---------------------------------------------------------------- run-down
  ; The run down has written 1 on ?x: 1 needs no further link.
  (:method down-end
    :parameters (?a - num ?x - cell)
    :task (run-down ?a)
    :precondition (and (FIRST ?a) (holds ?x ?a) (lacks ?x d1))
    :ordered-subtasks (and (t1 (finish ?x ?a)) (t2 (guard ?x))))

  ; Write ?n = ?a-1 on an empty neighbour ?y of ?a's cell ?x, go on from ?n.
  (:method down-step
    :parameters (?a ?n - num ?x ?y - cell ?d ?e - deg)
    :task (run-down ?a)
    :precondition (and (NEXT ?n ?a) (holds ?x ?a) (CONNECTED ?x ?y) (not (written ?y))
                       (FITS ?y ?n) (lacks ?x ?d) (DROP ?d ?e))
    :ordered-subtasks (and (t1 (write-prev ?x ?y ?a ?n ?d ?e)) (t2 (guard ?x)) (t3 (run-down ?n))))

  ; ---------------------------------------------------------------- run-up
  ; The run up has written N on ?x: N needs no further link.
  (:method up-end
    :parameters (?a - num ?x - cell)
    :task (run-up ?a)
    :precondition (and (LAST ?a) (holds ?x ?a) (lacks ?x d1))
    :ordered-subtasks (and (t1 (finish ?x ?a)) (t2 (guard ?x))))

  ; Write ?n = ?a+1 on an empty neighbour ?y of ?a's cell ?x, go on from ?n.
  (:method up-step
    :parameters (?a ?n - num ?x ?y - cell ?d ?e - deg)
    :task (run-up ?a)
    :precondition (and (NEXT ?a ?n) (holds ?x ?a) (CONNECTED ?x ?y) (not (written ?y))
                       (FITS ?y ?n) (lacks ?x ?d) (DROP ?d ?e))
    :ordered-subtasks (and (t1 (write-next ?x ?y ?a ?n ?d ?e)) (t2 (guard ?x)) (t3 (run-up ?n))))

  ; ---------------------------------------------------------------- begin
  ; No givens: choose the cell ?c of 1 (?n), then run up from it.
  (:method begin-at
    :parameters (?n - num ?c - cell)
    :task (begin)
    :precondition (and (FIRST ?n) (FITS ?c ?n))
    :ordered-subtasks (and (t1 (write-first ?c ?n)) (t2 (run-up ?n))))

  ; ---------------------------------------------------------------- guard
  ; ?x still lacks a link: nothing changed for its neighbours.
  (:method guard-open
    :parameters (?x - cell)
    :task (guard ?x)
    :precondition (not (lacks ?x d0))
    :ordered-subtasks (and))
  ; ?x is complete and has no neighbours (a grid of one cell).
  (:method guard-0
    :parameters (?x - cell)
    :task (guard ?x)
    :precondition (and (lacks ?x d0) (AROUND0 ?x))
    :ordered-subtasks (and))
  ; ?x is complete: check its one neighbour (the end of a single row or column).
  (:method guard-1
    :parameters (?x ?a - cell)
    :task (guard ?x)
    :precondition (and (lacks ?x d0) (AROUND1 ?x ?a))
    :ordered-subtasks (and (t1 (check ?a))))
  ; ?x is complete: check its two neighbours.
  (:method guard-2
    :parameters (?x ?a ?b - cell)
    :task (guard ?x)
    :precondition (and (lacks ?x d0) (AROUND2 ?x ?a ?b))
    :ordered-subtasks (and (t1 (check ?a)) (t2 (check ?b))))
  ; ?x is complete: check its three neighbours.
  (:method guard-3
    :parameters (?x ?a ?b ?c - cell)
    :task (guard ?x)
    :precondition (and (lacks ?x d0) (AROUND3 ?x ?a ?b ?c))
    :ordered-subtasks (and (t1 (check ?a)) (t2 (check ?b)) (t3 (check ?c))))
  ; ?x is complete: check its four neighbours.
  (:method guard-4
    :parameters (?x ?a ?b ?c ?f - cell)
    :task (guard ?x)
    :precondition (and (lacks ?x d0) (AROUND4 ?x ?a ?b ?c ?f))
    :ordered-subtasks (and (t1 (check ?a)) (t2 (check ?b)) (t3 (check ?c)) (t4 (check ?f))))

  ; ---------------------------------------------------------------- check
  ; A cell "lacking links" (not (lacks ?p d0)) is empty, or written and still
  ; waiting for the number before or after its own. Each check method names
  ; the canonical neighbours in its static precondition and leaves the test
  ; on the state to one action (a witness), so that a plan verifier need not
  ; search for the method's free parameters.
  ;
  ; A written cell needs no check.
  (:method check-written
    :parameters (?c - cell)
    :task (check ?c)
    :precondition (written ?c)
    :ordered-subtasks (and))
  ; An empty cell that cannot be an end: its first two neighbours lacking
  ; links are ?p and ?q, the first two of its neighbours.
  (:method check-pair0
    :parameters (?c ?p ?q - cell)
    :task (check ?c)
    :precondition (and (not (END-CELL ?c)) (PAIR0 ?c ?p ?q))
    :ordered-subtasks (and (t1 (open-pair0 ?c ?p ?q))))
  ; The same, with one neighbour ?s skipped, which lacks none.
  (:method check-pair1
    :parameters (?c ?p ?q ?s - cell)
    :task (check ?c)
    :precondition (and (not (END-CELL ?c)) (PAIR1 ?c ?p ?q ?s))
    :ordered-subtasks (and (t1 (open-pair1 ?c ?p ?q ?s))))
  ; The same, with two neighbours ?s ?t skipped.
  (:method check-pair2
    :parameters (?c ?p ?q ?s ?t - cell)
    :task (check ?c)
    :precondition (and (not (END-CELL ?c)) (PAIR2 ?c ?p ?q ?s ?t))
    :ordered-subtasks (and (t1 (open-pair2 ?c ?p ?q ?s ?t))))
  ; An empty cell that may be an end (1 or N): its first neighbour lacking a
  ; link is ?p, its first neighbour.
  (:method check-one0
    :parameters (?c ?p - cell)
    :task (check ?c)
    :precondition (and (END-CELL ?c) (ONE0 ?c ?p))
    :ordered-subtasks (and (t1 (open-one0 ?c ?p))))
  ; The same, with the neighbour ?s before ?p skipped, which lacks none.
  (:method check-one1
    :parameters (?c ?p ?s - cell)
    :task (check ?c)
    :precondition (and (END-CELL ?c) (ONE1 ?c ?p ?s))
    :ordered-subtasks (and (t1 (open-one1 ?c ?p ?s))))
  ; The same, with two neighbours ?s ?t skipped.
  (:method check-one2
    :parameters (?c ?p ?s ?t - cell)
    :task (check ?c)
    :precondition (and (END-CELL ?c) (ONE2 ?c ?p ?s ?t))
    :ordered-subtasks (and (t1 (open-one2 ?c ?p ?s ?t))))
  ; The same, with three neighbours ?s ?t ?u skipped.
  (:method check-one3
    :parameters (?c ?p ?s ?t ?u - cell)
    :task (check ?c)
    :precondition (and (END-CELL ?c) (ONE3 ?c ?p ?s ?t ?u))
    :ordered-subtasks (and (t1 (open-one3 ?c ?p ?s ?t ?u))))

  ; ---------------------------------------------------------------- witnesses
  ; The witnesses change nothing: ?c is empty, the named neighbours ?p (?q)
  ; lack links, the skipped ones ?s ?t ?u lack none. The static fact is
  ; repeated so that a grounder does not enumerate every tuple of cells.
  ;
  ; ?c is empty and its first two neighbours ?p ?q lack links.
  (:action open-pair0
    :parameters (?c ?p ?q - cell)
    :precondition (and (PAIR0 ?c ?p ?q) (not (written ?c)) (not (lacks ?p d0)) (not (lacks ?q d0)))
    :effect (and))
  ; ?c is empty, ?p ?q lack links, ?s before them lacks none.
  (:action open-pair1
    :parameters (?c ?p ?q ?s - cell)
    :precondition (and (PAIR1 ?c ?p ?q ?s) (not (written ?c)) (not (lacks ?p d0)) (not (lacks ?q d0)) (lacks ?s d0))
    :effect (and))
  ; ?c is empty, ?p ?q lack links, ?s ?t before them lack none.
  (:action open-pair2
    :parameters (?c ?p ?q ?s ?t - cell)
    :precondition (and (PAIR2 ?c ?p ?q ?s ?t) (not (written ?c)) (not (lacks ?p d0)) (not (lacks ?q d0))
                       (lacks ?s d0) (lacks ?t d0))
    :effect (and))
  ; ?c is empty and its first neighbour ?p lacks a link.
  (:action open-one0
    :parameters (?c ?p - cell)
    :precondition (and (ONE0 ?c ?p) (not (written ?c)) (not (lacks ?p d0)))
    :effect (and))
  ; ?c is empty, ?p lacks a link, ?s before it lacks none.
  (:action open-one1
    :parameters (?c ?p ?s - cell)
    :precondition (and (ONE1 ?c ?p ?s) (not (written ?c)) (not (lacks ?p d0)) (lacks ?s d0))
    :effect (and))
  ; ?c is empty, ?p lacks a link, ?s ?t before it lack none.
  (:action open-one2
    :parameters (?c ?p ?s ?t - cell)
    :precondition (and (ONE2 ?c ?p ?s ?t) (not (written ?c)) (not (lacks ?p d0)) (lacks ?s d0) (lacks ?t d0))
    :effect (and))
  ; ?c is empty, ?p lacks a link, ?s ?t ?u before it lack none.
  (:action open-one3
    :parameters (?c ?p ?s ?t ?u - cell)
    :precondition (and (ONE3 ?c ?p ?s ?t ?u) (not (written ?c)) (not (lacks ?p d0)) (lacks ?s d0) (lacks ?t d0)
                       (lacks ?u d0))
    :effect (and))

  ; ---------------------------------------------------------------- actions
  ; Write ?n (= ?m + 1) on the empty cell ?to beside ?from, which holds ?m.
  ; ?from gains its link to ?to (lacks ?d -> ?e); ?to has one link, lacks 1.
  (:action write-next
    :parameters (?from ?to - cell ?m ?n - num ?d ?e - deg)
    :precondition (and (holds ?from ?m) (NEXT ?m ?n) (CONNECTED ?from ?to)
                       (not (written ?to)) (FITS ?to ?n) (lacks ?from ?d) (DROP ?d ?e))
    :effect (and (written ?to) (holds ?to ?n)
                 (not (lacks ?from ?d)) (lacks ?from ?e)
                 (not (lacks ?to d2)) (lacks ?to d1)))

  ; Write ?n (= ?m - 1) on the empty cell ?to beside ?from, which holds ?m.
  (:action write-prev
    :parameters (?from ?to - cell ?m ?n - num ?d ?e - deg)
    :precondition (and (holds ?from ?m) (NEXT ?n ?m) (CONNECTED ?from ?to)
                       (not (written ?to)) (FITS ?to ?n) (lacks ?from ?d) (DROP ?d ?e))
    :effect (and (written ?to) (holds ?to ?n)
                 (not (lacks ?from ?d)) (lacks ?from ?e)
                 (not (lacks ?to d2)) (lacks ?to d1)))

  ; ?b (= ?a + 1) on ?y touches ?a on ?x: the path links them; each lacks one less.
  (:action join
    :parameters (?x ?y - cell ?a ?b - num ?dx ?ex ?dy ?ey - deg)
    :precondition (and (holds ?x ?a) (holds ?y ?b) (NEXT ?a ?b) (CONNECTED ?x ?y)
                       (lacks ?x ?dx) (DROP ?dx ?ex) (lacks ?y ?dy) (DROP ?dy ?ey))
    :effect (and (not (lacks ?x ?dx)) (lacks ?x ?ex) (not (lacks ?y ?dy)) (lacks ?y ?ey)))

  ; ?n (1 or N, written by a run) on ?x has its only link: it lacks none.
  (:action finish
    :parameters (?x - cell ?n - num)
    :precondition (and (holds ?x ?n) (lacks ?x d1))
    :effect (and (not (lacks ?x d1)) (lacks ?x d0)))

  ; Write 1 (?n) on the empty cell ?c (only when nothing is given); it will
  ; have one link, to 2.
  (:action write-first
    :parameters (?c - cell ?n - num)
    :precondition (and (FIRST ?n) (not (written ?c)) (FITS ?c ?n))
    :effect (and (written ?c) (holds ?c ?n) (not (lacks ?c d2)) (lacks ?c d1)))
)
)";

constexpr pddl::DomainText kDomain{"numbrix-htn", kComment, kBody};

}  // namespace

const pddl::DomainText& hddl_domain() { return kDomain; }

}  // namespace pg::numbrix

#include "pddl/nurikabe/hddl_domain.hpp"

namespace pg::nurikabe {
namespace {

constexpr std::string_view kComment = R"(; Nurikabe as a hierarchical planning task. The initial task network grows
; every island, checks every 2x2 block, shades every cell no island holds,
; and checks that the walls hang together, one task each:
;
;   (grow K): the island of the number on K is walked depth first from K.
;     Each of its cells looks at its four sides, up, down, left, right: a
;     free neighbour is either claimed into the island (it counts one cell
;     less to go, and the walk goes on from it at once) or walled off on the
;     spot; a neighbour of another island is a dead end. At the end the
;     island must have exactly its number of cells.
;   (no-pool A B C D): some cell of the 2x2 block is an island cell. Each
;     comes right after the last island that could reach its block.
;   (fill C): C is an island cell, or it is shaded.
;   (connect C), in reading order: C is an island cell, or the first wall
;     starts a flood over the walls, and every later wall has been reached.
;
; Under the IPC 2018 rules (the island rules alone) a problem has no
; no-pool and no connect tasks: the walls may then split and hold pools.
;
; An island is named by its numbered cell. Island cells, their owners and
; walls are never undone, so the island cells of a plan are those of a
; solution; and every solution has exactly one plan: the only choice is
; whether a free neighbour of an island joins it, and the solution says.
;
; Counts are objects n0, n1, ... (n0 a constant of the domain) that the
; problem chains by (NEXT a b), as in the IPC 2018 Nurikabe domain. Only
; conjunctions of literals: pandaPI and HyperTensioN both read them.
)";

constexpr std::string_view kBody = R"(  (:requirements :typing :hierarchy :negative-preconditions :method-preconditions)
  (:types cell num)
  (:constants n0 - num)

  (:predicates
    ; Facts no action changes.
    (NEXT ?n1 ?n2 - num)              ; ?n2 is ?n1 plus one
    (CONNECTED ?a ?b - cell)          ; orthogonal neighbours, listed both ways
    (AROUND ?c ?u ?w ?l ?r - cell)    ; the neighbours of ?c up, down, left, right;
                                      ; beyond the grid's edge ?c names itself
    (SEES ?c ?n - cell)               ; ?n is one of the four of (AROUND ?c ...): it ties
                                      ; a method's cells, so a grounder need not list them all
    (REACH ?k ?c - cell)              ; the island of ?k may hold ?c: at most its number less
                                      ; one steps from ?k, never on or next to another number
    (BLOCK ?a ?b ?c ?d - cell)        ; a 2x2 block: top left, top right, bottom left, bottom right
    ; The grid.
    (taken ?c - cell)                 ; ?c is an island cell (a number's, from the start)
    (owner ?c ?k - cell)              ; ?c belongs to the island of the number on ?k
    (need ?k - cell ?n - num)         ; the island of ?k still needs ?n more cells
    (wall ?c - cell)                  ; ?c is shaded
    (flooded)                         ; the flood over the walls has begun
    (reached ?c - cell))              ; the flood has got to the wall ?c

  ; Build the island of the number on ?k.
  (:task grow :parameters (?k - cell))
  ; The island cell ?c of ?k settles its four sides.
  (:task explore :parameters (?c ?k - cell))
  ; Settle the neighbour ?n of the island cell ?c of ?k.
  (:task border :parameters (?c ?k ?n - cell))
  ; The 2x2 block ?a ?b / ?c ?d is not all wall.
  (:task no-pool :parameters (?a ?b ?c ?d - cell))
  ; ?c is an island cell, or it becomes a wall.
  (:task fill :parameters (?c - cell))
  ; ?c is an island cell or a wall the flood has reached.
  (:task connect :parameters (?c - cell))
  ; The flood spreads from the wall ?c to its four sides.
  (:task visit :parameters (?c - cell))
  ; The flood looks at the neighbour ?n of the wall ?c.
  (:task spread :parameters (?c ?n - cell))

  ; Walk the island from its number, then check that it has its size.
  (:method grow-island
    :parameters (?k - cell)
    :task (grow ?k)
    :ordered-subtasks (and (t1 (explore ?k ?k))
                           (t2 (check-size ?k))))

  ; An island cell settles its sides up, down, left, right.
  (:method explore-sides
    :parameters (?c ?k ?u ?w ?l ?r - cell)
    :task (explore ?c ?k)
    :precondition (and (AROUND ?c ?u ?w ?l ?r) (REACH ?k ?c))
    :ordered-subtasks (and (t1 (border ?c ?k ?u))
                           (t2 (border ?c ?k ?w))
                           (t3 (border ?c ?k ?l))
                           (t4 (border ?c ?k ?r))))

  ; The neighbour is a cell of the same island already, or the side is the
  ; edge, where ?n is ?c itself: nothing to do.
  (:method border-own
    :parameters (?c ?k ?n - cell)
    :task (border ?c ?k ?n)
    :precondition (and (SEES ?c ?n) (REACH ?k ?c) (owner ?n ?k))
    :ordered-subtasks (and))
  ; The neighbour is a wall already.
  (:method border-wall
    :parameters (?c ?k ?n - cell)
    :task (border ?c ?k ?n)
    :precondition (and (SEES ?c ?n) (REACH ?k ?c) (wall ?n))
    :ordered-subtasks (and))
  ; A free neighbour, first choice: it joins the island (one cell fewer to
  ; go), and the walk goes on from it at once. Listed before border-shut,
  ; so that a planner trying methods in order claims first.
  (:method border-claim
    :parameters (?c ?k ?n - cell ?n1 ?n2 - num)
    :task (border ?c ?k ?n)
    :precondition (and (SEES ?c ?n) (REACH ?k ?c) (not (taken ?n)) (not (wall ?n))
                       (REACH ?k ?n) (need ?k ?n1) (NEXT ?n2 ?n1))
    :ordered-subtasks (and (t1 (claim ?n ?c ?k ?n1 ?n2))
                           (t2 (explore ?n ?k))))
  ; A free neighbour, second choice: it stays out of the island, so it is a
  ; wall. (A neighbour of another island fits no method: a dead end.)
  (:method border-shut
    :parameters (?c ?k ?n - cell)
    :task (border ?c ?k ?n)
    :precondition (and (SEES ?c ?n) (REACH ?k ?c) (not (taken ?n)) (not (wall ?n)))
    :ordered-subtasks (and (t1 (make-wall ?n))))

  ; The block's first island cell in reading order is its top left one.
  ; (The negative literals of the next three only make the method unique.)
  (:method pool-a
    :parameters (?a ?b ?c ?d - cell)
    :task (no-pool ?a ?b ?c ?d)
    :precondition (and (BLOCK ?a ?b ?c ?d) (taken ?a))
    :ordered-subtasks (and))
  ; ... its top right one.
  (:method pool-b
    :parameters (?a ?b ?c ?d - cell)
    :task (no-pool ?a ?b ?c ?d)
    :precondition (and (BLOCK ?a ?b ?c ?d) (not (taken ?a)) (taken ?b))
    :ordered-subtasks (and))
  ; ... its bottom left one.
  (:method pool-c
    :parameters (?a ?b ?c ?d - cell)
    :task (no-pool ?a ?b ?c ?d)
    :precondition (and (BLOCK ?a ?b ?c ?d) (not (taken ?a)) (not (taken ?b)) (taken ?c))
    :ordered-subtasks (and))
  ; ... its bottom right one.
  (:method pool-d
    :parameters (?a ?b ?c ?d - cell)
    :task (no-pool ?a ?b ?c ?d)
    :precondition (and (BLOCK ?a ?b ?c ?d) (not (taken ?a)) (not (taken ?b)) (not (taken ?c)) (taken ?d))
    :ordered-subtasks (and))

  ; ?c is an island cell.
  (:method fill-island
    :parameters (?c - cell)
    :task (fill ?c)
    :precondition (taken ?c)
    :ordered-subtasks (and))
  ; No island holds ?c: it is a wall.
  (:method fill-wall
    :parameters (?c - cell)
    :task (fill ?c)
    :precondition (not (taken ?c))
    :ordered-subtasks (and (t1 (make-wall ?c))))

  ; ?c is an island cell.
  (:method connect-island
    :parameters (?c - cell)
    :task (connect ?c)
    :precondition (taken ?c)
    :ordered-subtasks (and))
  ; The flood has reached the wall ?c.
  (:method connect-reached
    :parameters (?c - cell)
    :task (connect ?c)
    :precondition (reached ?c)
    :ordered-subtasks (and))
  ; The first wall in reading order: the flood begins here and covers every
  ; wall it can reach. A later wall it missed fits no method: a dead end.
  (:method connect-start
    :parameters (?c - cell)
    :task (connect ?c)
    :precondition (and (wall ?c) (not (reached ?c)) (not (flooded)))
    :ordered-subtasks (and (t1 (start-flood ?c))
                           (t2 (visit ?c))))

  ; The flood spreads up, down, left, right.
  (:method visit-sides
    :parameters (?c ?u ?w ?l ?r - cell)
    :task (visit ?c)
    :precondition (AROUND ?c ?u ?w ?l ?r)
    :ordered-subtasks (and (t1 (spread ?c ?u))
                           (t2 (spread ?c ?w))
                           (t3 (spread ?c ?l))
                           (t4 (spread ?c ?r))))
  ; The neighbour is an island cell: the flood does not cross it.
  (:method spread-island
    :parameters (?c ?n - cell)
    :task (spread ?c ?n)
    :precondition (and (SEES ?c ?n) (taken ?n))
    :ordered-subtasks (and))
  ; The neighbour is reached already, or the side is the edge: ?n is ?c.
  (:method spread-seen
    :parameters (?c ?n - cell)
    :task (spread ?c ?n)
    :precondition (and (SEES ?c ?n) (reached ?n))
    :ordered-subtasks (and))
  ; A wall not reached yet: reach it, and spread from it.
  (:method spread-on
    :parameters (?c ?n - cell)
    :task (spread ?c ?n)
    :precondition (and (SEES ?c ?n) (wall ?n) (not (reached ?n)))
    :ordered-subtasks (and (t1 (reach ?c ?n))
                           (t2 (visit ?n))))

  ; ?n joins the island of ?k beside its cell ?c: it needs ?n2 = ?n1 - 1 more.
  (:action claim
    :parameters (?n ?c ?k - cell ?n1 ?n2 - num)
    :precondition (and (owner ?c ?k) (CONNECTED ?c ?n) (REACH ?k ?n)
                       (not (taken ?n)) (not (wall ?n))
                       (need ?k ?n1) (NEXT ?n2 ?n1))
    :effect (and (taken ?n) (owner ?n ?k)
                 (not (need ?k ?n1)) (need ?k ?n2)))
  ; Shade ?c, which no island holds (again, if it is a wall already).
  (:action make-wall
    :parameters (?c - cell)
    :precondition (not (taken ?c))
    :effect (wall ?c))
  ; The island of ?k has exactly its number of cells.
  (:action check-size
    :parameters (?k - cell)
    :precondition (need ?k n0)
    :effect (and))
  ; The flood begins on the wall ?c, once.
  (:action start-flood
    :parameters (?c - cell)
    :precondition (and (wall ?c) (not (flooded)))
    :effect (and (flooded) (reached ?c)))
  ; The flood steps from the reached wall ?c to the wall ?n beside it.
  (:action reach
    :parameters (?c ?n - cell)
    :precondition (and (reached ?c) (CONNECTED ?c ?n) (wall ?n) (not (reached ?n)))
    :effect (reached ?n))
)
)";

constexpr pddl::DomainText kDomain{"nurikabe-htn", kComment, kBody};

}  // namespace

const pddl::DomainText& hddl_domain() { return kDomain; }

}  // namespace pg::nurikabe

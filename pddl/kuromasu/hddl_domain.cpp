#include "pddl/kuromasu/hddl_domain.hpp"

namespace pg::kuromasu {
namespace {

constexpr std::string_view kComment = R"(; Kuromasu (Kurodoko) as a hierarchical planning task. The initial task
; network counts every number, settles every cell, then floods the white
; cells and checks them, one task each:
;
;   (count K): the number on K sees its count less its own cell; its four
;     rays share those cells, up, down, left, right in turn. A ray sees its
;     share, each cell seen white for good, and then ends: at the edge,
;     before a cell already black, or by shading the next cell. Shading a
;     cell keeps its four neighbours white: no two black cells touch.
;   (settle C): C is black or white already, or the numbers left it open
;     and it is made white or black (no number sees it: the rules, not the
;     numbers, decide it).
;   (connect R), then (check C) for every cell: a flood from the root R
;     (the first clue's cell, white in every solution) over the white cells
;     reaches every cell that is not black: the white cells hang together.
;
; black and white exclude each other and are never undone, so the cells the
; plan shades are the black cells of a solution, and every solution has
; exactly one plan: a choice is made only where the solution decides (a
; ray's share, an open cell's colour).
;
; Counts are objects n0, n1, ... (n0 a constant of the domain) that the
; problem chains by (NEXT a b), with (SUM a b c) for a + b = c. They live in
; the tasks, not in the state, so a planner sees at once when a number can no
; longer get its count. Only conjunctions of literals and one equality,
; (= ?m n0): pandaPI and HyperTensioN both read it.
)";

constexpr std::string_view kBody = R"(  (:requirements :typing :hierarchy :negative-preconditions :method-preconditions :equality)
  (:types cell dir num)
  (:constants up down left right - dir
              n0 - num)

  (:predicates
    ; Facts no action changes.
    (NEXT ?n1 ?n2 - num)                  ; ?n2 is ?n1 plus one
    (SUM ?a ?b ?c - num)                  ; ?a + ?b = ?c
    (THEN ?d ?d2 - dir)                   ; a number's ray towards ?d2 is walked after the one towards ?d
    (LAST ?d - dir)                       ; a number's ray towards ?d is walked last
    (NEEDS ?k - cell ?n - num)            ; the number on ?k is ?n + 1: it sees ?n cells besides its own
    (ROOM ?k - cell ?d - dir ?n - num)    ; at least ?n cells lie between the number on ?k and the edge towards ?d
    (STEP ?c - cell ?d - dir ?c2 - cell)  ; ?c2 is the cell next to ?c towards ?d
    (EDGE ?c - cell ?d - dir)             ; no cell lies next to ?c towards ?d
    (NUMBERED ?c - cell)                  ; ?c holds a clue: it stays white
    (ROOT ?c - cell)                      ; the flood begins on ?c, if it is white
    (SPARE ?c ?c2 - cell)                 ; only without clues: if ROOT ?c is black, begin on ?c2
    ; The grid.
    (black ?c - cell)                     ; ?c is shaded, for good
    (white ?c - cell)                     ; ?c is white for good: seen, next to a black cell, or settled white
    (reached ?c - cell))                  ; the flood has got to ?c

  ; The number on ?k sees exactly its count.
  (:task count :parameters (?k - cell))
  ; The rays of the number on ?k from the one towards ?d on (up, down, left, right) see ?t cells.
  (:task share :parameters (?k - cell ?d - dir ?t - num))
  ; A ray towards ?d has got to ?c and must see ?m cells more, then end.
  (:task ray :parameters (?d - dir ?c - cell ?m - num))
  ; Shade ?c and keep its neighbours white.
  (:task blacken :parameters (?c - cell))
  ; The neighbour of the black ?c towards ?d stays white.
  (:task guard :parameters (?c - cell ?d - dir))
  ; Decide ?c, if no number has.
  (:task settle :parameters (?c - cell))
  ; Flood the white cells from the root ?r.
  (:task connect :parameters (?r - cell))
  ; The flood gets to the white ?c and spreads from it.
  (:task flood :parameters (?c - cell))
  ; The flood spreads from ?c towards ?d.
  (:task spread :parameters (?c - cell ?d - dir))
  ; ?c is black or reached by the flood.
  (:task check :parameters (?c - cell))

  ; The number on ?k sees ?t cells besides its own: its rays share them.
  (:method count-rays
    :parameters (?k - cell ?t - num)
    :task (count ?k)
    :precondition (NEEDS ?k ?t)
    :ordered-subtasks (and (t1 (share ?k up ?t))))

  ; The ray towards ?d sees ?a of the ?t cells (no more than the grid has
  ; room for): walk it from the number's cell; the rays after it share the rest ?r.
  (:method share-ray
    :parameters (?k - cell ?d - dir ?t - num ?d2 - dir ?a ?r - num)
    :task (share ?k ?d ?t)
    :precondition (and (THEN ?d ?d2) (ROOM ?k ?d ?a) (SUM ?a ?r ?t))
    :ordered-subtasks (and (t1 (ray ?d ?k ?a))
                           (t2 (share ?k ?d2 ?r))))
  ; The last ray sees all that is left.
  (:method share-last
    :parameters (?k - cell ?d - dir ?t - num)
    :task (share ?k ?d ?t)
    :precondition (and (LAST ?d) (ROOM ?k ?d ?t))
    :ordered-subtasks (and (t1 (ray ?d ?k ?t))))

  ; ?m > 0: the next cell ?n is not black; it is seen, so white, and the
  ; ray walks on from it with one fewer. (The ray does not name its number:
  ; only the cells matter from here, and a grounder builds far fewer tasks.)
  (:method ray-see
    :parameters (?d - dir ?c - cell ?m - num ?n - cell ?m2 - num)
    :task (ray ?d ?c ?m)
    :precondition (and (NEXT ?m2 ?m) (STEP ?c ?d ?n) (not (black ?n)))
    :ordered-subtasks (and (t1 (see ?n))
                           (t2 (ray ?d ?n ?m2))))
  ; ?m = 0, nothing more to see: the ray ends at the edge of the grid,
  (:method ray-edge
    :parameters (?d - dir ?c - cell ?m - num)
    :task (ray ?d ?c ?m)
    :precondition (and (= ?m n0) (EDGE ?c ?d))
    :ordered-subtasks (and))
  ; or before a cell already black,
  (:method ray-black
    :parameters (?d - dir ?c - cell ?m - num ?n - cell)
    :task (ray ?d ?c ?m)
    :precondition (and (= ?m n0) (STEP ?c ?d ?n) (black ?n))
    :ordered-subtasks (and))
  ; or by shading the next cell, which is still open (neither black nor white).
  (:method ray-shade
    :parameters (?d - dir ?c - cell ?m - num ?n - cell)
    :task (ray ?d ?c ?m)
    :precondition (and (= ?m n0) (STEP ?c ?d ?n) (not (black ?n)) (not (white ?n)))
    :ordered-subtasks (and (t1 (blacken ?n))))

  ; Shade ?c, then guard its four sides: each neighbour is not black, and stays white.
  (:method blacken-cell
    :parameters (?c - cell)
    :task (blacken ?c)
    :ordered-subtasks (and (t1 (shade ?c))
                           (t2 (guard ?c up))
                           (t3 (guard ?c down))
                           (t4 (guard ?c left))
                           (t5 (guard ?c right))))

  ; No neighbour towards ?d.
  (:method guard-edge
    :parameters (?c - cell ?d - dir)
    :task (guard ?c ?d)
    :precondition (EDGE ?c ?d)
    :ordered-subtasks (and))
  ; The neighbour ?n towards ?d stays white.
  (:method guard-cell
    :parameters (?c - cell ?d - dir ?n - cell)
    :task (guard ?c ?d)
    :precondition (STEP ?c ?d ?n)
    :ordered-subtasks (and (t1 (keep-white ?n))))

  ; ?c is black already.
  (:method settle-black
    :parameters (?c - cell)
    :task (settle ?c)
    :precondition (black ?c)
    :ordered-subtasks (and))
  ; ?c is white already.
  (:method settle-white
    :parameters (?c - cell)
    :task (settle ?c)
    :precondition (white ?c)
    :ordered-subtasks (and))
  ; ?c is open: it is white.
  (:method settle-open-white
    :parameters (?c - cell)
    :task (settle ?c)
    :precondition (and (not (black ?c)) (not (white ?c)))
    :ordered-subtasks (and (t1 (keep-white ?c))))
  ; ?c is open: it is black (no number sees it).
  (:method settle-open-black
    :parameters (?c - cell)
    :task (settle ?c)
    :precondition (and (not (black ?c)) (not (white ?c)))
    :ordered-subtasks (and (t1 (blacken ?c))))

  ; The flood begins on the root, which is white (a clue's cell always is).
  (:method connect-root
    :parameters (?r - cell)
    :task (connect ?r)
    :precondition (and (ROOT ?r) (white ?r))
    :ordered-subtasks (and (t1 (flood ?r))))
  ; Only without clues: a black root has a white neighbour ?n, where the flood begins.
  (:method connect-spare
    :parameters (?r ?n - cell)
    :task (connect ?r)
    :precondition (and (ROOT ?r) (black ?r) (SPARE ?r ?n))
    :ordered-subtasks (and (t1 (flood ?n))))

  ; Depth first: reach ?c, then spread to its four sides in turn.
  (:method flood-cell
    :parameters (?c - cell)
    :task (flood ?c)
    :ordered-subtasks (and (t1 (reach ?c))
                           (t2 (spread ?c up))
                           (t3 (spread ?c down))
                           (t4 (spread ?c left))
                           (t5 (spread ?c right))))

  ; Nothing towards ?d.
  (:method spread-edge
    :parameters (?c - cell ?d - dir)
    :task (spread ?c ?d)
    :precondition (EDGE ?c ?d)
    :ordered-subtasks (and))
  ; A black cell stops the flood.
  (:method spread-black
    :parameters (?c - cell ?d - dir ?n - cell)
    :task (spread ?c ?d)
    :precondition (and (STEP ?c ?d ?n) (black ?n))
    :ordered-subtasks (and))
  ; The flood has been there already.
  (:method spread-reached
    :parameters (?c - cell ?d - dir ?n - cell)
    :task (spread ?c ?d)
    :precondition (and (STEP ?c ?d ?n) (reached ?n))
    :ordered-subtasks (and))
  ; A white cell the flood has not reached yet: flood it.
  (:method spread-on
    :parameters (?c - cell ?d - dir ?n - cell)
    :task (spread ?c ?d)
    :precondition (and (STEP ?c ?d ?n) (white ?n) (not (reached ?n)))
    :ordered-subtasks (and (t1 (flood ?n))))

  ; ?c is black.
  (:method check-black
    :parameters (?c - cell)
    :task (check ?c)
    :precondition (black ?c)
    :ordered-subtasks (and))
  ; ?c was reached by the flood.
  (:method check-reached
    :parameters (?c - cell)
    :task (check ?c)
    :precondition (reached ?c)
    :ordered-subtasks (and))

  ; A number sees ?c, which is white for good.
  (:action see
    :parameters (?c - cell)
    :precondition (not (black ?c))
    :effect (white ?c))
  ; Shade ?c: open (neither white nor black) and no clue on it.
  (:action shade
    :parameters (?c - cell)
    :precondition (and (not (NUMBERED ?c)) (not (black ?c)) (not (white ?c)))
    :effect (black ?c))
  ; ?c is white for good, next to a black cell or settled so; it must not be black.
  (:action keep-white
    :parameters (?c - cell)
    :precondition (not (black ?c))
    :effect (white ?c))
  ; The flood gets to the white cell ?c.
  (:action reach
    :parameters (?c - cell)
    :precondition (and (white ?c) (not (reached ?c)))
    :effect (reached ?c))
)
)";

constexpr pddl::DomainText kDomain{"kuromasu-htn", kComment, kBody};

}  // namespace

const pddl::DomainText& hddl_domain() { return kDomain; }

}  // namespace pg::kuromasu

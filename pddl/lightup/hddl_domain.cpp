#include "pddl/lightup/hddl_domain.hpp"

namespace pg::lightup {
namespace {

constexpr std::string_view kComment = R"(; Light Up (Akari) as a hierarchical planning task. The initial task network
; satisfies every number, then lights every white cell, one task each:
;
;   (satisfy K): put bulbs next to the number K, one at a time, then count
;     its four sides, which must hold exactly its number of bulbs, and bar the
;     sides without one so that no bulb comes there later.
;   (light C): C is lit already, or a bulb goes on a cell that reaches C (C
;     itself, or a white cell that sees C along its row or column).
;
; Placing a bulb shines it along its four rays to the nearest black cell or
; the edge, one cell at a time; a ray that meets a bulb is a dead end, and a
; bulb goes only on a dark cell, so no two bulbs see each other. Every plan
; places the bulbs of a solution, and every solution has a plan.
;
; Counts are objects n0, n1, ... (n0 a constant of the domain) that the
; problem chains by (NEXT a b), as in the IPC 2018 Nurikabe domain.
)";

constexpr std::string_view kBody = R"(  (:requirements :typing :hierarchy :negative-preconditions :method-preconditions)
  (:types cell num dir)
  (:constants n0 - num
              up down left right - dir)

  (:predicates
    ; Facts no action changes.
    (NEXT ?n1 ?n2 - num)            ; ?n2 is ?n1 plus one
    (WHITE ?c - cell)
    (REACHES ?b ?c - cell)          ; a bulb on white ?b lights white ?c: ?c is ?b or seen from it
    (STEP ?d - dir ?a ?b - cell)    ; white ?b is next to white ?a in direction ?d
    (RAY-END ?d - dir ?a - cell)    ; next to white ?a in direction ?d: a black cell or the edge
    (SIDE ?k - cell ?d - dir ?c - cell) ; white ?c is next to the numbered cell ?k in direction ?d
    (NO-SIDE ?k - cell ?d - dir)    ; next to the number ?k in direction ?d: a black cell or the edge
    ; The grid.
    (bulb ?c - cell)
    (lit ?c - cell)
    (barred ?c - cell)              ; next to a number that has all its bulbs
    (needs ?k - cell ?n - num))     ; the number at ?k still needs ?n of the bulbs counted

  ; Satisfy the number at ?k.
  (:task satisfy :parameters (?k - cell))
  ; Light the white cell ?c.
  (:task light :parameters (?c - cell))
  ; Put a bulb on ?b and shine it.
  (:task place :parameters (?b - cell))
  ; Light the ray from ?a in direction ?d, ?a excluded.
  (:task shine :parameters (?a - cell ?d - dir))
  ; Count the side of the number ?k in direction ?d, or bar it.
  (:task settle :parameters (?k - cell ?d - dir))

  ; A bulb next to the number ?k, on a side ?d, then the rest of ?k.
  (:method satisfy-by-bulb
    :parameters (?k ?c - cell ?d - dir)
    :task (satisfy ?k)
    :precondition (and (SIDE ?k ?d ?c) (not (lit ?c)))
    :ordered-subtasks (and (t1 (place ?c)) (t2 (satisfy ?k))))
  ; No more bulbs: the four sides hold exactly the bulbs ?k needs.
  (:method satisfy-by-count
    :parameters (?k - cell)
    :task (satisfy ?k)
    :ordered-subtasks (and (t1 (settle ?k up)) (t2 (settle ?k down)) (t3 (settle ?k left)) (t4 (settle ?k right))
                           (t5 (satisfied ?k))))

  ; A side with a bulb counts one.
  (:method settle-bulb
    :parameters (?k - cell ?d - dir ?c - cell ?n1 ?n2 - num)
    :task (settle ?k ?d)
    :precondition (and (SIDE ?k ?d ?c) (bulb ?c) (needs ?k ?n2) (NEXT ?n1 ?n2))
    :ordered-subtasks (and (t1 (count-bulb ?k ?n2 ?n1))))
  ; A white side without one takes none from then on.
  (:method settle-bar
    :parameters (?k - cell ?d - dir ?c - cell)
    :task (settle ?k ?d)
    :precondition (and (SIDE ?k ?d ?c) (not (bulb ?c)))
    :ordered-subtasks (and (t1 (bar ?c))))
  ; A black side, or the edge.
  (:method settle-none
    :parameters (?k - cell ?d - dir)
    :task (settle ?k ?d)
    :precondition (NO-SIDE ?k ?d)
    :ordered-subtasks (and))

  ; ?c is lit already.
  (:method light-lit
    :parameters (?c - cell)
    :task (light ?c)
    :precondition (lit ?c)
    :ordered-subtasks (and))
  ; A bulb on ?b, which reaches the dark ?c.
  (:method light-by-bulb
    :parameters (?c ?b - cell)
    :task (light ?c)
    :precondition (and (not (lit ?c)) (REACHES ?b ?c))
    :ordered-subtasks (and (t1 (place ?b))))

  ; The bulb, then its four rays.
  (:method place-bulb
    :parameters (?b - cell)
    :task (place ?b)
    :ordered-subtasks (and (t1 (put-bulb ?b))
                           (t2 (shine ?b up)) (t3 (shine ?b down)) (t4 (shine ?b left)) (t5 (shine ?b right))))

  ; The next white cell ?b in direction ?d is lit, then the ray goes on from it.
  (:method shine-on
    :parameters (?a - cell ?d - dir ?b - cell)
    :task (shine ?a ?d)
    :precondition (STEP ?d ?a ?b)
    :ordered-subtasks (and (t1 (light-up ?b)) (t2 (shine ?b ?d))))
  ; The ray ends at a black cell or the edge.
  (:method shine-end
    :parameters (?a - cell ?d - dir)
    :task (shine ?a ?d)
    :precondition (RAY-END ?d ?a)
    :ordered-subtasks (and))

  ; A bulb on the dark, unbarred white cell ?b, which it lights.
  (:action put-bulb
    :parameters (?b - cell)
    :precondition (and (WHITE ?b) (not (lit ?b)) (not (barred ?b)))
    :effect (and (bulb ?b) (lit ?b)))
  ; A cell a bulb sees is lit; it must hold no bulb.
  (:action light-up
    :parameters (?c - cell)
    :precondition (not (bulb ?c))
    :effect (lit ?c))
  ; The number ?k counts a bulb next to it: it needs ?n1 = ?n2 - 1 more.
  (:action count-bulb
    :parameters (?k - cell ?n2 ?n1 - num)
    :precondition (and (needs ?k ?n2) (NEXT ?n1 ?n2))
    :effect (and (not (needs ?k ?n2)) (needs ?k ?n1)))
  ; The number ?k has counted all its bulbs.
  (:action satisfied
    :parameters (?k - cell)
    :precondition (needs ?k n0)
    :effect (and))
  ; No bulb goes on ?c.
  (:action bar
    :parameters (?c - cell)
    :precondition (not (bulb ?c))
    :effect (barred ?c))
)
)";

constexpr pddl::DomainText kDomain{"lightup-htn", kComment, kBody};

}  // namespace

const pddl::DomainText& hddl_domain() { return kDomain; }

}  // namespace pg::lightup

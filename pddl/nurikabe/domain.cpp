#include "pddl/nurikabe/domain.hpp"

namespace pg::nurikabe {
namespace {

constexpr std::string_view kComment = R"(; Nurikabe as a planning task. A robot walks the grid and paints the islands
; one at a time, each in a single walk that starts on the island's number and
; never steps onto a painted cell; a count per island says how many of its
; cells are still to paint. The cells next to a painted cell are claimed by
; its island, and a cell claimed by two islands is blocked, so that islands
; never touch. Walls are the cells left unpainted.
;
; The interface (requirements, types, constant, predicates, actions and the
; order of their parameters) is that of the IPC 2018 Nurikabe domain, so that
; problems and plans for either run against the other.
)";

constexpr std::string_view kBody = R"(  (:requirements :typing :adl)
  (:types cell num group)
  (:constants n0 - num)

  (:predicates
    ; Facts no action changes.
    (NEXT ?n1 ?n2 - num)            ; ?n2 is ?n1 plus one
    (CONNECTED ?c ?c2 - cell)       ; orthogonal neighbours, listed both ways
    (SOURCE ?x - cell ?g - group)   ; the numbered cell of island ?g
    ; The grid.
    (painted ?r - cell)
    (available ?x - cell)           ; no island claims the cell yet
    (part-of ?x - cell ?y - group)  ; next to island ?y: only ?y may paint it
    (blocked ?x - cell)             ; next to two islands: none may paint it
    (remaining-cells ?x - group ?y - num)
    ; The robot.
    (robot-pos ?x - cell)
    (moving)                        ; walking between islands
    (painting ?g - group)           ; in the middle of the walk that paints ?g
    (group-painted ?g - group))

  ; A step between islands. A painted cell is closed for good.
  (:action move
    :parameters (?from ?to - cell)
    :precondition (and (moving)
                       (robot-pos ?from)
                       (CONNECTED ?from ?to)
                       (not (painted ?to)))
    :effect (and (not (robot-pos ?from))
                 (robot-pos ?to)))

  ; The walk over an island begins on its number, which it paints: one cell
  ; fewer to go. The number's neighbours were claimed in the initial state,
  ; and a number next to another one is blocked: no island may hold it.
  (:action start-painting
    :parameters (?c - cell ?g - group ?n1 ?n2 - num)
    :precondition (and (moving)
                       (robot-pos ?c)
                       (SOURCE ?c ?g)
                       (not (blocked ?c))
                       (remaining-cells ?g ?n1)
                       (NEXT ?n2 ?n1))
    :effect (and (not (moving))
                 (painting ?g)
                 (painted ?c)
                 (not (remaining-cells ?g ?n1))
                 (remaining-cells ?g ?n2)))

  ; The next cell of the walk: painted, and its neighbours claimed. A
  ; neighbour nobody claimed becomes this island's; one that another island
  ; claimed (or that is blocked already) becomes blocked, so that neither
  ; island can grow into it.
  (:action move-painting
    :parameters (?from ?to - cell ?g - group ?n1 ?n2 - num)
    :precondition (and (painting ?g)
                       (robot-pos ?from)
                       (CONNECTED ?from ?to)
                       (not (painted ?to))
                       (not (blocked ?to))
                       (remaining-cells ?g ?n1)
                       (NEXT ?n2 ?n1))
    :effect (and (not (robot-pos ?from))
                 (robot-pos ?to)
                 (painted ?to)
                 (not (remaining-cells ?g ?n1))
                 (remaining-cells ?g ?n2)
                 (forall (?c - cell)
                   (and (when (and (CONNECTED ?to ?c) (available ?c))
                              (and (not (available ?c))
                                   (part-of ?c ?g)))
                        (when (and (CONNECTED ?to ?c) (not (available ?c)) (not (part-of ?c ?g)))
                              (blocked ?c))))))

  ; The walk ends when the count reaches zero: the island has its size.
  (:action end-painting
    :parameters (?g - group)
    :precondition (and (painting ?g)
                       (remaining-cells ?g n0))
    :effect (and (not (painting ?g))
                 (moving)
                 (group-painted ?g)))
)
)";

constexpr pddl::DomainText kDomain{"nurikabe", kComment, kBody};

}  // namespace

const pddl::DomainText& pddl_domain() { return kDomain; }

}  // namespace pg::nurikabe

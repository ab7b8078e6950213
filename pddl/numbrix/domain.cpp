#include "pddl/numbrix/domain.hpp"

namespace pg::numbrix {
namespace {

constexpr std::string_view kComment = R"(; Numbrix as a planning task. A walk writes the numbers in order: 1 on the
; cell it starts on, then each next number on a neighbour of the last cell,
; never on a cell already written. The goal is every cell written, so the
; walk is a path through the whole grid numbered 1..N, and a plan is a
; solution step for step. A given number may be written only on its own
; cell, and a cell with a given takes no other number.
;
; A number that is not given goes only on a cell it FITS: one no farther
; from each given than the numbers are apart, on the chequerboard colour
; that many steps lead to. Every solution keeps this, so no plan is lost;
; a walk that strays where it could not reach the next given in time stops
; at once, and a planner grounds the few places each number may stand
; rather than every number on every cell.
;
; The numbers are objects n1..nN linked by NEXT; n1, where every walk starts,
; is the domain's constant, so that the start names it without a fact saying
; which number comes first.
)";

constexpr std::string_view kBody = R"(  (:requirements :typing :negative-preconditions)
  (:types cell num)
  (:constants n1 - num)

  (:predicates
    ; Facts no action changes.
    (NEXT ?n1 ?n2 - num)        ; ?n2 is ?n1 plus one
    (CONNECTED ?c ?c2 - cell)   ; orthogonal neighbours, listed both ways
    (GIVEN ?c - cell ?n - num)  ; ?n is given on ?c
    (FITS ?c - cell ?n - num)   ; ?n, not given, may stand on ?c, which has no given
    ; The walk.
    (started)
    (at ?c - cell)              ; the cell last written
    (written ?c - cell)
    (holds ?c - cell ?n - num)  ; ?n is written on ?c: the final state is the solution
    (current ?n - num))         ; the number last written

  ; The walk starts where 1 is given.
  (:action start-on-given
    :parameters (?c - cell)
    :precondition (and (not (started))
                       (GIVEN ?c n1))
    :effect (and (started)
                 (at ?c)
                 (written ?c)
                 (holds ?c n1)
                 (current n1)))

  ; When 1 is not given, the walk starts on a cell 1 fits.
  (:action start-on-empty
    :parameters (?c - cell)
    :precondition (and (not (started))
                       (FITS ?c n1))
    :effect (and (started)
                 (at ?c)
                 (written ?c)
                 (holds ?c n1)
                 (current n1)))

  ; The next number goes on a neighbour that is still empty and that it
  ; fits (so it is not given, and the neighbour has no given).
  (:action step-to-empty
    :parameters (?from ?to - cell ?n1 ?n2 - num)
    :precondition (and (at ?from)
                       (CONNECTED ?from ?to)
                       (not (written ?to))
                       (current ?n1)
                       (NEXT ?n1 ?n2)
                       (FITS ?to ?n2))
    :effect (and (not (at ?from))
                 (at ?to)
                 (written ?to)
                 (holds ?to ?n2)
                 (not (current ?n1))
                 (current ?n2)))

  ; The next number is given on a neighbour: the walk steps onto it. Each
  ; number is given once and written once, so the cell is not written yet.
  (:action step-to-given
    :parameters (?from ?to - cell ?n1 ?n2 - num)
    :precondition (and (at ?from)
                       (CONNECTED ?from ?to)
                       (current ?n1)
                       (NEXT ?n1 ?n2)
                       (GIVEN ?to ?n2))
    :effect (and (not (at ?from))
                 (at ?to)
                 (written ?to)
                 (holds ?to ?n2)
                 (not (current ?n1))
                 (current ?n2)))
)
)";

constexpr pddl::DomainText kDomain{"numbrix", kComment, kBody};

}  // namespace

const pddl::DomainText& pddl_domain() { return kDomain; }

}  // namespace pg::numbrix

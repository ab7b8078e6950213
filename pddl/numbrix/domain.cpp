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
; The numbers are objects n1..nN linked by NEXT; n1, where every walk starts,
; is the domain's constant, so that the start names it without a fact saying
; which number comes first.
)";

constexpr std::string_view kBody = R"(  (:requirements :typing :adl)
  (:types cell num)
  (:constants n1 - num)

  (:predicates
    ; Facts no action changes.
    (NEXT ?n1 ?n2 - num)        ; ?n2 is ?n1 plus one
    (CONNECTED ?c ?c2 - cell)   ; orthogonal neighbours, listed both ways
    (GIVEN ?c - cell ?n - num)  ; ?n is given on ?c
    (HAS-GIVEN ?c - cell)       ; some number is given on ?c
    (PLACED ?n - num)           ; ?n is given on some cell
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

  ; When 1 is not given, the walk starts on any cell without a given.
  (:action start-on-empty
    :parameters (?c - cell)
    :precondition (and (not (started))
                       (not (PLACED n1))
                       (not (HAS-GIVEN ?c)))
    :effect (and (started)
                 (at ?c)
                 (written ?c)
                 (holds ?c n1)
                 (current n1)))

  ; The next number goes on a neighbour that is still empty: a number that is
  ; given elsewhere may not, nor may a cell with a given take it.
  (:action step-to-empty
    :parameters (?from ?to - cell ?n1 ?n2 - num)
    :precondition (and (at ?from)
                       (CONNECTED ?from ?to)
                       (not (written ?to))
                       (not (HAS-GIVEN ?to))
                       (current ?n1)
                       (NEXT ?n1 ?n2)
                       (not (PLACED ?n2)))
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

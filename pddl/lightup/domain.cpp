#include "pddl/lightup/domain.hpp"

namespace pg::lightup {
namespace {

constexpr std::string_view kComment = R"(; Light Up (Akari) as a planning task. The plan goes through the white cells
; in reading order and decides each: a bulb on it, or none. A bulb lights its
; own cell and every white cell it sees along its row and column, up to the
; nearest black cell or the edge, and goes only on a cell that is still
; dark, so no two bulbs ever see each other. Each numbered black cell counts
; down the bulbs it still needs, one side at a time, and never below zero.
;
; The problem fixes the order of the steps (s0, s1, ... chained by THEN):
; a cell's decision, then a count for each number beside it; once the last
; white side of a number is counted, a check that the number has all its
; bulbs; once the last cell that could light a white cell is decided, a
; check that the cell is lit. The goal is the last step. So each solution
; has exactly one plan, and a planner meets a dead end at the step where it
; happens, not after deciding much of the rest of the grid.
;
; Counts are objects n0, n1, ... (n0 a constant of the domain) that the
; problem chains by (NEXT a b), as in the IPC 2018 Nurikabe domain.
)";

constexpr std::string_view kBody = R"(  (:requirements :typing :negative-preconditions :conditional-effects)
  (:types cell num step)
  (:constants n0 - num)

  (:predicates
    ; Facts no action changes.
    (NEXT ?n1 ?n2 - num)             ; ?n2 is ?n1 plus one
    (WHITE ?c - cell)
    (SEES ?a ?b - cell)              ; white ?b is in white ?a's row or column, no black cell between
    (THEN ?s ?t - step)              ; ?t is the step after ?s
    (DECIDE ?s - step ?c - cell)     ; at ?s, white ?c gets a bulb or not
    (COUNT ?s - step ?c ?k - cell)   ; at ?s, the number at ?k counts its side ?c
    (CHECK-DONE ?s - step ?k - cell) ; at ?s, the number at ?k has all its bulbs
    (CHECK-LIT ?s - step ?c - cell)  ; at ?s, white ?c is lit
    ; The grid.
    (now ?s - step)                  ; the step to take next
    (bulb ?c - cell)
    (lit ?c - cell)
    (needs ?k - cell ?n - num))      ; the number at ?k still needs ?n bulbs

  ; A bulb on the dark white cell ?c: it lights ?c and every cell it sees.
  (:action place-bulb
    :parameters (?s ?t - step ?c - cell)
    :precondition (and (now ?s) (THEN ?s ?t) (DECIDE ?s ?c)
                       (not (lit ?c)))
    :effect (and (not (now ?s)) (now ?t)
                 (bulb ?c)
                 (lit ?c)
                 (forall (?d - cell)
                   (when (SEES ?c ?d) (lit ?d)))))

  ; No bulb on ?c, lit or dark: a later bulb may still light it.
  (:action leave-empty
    :parameters (?s ?t - step ?c - cell)
    :precondition (and (now ?s) (THEN ?s ?t) (DECIDE ?s ?c))
    :effect (and (not (now ?s)) (now ?t)))

  ; The bulb on ?c counts for the number at ?k beside it: one fewer to go.
  ; A number at zero takes no more.
  (:action count-bulb
    :parameters (?s ?t - step ?c ?k - cell ?n1 ?n2 - num)
    :precondition (and (now ?s) (THEN ?s ?t) (COUNT ?s ?c ?k)
                       (bulb ?c)
                       (needs ?k ?n2)
                       (NEXT ?n1 ?n2))
    :effect (and (not (now ?s)) (now ?t)
                 (not (needs ?k ?n2))
                 (needs ?k ?n1)))

  ; ?c, beside the number at ?k, has no bulb: the count stays.
  (:action count-none
    :parameters (?s ?t - step ?c ?k - cell)
    :precondition (and (now ?s) (THEN ?s ?t) (COUNT ?s ?c ?k)
                       (not (bulb ?c)))
    :effect (and (not (now ?s)) (now ?t)))

  ; Every side of the number at ?k is decided, and it has all its bulbs.
  (:action check-done
    :parameters (?s ?t - step ?k - cell)
    :precondition (and (now ?s) (THEN ?s ?t) (CHECK-DONE ?s ?k)
                       (needs ?k n0))
    :effect (and (not (now ?s)) (now ?t)))

  ; Every cell that could light ?c is decided, and ?c is lit.
  (:action check-lit
    :parameters (?s ?t - step ?c - cell)
    :precondition (and (now ?s) (THEN ?s ?t) (CHECK-LIT ?s ?c)
                       (lit ?c))
    :effect (and (not (now ?s)) (now ?t)))
)
)";

constexpr pddl::DomainText kDomain{"lightup", kComment, kBody};

}  // namespace

const pddl::DomainText& pddl_domain() { return kDomain; }

}  // namespace pg::lightup

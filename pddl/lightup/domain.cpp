#include "pddl/lightup/domain.hpp"

namespace pg::lightup {
namespace {

constexpr std::string_view kComment = R"(; Light Up (Akari) as a planning task. Bulbs go on white cells one at a time.
; A bulb lights its own cell and every white cell it sees along its row and
; column, up to the nearest black cell or the edge. A bulb goes only on a
; cell that is still dark, so no two bulbs ever see each other. Each numbered
; black cell counts down the bulbs it still needs; once it has them all, its
; other white neighbours are barred. The goal: every white cell lit and every
; number at zero. Each plan places the bulbs of one solution, in some order.
;
; Counts are objects n0, n1, ... (n0 a constant of the domain) that the
; problem chains by (NEXT a b), as in the IPC 2018 Nurikabe domain.
)";

constexpr std::string_view kBody = R"(  (:requirements :typing :adl)
  (:types cell num)
  (:constants n0 - num)

  (:predicates
    ; Facts no action changes.
    (NEXT ?n1 ?n2 - num)        ; ?n2 is ?n1 plus one
    (WHITE ?c - cell)
    (SEES ?a ?b - cell)         ; white ?b is in white ?a's row or column, no black cell between
    (TOUCHES ?c ?k - cell)      ; white ?c is orthogonally next to the numbered cell ?k
    ; The grid.
    (bulb ?c - cell)
    (lit ?c - cell)
    (barred ?c - cell)          ; next to a number that has all its bulbs
    (needs ?k - cell ?n - num)) ; the number at ?k still needs ?n bulbs

  ; A bulb on a dark white cell that no satisfied number touches. It lights
  ; every cell it sees; each number next to it needs one bulb fewer, and a
  ; number that reaches zero bars its white neighbours.
  (:action place-bulb
    :parameters (?c - cell)
    :precondition (and (WHITE ?c)
                       (not (lit ?c))
                       (not (barred ?c)))
    :effect (and (bulb ?c)
                 (lit ?c)
                 (forall (?d - cell)
                   (when (SEES ?c ?d) (lit ?d)))
                 (forall (?k - cell ?n1 ?n2 - num)
                   (when (and (TOUCHES ?c ?k) (needs ?k ?n2) (NEXT ?n1 ?n2))
                         (and (not (needs ?k ?n2))
                              (needs ?k ?n1))))
                 ; Nested rather than one forall over ?k ?n ?d: the cells are
                 ; walked only for the numbers this bulb satisfies.
                 (forall (?k - cell ?n - num)
                   (when (and (TOUCHES ?c ?k) (needs ?k ?n) (NEXT n0 ?n))
                         (forall (?d - cell)
                           (when (TOUCHES ?d ?k) (barred ?d)))))))
)
)";

constexpr pddl::DomainText kDomain{"lightup", kComment, kBody};

}  // namespace

const pddl::DomainText& pddl_domain() { return kDomain; }

}  // namespace pg::lightup

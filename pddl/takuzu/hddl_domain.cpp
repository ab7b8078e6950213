#include "pddl/takuzu/hddl_domain.hpp"

namespace pg::takuzu {
namespace {

constexpr std::string_view kComment = R"(; Takuzu (Binairo) as a hierarchical planning task. The initial task network
; fills every empty cell once, checks every run of three once and every pair
; of rows and every pair of columns once, each check as soon as the cells it
; reads are filled:
;
;   (fill C): write a zero or a one into the empty cell C; the digit spends
;     one of its budget in C's row and in C's column (a line of L cells takes
;     at most (L+1)/2 of each digit, so an even line ends with as many of
;     each);
;   (no-three A B C): the run of three cells A B C, in line order, is not
;     three equal digits;
;   (differ L1 L2): along the two full rows, or the two full columns, L1 and
;     L2 there is a first place where their digits differ.
;
; The problem fills the cells that the givens force first, so that a wrong
; digit fails at the check right after it. Each solution has exactly one
; plan: the methods of a check are mutually exclusive, and the walk of
; (differ ...) stops at the first difference.
;
; Places along a line and budgets are objects n0, n1, ... (n0 a constant of
; the domain) that the problem chains by (NEXT a b), as in the IPC 2018
; Nurikabe domain.
)";

constexpr std::string_view kBody = R"(  (:requirements :typing :hierarchy :method-preconditions)
  (:types cell digit num line - object
          row column - line)
  (:constants zero one - digit
              n0 - num)

  (:predicates
    ; Facts no action changes.
    (NEXT ?n1 ?n2 - num)                  ; ?n2 is ?n1 plus one
    (IN-ROW ?c - cell ?r - row)
    (IN-COL ?c - cell ?k - column)
    (AT ?l - line ?n - num ?c - cell)     ; ?c is at place ?n of ?l, from n0: the left end
                                          ; of a row, the top of a column
    ; The grid.
    (empty ?c - cell)                     ; no digit in ?c yet
    (holds ?c - cell ?d - digit)          ; a given or a written digit; never taken back
    (left ?l - line ?d - digit ?n - num)) ; ?l may take ?n more ?d: one such fact per line and digit

  ; Put a digit into the empty cell ?c.
  (:task fill :parameters (?c - cell))
  ; The line ?l takes one more ?d.
  (:task spend :parameters (?l - line ?d - digit))
  ; The run ?a ?b ?c is not three equal digits.
  (:task no-three :parameters (?a ?b ?c - cell))
  ; The lines ?l1 and ?l2 differ somewhere.
  (:task differ :parameters (?l1 ?l2 - line))
  ; The lines ?l1 and ?l2 differ at place ?n or after it.
  (:task differ-from :parameters (?l1 ?l2 - line ?n - num))

  ; Fill ?c with ?d, zero or one (the choice): write it, then spend one ?d
  ; from the budgets of ?c's row ?r and column ?k.
  (:method fill-with
    :parameters (?c - cell ?d - digit ?r - row ?k - column)
    :task (fill ?c)
    :precondition (and (IN-ROW ?c ?r) (IN-COL ?c ?k))
    :ordered-subtasks (and (t1 (write ?c ?d)) (t2 (spend ?r ?d)) (t3 (spend ?k ?d))))

  ; ?l may take ?n more ?d, ?n at least one: it takes one, ?m = ?n - 1 are
  ; left. With none left there is no method: the digit does not fit.
  (:method spend-one
    :parameters (?l - line ?d - digit ?n ?m - num)
    :task (spend ?l ?d)
    :precondition (and (left ?l ?d ?n) (NEXT ?m ?n))
    :ordered-subtasks (and (t1 (take ?l ?d ?n ?m))))

  ; A run is mixed when its first two cells differ, or they are equal and the
  ; third differs from them: one method for each such pattern, so exactly one
  ; fits a mixed run and none fits zero-zero-zero or one-one-one.
  ; Zero, one, anything.
  (:method run-01
    :parameters (?a ?b ?c - cell)
    :task (no-three ?a ?b ?c)
    :precondition (and (holds ?a zero) (holds ?b one))
    :ordered-subtasks (and))
  ; One, zero, anything.
  (:method run-10
    :parameters (?a ?b ?c - cell)
    :task (no-three ?a ?b ?c)
    :precondition (and (holds ?a one) (holds ?b zero))
    :ordered-subtasks (and))
  ; Zero, zero, one.
  (:method run-001
    :parameters (?a ?b ?c - cell)
    :task (no-three ?a ?b ?c)
    :precondition (and (holds ?a zero) (holds ?b zero) (holds ?c one))
    :ordered-subtasks (and))
  ; One, one, zero.
  (:method run-110
    :parameters (?a ?b ?c - cell)
    :task (no-three ?a ?b ?c)
    :precondition (and (holds ?a one) (holds ?b one) (holds ?c zero))
    :ordered-subtasks (and))

  ; Compare two lines (both rows or both columns) from place n0 on.
  (:method differ-start
    :parameters (?l1 ?l2 - line)
    :task (differ ?l1 ?l2)
    :ordered-subtasks (and (t1 (differ-from ?l1 ?l2 n0))))

  ; At place ?n, ?l1 holds a zero and ?l2 a one: they differ.
  (:method differ-here-01
    :parameters (?l1 ?l2 - line ?n - num ?a ?b - cell)
    :task (differ-from ?l1 ?l2 ?n)
    :precondition (and (AT ?l1 ?n ?a) (AT ?l2 ?n ?b) (holds ?a zero) (holds ?b one))
    :ordered-subtasks (and))
  ; At place ?n, ?l1 holds a one and ?l2 a zero: they differ.
  (:method differ-here-10
    :parameters (?l1 ?l2 - line ?n - num ?a ?b - cell)
    :task (differ-from ?l1 ?l2 ?n)
    :precondition (and (AT ?l1 ?n ?a) (AT ?l2 ?n ?b) (holds ?a one) (holds ?b zero))
    :ordered-subtasks (and))
  ; At place ?n both hold ?d: look at the next place ?m. Past the end of the
  ; lines no cell is at ?m, so two equal lines have no decomposition.
  (:method same-here
    :parameters (?l1 ?l2 - line ?n ?m - num ?a ?b - cell ?d - digit)
    :task (differ-from ?l1 ?l2 ?n)
    :precondition (and (AT ?l1 ?n ?a) (AT ?l2 ?n ?b) (holds ?a ?d) (holds ?b ?d) (NEXT ?n ?m))
    :ordered-subtasks (and (t1 (differ-from ?l1 ?l2 ?m))))

  ; Write ?d into the empty cell ?c.
  (:action write
    :parameters (?c - cell ?d - digit)
    :precondition (empty ?c)
    :effect (and (not (empty ?c)) (holds ?c ?d)))
  ; The budget of ?d in ?l goes down from ?n to ?m = ?n - 1.
  (:action take
    :parameters (?l - line ?d - digit ?n ?m - num)
    :precondition (and (left ?l ?d ?n) (NEXT ?m ?n))
    :effect (and (not (left ?l ?d ?n)) (left ?l ?d ?m)))
)
)";

constexpr pddl::DomainText kDomain{"takuzu-htn", kComment, kBody};

}  // namespace

const pddl::DomainText& hddl_domain() { return kDomain; }

}  // namespace pg::takuzu

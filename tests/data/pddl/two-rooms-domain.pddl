; Two rooms and a robot with two grippers: a domain apart from Nurikabe, for
; exists, or, imply, =, subtypes, constants and a when nested in a when.
(define (domain two-rooms)
  (:requirements :typing :adl)
  (:types room item gripper - object
          ball lamp - item)
  (:constants left right - gripper)
  (:predicates (at-robby ?r - room) (at ?i - item ?r - room) (free ?g - gripper)
               (carry ?i - item ?g - gripper) (lit ?r - room)
               (heavy ?i - item) (fragile ?i - item) (broken ?i - item))
  (:action move
    :parameters (?from ?to - room)
    :precondition (and (at-robby ?from) (not (= ?from ?to)))
    :effect (and (at-robby ?to) (not (at-robby ?from))))
  ; Picking needs light, the room's own or a lamp in hand; a heavy item needs
  ; both grippers free.
  (:action pick
    :parameters (?i - item ?r - room ?g - gripper)
    :precondition (and (at ?i ?r) (at-robby ?r) (free ?g)
                       (or (lit ?r) (exists (?l - lamp ?h - gripper) (carry ?l ?h)))
                       (imply (heavy ?i) (forall (?h - gripper) (free ?h))))
    :effect (and (carry ?i ?g) (not (at ?i ?r)) (not (free ?g))))
  ; Everything in hand is put down at once. A fragile item put down in a dark
  ; room breaks unless a lamp was in hand as the drop began.
  (:action drop-all
    :parameters (?r - room)
    :precondition (at-robby ?r)
    :effect (forall (?i - item ?g - gripper)
              (when (carry ?i ?g)
                (and (at ?i ?r) (not (carry ?i ?g)) (free ?g)
                     (when (and (fragile ?i) (not (lit ?r))
                                (not (exists (?l - lamp ?h - gripper) (carry ?l ?h))))
                       (broken ?i))))))
)

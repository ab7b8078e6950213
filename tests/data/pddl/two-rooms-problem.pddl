; Both balls to the dark room, the fragile one unbroken.
(define (problem carry-two)
  (:domain two-rooms)
  (:objects rooma roomb - room
            b1 b2 - ball
            lamp1 - lamp)
  (:init (at-robby rooma) (lit rooma)
         (at b1 rooma) (heavy b1)
         (at b2 rooma) (fragile b2)
         (at lamp1 rooma)
         (free left) (free right))
  (:goal (and (at b1 roomb) (at b2 roomb)
              (not (exists (?b - ball) (broken ?b))))))

"""Threads: generators and answers used from several Python threads at once
give what each gives alone; the C++ runs with the GIL released; Ctrl-C stops
a generation."""

import signal
import subprocess
import threading
import time
from concurrent.futures import ThreadPoolExecutor

import pytest

import puzzlegen
from helpers import CASES, PUZZLES, SEED


def request(name, count=6):
    size, tier = CASES[name]
    return (name, size, tier, SEED), {"count": count}


def alone(name, **extra):
    args, kwargs = request(name)
    return list(puzzlegen.generate(*args, **kwargs, **extra))


def test_two_generators_from_two_threads():
    expected = {name: alone(name) for name in ("takuzu", "nurikabe")}
    got = {}

    def take(name):
        args, kwargs = request(name)
        got[name] = list(puzzlegen.generate(*args, **kwargs, threads=2))

    workers = [threading.Thread(target=take, args=(name,)) for name in expected]
    for worker in workers:
        worker.start()
    for worker in workers:
        worker.join(timeout=60)
    assert not any(worker.is_alive() for worker in workers)
    assert got == expected


def test_two_generators_taken_in_turn():
    first, second = (puzzlegen.generate(*request(name)[0], count=6) for name in ("lightup", "kuromasu"))
    taken = {"lightup": [], "kuromasu": []}
    for a, b in zip(first, second):
        taken["lightup"].append(a)
        taken["kuromasu"].append(b)
    assert taken == {name: alone(name) for name in taken}


def test_answers_from_many_threads():
    instances = [instance for name in PUZZLES for instance in alone(name)]
    one_by_one = [(puzzlegen.verify(i).verdict, puzzlegen.solve(i), len(puzzlegen.explain(i).steps))
                  for i in instances]
    with ThreadPoolExecutor(max_workers=4) as pool:
        at_once = list(pool.map(lambda i: (puzzlegen.verify(i).verdict, puzzlegen.solve(i),
                                           len(puzzlegen.explain(i).steps)), instances))
    assert at_once == one_by_one
    assert {verdict for verdict, _, _ in at_once} == {"unique"}


def counted_while(work):
    """How far a Python thread counts while WORK runs in this one, and how long it ran."""
    stop = threading.Event()
    counter = [0]

    def count():
        while not stop.is_set():
            counter[0] += 1

    counting = threading.Thread(target=count)
    counting.start()
    try:
        start = time.monotonic()
        work()
        elapsed = time.monotonic() - start
    finally:
        stop.set()
        counting.join()
    return counter[0], elapsed


def counting_rate():
    """Counts a second while this thread sleeps (the GIL free)."""
    counted, elapsed = counted_while(lambda: time.sleep(0.3))
    return counted / elapsed


@pytest.mark.parametrize("work", ["generate", "verify"])
def test_the_gil_is_free_while_the_cpp_works(work):
    if work == "generate":
        def run():
            assert len(list(puzzlegen.generate("takuzu", 30, "expert", 1, count=6, threads=1))) == 6
    else:
        empty = puzzlegen.Instance("takuzu", [[None] * 60 for _ in range(60)])

        def run():
            for _ in range(3):
                assert puzzlegen.verify(empty).verdict == "multiple"
    free = counting_rate()
    counted, elapsed = counted_while(run)
    assert elapsed > 0.2, "the work is too short to tell"
    # Held, the GIL would let the counter run only between calls, a few
    # switch intervals (5 ms) in all; free, it counts about as fast as alone.
    assert counted / elapsed > 0.25 * free, (counted, elapsed, free)


CHILD = """
import signal, sys
import puzzlegen
# As an interactive python has it, even when started with SIGINT ignored.
signal.signal(signal.SIGINT, signal.default_int_handler)
made = puzzlegen.generate({request})
print("started", flush=True)
{loop}
"""
UNCAUGHT = "for instance in made:\n    pass\nprint('finished')"
CAUGHT = ("try:\n    for instance in made:\n        pass\nexcept KeyboardInterrupt:\n"
          "    print('caught', len(made), flush=True)\n    made.close()\n    print('closed', len(made))")


@pytest.mark.parametrize("req, loop", [
    # Waiting in next() for a puzzle that takes long.
    ("'nurikabe', 30, 'expert', count=1000, threads=2", UNCAUGHT),
    # Instances streaming in while Python takes them.
    ("'takuzu', 40, 'easy', count=100000", UNCAUGHT),
    ("'takuzu', 40, 'easy', count=100000", CAUGHT),
], ids=["waiting", "streaming", "caught"])
def test_ctrl_c_stops_a_generation(req, loop, python, child_env):
    child = subprocess.Popen([python, "-c", CHILD.format(request=req, loop=loop)], env=child_env,
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        assert child.stdout.readline() == "started\n"
        time.sleep(1.0)
        assert child.poll() is None, "the generation ended before the signal"
        sent = time.monotonic()
        child.send_signal(signal.SIGINT)
        out, err = child.communicate(timeout=10)
        stopped_in = time.monotonic() - sent
    finally:
        if child.poll() is None:
            child.kill()
            child.communicate()
    assert stopped_in < 5, stopped_in
    if loop is UNCAUGHT:
        assert child.returncode != 0
        assert "KeyboardInterrupt" in err
        assert "finished" not in out
    else:
        assert child.returncode == 0, err
        # Caught in next() the generation has stopped (len 0); caught in the
        # loop's body it stops at close().
        caught, closed = out.splitlines()
        assert caught.startswith("caught ") and closed == "closed 0"


CLOSER = """
import threading, time
import puzzlegen
made = puzzlegen.generate({request})
ends = []

def take():
    for instance in made:
        pass
    ends.append("end")

takers = [threading.Thread(target=take) for _ in range(2)]
for taker in takers:
    taker.start()
time.sleep(0.5)
made.close()
for taker in takers:
    taker.join(10)
print(sum(taker.is_alive() for taker in takers), ends, len(made))
"""


@pytest.mark.parametrize("req", [
    "'nurikabe', 30, 'expert', count=1000, threads=2",
    "'takuzu', 20, 'easy', count=100000, threads=2",
], ids=["waiting", "streaming"])
def test_close_from_another_thread(req, python, child_env):
    # Two threads wait in next() (or take instances as they come) while a
    # third closes the generator: each sees the end, and none hangs. In a
    # child, so that a hang is a timeout of its own.
    done = subprocess.run([python, "-c", CLOSER.format(request=req)], env=child_env, capture_output=True,
                          text=True, timeout=30)
    assert done.returncode == 0, done.stderr
    assert done.stdout == "0 ['end', 'end'] 0\n"

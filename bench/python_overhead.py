#!/usr/bin/env python3
"""What generating from Python costs over the command line.

The same puzzles both ways, each written out as its text: `puzzlegen generate
PUZZLE --size S --count N` to a file, and a python3 process that imports
puzzlegen and writes `text()` of each instance `generate()` yields. Both run
as whole processes, in turn (A B A B ...), RUNS times; the medians and the
median of the pairwise ratios are printed. The loop alone, without the
interpreter's start and the import, is timed inside the Python process too.

    /usr/bin/python3 bench/python_overhead.py --puzzlegen build/puzzlegen

The module is imported from --python-path (default: BUILD/python beside the
binary), with the interpreter running this script.
"""

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time

CHILD = r"""
import sys, time
import puzzlegen
puzzle, size, difficulty, seed, count, threads, out = sys.argv[1:8]
begun = time.perf_counter()
with open(out, "w") as file:
    for instance in puzzlegen.generate(puzzle, size, difficulty, int(seed), int(count), threads=int(threads)):
        file.write(instance.text())
print(time.perf_counter() - begun)
"""


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--puzzlegen", required=True, help="the puzzlegen binary")
    parser.add_argument("--python-path", help="where the puzzlegen package is (default: BINARY's dir/python)")
    parser.add_argument("--puzzle", default="takuzu")
    parser.add_argument("--size", default="6")
    parser.add_argument("--difficulty", default="medium")
    parser.add_argument("--seed", default="1")
    parser.add_argument("--count", type=int, default=1000)
    parser.add_argument("--threads", type=int, default=2)
    parser.add_argument("--runs", type=int, default=7)
    args = parser.parse_args()

    binary = os.path.abspath(args.puzzlegen)
    python_path = args.python_path or os.path.join(os.path.dirname(binary), "python")
    env = dict(os.environ, PYTHONPATH=python_path)
    with tempfile.TemporaryDirectory() as scratch:
        cli_out, py_out = os.path.join(scratch, "cli.txt"), os.path.join(scratch, "py.txt")
        cli = [binary, "generate", args.puzzle, "--size", args.size, "--difficulty", args.difficulty, "--seed",
               args.seed, "--count", str(args.count), "--threads", str(args.threads), "-q"]
        py = [sys.executable, "-c", CHILD, args.puzzle, args.size, args.difficulty, args.seed, str(args.count),
              str(args.threads), py_out]

        def timed(command, out=None):
            with open(out or os.devnull, "w") as sink:
                begun = time.perf_counter()
                done = subprocess.run(command, env=env, stdout=sink if out else subprocess.PIPE, text=True,
                                      check=True)
                elapsed = time.perf_counter() - begun
            return elapsed, done.stdout

        timed(cli, cli_out), timed(py)  # warm-up: the page cache, the binary and the module loaded once
        cli_times, py_times, loop_times = [], [], []
        for _ in range(args.runs):
            cli_times.append(timed(cli, cli_out)[0])
            elapsed, printed = timed(py)
            py_times.append(elapsed)
            loop_times.append(float(printed))
        # The same puzzles: the command line's file is the texts, a blank line between.
        with open(cli_out) as file:
            cli_text = file.read()
        with open(py_out) as file:
            py_text = file.read()
        same = cli_text.replace("\n\n", "\n") == py_text.replace("\n\n", "\n")

    ratios = [p / c for p, c in zip(py_times, cli_times)]
    print(f"{args.count} {args.puzzle} {args.size} {args.difficulty}, seed {args.seed}, {args.threads} threads, "
          f"{args.runs} runs each, in turn")
    print(f"  puzzlegen generate (whole process)   median {statistics.median(cli_times):.3f} s "
          f"(min {min(cli_times):.3f}, max {max(cli_times):.3f})")
    print(f"  python3 + generate() (whole process) median {statistics.median(py_times):.3f} s "
          f"(min {min(py_times):.3f}, max {max(py_times):.3f})")
    print(f"  generate() loop alone, in Python     median {statistics.median(loop_times):.3f} s")
    print(f"  Python / command line, pair by pair: median {statistics.median(ratios):.3f} "
          f"(min {min(ratios):.3f}, max {max(ratios):.3f}); loop alone / command line: "
          f"{statistics.median(loop_times) / statistics.median(cli_times):.3f}")
    print(f"  the same puzzles: {'yes' if same else 'NO'}")
    return 0 if same else 1


if __name__ == "__main__":
    sys.exit(main())

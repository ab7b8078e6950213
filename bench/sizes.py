#!/usr/bin/env python3
"""Generate and verify time per tier at the largest size of every puzzle.

For each puzzle (`puzzlegen list`) and each of its tiers, one process runs

    PUZZLEGEN generate PUZZLE --size S --difficulty TIER --seed SEED \\
        --threads 1 --format json --timeout T -o FILE

at the largest size S its generator accepts (as `puzzlegen list` says, or
--size), then

    PUZZLEGEN verify FILE --json --timeout T

on the puzzle it wrote.  Each is timed from just before its start to its
exit (start-up included).  T is --timeout (default 120 s): a process that
gives up on it, or is still running a little after it and is killed, shows
as "> 120 s".  A tier with no puzzle in time has no
verify time.  The verify column also shows the verdict and grade verify
gives: every puzzle must come out `unique` at the tier asked.  With
--repeat N each cell is the median of N runs (seeds SEED..SEED+N-1 for
generate; each puzzle verified once); "slowest" is the longest of them, and
"peak memory" the largest resident memory of a generate process, measured
with GNU time (/usr/bin/time, Debian package `time`; left blank without it).

The report is a Markdown table on standard output, with the machine's load
average before and after: other work on the machine inflates the times.
Progress goes to standard error.

Exit status: 0 when every puzzle made was verified unique at its tier (a
timeout or a generator giving up is reported, not a failure); 1 when a
puzzle was not; 2 for a bad command line or a missing program.

Examples:
    python3 bench/sizes.py
    python3 bench/sizes.py --puzzles takuzu --repeat 3
    python3 bench/sizes.py --puzzles kuromasu --size 30 --timeout 60
"""

import argparse
import json
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time

REPO_ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEFAULT_PUZZLEGEN = os.path.join(REPO_ROOT, "build", "puzzlegen")
TIERS = ("easy", "medium", "hard", "expert")


# Beyond its own --timeout, which it checks between attempts, a process may
# run this much longer before it is killed.
GRACE = 10.0


# GNU time (Debian's `time` package) reports a process's peak memory.
GNU_TIME = "/usr/bin/time"


def run(command, timeout, memory_to=None):
    """(seconds, exit status or None when killed, stdout, stderr).

    With memory_to (a file name), the command runs under GNU time, which
    writes its peak resident memory in KiB to that file.
    """
    if memory_to:
        command = [GNU_TIME, "-f", "%M", "-o", memory_to] + command
    start = time.perf_counter()
    try:
        done = subprocess.run(command, capture_output=True, text=True, timeout=timeout + GRACE)
    except subprocess.TimeoutExpired:
        return time.perf_counter() - start, None, "", ""
    return time.perf_counter() - start, done.returncode, done.stdout, done.stderr


def peak_mib(path):
    """The peak memory GNU time wrote to `path`, in MiB, or None."""
    try:
        with open(path) as f:
            return int(f.read().split()[-1]) / 1024
    except (OSError, ValueError, IndexError):
        return None


def catalogue_of(puzzlegen):
    """[(puzzle, largest generated side, [tiers])] as `puzzlegen list` names them.

    `list` prints a line per puzzle (its name first), indented lines about it
    ("generates sides 4..60, reads sides 1..60") and a closing line
    "difficulties: easy medium hard expert".
    """
    seconds, status, out, err = run([puzzlegen, "list"], 60)
    if status != 0:
        sys.exit(f"sizes.py: {puzzlegen} list failed: {err.strip()}")
    found, tiers = [], []
    for line in out.splitlines():
        if not line.strip():
            continue
        if line.startswith("difficulties:"):
            tiers = [t for t in line.split()[1:] if t in TIERS]
        elif not line[0].isspace():
            found.append([line.split()[0], None])
        elif found:
            m = re.search(r"generates sides \d+\.\.(\d+)", line)
            if m:
                found[-1][1] = int(m.group(1))
    if not found or not tiers:
        sys.exit(f"sizes.py: no puzzles or no difficulties in the output of {puzzlegen} list")
    return [(puzzle, side, list(tiers)) for puzzle, side in found]


def fmt_seconds(values, timeout, timed_out):
    if timed_out:
        return f"> {timeout:g} s"
    if not values:
        return ""
    return f"{statistics.median(values):.2f} s"


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--puzzlegen", default=DEFAULT_PUZZLEGEN, help="the binary (default build/puzzlegen)")
    parser.add_argument("--puzzles", help="comma-separated puzzles (default every one `list` names)")
    parser.add_argument("--tiers", help="comma-separated tiers (default each puzzle's own)")
    parser.add_argument("--size", type=int, help="side of the square grid (default the largest generate accepts)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--repeat", type=int, default=1, help="runs per cell; the median is shown")
    parser.add_argument("--timeout", type=float, default=120.0, help="seconds per process (default 120)")
    args = parser.parse_args()
    if args.repeat < 1 or args.timeout <= 0:
        parser.error("--repeat and --timeout must be positive")
    if not (os.path.isfile(args.puzzlegen) and os.access(args.puzzlegen, os.X_OK)):
        print(f"sizes.py: no puzzlegen binary at {args.puzzlegen} (make binary, or --puzzlegen PATH)", file=sys.stderr)
        sys.exit(2)

    catalogue = catalogue_of(args.puzzlegen)
    if args.puzzles:
        wanted = args.puzzles.split(",")
        names = [p for p, _, _ in catalogue]
        unknown = [p for p in wanted if p not in names]
        if unknown:
            parser.error(f"unknown puzzle {unknown[0]}; puzzlegen list names {', '.join(names)}")
        catalogue = [entry for entry in catalogue if entry[0] in wanted]
    if args.tiers:
        asked = args.tiers.split(",")
        bad = [t for t in asked if t not in TIERS]
        if bad:
            parser.error(f"unknown tier {bad[0]}; tiers are {', '.join(TIERS)}")
        catalogue = [(p, side, [t for t in tiers if t in asked]) for p, side, tiers in catalogue]

    measure_memory = os.access(GNU_TIME, os.X_OK)
    if not measure_memory:
        print(f"sizes.py: no {GNU_TIME} (Debian package time): peak memory is not measured", file=sys.stderr)
    load_before = os.getloadavg()
    rows = []
    failures = 0
    with tempfile.TemporaryDirectory(prefix="pg-sizes-") as scratch:
        for puzzle, largest, tiers in catalogue:
            side = args.size or largest
            if side is None:
                print(f"sizes.py: cannot read the largest size of {puzzle} from {args.puzzlegen} list; give --size",
                      file=sys.stderr)
                sys.exit(2)
            size = f"{side}x{side}"
            for tier in tiers:
                gen_times, ver_times, verdicts, clues, notes, peaks = [], [], [], [], [], []
                gen_timed_out = ver_timed_out = False
                for r in range(args.repeat):
                    seed = args.seed + r
                    out = os.path.join(scratch, f"{puzzle}-{tier}-{seed}.json")
                    command = [args.puzzlegen, "generate", puzzle, "--size", size, "--difficulty", tier,
                               "--seed", str(seed), "--threads", "1", "--format", "json", "--quiet",
                               "--timeout", f"{args.timeout:g}", "-o", out, "--force"]
                    print(f"{puzzle} {size} {tier} seed {seed}: generate ...", file=sys.stderr, flush=True)
                    memory_file = os.path.join(scratch, "memory") if measure_memory else None
                    seconds, status, _, err = run(command, args.timeout, memory_file)
                    if memory_file and status is not None and peak_mib(memory_file) is not None:
                        peaks.append(peak_mib(memory_file))
                    if status is None or (status == 1 and seconds >= args.timeout):
                        gen_timed_out = True
                        continue
                    if status != 0:
                        notes.append(err.strip().splitlines()[-1] if err.strip() else f"exit {status}")
                        continue
                    gen_times.append(seconds)
                    print(f"{puzzle} {size} {tier} seed {seed}: verify ...", file=sys.stderr, flush=True)
                    seconds, status, vout, verr = run(
                        [args.puzzlegen, "verify", out, "--json", "--timeout", f"{args.timeout:g}"], args.timeout)
                    if status is None or status == 3:  # 3: its --timeout ran out
                        ver_timed_out = True
                        continue
                    ver_times.append(seconds)
                    try:
                        report = json.loads(vout.splitlines()[0])
                    except (ValueError, IndexError):
                        report = {}
                    verdict = report.get("verdict", f"exit {status}")
                    grade = report.get("difficulty", "")
                    verdicts.append(f"{verdict} {grade}".strip())
                    if verdict != "unique" or grade != tier:
                        failures += 1
                    if "givens" in report:
                        clues.append(report["givens"])
                rows.append({
                    "puzzle": puzzle, "size": size, "tier": tier,
                    "generate": fmt_seconds(gen_times, args.timeout, gen_timed_out and not gen_times),
                    "slowest": (f"> {args.timeout:g} s" if gen_timed_out
                                else f"{max(gen_times):.2f} s" if gen_times else ""),
                    "memory": f"{max(peaks):.0f} MiB" if peaks else "",
                    "verify": fmt_seconds(ver_times, args.timeout, ver_timed_out and not ver_times),
                    "verdict": ", ".join(sorted(set(verdicts))),
                    "givens": str(int(statistics.median(clues))) if clues else "",
                    "note": "; ".join(sorted(set(notes))),
                })
                print(f"  {rows[-1]}", file=sys.stderr, flush=True)
    load_after = os.getloadavg()

    where = f"{args.size}x{args.size}" if args.size else "each puzzle's largest size"
    print(f"Generate and verify at {where}, seed {args.seed}, "
          f"{args.repeat} run{'s' if args.repeat > 1 else ''} a cell (median), timeout {args.timeout:g} s; "
          f"load average {load_before[0]:.1f} before, {load_after[0]:.1f} after.\n")
    print("| puzzle | size | tier | generate | slowest | peak memory | verify | verify says | givens | note |")
    print("|---|---|---|---:|---:|---:|---:|---|---:|---|")
    for row in rows:
        print(f"| {row['puzzle']} | {row['size']} | {row['tier']} | {row['generate']} | {row['slowest']} | "
              f"{row['memory']} | {row['verify']} | {row['verdict']} | {row['givens']} | {row['note']} |")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()

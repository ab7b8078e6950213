#!/usr/bin/env python3
"""A corpus's first file and peak memory as its recipe grows (docs/corpora.md, Scale).

Each recipe is run with `puzzlegen corpus --jobs 2` into a fresh directory for
up to --seconds; the table gives when the first instance file appeared (from
the start of the process) and the peak resident memory: read from /proc after
--seconds of work, or the whole run's when it ends sooner.

    bench/corpus_scale.py [--binary build/puzzlegen] [--seconds 8]
"""
import argparse
import os
import shutil
import subprocess
import tempfile
import time

RECIPES = [
    ("takuzu --size 6 --count 10000", [], "10^4"),
    ("takuzu --size 6 --count 1000000", [], "10^6"),
    ("takuzu --size 5..14 --count 1000000", [], "10^7"),
    # The whole of this one would be refused on most disks (more files than
    # free inodes); a shard walks the whole plan for its share.
    ("takuzu --size 4..60 --difficulty easy,medium,hard,expert --count 1000000", ["--shard", "1/100"],
     "2.3 x 10^8 (2.3 x 10^6 in the shard)"),
]


def peak_kilobytes(pid):
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith("VmHWM:"):
                return int(line.split()[1])
    return None


def measure(binary, line, extra, seconds, work):
    recipe = os.path.join(work, "scale.recipe")
    out = os.path.join(work, "corpus")
    with open(recipe, "w") as f:
        f.write("seed 1\n" + line + "\n")
    shutil.rmtree(out, ignore_errors=True)
    judge = os.path.join(out, "judge")
    started = time.monotonic()
    process = subprocess.Popen([binary, "corpus", recipe, "-o", out, "--jobs", "2"] + extra,
                               stderr=subprocess.DEVNULL, stdout=subprocess.DEVNULL)
    first = None
    while time.monotonic() - started < seconds:
        if first is None and os.path.isdir(judge) and os.listdir(judge):
            first = time.monotonic() - started
        pid, status, usage = os.wait4(process.pid, os.WNOHANG)
        if pid == process.pid:
            process.returncode = os.waitstatus_to_exitcode(status)
            return first, usage.ru_maxrss
        time.sleep(0.002)
    peak = peak_kilobytes(process.pid)
    process.kill()
    process.wait()
    return first, peak


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--binary", default="build/puzzlegen")
    parser.add_argument("--seconds", type=float, default=8)
    args = parser.parse_args()
    binary = os.path.abspath(args.binary)
    print("| recipe | instances planned | first file after | peak memory |")
    print("|---|---|---|---|")
    with tempfile.TemporaryDirectory() as work:
        for line, extra, planned in RECIPES:
            first, peak = measure(binary, line, extra, args.seconds, work)
            shown = f"`{line}`" + (f", `{' '.join(extra)}`" if extra else "")
            first_text = f"{first:.2f} s" if first is not None else "none"
            peak_text = f"{peak / 1000:.1f} MB" if peak else "?"
            print(f"| {shown} | {planned} | {first_text} | {peak_text} |")


if __name__ == "__main__":
    main()

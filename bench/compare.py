#!/usr/bin/env python3
"""Generation speed: puzzlegen against a reference generator, per puzzle.

Both tools generate the same number of puzzles of one kind at each size; the
figure reported is the MEDIAN SECONDS PER UNIQUE PUZZLE.  The first argument
names the puzzle:

    takuzu    puzzlegen generate takuzu    against  sgt-unruly --generate
    lightup   puzzlegen generate lightup   against  sgt-lightup --generate
    kuromasu  puzzlegen generate kuromasu  against  sgt-range --generate
    numbrix   puzzlegen generate numbrix   alone (no Numbrix generator in Debian)
    nurikabe  puzzlegen generate nurikabe  against  pddl-generators'
              nurikabe/generate.py (optional, --pddl-generators PATH)

Simon Tatham's sgt-puzzles have no Nurikabe; see "Nurikabe" below.

Commands (S is the size, N the count for that size; --counts takes SIZE:N
pairs, or one N for every size):

    takuzu:   stdbuf -oL /usr/games/sgt-unruly --generate N SxSudn
              PUZZLEGEN generate takuzu --size SxS --difficulty hard \\
                  --count N --seed SEED --threads 1 --format tatham
    lightup:  stdbuf -oL /usr/games/sgt-lightup --generate N SxSb20s4d2
              PUZZLEGEN generate lightup --size SxS --difficulty hard \\
                  --count N --seed SEED --threads 1 --format tatham \\
                  --black 20 --symmetry rot4
    kuromasu: stdbuf -oL /usr/games/sgt-range --generate N SxS
              PUZZLEGEN generate kuromasu --size SxS --difficulty medium \\
                  --count N --seed SEED --threads 1 --format tatham
    nurikabe: PUZZLEGEN generate nurikabe --size SxS --difficulty medium \\
                  --count N --seed SEED --threads 1 --format puzzlink \\
                  [--islands K]
              python3 GENERATE_PY random 0 S S SEED+i raw
                  (i = 0..N-1: one process per puzzle; with --pddl-generators
                  GENERATE_PY only)

Takuzu: `udn` is Unruly's "unique, normal" level; puzzlegen's `hard` tier is
the one comparable to it (puzzlegen grades most sgt-unruly `udn` puzzles as
hard, and the per-run table shows the grades of every puzzle both tools
printed).

Light Up: `b20s4d2` asks for 20% black cells, 4-way rotational symmetry and
the hard level; puzzlegen gets the same with --black 20 --symmetry rot4
--difficulty hard.  Both generators add black cells beyond the 20% asked
while they make the puzzle unique, so the share of black cells is reported
too: the median, over the puzzles of each tool, of the percentage of cells
that are black (numbered or not), read from the Tatham IDs (runs `a`..`z`
are white cells; `B` and `0`..`4` are black cells).  sgt-lightup is slow on
large grids (about 10 s per 40x40 puzzle): choose the counts accordingly.

Kuromasu: Tatham's Range has no difficulty levels; puzzlegen's tier is the
one Range's puzzles grade as (the per-run table shows the grades of every
puzzle both tools printed), and both take clues away in symmetric pairs
(puzzlegen's default --symmetry rot2).

Nurikabe: Tatham's collection has no Nurikabe.  The reference is the
generator of the IPC 2018 Nurikabe instances, nurikabe/generate.py in
pddl-generators (https://github.com/AI-Planning/pddl-generators): it draws a
random wall and writes the numbers of the islands it leaves, without checking
that the puzzle has one solution.  It is a Python script, not a Debian
package, so it is optional: get it with
    git clone https://github.com/AI-Planning/pddl-generators
and pass --pddl-generators pddl-generators/nurikabe/generate.py (or
`make bench PDDL_GENERATORS=pddl-generators/nurikabe/generate.py`).  Without
it only puzzlegen's rows are printed.
  * The reference makes one puzzle per process, as it is used: for each size
    it runs N times, with the seeds SEED..SEED+N-1 (--seed), and each process
    is timed from just before its start to its exit (Python start-up
    included).  Its column is the median seconds per process, that is per
    puzzle printed, unique or not; with few unique puzzles no ratio is given.
    Its raw text holds one puzzle, so each goes to `PUZZLEGEN verify - --json`
    on its own; the report counts the verdicts (unique, several, none).  Its
    puzzles that are not unique are expected and do not fail the run.
  * puzzlegen's raw format (the same text: a `W H` line, then one `X Y N`
    line per number) holds one puzzle, and `generate -f raw` with several
    puzzles writes an empty line before each one but the first: a puzzle's
    end shows only when the next one starts, so its lines cannot be stamped
    one puzzle at a time.  puzzlegen therefore runs with --format puzzlink,
    one puzz.link URL per line, and its URLs are verified in one batch as the
    other IDs are.
  * Both tools' puzzles are verified under puzzlegen's default rules
    (nikoli: one connected wall and no 2x2 block of wall, besides the island
    rules), and puzzlegen's tier defaults to medium.
  * --islands S:K,... passes --islands K to puzzlegen for size S (the number
    of islands to aim for; one K alone sets every size).  The report gives,
    for each tool, the median number of islands (numbers in the grid, the
    `givens` of puzzlegen verify's JSON) of its puzzles.  The reference has
    no such option.
  * Default sizes 6, 10, 15 and 25: the IPC instances go up to 15x15, and
    25x25 is the large size.  Nurikabe has no time targets.

Method
  * One process per tool, size and tier generates N puzzles.  Its standard
    output is read line by line as the lines arrive, and each line is stamped
    with time.perf_counter().  The time of puzzle i is the gap since the
    previous line; the first gap is measured from just before the process is
    started, so it includes start-up.  The median of the N gaps is reported,
    with N, the mean, the largest gap, the first gap and the process's wall
    time.  With a small N (e.g. 2) the start-up gap weighs on the median.
  * Tatham's programs write to a pipe, which C stdio block-buffers, so they
    run under `stdbuf -oL` (coreutils) to print each game ID as soon as it is
    made.  puzzlegen flushes after every puzzle.
  * Single-threaded on both sides: puzzlegen runs with --threads 1, and
    Tatham's generators are single-threaded.  Runs are sequential, never
    concurrent.
  * Tatham's generators pick a random seed for every run; puzzlegen uses
    --seed.
  * Correctness is checked on the side, untimed: every ID a tool printed goes
    to `PUZZLEGEN verify - --json` (one ID per line on standard input; the
    format is detected), and the number verified unique is reported per run,
    with puzzlegen's grade of each unique puzzle.
  * --timeout limits each generating process; on timeout it is killed and the
    puzzles that were finished are reported.
  * Other work on the machine inflates the times: the load average at the
    start and at the end is part of the report.  A warning is printed when
    most gaps are near zero, the mark of output that arrives in bursts.

Targets (median s/puzzle for puzzlegen, first tier of --difficulty):
    takuzu    14x14 <= 0.008, 20x20 <= 0.03, 30x30 <= 0.5
    lightup   14x14 <= 0.07,  25x25 <= 0.3,  40x40 <= 0.5
    kuromasu  15x15 <= 0.012, 20x20 <= 0.05, 30x30 <= 0.2, 40x40 <= 1
    nurikabe  none
The ratio column is Tatham's median divided by the puzzlegen median: how many
times faster puzzlegen is.

Progress goes to standard error; the report (tables, commands, machine and
date) to standard output, as Markdown with --markdown.

Exit status: 0 when every printed ID was verified unique and every run either
finished or stopped as puzzlegen documents it (status 1: no puzzle of that tier
within its retries, which the report shows); 1 for a puzzle not verified
unique, a timeout or any other failure (missed targets do not count); 2 for a
bad command line (an unknown puzzle included) or a missing program.  For the
Nurikabe reference a run is a failure only when a process times out, exits
with an error, or prints text puzzlegen cannot read: its puzzles need not be
unique.

Examples:
    python3 bench/compare.py takuzu
    python3 bench/compare.py takuzu --sizes 14,20 --counts 14:10,20:5
    python3 bench/compare.py takuzu --difficulty hard,expert --markdown
    python3 bench/compare.py lightup --sizes 14,25 --counts 14:10,25:3
    python3 bench/compare.py lightup --skip-sgt --sizes 40 --counts 40:20
    python3 bench/compare.py kuromasu --sizes 15,20 --counts 15:20,20:10
    python3 bench/compare.py nurikabe --counts 6:20,10:20,15:10,25:3
    python3 bench/compare.py nurikabe --sizes 15 --counts 10 --islands 15:30
    python3 bench/compare.py nurikabe --sizes 6,10,15 --counts 10 \\
        --pddl-generators pddl-generators/nurikabe/generate.py
"""

import argparse
import datetime
import hashlib
import json
import os
import re
import shlex
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import textwrap
import threading
import time
from collections import Counter, namedtuple

DEFAULT_PUZZLEGEN = "build/puzzlegen"  # relative to the repository root
REPO_ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEFAULT_TIMEOUT = 1800.0
TIERS = ("easy", "medium", "hard", "expert")
ID_LINE = re.compile(r"^\d+x\d+[^:\s]*:\S+$")
PUZZLINK_NURIKABE = re.compile(r"^https?://\S*\?nurikabe/\d+/\d+(/\S*)?$")
# A puzzle whose formats all span several lines is timed by its JSON lines.
JSON_LINE = re.compile(r'^\{"format":"puzzlegen".*\}$')
REFERENCE_TOOL = "pddl-generators"  # the optional Nurikabe reference
REFERENCE_LEVEL = "random"          # its `random` source: random walls
PROGRESS_INTERVAL = 2.0  # seconds between progress lines of one run
BURST_GAP = 1e-4  # seconds; gaps below this mean lines arrived together


def lightup_black_percent(game_id):
    """Percentage of black cells in a Tatham Light Up ID, None if unreadable."""
    m = re.fullmatch(r"(\d+)x(\d+):([^:\s]+)", game_id)
    if not m:
        return None
    cells = int(m.group(1)) * int(m.group(2))
    white = black = 0
    for ch in m.group(3):
        if "a" <= ch <= "z":
            white += ord(ch) - ord("a") + 1
        elif ch == "B" or "0" <= ch <= "4":
            black += 1
        else:
            return None
    if not cells or white + black != cells:
        return None
    return 100.0 * black / cells


Puzzle = namedtuple("Puzzle", [
    "title",         # for the report
    "sgt",           # Tatham's binary (default of --sgt)
    "sgt_params",    # Tatham's parameters; {S} is the size
    "extra_args",    # added to puzzlegen generate
    "difficulty",    # default of --difficulty
    "sizes",         # default of --sizes
    "counts",        # default of --counts
    "targets",       # size -> median s/puzzle, puzzlegen, first tier
    "even_sizes",    # True if sizes must be even
    "min_size",
    "density",       # game ID -> % of black cells, or None
    "comparison",    # which levels are compared, for the report
    "id_format",     # puzzlegen --format: one ID per line
    "id_line",       # regex of an ID line in puzzlegen's (and Tatham's) output
    "islands",       # True: report the median number of islands (numbers)
], defaults=("tatham", ID_LINE, False))

PUZZLES = {
    "takuzu": Puzzle(
        title="Takuzu", sgt="/usr/games/sgt-unruly", sgt_params="{S}x{S}udn",
        extra_args=(), difficulty="hard", sizes="14,20,30",
        counts="14:40,20:20,30:5", targets={14: 0.008, 20: 0.03, 30: 0.5},
        even_sizes=True, min_size=2, density=None,
        comparison="Tatham's `udn` (unique, normal) is compared with "
                   "puzzlegen's `hard` tier."),
    "lightup": Puzzle(
        title="Light Up", sgt="/usr/games/sgt-lightup",
        sgt_params="{S}x{S}b20s4d2",
        extra_args=("--black", "20", "--symmetry", "rot4"), difficulty="hard",
        sizes="14,25,40", counts="14:40,25:10,40:5",
        targets={14: 0.07, 25: 0.3, 40: 0.5},
        even_sizes=False, min_size=3, density=lightup_black_percent,
        comparison="Tatham's `b20s4d2` (20% black, 4-way rotational symmetry, "
                   "hard) is compared with puzzlegen's `hard` tier with "
                   "--black 20 --symmetry rot4."),
    "kuromasu": Puzzle(
        title="Kuromasu", sgt="/usr/games/sgt-range", sgt_params="{S}x{S}",
        extra_args=(), difficulty="medium", sizes="15,20,30,40",
        counts="15:20,20:10,30:5,40:3",
        targets={15: 0.012, 20: 0.05, 30: 0.2, 40: 1.0},
        even_sizes=False, min_size=3, density=None,
        comparison="Tatham's Range has no levels: its puzzles are compared "
                   "with puzzlegen's tier they grade as (the first of "
                   "--difficulty)."),
    # No generator of Numbrix ships in Debian: puzzlegen's tiers alone, timed
    # by their JSON lines (the judge text spans several lines).
    "numbrix": Puzzle(
        title="Numbrix", sgt=None, sgt_params=None, extra_args=(),
        difficulty="hard", sizes="9,12,20,25", counts="9:20,12:10,20:3,25:2",
        targets={9: 0.02, 12: 0.1, 20: 2.0, 25: 10.0}, even_sizes=False,
        min_size=2, density=None,
        comparison="no reference: no Numbrix generator ships in Debian; "
                   "puzzlegen's tiers are measured alone.",
        id_format="json", id_line=JSON_LINE),
    # Tatham has no Nurikabe: sgt is None, and the optional reference is
    # pddl-generators' nurikabe/generate.py (--pddl-generators).
    "nurikabe": Puzzle(
        title="Nurikabe", sgt=None, sgt_params=None, extra_args=(),
        difficulty="medium", sizes="6,10,15,25", counts="6:20,10:20,15:10,25:3",
        targets={}, even_sizes=False, min_size=2, density=None,
        comparison="pddl-generators makes random walls and does not check "
                   "that a puzzle has one solution: its time is per puzzle "
                   "printed, unique or not, and there is no ratio.",
        id_format="puzzlink", id_line=PUZZLINK_NURIKABE, islands=True),
}


def log(message):
    print(message, file=sys.stderr, flush=True)


def fail(message, status=2):
    log(f"compare.py: {message}")
    sys.exit(status)


# ---------------------------------------------------------------- options


def parse_sizes(text):
    sizes = []
    for item in text.split(","):
        item = item.strip().lower()
        if not item:
            continue
        m = re.fullmatch(r"(\d+)(?:x(\d+))?", item)
        if not m or (m.group(2) and m.group(2) != m.group(1)):
            raise argparse.ArgumentTypeError(
                f"bad size {item!r}: give N for an NxN grid, e.g. 14,20,30")
        size = int(m.group(1))
        if size not in sizes:
            sizes.append(size)
    if not sizes:
        raise argparse.ArgumentTypeError("no sizes given")
    return sizes


def parse_counts(text):
    """'14:40,20:20' -> {14: 40, 20: 20}; a bare 'N' sets every size (key None)."""
    counts = {}
    for item in text.split(","):
        item = item.strip().lower()
        if not item:
            continue
        m = re.fullmatch(r"(?:(\d+)(?:x(\d+))?:)?(\d+)", item)
        if not m or (m.group(2) and m.group(2) != m.group(1)) or int(m.group(3)) < 1:
            raise argparse.ArgumentTypeError(
                f"bad count {item!r}: give SIZE:N pairs such as 14:40,20:20,30:5 "
                "(N at least 1), or one N for every size")
        counts[int(m.group(1)) if m.group(1) else None] = int(m.group(3))
    return counts


def parse_islands(text):
    """'15:30,25:80' -> {15: 30, 25: 80}; a bare 'K' sets every size (key None)."""
    islands = {}
    for item in text.split(","):
        item = item.strip().lower()
        if not item:
            continue
        m = re.fullmatch(r"(?:(\d+)(?:x(\d+))?:)?(\d+)", item)
        if not m or (m.group(2) and m.group(2) != m.group(1)):
            raise argparse.ArgumentTypeError(
                f"bad islands {item!r}: give SIZE:K pairs such as 15:30,25:80 "
                "(K islands to aim for, 0 as the layout makes them), or one K "
                "for every size")
        islands[int(m.group(1)) if m.group(1) else None] = int(m.group(3))
    if not islands:
        raise argparse.ArgumentTypeError("no islands given")
    return islands


def parse_tiers(text):
    tiers = []
    for item in text.split(","):
        item = item.strip().lower()
        if not item:
            continue
        if item not in TIERS:
            raise argparse.ArgumentTypeError(
                f"bad difficulty {item!r}: choose from {', '.join(TIERS)}")
        if item not in tiers:
            tiers.append(item)
    if not tiers:
        raise argparse.ArgumentTypeError("no difficulty given")
    return tiers


def positive_float(text):
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a number: {text!r}")
    if value <= 0:
        raise argparse.ArgumentTypeError("must be above 0")
    return value


def per_puzzle(field):
    """'takuzu X; lightup Y' for a help text (puzzles without one left out)."""
    return "; ".join(f"{name} {getattr(p, field)}" for name, p in PUZZLES.items()
                     if getattr(p, field) is not None)


def reference_name(name, puzzle):
    """'takuzu: sgt-unruly' for the description."""
    if puzzle.sgt:
        return f"{name}: {os.path.basename(puzzle.sgt)}"
    return f"{name}: {REFERENCE_TOOL}' {name}/generate.py, optional"


def parse_args(argv):
    parser = argparse.ArgumentParser(
        prog="compare.py",
        usage="%(prog)s PUZZLE [--puzzlegen PATH] [--sgt PATH] [--sizes S,S,...]\n"
              "                  [--counts S:N,...] [--difficulty TIER[,TIER...]] "
              "[--seed N]\n"
              "                  [--timeout SECONDS] [--markdown] [--skip-sgt]\n"
              "                  [--islands S:K,...] [--pddl-generators PATH]",
        description="Median seconds per unique puzzle: puzzlegen generate PUZZLE "
                    "against a reference generator for the same puzzle (" +
                    ", ".join(reference_name(name, p)
                              for name, p in PUZZLES.items()) + ").",
        epilog="The method is described at the top of this file.")
    parser.add_argument("puzzle", choices=list(PUZZLES), metavar="PUZZLE",
                        help="puzzle to compare: " + ", ".join(PUZZLES))
    parser.add_argument("--puzzlegen", default=None, metavar="PATH",
                        help=f"puzzlegen binary (default {DEFAULT_PUZZLEGEN} in the "
                             "repository)")
    parser.add_argument("--sgt", default=None, metavar="PATH",
                        help="Tatham's binary for the puzzle (default: " +
                             per_puzzle("sgt") + ")")
    parser.add_argument("--sizes", type=parse_sizes, default=None,
                        metavar="S,S,...",
                        help="grid sizes, N for NxN (default: " +
                             per_puzzle("sizes") + ")")
    parser.add_argument("--counts", type=parse_counts, default={}, metavar="S:N,...",
                        help="puzzles per tool per size, as SIZE:N pairs, or one N "
                             "for every size (default: " + per_puzzle("counts") + ")")
    parser.add_argument("--difficulty", type=parse_tiers, default=None,
                        metavar="TIER[,TIER...]",
                        help="puzzlegen tier(s), " + "|".join(TIERS) +
                             "; extra tiers are extra columns, and the target "
                             "applies to the first (default: " +
                             per_puzzle("difficulty") + ")")
    parser.add_argument("--seed", type=int, default=1, metavar="N",
                        help="puzzlegen --seed (default 1); Tatham's generators "
                             "seed themselves; pddl-generators gets N..N+count-1, "
                             "one per process")
    parser.add_argument("--timeout", type=positive_float, default=DEFAULT_TIMEOUT,
                        metavar="SECONDS",
                        help="limit per generating process; on timeout it is killed "
                             f"and the finished puzzles are reported "
                             f"(default {DEFAULT_TIMEOUT:g})")
    parser.add_argument("--markdown", action="store_true",
                        help="print the report as Markdown (tables ready for a README)")
    parser.add_argument("--skip-sgt", action="store_true",
                        help="run puzzlegen only")
    parser.add_argument("--islands", type=parse_islands, default={},
                        metavar="S:K,...",
                        help="nurikabe: puzzlegen --islands K for size S, as SIZE:K "
                             "pairs, or one K for every size (default: none passed)")
    parser.add_argument("--pddl-generators", default=None, metavar="PATH",
                        help="nurikabe: pddl-generators' nurikabe/generate.py, run "
                             "as the reference (default: none, puzzlegen only)")
    args = parser.parse_args(argv)
    if args.seed < 0:
        parser.error("--seed must be 0 or more")

    puzzle = args.spec = PUZZLES[args.puzzle]
    if puzzle.sgt is None:
        # No Tatham generator: the reference, if any, is --pddl-generators.
        if args.sgt is not None:
            parser.error(f"--sgt: Simon Tatham's collection has no {puzzle.title}"
                         + ("; pass --pddl-generators PATH for a reference"
                            if args.puzzle == "nurikabe" else ""))
        args.skip_sgt = True
    if args.pddl_generators is not None and args.puzzle != "nurikabe":
        parser.error("--pddl-generators is for nurikabe only")
    if args.islands and not puzzle.islands:
        parser.error("--islands is for nurikabe only")
    if args.sgt is None:
        args.sgt = puzzle.sgt
    if args.sizes is None:
        args.sizes = parse_sizes(puzzle.sizes)
    if args.difficulty is None:
        args.difficulty = parse_tiers(puzzle.difficulty)
    for size in args.sizes:
        if size < puzzle.min_size or (puzzle.even_sizes and size % 2):
            parser.error(f"bad size {size}: {puzzle.title} needs "
                         + ("an even size" if puzzle.even_sizes else "a size")
                         + f" of {puzzle.min_size} or more")

    counts = parse_counts(puzzle.counts)
    if None in args.counts:
        counts = {size: args.counts[None] for size in args.sizes}
    counts.update({k: v for k, v in args.counts.items() if k is not None})
    missing = [size for size in args.sizes if size not in counts]
    if missing:
        parser.error("no count for size " + ", ".join(map(str, missing)) +
                     ": add SIZE:N to --counts, e.g. --counts " +
                     ",".join(f"{s}:10" for s in missing))
    args.count_of = {size: counts[size] for size in args.sizes}
    unknown = [size for size in args.islands if size is not None
               and size not in args.sizes]
    if unknown:
        parser.error("--islands for size " + ", ".join(map(str, unknown)) +
                     ", which is not in --sizes")
    args.islands_of = {size: args.islands.get(size, args.islands.get(None))
                       for size in args.sizes}
    return args


def find_program(path, what, remedy):
    """Absolute path of an executable, or exit 2 saying how to get it."""
    found = shutil.which(path) if os.sep not in path else (
        path if os.path.isfile(path) and os.access(path, os.X_OK) else None)
    if not found:
        fail(f"{what} not found or not executable: {path}\n  {remedy}")
    return os.path.abspath(found)


# ---------------------------------------------------------------- running


class Run:
    """One generating process: its command, per-puzzle gaps and IDs."""

    def __init__(self, tool, size, tier, command, asked, reference=False):
        self.tool = tool          # "puzzlegen" or Tatham's, e.g. "sgt-unruly"
        self.size = size
        self.tier = tier          # puzzlegen tier, or Tatham's level, e.g. "udn"
        self.command = command
        self.asked = asked
        # One process per puzzle, puzzles that need not be unique
        # (pddl-generators); command is then the first of the processes.
        self.reference = reference
        self.command_note = ""    # for the report, after the command
        self.failed = 0           # reference: processes that printed no puzzle
        self.gaps = []            # seconds per puzzle, in output order
        self.ids = []
        self.other_lines = []     # output lines that are not game IDs
        self.wall = None
        self.returncode = None
        self.timed_out = False
        self.error_tail = ""
        self.verdicts = []        # one per ID: unique|multiple|none|...
        self.grades = Counter()   # puzzlegen grade of the unique ones
        self.verify_note = ""
        self.black = []           # % of black cells per readable ID (Light Up)
        self.unreadable = 0       # IDs whose black cells could not be counted
        self.givens = []          # numbers per ID, from verify (Nurikabe islands)

    @property
    def label(self):
        return f"{self.tool} {self.tier}"

    @property
    def done(self):
        return len(self.ids)

    @property
    def unique(self):
        return sum(v == "unique" for v in self.verdicts)

    @property
    def median(self):
        return statistics.median(self.gaps) if self.gaps else None

    @property
    def black_median(self):
        return statistics.median(self.black) if self.black else None

    @property
    def islands_median(self):
        return statistics.median(self.givens) if self.givens else None

    @property
    def verdict_counts(self):
        """'unique 1, several 2, none 0' (and any other verdicts)."""
        counts = Counter(self.verdicts)
        names = {"unique": "unique", "multiple": "several", "none": "none"}
        parts = [f"{names[v]} {counts.pop(v, 0)}" for v in names]
        parts += [f"{v} {n}" for v, n in sorted(counts.items())]
        return ", ".join(parts)

    @property
    def gave_up(self):
        # puzzlegen's status 1: no puzzle of that tier within its retries.
        return self.tool == "puzzlegen" and self.returncode == 1 and not self.timed_out

    @property
    def ok(self):
        finished = self.returncode == 0 and self.done == self.asked
        if self.reference:
            # Its puzzles need not be unique, but puzzlegen must read them all.
            read = all(v in ("unique", "multiple", "none") for v in self.verdicts)
            return not self.timed_out and finished and read
        return not self.timed_out and (finished or self.gave_up) and self.unique == self.done


def kill_group(proc):
    try:
        os.killpg(proc.pid, signal.SIGKILL)
    except (ProcessLookupError, PermissionError):
        pass


def generate(run, timeout, size_label, id_line=ID_LINE):
    """Runs run.command, stamping each output line as it arrives."""
    log(f"[{size_label}] {run.label}: {shlex.join(run.command)}")
    with tempfile.TemporaryFile() as errors:
        start = time.perf_counter()
        proc = subprocess.Popen(run.command, stdin=subprocess.DEVNULL,
                                stdout=subprocess.PIPE, stderr=errors,
                                start_new_session=True)
        expired = threading.Event()

        def on_timeout():
            expired.set()
            kill_group(proc)

        timer = threading.Timer(timeout, on_timeout)
        timer.daemon = True
        timer.start()
        previous = start
        last_report = start
        try:
            while True:
                raw = proc.stdout.readline()
                if not raw:
                    break
                now = time.perf_counter()
                if not raw.endswith(b"\n"):
                    # The last line was cut short: keep it only on a clean exit.
                    proc.wait()
                    if expired.is_set() or proc.returncode != 0:
                        break
                line = raw.decode("utf-8", "replace").strip()
                if not id_line.match(line):
                    if line:
                        run.other_lines.append(line)
                    continue
                run.gaps.append(now - previous)
                run.ids.append(line)
                previous = now
                if now - last_report >= PROGRESS_INTERVAL or run.done == run.asked:
                    log(f"[{size_label}] {run.label}: {run.done}/{run.asked} puzzles, "
                        f"{now - start:.1f} s")
                    last_report = now
            proc.wait()
        except BaseException:
            kill_group(proc)
            proc.wait()
            raise
        finally:
            timer.cancel()
        run.wall = time.perf_counter() - start
        run.returncode = proc.returncode
        run.timed_out = expired.is_set()
        errors.seek(0)
        text = errors.read().decode("utf-8", "replace")
    if run.timed_out:
        log(f"[{size_label}] {run.label}: TIMEOUT after {timeout:g} s, killed; "
            f"{run.done}/{run.asked} puzzles finished")
    elif run.returncode != 0:
        lines = [l for l in text.splitlines()
                 if l.strip() and "cannot open display" not in l
                 and "Gtk-WARNING" not in l]
        run.error_tail = "\n".join(lines[-5:])
        log(f"[{size_label}] {run.label}: exit status {run.returncode}"
            + (f":\n{run.error_tail}" if run.error_tail else ""))
    if run.done != run.asked and not run.timed_out:
        log(f"[{size_label}] {run.label}: printed {run.done} IDs, {run.asked} asked")
    if len(run.gaps) >= 4 and sum(g < BURST_GAP for g in run.gaps) > len(run.gaps) / 2:
        log(f"[{size_label}] {run.label}: WARNING: most IDs arrived together "
            "(buffered output?); the per-puzzle gaps do not measure generation")
    if run.other_lines:
        log(f"[{size_label}] {run.label}: {len(run.other_lines)} output line(s) "
            f"that are not game IDs, e.g. {run.other_lines[0][:80]!r}")


def generate_each(run, commands, timeout, size_label):
    """One process per puzzle (pddl-generators): each is timed from just
    before its start to its exit, and its whole output is the puzzle."""
    log(f"[{size_label}] {run.label}: {shlex.join(commands[0])}"
        + (f" (and {len(commands) - 1} more, {run.command_note})"
           if len(commands) > 1 else ""))
    first_start = time.perf_counter()
    last_report = first_start
    for command in commands:
        with tempfile.TemporaryFile() as errors:
            start = time.perf_counter()
            proc = subprocess.Popen(command, stdin=subprocess.DEVNULL,
                                    stdout=subprocess.PIPE, stderr=errors,
                                    start_new_session=True)
            try:
                out, _ = proc.communicate(timeout=timeout)
                expired = False
            except subprocess.TimeoutExpired:
                kill_group(proc)
                out, _ = proc.communicate()
                expired = True
            except BaseException:
                kill_group(proc)
                proc.wait()
                raise
            elapsed = time.perf_counter() - start
            errors.seek(0)
            error_text = errors.read().decode("utf-8", "replace")
        text = out.decode("utf-8", "replace").strip()
        if expired or proc.returncode != 0 or not text:
            run.failed += 1
            run.timed_out = run.timed_out or expired
            if not run.returncode:
                run.returncode = proc.returncode
            lines = [l for l in error_text.splitlines() if l.strip()]
            run.error_tail = "\n".join(lines[-5:])
            log(f"[{size_label}] {run.label}: {shlex.join(command)}: "
                + (f"TIMEOUT after {timeout:g} s, killed" if expired
                   else f"exit status {proc.returncode}" if proc.returncode
                   else "no output")
                + (f":\n{run.error_tail}" if run.error_tail else ""))
            continue
        run.gaps.append(elapsed)
        run.ids.append(text)
        now = time.perf_counter()
        if now - last_report >= PROGRESS_INTERVAL or run.done == run.asked:
            log(f"[{size_label}] {run.label}: {run.done}/{run.asked} puzzles, "
                f"{now - first_start:.1f} s")
            last_report = now
    run.wall = time.perf_counter() - first_start
    if run.returncode is None:
        run.returncode = 0


def parse_json_stream(text):
    """JSON objects printed one after another (or a JSON array)."""
    text = text.strip()
    if text.startswith("["):
        value = json.loads(text)
        return value if isinstance(value, list) else [value]
    decoder = json.JSONDecoder()
    objects, pos = [], 0
    while pos < len(text):
        obj, pos = decoder.raw_decode(text, pos)
        objects.append(obj)
        while pos < len(text) and text[pos].isspace():
            pos += 1
    return objects


STATUS_VERDICT = {0: "unique", 1: "multiple", 2: "none", 3: "timeout", 65: "malformed"}


def record_givens(run, obj):
    givens = obj.get("givens") if isinstance(obj, dict) else None
    if isinstance(givens, int) and not isinstance(givens, bool):
        run.givens.append(givens)


def verify(run, puzzlegen, timeout, batch=True):
    """Verdict and puzzlegen grade of every ID; not part of the timing.
    batch=False: one puzzlegen process per ID (a raw text holds one puzzle)."""
    if not run.ids:
        return
    command = [puzzlegen, "verify", "-", "--json"]
    run.verify_command = command
    if batch:
        try:
            result = subprocess.run(command, input="\n".join(run.ids) + "\n",
                                    capture_output=True, text=True, timeout=timeout)
            objects = (parse_json_stream(result.stdout)
                       if result.returncode in (0, 1, 2, 3) else [])
        except (subprocess.TimeoutExpired, ValueError):
            objects = []
        if len(objects) == len(run.ids) and all(isinstance(o, dict) for o in objects):
            for obj in objects:
                run.verdicts.append(str(obj.get("verdict")))
                if obj.get("verdict") == "unique":
                    run.grades[obj.get("difficulty") or "?"] += 1
                record_givens(run, obj)
            return
        # The batch failed (one malformed ID stops it): verify the IDs one by one.
        run.verify_note = "one by one"
    for game_id in run.ids:
        try:
            result = subprocess.run(command, input=game_id + "\n",
                                    capture_output=True, text=True, timeout=timeout)
        except subprocess.TimeoutExpired:
            run.verdicts.append("timeout")
            continue
        verdict = STATUS_VERDICT.get(result.returncode, f"exit {result.returncode}")
        run.verdicts.append(verdict)
        try:
            obj = parse_json_stream(result.stdout)[0]
        except (ValueError, IndexError):
            obj = None
        if verdict == "unique":
            grade = obj.get("difficulty") if isinstance(obj, dict) else None
            run.grades[grade or "?"] += 1
        if verdict in ("unique", "multiple", "none"):
            record_givens(run, obj)


# ---------------------------------------------------------------- report


def fmt_seconds(value):
    if value is None:
        return "-"
    if value >= 100:
        return f"{value:.0f}"
    return f"{value:.3g}"


def fmt_target(targets, size):
    return f"<= {targets[size]:g}" if size in targets else "-"


def fmt_percent(value):
    return "-" if value is None else f"{value:.1f}"


def black_cell(run):
    if run is None:
        return "-"
    cell = fmt_percent(run.black_median)
    if run.unreadable:
        cell += f" ({run.unreadable} unreadable)"
    return cell


def median_cell(run):
    if run is None:
        return "-"
    cell = fmt_seconds(run.median)
    notes = []
    if run.timed_out:
        notes.append(f"timeout, {run.done}/{run.asked}")
    elif run.returncode != 0:
        notes.append(f"exit {run.returncode}, {run.done}/{run.asked}")
    elif run.done != run.asked:
        notes.append(f"{run.done}/{run.asked}")
    if run.done and run.unique != run.done and not run.reference:
        notes.append(f"{run.done - run.unique} not unique")
    return cell + (f" ({'; '.join(notes)})" if notes else "")


def islands_cell(run):
    if run is None or run.islands_median is None:
        return "-"
    value = run.islands_median
    return f"{value:g}" if value == int(value) else f"{value:.1f}"


def unique_cell(run):
    return "-" if run is None else f"{run.unique}/{run.done}"


def ratio_cell(sgt, pg):
    if sgt is None or pg is None or sgt.median is None or not pg.median:
        return "-"
    return f"{sgt.median / pg.median:.3g}x"


def render_table(header, rows, markdown, right):
    """right: set of column indexes to right-align."""
    if markdown:
        out = ["| " + " | ".join(header) + " |",
               "|" + "|".join("---:" if i in right else "---"
                              for i in range(len(header))) + "|"]
        out += ["| " + " | ".join(row) + " |" for row in rows]
        return "\n".join(out)
    widths = [max(len(r[i]) for r in [header] + rows) for i in range(len(header))]

    def line(cells):
        return "  ".join(c.rjust(w) if i in right else c.ljust(w)
                         for i, (c, w) in enumerate(zip(cells, widths))).rstrip()

    return "\n".join([line(header), line(["-" * w for w in widths])] +
                     [line(r) for r in rows])


def load_average():
    try:
        with open("/proc/loadavg", encoding="utf-8") as f:
            return " ".join(f.read().split()[:3])
    except OSError:
        return None


def machine_info():
    nproc = None
    if shutil.which("nproc"):
        try:
            nproc = subprocess.run(["nproc"], capture_output=True, text=True,
                                   check=True).stdout.strip()
        except (OSError, subprocess.CalledProcessError):
            pass
    if not nproc:
        nproc = str(os.cpu_count())
    model = None
    try:
        with open("/proc/cpuinfo", encoding="utf-8", errors="replace") as f:
            for line in f:
                key, _, value = line.partition(":")
                if key.strip() in ("model name", "Hardware", "Processor", "cpu model"):
                    model = value.strip()
                    break
    except OSError:
        pass
    if not model:
        model = os.uname().machine
    return nproc, model, load_average()


def program_version(command):
    try:
        result = subprocess.run(command, capture_output=True, text=True, timeout=30)
    except (OSError, subprocess.TimeoutExpired):
        return None
    for line in result.stdout.splitlines():
        if line.strip() and ("version" in line.lower() or line.startswith("puzzlegen")):
            return line.strip()
    return None


def sgt_name(spec):
    return os.path.basename(spec.sgt) if spec.sgt else None


def sgt_level(spec):
    return spec.sgt_params.replace("{S}x{S}", "") if spec.sgt_params else None


def file_digest(path):
    """'sha256 0123456789ab' of a file, None if unreadable."""
    try:
        with open(path, "rb") as f:
            return "sha256 " + hashlib.sha256(f.read()).hexdigest()[:12]
    except OSError:
        return None


def report(args, runs, sgt_runs, pg_runs, machine, versions, started, markdown,
           ref_runs=None):
    spec = args.spec
    sgt_tool = sgt_name(spec)
    tiers = args.difficulty
    first = tiers[0]
    ref_runs = ref_runs or {}
    with_ref = bool(args.pddl_generators)
    islands_asked = any(k is not None for k in args.islands_of.values())
    out = []
    title = f"{spec.title} generation: median seconds per unique puzzle"
    out.append(f"#### {title}" if markdown else f"{title} (lower is better)")
    out.append("")

    # Main table.
    header = ["size", "count"]
    right = {1}
    if islands_asked:
        right.add(len(header))
        header.append("islands asked")
    if with_ref:
        right |= {len(header), len(header) + 1}
        header += [f"{REFERENCE_TOOL} {REFERENCE_LEVEL} median s",
                   f"{REFERENCE_TOOL} unique"]
    if not args.skip_sgt:
        right.add(len(header))
        header.append(f"{sgt_tool} {sgt_level(spec)} median s")
    right |= set(range(len(header), len(header) + len(tiers)))
    header += [f"puzzlegen {t} median s" for t in tiers]
    if spec.targets:
        header.append("target")
    if not args.skip_sgt:
        right |= set(range(len(header), len(header) + len(tiers)))
        header += (["ratio"] if len(tiers) == 1 else [f"ratio sgt/{t}" for t in tiers])
    if spec.density:
        if not args.skip_sgt:
            right.add(len(header))
            header.append(f"{sgt_tool} black %")
        right.add(len(header))
        header.append(f"puzzlegen {first} black %")
    if spec.islands:
        if with_ref:
            right.add(len(header))
            header.append(f"{REFERENCE_TOOL} islands")
        right.add(len(header))
        header.append(f"puzzlegen {first} islands")
    rows = []
    for size in args.sizes:
        sgt = sgt_runs.get(size)
        ref = ref_runs.get(size)
        pg = pg_runs.get((size, first))
        row = [f"{size}x{size}", str(args.count_of[size])]
        if islands_asked:
            asked = args.islands_of[size]
            row.append("-" if asked is None else str(asked))
        if with_ref:
            row += [median_cell(ref), unique_cell(ref)]
        if not args.skip_sgt:
            row.append(median_cell(sgt))
        row += [median_cell(pg_runs.get((size, t))) for t in tiers]
        if spec.targets:
            target = fmt_target(spec.targets, size)
            if size in spec.targets and pg is not None and pg.median is not None:
                target += " met" if pg.median <= spec.targets[size] else " MISSED"
            row.append(target)
        if not args.skip_sgt:
            row += [ratio_cell(sgt, pg_runs.get((size, t))) for t in tiers]
        if spec.density:
            if not args.skip_sgt:
                row.append(black_cell(sgt))
            row.append(black_cell(pg))
        if spec.islands:
            if with_ref:
                row.append(islands_cell(ref))
            row.append(islands_cell(pg))
        rows.append(row)
    out.append(render_table(header, rows, markdown, right))
    out.append("")
    notes = [f"count: puzzles per tool per size" +
             (f"; target: puzzlegen {first}, median s/puzzle" if spec.targets
              else "")]
    if islands_asked:
        notes.append("islands asked: puzzlegen --islands for that size "
                     "(-: none passed)")
    if with_ref:
        notes.append(f"{REFERENCE_TOOL}: one process per puzzle, median s per "
                     "process (start-up included), for every puzzle printed; "
                     "unique: puzzles verified unique / puzzles printed")
    if not args.skip_sgt:
        notes.append(f"ratio: {sgt_tool} median / puzzlegen median "
                     "(how many times faster puzzlegen is)")
    if spec.density:
        notes.append("black %: median, over the puzzles of each tool, of the "
                     "percentage of cells that are black (numbered or not)")
    if spec.islands:
        notes.append("islands: median, over the puzzles of each tool, of the "
                     "number of islands (numbers in the grid)")
    if not args.skip_sgt or with_ref:
        notes.append(spec.comparison)
    elif not spec.sgt and args.puzzle != "nurikabe":
        notes.append(spec.comparison)
    elif not spec.sgt:
        notes.append(f"no reference: Simon Tatham's collection has no "
                     f"{spec.title}; --pddl-generators PATH runs {REFERENCE_TOOL}' "
                     f"{args.puzzle}/generate.py as one")
    out += [("- " if markdown else "") + n for n in notes]
    out.append("")

    # Per-run table.
    out.append("#### Runs" if markdown else "Runs:")
    out.append("")
    header = ["tool", "size", "puzzles", "median s", "mean s", "max s",
              "first s", "wall s", "verified unique"]
    right = set(range(2, 9))
    if with_ref:
        header.append("verdicts")
    if spec.density:
        right.add(len(header))
        header.append("black %")
    if spec.islands:
        right.add(len(header))
        header.append("islands")
    header.append("puzzlegen grades")
    rows = []
    for run in runs:
        puzzles = f"{run.done}/{run.asked}"
        if run.timed_out:
            puzzles += " (timeout)"
        elif run.returncode != 0:
            puzzles += f" (exit {run.returncode})"
        elif run.reference and run.done != run.asked:
            puzzles += " (no output)"
        grades = ", ".join(f"{g} {run.grades[g]}" for g in
                           sorted(run.grades, key=lambda g: (TIERS + (g,)).index(g)))
        row = [
            run.label, f"{run.size}x{run.size}", puzzles,
            fmt_seconds(run.median),
            fmt_seconds(statistics.fmean(run.gaps) if run.gaps else None),
            fmt_seconds(max(run.gaps) if run.gaps else None),
            fmt_seconds(run.gaps[0] if run.gaps else None),
            fmt_seconds(run.wall),
            f"{run.unique}/{run.done}" + (f" ({run.verify_note})" if run.verify_note else ""),
        ]
        if with_ref:
            row.append(run.verdict_counts if run.done else "-")
        if spec.density:
            row.append(black_cell(run))
        if spec.islands:
            row.append(islands_cell(run))
        row.append(grades or "-")
        rows.append(row)
    out.append(render_table(header, rows, markdown, right))
    out.append("")

    # Method, commands, machine.
    if spec.sgt:
        method = [
            "Method: one process per tool, size and tier generates the puzzles; its "
            "output lines are time-stamped as they arrive, and a puzzle's time is the "
            "gap since the previous line (the first from process start, start-up "
            "included). The median of the gaps is reported. Single-threaded: "
            f"puzzlegen --threads 1; {sgt_tool} is single-threaded and runs under "
            "stdbuf -oL so that each ID arrives when it is made. Runs are sequential. "
            "Every printed ID is checked afterwards, untimed, with puzzlegen verify; "
            "'puzzlegen grades' is the tier puzzlegen's logic solver needs for each "
            f"unique puzzle. {sgt_tool} seeds itself at random on every run.",
        ]
    else:
        method = [
            "Method: one puzzlegen process per size and tier generates the puzzles, "
            f"one {spec.id_format} ID per line; its output lines are time-stamped "
            "as they arrive, and a puzzle's time is the gap since the previous "
            "line (the first from process start, start-up included). The median "
            "of the gaps is reported. Single-threaded: puzzlegen --threads 1. "
            "Runs are sequential. Every printed ID is checked afterwards, untimed, "
            "with puzzlegen verify; 'puzzlegen grades' is the tier puzzlegen's "
            "logic solver needs for each unique puzzle.",
        ]
        if with_ref:
            method.append(
                f"{REFERENCE_TOOL}' {args.puzzle}/generate.py makes one puzzle per "
                "process: it runs once per puzzle, with the seeds --seed.."
                "--seed+count-1, and each process is timed from start to exit "
                "(Python start-up included). Each of its puzzles is verified on "
                "its own, untimed; 'verdicts' counts the answers.")
    out += [textwrap.fill(m, 79) for m in method]
    out.append("")
    out.append("Commands:")
    commands = [shlex.join(run.command) +
                (f"   # {run.command_note}" if run.command_note else "")
                for run in runs]
    verify_commands = {shlex.join(getattr(run, "verify_command", []))
                       for run in runs if getattr(run, "verify_command", None)}
    if any(run.reference for run in runs):
        commands += [c + "   # IDs on stdin, untimed; a raw text on its own"
                     for c in sorted(verify_commands)]
    else:
        commands += [c + "   # IDs on stdin, untimed" for c in sorted(verify_commands)]
    if markdown:
        out.append("")
        out += ["```"] + commands + ["```"]
    else:
        out += ["  " + c for c in commands]
    out.append("")
    nproc, model, load = machine
    end_load = load_average()
    lines = [f"Machine: nproc {nproc}, CPU {model}" +
             (f", load average {load} at start, {end_load} at end" if load else "")]
    for name, version in versions:
        if version:
            lines.append(f"{name}: {version}")
    lines.append(f"Date: {started}")
    out += [("- " if markdown else "") + l for l in lines]
    return "\n".join(out)


# ---------------------------------------------------------------- main


def measure_density(run, spec):
    """Black-cell percentage of every ID the run printed (Light Up)."""
    if not spec.density:
        return
    for game_id in run.ids:
        value = spec.density(game_id)
        if value is None:
            run.unreadable += 1
        else:
            run.black.append(value)


def main(argv=None):
    args = parse_args(sys.argv[1:] if argv is None else argv)
    spec = args.spec
    sgt_tool = sgt_name(spec)
    level = sgt_level(spec)
    puzzlegen = find_program(
        args.puzzlegen or os.path.join(REPO_ROOT, DEFAULT_PUZZLEGEN), "puzzlegen",
        "build it with `make build` (binary build/puzzlegen), or pass --puzzlegen PATH")
    sgt = stdbuf = None
    if not args.skip_sgt:
        sgt = find_program(
            args.sgt, sgt_tool,
            "install the Debian package sgt-puzzles (apt-get install sgt-puzzles), "
            "pass --sgt PATH, or run with --skip-sgt")
        stdbuf = find_program(
            "stdbuf", "stdbuf",
            "it comes with the Debian package coreutils; or run with --skip-sgt")
    python = reference = None
    if args.pddl_generators:
        reference = os.path.abspath(args.pddl_generators)
        if not os.path.isfile(reference):
            fail(f"{REFERENCE_TOOL} generator not found: {args.pddl_generators}\n"
                 "  git clone https://github.com/AI-Planning/pddl-generators and "
                 f"pass --pddl-generators pddl-generators/{args.puzzle}/generate.py")
        python = find_program("python3", "python3",
                              "install the Debian package python3")

    started = datetime.datetime.now().astimezone().isoformat(timespec="seconds")
    machine = machine_info()
    versions = [("puzzlegen", program_version([puzzlegen, "--version"]))]
    if sgt:
        versions.append((sgt_tool, program_version([sgt, "--version"])))
    if reference:
        digest = file_digest(reference)
        versions.append((REFERENCE_TOOL, reference + (f" ({digest})" if digest else "")))
        try:
            python_version = subprocess.run(
                [python, "--version"], capture_output=True, text=True,
                timeout=30).stdout.strip()
        except (OSError, subprocess.TimeoutExpired):
            python_version = None
        versions.append(("python3", python_version))

    runs, sgt_runs, pg_runs, ref_runs = [], {}, {}, {}
    try:
        for size in args.sizes:
            count = args.count_of[size]
            size_label = f"{size}x{size}"
            if reference:
                seeds = range(args.seed, args.seed + count)
                commands = [[python, reference, "random", "0", str(size), str(size),
                             str(seed), "raw"] for seed in seeds]
                run = Run(REFERENCE_TOOL, size, REFERENCE_LEVEL, commands[0], count,
                          reference=True)
                if count > 1:
                    run.command_note = (f"seeds {seeds[0]}..{seeds[-1]}, "
                                        "one process each")
                generate_each(run, commands, args.timeout, size_label)
                verify(run, puzzlegen, args.timeout, batch=False)
                runs.append(run)
                ref_runs[size] = run
            if sgt:
                run = Run(sgt_tool, size, level,
                          [stdbuf, "-oL", sgt, "--generate", str(count),
                           spec.sgt_params.format(S=size)], count)
                generate(run, args.timeout, size_label)
                verify(run, puzzlegen, args.timeout)
                measure_density(run, spec)
                runs.append(run)
                sgt_runs[size] = run
            for tier in args.difficulty:
                islands = args.islands_of[size]
                run = Run("puzzlegen", size, tier,
                          [puzzlegen, "generate", args.puzzle, "--size", size_label,
                           "--difficulty", tier, "--count", str(count),
                           "--seed", str(args.seed), "--threads", "1",
                           "--format", spec.id_format, *spec.extra_args,
                           *(("--islands", str(islands)) if islands is not None
                             else ())], count)
                generate(run, args.timeout, size_label, spec.id_line)
                verify(run, puzzlegen, args.timeout)
                measure_density(run, spec)
                runs.append(run)
                pg_runs[(size, tier)] = run
            done = [r for r in runs if r.size == size]
            log(f"[{size_label}] " + "; ".join(
                f"{r.label} median {fmt_seconds(r.median)} s, "
                f"{r.unique}/{r.done} unique"
                + (f", {fmt_percent(r.black_median)}% black" if spec.density else "")
                + (f", {islands_cell(r)} islands" if spec.islands else "")
                for r in done))
    except KeyboardInterrupt:
        log("compare.py: interrupted; reporting the finished runs")
        if not runs:
            return 130

    print(report(args, runs, sgt_runs, pg_runs, machine, versions, started,
                 args.markdown, ref_runs), flush=True)

    bad = [r for r in runs if not r.ok]
    for r in bad:
        log(f"compare.py: {r.label} {r.size}x{r.size}: {r.done}/{r.asked} puzzles, "
            f"{r.unique} verified unique"
            + (", timed out" if r.timed_out else "")
            + (f", exit status {r.returncode}" if r.returncode else "")
            + (f", {r.failed} process(es) without a puzzle" if r.failed else "")
            + (", not all read by puzzlegen verify" if r.reference and any(
                v not in ("unique", "multiple", "none") for v in r.verdicts) else ""))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())

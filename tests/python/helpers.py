"""What several test files share: a request per puzzle that generates fast,
and a solution with one cell changed."""

import copy
import pathlib

# The source tree (the allowlist of stubtest is there).
REPO = pathlib.Path(__file__).resolve().parents[2]

# A size and a tier per puzzle: small, so that a request of a few comes in
# milliseconds, and above easy where the puzzle has harder tiers that small.
CASES = {
    "takuzu": (8, "hard"),
    "lightup": (7, "hard"),
    "nurikabe": (6, "medium"),
    "kuromasu": (6, "hard"),
    "numbrix": (5, "medium"),
}
PUZZLES = list(CASES)
SEED = 11


def one_cell_changed(instance):
    """The instance's solution with one cell that is no given changed, and that cell."""
    solution = copy.deepcopy(instance.solution)
    for r, row in enumerate(instance.givens):
        for c, given in enumerate(row):
            value = solution[r][c]
            if given is not None or not isinstance(value, int):
                continue
            if instance.puzzle == "numbrix":
                solution[r][c] = value % (instance.rows * instance.cols) + 1
            else:
                solution[r][c] = 1 - value  # the binary puzzles: 0 and 1
            return solution, (r, c)
    raise AssertionError(f"{instance!r} has no cell that is not given")

"""puzzlegen: puzzles that have exactly one solution, and a verifier for any.

Takuzu, Light Up, Nurikabe, Kuromasu and Numbrix, made to order (size,
difficulty, seed), proved unique, graded, and written in the text a course
judge, a game or a planner reads; and any instance, from puzzlegen or
elsewhere, verified (no solution, one, or several), solved, graded, explained
and checked. The same library as the ``puzzlegen`` command, with the same
bytes for the same seed::

    import puzzlegen
    for puzzle in puzzlegen.generate("takuzu", 10, difficulty="hard", seed=1, count=3):
        print(puzzle.text("judge"))
        assert puzzlegen.verify(puzzle).verdict == "unique"

The C++ works with the GIL released; Ctrl-C stops a generation.
"""

from __future__ import annotations

import os
from typing import Any, Dict, Iterator, List, Mapping, NamedTuple, Optional, Sequence, Tuple, Union

from . import _puzzlegen
from ._errors import (CantCreateError, Error, FormatError, GenerateError, InputError, InternalError, NoInputError,
                      NotUniqueError, OutOfTime, UsageError, WrongSolutionError)
from ._puzzlegen import Instance, __version__

__all__ = [
    "__version__", "Instance", "Generator", "generate", "read", "verify", "solve", "grade", "check", "explain",
    "answer", "check_plan", "sheet", "puzzles", "puzzle", "formats", "difficulties", "domain", "evaluation_entry",
    "write_evaluation_set", "read_evaluation_set", "score", "PuzzleInfo", "OptionInfo", "SizeLimits",
    "Verification", "CheckResult", "PlanCheck", "Explanation", "Step", "Decision", "Score", "Error", "UsageError",
    "InputError", "WrongSolutionError", "FormatError", "NoInputError", "CantCreateError", "GenerateError",
    "OutOfTime", "NotUniqueError", "InternalError",
]

Size = Union[int, str, Tuple[int, int]]
Grid = List[List[Any]]
Cell = Tuple[int, int]
PathLike = Union[str, "os.PathLike[str]"]


def _size(size: Size) -> str:
    if isinstance(size, bool):
        raise TypeError("size: expected an int, 'RxC' or (rows, cols), got a bool")
    if isinstance(size, int):
        return str(size)
    if isinstance(size, str):
        return size
    if isinstance(size, tuple) and len(size) == 2 and all(isinstance(n, int) for n in size):
        return f"{size[0]}x{size[1]}"
    raise TypeError(f"size: expected an int, 'RxC' or (rows, cols), got {size!r}")


def _cells(cells: Sequence[Sequence[int]]) -> List[Cell]:
    return [(int(cell[0]), int(cell[1])) for cell in cells]


# The catalogue ---------------------------------------------------------------

class SizeLimits(NamedTuple):
    """The sides a reader takes or a generator makes."""
    min_side: int
    max_side: int
    square: bool


class OptionInfo(NamedTuple):
    """One of a puzzle's generator options: a number in min..max, or one of choices."""
    name: str
    help: str
    min: Optional[int]
    max: Optional[int]
    choices: List[str]
    default: str


class PuzzleInfo(NamedTuple):
    """A puzzle of the catalogue: its formats (the default first), rule sets, options and limits."""
    name: str
    title: str
    formats: List[str]
    rule_sets: List[str]
    options: List[OptionInfo]
    reads: SizeLimits
    generates: SizeLimits
    smallest_side: Dict[str, int]
    domain: Optional[str]
    hierarchical_domain: Optional[str]

    @classmethod
    def _of(cls, data: Dict[str, Any]) -> "PuzzleInfo":
        return cls(name=data["name"], title=data["title"], formats=data["formats"], rule_sets=data["rule_sets"],
                   options=[OptionInfo(**option) for option in data["options"]],
                   reads=SizeLimits(**data["reads"]), generates=SizeLimits(**data["generates"]),
                   smallest_side=data["smallest_side"], domain=data["domain"],
                   hierarchical_domain=data["hierarchical_domain"])


def puzzles() -> List[PuzzleInfo]:
    """Every puzzle of the catalogue, in its order."""
    return [PuzzleInfo._of(data) for data in _puzzlegen._puzzles()]


def puzzle(name: str) -> PuzzleInfo:
    """The puzzle NAME; UsageError (offering the nearest) for a name it does not know."""
    return PuzzleInfo._of(_puzzlegen._puzzle(name))


def formats() -> List[str]:
    """Every format some puzzle is written in, each once."""
    return list(_puzzlegen._formats())


def difficulties() -> List[str]:
    """The difficulty tiers, easiest first."""
    return list(_puzzlegen._difficulties())


def domain(puzzle: str, *, name: Optional[str] = None, hierarchical: bool = False) -> str:
    """PUZZLE's PDDL domain (its HDDL one with hierarchical), declared as NAME when given."""
    return _puzzlegen._domain(puzzle, name or "", hierarchical)


# Generating --------------------------------------------------------------------

class Generator(Iterator[Instance]):
    """The instances of a request, in index order, made on threads of their own.

    Instance ``index + k`` is the same whatever the thread count, and the same
    bytes as ``puzzlegen generate`` writes. ``len()`` is the number still to
    come; ``close()`` (or leaving a ``with`` block) stops the work between
    attempts. A generation that cannot make a puzzle of the tier within its
    attempts and time raises GenerateError.
    """

    def __init__(self, generation: _puzzlegen._Generation) -> None:
        self._generation = generation

    def __iter__(self) -> "Generator":
        return self

    def __next__(self) -> Instance:
        return self._generation.next()

    def __len__(self) -> int:
        return int(self._generation.remaining())

    def close(self) -> None:
        """Stops the generation; the instances not taken are dropped."""
        self._generation.stop()

    def __enter__(self) -> "Generator":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def generate(puzzle: str, size: Size, difficulty: str = "medium", seed: int = 1, count: int = 1, *,
             index: int = 0, rules: Optional[str] = None, threads: int = 0, attempts: int = 10000,
             timeout: Optional[float] = 60.0, **options: Union[int, str]) -> Generator:
    """Puzzles with exactly one solution, made to order: an iterator of Instance.

    size is N (N x N), "RxC" or (rows, cols). options are the puzzle's own
    generator options (``puzzle(name).options``), a hyphen written as an
    underscore (max_island=6). threads 0 is one per hardware thread; timeout
    is the seconds one puzzle may take (None: no limit), and attempts the
    solved grids it may try. UsageError, at once, for a request the puzzle
    cannot meet.
    """
    for name, number, least in (("seed", seed, 0), ("count", count, 1), ("index", index, 0)):
        # The C++ takes them unsigned: a negative one would be pybind11's
        # TypeError listing the constructor's signature.
        if isinstance(number, int) and not least <= number < 2**64:
            raise UsageError(f"{name} {number}: expected {least} to 2**64-1")
    named = {name.replace("_", "-"): str(value) for name, value in options.items()}
    generation = _puzzlegen._Generation(puzzle, _size(size), difficulty, seed, count, index, rules or "", threads,
                                        attempts, timeout, named)
    return Generator(generation)


# Reading -----------------------------------------------------------------------

# What a file of instances, a plan or a set is called, for a path that names nothing.
_FILE_EXTENSIONS = {".txt", ".json", ".jsonl", ".pddl", ".hddl", ".plan", ".in", ".out", ".cnf"}


def _looks_like_path(text: str) -> bool:
    line = text.strip()
    if "\n" in line or not line or any(space in line for space in " \t"):
        return False
    if "/" in line and "://" not in line and "?" not in line:
        return True
    return os.path.splitext(line)[1].lower() in _FILE_EXTENSIONS


def read(source: PathLike, puzzle: Optional[str] = None, format: Optional[str] = None, *,
         rules: Optional[str] = None) -> List[Instance]:
    """Every instance of a file, a directory of files, or a text.

    A path-like source, or a str of one line that names an existing file or
    directory, is read from there; any other str is the text itself, except
    that one line that looks like a path (a slash and no URL's "://" or "?",
    or a file's extension such as .txt) and names nothing is NoInputError. The
    puzzle and the format are detected unless given, as the command line
    does. InputError (with file, line and column) for the first instance that
    does not read; WrongSolutionError for one holding a wrong solution;
    NoInputError for a file that cannot be read.
    """
    puzzle_name, format_name, rules_name = puzzle or "", format or "", rules or ""
    if not isinstance(source, (str, os.PathLike)):
        raise TypeError(f"read: expected a path or a text, got {type(source).__name__}")
    if isinstance(source, os.PathLike) or ("\n" not in source and source != "" and os.path.exists(source)):
        found = _puzzlegen._read_paths([os.fspath(source)], puzzle_name, format_name, rules_name)
    elif _looks_like_path(source):
        raise NoInputError(f"cannot read {source}: No such file or directory")
    else:
        found = _puzzlegen._read_text(source, puzzle_name, format_name, rules_name)
    return [instance for instance, _format, _file, _line in found]


# Answering ---------------------------------------------------------------------

class Verification(NamedTuple):
    """How many solutions an instance has, up to two.

    verdict is "unique", "multiple", "none" or "unknown" (the time ran out);
    solutions holds one solution when unique, two when multiple, and
    differing the cells where those two differ. difficulty is the tier the
    logic solver needs, when unique. text is what ``puzzlegen verify``
    prints, report what ``verify --json`` prints.
    """
    verdict: str
    solutions: List[Grid]
    differing: List[Cell]
    difficulty: Optional[str]
    text: str
    report: Dict[str, Any]

    @property
    def unique(self) -> bool:
        return self.verdict == "unique"


def verify(instance: Instance, *, timeout: Optional[float] = None) -> Verification:
    """Counts the solutions up to two. WrongSolutionError when the instance holds a
    solution other than its one solution."""
    data = _puzzlegen._verify(instance, timeout)
    if data["stored_differs"] is not None:
        raise WrongSolutionError(data["stored_differs"])
    text = data.pop("text")
    del data["stored_differs"]
    return Verification(verdict=data["verdict"], solutions=data["solutions"], differing=_cells(data["differing"]),
                        difficulty=data.get("difficulty"), text=text, report=data)


def solve(instance: Instance, *, timeout: Optional[float] = None) -> Optional[Grid]:
    """A solution (one of them, if there are several), or None when there is none.
    OutOfTime when the time runs out first."""
    return _puzzlegen._solve(instance, timeout)


def grade(instance: Instance, *, timeout: Optional[float] = None) -> str:
    """The difficulty tier the logic solver needs. NotUniqueError when the instance
    has no solution or several; OutOfTime when the time runs out first."""
    verification = verify(instance, timeout=timeout)
    if verification.verdict == "unknown":
        raise OutOfTime("the time ran out before the solutions were counted")
    if verification.verdict != "unique":
        raise NotUniqueError(f"not unique: {verification.verdict}", verification.verdict)
    assert verification.difficulty is not None
    return verification.difficulty


def answer(instance: Instance, solution: Optional[Grid] = None, format: Optional[str] = None) -> str:
    """A solution (the instance's own when None) as ``puzzlegen solve`` prints it: the
    judge's text, or for a PDDL or HDDL problem format the plan that carries it out."""
    return _puzzlegen._answer_text(instance, solution, format or "")


class CheckResult(NamedTuple):
    """A solution against the rules: valid, or the rule it breaks and where."""
    valid: bool
    rule: Optional[str]
    detail: Optional[str]
    notes: List[str]

    def __bool__(self) -> bool:
        return self.valid


def check(instance: Instance, solution: Union[str, Grid]) -> CheckResult:
    """A solution, in the judge's text or as a grid like Instance.solution, against
    the rules and the givens. InputError when it does not read."""
    if isinstance(solution, str):
        return CheckResult(**_puzzlegen._check_text(instance, solution))
    return CheckResult(**_puzzlegen._check_grid(instance, solution))


class PlanCheck(NamedTuple):
    """A plan against its problem and domain: answer is "valid", "invalid" or
    "unknown"; for puzzlegen's domains, rules holds the solution it carries out
    against the puzzle's rules."""
    answer: str
    steps: int
    line: Optional[int]
    message: str
    puzzle: Optional[str]
    rules: Optional[CheckResult]

    def __bool__(self) -> bool:
        return self.answer == "valid" and (self.rules is None or self.rules.valid)


def check_plan(problem: PathLike, plan: PathLike,
               domain: Optional[PathLike] = None, *,
               timeout: Optional[float] = None) -> PlanCheck:
    """A PDDL or HDDL plan (a file) against its problem and domain (files; None:
    puzzlegen's domain of the name the problem gives)."""
    data = _puzzlegen._check_plan(os.fspath(problem), os.fspath(plan), os.fspath(domain) if domain else "", timeout)
    # Popped whatever it holds: a plan that fails, or one against a domain
    # file, has no rules, and a None left in data would be given twice.
    found = data.pop("rules")
    rules = CheckResult(**found) if found is not None else None
    return PlanCheck(rules=rules, **data)


class Decision(NamedTuple):
    """A cell a step decides (or rules out): where, the value, and how the puzzle says it."""
    cell: Cell
    value: Any
    says: str


class Step(NamedTuple):
    """One step of the logic solver: the rule and its tier, what it decides, and why."""
    number: int
    rule: str
    tier: str
    contradiction: bool
    decided: List[Decision]
    ruled_out: List[Decision]
    follows: List[Decision]
    reason: str
    reason_cells: List[Cell]
    trial: bool
    text: str


class Explanation(NamedTuple):
    """The logic solver's steps, then how it ends: status "solved", "stuck",
    "contradiction" or "unknown"; verdict as verify says."""
    verdict: str
    status: str
    hardest: str
    steps: List[Step]
    open: Any
    solution: Optional[Grid]
    text: str


def _decisions(items: Sequence[Mapping[str, Any]]) -> List[Decision]:
    return [Decision(cell=(item["cell"][0], item["cell"][1]), value=item["value"], says=item["says"])
            for item in items]


def explain(instance: Instance, *, timeout: Optional[float] = None) -> Explanation:
    """The logic solver's steps, one reason each, as ``puzzlegen solve --explain``."""
    data = _puzzlegen._explain(instance, timeout)
    steps = [Step(number=s["step"], rule=s["rule"], tier=s["tier"], contradiction=s["contradiction"],
                  decided=_decisions(s["decided"]), ruled_out=_decisions(s["ruled_out"]),
                  follows=_decisions(s["follows"]), reason=s["reason"]["text"],
                  reason_cells=_cells(s["reason"]["cells"]), trial=s["reason"]["trial"], text=s["text"])
             for s in data["steps"]]
    return Explanation(verdict=data["verdict"], status=data["status"], hardest=data["hardest"], steps=steps,
                       open=data["open"], solution=data["solution"], text=data["text"])


def sheet(instances: Sequence[Instance], *, rows: int = 3, columns: int = 2, solutions: bool = False,
          cell: float = 32.0) -> bytes:
    """A PDF of A4 pages, ROWS puzzles down and COLUMNS across; with solutions, the
    solutions on the pages after (as ``puzzlegen render --sheet``)."""
    return _puzzlegen._sheet(list(instances), rows, columns, solutions, cell)


# Evaluation sets ---------------------------------------------------------------

class Score(NamedTuple):
    """An answer scored by the rules: correct, or the rule it breaks (or
    "unreadable answer") and where; stored says it is the entry's own answer."""
    correct: bool
    rule: Optional[str]
    detail: Optional[str]
    stored: bool

    def __bool__(self) -> bool:
        return self.correct


def evaluation_entry(instance: Instance, format: Optional[str] = None, *, domain_name: str = "") -> Dict[str, Any]:
    """The instance as one entry of an evaluation set: puzzle, size, rows, cols,
    difficulty, seed, index, rules (when not the default), format, question
    (its text in FORMAT, without the solution) and answer (the solution in the
    judge's text)."""
    import json  # here, not at import: json brings re, which costs a start its time
    entry: Dict[str, Any] = json.loads(_puzzlegen._evaluation_line(instance, format or "", domain_name))
    return entry


def write_evaluation_set(path: PathLike, puzzle: str, size: Size, difficulty: str = "medium",
                         seed: int = 1, count: int = 1, *, format: Optional[str] = None, domain_name: str = "",
                         index: int = 0, rules: Optional[str] = None, threads: int = 0, attempts: int = 10000,
                         timeout: Optional[float] = 60.0, **options: Union[int, str]) -> int:
    """Generates COUNT puzzles and writes them to PATH as JSON Lines, one entry
    each (evaluation_entry), the same bytes as ``puzzlegen generate ... --jsonl``.
    The file is written whole or not at all. Returns the number of entries."""
    lines = []
    with generate(puzzle, size, difficulty, seed, count, index=index, rules=rules, threads=threads,
                  attempts=attempts, timeout=timeout, **options) as made:
        for instance in made:
            lines.append(_puzzlegen._evaluation_line(instance, format or "", domain_name))
    _puzzlegen._write_whole(os.fspath(path), "".join(lines))
    return len(lines)


def read_evaluation_set(path: PathLike) -> List[Dict[str, Any]]:
    """The entries of a JSON Lines evaluation set."""
    import json
    with open(path, encoding="utf-8") as lines:
        return [json.loads(line) for line in lines if line.strip()]


def score(entry: Union[Mapping[str, Any], str], answer_text: str) -> Score:
    """An answer, in the judge's text, to an entry's question, held to the rules:
    any valid answer scores, whatever the stored one says (for a unique puzzle
    they are the same, and InternalError says so if not). An answer that does
    not read scores wrong, with where and why. InputError for an entry that is
    not one (a dict, or its JSON line)."""
    import json
    if isinstance(entry, str):
        # A line that is no JSON is an entry that is not one, as the docstring
        # says, rather than json's own error.
        try:
            data = json.loads(entry)
        except json.JSONDecodeError as error:
            raise InputError(f"an evaluation entry is a JSON object: {error.msg}", "<text>", error.lineno,
                             error.colno) from None
    else:
        data = dict(entry)
    return Score(**_puzzlegen._score(data, answer_text))

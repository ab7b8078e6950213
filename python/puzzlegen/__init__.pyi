# The types of puzzlegen's API, held against the module by mypy's stubtest
# (tests/python/test_stubs.py).
import os
from typing import Any, Dict, Iterator, List, Mapping, NamedTuple, Optional, Sequence, Tuple, Union

from ._errors import CantCreateError as CantCreateError
from ._errors import Error as Error
from ._errors import FormatError as FormatError
from ._errors import GenerateError as GenerateError
from ._errors import InputError as InputError
from ._errors import InternalError as InternalError
from ._errors import NoInputError as NoInputError
from ._errors import NotUniqueError as NotUniqueError
from ._errors import OutOfTime as OutOfTime
from ._errors import UsageError as UsageError
from ._errors import WrongSolutionError as WrongSolutionError

__version__: str
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
PathLike = Union[str, os.PathLike[str]]

class Instance:
    """A puzzle: its givens, its solution when known, and how it was made."""
    def __init__(self, puzzle: str, givens: Grid, *, solution: Optional[Grid] = ..., rules: str = ...) -> None: ...
    @property
    def puzzle(self) -> str: ...
    @property
    def rows(self) -> int: ...
    @property
    def cols(self) -> int: ...
    @property
    def size(self) -> Tuple[int, int]: ...
    @property
    def rules(self) -> Optional[str]: ...
    @property
    def givens(self) -> Grid: ...
    @property
    def solution(self) -> Optional[Grid]: ...
    @property
    def difficulty(self) -> Optional[str]: ...
    @property
    def seed(self) -> Optional[int]: ...
    @property
    def index(self) -> Optional[int]: ...
    @property
    def parameters(self) -> Dict[str, Any]: ...
    @property
    def statistics(self) -> Dict[str, Any]: ...
    def text(self, format: Optional[str] = ..., *, domain_name: str = ...) -> str: ...
    def companions(self, format: str, *, domain_name: str = ...) -> Dict[str, str]: ...
    def to_json(self) -> str: ...
    def to_dict(self) -> Dict[str, Any]: ...
    def render(self, kind: str = ..., *, solution: bool = ..., cell: float = ...,
               margin: Optional[float] = ...) -> Union[str, bytes]: ...
    def __eq__(self, other: object) -> bool: ...
    def __hash__(self) -> int: ...

class SizeLimits(NamedTuple):
    min_side: int
    max_side: int
    square: bool

class OptionInfo(NamedTuple):
    name: str
    help: str
    min: Optional[int]
    max: Optional[int]
    choices: List[str]
    default: str

class PuzzleInfo(NamedTuple):
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

def puzzles() -> List[PuzzleInfo]: ...
def puzzle(name: str) -> PuzzleInfo: ...
def formats() -> List[str]: ...
def difficulties() -> List[str]: ...
def domain(puzzle: str, *, name: Optional[str] = ..., hierarchical: bool = ...) -> str: ...

class Generator(Iterator[Instance]):
    def __init__(self, generation: Any, count: int) -> None: ...
    def __iter__(self) -> Generator: ...
    def __next__(self) -> Instance: ...
    def __len__(self) -> int: ...
    def close(self) -> None: ...
    def __enter__(self) -> Generator: ...
    def __exit__(self, *exc: object) -> None: ...

def generate(puzzle: str, size: Size, difficulty: str = ..., seed: int = ..., count: int = ..., *, index: int = ...,
             rules: Optional[str] = ..., threads: int = ..., attempts: int = ..., timeout: Optional[float] = ...,
             **options: Union[int, str]) -> Generator: ...
def read(source: PathLike, puzzle: Optional[str] = ..., format: Optional[str] = ..., *,
         rules: Optional[str] = ...) -> List[Instance]: ...

class Verification(NamedTuple):
    verdict: str
    solutions: List[Grid]
    differing: List[Cell]
    difficulty: Optional[str]
    text: str
    report: Dict[str, Any]
    @property
    def unique(self) -> bool: ...

def verify(instance: Instance, *, timeout: Optional[float] = ...) -> Verification: ...
def solve(instance: Instance, *, timeout: Optional[float] = ...) -> Optional[Grid]: ...
def grade(instance: Instance, *, timeout: Optional[float] = ...) -> str: ...
def answer(instance: Instance, solution: Optional[Grid] = ..., format: Optional[str] = ...) -> str: ...

class CheckResult(NamedTuple):
    valid: bool
    rule: Optional[str]
    detail: Optional[str]
    notes: List[str]
    def __bool__(self) -> bool: ...

def check(instance: Instance, solution: Union[str, Grid]) -> CheckResult: ...

class PlanCheck(NamedTuple):
    answer: str
    steps: int
    line: Optional[int]
    message: str
    puzzle: Optional[str]
    rules: Optional[CheckResult]
    def __bool__(self) -> bool: ...

def check_plan(problem: PathLike, plan: PathLike, domain: Optional[PathLike] = ..., *,
               timeout: Optional[float] = ...) -> PlanCheck: ...

class Decision(NamedTuple):
    cell: Cell
    value: Any
    says: str

class Step(NamedTuple):
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
    verdict: str
    status: str
    hardest: str
    steps: List[Step]
    open: Any
    solution: Optional[Grid]
    text: str

def explain(instance: Instance, *, timeout: Optional[float] = ...) -> Explanation: ...
def sheet(instances: Sequence[Instance], *, rows: int = ..., columns: int = ..., solutions: bool = ...,
          cell: float = ...) -> bytes: ...

class Score(NamedTuple):
    correct: bool
    rule: Optional[str]
    detail: Optional[str]
    stored: bool
    def __bool__(self) -> bool: ...

def evaluation_entry(instance: Instance, format: Optional[str] = ..., *, domain_name: str = ...) -> Dict[str, Any]: ...
def write_evaluation_set(path: PathLike, puzzle: str, size: Size, difficulty: str = ..., seed: int = ...,
                         count: int = ..., *, format: Optional[str] = ..., domain_name: str = ..., index: int = ...,
                         rules: Optional[str] = ..., threads: int = ..., attempts: int = ...,
                         timeout: Optional[float] = ..., **options: Union[int, str]) -> int: ...
def read_evaluation_set(path: PathLike) -> List[Dict[str, Any]]: ...
def score(entry: Union[Mapping[str, Any], str], answer_text: str) -> Score: ...

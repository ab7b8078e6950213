"""A program using puzzlegen's whole API, with the types a user would write:
test_stubs.py has mypy --strict check it against the stubs (it is no test
itself, and also runs, to show it is real use)."""

import json
import pathlib
import sys
import tempfile
from typing import Any, Dict, List, Optional, Tuple

import puzzlegen
from puzzlegen import Instance


def catalogue() -> Tuple[List[str], List[str]]:
    names: List[str] = [info.name for info in puzzlegen.puzzles()]
    lightup: puzzlegen.PuzzleInfo = puzzlegen.puzzle("lightup")
    option: puzzlegen.OptionInfo = lightup.options[0]
    low: Optional[int] = option.min
    limits: puzzlegen.SizeLimits = lightup.generates
    assert low is None or low >= 0 and limits.min_side > 0
    smallest: Dict[str, int] = lightup.smallest_side
    assert smallest["easy"] >= 1
    domain: str = puzzlegen.domain("nurikabe", name="paint", hierarchical=False)
    assert domain.startswith(";")
    return names, puzzlegen.formats() + puzzlegen.difficulties()


def make() -> List[Instance]:
    made: List[Instance] = []
    with puzzlegen.generate("takuzu", (6, 6), "easy", seed=1, count=2, threads=1, timeout=None) as generator:
        remaining: int = len(generator)
        assert remaining == 2
        for instance in generator:
            made.append(instance)
    bright = next(puzzlegen.generate("lightup", "6x6", black=30, symmetry="rot2"))
    return made + [bright]


def answer(instance: Instance, directory: pathlib.Path) -> None:
    verification: puzzlegen.Verification = puzzlegen.verify(instance, timeout=10.0)
    unique: bool = verification.unique
    differing: List[Tuple[int, int]] = verification.differing
    assert unique and not differing
    grid: Optional[List[List[Any]]] = puzzlegen.solve(instance)
    assert grid is not None
    tier: str = puzzlegen.grade(instance)
    assert tier == instance.difficulty
    judged: str = puzzlegen.answer(instance, grid)
    result: puzzlegen.CheckResult = puzzlegen.check(instance, judged)
    rule: Optional[str] = result.rule
    assert result.valid and rule is None and bool(puzzlegen.check(instance, grid))
    explanation: puzzlegen.Explanation = puzzlegen.explain(instance)
    step: puzzlegen.Step = explanation.steps[0]
    decision: puzzlegen.Decision = step.decided[0]
    row, col = decision.cell
    assert 0 <= row < instance.rows and 0 <= col < instance.cols

    problem = directory / "problem.pddl"
    plan = directory / "problem.plan"
    problem.write_text(instance.text("pddl"))
    plan.write_text(instance.companions("pddl")["plan"])
    checked: puzzlegen.PlanCheck = puzzlegen.check_plan(problem, str(plan))
    steps: int = checked.steps
    assert checked and steps > 0

    picture = instance.render("png", solution=True, cell=20.0)
    assert isinstance(picture, bytes)
    sheet: bytes = puzzlegen.sheet([instance], rows=1, columns=1, solutions=True)
    assert sheet.startswith(b"%PDF")

    again: List[Instance] = puzzlegen.read(instance.text(), puzzle=instance.puzzle, format=None)
    from_path: List[Instance] = puzzlegen.read(problem)
    assert again[0].givens == from_path[0].givens
    built = Instance(instance.puzzle, instance.givens, solution=instance.solution)
    assert built.size == instance.size


def evaluate(directory: pathlib.Path) -> float:
    path = directory / "set.jsonl"
    written: int = puzzlegen.write_evaluation_set(path, "lightup", 5, "easy", count=2, format="json")
    entries: List[Dict[str, Any]] = puzzlegen.read_evaluation_set(path)
    one: Dict[str, Any] = puzzlegen.evaluation_entry(make()[0])
    scores: List[puzzlegen.Score] = [puzzlegen.score(entry, entry["answer"]) for entry in entries]
    scores.append(puzzlegen.score(json.dumps(one), "junk"))
    return sum(score.correct for score in scores) / written


def errors() -> List[str]:
    caught: List[str] = []
    try:
        puzzlegen.read("-----\n--9--\n", puzzle="lightup")
    except puzzlegen.InputError as error:
        line: Optional[int] = error.line
        caught.append(f"{error.file}:{line}:{error.column}")
    try:
        puzzlegen.grade(Instance("takuzu", [[None] * 4 for _ in range(4)]))
    except puzzlegen.NotUniqueError as error:
        caught.append(error.verdict)
    for kind in (puzzlegen.UsageError, puzzlegen.NoInputError, puzzlegen.GenerateError, puzzlegen.OutOfTime,
                 puzzlegen.FormatError, puzzlegen.WrongSolutionError, puzzlegen.CantCreateError,
                 puzzlegen.InternalError):
        assert issubclass(kind, puzzlegen.Error)
    return caught


def main() -> int:
    names, words = catalogue()
    with tempfile.TemporaryDirectory() as scratch:
        for instance in make():
            answer(instance, pathlib.Path(scratch))
        rate = evaluate(pathlib.Path(scratch))
    print(puzzlegen.__version__, len(names), len(words), rate, errors())
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""verify, solve, grade, answer, check, explain and check_plan on instances
with one solution, several, and none."""

import pytest

import puzzlegen
from helpers import CASES, PUZZLES, SEED, one_cell_changed

# Light Up with one 0 in the middle: several ways to light the rest.
LIGHTUP_SEVERAL = "-----\n-----\n--0--\n-----\n-----\n"
# Takuzu whose first row starts with three 0s: no solution.
TAKUZU_NONE = [[0, 0, 0, None]] + [[None] * 4 for _ in range(3)]


def unique(name, count=1):
    size, tier = CASES[name]
    return list(puzzlegen.generate(name, size, tier, SEED, count=count))


def cells_apart(a, b):
    return [(r, c) for r, row in enumerate(a) for c, value in enumerate(row) if value != b[r][c]]


@pytest.mark.parametrize("name", PUZZLES)
def test_a_unique_puzzle(name, cli):
    [instance] = unique(name)
    verification = puzzlegen.verify(instance)
    assert isinstance(verification, puzzlegen.Verification)
    assert verification.verdict == "unique" and verification.unique
    assert verification.difficulty == instance.difficulty == CASES[name][1]
    assert verification.solutions == [instance.solution]
    assert verification.differing == []
    assert verification.report["verdict"] == "unique"
    # What puzzlegen verify prints.
    assert verification.text.encode() == cli("verify", "-", stdin=instance.text("json").encode())

    assert puzzlegen.solve(instance) == instance.solution
    assert puzzlegen.grade(instance) == instance.difficulty
    # Without its solution (read from the judge's text), the same.
    [bare] = puzzlegen.read(instance.text(), puzzle=name)
    assert bare.solution is None
    assert puzzlegen.solve(bare) == instance.solution
    assert puzzlegen.verify(bare, timeout=30).solutions == [instance.solution]


@pytest.mark.parametrize("puzzle, source", [
    ("lightup", LIGHTUP_SEVERAL),
    ("takuzu", [[None] * 4 for _ in range(4)]),
])
def test_several_solutions(puzzle, source):
    instance = puzzlegen.read(source)[0] if isinstance(source, str) else puzzlegen.Instance(puzzle, source)
    assert instance.puzzle == puzzle
    verification = puzzlegen.verify(instance)
    assert verification.verdict == "multiple" and not verification.unique
    first, second = verification.solutions
    assert first != second
    assert verification.differing and verification.differing == cells_apart(first, second)
    assert all(isinstance(cell, tuple) for cell in verification.differing)
    assert verification.difficulty is None
    assert verification.text.startswith("multiple\n")
    # Each is a solution by the rules.
    assert puzzlegen.check(instance, first).valid and puzzlegen.check(instance, second).valid
    assert puzzlegen.check(instance, puzzlegen.solve(instance)).valid

    with pytest.raises(puzzlegen.NotUniqueError) as raised:
        puzzlegen.grade(instance)
    assert raised.value.verdict == "multiple"
    assert isinstance(raised.value, ValueError)


def test_no_solution():
    instance = puzzlegen.Instance("takuzu", TAKUZU_NONE)
    verification = puzzlegen.verify(instance)
    assert verification.verdict == "none"
    assert verification.solutions == [] and verification.differing == []
    assert puzzlegen.solve(instance) is None
    with pytest.raises(puzzlegen.NotUniqueError) as raised:
        puzzlegen.grade(instance)
    assert raised.value.verdict == "none"
    explanation = puzzlegen.explain(instance)
    assert explanation.verdict == "none"
    assert explanation.status == "contradiction"
    with pytest.raises(puzzlegen.UsageError, match="no solution"):
        puzzlegen.answer(instance)


def test_timeouts_are_seconds():
    [instance] = unique("takuzu")
    for call in (puzzlegen.verify, puzzlegen.solve, puzzlegen.grade, puzzlegen.explain):
        with pytest.raises(puzzlegen.UsageError, match="timeout"):
            call(instance, timeout=-1)
        call(instance, timeout=0)  # 0: no limit
        call(instance, timeout=None)


@pytest.mark.parametrize("name", PUZZLES)
def test_check_a_solution(name):
    [instance] = unique(name)
    judged = puzzlegen.answer(instance)
    assert judged == puzzlegen.answer(instance, instance.solution)
    for right in (instance.solution, judged):
        result = puzzlegen.check(instance, right)
        assert isinstance(result, puzzlegen.CheckResult)
        assert result.valid and bool(result)
        assert result.rule is None and result.detail is None

    wrong, (r, c) = one_cell_changed(instance)
    for broken in (wrong, puzzlegen.answer(instance, wrong)):
        result = puzzlegen.check(instance, broken)
        assert not result.valid and not bool(result)
        assert result.rule, result
        assert result.detail

    with pytest.raises(puzzlegen.InputError) as raised:
        puzzlegen.check(instance, "junk\n")
    assert (raised.value.line, raised.value.column) == (1, 1)
    with pytest.raises(puzzlegen.InputError):
        puzzlegen.check(instance, [[0]])  # a grid of another size


@pytest.mark.parametrize("name", PUZZLES)
def test_the_answer_to_a_problem_is_its_plan(name, cli):
    [instance] = unique(name)
    problem = instance.text("pddl")
    [read] = puzzlegen.read(problem, name, "pddl")
    assert puzzlegen.answer(read, instance.solution, "pddl") == instance.companions("pddl")["plan"]
    # As puzzlegen solve answers the problem.
    assert puzzlegen.answer(read, puzzlegen.solve(read), "pddl").encode() == cli("solve", "-", stdin=problem.encode())


def test_the_judges_answer_is_what_solve_prints(cli):
    for name in PUZZLES:
        [instance] = unique(name)
        assert puzzlegen.answer(instance).encode() == cli("solve", "-", stdin=instance.text().encode())


@pytest.mark.parametrize("name", PUZZLES)
def test_explain(name):
    size, _ = CASES[name]
    [instance] = puzzlegen.generate(name, size, "easy", SEED)
    explanation = puzzlegen.explain(instance)
    assert isinstance(explanation, puzzlegen.Explanation)
    assert explanation.verdict == "unique"
    assert explanation.status == "solved"
    assert explanation.hardest == "easy"
    assert explanation.solution == instance.solution
    assert len(explanation.steps) > 0
    assert [step.number for step in explanation.steps] == list(range(1, len(explanation.steps) + 1))
    decided = 0
    for step in explanation.steps:
        assert isinstance(step, puzzlegen.Step)
        assert step.rule and step.tier == "easy"
        assert step.text and step.rule in step.text
        assert not step.contradiction
        for decision in step.decided:
            assert isinstance(decision, puzzlegen.Decision)
            r, c = decision.cell
            assert 0 <= r < instance.rows and 0 <= c < instance.cols
            assert decision.says
        decided += len(step.decided)
    assert decided > 0
    assert explanation.text.startswith("1. " + explanation.steps[0].text)


def test_explain_a_harder_puzzle_names_its_tier():
    [instance] = puzzlegen.generate("takuzu", 8, "hard", SEED)
    explanation = puzzlegen.explain(instance)
    assert explanation.hardest == "hard"
    assert "hard" in {step.tier for step in explanation.steps}


@pytest.mark.parametrize("name, fmt", [("nurikabe", "pddl"), ("numbrix", "pddl"), ("lightup", "hddl")])
def test_check_plan(name, fmt, cli, scratch):
    directory = scratch / "problems"
    cli("generate", name, "-s", 5, "-d", "easy", "--seed", 3, "--count", 2, "-f", fmt, "-o", directory, "-q")
    problems = sorted(p for p in directory.glob("*." + fmt) if p.name != "domain." + fmt)
    assert len(problems) == 2
    for problem in problems:
        plan = problem.with_suffix(".plan")
        result = puzzlegen.check_plan(problem, plan)
        assert isinstance(result, puzzlegen.PlanCheck)
        assert result.answer == "valid" and bool(result)
        assert result.puzzle == name
        assert result.steps > 0
        assert result.rules is not None and result.rules.valid
        # As str paths, and against the domain file beside them.
        assert puzzlegen.check_plan(str(problem), str(plan)) == result
        against_file = puzzlegen.check_plan(problem, plan, directory / ("domain." + fmt))
        assert against_file.answer == "valid" and against_file.steps == result.steps

        # The plan cut in half.
        lines = plan.read_text().splitlines(keepends=True)
        cut = scratch / "cut.plan"
        cut.write_text("".join(lines[:len(lines) // 2]))
        if fmt == "pddl":
            broken = puzzlegen.check_plan(problem, cut)
            assert broken.answer == "invalid" and not bool(broken)
            assert "goal" in broken.message and broken.steps == len(lines) // 2
            assert broken.rules is None
        else:
            # A hierarchical plan cut short no longer reads: its
            # decompositions name tasks the cut left out.
            with pytest.raises(puzzlegen.InputError) as raised:
                puzzlegen.check_plan(problem, cut)
            assert raised.value.file == str(cut) and raised.value.line is not None

    with pytest.raises(puzzlegen.NoInputError):
        puzzlegen.check_plan(problems[0], scratch / "no such.plan")

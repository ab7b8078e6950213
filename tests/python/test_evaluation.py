"""Evaluation sets: evaluation_entry, write_evaluation_set (the bytes of
puzzlegen generate --jsonl), read_evaluation_set, and score."""

import json

import pytest

import puzzlegen
from helpers import CASES, PUZZLES, SEED, one_cell_changed

FIELDS = ["puzzle", "size", "rows", "cols", "difficulty", "seed", "index", "format", "question", "answer"]


@pytest.mark.parametrize("name", PUZZLES)
def test_the_set_is_the_commands_bytes(name, cli, scratch):
    size, tier = CASES[name]
    path = scratch / "set.jsonl"
    assert puzzlegen.write_evaluation_set(path, name, size, tier, SEED, count=3) == 3
    expected = cli("generate", name, "--size", size, "-d", tier, "--seed", SEED, "--count", 3, "--jsonl", "-q")
    assert path.read_bytes() == expected
    # In another format, to a file the command writes.
    out = scratch / "cli.jsonl"
    cli("generate", name, "--size", size, "-d", tier, "--seed", SEED, "--count", 3, "--jsonl", "-f", "json",
        "-o", out, "-q")
    assert puzzlegen.write_evaluation_set(str(scratch / "json.jsonl"), name, size, tier, SEED, count=3,
                                          format="json", threads=1) == 3
    assert (scratch / "json.jsonl").read_bytes() == out.read_bytes()

    entries = puzzlegen.read_evaluation_set(path)
    assert entries == [json.loads(line) for line in expected.decode().splitlines()]
    made = list(puzzlegen.generate(name, size, tier, SEED, count=3))
    assert entries == [puzzlegen.evaluation_entry(instance) for instance in made]


def test_an_entry():
    size, tier = CASES["lightup"]
    [instance] = puzzlegen.generate("lightup", size, tier, SEED, index=4)
    entry = puzzlegen.evaluation_entry(instance)
    assert list(entry) == FIELDS
    assert entry["puzzle"] == "lightup" and entry["size"] == f"{size}x{size}"
    assert (entry["rows"], entry["cols"]) == instance.size
    assert (entry["difficulty"], entry["seed"], entry["index"]) == (tier, SEED, 4)
    assert entry["format"] == "judge"  # the puzzle's first
    assert entry["question"] == instance.text()
    assert entry["answer"] == puzzlegen.answer(instance)

    # The json question holds the givens and never the solution.
    as_json = puzzlegen.evaluation_entry(instance, "json")
    question = json.loads(as_json["question"])
    assert "solution" not in question
    assert question["givens"] == instance.givens
    assert as_json["answer"] == entry["answer"]
    # A problem format: the problem, under the domain name asked for.
    pddl = puzzlegen.evaluation_entry(instance, "pddl", domain_name="light")
    assert "(:domain light)" in pddl["question"]

    # Rules are an entry's field when they are not the puzzle's default.
    [ipc] = puzzlegen.generate("nurikabe", 5, "easy", 1, rules="ipc")
    assert puzzlegen.evaluation_entry(ipc)["rules"] == "ipc"

    # An entry needs the answer.
    [bare] = puzzlegen.read(instance.text(), "lightup")
    with pytest.raises(puzzlegen.UsageError, match="solution"):
        puzzlegen.evaluation_entry(bare)


@pytest.mark.parametrize("name", PUZZLES)
def test_score(name):
    size, tier = CASES[name]
    [instance] = puzzlegen.generate(name, size, tier, SEED)
    entry = puzzlegen.evaluation_entry(instance)
    stored = puzzlegen.score(entry, entry["answer"])
    assert stored == puzzlegen.Score(correct=True, rule=None, detail=None, stored=True)
    assert bool(stored)
    # The JSON line, as a set holds it, scores alike.
    assert puzzlegen.score(json.dumps(entry), entry["answer"]) == stored

    wrong, _ = one_cell_changed(instance)
    corrupted = puzzlegen.score(entry, puzzlegen.answer(instance, wrong))
    assert not corrupted.correct and not bool(corrupted) and not corrupted.stored
    assert corrupted.rule and corrupted.rule != "unreadable answer"
    assert corrupted.detail

    junk = puzzlegen.score(entry, "no idea")
    assert not junk.correct and junk.rule == "unreadable answer"
    assert junk.detail.startswith("1:1: ")


def test_score_of_an_entry_that_is_not_one():
    with pytest.raises(puzzlegen.InputError, match="puzzle"):
        puzzlegen.score({}, "x")
    with pytest.raises(puzzlegen.InputError) as raised:
        puzzlegen.score("not json", "x")
    assert (raised.value.line, raised.value.column) == (1, 1)


def test_a_set_is_written_whole_or_not_at_all(scratch):
    path = scratch / "none.jsonl"
    with pytest.raises(puzzlegen.GenerateError):
        puzzlegen.write_evaluation_set(path, "takuzu", 4, "expert", 1, count=3, attempts=1)
    assert not path.exists()
    with pytest.raises(puzzlegen.CantCreateError) as raised:
        puzzlegen.write_evaluation_set(scratch / "no such directory" / "set.jsonl", "takuzu", 4, "easy")
    assert isinstance(raised.value, OSError)
    with pytest.raises(puzzlegen.UsageError):
        puzzlegen.write_evaluation_set(scratch / "bad.jsonl", "takuzu", 4, "easy", format="earin")
    assert not (scratch / "bad.jsonl").exists()

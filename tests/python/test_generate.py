"""generate(): the same instances, byte for byte, as puzzlegen generate for the
same request, whatever the thread count; its arguments; the Generator."""

import subprocess

import pytest

import puzzlegen
from helpers import CASES, PUZZLES, SEED


@pytest.mark.parametrize("name", PUZZLES)
def test_each_instance_is_the_commands_bytes(name, cli):
    size, tier = CASES[name]
    made = list(puzzlegen.generate(name, size, tier, SEED, count=3))
    assert len(made) == 3
    for k, instance in enumerate(made):
        request = ["generate", name, "--size", size, "--difficulty", tier, "--seed", SEED, "--count", 1,
                   "--index", k, "--quiet"]
        assert instance.text().encode() == cli(*request)
        json_bytes = cli(*request, "--format", "json")
        assert instance.text("json").encode() == json_bytes
        assert instance.to_json().encode() == json_bytes
        # What the instance says of itself is what made it.
        assert (instance.puzzle, instance.size, instance.difficulty) == (name, (size, size), tier)
        assert (instance.seed, instance.index) == (SEED, k)
        assert instance.parameters["difficulty"] == tier
        assert instance.statistics["cells"] == size * size
        assert puzzlegen.verify(instance).verdict == "unique"
    assert len({instance.to_json() for instance in made}) == 3


@pytest.mark.parametrize("name", PUZZLES)
def test_the_thread_count_changes_nothing(name):
    size, tier = CASES[name]
    one = list(puzzlegen.generate(name, size, tier, SEED, count=4, threads=1))
    two = list(puzzlegen.generate(name, size, tier, SEED, count=4, threads=2))
    every = list(puzzlegen.generate(name, size, tier, SEED, count=4))  # threads=0: one per hardware thread
    assert one == two == every
    assert [i.to_json() for i in one] == [i.to_json() for i in two]


def test_index_starts_where_a_longer_request_would_be():
    whole = list(puzzlegen.generate("takuzu", 6, "medium", 5, count=4))
    tail = list(puzzlegen.generate("takuzu", 6, "medium", 5, count=2, index=2))
    assert tail == whole[2:]
    assert [i.index for i in tail] == [2, 3]


def test_seeds_and_tiers_give_other_puzzles():
    [a] = puzzlegen.generate("takuzu", 8, "medium", 1)
    [b] = puzzlegen.generate("takuzu", 8, "medium", 2)
    [c] = puzzlegen.generate("takuzu", 8, "hard", 1)
    assert a != b and a != c
    assert (a.difficulty, c.difficulty) == ("medium", "hard")


@pytest.mark.parametrize("size", [6, "6x6", (6, 6)])
def test_a_size_is_a_side_a_text_or_a_pair(size):
    [square] = puzzlegen.generate("takuzu", 6, seed=3)
    [made] = puzzlegen.generate("takuzu", size, seed=3)
    assert made == square


def test_a_rectangle(cli):
    [made] = puzzlegen.generate("lightup", (5, 8), "medium", seed=4)
    assert made.size == (5, 8)
    assert made.parameters["size"] == "5x8"
    assert made.text().encode() == cli("generate", "lightup", "-s", "5x8", "--seed", 4, "-q")
    assert [made] == list(puzzlegen.generate("lightup", "5x8", "medium", seed=4))


@pytest.mark.parametrize("size", [True, 6.0, (6,), (6, "6"), None])
def test_a_size_of_another_type_is_a_type_error(size):
    with pytest.raises(TypeError, match="size"):
        puzzlegen.generate("takuzu", size)


def test_options_are_keywords_with_underscores_for_hyphens(cli):
    [bright] = puzzlegen.generate("lightup", 7, "medium", 2, black=40)
    assert bright.parameters["black"] == 40
    assert bright.text().encode() == cli("generate", "lightup", "-s", 7, "--seed", 2, "--black", 40, "-q")
    [plain] = puzzlegen.generate("lightup", 7, "medium", 2)  # black=20

    def blacks(instance):
        return sum(cell == "#" or isinstance(cell, int) for row in instance.givens for cell in row)

    assert blacks(bright) > blacks(plain)

    [small] = puzzlegen.generate("nurikabe", 7, "easy", 3, max_island=3)
    assert small.parameters["max-island"] == 3
    assert small.text().encode() == cli("generate", "nurikabe", "-s", 7, "-d", "easy", "--seed", 3,
                                        "--max-island", 3, "-q")
    assert max(cell or 0 for row in small.givens for cell in row) <= 3

    [kept] = puzzlegen.generate("numbrix", 5, "easy", 3, ends="keep", symmetry="none")
    assert kept.parameters["ends"] == "keep" and kept.parameters["symmetry"] == "none"
    clues = {cell for row in kept.givens for cell in row}
    assert {1, 25} <= clues


def test_rules_are_kept_and_written(cli):
    [ipc] = puzzlegen.generate("nurikabe", 6, "easy", 1, rules="ipc")
    assert ipc.rules == "ipc"
    assert ipc.text("json").encode() == cli("generate", "nurikabe", "-s", 6, "-d", "easy", "--seed", 1,
                                            "--rules", "ipc", "-f", "json", "-q")
    [nikoli] = puzzlegen.generate("nurikabe", 6, "easy", 1)
    assert nikoli.rules in (None, "nikoli")


def test_len_counts_down_and_the_end_is_stop_iteration():
    made = puzzlegen.generate("takuzu", 6, "easy", 1, count=3)
    assert isinstance(made, puzzlegen.Generator)
    assert len(made) == 3
    seen = []
    for instance in made:
        seen.append(len(made))
    assert seen == [2, 1, 0]
    with pytest.raises(StopIteration):
        next(made)
    assert len(made) == 0
    assert iter(made) is made


def test_close_stops_a_long_request_at_once():
    made = puzzlegen.generate("takuzu", 10, "easy", 1, count=100000)
    first = next(made)
    assert first.index == 0 and len(made) == 99999
    made.close()
    assert len(made) == 0
    with pytest.raises(StopIteration):
        next(made)
    made.close()  # twice is no fault


def test_close_before_the_first_instance():
    made = puzzlegen.generate("takuzu", 10, "easy", 1, count=100000)
    made.close()
    assert list(made) == [] and len(made) == 0


def test_a_with_block_closes():
    with puzzlegen.generate("takuzu", 10, "easy", 1, count=100000) as made:
        taken = [instance for _, instance in zip(range(5), made)]
    assert [i.index for i in taken] == [0, 1, 2, 3, 4]
    assert len(made) == 0
    assert list(made) == []


def test_dropping_a_running_generator_does_not_hang(python, child_env):
    # In a child, so that a hang is a timeout rather than a stuck suite: a
    # generator dropped mid-request (del, and one left to the end of the
    # program) stops its threads.
    code = ("import puzzlegen\n"
            "made = puzzlegen.generate('takuzu', 10, 'easy', 1, count=100000)\n"
            "next(made)\n"
            "del made\n"
            "left = puzzlegen.generate('takuzu', 10, 'easy', 2, count=100000, threads=2)\n"
            "next(left)\n"
            "print('ended')\n")
    done = subprocess.run([python, "-c", code], env=child_env, capture_output=True, text=True, timeout=30)
    assert done.returncode == 0, done.stderr
    assert done.stdout == "ended\n"


def test_no_puzzle_of_the_tier_is_a_generate_error(cli):
    # A 4x4 Takuzu is never expert, so one attempt always falls short, as the
    # command says with status 1.
    made = puzzlegen.generate("takuzu", 4, "expert", 1, attempts=1)
    with pytest.raises(puzzlegen.GenerateError, match="no expert takuzu 4x4") as raised:
        next(made)
    assert isinstance(raised.value, RuntimeError)
    assert len(made) == 0
    with pytest.raises(StopIteration):
        next(made)
    cli("generate", "takuzu", "-s", 4, "-d", "expert", "--max-attempts", 1, "-q", status=1)

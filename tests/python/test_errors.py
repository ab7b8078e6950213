"""puzzlegen's exceptions: one class per kind of fault, each also the
built-in one a program would catch, with the place of an input fault."""

import pathlib

import pytest

import puzzlegen
from puzzlegen import _errors

BAD_LIGHTUP = "-----\n-----\n--9--\n"


def test_the_hierarchy():
    builtin = {
        "UsageError": ValueError, "InputError": ValueError, "WrongSolutionError": ValueError,
        "FormatError": ValueError, "NotUniqueError": ValueError, "NoInputError": OSError,
        "CantCreateError": OSError, "GenerateError": RuntimeError, "InternalError": RuntimeError,
        "OutOfTime": TimeoutError,
    }
    for name, base in builtin.items():
        cls = getattr(puzzlegen, name)
        assert cls is getattr(_errors, name)
        assert issubclass(cls, puzzlegen.Error) and issubclass(cls, base), name
        assert name in puzzlegen.__all__
    assert issubclass(puzzlegen.Error, Exception)


def test_malformed_text_has_its_place():
    with pytest.raises(puzzlegen.InputError) as raised:
        puzzlegen.read(BAD_LIGHTUP, puzzle="lightup", format="judge")
    error = raised.value
    assert (error.file, error.line, error.column) == ("<text>", 3, 3)
    assert "found '9'" in str(error)
    assert str(error).startswith("<text>:3:3: ")
    # Detected, the same place.
    with pytest.raises(puzzlegen.InputError) as detected:
        puzzlegen.read(BAD_LIGHTUP)
    assert (detected.value.file, detected.value.line, detected.value.column) == ("<text>", 3, 3)


def test_malformed_file_has_its_path_and_place(scratch):
    path = scratch / "bad.txt"
    path.write_text("6\n2\t2\t2\t2\t2\t2\n2\t2\t7\t2\t2\t2\n")
    for source in (path, str(path)):
        with pytest.raises(puzzlegen.InputError) as raised:
            puzzlegen.read(source, puzzle="takuzu")
        error = raised.value
        assert error.file == str(path)
        assert (error.line, error.column) == (3, 5)
        assert str(error).startswith(f"{path}:3:5: ")


def test_a_fault_in_the_second_instance_of_a_file(scratch):
    [good] = puzzlegen.generate("takuzu", 6, "easy", 1)
    path = scratch / "two.txt"
    path.write_text(good.text() + "6\n2 2\n")
    with pytest.raises(puzzlegen.InputError) as raised:
        puzzlegen.read(path, puzzle="takuzu", format="judge")
    assert raised.value.file == str(path)
    assert raised.value.line == 9  # the good one's 7 lines, then the size


def test_a_missing_file(scratch):
    missing = scratch / "no such file.txt"
    for source in (missing, pathlib.PurePosixPath(missing)):
        with pytest.raises(puzzlegen.NoInputError) as raised:
            puzzlegen.read(source)
        assert isinstance(raised.value, OSError)
        assert str(missing) in str(raised.value)
    # A str of one line that looks like a path and names nothing is no input,
    # not a text that fails to read; a link or an ID is a text all the same.
    for path in ("/no/such/file", "missing.txt", str(scratch / "nothing" / "here")):
        with pytest.raises(puzzlegen.NoInputError, match="cannot read"):
            puzzlegen.read(path)
    assert puzzlegen.read("6x6u:dafkbAhac")[0].puzzle == "takuzu"
    assert puzzlegen.read("puzz.link/p?akari/7/7/i..ichch.g..k..gbhbhbg0bg")[0].puzzle == "lightup"
    # A directory without an instance file is no input either.
    (scratch / "empty").mkdir()
    with pytest.raises(puzzlegen.NoInputError, match="no instance files"):
        puzzlegen.read(scratch / "empty")


def test_unknown_names_are_usage_errors_at_the_call():
    # Before any instance is asked for: generate() itself raises.
    with pytest.raises(puzzlegen.UsageError, match="unknown puzzle"):
        puzzlegen.generate("sudoku", 9)
    with pytest.raises(puzzlegen.UsageError, match="unknown difficulty 'extreme'"):
        puzzlegen.generate("takuzu", 6, "extreme")
    with pytest.raises(puzzlegen.UsageError, match="not an option of the takuzu generator"):
        puzzlegen.generate("takuzu", 6, black=20)
    with pytest.raises(puzzlegen.UsageError, match="symmetry"):
        puzzlegen.generate("lightup", 6, symmetry="diagonal")
    with pytest.raises(puzzlegen.UsageError, match="black"):
        puzzlegen.generate("lightup", 6, black=200)
    with pytest.raises(puzzlegen.UsageError, match="rules"):
        puzzlegen.generate("nurikabe", 6, rules="bogus")
    with pytest.raises(puzzlegen.UsageError, match="sides from 4 to 60"):
        puzzlegen.generate("takuzu", 61)
    with pytest.raises(puzzlegen.UsageError, match="expert puzzles from 5x5"):
        puzzlegen.generate("lightup", 4, "expert")
    with pytest.raises(puzzlegen.UsageError, match="size"):
        puzzlegen.generate("takuzu", "six")
    with pytest.raises(puzzlegen.UsageError, match="threads"):
        puzzlegen.generate("takuzu", 6, threads=-1)
    with pytest.raises(puzzlegen.UsageError, match="attempts"):
        puzzlegen.generate("takuzu", 6, attempts=0)
    with pytest.raises(puzzlegen.UsageError, match="timeout"):
        puzzlegen.generate("takuzu", 6, timeout=-1)
    for field in ("seed", "index"):
        with pytest.raises(puzzlegen.UsageError, match=field):
            puzzlegen.generate("takuzu", 6, **{field: -1})
    with pytest.raises(puzzlegen.UsageError, match="count"):
        puzzlegen.generate("takuzu", 6, count=0)


def test_option_keywords():
    # black is lightup's; max_island is nurikabe's max-island.
    [lightup] = puzzlegen.generate("lightup", 6, "easy", 1, black=20)
    assert lightup.parameters["black"] == 20
    [nurikabe] = puzzlegen.generate("nurikabe", 6, "easy", 1, max_island="4")
    assert nurikabe.parameters["max-island"] == 4
    with pytest.raises(puzzlegen.UsageError):
        puzzlegen.generate("nurikabe", 6, max_island=-1)


def test_unknown_names_when_reading_and_writing():
    [instance] = puzzlegen.generate("takuzu", 6, "easy", 1)
    with pytest.raises(puzzlegen.UsageError, match="unknown puzzle"):
        puzzlegen.read(instance.text(), puzzle="sudoku")
    with pytest.raises(puzzlegen.UsageError, match="unknown format 'bogus'"):
        puzzlegen.read(instance.text(), puzzle="takuzu", format="bogus")
    for write in (instance.text, instance.companions, lambda f: puzzlegen.evaluation_entry(instance, f),
                  lambda f: puzzlegen.answer(instance, format=f)):
        with pytest.raises(puzzlegen.UsageError, match="no format 'earin'"):
            write("earin")
    with pytest.raises(puzzlegen.UsageError, match="domain name"):
        puzzlegen.domain("takuzu", name="bad name")


def test_a_text_that_is_no_instance():
    with pytest.raises(puzzlegen.InputError, match="cannot tell what puzzle and format") as raised:
        puzzlegen.read("hello\nworld\n")
    assert (raised.value.file, raised.value.line, raised.value.column) == ("<text>", 1, 1)


def test_errors_can_be_made_and_caught_by_hand():
    error = puzzlegen.InputError("bad", "f.txt", 2, 3)
    assert (str(error), error.file, error.line, error.column) == ("bad", "f.txt", 2, 3)
    assert puzzlegen.InputError("bad").file is None
    assert puzzlegen.NotUniqueError("not unique: none", "none").verdict == "none"
    try:
        puzzlegen.puzzle("nonsense")
    except puzzlegen.Error as caught:
        assert type(caught) is puzzlegen.UsageError

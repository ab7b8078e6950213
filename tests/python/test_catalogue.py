"""The catalogue as data: puzzles, their formats, options and limits, the
tiers, the PDDL and HDDL domains; what puzzlegen list and domain print."""

import pytest

import puzzlegen

NAMES = ["takuzu", "lightup", "nurikabe", "kuromasu", "numbrix"]


def test_the_five_puzzles(cli):
    found = puzzlegen.puzzles()
    assert [p.name for p in found] == NAMES
    listed = cli("list").decode()
    for info in found:
        assert isinstance(info, puzzlegen.PuzzleInfo)
        assert info == puzzlegen.puzzle(info.name)
        assert info.title and info.title in listed
        assert info.formats and len(set(info.formats)) == len(info.formats)
        assert f"  formats: {' '.join(info.formats)}\n" in listed
        assert "json" in info.formats and "pddl" in info.formats and "hddl" in info.formats
        assert set(info.formats) <= set(puzzlegen.formats())
        for option in info.options:
            assert isinstance(option, puzzlegen.OptionInfo)
            assert option.name and option.help and option.default
            if option.choices:
                assert option.min is None and option.max is None and option.default in option.choices
            else:
                assert option.min <= int(option.default) <= option.max
            assert f"--{option.name} " in listed
        for limits in (info.reads, info.generates):
            assert isinstance(limits, puzzlegen.SizeLimits)
            assert 1 <= limits.min_side <= limits.max_side
        assert info.generates.min_side >= info.reads.min_side
        assert list(info.smallest_side) == puzzlegen.difficulties()
        assert all(info.generates.min_side <= side for side in info.smallest_side.values())
        assert info.domain and info.hierarchical_domain
    assert puzzlegen.puzzle("takuzu").formats[0] == "judge"  # the default first
    assert puzzlegen.puzzle("kuromasu").formats[0] == "earin"
    assert puzzlegen.puzzle("nurikabe").rule_sets == ["nikoli", "ipc"]
    assert puzzlegen.puzzle("takuzu").options == []
    lightup = {o.name: o for o in puzzlegen.puzzle("lightup").options}
    assert (lightup["black"].min, lightup["black"].max, lightup["black"].default) == (5, 90, "20")
    assert "rot2" in lightup["symmetry"].choices
    assert "max-island" in {o.name for o in puzzlegen.puzzle("nurikabe").options}
    assert puzzlegen.puzzle("numbrix").generates.max_side == 30
    assert puzzlegen.puzzle("lightup").smallest_side["expert"] == 5


def test_formats_and_tiers():
    every = puzzlegen.formats()
    assert len(set(every)) == len(every)
    assert set(every) == {f for info in puzzlegen.puzzles() for f in info.formats}
    assert puzzlegen.difficulties() == ["easy", "medium", "hard", "expert"]


def test_an_unknown_puzzle_is_a_usage_error():
    with pytest.raises(puzzlegen.UsageError, match="unknown puzzle 'nonsense'"):
        puzzlegen.puzzle("nonsense")
    with pytest.raises(puzzlegen.UsageError, match="did you mean 'takuzu'"):
        puzzlegen.puzzle("takuzo")
    with pytest.raises(ValueError):  # as any program would catch it
        puzzlegen.puzzle("")


@pytest.mark.parametrize("name", NAMES)
def test_the_domains_are_the_commands(name, cli):
    pddl = puzzlegen.domain(name)
    assert "(define (domain " + puzzlegen.puzzle(name).domain + ")" in pddl
    assert pddl.encode() == cli("domain", name)
    hddl = puzzlegen.domain(name, hierarchical=True)
    assert "(define (domain " + puzzlegen.puzzle(name).hierarchical_domain + ")" in hddl
    assert hddl.encode() == cli("domain", name, "--hddl")
    renamed = puzzlegen.domain(name, name="my-domain")
    assert "(define (domain my-domain)" in renamed
    assert renamed.encode() == cli("domain", name, "--name", "my-domain")


def test_nurikabe_domain():
    assert "(define (domain nurikabe)" in puzzlegen.domain("nurikabe")
    with pytest.raises(puzzlegen.UsageError):
        puzzlegen.domain("sudoku")


def test_version(cli):
    assert puzzlegen.__version__
    assert cli("--version").decode().split() == ["puzzlegen", puzzlegen.__version__]

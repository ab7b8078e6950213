"""Instance.render and sheet: SVG as text, PNG and PDF as bytes, the same
pictures as puzzlegen render."""

import re

import pytest

import puzzlegen
from helpers import CASES, PUZZLES, SEED

PNG_MAGIC = b"\x89PNG\r\n\x1a\n"


def first(name):
    size, tier = CASES[name]
    return next(puzzlegen.generate(name, size, tier, SEED))


@pytest.mark.parametrize("name", PUZZLES)
def test_each_kind(name, cli, scratch):
    instance = first(name)
    svg = instance.render()
    assert isinstance(svg, str) and svg.startswith(("<?xml", "<svg")) and svg.rstrip().endswith("</svg>")
    assert instance.render("svg") == svg
    png = instance.render("png")
    assert isinstance(png, bytes) and png.startswith(PNG_MAGIC)
    pdf = instance.render("pdf")
    assert isinstance(pdf, bytes) and pdf.startswith(b"%PDF")
    solved = instance.render("svg", solution=True)
    assert solved != svg
    bigger = instance.render("png", cell=48)
    assert bigger != png

    # The command's picture, for the same file.
    path = scratch / "instance.json"
    path.write_text(instance.to_json())
    assert svg.encode() == cli("render", path)
    assert instance.render("svg", solution=True, cell=20, margin=0).encode() == \
        cli("render", path, "--solution", "--cell-size", 20, "--margin", 0)


def test_a_solution_is_found_when_not_held():
    instance = first("lightup")
    [bare] = puzzlegen.read(instance.text(), "lightup")
    assert bare.solution is None
    assert bare.render(solution=True) == puzzlegen.Instance("lightup", bare.givens,
                                                            solution=instance.solution).render(solution=True)


def test_what_render_refuses():
    instance = first("takuzu")
    for kind in ("gif", "html", ""):
        with pytest.raises(puzzlegen.UsageError, match="picture kind"):
            instance.render(kind)
    with pytest.raises(puzzlegen.UsageError, match="cell-size"):
        instance.render(cell=0)
    nothing = puzzlegen.Instance("takuzu", [[0, 0, 0, None]] + [[None] * 4 for _ in range(3)])
    with pytest.raises(puzzlegen.UsageError, match="no solution"):
        nothing.render(solution=True)


def pages(pdf):
    return [int(n) for n in re.findall(rb"/Count (\d+)", pdf)]


def test_sheet():
    made = [first(name) for name in PUZZLES]
    pdf = puzzlegen.sheet(made)
    assert isinstance(pdf, bytes) and pdf.startswith(b"%PDF")
    assert pages(pdf) == [1]  # 3 down, 2 across
    # 4 a page, then the solutions on pages of their own.
    with_solutions = puzzlegen.sheet(made, rows=2, columns=2, solutions=True)
    assert with_solutions.startswith(b"%PDF") and pages(with_solutions) == [4]
    assert pages(puzzlegen.sheet(made, rows=1, columns=1, cell=20)) == [5]


def test_what_sheet_refuses():
    instance = first("takuzu")
    for rows, columns in ((0, 2), (3, 0), (11, 1), (1, -1)):
        with pytest.raises(puzzlegen.UsageError, match="1 to 10"):
            puzzlegen.sheet([instance], rows=rows, columns=columns)
    with pytest.raises(puzzlegen.UsageError, match="at least one"):
        puzzlegen.sheet([])
    nothing = puzzlegen.Instance("takuzu", [[0, 0, 0, None]] + [[None] * 4 for _ in range(3)])
    assert puzzlegen.sheet([instance, nothing]).startswith(b"%PDF")
    with pytest.raises(puzzlegen.UsageError, match="instance 2 has no solution"):
        puzzlegen.sheet([instance, nothing], solutions=True)

"""The Python blocks of docs/python.md, run in order in one scratch directory
(a block may use the files an earlier one wrote): the page shows what runs."""

import contextlib
import io
import os
import pathlib
import re

DOCS = pathlib.Path(__file__).resolve().parents[2] / "docs" / "python.md"


def blocks():
    return re.findall(r"^```python\n(.*?)^```", DOCS.read_text(), re.S | re.M)


def test_every_block_of_the_python_page_runs(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    printed = []
    for number, code in enumerate(blocks(), 1):
        out = io.StringIO()
        with contextlib.redirect_stdout(out):
            exec(compile(code, f"docs/python.md block {number}", "exec"), {"__name__": "__docs__"})
        printed.append(out.getvalue())
    assert len(printed) == 6
    # What the blocks promise: 50 puzzles with their answers, a wrong answer
    # caught by a rule, a sheet, the place of an input error, a scored set.
    assert len(list((tmp_path / "takuzu-tests").glob("*.in"))) == 50
    assert len(list((tmp_path / "takuzu-tests").glob("*.out"))) == 50
    assert printed[2] == "False givens cell (0,1) is given 0 but holds 1\n"
    assert (tmp_path / "takuzu-sheets.pdf").read_bytes().startswith(b"%PDF")
    assert printed[4].splitlines()[0] == "<text> 2 5"
    assert printed[5].splitlines()[-2:] == [
        "Score(correct=True, rule=None, detail=None, stored=True)",
        "Score(correct=False, rule='number', detail='the 2 at (1,1) has 0 bulbs next to it', stored=False)"]
    assert os.path.getsize(tmp_path / "lightup.jsonl") > 0

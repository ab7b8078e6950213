"""The types: the compiled module's stubs (python/puzzlegen/_puzzlegen.pyi)
held against it by mypy's stubtest, the package (typed inline) checked by
mypy --strict on its stubs, and real use (typed_use.py) typed under mypy
--strict, a misuse being caught."""

import os
import pathlib
import subprocess

import pytest

import puzzlegen
from helpers import REPO

HERE = pathlib.Path(__file__).resolve().parent
PACKAGE_ROOT = pathlib.Path(puzzlegen.__file__).resolve().parents[1]


def mypy(python, child_env, scratch, *args):
    env = dict(child_env, MYPYPATH=str(PACKAGE_ROOT))
    return subprocess.run([python, "-m", "mypy", "--strict", "--cache-dir", os.devnull, "--no-error-summary",
                           *map(str, args)], cwd=scratch, env=env, capture_output=True, text=True, timeout=120)


def test_stubtest(python, child_env, scratch):
    done = subprocess.run([python, "-m", "mypy.stubtest", "puzzlegen", "--allowlist",
                           str(REPO / "python" / "stubtest-allowlist.txt")],
                          cwd=scratch, env=child_env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "Success" in done.stdout


def test_the_stubs_are_the_built_ones():
    assert (PACKAGE_ROOT / "puzzlegen" / "_puzzlegen.pyi").read_text() == \
        (REPO / "python" / "puzzlegen" / "_puzzlegen.pyi").read_text()
    assert (PACKAGE_ROOT / "puzzlegen" / "py.typed").exists()


def test_the_package_type_checks_on_the_stubs(python, child_env, scratch):
    done = mypy(python, child_env, scratch, "-p", "puzzlegen")
    assert done.returncode == 0, done.stdout + done.stderr


def test_real_use_type_checks(python, child_env, scratch):
    done = mypy(python, child_env, scratch, HERE / "typed_use.py")
    assert done.returncode == 0, done.stdout + done.stderr
    # And it runs.
    ran = subprocess.run([python, str(HERE / "typed_use.py")], cwd=scratch, env=child_env, capture_output=True,
                         text=True, timeout=60)
    assert ran.returncode == 0, ran.stderr
    assert ran.stdout.startswith(puzzlegen.__version__ + " 5 ")


@pytest.mark.parametrize("line, complaint", [
    ("count: int = puzzlegen.verify(instance)", '"Verification", variable has type "int"'),
    ("puzzlegen.generate('takuzu', 6, seed='1')", 'Argument "seed" to "generate"'),
    ("puzzlegen.read(instance)", 'Argument 1 to "read"'),
    ("text: str = instance.render('png')", 'has type "Union[str, bytes]"'),
    ("instance.givens = []", "Property \"givens\""),
    ("puzzlegen.check(instance, 3)", 'Argument 2 to "check"'),
])
def test_misuse_is_caught(line, complaint, python, child_env, scratch):
    program = scratch / "misuse.py"
    program.write_text("import puzzlegen\n"
                       "instance = puzzlegen.Instance('takuzu', [[None, None], [None, None]])\n"
                       f"{line}\n")
    done = mypy(python, child_env, scratch, program)
    assert done.returncode == 1, done.stdout + done.stderr
    assert complaint in done.stdout, done.stdout
    assert "misuse.py:3:" in done.stdout

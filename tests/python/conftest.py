"""Fixtures of the Python module's tests: the puzzlegen command they hold the
module against (PUZZLEGEN_BINARY, as ctest sets it), a scratch directory, and
the environment a child python3 imports the same module in."""

import os
import pathlib
import subprocess
import sys

import pytest

import puzzlegen


@pytest.fixture(scope="session")
def binary() -> pathlib.Path:
    """The puzzlegen command of the same build as the module."""
    named = os.environ.get("PUZZLEGEN_BINARY")
    if not named:
        # By hand (PYTHONPATH=build/python python3 -m pytest tests/python), the
        # command beside the package in the build tree.
        named = str(pathlib.Path(puzzlegen.__file__).resolve().parents[2] / "puzzlegen")
    path = pathlib.Path(named)
    if not os.access(path, os.X_OK):
        pytest.fail(f"no puzzlegen command at {path}: set PUZZLEGEN_BINARY to the build's binary")
    return path


@pytest.fixture(scope="session")
def cli(binary):
    """Runs puzzlegen with ARGS; its standard output as bytes, the status
    checked unless status= says which is expected."""

    def run(*args, status=0, stdin=None):
        done = subprocess.run([str(binary), *map(str, args)], input=stdin, capture_output=True, timeout=60)
        assert done.returncode == status, (args, done.returncode, done.stderr.decode(errors="replace"))
        return done.stdout

    return run


@pytest.fixture
def scratch(tmp_path) -> pathlib.Path:
    """A directory of the test's own, emptied by pytest's basetemp rotation."""
    return tmp_path


@pytest.fixture(scope="session")
def child_env():
    """The environment for a child python3 that imports this very module."""
    env = dict(os.environ)
    package_root = str(pathlib.Path(puzzlegen.__file__).resolve().parents[1])
    env["PYTHONPATH"] = os.pathsep.join([package_root, env.get("PYTHONPATH", "")]).rstrip(os.pathsep)
    return env


@pytest.fixture(scope="session")
def python() -> str:
    """The interpreter running the tests (ctest runs them with the one the module was built for)."""
    return sys.executable

"""The Python module's extension, built by the project's own CMake build.

setuptools asks for puzzlegen._puzzlegen; this configures CMake for the
interpreter pip runs (the program's packages and pybind11 must be installed:
docs/python.md names them), builds the module's target alone, and puts the
module where setuptools packs it. Everything else is in pyproject.toml.
"""

import os
import shutil
import subprocess
import sys
from pathlib import Path

from setuptools import Extension, setup
from setuptools.command.build_ext import build_ext

ROOT = Path(__file__).resolve().parent


class CMakeBuild(build_ext):
    def build_extension(self, ext: Extension) -> None:
        build = Path(self.build_temp).resolve() / "cmake"
        jobs = os.environ.get("CMAKE_BUILD_PARALLEL_LEVEL") or str(os.cpu_count() or 2)
        subprocess.run(["cmake", "-S", str(ROOT), "-B", str(build), "-DCMAKE_BUILD_TYPE=Release",
                        "-DBUILD_TESTING=OFF", "-DPUZZLEGEN_MAN=OFF", "-DPUZZLEGEN_PYTHON=ON",
                        f"-DPython_EXECUTABLE={sys.executable}"], check=True)
        subprocess.run(["cmake", "--build", str(build), "--target", "puzzlegen_python", "-j", jobs], check=True)
        built = next((build / "python" / "puzzlegen").glob("_puzzlegen*.so"))
        target = Path(self.get_ext_fullpath(ext.name))
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(built, target)


# setuptools works beside the CMake build directory (build/), not in it.
setup(ext_modules=[Extension("puzzlegen._puzzlegen", sources=[])], cmdclass={"build_ext": CMakeBuild},
      options={"build": {"build_base": "build-python"}})

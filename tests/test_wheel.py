"""The wheel works: `pip wheel .` carries the grammar, the templates and the shipped definitions,
and once installed in a fresh virtual environment, variantc checks, compiles and counts from any
directory, a shipped definition by its name.

The wheel is built from a copy of the checkout (without build/ or egg-info left by an earlier
build, which setuptools would otherwise pack), so the test never writes into the repository.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from tests.conftest import DEFINITIONS, ROOT

LEFT_OUT = shutil.ignore_patterns(".git", ".venv*", "build", "dist", "*.egg-info", "__pycache__",
                                  ".*_cache", ".hypothesis", "generated")


def _outside_env() -> dict[str, str]:
    """The environment of a process that must not find the checkout or this venv."""
    return {key: value for key, value in os.environ.items()
            if key not in ("PYTHONPATH", "VIRTUAL_ENV", "PYTHONHOME")}


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    source = tmp_path_factory.mktemp("source") / "variantc"
    shutil.copytree(ROOT, source, ignore=LEFT_OUT)
    out = tmp_path_factory.mktemp("wheelhouse")
    subprocess.run([sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps", "-w", str(out),
                    "."], cwd=source, check=True, capture_output=True, env=_outside_env())
    (built,) = out.glob("variantc-*.whl")
    return built


def _shipped(pattern: str) -> set[str]:
    """Files of the checkout's package, as the wheel names them."""
    return {p.relative_to(ROOT).as_posix() for p in (ROOT / "variantc").glob(pattern)}


def test_the_wheel_carries_the_grammar_templates_and_every_module(wheel):
    names = set(zipfile.ZipFile(wheel).namelist())
    assert "variantc/grammar/variant.lark" in names
    templates = _shipped("backend/templates/*.j2") | _shipped("backend/rules/*.j2")
    assert len(templates) > 10
    assert templates <= names, sorted(templates - names)
    modules = _shipped("**/*.py")  # pyproject.toml lists the packages: none may be forgotten
    assert modules <= names, sorted(modules - names)


def test_the_wheel_carries_every_shipped_definition(wheel):
    names = set(zipfile.ZipFile(wheel).namelist())
    shipped = {f"variantc/definitions/{p.name}" for p in DEFINITIONS.iterdir()
               if p.suffix in (".variant", ".md")}
    assert {"variantc/definitions/chess.variant", "variantc/definitions/hole-chess.md"} <= shipped
    assert shipped <= names, sorted(shipped - names)


@pytest.mark.slow  # about 25 s, most of it pip installing the dependencies
def test_the_installed_wheel_runs_outside_the_repository(wheel, tmp_path):
    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True, capture_output=True)
    bin_dir = venv / ("Scripts" if os.name == "nt" else "bin")
    env = _outside_env()
    subprocess.run([str(bin_dir / "python"), "-m", "pip", "install", "--quiet", str(wheel)],
                   check=True, capture_output=True, env=env)
    work = tmp_path / "elsewhere"
    work.mkdir()
    shutil.copy(DEFINITIONS / "chess.variant", work)

    def variantc(*args: str) -> str:
        done = subprocess.run([str(bin_dir / "variantc"), *args], cwd=work, env=env,
                              capture_output=True, text=True)
        assert done.returncode == 0, done.stdout + done.stderr
        return done.stdout

    assert variantc("check", "chess.variant") == ""
    assert variantc("compile", "chess.variant", "-o", "engines").split() == ["engines/chess.py"]
    assert variantc("perft", "chess.variant", "--depth", "3").startswith("nodes 8902 ")
    # --standalone reads the runtime's sources from the installed package
    assert variantc("compile", "--standalone", "chess.variant", "-o", "alone").split() == [
        "alone/chess.py"]
    played = subprocess.run([str(bin_dir / "python"), "-c", "import runpy; "
                             "print(runpy.run_path('alone/chess.py')['Engine']().perft(2))"],
                            cwd=work, env=env, capture_output=True, text=True)
    assert played.stdout.split() == ["400"], played.stderr
    where = subprocess.run([str(bin_dir / "python"), "-c", "import variantc; print(variantc.__file__)"],
                           cwd=work, env=env, capture_output=True, text=True, check=True)
    assert Path(where.stdout.strip()).is_relative_to(venv)  # the wheel's code, not the checkout's
    # shipped definitions by name: from the wheel's variantc/definitions, not a file here
    assert variantc("perft", "chess", "--depth", "2").startswith("nodes 400 ")
    games = subprocess.run([str(bin_dir / "python"), "-c",
                            "from variantc.games import chess; print(chess.Board().perft(2))"],
                           cwd=work, env=env, capture_output=True, text=True)
    assert games.stdout.split() == ["400"], games.stderr

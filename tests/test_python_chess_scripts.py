"""Scripts written for python-chess run unchanged on variantc's chess, apart from the import.

tests/scripts/ holds them as a python-chess user writes them (a perft count through
legal_moves/push/pop, a SAN and PGN replay, a PGN export, a notebook cell). Each is run as it
is, against python-chess, and again with `import chess` swapped for variantc's shipped chess
(and `import chess.pgn` dropped: the module carries its `pgn`); both runs must print the same.
The expected output is python-chess's, so nothing here is derived from variantc itself.
"""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import ROOT

pytest.importorskip("chess", reason="python-chess (the dev extra) is the scripts' reference")

SCRIPTS = sorted((ROOT / "tests" / "scripts").glob("*.py"))
IMPORT = "from variantc.games import chess"


def ported(text: str) -> str:
    """The script with only its imports of python-chess changed."""
    text = re.sub(r"^import chess\.\w+\n", "", text, flags=re.MULTILINE)
    return re.sub(r"^import chess$", IMPORT, text, flags=re.MULTILINE)


def run(path: Path) -> str:
    done = subprocess.run([sys.executable, str(path)], capture_output=True, text=True, timeout=600,
                          cwd=ROOT)
    assert done.returncode == 0, f"{path.name} failed:\n{done.stderr}"
    return done.stdout


def test_the_scripts_are_there():
    assert {p.stem for p in SCRIPTS} >= {"perft", "san_replay", "pgn_export", "notebook_cell"}


@pytest.mark.parametrize("script", SCRIPTS, ids=lambda p: p.stem)
def test_a_python_chess_script_runs_unchanged_but_for_the_import(script, tmp_path):
    text = script.read_text()
    port = ported(text)
    changed = [line for line in port.splitlines() if line not in text.splitlines()]
    assert changed == [IMPORT], "only the import may change"
    copy = tmp_path / script.name
    copy.write_text(port)
    assert run(copy) == run(script)

"""The shipped examples run, and what they print is right by an outside measure."""

from __future__ import annotations

import subprocess
import sys

import pytest
from click.testing import CliRunner

from tests.conftest import ROOT
from tests.helpers import reference
from variantc.cli import main

LOS_ALAMOS = str(ROOT / "definitions" / "losalamos.variant")
RANDOM_GAME = str(ROOT / "examples" / "random_game.py")


def cli(*args: str):
    return CliRunner().invoke(main, list(args))


def test_the_authored_example_checks_compiles_and_agrees_with_the_reference(tmp_path):
    assert cli("check", LOS_ALAMOS).exit_code == 0
    compiled = cli("compile", LOS_ALAMOS, "-o", str(tmp_path))
    assert compiled.exit_code == 0, compiled.output
    assert (tmp_path / "losalamos.py").is_file()
    result = cli("diff", LOS_ALAMOS, "--depth", "2", "--playouts", "3", "--plies", "30")
    assert result.exit_code == 0, result.output


def test_the_authored_example_counts_as_fairy_stockfish_does():
    pyffish = pytest.importorskip("pyffish", reason="pyffish is not installed")
    start = pyffish.start_fen("losalamos")

    def fairy_perft(moves: list[str], depth: int) -> int:
        legal = pyffish.legal_moves("losalamos", start, moves)
        if depth == 1:
            return len(legal)
        return sum(fairy_perft(moves + [m], depth - 1) for m in legal)

    for depth in (1, 2, 3):
        result = cli("perft", LOS_ALAMOS, "--depth", str(depth), "--fen", start)
        assert result.exit_code == 0, result.output
        assert f"nodes {fairy_perft([], depth)}" in result.output


def play(module: str, *args: str) -> dict[str, str]:
    done = subprocess.run([sys.executable, RANDOM_GAME, module, *args], cwd=ROOT,
                          capture_output=True, text=True, check=True)
    return dict(line.split(maxsplit=1) for line in done.stdout.splitlines())


# Seeds whose games end in checkmate, stalemate, insufficient material, or go on.
@pytest.mark.parametrize(("seed", "plies"), [(1, 600), (3, 600), (4, 600), (22, 600), (0, 40)])
def test_random_game_plays_chess_as_python_chess_does(seed, plies):
    chess = pytest.importorskip("chess")
    printed = play("generated/chess.py", "--seed", str(seed), "--plies", str(plies))
    board = chess.Board()
    for move in printed["moves"].split():
        board.push_san(move)  # raises on an illegal or ambiguous move: our SAN is python-chess's
    assert printed["fen"].split()[:3] == board.fen().split()[:3]
    reason = printed["outcome"].split()[-1]
    # chess's automatic endings, as python-chess's outcome() has them (claims: test_draws.py)
    expected = {"checkmate": board.is_checkmate(), "stalemate": board.is_stalemate(),
                "repetition": board.is_fivefold_repetition(),
                "move-limit": board.is_seventyfive_moves(),
                "insufficient-material": board.is_insufficient_material(),
                "*": not board.is_game_over()}
    assert expected.get(reason), printed


def test_random_game_plays_hole_chess_as_the_reference_does():
    printed = play("generated/hole_chess.py", "--seed", "1", "--plies", "80")
    engine = reference("hole-chess.md")
    for move in printed["moves"].split():
        engine.push_san(move)
    assert printed["fen"] == engine.fen()
    assert printed["outcome"] == str(engine.outcome() or "*")


def test_random_game_says_what_is_missing():
    done = subprocess.run([sys.executable, RANDOM_GAME, "generated/nope.py"], cwd=ROOT,
                          capture_output=True, text=True)
    assert done.returncode == 1 and "no such file" in done.stderr

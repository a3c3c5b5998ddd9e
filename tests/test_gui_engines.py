"""`variantc uci` and `variantc xboard` as GUIs run them: python-chess's engine clients play
complete games of chess against them, and other variants are driven through the raw
protocols, every move checked against the reference interpreter."""

from __future__ import annotations

import os
import random
import subprocess
import sys

import chess
import chess.engine
import pytest

from tests.conftest import DEFINITIONS, ROOT
from tests.helpers import reference

COMMAND = [sys.executable, "-m", "variantc.cli"]


def command(protocol: str, name: str, level: str = "casual") -> list[str]:
    return [*COMMAND, protocol, str(DEFINITIONS / name), "--level", level]


def play_out(engine: chess.engine.SimpleEngine, board: chess.Board, plies: int) -> chess.Board:
    """The engine plays white to a depth of two, a seeded random mover black."""
    rng = random.Random(7)
    for _ in range(plies):
        if board.is_game_over(claim_draw=True):
            break
        if board.turn == chess.WHITE:
            board.push(engine.play(board, chess.engine.Limit(depth=2)).move)
        else:
            board.push(rng.choice(sorted(board.legal_moves, key=lambda m: m.uci())))
    return board


@pytest.mark.parametrize("protocol", ["uci", "xboard"])
def test_python_chess_plays_a_complete_game_with_the_engine(protocol):
    opener = (chess.engine.SimpleEngine.popen_uci if protocol == "uci"
              else chess.engine.SimpleEngine.popen_xboard)
    with opener(command(protocol, "chess.variant"), cwd=ROOT) as engine:
        board = play_out(engine, chess.Board("4k3/8/8/8/8/8/8/QQ2K3 w - - 0 1"), 120)
        assert board.is_checkmate() and board.turn == chess.BLACK, board.fen()
        mate_in_one = chess.Board("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1")
        assert engine.play(mate_in_one, chess.engine.Limit(depth=3)).move == chess.Move.from_uci(
            "a1a8")


def test_python_chess_reads_the_engines_thinking():
    with chess.engine.SimpleEngine.popen_uci(command("uci", "chess.variant"), cwd=ROOT) as engine:
        info = engine.analyse(chess.Board("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1"),
                              chess.engine.Limit(depth=3))
        assert info["score"].white() == chess.engine.Mate(1)
        assert info["pv"][0] == chess.Move.from_uci("a1a8") and info["nodes"] > 0


def converse(protocol: str, name: str, lines: list[str]) -> list[str]:
    done = subprocess.run(command(protocol, name, "novice"), cwd=ROOT, text=True,
                          input="\n".join(lines) + "\n", capture_output=True, timeout=120)
    assert done.returncode == 0, done.stderr
    return done.stdout.splitlines()


@pytest.mark.parametrize(("name", "moves"), [
    ("crazyhouse.variant", ["e2e4", "d7d5", "e4d5", "d8d5"]),
    ("hostage-chess.variant", ["e2e4", "d7d5", "e4d5"]),
    ("hole-chess.md", ["c3c4"]),
])
def test_uci_plays_variants_no_gui_knows(name, moves):
    out = converse("uci", name, ["uci", "isready", f"position startpos moves {' '.join(moves)}",
                                 "go depth 2"])
    assert out[-1].startswith("bestmove ")
    board = reference(name)
    for text in moves:
        board.push_uci(text)
    assert out[-1].split()[1] in {m.uci() for m in board.legal_moves}


def test_xboard_describes_and_plays_hole_chess():
    out = converse("xboard", "hole-chess.md", ["xboard", "protover 2", "new",
                                               "variant hole-chess", "sd 2", "usermove c3c4"])
    assert any(line.startswith("setup (") and " 7x10+0_fairy " in line for line in out)
    assert "piece B& BW" in out
    replies = [line.split()[1] for line in out if line.startswith("move ")]
    board = reference("hole-chess.md")
    board.push_uci("c3c4")
    assert len(replies) == 1 and replies[0] in {m.uci() for m in board.legal_moves}


def test_xboard_plays_crazyhouse_drops():
    out = converse("xboard", "crazyhouse.variant",
                   ["xboard", "protover 2", "new", "variant crazyhouse", "force", "usermove e2e4",
                    "usermove d7d5", "usermove e4d5", "usermove d8d5", "sd 2", "go"])
    replies = [line.split()[1] for line in out if line.startswith("move ")]
    board = reference("crazyhouse.variant")
    for text in ("e2e4", "d7d5", "e4d5", "d8d5"):
        board.push_uci(text)
    assert len(replies) == 1 and replies[0] in {m.uci() for m in board.legal_moves}


@pytest.mark.parametrize("protocol", ["uci", "xboard"])
def test_input_that_is_not_utf8_is_read_not_fatal(protocol):
    # Python reads standard input strictly under a UTF-8 locale: a GUI's stray byte must not
    # end the engine.
    ping = b"isready" if protocol == "uci" else b"ping 5"
    done = subprocess.run(command(protocol, "chess.variant", "novice"), cwd=ROOT,
                          input=b"\xff\xfe go\nfoo \xed\xa0\x80\n" + ping + b"\n",
                          capture_output=True, timeout=120,
                          env={**os.environ, "PYTHONIOENCODING": "utf-8"})
    assert done.returncode == 0 and done.stderr == b"", done.stderr.decode(errors="replace")
    lines = done.stdout.decode().splitlines()
    assert lines[-1] == ("readyok" if protocol == "uci" else "pong 5")
    assert "\ufffd\ufffd" in lines[-3] and all(line.isprintable() for line in lines)

"""The Duke of Rutland's chess (14x10, a triple pawn step, the stalemater loses): the compiled
engine and the reference against an independent generator.

tests/rutland/rules.py generates legal moves, FENs and endings from the rules (its docstring
names the sources) without reading the compiler or its definitions; tests/rutland/cases.py holds
positions worked out by hand, the start's moves among them. Fairy-Stockfish plays no board wider
than 12 files, so the generator is the outside judge: hand-worked moves, FENs and outcomes,
every ply of seeded random games (moves, FEN, outcome), and perft divided by first move; the
reference interpreter follows the same games.
"""

from __future__ import annotations

import random
from functools import cache

import pytest

import variantc
from tests.conftest import DEFINITIONS
from tests.helpers import variant
from tests.rutland import rules
from tests.rutland.cases import CASES, START_MOVES, Case
from tests.rutland.rules import START, Position
from variantc.tools import engines

SEEDS = range(6)
PLIES = 200
PERFT = [50, 2500, 135632, 7338952]  # counted by the generator; 50 and 2,500 also by hand


def playout(seed: int, plies: int = PLIES) -> list[tuple[Position, str | None]]:
    """A seeded random game, captures and pawn moves favoured so that games take in passing,
    promote and end."""
    rng = random.Random(f"rutland-{seed}")
    pos, line = Position(), []
    for _ in range(plies):
        legal = pos.legal_ucis()
        if not legal:
            break
        sharp = [m for m in legal if pos.board[rules.CELL[_target(m)]] is not None
                 or pos.board[rules.CELL[_origin(m)]] in ("P", "p")]
        move = rng.choice(sharp if sharp and rng.random() < 0.7 else legal)
        line.append((pos, move))
        pos = pos.push_uci(move)
    line.append((pos, None))
    return line


def _origin(move: str) -> str:
    return move[:3] if move[2].isdigit() else move[:2]


def _target(move: str) -> str:
    rest = move[len(_origin(move)):]
    return rest.rstrip("qrbncd") if rest[-1].isalpha() else rest


def _selected(case: Case, moves: list[str]) -> list[str]:
    origins = case.origins.split()
    return sorted(m for m in moves if not origins or _origin(m) in origins)


@cache
def engine():
    return variantc.load(DEFINITIONS / "rutland.variant")


def moves_of(board) -> list[str]:
    return sorted(m.uci() for m in board.legal_moves)


def ending(board) -> str | None:
    """The engine's outcome in the generator's words: a stalemate is a win for the side to
    move."""
    outcome = board.outcome()
    if outcome is None:
        return None
    name = outcome.termination.name
    if name == "STALEMATE":
        assert outcome.winner == board.turn  # the stalemated side wins
    return name.lower() if name in ("CHECKMATE", "STALEMATE") else f"other: {name}"


@pytest.mark.parametrize("case", [pytest.param(c, id=c.name) for c in CASES])
def test_the_engine_gives_the_hand_worked_moves(case):
    board = engine().Board(case.fen)
    assert board.fen() == case.fen
    fens = case.fens.split(";") if case.fens else []
    for i, move in enumerate(case.push.split()):
        board.push_uci(move)
        if i < len(fens):
            assert board.fen() == fens[i]
    assert _selected(case, moves_of(board)) == case.expected()
    assert ending(board) == case.outcome


def test_the_engine_starts_from_the_published_setup():
    board = engine().Board()
    assert board.fen() == START
    assert moves_of(board) == sorted(START_MOVES.split()) == Position().legal_ucis()


def test_playouts_take_in_passing_and_promote():
    moves = [(pos, m) for seed in SEEDS for pos, m in playout(seed) if m is not None]
    assert any(m[-1] in "qrbncd" for _, m in moves)
    assert any(pos.fen().split()[3] != "-" for pos, _ in moves)


@pytest.mark.parametrize("seed", SEEDS)
def test_the_engine_agrees_along_random_games(seed):
    board = engine().Board()
    for ply, (pos, move) in enumerate(playout(seed)):
        where = f"ply {ply} of game {seed}: {pos.fen()}"
        assert board.fen() == pos.fen(), where
        assert moves_of(board) == pos.legal_ucis(), where
        if ending(board) in (None, "checkmate", "stalemate"):
            assert ending(board) == rules.outcome(pos), where
        if move is not None:
            board.push_uci(move)


def test_the_reference_agrees_along_a_random_game():
    ref = engines.make(variant("rutland.variant"), "reference")
    for ply, (pos, move) in enumerate(playout(2, 60)):
        assert sorted(m.uci() for m in ref.legal_moves) == pos.legal_ucis(), f"ply {ply}"
        assert ref.fen() == pos.fen(), f"ply {ply}"
        if move is not None:
            ref.push_uci(move)


def engine_divide(fen: str, depth: int) -> dict[str, int]:
    board = engine().Board(fen)

    def count(depth: int) -> int:
        if depth == 1:
            return board.legal_moves.count()
        total = 0
        for move in list(board.legal_moves):
            board.push(move)
            total += count(depth - 1)
            board.pop()
        return total

    out = {}
    for move in list(board.legal_moves):
        board.push(move)
        out[move.uci()] = count(depth - 1) if depth > 1 else 1
        board.pop()
    return out


def _perft_fens() -> list[str]:
    return [START] + [playout(seed)[ply][0].fen() for seed in (0, 1) for ply in (20, 40)
                      if ply < len(playout(seed))]


def test_the_engines_perft_to_depth_2_and_from_the_start_to_3():
    for fen in _perft_fens():
        assert engine_divide(fen, 2) == rules.divide(Position(fen), 2), fen
    assert engine().Board().perft(3) == PERFT[2]


@pytest.mark.slow
def test_the_engines_perft_to_depth_3_and_from_the_start_to_4():
    for fen in _perft_fens():
        assert engine_divide(fen, 3) == rules.divide(Position(fen), 3), fen
    assert engine().Board().perft(4) == PERFT[3]

"""Grant Acedrex (definitions/grant-acedrex.variant): the compiled engine and the reference
against an independent generator.

tests/grant_acedrex/rules.py generates legal moves, FENs and results from the rules as
Wikipedia gives Cazaux's and Musser's reconstruction (its docstring names the sources),
written without reading the compiler or its definitions; tests/grant_acedrex/cases.py holds
positions worked out by hand: each piece alone on d4, the aanca and unicornio blocked on
their way, the king's leap, promotion by file, a check and a pin along a bent path, and the
endings (checkmate, stalemate and the bare king all lose). Fairy-Stockfish plays no bent rider,
so the generator is the outside judge: hand-worked moves, every ply of seeded games (moves,
FEN, result), and perft divided by first move; the reference follows the same games.
"""

from __future__ import annotations

import random
from functools import cache

import pytest

import variantc
from tests.conftest import DEFINITIONS
from tests.grant_acedrex import rules
from tests.grant_acedrex.cases import CASES, DISPUTED, START_MOVES
from tests.grant_acedrex.rules import START, Position
from tests.helpers import variant
from variantc.tools import engines

SEEDS = range(6)
PLIES = 160
PERFT = [59, 3481, 206209, 12200519]  # the generator's; 59 by hand, 3481 = 59 x 59


def playout(seed: int, plies: int = PLIES) -> list[tuple[Position, str | None]]:
    """A seeded random game, captures and pawn moves favoured so that games promote and end."""
    rng = random.Random(f"grant-acedrex-{seed}")
    pos, line = Position(), []
    for _ in range(plies):
        legal = pos.legal_ucis()
        if not legal or pos.outcome() is not None:
            break
        sharp = [m for m in legal if pos.board[rules.parse_uci(m)[1]] is not None
                 or (pos.board[rules.parse_uci(m)[0]] or "").upper() == "P"]
        move = rng.choice(sharp if sharp and rng.random() < 0.7 else legal)
        line.append((pos, move))
        pos = pos.push_uci(move)
    line.append((pos, None))
    return line


@cache
def engine():
    return variantc.load(DEFINITIONS / "grant-acedrex.variant")


def same(fen: str) -> list[str]:
    """A FEN less its halfmove clock: it counts toward a move limit, and Grant Acedrex has
    none, so variantc restarts it on captures only (no `reset-by` names pawns), where the
    generator restarts it on pawn moves too, as chess does."""
    fields = fen.split()
    return fields[:4] + fields[5:]


def moves_of(board) -> list[str]:
    return sorted(m.uci() for m in board.legal_moves)


def result(board) -> str | None:
    return None if board.outcome() is None else board.result()


def _origin(move: str) -> str:
    return move[:3] if move[2].isdigit() else move[:2]


@pytest.mark.parametrize("case", [pytest.param(c, id=c.name) for c in CASES])
@pytest.mark.parametrize("kind", ["compiled", "reference"])
def test_the_engines_give_the_hand_worked_moves(case, kind):
    board = engine().Board(case.fen) if kind == "compiled" else \
        engines.make(variant("grant-acedrex.variant"), "reference", case.fen)
    fens = case.fens.split(";") if case.fens else []
    for i, move in enumerate(case.push.split()):
        board.push_uci(move)
        if i < len(fens):
            assert same(board.fen()) == same(fens[i])
    moves = moves_of(board)
    if not case.origins:
        selected = moves
    else:
        selected = sorted(m for m in moves if _origin(m) in case.origins.split())
    if case.outcome is None or selected:  # a finished game's moves, where the case lists them
        assert selected == case.expected()
    assert result(board) == case.outcome


@pytest.mark.parametrize("case", [pytest.param(c, id=c.name) for c in DISPUTED])
def test_a_side_not_to_move_left_bare_loses_at_once(case):
    board = engine().Board(case.fen)
    assert result(board) == case.outcome


def test_the_engine_starts_from_the_published_setup():
    board = engine().Board()
    assert board.fen() == START
    assert moves_of(board) == sorted(START_MOVES.split()) == Position().legal_ucis()


def test_playouts_promote_and_end():
    games = [playout(seed) for seed in SEEDS]
    moves = [m for game in games for _, m in game if m is not None]
    assert any(m[-1] in "rluzca" for m in moves)  # a promotion
    assert any(game[-1][0].outcome() is not None for game in games)


@pytest.mark.parametrize("seed", [*SEEDS[:2], *(pytest.param(s, marks=pytest.mark.slow)
                                                for s in SEEDS[2:])])
def test_the_engine_agrees_along_random_games(seed):
    board = engine().Board()
    for ply, (pos, move) in enumerate(playout(seed)):
        where = f"ply {ply} of game {seed}: {pos.fen()}"
        assert same(board.fen()) == same(pos.fen()), where
        assert result(board) == pos.outcome(), where
        if pos.outcome() is None:  # a finished game has no moves (the generator lists them)
            assert moves_of(board) == pos.legal_ucis(), where
        if move is not None:
            board.push_uci(move)


def test_the_reference_agrees_along_a_random_game():
    ref = engines.make(variant("grant-acedrex.variant"), "reference")
    for ply, (pos, move) in enumerate(playout(2, 50)):
        assert moves_of(ref) == pos.legal_ucis(), f"ply {ply}"
        assert same(ref.fen()) == same(pos.fen()), f"ply {ply}"
        if move is not None:
            ref.push_uci(move)


def _perft_fens() -> list[str]:
    return [START] + [playout(seed)[ply][0].fen() for seed in (0, 1) for ply in (20, 40)
                      if ply < len(playout(seed))]


def test_the_engine_perft_to_depth_2_and_from_the_start_to_3():
    for fen in _perft_fens():
        board = engine().Board(fen)
        assert board.divide(2) == rules.divide(Position(fen), 2), fen
    assert engine().Board().perft(3) == PERFT[2]


@pytest.mark.slow
def test_the_engine_perft_from_the_start_to_4():
    assert engine().Board().perft(4) == PERFT[3]

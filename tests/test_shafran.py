"""Shafran's hexagonal chess (an irregular hexagon with slanted ranks, castling short and long on
both halves of the first row): the compiled engine and the reference against an independent
generator.

tests/shafran/rules.py generates legal moves, FENs and endings from the rules (its docstring
names the sources) without reading the compiler or its definitions; tests/shafran/cases.py
holds positions worked out by hand, the start's 42 moves among them. The engine built from
definitions/shafran.variant is checked against both: hand-worked moves, FENs and outcomes,
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
from tests.shafran import rules
from tests.shafran.cases import CASES, START_MOVES, Case
from tests.shafran.rules import START, Position
from variantc.tools import engines

SEEDS = range(6)
PLIES = 160
PERFT = [42, 1706, 75494, 3310230]  # counted by the generator; 42 also by hand (cases.py)


def playout(seed: int, plies: int = PLIES) -> list[tuple[Position, str | None]]:
    """A seeded random game, castling and pawn moves favoured so that games castle, take in
    passing and promote."""
    rng = random.Random(f"shafran-{seed}")
    pos, line = Position(), []
    for _ in range(plies):
        legal = pos.legal_ucis()
        if not legal:
            break
        special = [m for m in legal if _castles(pos, m) or m[-1] in "qrbn"
                   or pos.fen().split()[3] != "-" and m[2:] in pos.fen().split()[3]]
        move = rng.choice(special if special and rng.random() < 0.7 else legal)
        line.append((pos, move))
        pos = pos.push_uci(move)
    line.append((pos, None))
    return line


CASTLES = {"e1c1", "e1b1", "e1g3", "e1h4", "e10c8", "e10b7", "e10g10", "e10h10"}


def _castles(pos: Position, move: str) -> bool:
    """Whether the move is a castle: a king's move of one (a king's step never goes so far)."""
    return move in CASTLES and pos.board[rules.CELL[move[:3 if move[:3] == "e10" else 2]]] in "Kk"


def _selected(case: Case, moves: list[str]) -> list[str]:
    origins = case.origins.split()
    return sorted(m for m in moves if not origins or any(
        m.startswith(o) and not m[len(o)].isdigit() for o in origins))


@cache
def engine():
    return variantc.load(DEFINITIONS / "shafran.variant")


def moves_of(board) -> list[str]:
    return sorted(m.uci() for m in board.legal_moves)


def ending(board) -> str | None:
    """The engine's outcome in the generator's words (it leaves repetitions and the move
    limit out)."""
    outcome = board.outcome()
    if outcome is None:
        return None
    name = outcome.termination.name
    return name.lower() if name in ("CHECKMATE", "STALEMATE") else f"other: {name}"


def test_the_generators_perft_from_the_start():
    assert [rules.perft(Position(), d) for d in (1, 2)] == PERFT[:2]


def test_playouts_castle_take_in_passing_and_promote():
    moves = [(pos, m) for seed in SEEDS for pos, m in playout(seed) if m is not None]
    castled = {m for pos, m in moves if _castles(pos, m)}
    assert castled & {"e1c1", "e1g3"} and castled & {"e1b1", "e1h4"}  # short and long
    assert any(m.startswith("e10") for m in castled)
    assert any(m[-1] in "qrbn" for _, m in moves)
    assert any(pos.fen().split()[3] != "-" for pos, _ in moves)


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


def test_the_engine_reads_the_generators_fens():
    for seed in (0, 1):
        for pos, _ in playout(seed)[::7]:
            board = engine().Board(pos.fen())
            assert board.fen() == pos.fen()
            assert moves_of(board) == pos.legal_ucis(), pos.fen()


def test_the_reference_agrees_along_a_random_game():
    ref = engines.make(variant("shafran.variant"), "reference")
    for ply, (pos, move) in enumerate(playout(2, 100)):
        assert sorted(m.uci() for m in ref.legal_moves) == pos.legal_ucis(), f"ply {ply}"
        assert ref.fen() == pos.fen(), f"ply {ply}"
        if move is not None:
            ref.push_uci(move)


def test_two_castles_of_a_wing_are_written_as_the_kings_moves_in_san():
    """SAN writes O-O and O-O-O where a wing has one legal castle, the king's move where two:
    told apart as any two moves whose SAN would read the same are."""
    attacked = engine().Board("k4/4r1/7/r7/9/8R/8/7/6/R3K w KQ - 0 1")
    sans = {attacked.san(m): m.uci() for m in attacked.legal_moves if m.uci()[:2] == "e1"}
    assert sans["O-O-O"] == "e1c1" and sans["O-O"] == "e1g3"
    board = engine().Board("k4/6/7/8/9/8R/8/7/6/R3K w KQ - 0 1")
    castles = {board.san(m): m.uci() for m in board.legal_moves if _castles(rules.Position(
        board.fen()), m.uci())}
    assert castles == {"Kc1": "e1c1", "Kb1": "e1b1", "Kg3": "e1g3", "Kh4": "e1h4"}
    for san, uci in castles.items():
        assert board.parse_san(san).uci() == uci


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

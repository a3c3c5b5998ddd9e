"""Raumschach (5x5x5): the compiled engine and the reference against an independent generator.

tests/raumschach/rules.py generates legal moves from the published rules (its docstring names
the sources) without reading the compiler or its definitions; tests/raumschach/cases.py holds
positions whose moves were worked out by hand. The generator is checked against the
hand-worked positions, its mirror images and its perft; then the engine built from
definitions/raumschach.variant is checked against both: hand-worked moves and outcomes, the
legal moves and FEN after every ply of seeded random games, and perft divided by first move.
The reference interpreter follows the same games (a third reading of the rules).
"""

from __future__ import annotations

import random
from functools import cache

import pytest

import variantc
from tests.conftest import DEFINITIONS
from tests.helpers import variant
from tests.raumschach import rules
from tests.raumschach.cases import CASES, START, Case
from tests.raumschach.rules import Position
from tests.raumschach.selfcheck import mirror_uci
from variantc.tools import engines

SEEDS = range(4)
PLIES = 80
PERFT = [61, 3615, 237316]  # counted by the generator; 61 also by hand (cases.py)


def playout(seed: int, plies: int = PLIES) -> list[tuple[Position, str | None]]:
    """A seeded random game: each position with the move played from it (None at the end).
    Pawn moves and captures are favoured, so that games reach promotions on level E or A."""
    rng = random.Random(f"raumschach-{seed}")
    pos, line = Position(), []
    for _ in range(plies):
        legal = pos.legal_moves()
        if not legal:
            break
        pawn = [m for m in legal if pos.board[m[0]] in ("P", "p")]
        sharp = [m for m in legal if m[2] or pos.board[m[1]] is not None]
        pool = sharp if sharp and rng.random() < 0.7 else pawn if pawn and rng.random() < 0.6 else legal
        move = rng.choice(sorted(rules.uci(m) for m in pool))
        line.append((pos, move))
        pos = pos.push_uci(move)
    line.append((pos, None))
    return line


def _selected(case: Case, moves: list[str]) -> list[str]:
    origins = case.origins.split()
    return sorted(m for m in moves if not origins or any(m.startswith(o) for o in origins))


def _params():
    return [pytest.param(case, id=case.name) for case in CASES]


# -- the generator ------------------------------------------------------------------------------


@pytest.mark.parametrize("case", _params())
def test_the_generator_gives_the_hand_worked_moves(case):
    pos = Position(case.fen)
    assert pos.fen() == case.fen
    for move in case.push.split():
        pos = pos.push_uci(move)
    assert _selected(case, pos.legal_ucis()) == case.expected()
    assert rules.playable_outcome(pos) == case.outcome


def test_the_generators_perft_from_the_start():
    assert [rules.perft(Position(), d) for d in (1, 2)] == PERFT[:2]


def test_the_generator_is_symmetric_through_the_centre():
    for seed in SEEDS:
        for pos, _ in playout(seed, 30):
            image = rules.mirrored(pos)
            assert image.legal_ucis() == sorted(mirror_uci(m) for m in pos.legal_ucis())


def test_playouts_reach_captures_promotions_and_checks():
    seen = set()
    for seed in SEEDS:
        for pos, _ in playout(seed):
            if pos.in_check():
                seen.add("check")
            for m in pos.legal_moves():
                seen |= {"promotion"} if m[2] else set()
                seen |= {"capture"} if pos.board[m[1]] is not None else set()
    assert {"capture", "promotion", "check"} <= seen


# -- the compiled engine and the reference ------------------------------------------------------


@cache
def engine():
    return variantc.load(DEFINITIONS / "raumschach.variant")


def moves_of(board) -> list[str]:
    return sorted(m.uci() for m in board.legal_moves)


@pytest.mark.parametrize("case", _params())
def test_the_engine_gives_the_hand_worked_moves(case):
    board = engine().Board(case.fen)
    assert board.fen() == case.fen
    fens = case.fens.split(";") if case.fens else []
    for i, move in enumerate(case.push.split()):
        board.push_uci(move)
        if i < len(fens):
            assert board.fen() == fens[i]
    assert _selected(case, moves_of(board)) == case.expected()
    if case.outcome:
        outcome = board.outcome()
        assert outcome is not None and outcome.termination.name.lower() == case.outcome


def test_the_engine_starts_from_the_published_setup():
    board = engine().Board()
    assert board.fen() == START == rules.START
    assert moves_of(board) == Position().legal_ucis()


@pytest.mark.parametrize("seed", SEEDS)
def test_the_engine_agrees_along_random_games(seed):
    board = engine().Board()
    for ply, (pos, move) in enumerate(playout(seed)):
        where = f"ply {ply} of game {seed}: {pos.fen()}"
        assert board.fen() == pos.fen(), where
        assert moves_of(board) == pos.legal_ucis(), where
        if move is not None:
            board.push_uci(move)


def test_the_reference_agrees_along_a_random_game():
    ref = engines.make(variant("raumschach.variant"), "reference")
    for ply, (pos, move) in enumerate(playout(0, 40)):
        assert sorted(m.uci() for m in ref.legal_moves) == pos.legal_ucis(), f"ply {ply}"
        if move is not None:
            ref.push_uci(move)


def engine_divide(fen: str, depth: int) -> dict[str, int]:
    """perft by first move, with push and pop on one board."""
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
    return [START] + [playout(seed)[ply][0].fen() for seed in (0, 1) for ply in (20, 40)]


def test_the_engines_perft_to_depth_2():
    for fen in _perft_fens():
        assert engine_divide(fen, 2) == rules.divide(Position(fen), 2), fen


@pytest.mark.slow
def test_the_engines_perft_to_depth_3():
    for fen in _perft_fens():
        assert engine_divide(fen, 3) == rules.divide(Position(fen), 3), fen
    assert sum(engine_divide(START, 3).values()) == PERFT[2]

"""Alice chess (definitions/alice.variant, `transfer next-level`): both engines against the
independent generator of tests/alice (written on python-chess from the published rules alone),
its hand-worked cases, and each other."""

from __future__ import annotations

import random

import pytest

from tests.alice import alice
from tests.alice.cases import CASES, Case
from tests.helpers import compiled, reference, ucis
from variantc.runtime.outcome import Termination

ALICE = "alice.variant"
# Busy positions: castling both ways on level A, men on both levels, an en passant to take.
BUSY = ("8/8/8/8/8/8/8/8|r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1",
        "8/8/2n5/8/4P3/8/8/8|r1bqkbnr/pppp1ppp/8/8/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 2")


def test_perft_from_the_start_is_the_generators():
    board, pos = compiled(ALICE), alice.Position()
    assert [board.perft(d) for d in (1, 2, 3)] == [alice.perft(pos, d) for d in (1, 2, 3)]


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.name)
@pytest.mark.parametrize("engine", [compiled, reference])
def test_hand_worked_cases(engine, case: Case):
    board = engine(ALICE, case.fen)
    fens = case.fens.split(";") if case.fens else []
    for i, move in enumerate(case.push.split()):
        board.push_uci(move)
        if fens:
            assert board.fen() == fens[i], move
    assert ucis(board) == case.expected()
    if case.outcome is not None:
        assert board.result() == case.outcome


@pytest.mark.parametrize("engine", [compiled, reference])
def test_castling_letters_name_level_a(engine):
    """`K` is the rook on Ah1 though a rook stands on Bb1 (once read as the outermost rook of
    one long rank across both levels, dropping the right)."""
    fen = "8/8/8/8/8/8/8/1R6|rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/2BQKBNR w Kkq - 0 5"
    assert engine(ALICE, fen).fen() == fen


def _playouts(games: int, seed: int, every: int) -> dict[str, int]:
    """Seeded games: at every ply the compiled engine's moves and FEN equal the generator's,
    every `every` plies the reference's too; at the end, the same outcome."""
    rng = random.Random(seed)
    seen = {"level B": 0, "ended": 0, "captures": 0}
    for _ in range(games):
        board, pos = compiled(ALICE), alice.Position()
        for ply in range(150):
            moves = pos.legal_ucis()
            assert board.fen() == pos.fen(), [m.uci() for m in board.move_stack]
            assert ucis(board) == moves, board.fen()
            if ply % every == 0:
                ref = reference(ALICE, board.fen())
                assert ucis(ref) == moves and ref.fen() == board.fen()
            ended = board.outcome()
            if not moves:
                assert ended is not None and ended.result() == pos.outcome(), board.fen()
                seen["ended"] += 1
                break
            if ended is not None:  # chess's draws, which the generator leaves out
                assert ended.termination in (Termination.FIVEFOLD_REPETITION,
                                             Termination.SEVENTYFIVE_MOVES)
                break
            takes = [m for m in moves if board.is_capture(board.parse_uci(m))]
            move = rng.choice(takes if takes and rng.random() < 0.4 else moves)
            seen["level B"] += move.startswith("B")
            seen["captures"] += move in takes
            board.push_uci(move)
            pos = pos.push_uci(move)
    return seen


def test_seeded_playouts():
    seen = _playouts(3, 1953, every=10)
    assert seen["level B"] and seen["captures"]


@pytest.mark.slow
def test_many_seeded_playouts():
    seen = _playouts(60, 7, every=4)
    assert seen["ended"]


@pytest.mark.parametrize("depth", [2, pytest.param(3, marks=pytest.mark.slow)])
@pytest.mark.parametrize("fen", [None, *BUSY])
def test_both_engines_agree(fen, depth):
    assert compiled(ALICE, fen).divide(depth) == reference(ALICE, fen).divide(depth)

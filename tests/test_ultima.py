"""Ultima (definitions/ultima.variant, capture modes and freezing): both engines against the
independent generator of tests/ultima (written from the published rules alone), its
hand-worked positions and captures, and each other."""

from __future__ import annotations

import random

import pytest

from tests.helpers import compiled, reference, ucis
from tests.ultima import ultima
from tests.ultima.cases import CAPTURES, CASES, Case
from variantc.runtime.outcome import Termination

ULTIMA = "ultima.variant"


def _men(fen: str) -> dict[str, str]:
    """The men of a FEN's placement, by square name."""
    out = {}
    for r, row in enumerate(fen.split()[0].split("/")):
        f = 0
        for c in row:
            if c.isdigit():
                f += int(c)
            else:
                out["abcdefgh"[f] + str(8 - r)] = c
                f += 1
    return out


@pytest.mark.parametrize("engine", [compiled, reference])
def test_perft_from_the_start_is_the_generators(engine):
    board, pos = engine(ULTIMA), ultima.Position.from_fen()
    assert [board.perft(d) for d in (1, 2)] == [ultima.perft(pos, d) for d in (1, 2)]


@pytest.mark.slow
def test_perft_3_is_the_generators():
    assert compiled(ULTIMA).perft(3) == ultima.perft(ultima.Position.from_fen(), 3)


# A position needs a royal man a side in variantc (runtime.fen): the generator's kingless
# case is refused here, as a test of its own below.
KINGED = [c for c in CASES if "K" in c.fen.split()[0] and "k" in c.fen.split()[0]]


@pytest.mark.parametrize("case", KINGED, ids=lambda c: c.name)
@pytest.mark.parametrize("engine", [compiled, reference])
def test_hand_worked_cases(engine, case: Case):
    board = engine(ULTIMA, case.fen)
    fens = case.fens.split(";") if case.fens else []
    for i, move in enumerate(case.push.split()):
        board.push_uci(move)
        if fens:
            assert board.fen() == fens[i], move
    assert ucis(board) == case.expected()
    if case.outcome is not None:
        assert board.result() == case.outcome


TAKING = [c for c in CAPTURES if "K" in c[0].split()[0] and "k" in c[0].split()[0]]


@pytest.mark.parametrize("fen,move,taken", TAKING, ids=[f"{m}-{i}" for i, (_, m, _) in
                                                        enumerate(TAKING)])
@pytest.mark.parametrize("engine", [compiled, reference])
def test_hand_worked_captures(engine, fen, move, taken):
    board = engine(ULTIMA, fen)
    before = _men(fen)
    assert board.is_capture(board.parse_uci(move)) == bool(taken) or before.get(move[2:])
    board.push_uci(move)
    after = _men(board.fen())
    gone = sorted(sq for sq in before if after.get(sq) != before[sq] and sq != move[:2])
    assert gone == sorted(taken.split())


def test_a_side_without_its_king_is_refused():
    kingless = [c.fen for c in CASES if c not in KINGED] + [
        c[0] for c in CAPTURES if c not in TAKING]
    assert kingless
    for fen in kingless:
        with pytest.raises(ValueError, match="no royal man"):
            compiled(ULTIMA, fen)


def _playouts(games: int, seed: int, every: int) -> dict[str, int]:
    """Seeded games: at every ply the compiled engine's moves and FEN equal the generator's,
    its captures each move's, every `every` plies the reference's too; at the end, the same
    outcome."""
    rng = random.Random(seed)
    seen = {"ended": 0, "captures": 0, "check": 0}
    for _ in range(games):
        board, pos = compiled(ULTIMA), ultima.Position.from_fen()
        for ply in range(160):
            moves = pos.legal_ucis()
            assert board.fen() == pos.fen(), [m.uci() for m in board.move_stack]
            assert ucis(board) == moves, board.fen()
            assert board.is_check() == pos.in_check(), board.fen()
            seen["check"] += pos.in_check()
            if ply % every == 0:
                ref = reference(ULTIMA, board.fen())
                assert ucis(ref) == moves and ref.fen() == board.fen()
                for sq, man in board.piece_map().items():  # the men able to take each man
                    assert set(board.attackers(not man.color, sq)) == set(
                        ref.attackers(not man.color, sq)), (board.fen(), sq)
            ended = board.outcome()
            if not moves:
                assert ended is not None and ended.result() == pos.outcome(), board.fen()
                seen["ended"] += 1
                break
            if ended is not None:  # chess's draws, which the generator leaves out
                assert ended.termination in (Termination.FIVEFOLD_REPETITION,
                                             Termination.SEVENTYFIVE_MOVES)
                break
            takes = [m for m in moves if pos.captures(m)]
            assert takes == [m for m in moves if board.is_capture(board.parse_uci(m))], board.fen()
            move = rng.choice(takes if takes and rng.random() < 0.6 else moves)
            seen["captures"] += move in takes
            board.push_uci(move)
            pos = pos.push_uci(move)
    return seen


def test_seeded_playouts():
    seen = _playouts(1, 1962, every=20)
    assert seen["captures"] and seen["check"]


@pytest.mark.slow
def test_many_seeded_playouts():
    seen = _playouts(40, 1963, every=6)
    assert seen["ended"]


BUSY = ("2x1k3/1p1w1lp1/p1c3ip/3P4/2L1p3/P1X2W2/1P1C1PPP/I2K4 w - - 0 12",)


@pytest.mark.parametrize("depth", [1, pytest.param(2, marks=pytest.mark.slow)])
@pytest.mark.parametrize("fen", [None, *BUSY])
def test_both_engines_agree(fen, depth):
    assert compiled(ULTIMA, fen).divide(depth) == reference(ULTIMA, fen).divide(depth)

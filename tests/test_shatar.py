"""Shatar (definitions/shatar.variant) on both engines: which mates count (a shak, a check by a
knight, rook or bers, somewhere in the series of checks; a mate by knights alone lost by the
side that gives it), the bare king's draw, and the bers. Every expected outcome is
Fairy-Stockfish's (pyffish 0.0.90 `game_result`, for the side to move)."""

from __future__ import annotations

import pytest

from tests.helpers import compiled, reference, ucis
from variantc.tools import diff, engines

KINDS = engines.KINDS
NAME = "shatar.variant"
LOSS, DRAW, WIN = -1, 0, 1  # for the side to move, the mated side

# (position, moves, outcome for the side to move once played), each checked with pyffish
MATES = [
    ("6bk/7p/8/8/8/8/3B4/K7 w - - 0 1", ["d2c3"], DRAW),  # a bishop alone: no shak
    ("6bk/7p/6PB/8/8/8/8/K7 w - - 0 1", ["g6g7"], DRAW),  # a pawn's check is no shak
    ("6rk/6pp/8/4N3/8/8/8/K7 w - - 0 1", ["e5f7"], WIN),  # a knight's mate: the mater loses
    ("7k/6pp/8/8/8/8/8/KR6 w - - 0 1", ["b1b8"], LOSS),  # the rook's mate is a shak
    ("7k/6pp/8/8/8/8/8/KJ6 w - - 0 1", ["b1b8"], LOSS),  # so is the bers's
    ("6b1/6kp/8/8/8/8/3B4/KR6 w - - 0 1", ["b1b7", "g7h8", "d2c3"], LOSS),  # rook, then bishop
    ("6b1/6kp/8/8/8/8/3B4/KR6 w - - 0 1", ["b1b2", "g7h8", "d2c3"], DRAW),  # no check before
    ("6b1/6kp/8/8/3N4/8/3B4/K7 w - - 0 1", ["d4f5", "g7h8", "d2c3"], LOSS),  # knight's shak
    ("6b1/6kp/8/7P/8/8/3B4/K7 w - - 0 1", ["h5h6", "g7h8", "d2c3"], DRAW),  # a pawn's: none
    ("6b1/1R4kp/8/8/8/8/3B4/K7 b - - 0 1", ["g7h8", "d2c3"], LOSS),  # in check at the start
]


def engine(kind: str, fen: str | None = None):
    return compiled(NAME, fen) if kind == "compiled" else reference(NAME, fen)


def for_side_to_move(e) -> int | None:
    o = e.outcome()
    if o is None:
        return None
    return DRAW if o.winner is None else (WIN if o.winner == e.turn else LOSS)


@pytest.mark.parametrize("fen", [None] + [fen for fen, _, _ in MATES[:3]])
def test_compiled_and_reference_agree(fen):
    found = diff.perft(lambda f: engine("reference", f), lambda f: engine("compiled", f), fen, 2)
    assert found is None, found.report()


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize(("fen", "moves", "outcome"), MATES)
def test_which_mates_count(kind, fen, moves, outcome):
    e = engine(kind, fen)
    for m in moves:
        e.push_uci(m)
    assert ucis(e) == []
    assert for_side_to_move(e) == outcome


@pytest.mark.parametrize("kind", KINDS)
def test_the_start_and_the_bers(kind):
    e = engine(kind)
    assert len(ucis(e)) == 20  # no double steps; the bers steps d1d2 or slides d1d3
    assert "d1d2" in ucis(e) and "d1d3" in ucis(e)
    bers = [m for m in ucis(engine(kind, "7k/7p/8/8/8/8/3J4/K7 w - - 0 1")) if m[:2] == "d2"]
    assert bers == ["d2a2", "d2b2", "d2c1", "d2c2", "d2c3", "d2d1", "d2d3", "d2d4", "d2d5",
                    "d2d6", "d2d7", "d2d8", "d2e1", "d2e2", "d2e3", "d2f2", "d2g2", "d2h2"]


@pytest.mark.parametrize("kind", KINDS)
def test_a_bare_king_draws_at_once(kind):
    for fen in ("7k/8/8/8/8/8/r7/2K5 w - - 0 1", "7k/8/8/8/8/8/r7/2K5 b - - 0 1"):
        e = engine(kind, fen)
        assert ucis(e) == [] and for_side_to_move(e) == DRAW

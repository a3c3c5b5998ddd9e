"""Moves kept within a zone (`moves BETZA within ZONE`): Janggi's palace diagonals.

The men of tests/data/janggi-moves.variant move as Fairy-Stockfish's janggi moves them along
the palaces' diagonal lines: the general and the advisors step along them, the soldiers step
forward along them in the enemy palace, the chariots ride them and the cannons jump along
them. Expected moves come from pyffish (its pass, a move from the general's square to itself,
left out: that definition has none); both engines must list exactly those.
"""

from __future__ import annotations

import pytest

from tests.helpers import variant
from variantc.tools import engines

pyffish = pytest.importorskip("pyffish", reason="pyffish is not installed")

NAME = "../tests/data/janggi-moves.variant"
POSITIONS = [
    # a chariot on a corner of the enemy palace, an advisor on its centre, a soldier on the
    # centre of its own palace (so it steps to the far corners)
    "5k3/4a4/3R5/9/9/9/9/5c3/4PK3/3A5 w - - 0 1",
    # soldiers in the enemy palace: on two corners and on a side square
    "4k4/5P3/3P1P3/9/9/9/9/9/9/3K5 w - - 0 1",
    # Black: a cannon jumps the palace's centre to a corner; the chariot rides a diagonal
    # until a man stops it; the general steps along the diagonals
    "3k5/9/5r3/9/9/9/9/3c5/4N4/4K4 b - - 0 1",
    # the general on a corner, in check along the diagonal from a chariot on the centre
    "5k3/4R4/9/9/9/9/9/9/9/3K5 b - - 0 1",
    # a cannon's check along a diagonal, over the centre; the screen may not step off it
    "3k5/4n4/5C3/9/9/9/9/9/9/4K4 b - - 0 1",
]


def _fairy(fen: str) -> list[str]:
    moves = pyffish.legal_moves("janggi", fen, [])
    return sorted(m for m in moves if m[: len(m) // 2] != m[len(m) // 2:])  # no pass


@pytest.mark.parametrize("kind", ["compiled", "reference"])
@pytest.mark.parametrize("fen", POSITIONS)
def test_palace_diagonals_as_fairy_stockfish_moves_them(fen: str, kind: str) -> None:
    engine = engines.make(variant(NAME), kind, fen)
    assert sorted(m.uci() for m in engine.legal_moves) == _fairy(fen)

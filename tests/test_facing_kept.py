"""Facing that may not be kept (`forbid facing-kept`): Janggi's bikjang, as Fairy-Stockfish
plays it. While the generals face on an open file, no move but the pass may leave them facing;
a move may still bring them face to face.

tests/data/janggi-bikjang.variant is Janggi's men with the pass and this rule. Expected moves
come from pyffish; both engines must list exactly those. No position here follows a pass or
a facing position (that ends Fairy-Stockfish's game, which the definition does not do yet).
"""

from __future__ import annotations

import pytest

from tests.helpers import variant
from variantc.tools import engines

pyffish = pytest.importorskip("pyffish", reason="pyffish is not installed")

NAME = "../tests/data/janggi-bikjang.variant"
POSITIONS = [
    # facing generals alone: the pass and the steps off the file (d1d1 d1e1 d1e2)
    "3k5/9/9/9/9/9/9/9/9/3K5 w - - 0 1",
    # a chariot may block the file along the palace's diagonal; it may not leave it open
    "3k5/9/9/9/9/9/9/9/9/3K1R3 w - - 0 1",
    # Black to move, facing: its general steps off, or it passes
    "3k5/9/9/9/9/9/9/9/9/3K1R3 b - - 0 1",
    # facing with a chariot beside each general
    "3k5/3r5/9/9/9/9/9/9/9/3K1R3 w - - 0 1",
    # not facing: the general may step onto the open file, face to face
    "3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1",
    # a cannon stands between: not facing, so it may leave the file and start the facing
    "3k5/9/9/9/9/9/9/9/3C5/3K5 w - - 0 1",
    # facing, and in check from the horse on e5: the pass is still legal
    "9/2n1ak3/7r1/P3b4/4p1pp1/4n3P/1R4PRB/5K2N/2C6/bNB1A4 w - - 9 56",
    "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1",
]


@pytest.mark.parametrize("kind", ["compiled", "reference"])
@pytest.mark.parametrize("fen", POSITIONS)
def test_facing_generals_as_fairy_stockfish_moves_them(fen: str, kind: str) -> None:
    engine = engines.make(variant(NAME), kind, fen)
    assert sorted(m.uci() for m in engine.legal_moves) == sorted(pyffish.legal_moves("janggi", fen, []))

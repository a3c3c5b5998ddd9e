"""Xiangqi's two rules that the language gained for it, pinned by hand-checked positions (the
moves are Fairy-Stockfish's, through pyffish 0.0.90): moves made only from a zone
(`moves sW in across`, the soldier past the river), and `forbid facing` (the flying general).
Both engines must give exactly these moves, and a stalemated side loses."""

from __future__ import annotations

import pytest

from tests.helpers import ucis, variant
from variantc.tools import engines

XIANGQI = variant("xiangqi.variant")

# (FEN, every legal move): each checked against pyffish.legal_moves('xiangqi', FEN, [])
CASES = [
    # the cannon between the generals is pinned to the e-file (with no screen, it takes nothing)
    ("4k4/9/9/9/4C4/9/9/9/9/4K4 w - - 0 1",
     ["e1d1", "e1e2", "e1f1", "e6e2", "e6e3", "e6e4", "e6e5", "e6e7", "e6e8", "e6e9"]),
    # the white general may not step onto Black's open d-file
    ("3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1", ["e1e2", "e1f1"]),
    # a soldier past the river steps sideways too ...
    ("3k5/9/9/9/4P4/9/9/9/9/4K4 w - - 0 1", ["e1e2", "e1f1", "e6d6", "e6e7", "e6f6"]),
    # ... one before it only forward
    ("3k5/9/9/9/9/4P4/9/9/9/4K4 w - - 0 1", ["e1e2", "e1f1", "e5e6"]),
    # White's soldier on d9 checks: taking it is Black's only move, e10 facing White's general
    ("3k5/3P5/9/9/9/9/9/9/9/4K4 b - - 0 1", ["d10d9"]),
]


@pytest.mark.parametrize("kind", engines.KINDS)
@pytest.mark.parametrize(("fen", "moves"), CASES)
def test_the_legal_moves_are_fairy_stockfishs(kind, fen, moves):
    assert sorted(ucis(engines.make(XIANGQI, kind, fen))) == sorted(moves)


@pytest.mark.parametrize("kind", engines.KINDS)
def test_a_stalemated_side_loses(kind):
    # Black's general on d10, not in check, cannot move: the chariot holds d9 and e10
    e = engines.make(XIANGQI, kind, "3k5/4R4/9/9/9/9/9/9/9/5K3 b - - 0 1")
    assert ucis(e) == []
    outcome = e.outcome()
    assert outcome is not None and outcome.winner is True  # 1-0: pyffish scores it -32000

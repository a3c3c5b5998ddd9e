"""Men a piece leaves alone: `never-over` and `never-takes`, on Janggi's cannon.

The cannon of tests/data/janggi-moves.variant, as Fairy-Stockfish's janggi moves it: it jumps
exactly one man, never a cannon (of either side), and never captures a cannon; a cannon behind
a cannon gives no check. Expected moves come from pyffish (its pass left out: that definition
has none); both engines must list exactly those.
"""

from __future__ import annotations

import pytest

from tests.helpers import variant
from variantc.tools import engines

pyffish = pytest.importorskip("pyffish", reason="pyffish is not installed")

NAME = "../tests/data/janggi-moves.variant"
POSITIONS = [
    # two white cannons and a black one on the e-file: none may jump or take another
    "4k4/9/4c4/9/9/4C4/9/4C4/9/3K5 w - - 0 1",
    # Black: a cannon jumps a soldier along the rank; the one between two white cannons is stuck
    "4k4/9/4C4/9/4c4/4C4/9/1c2P4/9/3K5 b - - 0 1",
    # the cannon may not take the cannon in front of it, nor jump it
    "4k4/4c4/9/9/9/4C4/9/9/9/3K5 w - - 0 1",
    # no check along the palace diagonal over a cannon ...
    "3k5/4c4/5C3/9/9/9/9/9/9/4K4 b - - 0 1",
    # ... but over a soldier, check: the general takes the screen
    "3k5/4P4/5C3/9/9/9/9/9/9/4K4 b - - 0 1",
    # the start: no cannon may jump the cannon in front of it
    "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1",
]


def _fairy(fen: str) -> list[str]:
    moves = pyffish.legal_moves("janggi", fen, [])
    return sorted(m for m in moves if m[: len(m) // 2] != m[len(m) // 2:])  # no pass


@pytest.mark.parametrize("kind", ["compiled", "reference"])
@pytest.mark.parametrize("fen", POSITIONS)
def test_cannon_spares_cannons_as_fairy_stockfish_does(fen: str, kind: str) -> None:
    engine = engines.make(variant(NAME), kind, fen)
    assert sorted(m.uci() for m in engine.legal_moves) == _fairy(fen)

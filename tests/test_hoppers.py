"""Grasshopper checks that a move makes or unmakes by moving a screen or the man past it: each
position's legal moves are Fairy-Stockfish's, on the compiled engine and the reference.

The compiled engine tests a move in full only where it can change a hop onto the king
(`near_<side>` in the royalty template); these positions put a man on each of those squares.
"""

from __future__ import annotations

import pytest

from tests.helpers import compiled, reference, ucis

pyffish = pytest.importorskip("pyffish", reason="pyffish is not installed")

POSITIONS = [
    # The screen e2 is filled, the rook on e4 is the first man past it, a grasshopper on e7
    # the second: the rook may not leave the file, it may move along it.
    "4k3/4g3/8/8/4R3/8/4N3/4K3 w - - 0 1",
    # The screen is empty and the first man past it is a grasshopper: nothing may fill e2.
    "4k3/8/8/4g3/8/8/8/2N1KB2 w - - 0 1",
    # The screen is empty, the rook past it shields a grasshopper: the rook may not fill it.
    "4k3/4g3/8/8/4R3/8/8/4K3 w - - 0 1",
    # The same on a diagonal: a pawn past an enemy screen, a bishop that may not fill d2.
    "4k3/8/8/8/1g6/2P5/3p4/4K3 w - - 0 1",
    "4k3/8/8/g7/8/2B5/8/4K3 w - - 0 1",
    # Black to move, the lines through its king.
    "4k3/4n3/8/4r3/8/8/4G3/4K3 b - - 0 1",
    "3bk1n1/8/8/8/4G3/8/8/4K3 b - - 0 1",
]


@pytest.mark.parametrize("make", (compiled, reference), ids=("compiled", "reference"))
@pytest.mark.parametrize("fen", POSITIONS)
def test_moves_near_a_hop_onto_the_king_are_fairy_stockfishs(make, fen):
    assert ucis(make("grasshopper.variant", fen)) == sorted(pyffish.legal_moves("grasshopper", fen, []))

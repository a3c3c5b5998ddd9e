"""SAN tells an origin apart by its whole file name, never by the name's first character: on a
board past z a file is two letters (`aa`), and the rank is what follows them (hand-written
positions on a 30-file board of tests/bigboard.py's chess)."""

from __future__ import annotations

import pytest

from tests.bigboard import definition
from tests.helpers import definition as load
from variantc.tools import engines

EMPTY = "30"


def _fen(*rows: str) -> str:
    """Six ranks, the eighth rank first, White to move, no rights."""
    return "/".join(rows) + " w - - 0 1"


@pytest.fixture(scope="module")
def variant(tmp_path_factory):
    return load(tmp_path_factory.mktemp("wide"), definition(30, 6), "wide.variant")


@pytest.mark.parametrize("kind", ["compiled", "reference"])
@pytest.mark.parametrize(("fen", "uci", "san"), [
    # rooks on aa1 and ac1 both reach ab1: the file aa tells them apart
    (_fen("k29", EMPTY, EMPTY, EMPTY, "K29", "26R1R1"), "aa1ab1", "Raaab1"),
    # rooks on aa1 and aa3 both reach aa2: one file, so the rank 1
    (_fen("k29", EMPTY, EMPTY, "26R3", "K29", "26R3"), "aa1aa2", "R1aa2"),
    # a pawn of the file ab takes on aa3: the capture names its file ab
    (_fen("k29", EMPTY, EMPTY, "26r3", "K26P2", EMPTY), "ab2aa3", "abxaa3"),
])
def test_san_names_a_two_letter_file(variant, kind, fen, uci, san):
    board = engines.make(variant, kind, fen)
    move = board.parse_uci(uci)
    assert board.san(move) == san
    assert board.parse_san(san) == move

"""Castling rights read from a FEN: only rights the board can have, on both engines."""

from __future__ import annotations

import pytest

from tests.helpers import compiled, definition, reference, ucis
from variantc.tools import engines

ENGINES = {"compiled": compiled, "reference": reference}


@pytest.mark.parametrize("kind", ENGINES)
def test_a_king_named_by_its_file_is_not_a_queenside_right(kind):
    """Hostage chess writes an unmoved king without rights by its file ('E'): not a right."""
    engine = ENGINES[kind]("hostage-chess.variant", "r3k2r/8/8/8/8/8/8/R3K3[///] w E - 0 1")
    assert "e1c1" not in ucis(engine)
    assert engine.fen().split()[2] == "E"


SHORT = """variant "Short castling"
board 6x6
piece K king moves K royal
piece R rook moves R
castling king K rook R slide 3
setup "2k2r/6/6/6/6/2K2R w - - 0 1"
"""


@pytest.mark.parametrize("kind", ["compiled", "reference"])
def test_a_fen_right_whose_slide_reaches_the_corner_is_dropped(tmp_path, kind):
    """The setup grants no right (E704 would refuse one); a FEN's K cannot make the castle."""
    variant = definition(tmp_path, SHORT)
    engine = engines.make(variant, kind, "2k2r/6/6/6/6/2K2R w Kk - 0 1")
    assert engine.fen().split()[2] == "-"
    assert "c1f1" not in ucis(engine)

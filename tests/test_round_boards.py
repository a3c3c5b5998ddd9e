"""Round boards: `round-files` closes the files into a cylinder, `round-ranks` the ranks into a
ring. Moves worked out by hand on the boards drawn in each case, for both engines; the ring's
picture is one annular sector per cell, and the seam's links are not drawn as lines."""

from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest

from tests.helpers import definition, ucis
from variantc.tools import engines, picture

SVG = "{http://www.w3.org/2000/svg}"
PIECES = ("piece K king moves K royal\n"
          "piece R rook moves R\n"
          "piece N knight moves N\n"
          "checkmate loses\n")

CASES = [
    # A rook on d4 of an 8x8 cylinder: its rank goes round (e4 ... h4, a4 ... c4), its file not.
    ("8x8 round-files", "7k/8/8/8/3R4/8/8/K7 w - - 0 1", "d4",
     [f"d4{f}4" for f in "abcefgh"] + [f"d4d{r}" for r in (1, 2, 3, 5, 6, 7, 8)]),
    # A knight on h1 leaps across the seam to a3 and b2, and on the board to f2 and g3.
    ("8x8 round-files", "7k/8/8/8/8/8/8/K6N w - - 0 1", "h1", ["h1a3", "h1b2", "h1f2", "h1g3"]),
    # A king on h5 steps east to a4, a5 and a6.
    ("8x8 round-files", "k7/8/8/7K/8/8/8/8 w - - 0 1", "h5",
     ["h5a4", "h5a5", "h5a6", "h5g4", "h5g5", "h5g6", "h5h4", "h5h6"]),
    # A rook on b3 of a 4x8 ring goes round its file to b2 the long way, and stops at a man.
    ("4x8 round-ranks", "k3/4/4/4/4/1R2/4/3K w - - 0 1", "b3",
     [f"b3b{r}" for r in (1, 2, 4, 5, 6, 7, 8)] + ["b3a3", "b3c3", "b3d3"]),
    # A black man on b5 is taken from below; a white one on b8 stops the way round from above.
    ("4x8 round-ranks", "kN2/4/4/1n2/4/1R2/4/3K w - - 0 1", "b3",
     ["b3b1", "b3b2", "b3b4", "b3b5", "b3a3", "b3c3", "b3d3"]),
]


@pytest.mark.parametrize("kind", ("compiled", "reference"))
@pytest.mark.parametrize(("board", "fen", "origin", "expected"), CASES)
def test_moves_go_round(tmp_path, kind, board, fen, origin, expected):
    variant = definition(tmp_path, f"board {board}\n{PIECES}setup \"{fen}\"\n")
    engine = engines.make(variant, kind, fen)
    assert [m for m in ucis(engine) if m.startswith(origin)] == sorted(expected)


def test_a_ring_is_drawn_as_one_sector_per_cell(tmp_path):
    fen = "k3/4/4/4/4/1R2/4/3K w - - 0 1"
    variant = definition(tmp_path, f"board 4x8 round-ranks\n{PIECES}setup \"{fen}\"\n")
    engine = engines.make(variant, "compiled", fen)
    root = ET.fromstring(picture.svg(picture.scene(engine._notation, fen)))
    sectors = [p.get("data-square") for p in root.iter(f"{SVG}path") if "cell" in p.get("class", "")]
    assert sorted(sectors) == sorted(f"{f}{r}" for f in "abcd" for r in range(1, 9))
    assert not list(root.iter(f"{SVG}line"))  # the seam is the ring itself, no link drawn

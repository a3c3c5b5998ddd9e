"""Hexagons whose sides differ (`board hexagon N L R`) and slanted ranks (`slanted-ranks`), and
castling along a hexagonal board's lines: the shapes and names against the published boards,
and a hand-worked board of another shape through both engines."""

from __future__ import annotations

import pytest

from tests.helpers import definition, ucis
from tests.shafran import rules as shafran
from variantc import pipeline
from variantc.tools import engines

# chessvariants.org (rules/shafrans-hexagonal-chess): "five spaces on four sides and six on the
# other two", 70 cells; greenchess.net: files a-i, White's rooks on a1 and i5, the king on e1,
# the lowest cell; Black's king on e10, the highest.
SHAFRAN_FILES = "a1-a6 b1-b7 c1-c8 d1-d9 e1-e10 f2-f10 g3-g10 h4-h10 i5-i10"

BOARD = """
board hexagon {shape}
piece K king moves K royal
piece P pawn moves fmW promotes in rank {last} to K
setup "{fen}"
"""


def _board(tmp_path, shape: str, fen: str, last: int = 10):
    return definition(tmp_path, BOARD.format(shape=shape, fen=fen, last=last)).board.topology()


def _files(topo) -> str:
    cells = [c for c in topo.squares]
    by_file: dict[int, list[int]] = {}
    for c in cells:
        by_file.setdefault(topo.coords(c)[0], []).append(topo.number(c))
    return " ".join(f"{topo.file_letters(f)}{min(n)}-{topo.file_letters(f)}{max(n)}"
                    for f, n in sorted(by_file.items()))


def test_shafrans_board_has_its_published_cells_and_names(tmp_path):
    topo = _board(tmp_path, "6 5 5 slanted-ranks", "4k/6/7/8/9/9/8/7/6/4K w - - 0 1")
    assert len(topo.squares) == 70 == len(shafran.NAMES)
    assert _files(topo) == SHAFRAN_FILES
    assert sorted(topo.name(c) for c in topo.squares) == sorted(shafran.NAMES)
    assert [topo.name(c) for c in topo.rank_cells(1)] == "a1 b1 c1 d1 e1".split()
    assert [topo.name(c) for c in topo.rank_cells(10)] == "e10 f10 g10 h10 i10".split()


def test_the_slanted_ranks_are_straight_lines_of_cells(tmp_path):
    """A rank of Shafran's board is a line down to the right: each cell's lower right
    neighbour (the generator's (q+1, n)) is the next cell of its rank."""
    topo = _board(tmp_path, "6 5 5 slanted-ranks", "4k/6/7/8/9/9/8/7/6/4K w - - 0 1")
    for number in range(1, 11):
        row = [topo.name(c) for c in topo.rank_cells(number)]
        for a, b in zip(row, row[1:], strict=False):
            q, n = shafran.COORDS[shafran.CELL[a]]
            assert shafran.INDEX.get((q + 1, n)) == shafran.CELL[b], (a, b)


def test_without_slanted_ranks_the_same_hexagon_counts_up_each_file(tmp_path):
    topo = _board(tmp_path, "6 5 5", "k/3/5/7/9/9/9/9/9/4K4 w - - 0 1")
    assert _files(topo) == "a1-a6 b1-b7 c1-c8 d1-d9 e1-e10 f1-f9 g1-g8 h1-h7 i1-i6"


def test_a_regular_hexagon_is_its_three_sides_alike(tmp_path):
    fen = "k/3/5/7/9/11/11/11/11/11/5K5 w - - 0 1"
    one = _board(tmp_path, "6", fen, 11)
    three = _board(tmp_path, "6 6 6", fen, 11)
    assert (one.origins, one.heights, one.squares) == (three.origins, three.heights, three.squares)


def test_a_lopsided_hexagon_moves_alike_in_both_engines(tmp_path):
    """`hexagon 3 2 4 slanted-ranks`: files a-e of 3, 4, 4, 4, 3 cells, ranks of 2, 3, 4, 4, 3
    and 2 cells; worked by hand."""
    fen = "1k/3/4/2K1/3/2 w - - 0 1"
    v = definition(tmp_path, BOARD.format(shape="3 2 4 slanted-ranks", last=6, fen=fen))
    assert _files(v.board.topology()) == "a1-a3 b1-b4 c2-c5 d3-d6 e4-e6"
    # The king on c3 (file 2, number 3) touches c4 c2 d3 b3 d4 b2 through its sides and d5 b4
    # e4 b1 a2 through its corners (d2 is off the board); the black king on e6 covers d4 d5.
    want = sorted(f"c3{t}" for t in "c4 c2 d3 b3 b2 b4 e4 b1 a2".split())
    for kind in engines.KINDS:
        engine = engines.make(v, kind)
        assert engine.fen() == fen
        assert ucis(engine) == want, kind


@pytest.mark.parametrize("shape, what", [("14 2 2", "sides 14 2 2"), ("6 1 5", "sides 6 1 5"),
                                         ("14", "side 14")])
def test_a_hexagon_too_big_is_e303(tmp_path, shape, what):
    path = tmp_path / "big.variant"
    path.write_text(BOARD.format(shape=shape, fen="k w - - 0 1", last=2))
    loaded = pipeline.load(path)
    assert [(d.code.name, what in d.message) for d in loaded.diagnostics] == [("E303", True)]

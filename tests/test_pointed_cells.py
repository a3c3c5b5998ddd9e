"""Hexagonal cells with a corner toward each player (`pointed`), and rhombi of hexagonal cells
(`board FxR hexagonal`): moves worked out by hand on the lattice as drawn, through both
engines; direction letters read as the mover sees the board; names, FEN rows, castling along
the rank, and the pictures' cells.

On a pointed board the ranks are level rows, each half a cell right of the one below
(runtime.hexagonal.centre): a cell (file f, rank n) touches f±1 on its rank, and on the ranks
above (f, n+1) up and right, (f-1, n+1) up and left; the cell straight above it, through its
top corner, is (f-1, n+2).
"""

from __future__ import annotations

import re

import pytest

from tests.helpers import definition, ucis
from variantc import pipeline
from variantc.tools import engines, picture

BOARD = """
board {board}
piece K king moves K royal
piece R rook moves R
piece X mover moves {moves}
{extra}
setup "{fen}"
"""


def _both(tmp_path, board: str, fen: str, moves: str = "W", extra: str = "") -> list:
    v = definition(tmp_path, BOARD.format(board=board, fen=fen, moves=moves, extra=extra))
    return [engines.make(v, kind) for kind in engines.KINDS]


def _moves_of(engine, origin: str) -> list[str]:
    return sorted(m for m in ucis(engine) if re.match(f"{origin}[a-z]", m))


def test_a_rook_and_a_king_on_a_pointed_rhombus(tmp_path):
    """9x9, rook on d5: five cells east, three west, four up to the right (d6-d9), three up to
    the left (c6 b7 a8), four down to the left (d4-d1), four down to the right (e4 f3 g2 h1).
    The king on e1 touches d1 f1 e2 d2 and, through its corners, f2 d3 c2."""
    for engine in _both(tmp_path, "9x9 hexagonal pointed", "4k4/9/9/9/3R5/9/9/9/4K4 w - - 0 1"):
        assert _moves_of(engine, "d5") == sorted(f"d5{t}" for t in (
            "e5 f5 g5 h5 i5 c5 b5 a5 d6 d7 d8 d9 c6 b7 a8 d4 d3 d2 d1 e4 f3 g2 h1".split()))
        assert _moves_of(engine, "e1") == sorted(f"e1{t}" for t in "d1 f1 e2 d2 f2 d3 c2".split())


@pytest.mark.parametrize("moves, targets", [
    ("fW", "e5 d5"),      # the two steps obliquely forward: no side faces straight ahead
    ("fF", "d6"),         # straight ahead, through the top corner
    ("sW", "d4 f4"),      # along the rank
    ("bW", "e3 f3"),
    ("fsF", "f5 c5"),     # the diagonals forward and aside, 30 degrees above the rank
    ("N", "g5 h3 f6 d7 c7 b6 b5 c3 d2 f1 g1 h2"),  # two steps on, one turned 60 degrees
])
def test_direction_letters_read_the_pointed_board_as_drawn(tmp_path, moves, targets):
    for engine in _both(tmp_path, "9x9 hexagonal pointed", "8k/9/9/9/9/4X4/9/9/K8 w - - 0 1",
                        moves):
        assert _moves_of(engine, "e4") == sorted(f"e4{t}" for t in targets.split()), moves


def test_on_a_rhombus_with_sides_toward_the_players_a_file_runs_straight_up(tmp_path):
    for engine in _both(tmp_path, "5x5 hexagonal", "4k/5/2X2/5/K4 w - - 0 1", "fW fF"):
        # c3: straight up c4; through the two forward corners, d4 (1, 1) and b5 (-1, 2)
        assert _moves_of(engine, "c3") == ["c3b5", "c3c4", "c3d4"]


def test_a_pointed_hexagon_numbers_its_level_rows(tmp_path):
    """`hexagon 3 pointed`: the level rows of 3, 4, 5, 4 and 3 cells are the ranks; a file
    climbs to the right, from its lowest cell's rank."""
    v = definition(tmp_path, BOARD.format(board="hexagon 3 pointed", moves="W", extra="",
                                          fen="1k1/4/5/4/K2 w - - 0 1"))
    topo = v.board.topology()
    assert [[topo.name(c) for c in row] for row in topo.rows] == [
        "a5 b5 c5".split(), "a4 b4 c4 d4".split(), "a3 b3 c3 d3 e3".split(),
        "b2 c2 d2 e2".split(), "c1 d1 e1".split()]


def test_castling_on_a_pointed_board_goes_along_the_rank(tmp_path):
    castling = "castling king K rook R slide 2"
    for engine in _both(tmp_path, "9x9 hexagonal pointed",
                        "4k4/9/9/9/9/9/9/9/R3K3R w KQ - 0 1", "W", castling):
        assert {"e1c1", "e1g1"} <= set(_moves_of(engine, "e1"))
        engine.push_uci("e1g1")
        assert engine.fen().split()[0].endswith("/R4RK2")


def test_the_pictures_draw_cells_with_a_corner_on_top(tmp_path):
    v = definition(tmp_path, BOARD.format(board="3x3 hexagonal pointed", moves="W", extra="",
                                          fen="2k/3/K2 w - - 0 1"))
    engine = engines.make(v)
    scene = picture.scene(engine._notation, engine.fen())
    points = re.search(r'<polygon [^>]*points="([^"]+)"', picture.svg(scene))
    assert points is not None
    ys = sorted(float(p.split(",")[1]) for p in points.group(1).split())
    assert ys[0] < ys[1]  # one corner alone at the top (a side on top has two there)
    rows = [line for line in picture.diagram(scene) if "k" in line or "K" in line]
    assert rows[0].index("k") > rows[1].index("K")  # c3 lies right of a1, two ranks up


@pytest.mark.parametrize("board, word", [
    ("8x8 pointed", "pointed"),
    ("hexagon 6 hexagonal", "hexagonal"),
    ("hexagon 6 5 5 slanted-ranks pointed", "slanted-ranks"),
    ("5x5x5 hexagonal", "hexagonal"),
])
def test_a_hexagonal_option_where_it_means_nothing_is_e314(tmp_path, board, word):
    path = tmp_path / "bad.variant"
    path.write_text(f"board {board}\npiece K king moves K royal\nsetup \"k w - - 0 1\"\n")
    found = [d for d in pipeline.load(path).diagnostics if d.code.name == "E314"]
    assert len(found) == 1 and word in found[0].message


def test_a_rhombus_of_more_than_25_files_is_e303(tmp_path):
    path = tmp_path / "wide.variant"
    path.write_text("board 26x4 hexagonal\npiece K king moves K royal\nsetup \"k w - - 0 1\"\n")
    assert [d.code.name for d in pipeline.load(path).diagnostics] == ["E303"]

"""Pictures of a board of hexagonal cells (runtime.hexagonal): where each cell is drawn, its
outline, its shade among three, and the terminal's diagram of cells in staggered files."""

from __future__ import annotations

import math
from collections.abc import Callable
from functools import lru_cache
from typing import Protocol

from variantc.runtime.hexagonal import centre as drawn_centre
from variantc.runtime.hexagonal import corners, staggered
from variantc.runtime.topology import VOID, Topology

SIDE = 28  # pixels of a cell's side
SHADES = ("medium", "light", "dark")  # by colour, counted from the centre cell's


class Seen(Protocol):
    """What of a picture's scene the drawing reads (tools.picture.Scene)."""

    @property
    def topo(self) -> Topology: ...

    @property
    def flipped(self) -> bool: ...


def _grid(topo: Topology) -> list[tuple[int, float, float]]:
    """Each cell of the board with its drawn centre, in cell sides, y up."""
    pointed = topo.lattice == "pointed"
    return [(c, *drawn_centre(*topo.coords(c), pointed)) for c in range(topo.size)
            if topo.kinds[c] != VOID]


@lru_cache(maxsize=16)  # a board's pictures ask it for every cell drawn
def extent(topo: Topology) -> tuple[float, float, float, float]:
    """The drawn centres' least and greatest x and y."""
    cells = _grid(topo)
    xs, ys = [x for _, x, _ in cells], [y for _, _, y in cells]
    return min(xs), max(xs), min(ys), max(ys)


def size(topo: Topology) -> tuple[int, int]:
    """The board's width and height in pixels, cells' edges included."""
    x0, x1, y0, y1 = extent(topo)
    return math.ceil((x1 - x0 + 2) * SIDE), math.ceil((y1 - y0 + math.sqrt(3)) * SIDE)


def centre(s: Seen, cell: int, margin: int) -> tuple[int, int]:
    """A cell's centre in pixels, y down; black at the bottom when flipped."""
    topo = s.topo
    x0, x1, y0, y1 = extent(topo)
    x, y = drawn_centre(*topo.coords(cell), topo.lattice == "pointed")
    if s.flipped:
        x, y = x0 + x1 - x, y0 + y1 - y
    return (round(margin + (x - x0 + 1) * SIDE),
            round(margin + (y1 - y + math.sqrt(3) / 2) * SIDE))


def outline(s: Seen, cell: int, margin: int) -> str:
    """The cell's hexagon as an SVG polygon's points."""
    x, y = centre(s, cell, margin)
    return " ".join(f"{px:.1f},{py:.1f}"
                    for px, py in corners(x, y, SIDE, s.topo.lattice == "pointed"))


def shade(topo: Topology, cell: int) -> str:
    """One of three shades; the centre cell of a regular hexagon is the medium one."""
    middle = topo.cell(topo.files // 2, topo.ranks // 2)
    return SHADES[(topo.colour(cell) - topo.colour(middle)) % 3]


def diagram(s: Seen, text_cell: Callable[[int], str], width: int) -> list[str]:
    """The terminal's diagram (runtime.hexagonal.staggered), the files' names below."""
    topo = s.topo
    rows = ["    " + row for row in staggered(topo, text_cell, width, s.flipped)]
    files = range(topo.files - 1, -1, -1) if s.flipped else range(topo.files)
    labels = "    " + "".join(topo.file_letters(f).rjust(width) for f in files)
    width_all = max(len(row) for row in rows + [labels])
    return [row.ljust(width_all) for row in rows + [labels]]


def coordinates(s: Seen, margin: int) -> list[str]:
    """File letters under each file's first cell; rank numbers left of each rank's first."""
    topo, out = s.topo, []
    half = round(SIDE * math.sqrt(3) / 2)
    for f in range(topo.files):
        x, y = centre(s, topo.cell(f, topo.origins[f]), margin)
        y += half + 10 if not s.flipped else -half - 10
        out.append(f'<text class="coord" x="{x}" y="{y}">{topo.file_letters(f)}</text>')
    for number, cells in enumerate(reversed(topo.rows), start=1):
        x, y = centre(s, cells[0] if not s.flipped else cells[-1], margin)
        x += -SIDE - 8 if not s.flipped else SIDE + 8
        out.append(f'<text class="coord" x="{x}" y="{y}">{number}</text>')
    return out

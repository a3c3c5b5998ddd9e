"""Hexagonal boards on the grid: the shape of a regular hexagon, and where a cell is drawn.

A board of hexagonal cells with a side toward each player lies on the grid in axial
coordinates (runtime.topology): the grid's file is the board's file, a column of cells, and
the grid's row r holds the cells that a line slanting up to the right joins. A cell (file q,
row r) touches the six cells (q, r±1), (q±1, r) and (q+1, r-1), (q-1, r+1): the grid's north,
south, east, west, southeast and northwest. Its centre is drawn at x = 1.5 q, y = √3 (r + q/2),
in units of a cell's side, y up.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from variantc.runtime.topology import VOID, Topology

# A hexagonal cell's six neighbours as (file, row) steps, counterclockwise from the one up and
# to the right (30 degrees); the other two grid steps, (1, 1) and (-1, -1), are diagonal.
ORTHOGONAL: tuple[tuple[int, int], ...] = ((1, 0), (0, 1), (-1, 1), (-1, 0), (0, -1), (1, -1))


def hexagon(side: int) -> tuple[int, list[int], list[int], list[tuple[int, int]]]:
    """A regular hexagon of `side` cells a side, as a (2 side - 1)-square grid: its width,
    each file's first row and number of cells, and the grid's (file, row)s outside it."""
    n = side - 1
    width = 2 * side - 1
    origins = [max(0, n - q) for q in range(width)]
    heights = [width - abs(q - n) for q in range(width)]
    outside = [(q, r) for q in range(width) for r in range(width)
               if not origins[q] <= r < origins[q] + heights[q]]
    return width, origins, heights, outside


def centre(file: int, row: int) -> tuple[float, float]:
    """Where a cell's centre is drawn, in cell sides, y up."""
    return 1.5 * file, math.sqrt(3) * (row + file / 2)


def corners(x: float, y: float, size: float) -> list[tuple[float, float]]:
    """The six corners of a cell of side `size` centred on (x, y): a side on top."""
    return [(x + size * math.cos(math.pi / 3 * k), y + size * math.sin(math.pi / 3 * k))
            for k in range(6)]


def staggered(topo: Topology, text: Callable[[int], str], width: int, flipped: bool = False
              ) -> list[str]:
    """The board as lines of text: each file a column `width` wide, its cells two lines apart,
    each next file half a cell higher, as the cells are drawn."""
    placed: dict[tuple[int, int], str] = {}
    for cell in (c for c in range(topo.size) if topo.kinds[c] != VOID):
        f, r = topo.coords(cell)
        if flipped:
            f, r = topo.files - 1 - f, topo.ranks - 1 - r
        placed[(2 * r + f, f)] = text(cell)
    lines = sorted({line for line, _ in placed}, reverse=True)
    return ["".join(placed.get((line, f), "").rjust(width) for f in range(topo.files)).rstrip()
            for line in lines]

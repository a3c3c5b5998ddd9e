"""Hexagonal boards on the grid: the shape of a hexagon, and where a cell is drawn.

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
from dataclasses import dataclass

from variantc.runtime.topology import VOID, Topology

# A hexagonal cell's six neighbours as (file, row) steps, counterclockwise from the one up and
# to the right (30 degrees); the other two grid steps, (1, 1) and (-1, -1), are diagonal.
ORTHOGONAL: tuple[tuple[int, int], ...] = ((1, 0), (0, 1), (-1, 1), (-1, 0), (0, -1), (1, -1))


@dataclass(frozen=True)
class Hexagon:
    """A hexagon of hexagonal cells with equal angles, `side` cells on each file-long side
    (the first file and the last), `left` on the lower left side and the upper right one,
    `right` on the lower right and the upper left (a regular one has all three alike), as
    the grid holds it. With `slanted`, a cell's number counts along lines parallel to the
    lower left side, Shafran's ranks, not up each file from its first cell."""

    side: int
    left: int
    right: int
    slanted: bool = False

    @property
    def files(self) -> int:
        return self.left + self.right - 1

    @property
    def rows(self) -> int:
        return self.left + self.side - 1

    @property
    def origins(self) -> tuple[int, ...]:
        """Per file, the grid row of its first cell: the lower left side falls a row a file."""
        return tuple(max(0, self.left - 1 - q) for q in range(self.files))

    @property
    def heights(self) -> tuple[int, ...]:
        """Per file, its cells: up to the upper left side's row, then a row less a file."""
        top = [self.rows - 1 - max(0, q - (self.right - 1)) for q in range(self.files)]
        return tuple(t - o + 1 for t, o in zip(top, self.origins, strict=True))

    @property
    def starts(self) -> tuple[int, ...]:
        """Per file, the number of its first cell: 1, or where the slanted ranks cross it
        (a line down to the right keeps file + row, and the lower left side is rank 1)."""
        if not self.slanted:
            return (1,) * self.files
        return tuple(q + o - self.left + 2 for q, o in enumerate(self.origins))

    def outside(self) -> list[tuple[int, int]]:
        """The grid's (file, row)s off the hexagon."""
        return [(q, r) for q in range(self.files) for r in range(self.rows)
                if not self.origins[q] <= r < self.origins[q] + self.heights[q]]


def centre(file: int, row: int, pointed: bool = False) -> tuple[float, float]:
    """Where a cell's centre is drawn, in cell sides, y up: the files upright, or, where the
    cells' corners face the players (`pointed`), the rows level and each a half cell to the
    right of the one below."""
    if pointed:
        return math.sqrt(3) * (file + row / 2), 1.5 * row
    return 1.5 * file, math.sqrt(3) * (row + file / 2)


def corners(x: float, y: float, size: float, pointed: bool = False) -> list[tuple[float, float]]:
    """The six corners of a cell of side `size` centred on (x, y): a side on top, or a corner
    (`pointed`)."""
    turn = math.pi / 6 if pointed else 0.0
    return [(x + size * math.cos(math.pi / 3 * k + turn),
             y + size * math.sin(math.pi / 3 * k + turn)) for k in range(6)]


def staggered(topo: Topology, text: Callable[[int], str], width: int, flipped: bool = False
              ) -> list[str]:
    """The board as lines of text: each file a column `width` wide, its cells two lines apart,
    each next file half a cell higher, as the cells are drawn; where the cells' corners face the
    players, each rank a line, its cells `width` apart, each next rank half a cell to the
    right."""
    placed: dict[tuple[int, int], str] = {}
    pointed = topo.lattice == "pointed"
    for cell in (c for c in range(topo.size) if topo.kinds[c] != VOID):
        f, r = topo.coords(cell)
        if flipped:
            f, r = topo.files - 1 - f, topo.ranks - 1 - r
        placed[(r, 2 * f + r) if pointed else (2 * r + f, f)] = text(cell)
    lines = sorted({line for line, _ in placed}, reverse=True)
    if pointed:  # a cell at half-cell column c ends at character (c + 2) * half
        half = (width + 1) // 2
        out = []
        for line in lines:
            row = ""
            for c in sorted(c for ln, c in placed if ln == line):
                row = row.ljust(c * half) + placed[(line, c)].rjust(2 * half)
            out.append(row.rstrip())
        return out
    return ["".join(placed.get((line, f), "").rjust(width) for f in range(topo.files)).rstrip()
            for line in lines]

"""The board as a graph of cells: the one thing both engines share besides the IR.

Cells are numbered `rank * files + file` over the whole grid, voids included. A step leaves a
cell in one of eight compass directions: through an explicit link if one is declared, else to
the grid neighbour. A curve turns a line that passes through its cell. Nothing here generates
moves; it only answers "where does one step go".
"""

from __future__ import annotations

import re
from collections.abc import Iterable

SQUARE, VOID, HOLE = 0, 1, 2

# Compass directions as (file delta, rank delta), clockwise from north.
COMPASS: tuple[tuple[int, int], ...] = (
    (0, 1), (1, 1), (1, 0), (1, -1), (0, -1), (-1, -1), (-1, 0), (-1, 1),
)
_NAME = re.compile(r"([a-z]{1,2})([1-9][0-9]{0,5})")  # a square's name: file letters, rank
COMPASS_NAMES = ("north", "northeast", "east", "southeast", "south", "southwest", "west", "northwest")


def opposite(direction: int) -> int:
    return (direction + 4) % 8


def compass_of(df: int, dr: int) -> int:
    return COMPASS.index((df, dr))


def file_name(file: int) -> str:
    """A file's letters: a-z, then aa-az, ba-bz, ... (bijective base 26, as spreadsheets name
    columns), so that files past z never read as other characters (docs/language.md#board)."""
    out = ""
    file += 1
    while file:
        file, letter = divmod(file - 1, 26)
        out = chr(ord("a") + letter) + out
    return out


def file_number(letters: str) -> int | None:
    """The file that `file_name` writes as `letters` (lower case a-z only), or None."""
    if not letters or not all("a" <= c <= "z" for c in letters):
        return None
    n = 0
    for c in letters:
        n = n * 26 + ord(c) - ord("a") + 1
    return n - 1


class Topology:
    """Cells, their kinds, links and curves of one board."""

    def __init__(
        self,
        files: int,
        ranks: int,
        voids: Iterable[int] = (),
        holes: Iterable[int] = (),
        links: Iterable[tuple[int, int, int]] = (),
        curves: Iterable[tuple[int, int, int]] = (),
    ):
        self.files, self.ranks = files, ranks
        self.size = files * ranks
        kinds = [SQUARE] * self.size
        for cell in voids:
            kinds[cell] = VOID
        for cell in holes:
            kinds[cell] = HOLE
        self.kinds = tuple(kinds)
        # (cell, direction) -> cell; declared links are two-way.
        self.links: dict[tuple[int, int], int] = {}
        for a, d, b in links:
            self.links[(a, d)] = b
            self.links[(b, opposite(d))] = a
        # (cell, arriving direction) -> leaving direction; the reverse turn is implied.
        self.curves: dict[tuple[int, int], int] = {}
        for c, d_in, d_out in curves:
            self.curves[(c, d_in)] = d_out
            self.curves[(c, opposite(d_out))] = opposite(d_in)
        self.squares = tuple(c for c in range(self.size) if self.kinds[c] == SQUARE)
        self._next = [self._neighbour(c, d) for c in range(self.size) for d in range(8)]
        self._paths: dict[tuple[int, int, int], tuple[int, ...] | None] = {}

    # -- naming --------------------------------------------------------------------------
    def cell(self, file: int, rank: int) -> int:
        return rank * self.files + file

    def coords(self, cell: int) -> tuple[int, int]:
        return cell % self.files, cell // self.files

    def name(self, cell: int) -> str:
        f, r = self.coords(cell)
        return f"{file_name(f)}{r + 1}"

    def parse(self, name: str) -> int | None:
        """The cell a square name denotes, or None when it is not on the grid."""
        found = _NAME.fullmatch(name)
        if found is None:
            return None
        f, r = file_number(found.group(1)), int(found.group(2)) - 1
        if f is not None and 0 <= f < self.files and 0 <= r < self.ranks:
            return self.cell(f, r)
        return None

    # -- walking -------------------------------------------------------------------------
    def is_square(self, cell: int) -> bool:
        return self.kinds[cell] == SQUARE

    def step(self, cell: int, direction: int) -> int | None:
        """The cell one step away, or None off the grid. May return a void cell or a hole."""
        return self._next[cell * 8 + direction]

    def _neighbour(self, cell: int, direction: int) -> int | None:
        linked = self.links.get((cell, direction))
        if linked is not None:
            return linked
        f, r = self.coords(cell)
        df, dr = COMPASS[direction]
        f, r = f + df, r + dr
        if 0 <= f < self.files and 0 <= r < self.ranks:
            return self.cell(f, r)
        return None

    def turn(self, cell: int, direction: int) -> int:
        """The direction a line keeps after arriving at `cell` moving in `direction`."""
        return self.curves.get((cell, direction), direction)

    def leap_path(self, cell: int, df: int, dr: int) -> tuple[int, ...] | None:
        """The cells a leap by (df, dr) passes, ending at its destination; None off the grid.

        The leap is decomposed into straight steps along its longer axis, then diagonal
        steps: (2,1) is one orthogonal and one diagonal step, as a lame knight is blocked.
        The board never changes, so each answer is remembered.
        """
        key = (cell, df, dr)
        if key not in self._paths:
            self._paths[key] = self._walk(cell, df, dr)
        return self._paths[key]

    def _walk(self, cell: int, df: int, dr: int) -> tuple[int, ...] | None:
        a, b = max(abs(df), abs(dr)), min(abs(df), abs(dr))
        sf, sr = (df > 0) - (df < 0), (dr > 0) - (dr < 0)
        straight = compass_of(sf, 0) if abs(df) > abs(dr) else compass_of(0, sr)
        diagonal = compass_of(sf, sr) if b else straight
        path = []
        for direction in [straight] * (a - b) + [diagonal] * b:
            nxt = self.step(cell, direction)
            if nxt is None:
                return None
            path.append(nxt)
            cell = nxt
        return tuple(path)

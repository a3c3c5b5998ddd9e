"""The board as a graph of cells: the one thing both engines share besides the IR.

Cells are numbered `rank * files + file` over the whole grid, voids included. A step leaves a
cell in one of eight compass directions: through an explicit link if one is declared, else to
the grid neighbour. A curve turns a line that passes through its cell. Nothing here generates
moves; it only answers "where does one step go".

A hexagonal board (runtime.hexagonal) lies on the same grid, in axial coordinates: a file is
a column of cells, and the grid's rows are lines of cells slanting up to the right. Six of the
eight compass steps are then the cells' neighbours, and the other two are diagonal steps, so
lines, leaps and their paths stay grid arithmetic. Only names, colours and pictures read the
lattice. A cell's name counts up its file from the file's first cell (`origins`), which on a
hexagonal board bends the ranks as players number them. A three-dimensional board
(runtime.cube) lies on the grid as its levels side by side, with void files between them.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from variantc.runtime.cube import LEVELS, Cube

SQUARE, VOID, HOLE = 0, 1, 2
# Square cells, hexagonal ones with a side toward each player ("hex") or a corner ("pointed"),
# or cubes in levels.
LATTICES = ("square", "hex", "pointed", "cube")
HEXAGONAL = ("hex", "pointed")
BOARD_NAMES = {"square": "square", "hex": "hexagonal", "pointed": "hexagonal",
               "cube": "three-dimensional"}  # in messages

# Compass directions as (file delta, rank delta), clockwise from north.
COMPASS: tuple[tuple[int, int], ...] = (
    (0, 1), (1, 1), (1, 0), (1, -1), (0, -1), (-1, -1), (-1, 0), (-1, 1),
)
_NAME = re.compile(r"([A-Z]?)([a-z]{1,2})([1-9][0-9]{0,5})")  # a cell's (level,) file, rank
# A square's name in a move or a FEN: (a level's letter,) file letters, rank.
SQUARE_TEXT = r"[A-Z]?[a-z]+[0-9]+"
COMPASS_NAMES = ("north", "northeast", "east", "southeast", "south", "southwest", "west", "northwest")


def column_and_row(name: str) -> tuple[str, str]:
    """A square's name split into its letters (its file; on a board of levels, the level and
    the file) and its rank's number: what SAN tells an origin apart by."""
    letters = name.rstrip("0123456789")
    return letters, name[len(letters):]


def opposite(direction: int) -> int:
    return (direction + 4) % 8


def compass_of(df: int, dr: int) -> int:
    return COMPASS.index((df, dr))


def file_letters(file: int, lattice: str = "square") -> str:
    """A file's letters on a board of the lattice: a hexagonal board's skip j, as Gliński's."""
    if lattice in HEXAGONAL:
        return HEX_FILES[file] if file < len(HEX_FILES) else file_name(file)
    return file_name(file)


HEX_FILES = "abcdefghiklmnopqrstuvwxyz"  # no j: Gliński's files, a-l for eleven


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
        lattice: str = "square",
        origins: Iterable[int] = (),
        heights: Iterable[int] = (),
        levels: int = 1,
        round: str = "",
        starts: Iterable[int] = (),
    ):
        self.files, self.ranks = files, ranks
        self.lattice = lattice
        self.levels = levels
        self.round = round  # "files" or "ranks": the links that close the board into a ring
        self.cube = Cube.of_grid(files, ranks, levels) if lattice == "cube" else None
        self.width = self.cube.width if self.cube else files  # files of a level
        # Per file, the grid row of its first cell and how many cells it has: a square
        # board's files all start on the first rank and run the whole grid.
        self.origins = tuple(origins) or (0,) * files
        self.heights = tuple(heights) or (ranks,) * files
        # Per file, the number its first cell's name carries: 1 but where the ranks slant
        # across the files (runtime.hexagonal), so that a number names a straight line.
        self.starts = tuple(starts) or (1,) * files
        self.numbers = max((s + h - 1 for s, h in zip(self.starts, self.heights, strict=True)),
                           default=0)  # the highest number a cell's name carries
        self._letters = [file_letters(f % self.cube.stride if self.cube else f, lattice)
                         for f in range(files)]
        self._by_letters = {letters: f for f, letters in enumerate(self._letters[:self.width])}
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
        self.rows = self._rows()
        # After which rows a FEN writes '|', not '/': between two levels.
        self.level_breaks = frozenset(range(ranks - 1, len(self.rows) - 1, ranks)) \
            if self.cube else frozenset()
        self._next = [self._neighbour(c, d) for c in range(self.size) for d in range(8)]
        self._paths: dict[tuple[int, int, int], tuple[int, ...] | None] = {}

    # -- naming --------------------------------------------------------------------------
    def cell(self, file: int, rank: int) -> int:
        return rank * self.files + file

    def coords(self, cell: int) -> tuple[int, int]:
        return cell % self.files, cell // self.files

    def name(self, cell: int) -> str:
        f, r = self.coords(cell)
        level = LEVELS[f // self.cube.stride] if self.cube else ""
        return f"{level}{self._letters[f]}{self.number(cell)}"

    def number(self, cell: int) -> int:
        """The cell's rank as its name writes it: counted up its file from the file's start."""
        f, r = self.coords(cell)
        return r - self.origins[f] + self.starts[f]

    def file_letters(self, file: int) -> str:
        return self._letters[file]

    def file_index(self, letters: str) -> int | None:
        """The file that `letters` name on this board (on every level), or None."""
        return self._by_letters.get(letters)

    def file_cells(self, lo: int, hi: int) -> set[int]:
        """The cells of files lo-hi (as file_index numbers them), on every level."""
        stride, levels = (self.cube.stride, self.levels) if self.cube else (0, 1)
        return {self.cell(z * stride + f, self.origins[f] + k) for z in range(levels)
                for f in range(lo, hi + 1) for k in range(self.heights[f])}

    def level_cells(self, lo: int, hi: int) -> set[int]:
        """The cells of levels lo-hi (0 is A) of a three-dimensional board."""
        assert self.cube is not None
        return {self.cell(z * self.cube.stride + x, r) for z in range(lo, hi + 1)
                for x in range(self.width) for r in range(self.ranks)}

    def next_level(self, cell: int) -> int:
        """A three-dimensional board's cell of the same file and rank on the next level up
        (from the top level, the lowest): where `transfer next-level` carries a man."""
        assert self.cube is not None
        f, r = self.coords(cell)
        z, x = divmod(f, self.cube.stride)
        return self.cell((z + 1) % self.levels * self.cube.stride + x, r)

    def parse(self, name: str) -> int | None:
        """The cell a square name denotes, or None when it is not on the board."""
        found = _NAME.fullmatch(name)
        if found is None or bool(found.group(1)) != bool(self.cube):
            return None
        f, n = self._by_letters.get(found.group(2)), int(found.group(3))
        if self.cube and f is not None:
            z = LEVELS.find(found.group(1))
            if z >= self.levels:
                return None
            f += z * self.cube.stride
        if f is not None and 0 <= n - self.starts[f] < self.heights[f]:
            return self.cell(f, self.origins[f] + n - self.starts[f])
        return None

    def rank_cells(self, number: int) -> tuple[int, ...]:
        """The cells of a rank as names number it (one that bends on a hexagonal board), by
        file."""
        return tuple(self.cell(f, self.origins[f] + number - self.starts[f])
                     for f in range(self.files) if 0 <= number - self.starts[f] < self.heights[f])

    def own_row(self, side: int, n: int) -> tuple[int | None, ...]:
        """By file, the cell `n` from the side's own end of the file (0: White's first cell of
        it, Black's last): a rank of a square board, of the first level of a three-dimensional
        one, a row that bends at the middle file on a hexagonal one. Castling stands on one.
        None where the file is shorter."""
        if self.lattice != "hex":
            r = n if side == 0 else self.ranks - 1 - n
            return tuple(self.cell(f, r) if 0 <= r < self.ranks else None
                         for f in range(self.width))
        return tuple(self.cell(f, self.origins[f] + (n if side == 0 else h - 1 - n))
                     if 0 <= n < h else None for f, h in enumerate(self.heights))

    def row_of(self, side: int, cell: int) -> int:
        """The `n` of the side's own_row that holds the cell."""
        f, r = self.coords(cell)
        if self.lattice != "hex":
            return r if side == 0 else self.ranks - 1 - r
        up = r - self.origins[f]
        return up if side == 0 else self.heights[f] - 1 - up

    def across(self, a: int, b: int) -> tuple[int, int] | None:
        """The grid step (file and row deltas) of a straight line across the files from cell a
        to cell b: along a rank of a square board, along any of the four lines of cells' sides
        that leave a hexagonal cell's file (a rank, where the cells' corners face the players).
        None if b is on none of them."""
        (fa, ra), (fb, rb) = self.coords(a), self.coords(b)
        steps = ((1, 0), (-1, 0), (1, -1), (-1, 1)) if self.lattice == "hex" else ((1, 0), (-1, 0))
        for df, dr in steps:
            k = (fb - fa) // df
            if k > 0 and fa + k * df == fb and ra + k * dr == rb:
                return df, dr
        return None

    def turned(self, cell: int) -> int:
        """The cell a half turn of the board puts here: the other side's view of it."""
        f, r = self.coords(cell)
        return self.cell(self.files - 1 - f, self.ranks - 1 - r)

    def colour(self, cell: int) -> int:
        """The cell's colour: 0 or 1 on a square board (a1 is 0), 0, 1 or 2 on a hexagonal
        one (a diagonal step keeps it)."""
        f, r = self.coords(cell)
        if self.cube:
            z, x = divmod(f, self.cube.stride)
            return (x + r + z) % 2
        return (f - r) % 3 if self.lattice in HEXAGONAL else (f + r) % 2

    def _rows(self) -> tuple[tuple[int, ...], ...]:
        """The board's rows as a FEN writes them, the last rank first: each a rank's cells
        (voids too, which a FEN counts), by file; on a three-dimensional board, each level's
        from the top level down."""
        if self.cube:
            return tuple(tuple(self.cell(z * self.cube.stride + x, r) for x in range(self.width))
                         for z in range(self.levels - 1, -1, -1)
                         for r in range(self.ranks - 1, -1, -1))
        return tuple(self.rank_cells(n) for n in range(self.numbers, 0, -1))

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
            self._paths[key] = self._walk_cube(cell, df, dr) if self.cube else \
                self._walk(cell, df, dr)
        return self._paths[key]

    def _walk_cube(self, cell: int, df: int, dr: int) -> tuple[int, ...] | None:
        """A leap through the levels: along a line of cells, each cell of it; else (a knight's
        leap passes between cells) its destination alone."""
        assert self.cube is not None
        here = self.cube.split(*self.coords(cell))
        assert here is not None
        move = self.cube.unembed(df, dr)
        n = max(abs(d) for d in move)
        unit = tuple(d // n for d in move)
        steps = n if all(u * n == d for u, d in zip(unit, move, strict=True)) else 1
        unit = unit if steps > 1 else move
        path = []
        for k in range(1, steps + 1):
            x, y, z = (c + k * u for c, u in zip(here, unit, strict=True))
            if not (0 <= x < self.width and 0 <= y < self.ranks and 0 <= z < self.levels):
                return None
            path.append(self.cell(*self.cube.grid(x, y, z)))
        return tuple(path)

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

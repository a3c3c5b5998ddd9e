"""Three-dimensional boards on the grid: levels of files and ranks, side by side.

A board of `width` files, `ranks` ranks and `levels` levels (Raumschach's 5x5x5) lies on the
grid as its levels drawn left to right, level A first, with `width - 1` void files between
two levels. A cell (file x, rank y, level z) is the grid cell (z * stride + x, y), stride
`2 width - 1`, and a move (dx, dy, dz) the grid step (dx + dz * stride, dy): a step that
leaves a level's files (|dx| < width) lands in the void files between levels, never on
another level's cell, so lines, leaps and their ends stay grid arithmetic. Only names,
colours, paths through cells and pictures read the third axis.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import permutations, product

LEVELS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"  # a level's letter, bottom (White's home) first
MAX_LEVELS = len(LEVELS)


@dataclass(frozen=True)
class Cube:
    """A three-dimensional board's size."""

    width: int
    ranks: int
    levels: int

    @property
    def stride(self) -> int:
        return 2 * self.width - 1

    @property
    def files(self) -> int:
        """The grid's files: the levels' and the void files between them."""
        return self.levels * self.stride - (self.width - 1)

    @classmethod
    def of_grid(cls, files: int, ranks: int, levels: int) -> Cube:
        return cls((files + levels - 1) // (2 * levels - 1), ranks, levels)

    def split(self, file: int, row: int) -> tuple[int, int, int] | None:
        """A grid cell's (x, y, z), or None between levels."""
        z, x = divmod(file, self.stride)
        return (x, row, z) if x < self.width else None

    def grid(self, x: int, y: int, z: int) -> tuple[int, int]:
        return z * self.stride + x, y

    def embed(self, dx: int, dy: int, dz: int) -> tuple[int, int] | None:
        """A move's grid step, or None where it could never land (longer than the board)."""
        if abs(dx) >= self.width or abs(dy) >= self.ranks or abs(dz) >= self.levels:
            return None
        return dx + dz * self.stride, dy

    def unembed(self, df: int, dr: int) -> tuple[int, int, int]:
        """The move of a grid step `embed` made."""
        dz = round(df / self.stride)
        return df - dz * self.stride, dr, dz

    def between(self, file: int) -> bool:
        """Whether a grid file lies between two levels."""
        return file % self.stride >= self.width


def orbit(shape: tuple[int, int, int]) -> set[tuple[int, int, int]]:
    """A shape's moves: its lengths in every order along the three axes, each either way."""
    out = set()
    for a, b, c in permutations(shape):
        for sa, sb, sc in product((1, -1), repeat=3):
            out.add((a * sa, b * sb, c * sc))
    return out

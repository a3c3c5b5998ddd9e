"""Betza's atoms and direction modifiers on a board of hexagonal cells (runtime.hexagonal).

An atom names a shape (a, b): a steps along one of the six directions through a cell's sides,
then b along the next one counterclockwise, 60 degrees on. W (1,0) is a step to a neighbour,
F (1,1) a step through a corner to the nearest cell beyond it, D (2,0), N (2,1) (Gliński's
knight), A (2,2), H (3,0), G (3,3); a leap written (a,b) is that shape too. Turned and
reflected, a shape makes six vectors or twelve.

The direction letters read as they do on a square board, by where each vector points as the
mover sees the board: f forward, b backward, l and r to its left and right; v nearer the
file than across it, s nearer across it. A single letter is its own pair (f is ff): the
forward vectors nearer the file. So fW is the step straight ahead, fsW the two steps
obliquely forward, fF the two forward diagonals and sF the two across the board. Where the
cells' corners face the players (`pointed`), the same atoms are read as drawn turned: no side
faces straight ahead, so fW is the two steps obliquely forward, fF the step straight ahead
through the top corner, sW the two steps along the rank.
"""

from __future__ import annotations

from variantc.ir.model import Vector
from variantc.runtime.hexagonal import ORTHOGONAL

# The letters of a pair that each test one thing of a vector, as the mover sees the board.
_TESTS = {
    "f": lambda x, y, narrow: y > 0,
    "b": lambda x, y, narrow: y < 0,
    "l": lambda x, y, narrow: x < 0,
    "r": lambda x, y, narrow: x > 0,
    "v": lambda x, y, narrow: narrow,
    "s": lambda x, y, narrow: not narrow,
}


def vectors(shape: tuple[int, int], directions: list[str], pointed: bool = False
            ) -> tuple[Vector, ...]:
    """The vectors of an atom of `shape` that the direction pairs select (all for none), on
    cells with a side toward the players, or with a corner (`pointed`)."""
    return tuple(sorted(v for v in orbit(shape)
                        if not directions or any(_selects(d, v, pointed) for d in directions)))


def orbit(shape: tuple[int, int]) -> set[Vector]:
    """The shape turned six ways and reflected: its vectors as (file, row) steps."""
    a, b = shape
    out = set()
    for k in range(6):
        one, two = ORTHOGONAL[k], ORTHOGONAL[(k + 1) % 6]
        out.add((a * one[0] + b * two[0], a * one[1] + b * two[1]))
        out.add((b * one[0] + a * two[0], b * one[1] + a * two[1]))
    return out


def _selects(pair: str, vector: Vector, pointed: bool = False) -> bool:
    """Whether a direction pair (ff, fl, fs, ...) selects a vector. A doubled letter tests f, b,
    l or r with the vector nearer the file (f, b) or across it (l, r), as a square board's
    ff is a knight's narrow forward pair; a mixed pair tests both letters. "The file" is the
    line straight ahead, up the board as it is drawn (runtime.hexagonal.centre)."""
    q, r = vector
    if pointed:  # drawn at √3 (q + r/2), 1.5 r
        x, y = 2 * q + r, r
        narrow = x * x < 3 * y * y  # |√3 (q + r/2)| < |1.5 r|
    else:  # drawn at 1.5 q, √3 (r + q/2)
        x, y = q, 2 * r + q
        narrow = 3 * q * q < y * y  # |1.5 q| < |√3 (r + q/2)|
    first, second = pair[0], pair[1]
    if first == second and first in "fb":
        return _TESTS[first](x, y, narrow) and narrow
    if first == second and first in "lr":
        return _TESTS[first](x, y, narrow) and not narrow
    test = _TESTS.get(first), _TESTS.get(second)
    return all(t is not None and t(x, y, narrow) for t in test)

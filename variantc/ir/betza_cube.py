"""Betza's atoms and direction modifiers on a three-dimensional board (runtime.cube).

An atom names a shape of three lengths, one per axis in any order: W (1,0,0) steps to one of
the six cells through a face, F (1,1,0) along a diagonal of one of the planes (Raumschach's
bishop), N (2,1,0) the knight's leap in any plane; a leap written with three lengths,
`(1,1,1)`, is the triagonal step through a corner (Raumschach's unicorn rides it). K and Q
take all 26 directions: the king's steps and the queen's lines.

The direction letters test one axis each, as the mover sees the board: f and b the ranks
(forward, backward), l and r the files, u and d the levels (up is toward the other side's
home level); v is f or b, s is l or r. Two letters of different axes make a pair that
selects the moves passing both tests: fsF is the two diagonals forward and sideways, fuF
the diagonal forward and up. On an orthogonal atom a mixed pair is its two letters, as on a
square board: fsW is fW and sW.
"""

from __future__ import annotations

from variantc.ir.model import Vector
from variantc.runtime.cube import Cube, orbit

AXES = {"f": 1, "b": 1, "v": 1, "l": 0, "r": 0, "s": 0, "u": 2, "d": 2}
DIRECTIONS = "fbvslrud"
TRIAGONAL = (1, 1, 1)


def _test(letter: str, move: tuple[int, int, int]) -> bool:
    axis = move[AXES[letter]]
    return axis > 0 if letter in "fru" else axis < 0 if letter in "bld" else axis != 0


def pairs(first: str, second: str) -> bool:
    """Whether two direction letters written together make one pair."""
    return first == second or AXES.get(first) != AXES.get(second)


def vectors(shape: tuple[int, int, int], chosen: list[str], cube: Cube) -> tuple[Vector, ...]:
    """The grid steps of the moves of `shape` that the direction pairs select (all for none);
    a mixed pair on a lone orthogonal atom comes split already (ir.betza)."""
    out = set()
    for move in orbit(shape):
        if chosen and not any(all(_test(c, move) for c in d) for d in chosen):
            continue
        step = cube.embed(*move)
        if step is not None:
            out.add(step)
    return tuple(sorted(out))

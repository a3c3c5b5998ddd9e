"""First-move rights in the FEN's castling field, read and written as Fairy-Stockfish writes
its gates (Cambodian chess's `DEde`).

A right is a square of a side's first rank (rank 1 for white, the last rank for black), named
by its file: upper case for white, lower case for black. It means something only while a man
of that side whose piece has first moves (`first-moves`) stands there, and reading a FEN keeps
only those. Writing: white's rights by file, then black's. Both engines keep the set of right
squares; a move that leaves or reaches a square loses its right (each engine on its own).
"""

from __future__ import annotations

from collections.abc import Iterable

from variantc.runtime.fen import BLACK, WHITE, Man, Notation
from variantc.runtime.topology import file_name


def rank(side: int, notation: Notation) -> int:
    """The rank a side's rights are on: its first."""
    return 0 if side == WHITE else notation.topo.ranks - 1


def read(text: str, placement: dict[int, Man], notation: Notation) -> frozenset[int]:
    """The squares whose rights the field grants, where such a man stands."""
    if not notation.firsts or text == "-":
        return frozenset()
    topo, found = notation.topo, set()
    for letter in text:
        file = ord(letter.lower()) - ord("a")
        if not 0 <= file < topo.files:
            continue
        side = WHITE if letter.isupper() else BLACK
        cell = topo.cell(file, rank(side, notation))
        if holds(placement, cell, side, notation):
            found.add(cell)
    return frozenset(found)


def holds(placement: dict[int, Man], cell: int, side: int, notation: Notation) -> bool:
    """Whether a man of `side` that may hold a first-move right stands on `cell`."""
    man = placement.get(cell)
    return man is not None and man[0] == side and man[1] in notation.firsts


def write(cells: Iterable[int], placement: dict[int, Man], notation: Notation) -> str:
    """The rights as letters, white's then black's, each by file; only those whose man stands
    on its square, on its side's first rank."""
    topo, held = notation.topo, set(cells)
    out = ""
    for side in (WHITE, BLACK):
        for file in range(topo.files):
            cell = topo.cell(file, rank(side, notation))
            if cell in held and holds(placement, cell, side, notation):
                letter = file_name(file)
                out += letter.upper() if side == WHITE else letter
    return out

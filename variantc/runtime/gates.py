"""Gates in a FEN's castling field, read and written as Fairy-Stockfish does (Seirawan chess).

A gate is a square of a side's gating rank whose man has not moved: a move that leaves it may
leave a man of the side's pool behind. Gates share the castling field with castling rights
(runtime.rights), and a side's gates are the squares of its own men.

Reading, letter by letter: `K` or `Q` (`k`, `q` for black) gates the square of the rook it
names and the castling king's; a file letter gates that file's square on the side's gating
rank. A file letter is also read as a castling right (chess960's form) only while the side
holds nothing in the pool and captures do not fill it. A side whose gates hold its castling
king, but whose letters grant it no right, castles with each castling rook on one of its gates.

Writing: each side's rights as runtime.rights writes them, then, while the side holds a man in
the pool or captures fill it, the files of its gates in order, but for those its rights imply:
its castling king's (without chess960) and the rooks' of its rights. Both engines read and
write gates only through this module.
"""

from __future__ import annotations

from collections.abc import Iterable

from variantc.runtime import rights
from variantc.runtime.fen import BLACK, WHITE, Man, Notation
from variantc.runtime.rights import Right


def read(text: str, placement: dict[int, Man], notation: Notation, held: tuple[bool, bool]
         ) -> tuple[str, frozenset[int]]:
    """The castling field as runtime.rights is to read it, and the gates (cells) it names.
    `held`: per side, whether it holds a man in the gating pool."""
    g, c, files = notation.gating, notation.castling, notation.topo.files
    assert g is not None
    if text == "-":
        return text, frozenset()
    gates: set[int] = set()
    kept = []
    for letter in text:
        side, up = (WHITE if letter.isupper() else BLACK), letter.upper()
        if up in "KQ" and c is not None:
            kept.append(letter)
            for right in rights.read(letter, placement, notation):
                gates.update((right.king, right.rook))
        elif "A" <= up < chr(ord("A") + files):
            cell = g.ranks[side] * files + ord(up) - ord("A")
            man = placement.get(cell)
            if man is not None and man[0] == side:
                gates.add(cell)
            if not (held[side] or g.fed):
                kept.append(letter)
    field = "".join(kept)
    if c is not None:
        granted = rights.read(field, placement, notation)
        for side in (WHITE, BLACK):
            if any(r.side == side for r in granted) or not (held[side] or g.fed):
                continue
            mine = sorted(x for x in gates if placement[x][0] == side)
            if any(placement[x][1] == c.king for x in mine):
                field += _files((x for x in mine if placement[x][1] == c.rook), side, files)
    return field, frozenset(gates)


def write(field: str, granted: Iterable[Right], gates: Iterable[int], placement: dict[int, Man],
          notation: Notation, held: tuple[bool, bool]) -> str:
    """The castling field with the gates: `field` holds the rights as runtime.rights wrote them
    (white's upper case), `granted` those rights."""
    g, c, files = notation.gating, notation.castling, notation.topo.files
    assert g is not None
    granted, out = list(granted), ""
    for side in (WHITE, BLACK):
        out += "".join(x for x in field if x.isalpha() and x.isupper() == (side == WHITE))
        if not (held[side] or g.fed):
            continue
        mine = [r for r in granted if r.side == side]
        implied = {r.rook for r in mine}
        if mine and not (c is not None and c.chess960):
            implied |= {r.king for r in mine}
        out += _files(sorted(x for x in gates if x in placement and placement[x][0] == side
                             and x not in implied), side, files)
    return out


def _files(cells: Iterable[int], side: int, files: int) -> str:
    letters = "".join(chr(ord("A") + x % files) for x in cells)
    return letters if side == WHITE else letters.lower()

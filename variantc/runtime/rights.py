"""The castling field of a FEN, read and written as Fairy-Stockfish does.

A right is a side, its castling king's square and its rook's square, all on the side's
castling rank. Reading: `K` (`k` for black) names the outermost castling rook of the side on
that rank, found from the last file; `Q` (`q`), the outermost found from the first file; a file
letter (Shredder-FEN and X-FEN) names the rook on that file. The king is the side's one castling
king on the rank; in chess960, the first of them, unless a letter names the square of one
(`EAH`: the e-file king castles with the a- and h-file rooks). A right whose rook or king is
missing means nothing. A right is on the king side when its rook is on a later file than the
king, and a side has one right on each side of its king.

Writing: each side's king-side right, then its queen-side right, white's first. The letters are
`KQkq`, or in chess960 the rook's file, with the king's file before them when the side has more
than one castling king on the rank. Which rights a variant can have at all is each engine's
business: the back end and the reference judge them on their own.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import NamedTuple

from variantc.runtime.fen import BLACK, WHITE, CastlingNotation, Man, Notation


class Right(NamedTuple):
    side: int  # fen.WHITE or fen.BLACK
    king: int  # cells
    rook: int

    @property
    def kingside(self) -> bool:
        return self.rook > self.king


def read(text: str, placement: dict[int, Man], notation: Notation) -> tuple[Right, ...]:
    """The rights the castling field `text` grants on this board: one a side and wing, the last
    letter read for it."""
    c, files = notation.castling, notation.topo.files
    if c is None or text == "-":
        return ()
    found: dict[tuple[int, bool], Right] = {}  # one right a side and wing: the last read
    kings: dict[int, int] = {}
    for letter in text:
        side = WHITE if letter.isupper() else BLACK
        rank = c.ranks[side]
        if rank < 0:
            continue
        row = range(rank * files, rank * files + files)
        up = letter.upper()
        if up in "KQ":
            scan = reversed(row) if up == "K" else iter(row)
            rook = next((x for x in scan if _is(placement, x, side, c.rook)), -1)
        elif "A" <= up < chr(ord("A") + files):
            rook = row[ord(up) - ord("A")]
        else:
            continue
        if side not in kings:
            kings[side] = _king(placement, row, side, rook, c)
        if kings[side] >= 0 and rook >= 0 and _is(placement, rook, side, c.rook):
            right = Right(side, kings[side], rook)
            found[side, right.kingside] = right
    return tuple(found.values())


def _king(placement: dict[int, Man], row: range, side: int, named: int,
          c: CastlingNotation) -> int:
    """The side's castling king on its rank, as the first right read names it (-1: none)."""
    kings = [x for x in row if _is(placement, x, side, c.king)]
    if c.chess960 and named in kings:
        return named
    return kings[0] if kings and (len(kings) == 1 or c.chess960) else -1


def _is(placement: dict[int, Man], cell: int, side: int, letter: str) -> bool:
    man = placement.get(cell)
    return man is not None and man[0] == side and man[1] == letter


def write(rights: Iterable[Right], placement: dict[int, Man], notation: Notation) -> str:
    """The castling field for these rights, without '-' when there are none."""
    c, files = notation.castling, notation.topo.files
    if c is None:
        return ""
    out = ""
    held = set(rights)
    for side in (WHITE, BLACK):
        mine = sorted((r for r in held if r.side == side), key=lambda r: not r.kingside)
        if not mine:
            continue
        letters = []
        rank = c.ranks[side]
        kings = [x for x in range(rank * files, rank * files + files)
                 if _is(placement, x, side, c.king)]
        if c.chess960 and len(kings) > 1:
            letters.append(chr(ord("A") + mine[0].king % files))
        for r in mine:
            if c.chess960:
                letters.append(chr(ord("A") + r.rook % files))
            else:
                letters.append("K" if r.kingside else "Q")
        text = "".join(letters)
        out += text if side == WHITE else text.lower()
    return out

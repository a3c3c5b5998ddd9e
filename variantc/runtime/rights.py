"""The castling field of a FEN, read and written as Fairy-Stockfish does.

A right is a side, its castling king's square and its rook's square, all on the side's
castling row (a rank; on a hexagonal board, a row of a cell per file that bends at the middle
file: runtime.topology.own_row). Reading: `K` (`k` for black) names the outermost castling rook
of the side on that row, found from the last file; `Q` (`q`), the outermost found from the
first file; a file letter (Shredder-FEN and X-FEN) names the rook on that file. The king is the
side's one castling king on the row; in chess960, the first of them, unless a letter names the
square of one (`EAH`: the e-file king castles with the a- and h-file rooks). A right whose rook
or king is missing means nothing. A right is on the king side when its rook is on a later file
than the king, and a side has one right on each side of its king.

Writing: each side's king-side right, then its queen-side right, white's first. The letters are
`KQkq`, or in chess960 the rook's file, with the king's file before them when the side has more
than one castling king on the rank. Which rights a variant can have at all is each engine's
business: the back end and the reference judge them on their own.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import NamedTuple

from variantc.runtime.fen import BLACK, WHITE, CastlingNotation, Man, Notation
from variantc.runtime.topology import Topology


class Right(NamedTuple):
    side: int  # fen.WHITE or fen.BLACK
    king: int  # cells
    rook: int
    kingside: bool  # the rook is on a later file than the king


def right(side: int, king: int, rook: int, topo: Topology) -> Right:
    """The right of the king on `king` to castle with the rook on `rook`."""
    return Right(side, king, rook, topo.coords(rook)[0] > topo.coords(king)[0])


def read(text: str, placement: dict[int, Man], notation: Notation) -> tuple[Right, ...]:
    """The rights the castling field `text` grants on this board: one a side and wing, the last
    letter read for it."""
    c, topo = notation.castling, notation.topo
    if c is None or text == "-":
        return ()
    found: dict[tuple[int, bool], Right] = {}  # one right a side and wing: the last read
    kings: dict[int, int] = {}
    for letter in text:
        side = WHITE if letter.isupper() else BLACK
        rank = c.ranks[side]
        if rank < 0:
            continue
        by_file = topo.own_row(side, rank)
        row = [x for x in by_file if x is not None]
        up = letter.upper()
        if up in "KQ":
            scan = reversed(row) if up == "K" else iter(row)
            rook = next((x for x in scan if _is(placement, x, side, c.rook)), -1)
        elif "A" <= up < chr(ord("A") + len(by_file)):
            named = by_file[ord(up) - ord("A")]
            rook = -1 if named is None else named
        else:
            continue
        if side not in kings:
            kings[side] = _king(placement, row, side, rook, c)
        if kings[side] >= 0 and rook >= 0 and _is(placement, rook, side, c.rook):
            found_right = right(side, kings[side], rook, topo)
            found[side, found_right.kingside] = found_right
    return tuple(found.values())


def _king(placement: dict[int, Man], row: list[int], side: int, named: int,
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
    c, topo = notation.castling, notation.topo
    if c is None:
        return ""
    out = ""
    held = set(rights)
    for side in (WHITE, BLACK):
        mine = sorted((r for r in held if r.side == side), key=lambda r: not r.kingside)
        if not mine:
            continue
        letters = []
        kings = [x for x in topo.own_row(side, c.ranks[side])
                 if x is not None and _is(placement, x, side, c.king)]
        if c.chess960 and len(kings) > 1:
            letters.append(chr(ord("A") + topo.coords(mine[0].king)[0]))
        for r in mine:
            if c.chess960:
                letters.append(chr(ord("A") + topo.coords(r.rook)[0]))
            else:
                letters.append("K" if r.kingside else "Q")
        text = "".join(letters)
        out += text if side == WHITE else text.lower()
    return out

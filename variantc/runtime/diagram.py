"""Board.unicode(): the board drawn with chess figurines, as python-chess draws one, for any
board size. Kinds chess has (K Q R B N P) get their figurine; any other kind its FEN letter."""

from __future__ import annotations

from collections.abc import Callable

from variantc.runtime.hexagonal import staggered
from variantc.runtime.topology import HEXAGONAL, Topology, file_name
from variantc.runtime.values import Piece

FIGURINES = {
    "R": "♖", "r": "♜",
    "N": "♘", "n": "♞",
    "B": "♗", "b": "♝",
    "Q": "♕", "q": "♛",
    "K": "♔", "k": "♚",
    "P": "♙", "p": "♟",
}


def figurine(man: Piece, invert_color: bool = False) -> str:
    """python-chess's `Piece.unicode_symbol`; a kind without a figurine keeps its letter."""
    symbol = man.symbol()
    if invert_color:
        symbol = symbol.swapcase()
    return FIGURINES.get(symbol, symbol)


def unicode(topo: Topology, piece_at: Callable[[int], Piece | None], invert_color: bool,
            borders: bool, empty_square: str, orientation: bool) -> str:
    """python-chess's `BaseBoard.unicode`, over `topo`'s files and ranks: a cell off the board
    (void) is a blank; the margin's rank numbers are padded to the widest. A hexagonal board's
    cells are staggered as they lie (runtime.hexagonal), its files' names below."""
    if topo.lattice in HEXAGONAL:
        def shown(cell: int) -> str:
            man = piece_at(cell) if topo.is_square(cell) else None
            return figurine(man, invert_color) if man else empty_square

        lines = staggered(topo, shown, 2, flipped=not orientation)
        names = reversed(range(topo.files)) if not orientation else range(topo.files)
        return "\n".join(lines + ["".join(topo.file_letters(f).rjust(2) for f in names)]
                         if borders else lines)
    files = list(range(topo.files)) if orientation else list(reversed(range(topo.files)))
    ranks = list(reversed(range(topo.ranks))) if orientation else list(range(topo.ranks))
    width = len(str(topo.ranks))
    pad = " " * (width + 1)
    rule = pad + "-" * (2 * topo.files + 1) + "\n"
    out: list[str] = []
    for index, rank in enumerate(ranks):
        if borders:
            out += [rule, str(rank + 1).ljust(width), " "]
        for i, file in enumerate(files):
            cell = topo.cell(file, rank)
            out.append("|" if borders else " " if i > 0 else "")
            man = piece_at(cell) if topo.is_square(cell) else None
            out.append(figurine(man, invert_color) if man
                       else empty_square if topo.is_square(cell) else " ")
        if borders:
            out.append("|")
        if borders or index < len(ranks) - 1:
            out.append("\n")
    if borders:
        out += [rule, pad + " " + " ".join(file_name(f) for f in files)]
    return "".join(out)

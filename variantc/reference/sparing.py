"""Men a piece leaves alone: `never-over KIND+` (its hops may not use a man of these kinds,
either side's, as their screen) and `never-takes KIND+` (it may not capture one). Janggi's
cannon has both, for cannons. A man of a kind it never takes may still stand where it attacks:
attacks are judged on the square (such a kind is never royal: validation sees to it).
"""

from __future__ import annotations

from variantc.ir.model import Piece
from variantc.reference.position import Man


def screens(piece: Piece, man: Man | None) -> bool:
    """Whether the man may be the screen of the piece's hops (a wall, None, always may)."""
    return man is None or piece.never_over is None or man.letter not in piece.never_over.kinds


def takes(piece: Piece, man: Man) -> bool:
    """Whether the piece may capture the man, as far as `never-takes` goes."""
    return not piece.spares(man.letter)

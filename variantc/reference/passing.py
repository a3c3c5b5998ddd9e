"""`pass`, read from the IR alone: the side to move may pass, a move whose origin and target
are its royal man's square (`e2e2`). It leaves the board as it was; the clock counts the ply
(clock.py: nothing taken, and a move that puts its man back where it stood restarts nothing).
Legality plays it like any move, so it is never legal in check.
"""

from __future__ import annotations

from collections.abc import Iterator

from variantc.reference.game import Game
from variantc.reference.position import Move, Position


def passes(game: Game, pos: Position) -> Iterator[Move]:
    """Source: the pass of the side to move, at its royal man's square."""
    if game.variant.passing is None:
        return
    royal = {p.letter for p in game.variant.pieces if p.royal}
    for cell, man in enumerate(pos.board):
        if man is not None and man.side is pos.side and man.letter in royal:
            yield Move(cell, cell, man.letter, stand=True)
            return

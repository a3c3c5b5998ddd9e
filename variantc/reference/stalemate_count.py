"""`stalemate OUTCOME by-count` (Fairy-Stockfish's stalematePieceCount): a stalemate is judged
by the men on the board. The side to move gets OUTCOME if it has fewer men than the other side,
the opposite (wins and loses swapped) if it has more, and a draw if they have as many.
"""

from __future__ import annotations

from variantc.ir.model import Outcome
from variantc.reference.game import Game
from variantc.reference.position import Position

OPPOSITE = {Outcome.WINS: Outcome.LOSES, Outcome.LOSES: Outcome.WINS}


def stalemate(game: Game, pos: Position) -> Outcome:
    """The stalemate's outcome for the side to move."""
    e = game.variant.endings
    if not e.stalemate_by_count:
        return e.stalemate
    own = sum(1 for man in pos.board if man is not None and man.side is pos.side)
    other = sum(1 for man in pos.board if man is not None and man.side is not pos.side)
    if own == other:
        return Outcome.DRAWS
    return e.stalemate if own < other else OPPOSITE.get(e.stalemate, e.stalemate)

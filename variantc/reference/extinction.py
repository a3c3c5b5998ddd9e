"""Extinction: a side left with fewer men of a listed kind (or of all its men) than the count
ends the game. Both sides are judged after each move, the side that just moved first, as
Fairy-Stockfish does; the statement's outcome is for the extinct side."""

from __future__ import annotations

from collections.abc import Sequence

from variantc.ir.model import Side
from variantc.reference.game import Game
from variantc.reference.position import OTHER, Position
from variantc.runtime.outcome import Outcome, Termination


def men(pos: Position, side: Side, letters: tuple[str, ...]) -> int:
    """The side's men of the kinds (all, with none), on the board and held in its pools."""
    return (sum(1 for m in pos.board if m and m.side is side and (not letters or m.letter in letters))
            + sum(1 for owner, seg in enumerate(pos.pools) for h in seg
                  if owner % 2 == (side is Side.BLACK) and h.side is side
                  and (not letters or h.letter in letters)))


def extinct(game: Game, pos: Position) -> Side | None:
    """The extinct side, judged in Fairy-Stockfish's order: the side that just moved, then the
    side to move."""
    ext = game.variant.endings.extinction
    if ext is None:
        return None
    for side in (OTHER[pos.side], pos.side):
        for kinds in ext.groups():
            if men(pos, side, kinds) < ext.below:
                return side
    return None


def extinction(game: Game, history: Sequence[Position]) -> Outcome | None:
    pos = history[-1]
    side = extinct(game, pos)
    if side is None:
        return None
    ext = game.variant.endings.extinction
    assert ext is not None
    return Outcome.for_mover(side is Side.WHITE, ext.outcome.value, Termination.EXTINCTION)

"""`repetition N OUTCOME perpetual-check OUTCOME`, read from the IR alone (Fairy-Stockfish's
perpetualCheckIllegal): when the position has occurred N times, the positions from the first
of those N to now are the repetition. A side whose royal man was in check in every one of them
where it was to move was checked all along: the side that gave those checks gets the clause's
outcome; if both sides were checked all along, the game is drawn."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from variantc.ir.model import Side
from variantc.reference.attacks import in_check
from variantc.reference.game import Game
from variantc.reference.position import Position
from variantc.runtime.outcome import Outcome, Termination


def judged(game: Game, history: Sequence[Position], same: Callable[[Position], bool]
           ) -> Outcome | None:
    """The outcome of a repetition that has reached its count (`same` tells the positions
    equal to the last one), if it was a perpetual check; None otherwise."""
    e = game.variant.endings
    if e.perpetual_check is None or e.repetition is None:
        return None
    first = [i for i, p in enumerate(history) if same(p)][-e.repetition]
    checked = {Side.WHITE: True, Side.BLACK: True}  # each side in check whenever to move
    for pos in history[first:]:
        checked[pos.side] = checked[pos.side] and in_check(game, pos)
    if checked[Side.WHITE] and checked[Side.BLACK]:
        return Outcome(Termination.PERPETUAL_CHECK, None)
    if not checked[Side.WHITE] and not checked[Side.BLACK]:
        return None
    checker = Side.BLACK if checked[Side.WHITE] else Side.WHITE
    return Outcome.for_mover(checker is Side.WHITE, e.perpetual_check.value,
                             Termination.PERPETUAL_CHECK)

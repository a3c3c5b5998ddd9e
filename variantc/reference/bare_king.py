"""The bare-king rule: a side with no man left but its royal men (none held in its pools
either) ends the game, with the rule's outcome for the side left bare.

With `with-reply`, a side left bare by the other's move first plays its reply, and the game
ends after it unless that reply bared the other side too. A side left bare by a side that has
two or more men besides its royal ones could not do so: it is judged at once. Without
`with-reply`, a bare side is judged as soon as it is bare (the side that just moved first).
With `both-bare OUTCOME`, both sides bare end the game with that outcome.
"""

from __future__ import annotations

from collections.abc import Sequence

from variantc.ir.model import Side
from variantc.reference.game import Game
from variantc.reference.position import OTHER, SIDES, Position
from variantc.runtime.outcome import Outcome, Termination


def men(game: Game, pos: Position, side: Side) -> int:
    """The side's men but its royal ones, on the board and in its pools, of its colour."""
    on_board = sum(1 for m in pos.board if m and m.side is side and m.letter not in game.royal)
    held = sum(1 for i, segment in enumerate(pos.pools) if i % 2 == SIDES.index(side)
               for h in segment if h.side is side and h.letter not in game.royal)
    return on_board + held


def judged(game: Game, pos: Position) -> Side | None:
    """The side the rule judges now, left bare; None while it does not end the game (or where
    both are bare: `both_bare`)."""
    rule = game.variant.endings.bare_king
    if rule is None:
        return None
    mover, to_move = OTHER[pos.side], pos.side
    if both_bare(game, pos):
        return None
    if men(game, pos, mover) == 0 and (not rule.reply or men(game, pos, to_move) > 0):
        return mover
    if men(game, pos, to_move) == 0 and men(game, pos, mover) >= (2 if rule.reply else 0):
        return to_move
    return None


def both_bare(game: Game, pos: Position) -> bool:
    """`both-bare`: no side has a man left but its royal ones, which ends the game."""
    rule = game.variant.endings.bare_king
    return rule is not None and rule.both is not None and all(
        men(game, pos, side) == 0 for side in SIDES)


def bare_king(game: Game, history: Sequence[Position]) -> Outcome | None:
    """The ending: the rule's outcome for the bare side, stated from the side to move."""
    pos = history[-1]
    rule = game.variant.endings.bare_king
    if rule is not None and both_bare(game, pos):
        assert rule.both is not None
        return Outcome.for_mover(pos.side is Side.WHITE, rule.both.value, Termination.BARE_KING)
    bare = judged(game, pos)
    if bare is None:
        return None
    assert rule is not None
    return Outcome.for_mover(bare is Side.WHITE, rule.outcome.value, Termination.BARE_KING)

"""`facing N OUTCOME` and `passes N OUTCOME`, read from the IR alone: a position counts the
passes in a row that led to it and the positions in a row, itself the last, in which royal men
of the two sides face each other on an open file (as `forbid facing` judges it, facing.py).
A position read from a FEN starts both runs: no pass, and one facing position if they face.
Once a run is long enough the game is over: no move is legal, and the outcome is the
statement's, for the side to move.
"""

from __future__ import annotations

from collections.abc import Sequence

from variantc.ir.model import Side
from variantc.reference.facing import faces
from variantc.reference.game import Game
from variantc.reference.position import Change, Position
from variantc.runtime.outcome import Outcome, Termination


def counted(game: Game, pos: Position) -> tuple[int, int]:
    """The passes and the facing positions in a row that end at `pos`."""
    if pos.runs is not None:
        return pos.runs
    return 0, int(faces(game, pos, Side.WHITE))


def count(game: Game, change: Change) -> None:
    """Effect, once the turn has passed: a pass lengthens the run of passes, any other move
    ends it; a position where the royal men face lengthens the run of facing ones."""
    e = game.variant.endings
    if e.facing is None and e.passes is None or not change.turn:
        return
    passes, facing = counted(game, change.before)
    now = faces(game, change.position(), Side.WHITE)
    change.runs = (passes + 1 if change.move.stand else 0, facing + 1 if now else 0)


def over(game: Game, pos: Position) -> Termination | None:
    """The run that has ended the game, if one has."""
    e = game.variant.endings
    if e.facing is None and e.passes is None:
        return None
    passes, facing = counted(game, pos)
    if e.passes is not None and passes >= e.passes.length:
        return Termination.PASSES
    if e.facing is not None and facing >= e.facing.length:
        return Termination.FACING
    return None


def ran(game: Game, history: Sequence[Position]) -> Outcome | None:
    """The ending: a run long enough."""
    pos, e = history[-1], game.variant.endings
    found = over(game, pos)
    if found is None:
        return None
    run = e.passes if found is Termination.PASSES else e.facing
    assert run is not None
    return Outcome.for_mover(pos.side is Side.WHITE, run.outcome.value, found)

"""Safe goals: `goal KIND in ZONE OUTCOME safe` (Fairy-Stockfish's flagPieceSafe,
docs/language.md section 11).

After every move both sides are looked at. A side holds the goal when a man of its own of the
kind stands on a square of its zone that no man of the other side attacks. If one side holds
it, the goal's outcome is that side's; if both do, `wins` and `loses` become a draw (the
others, the same for both sides, stand). A man the other side attacks does not count, and the
game goes on: it counts later if it is still there when the attack is gone.
"""

from __future__ import annotations

from collections.abc import Sequence

from variantc.ir.model import Goal, Side
from variantc.reference.attacks import attacked
from variantc.reference.game import Game
from variantc.reference.position import OTHER, Position
from variantc.runtime.outcome import Outcome, Termination

Judged = tuple[Side, str]  # the side the outcome is stated for, and the outcome
BOTH = {"wins": "draws", "loses": "draws"}  # both sides hold it; the other outcomes stand


def judged(game: Game, pos: Position) -> Judged | None:
    """The outcome of the first safe goal that ends the game here, if any."""
    for goal in game.variant.endings.goals:
        if not goal.safe:
            continue
        mover, to_move = OTHER[pos.side], pos.side
        ours, theirs = holds(game, pos, goal, mover), holds(game, pos, goal, to_move)
        if ours and theirs:
            return mover, BOTH.get(goal.outcome.value, goal.outcome.value)
        if ours or theirs:
            return (mover if ours else to_move), goal.outcome.value
    return None


def holds(game: Game, pos: Position, goal: Goal, side: Side) -> bool:
    """A man of `side` of the goal's kind stands in its zone, on a square the other side does
    not attack."""
    assert goal.zone is not None
    return any((man := pos.board[c]) is not None and man.side is side and man.letter == goal.letter
               and not attacked(game, pos, c, OTHER[side])
               for c in goal.zone.cells(side))


def safe_goal(game: Game, history: Sequence[Position]) -> Outcome | None:
    found = judged(game, history[-1])
    if found is None:
        return None
    side, what = found
    return Outcome.for_mover(side is Side.WHITE, what, Termination.GOAL)

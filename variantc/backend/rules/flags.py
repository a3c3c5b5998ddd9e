"""Goals judged on the holder's next turn: `held`, and `reply SIDE OUTCOME` (Fairy-Stockfish's
flagMove; docs/language.md section 11).

`_flag()` says what such a goal means for the side that has just moved, as `_goal()` does, and
a position where one ends the game has no legal moves. With `reply`, the side allowed to answer
ends it at once unless it can equalise: `_answers` tries its legal moves (with the flag test
turned off meanwhile, `_answering`).
"""

from __future__ import annotations

from dataclasses import dataclass

from variantc.backend.conditions import Occupied
from variantc.backend.context import SIDES, Context, SidePlan
from variantc.backend.rule import Plans, RulePlan
from variantc.ir.model import Goal

# The same result stated for the other side; a colour's win is the same for both.
OTHER = {"wins": "loses", "draws": "draws", "loses": "wins", "white-wins": "white-wins",
         "black-wins": "black-wins"}


@dataclass(frozen=True)
class Flag:
    """One held goal, seen with `side` to move; outcomes are for the side that just moved."""

    ours: Occupied  # the side to move holds it
    theirs: Occupied  # the side that just moved holds it
    held: str  # the side to move holds it: what that means for the other side
    tie: str | None  # `reply`, the other side is the replier and holds it too: equalised
    reached: str | None  # `reply`: the other side has just reached it
    answers: bool  # ... and the side to move may answer in kind


@dataclass(frozen=True)
class FlagsPlan(RulePlan):
    flags: tuple[tuple[Flag, ...], tuple[Flag, ...]]  # per side to move
    royal: bool  # a side in check may not answer


def plan(ctx: Context, plans: Plans) -> FlagsPlan | None:
    held = [g for g in ctx.variant.endings.goals if g.hold is not None]
    if not held:
        return None
    white, black = (tuple(_flag(ctx, g, side) for g in held) for side in SIDES)
    return FlagsPlan((white, black), any(p.royal for p in ctx.variant.pieces))


def _flag(ctx: Context, g: Goal, side: SidePlan) -> Flag:
    assert g.hold is not None and g.zone is not None
    other = SIDES[1 - side.index]
    code = ctx.code[g.letter]
    ours = Occupied(tuple(sorted(g.zone.cells(side.side))), code * side.sign)
    theirs = Occupied(tuple(sorted(g.zone.cells(other.side))), code * other.sign)
    replier = g.hold.side
    tie = g.hold.outcome.value if replier is other.side and g.hold.outcome is not None else None
    return Flag(ours, theirs, OTHER[g.outcome.value], tie,
                g.outcome.value if replier is not None else None, replier is side.side)

"""Safe goals: `goal KIND in ZONE OUTCOME safe` (Fairy-Stockfish's flagPieceSafe;
docs/language.md section 11).

Judged after every move for both sides: a side holds the goal when a man of the kind stands on
a square of its zone that the other side does not attack (attacks' `attacked_by_<side>`). One
side holding it gets the outcome, both a draw for `wins` and `loses`. `_safe_goal()` says what
that means for the side that has just moved, as `_goal()` does, and a position where one ends
the game has no legal moves.
"""

from __future__ import annotations

from dataclasses import dataclass

from variantc.backend.context import SIDES, Context
from variantc.backend.rule import Plans, RulePlan

OTHER = {"wins": "loses", "loses": "wins"}  # the same result, for the other side
BOTH = {"wins": "draws", "loses": "draws"}  # both sides hold it
# the other outcomes (draws, white-wins, black-wins) read the same for either side


@dataclass(frozen=True)
class SafeGoal:
    """One safe goal; outcomes are for the side that just moved."""

    code: int  # the kind's code, unsigned
    cells: tuple[tuple[int, ...], tuple[int, ...]]  # per side: its zone
    ours: str  # the side that just moved holds it alone
    theirs: str  # the side to move holds it alone
    both: str  # both sides hold it


@dataclass(frozen=True)
class SafeGoalsPlan(RulePlan):
    goals: tuple[SafeGoal, ...]  # judged in order


def plan(ctx: Context, plans: Plans) -> SafeGoalsPlan | None:
    goals = []
    for g in ctx.variant.endings.goals:
        if not g.safe:
            continue
        assert g.zone is not None
        what = g.outcome.value
        cells = tuple(tuple(sorted(g.zone.cells(s.side))) for s in SIDES)
        goals.append(SafeGoal(ctx.code[g.letter], (cells[0], cells[1]), what,
                              OTHER.get(what, what), BOTH.get(what, what)))
    return SafeGoalsPlan(tuple(goals)) if goals else None
